"""The host who quits: Game > Quit while hosting a table with a friend asks first.  Keeping the table
running in the background, the next start of the app offers "Return to your table" on its home
screen before anything else, and choosing it brings the host back to her seat, with the game going
on for both windows.  Ending it, the friend reads that the host ended the table and comes home, the
server stops, and nothing offers the table again."""

from __future__ import annotations

import contextlib
import json
import os
import signal

from PySide6.QtCore import Qt
from support.online_app import answer_first_legal, launch
from support.person import activate, click, click_in_modal, menu_item, when_modal

from jackaroo.controller.online import hosting
from jackaroo.online.protocol import JoinTable, Ready, SetSeat
from jackaroo.view.online.dialog import HOST, OnlineChoice
from jackaroo.view.settings.store import remember_online_seat


def kill_hosted_server() -> None:
    """Whatever server the pid file names (a test never leaves one running)."""
    with contextlib.suppress(OSError, ValueError, KeyError):
        pid = int(json.loads((hosting.data_folder() / "server.pid").read_text())["pid"])
        os.kill(pid, signal.SIGKILL)


def hosted_table(qtbot, monkeypatch):
    """Sara hosts a classic table, Omar joins from another window, two CPUs: the game begins."""
    monkeypatch.setattr(hosting, "SERVER_OPTIONS", ["--cpu-delay", "0", "--takeover-seconds", "0.3"])
    host_window, host = launch(qtbot)
    guest_window, guest = launch(qtbot, person="Omar")
    host.online.start(OnlineChoice(way=HOST, name="Sara", ruleset="classic"))
    qtbot.waitUntil(
        lambda: host.online.session is not None and host.online.session.code is not None, timeout=20_000
    )
    session, port = host.online.session, host.online.hosting.server.port

    guest_session = guest.online.connect_to(
        session.connection.url, JoinTable(name="Omar", code=session.code, seat=2)
    )
    qtbot.waitUntil(lambda: guest_session.seat is not None, timeout=10_000)
    # each person's app keeps their own seat in their own settings: these two windows share one
    remember_online_seat(session.connection.url, session.table_id, session.token)
    for seat in (1, 3):
        session.send(SetSeat(seat=seat, kind="random"))
    for each in (session, guest_session):
        each.send(Ready(ready=True))
    qtbot.waitUntil(lambda: session.on_board and guest_session.on_board, timeout=10_000)
    return host_window, host, guest_window, guest, port


def quit_host(qtbot, host_window, choice: str) -> None:
    activate(qtbot, host_window)  # the host goes to her window
    seen = when_modal(click_in_modal(choice))
    menu_item(qtbot, host_window, Qt.Key.Key_Q)  # Game > Quit
    assert seen and seen[0].title == "Quit" and seen[0].text == "At the table you host: Omar."
    assert not host_window.isVisible()


def test_the_host_who_ends_the_table_ends_it_for_everyone(qtbot, monkeypatch) -> None:
    host_window, host, guest_window, guest, port = hosted_table(qtbot, monkeypatch)
    controllers = [guest, host]
    try:
        quit_host(qtbot, host_window, "End it")
        host.stop()  # the app has quit
        qtbot.waitUntil(lambda: guest_window.home_shown, timeout=10_000)  # Omar is told, and home
        assert guest_window.home.notice.text() == "Sara, the host, ended the table."
        assert not guest.online.at_table() and not guest.online.reconnection.active
        assert not hosting.answers(port)  # no server left running unseen
        window, host = launch(qtbot)  # the next start offers no return to it
        controllers.append(host)
        assert not window.home.comeback.isVisible()
    finally:
        for controller in controllers:
            controller.online.leave(ask=False)
            controller.online.stop_server()
            controller.stop()
        kill_hosted_server()


def test_the_host_keeps_the_table_running_and_returns_at_the_next_start(qtbot, monkeypatch) -> None:
    host_window, host, _guest_window, guest, port = hosted_table(qtbot, monkeypatch)
    controllers = [guest, host]
    try:
        quit_host(qtbot, host_window, "Keep it running")
        assert hosting.answers(port)
        host.stop()  # the app has quit

        # the next start: the home screen offers the table first of all
        window, host = launch(qtbot)
        controllers.append(host)
        home = window.home
        assert home.comeback.isVisible() and window.focusWidget() is home.return_button
        details = home.return_details.text()
        assert "with Omar" in details and f"hosted on this computer (port {port})" in details
        click(qtbot, home.return_button)
        qtbot.waitUntil(
            lambda: host.online.session is not None and host.online.session.on_board, timeout=20_000
        )
        assert host.online.session.seat == 0 and host.online.hosting.server.port == port
        assert not home.isVisible() and host.game.state.names[2] == "Omar"
        # the guest's app is still at the table
        qtbot.waitUntil(
            lambda: guest.online.session.on_board and guest.online.session.welcomed, timeout=20_000
        )

        # the game goes on for both windows: the guest plays, and the host is asked her turn
        def host_asked() -> bool:
            answer_first_legal(guest)
            return host.input.acting()

        qtbot.waitUntil(host_asked, timeout=60_000)
        guest_now = guest.online.session
        qtbot.waitUntil(lambda: guest_now.ply == host.online.session.ply, timeout=10_000)
        assert guest_now.on_board and guest_now.ply == host.online.session.ply
        assert guest.game.state.marbles == host.game.state.marbles
    finally:
        for controller in controllers:
            controller.online.leave(ask=False)
            controller.online.stop_server()
            controller.stop()
        kill_hosted_server()
