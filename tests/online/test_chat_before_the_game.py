"""A person who comes back to a table before its game begins (the app started again) finds the
table's chat as it was: the lines said before they left are shown again, as they are when a person
comes back during the game."""

from __future__ import annotations

from support.online_app import launch, open_window, say
from support.person import click

from jackaroo.online.protocol import CreateTable, JoinTable


def test_coming_back_before_the_game_shows_the_chat_so_far(qtbot, server_url) -> None:
    host_window, host = open_window(qtbot)
    guest_window, guest = open_window(qtbot, person="Omar")
    controllers = [guest, host]
    try:
        host_session = host.online.connect_to(server_url, CreateTable(name="Sara", ruleset="guc"))
        qtbot.waitUntil(lambda: host_session.code is not None, timeout=10_000)
        guest.online.connect_to(server_url, JoinTable(name="Omar", code=host_session.code))
        qtbot.waitUntil(guest_window.table_panel.isVisible, timeout=10_000)
        say(qtbot, host_window, "hello Omar")
        qtbot.waitUntil(
            lambda: "Sara: hello Omar" in guest_window.online_panel.lines.toPlainText(), timeout=5_000
        )
        guest.online.quit()  # Omar's app quits (the server keeps his seat) ...
        guest.stop()
        guest_window.close()
        window, guest = launch(qtbot, person="Omar")  # ... and starts again: Return to your table
        controllers.append(guest)
        click(qtbot, window.home.return_button)
        qtbot.waitUntil(window.table_panel.isVisible, timeout=10_000)
        assert guest.online.session.seat == 1
        chat = window.online_panel.lines
        qtbot.waitUntil(lambda: "Sara: hello Omar" in chat.toPlainText(), timeout=5_000)
        assert chat.toPlainText().count("Sara: hello Omar") == 1
    finally:
        for controller in controllers:
            controller.online.leave(ask=False)
            controller.stop()
