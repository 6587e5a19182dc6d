"""A hosted table survives its server: the server the host's app started is killed during a game; the
host reads so within seconds, the app starts it again on the same port and database by itself, and
the host is back in her own seat at the same table, the guest in his, the game going on for both.
If it cannot start again (its port taken by another program), the host reads why and what to do."""

from __future__ import annotations

import contextlib
import os
import signal
import socket

from support.online_app import answer_first_legal, launch

from jackaroo.controller.online import hosting
from jackaroo.online.protocol import JoinTable, Ready, SetSeat
from jackaroo.view.online.dialog import HOST, OnlineChoice


def hosted_game(qtbot, monkeypatch):
    """Sara hosts a classic table in one window, Omar joins in another, two CPUs; the game begins."""
    monkeypatch.setattr(hosting, "SERVER_OPTIONS", ["--cpu-delay", "0", "--takeover-seconds", "30"])
    host_window, host = launch(qtbot)
    _guest_window, guest = launch(qtbot, person="Omar")
    host.online.start(OnlineChoice(way=HOST, name="Sara", ruleset="classic"))
    qtbot.waitUntil(
        lambda: host.online.session is not None and host.online.session.code is not None, timeout=20_000
    )
    session = host.online.session
    guest_session = guest.online.connect_to(
        session.connection.url, JoinTable(name="Omar", code=session.code, seat=2)
    )
    qtbot.waitUntil(lambda: guest_session.seat is not None, timeout=10_000)
    for seat in (1, 3):
        session.send(SetSeat(seat=seat, kind="random"))
    for each in (session, guest_session):
        each.send(Ready(ready=True))
    qtbot.waitUntil(lambda: session.on_board and guest_session.on_board, timeout=10_000)
    return host_window, host, guest


def part(*controllers) -> None:
    for controller in controllers:
        controller.online.leave(ask=False)
        controller.online.stop_server()
        controller.stop()


def test_the_host_is_back_in_her_seat_when_her_server_is_killed(qtbot, monkeypatch) -> None:
    host_window, host, guest = hosted_game(qtbot, monkeypatch)
    try:
        server = host.online.hosting.server
        table, port = host.online.session.table_id, server.port
        os.kill(server.pid, signal.SIGKILL)  # the server dies mid-game
        qtbot.waitUntil(lambda: "server stopped" in host_window.banner.text(), timeout=5_000)
        assert "The table's server stopped: starting it again on this computer…" in host_window.log_lines()
        qtbot.waitUntil(
            lambda: host.online.hosting.server is not None and host.online.hosting.server.pid != server.pid,
            timeout=20_000,
        )
        assert host.online.hosting.server.port == port  # the same port (and database)
        back = host.online.session
        qtbot.waitUntil(lambda: back.welcomed and back.on_board and back.seat == 0, timeout=20_000)
        assert back.table_id == table and host.game.state.names[0] == "Sara"  # her own seat
        qtbot.waitUntil(
            lambda: guest.online.session.on_board and guest.online.session.seat == 2, timeout=30_000
        )
        assert guest.online.session.table_id == table

        def host_asked() -> bool:  # the game goes on for both: Omar plays, Sara is asked her turn
            answer_first_legal(guest)
            return host.input.acting()

        qtbot.waitUntil(host_asked, timeout=60_000)
    finally:
        part(host, guest)


def test_a_server_that_cannot_start_again_says_why(qtbot, monkeypatch) -> None:
    host_window, host, guest = hosted_game(qtbot, monkeypatch)
    blocker = socket.socket()
    blocker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # (the old connections' TIME_WAIT)
    try:
        server = host.online.hosting.server
        os.kill(server.pid, signal.SIGKILL)

        def taken() -> bool:  # another program takes its port before the app looks again
            with contextlib.suppress(OSError):
                blocker.bind(("127.0.0.1", server.port))
                blocker.listen()
                return True
            return False

        qtbot.waitUntil(taken, timeout=5_000)
        qtbot.waitUntil(lambda: "could not start again" in host_window.banner.text(), timeout=10_000)
        text = host_window.banner.text()
        assert f"port {server.port} is taken by another program" in text and "Return to my seat" in text
        qtbot.wait(3_000)  # no attempt at reconnecting to a server that is not there writes over it
        assert host_window.banner.text() == text
    finally:
        blocker.close()
        part(host, guest)


def test_a_server_that_stops_again_and_again_before_its_table_is_back_is_given_up(qtbot, monkeypatch) -> None:
    """Killed each time as soon as it listens again, before anyone is back at its table: a crash at
    start, again and again; the app stops starting it after three such stops and says why.  (Killed
    while it serves its table, it is started again however often: tests/online/test_hosted_table_life.py.)"""
    host_window, host, guest = hosted_game(qtbot, monkeypatch)
    try:
        killed: list[int] = []
        for _ in range(5):
            if "could not start again" in host_window.banner.text():
                break
            server = host.online.hosting.server
            os.kill(server.pid, signal.SIGKILL)
            killed.append(server.pid)

            def listening_again_or_given_up() -> bool:
                now = host.online.hosting.server
                return (
                    now is not None and now.pid not in killed
                ) or "could not start" in host_window.banner.text()

            qtbot.waitUntil(listening_again_or_given_up, timeout=20_000)
        text = host_window.banner.text()
        assert "it stopped 3 times as soon as it started" in text and "Return to my seat" in text
        assert 3 <= len(killed) <= 4
        qtbot.wait(2_000)
        assert host_window.banner.text() == text and host.online.hosting.server is None
    finally:
        part(host, guest)
