"""A dropped connection reclaims its seat with the token kept in the settings, while a CPU played
for it; a spectator's window shows no hand, and its log tells of the take-over and the return."""

from __future__ import annotations

import pytest
from support.online_app import open_window
from support.online_pair import ServerProcess

from jackaroo.online.protocol import CreateTable, Ready, SetSeat, Spectate
from jackaroo.view.settings.store import remembered_online_seat


@pytest.fixture
def server_url(tmp_path):
    """A server whose CPUs take a little time (the game cannot end while Sara is away) and take a
    dropped seat over after 0.3 s."""
    server = ServerProcess(tmp_path, "--cpu-delay", "0.02", "--takeover-seconds", "0.3")
    yield server.start()
    server.stop()


def test_a_dropped_seat_is_reclaimed_and_a_spectator_sees_no_hand(qtbot, server_url) -> None:
    _window, host = open_window(qtbot)
    watcher_window, watcher = open_window(qtbot, person="Omar")
    try:
        host.online.connect_to(server_url, CreateTable(name="Sara", ruleset="classic", private=False))
        qtbot.waitUntil(_window.table_panel.isVisible, timeout=10_000)
        session = host.online.session
        kept = remembered_online_seat()
        assert kept is not None and kept[:2] == (server_url, session.table_id) and kept[2] == session.token
        for seat in (1, 2, 3):
            session.send(SetSeat(seat=seat, kind="random"))
        watcher.online.connect_to(server_url, Spectate(name="Lina", table=session.table_id))
        qtbot.waitUntil(lambda: watcher.online.session.table is not None, timeout=5_000)
        session.send(Ready(ready=True))
        qtbot.waitUntil(lambda: session.on_board and watcher.online.session.on_board, timeout=10_000)
        assert watcher.scene.hand_hidden and watcher.driver.local_seats() == []
        assert not watcher_window.table_panel.isVisible()
        assert not watcher_window.online_panel.rematch_button.isVisible()
        assert watcher_window.online_panel.watching.isVisible()
        qtbot.waitUntil(host.input.acting, timeout=10_000)
        session.connection.socket.abort()  # the line drops
        log = lambda: "\n".join(watcher_window.log.lines())  # noqa: E731
        qtbot.waitUntil(lambda: "Sara's connection dropped" in log(), timeout=10_000)
        qtbot.waitUntil(
            lambda: host.online.session is not session and host.online.session.on_board, timeout=10_000
        )
        qtbot.waitUntil(lambda: "Sara is back at the seat." in log(), timeout=10_000)
        assert host.online.session.seat == 0
        for _ in range(3):  # the person plays on through the human input
            qtbot.waitUntil(lambda: host.input.acting() or host.game.is_over, timeout=20_000)
            if host.game.is_over:
                break
            ply = host.online.session.ply
            host.input.choose(host.input.question.legal_actions()[0])
            host.input.play_selected()
            qtbot.waitUntil(lambda p=ply: host.online.session.ply > p, timeout=10_000)
    finally:
        for controller in (watcher, host):
            controller.online.leave(ask=False)
            controller.stop()
