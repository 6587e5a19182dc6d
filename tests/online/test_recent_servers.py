"""The Play online dialog's recent servers, used as a person would: a server reached once is listed
and selected the next time the app starts (with the same settings), with how many play there; a
server that no longer answers says "unreachable"; Forget (the Delete key) removes one for good."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from support.account_window import retype
from support.online_app import open_window
from support.online_pair import ServerProcess
from support.person import (
    activate,
    button_named,
    click,
    click_in_modal,
    click_radio,
    click_row,
    menu_item,
    press,
    when_modal,
)

from jackaroo.controller.online import servers
from jackaroo.online.protocol import CreateTable
from jackaroo.view.settings.online_memory import MAX_RECENT, forget_server, recent_servers, remember_server

CHECKING = "checking…"


def choose_way(qtbot, radio) -> None:
    """Click the round button of ``radio`` (on the leading side)."""
    click_radio(qtbot, radio)
    assert radio.isChecked()


def open_lobby_through_the_dialog(qtbot, window, controller, name: str, address: str) -> None:
    """Game > Play online…: the lobby of the server typed at ``address``, as ``name``."""

    def lobby_way(dialog) -> None:
        dialog.activateWindow()  # as a desktop does for a dialog that opens
        qtbot.waitUntil(dialog.isActiveWindow)
        retype(qtbot, dialog.name_edit, name)
        choose_way(qtbot, dialog.lobby_button)
        retype(qtbot, dialog.address_edit, address)
        click(qtbot, button_named(dialog, "Connect"))

    when_modal(lobby_way, "Play online")
    menu_item(qtbot, window, Qt.Key.Key_L)  # Game > Play online…
    qtbot.waitUntil(lambda: controller.online.session.welcomed, timeout=10_000)


def leave(qtbot, controller) -> None:
    """Leave the table or lobby, and wait until the line is closed (the server then stops at once)."""
    session = controller.online.session
    controller.online.leave(ask=False)
    if session is not None:
        qtbot.waitUntil(lambda: not session.connection.is_open, timeout=5_000)


def look_at_the_dialog(qtbot, window, look) -> None:
    """Game > Play online…: ``look(dialog)`` once every recent server has answered, then Cancel."""
    seen: list[bool] = []

    def act(dialog) -> None:
        dialog.activateWindow()  # as a desktop does for a dialog that opens
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.waitUntil(
            lambda: all(dialog.recent.state(a) != CHECKING for a in dialog.recent.addresses()),
            timeout=15_000,
        )
        look(dialog)
        seen.append(True)
        click_in_modal("Cancel")(dialog)

    when_modal(act, "Play online")
    menu_item(qtbot, window, Qt.Key.Key_L)
    assert seen


def test_the_last_server_is_listed_first_and_selected_after_a_restart(qtbot, tmp_path: Path) -> None:
    server = ServerProcess(tmp_path)
    url = server.start()
    host_port = url.removeprefix("ws://")
    window, controller = open_window(qtbot)
    _sara_window, sara = open_window(qtbot, person="Sara")
    try:
        open_lobby_through_the_dialog(qtbot, window, controller, "Omar", host_port)
        assert recent_servers() == [url]
        leave(qtbot, controller)
        controller.stop()
        window.close()
        hosting = sara.online.connect_to(url, CreateTable(name="Sara"))  # someone plays there
        qtbot.waitUntil(lambda: hosting.seat == 0, timeout=10_000)

        again, restarted = open_window(qtbot)  # the app again, with the same settings
        seen: dict[str, object] = {}

        def look(dialog) -> None:
            seen["rows"] = [
                (item.text(0), item.text(1))
                for item in (dialog.recent.list.topLevelItem(r) for r in range(2))
                if item is not None
            ]
            seen["selected"] = [item.text(0) for item in dialog.recent.list.selectedItems()]
            seen["address"] = dialog.address_edit.text()
            seen["name"] = dialog.name_edit.text()
            choose_way(qtbot, dialog.join_button)  # (Return to Sara's seat, kept here, is offered first)
            click_row(qtbot, dialog.recent.list, 0)
            press(qtbot, Qt.Key.Key_Delete, where=dialog)  # Forget
            seen["after"] = dialog.recent.addresses()

        look_at_the_dialog(qtbot, again, look)
        assert seen["rows"] == [(host_port, "1 playing")]
        assert seen["selected"] == [host_port] and seen["address"] == url
        assert seen["name"] == "Omar"
        assert seen["after"] == [] and recent_servers() == []
        restarted.stop()
    finally:
        leave(qtbot, sara)
        sara.stop()
        server.stop()


def test_a_server_that_stopped_shows_unreachable(qtbot, tmp_path: Path) -> None:
    server = ServerProcess(tmp_path)
    url = server.start()
    window, controller = open_window(qtbot)
    try:
        open_lobby_through_the_dialog(qtbot, window, controller, "Omar", url)
        leave(qtbot, controller)
        server.stop()
        states: list[tuple[str, str]] = []
        look_at_the_dialog(qtbot, window, lambda d: states.extend((a, d.recent.state(a)) for a in [url]))
        assert states == [(url, "unreachable")]
    finally:
        controller.stop()
        server.stop()


def test_a_server_back_after_a_stop_is_shown_reachable_when_checked_again(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """Stopped, then started again on the same port: the open dialog asks every server again by
    itself after a while (and says "unreachable" again once it stops), and the dialog opened again
    asks anew."""
    monkeypatch.setattr(servers, "RECHECK_MS", 500)  # (every 10 s for a person)
    server = ServerProcess(tmp_path)
    url = server.start()
    window, controller = open_window(qtbot)
    try:
        activate(qtbot, window)
        open_lobby_through_the_dialog(qtbot, window, controller, "Omar", url)
        leave(qtbot, controller)
        server.stop()
        seen: list[str] = []

        def back_while_open(dialog) -> None:
            seen.append(dialog.recent.state(url))
            server.start()  # (the server is back, the dialog still open)
            qtbot.waitUntil(lambda: dialog.recent.state(url) != "unreachable", timeout=10_000)
            seen.append(dialog.recent.state(url))
            server.stop()
            qtbot.waitUntil(lambda: dialog.recent.state(url) == "unreachable", timeout=10_000)
            seen.append(dialog.recent.state(url))

        look_at_the_dialog(qtbot, window, back_while_open)
        assert seen == ["unreachable", "0 playing", "unreachable"]
        server.start()
        look_at_the_dialog(qtbot, window, lambda dialog: seen.append(dialog.recent.state(url)))
        assert seen[-1] == "0 playing"
    finally:
        controller.stop()
        server.stop()


def test_the_list_holds_the_ten_most_recent_servers_once_each() -> None:
    for number in range(12):
        remember_server(f"ws://club{number}.example:8765")
    remember_server("ws://club5.example:8765")
    assert recent_servers() == [
        "ws://club5.example:8765",
        *(f"ws://club{number}.example:8765" for number in (11, 10, 9, 8, 7, 6, 4, 3, 2)),
    ]
    forget_server("ws://club9.example:8765")
    assert len(recent_servers()) == MAX_RECENT - 1 and "ws://club9.example:8765" not in recent_servers()
