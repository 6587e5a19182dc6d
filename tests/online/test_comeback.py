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
