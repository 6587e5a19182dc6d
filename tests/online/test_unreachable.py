"""A server that cannot be reached is said in words that name what to check (the log and the
banner), nothing else changes, and the Play online dialog opens again with what was typed."""

from __future__ import annotations

import socket

from PySide6.QtCore import Qt
from support.online_app import open_window
from support.person import (
    activate,
    button_named,
    click,
    click_in_modal,
    click_radio,
    menu_item,
    type_text,
    when_modal,
)
from test_join_from_a_game import join_way

from jackaroo.composition import build
from jackaroo.online.protocol import CreateTable, JoinTable
from jackaroo.view.online.dialog import JOIN


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_an_unreachable_server_is_said_in_words(qtbot) -> None:
    window, controller = build()
    qtbot.addWidget(window)
    address = f"ws://127.0.0.1:{free_port()}"
    session = controller.online.connect_to(address, JoinTable(name="Omar", code="AB12"))
    said: list[str] = []
    session.said.connect(said.append)
    qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    assert said[0] == (
        f"No server answers at {address}. Check that the server is started, that the address and port"
        " are the ones it listens on, and that no firewall blocks that port."
    )
    assert window.banner.text() == said[0] and controller.game is None and session.table is None
    controller.online.leave(ask=False)
    controller.stop()


def test_an_address_that_never_answers_is_given_up_with_words(qtbot, monkeypatch) -> None:
    """Something listens but never answers (as a firewall that drops the packets): after the
    connect timeout (2 s here, 10 s for real) the person is told, and the window is as it was."""
    from jackaroo.controller.online import connection

    monkeypatch.setattr(connection, "CONNECT_TIMEOUT_MS", 2000)
    window, controller = build()
    qtbot.addWidget(window)
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(1)  # the handshake completes in the kernel; nothing ever reads or answers
        address = f"ws://127.0.0.1:{silent.getsockname()[1]}"
        session = controller.online.connect_to(address, JoinTable(name="Omar", code="AB12"))
        said: list[str] = []
        session.said.connect(said.append)
        qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    assert said == [
        f"No answer from {address} after 2 seconds. Check the address and port, and that no firewall"
        " blocks that port."
    ]
    assert session.connection.timed_out and session.connection.unreachable
    assert window.banner.text() == said[0] and controller.game is None and session.table is None
    controller.online.leave(ask=False)
    controller.stop()


def test_the_play_online_dialog_opens_again_with_what_was_typed(qtbot) -> None:
    window, controller = build()
    qtbot.addWidget(window)
    window.show()
    address = f"127.0.0.1:{free_port()}"

    def join(dialog) -> None:
        dialog.activateWindow()  # as a desktop does for a dialog that opens
        qtbot.waitUntil(dialog.isActiveWindow)
        click_radio(qtbot, dialog.join_button)
        click(qtbot, dialog.address_edit)
        qtbot.keyClick(dialog.address_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text(qtbot, address, where=dialog)
        click(qtbot, dialog.code_edit)
        type_text(qtbot, "ab12", where=dialog)
        click(qtbot, button_named(dialog, "Connect"))

    first = when_modal(join, "Play online")
    menu_item(qtbot, window, Qt.Key.Key_L)  # Game > Play online…
    assert first
    again: list[tuple[str, str, str, bool]] = []

    def look(dialog) -> None:
        again.append(
            (
                dialog.address_edit.text(),
                dialog.code_edit.text(),
                dialog.problem.text(),
                dialog.join_button.isChecked(),
            )
        )
        click_in_modal("Cancel")(dialog)

    when_modal(look, "Play online")
    qtbot.waitUntil(lambda: bool(again), timeout=10_000)
    typed, code, problem, joining = again[0]
    assert typed == f"ws://{address}" and code == "AB12" and joining
    assert problem.startswith(f"No server answers at ws://{address}.")
    assert controller.online.ways.dialog().way() == JOIN  # the last way, remembered
    controller.online.leave(ask=False)
    controller.stop()


def test_a_table_come_to_after_a_failed_attempt_starts_a_clean_log(qtbot, server_url) -> None:
    """Omar mistypes the port: "No server answers at …"; the dialog opens again, he types the right
    one and sits at Sara's table: its log does not start with the failed attempt's words."""
    _host_window, host = open_window(qtbot)
    window, controller = open_window(qtbot, person="Omar")
    try:
        host_session = host.online.connect_to(server_url, CreateTable(name="Sara"))
        qtbot.waitUntil(lambda: host_session.code is not None, timeout=10_000)
        wrong = f"ws://127.0.0.1:{free_port()}"
        before: list[str] = []

        def again(dialog) -> None:  # the dialog opens again after the failure: the right port
            before.extend(window.log_lines())
            join_way(qtbot, server_url, host_session.code)(dialog)

        def first(dialog) -> None:
            join_way(qtbot, wrong, host_session.code)(dialog)
            when_modal(again, "Play online")

        when_modal(first, "Play online")
        activate(qtbot, window)
        menu_item(qtbot, window, Qt.Key.Key_L)  # Game > Play online…
        qtbot.waitUntil(window.table_panel.isVisible, timeout=15_000)
        assert any(line.startswith(f"No server answers at {wrong}") for line in before)
        assert controller.online.session.seat is not None
        assert not any("No server answers" in line or wrong in line for line in window.log_lines())
        # coming back to the same table after a dropped connection keeps its lines
        window.log.add_message("a line of this table")
        controller.online.session.connection.socket.abort()
        qtbot.waitUntil(lambda: controller.online.reconnection.active, timeout=10_000)
        qtbot.waitUntil(lambda: not controller.online.reconnection.active, timeout=20_000)
        assert "a line of this table" in window.log_lines()
    finally:
        for each in (controller, host):
            each.online.leave(ask=False)
            each.stop()
