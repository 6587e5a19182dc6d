"""Return to your table, when the server no longer knows the seat kept: the home screen offered
it, the server refuses the token, and the offer goes (the seat is forgotten)."""

from __future__ import annotations

from support.person import click

from jackaroo import app
from jackaroo.view.settings.online_memory import remember_people
from jackaroo.view.settings.store import remember_online_seat, remembered_online_seat


def test_a_seat_the_server_no_longer_knows_is_offered_no_more(qtbot, server_url) -> None:
    remember_online_seat(server_url, "f00dcafe01", "a" * 32)
    remember_people(["Omar"])
    started = app.launch()
    assert started is not None
    window, controller = started
    qtbot.addWidget(window)
    try:
        home = window.home
        assert home.comeback.isVisible()
        assert home.return_details.text() == f"Table f00dcafe01 with Omar at {server_url}"
        click(qtbot, home.return_button)
        qtbot.waitUntil(lambda: not home.comeback.isVisibleTo(window), timeout=10_000)
        assert remembered_online_seat() is None and home.default_button() is home.new_game_button
        assert window.banner.text() == "Your seat there is gone: the table has closed."
    finally:
        controller.online.leave(ask=False)
        controller.stop()


def test_return_to_my_seat_from_the_dialog_says_once_the_seat_is_gone_and_is_offered_no_more(
    qtbot, server_url
) -> None:
    """Game > Play online… > Return to my seat, at a table the server no longer knows: the dialog
    says why once, and neither it nor the home screen offers the return again."""
    from PySide6.QtCore import Qt
    from support.person import activate, click_radio, menu_item, when_modal

    remember_online_seat(server_url, "f00dcafe01", "a" * 32)
    started = app.launch()
    assert started is not None
    window, controller = started
    qtbot.addWidget(window)
    try:
        seen: list[str] = []
        again: list[bool] = []

        def look(dialog) -> None:  # the dialog again, with what went wrong: no return offered
            again.append(dialog.return_button.isVisible())
            dialog.reject()

        def choose_return(dialog) -> None:
            seen.append(dialog.return_button.text() if dialog.return_button.isVisible() else "")
            click_radio(qtbot, dialog.return_button)
            when_modal(look, "Play online")  # (once this one has gone)
            click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))

        activate(qtbot, window)
        when_modal(choose_return, "Play online")
        menu_item(qtbot, window, Qt.Key.Key_L)  # Game > Play online…
        qtbot.waitUntil(lambda: remembered_online_seat() is None and bool(again), timeout=10_000)
        assert seen and seen[0]
        assert again == [False]
        assert not window.home.comeback.isVisibleTo(window)
    finally:
        controller.online.leave(ask=False)
        controller.stop()
