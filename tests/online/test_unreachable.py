"""A server that cannot be reached is said in words that name what to check (the log and the
banner), nothing else changes, and the Play online dialog opens again with what was typed."""

from __future__ import annotations

import socket

from PySide6.QtCore import Qt
from support.person import button_named, click, click_in_modal, click_radio, menu_item, type_text, when_modal

from jackaroo.composition import build
from jackaroo.online.protocol import JoinTable
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
