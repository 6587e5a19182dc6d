"""The table never waits forever and nobody is lost for good: the turn clock counts down on the seat's
panel and a CPU plays when it runs out; a friend whose line drops is counted down on the others'
panels and comes back by himself; after the server is killed and started again on the same port
and database, both windows are back at the table by themselves; the table before its game is left
only by Leave, which asks; people move to open seats and the host swaps two."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from support.moving_proxy import MovingProxy
from support.online_app import answer_first_legal
from support.online_pair import Friend, ServerProcess, part, seated_pair, turn_of
from support.person import activate, click, click_in_modal, press, when_modal

from jackaroo import app
from jackaroo.online.protocol import Chat, Ready, SetSeat
from jackaroo.online.reconnect import Backoff
from jackaroo.view.settings.store import remember_online_seat


@pytest.fixture
def server(tmp_path):
    process = ServerProcess(tmp_path, "--takeover-seconds", "30", "--clock-scale", "0.1")
    process.start()
    yield process
    process.stop()


def connection(friend: Friend, seat: int) -> str:
    return friend.window.panels[seat].connection.text()


def reads_whole(label: QLabel) -> bool:
    """Whether ``label``'s text, laid out as the label lays it out, fits inside it."""
    flags = Qt.TextFlag.TextWordWrap if label.wordWrap() else Qt.TextFlag(0)
    room = label.contentsRect()
    return room.contains(label.fontMetrics().boundingRect(room, int(flags), label.text()))


def logged(friend: Friend, text: str) -> bool:
    return any(text in line for line in friend.window.log.lines())


def test_the_turn_clock_counts_down_and_a_cpu_plays_when_it_runs_out(qtbot, server) -> None:
    sara, omar = seated_pair(qtbot, server.url, turn_seconds=30)  # 3 s with the clock scaled
    try:
        seen: set[str] = set()

        def omar_timed_out() -> bool:
            answer_first_legal(sara.controller)  # Omar never plays
            seen.add(connection(sara, 2))
            return logged(sara, "Omar's time ran out")

        qtbot.waitUntil(omar_timed_out, timeout=30_000)
        assert any(text.endswith("s left to play") for text in seen)
        # he reads it too, over his own connection: perhaps a moment after Sara
        qtbot.waitUntil(lambda: logged(omar, "Omar's time ran out"), timeout=5_000)
    finally:
        part(sara, omar)


def test_a_dropped_friend_is_counted_down_and_comes_back_by_himself(qtbot, server) -> None:
    sara, omar = seated_pair(qtbot, server.url)
    try:
        sara.session.send(Chat(text="back soon?"))
        qtbot.waitUntil(lambda: "back soon?" in omar.window.online_panel.lines.toPlainText(), timeout=5_000)
        omar.controller.online.reconnection.backoff = Backoff(first=2.0, cap=3.0, jitter=0)
        omar.session.connection.socket.abort()  # his line drops
        qtbot.waitUntil(
            lambda: connection(sara, 2).startswith("Connection dropped: a CPU takes over in"), timeout=5_000
        )
        sara.window.resize(800, 1000)  # a window half a small screen wide: the line wraps, whole
        qtbot.waitUntil(lambda: sara.window.width() == 800)
        assert reads_whole(sara.window.panels[2].connection)
        assert omar.window.banner.text() == "Reconnecting… (attempt 1)"
        assert connection(omar, 2) == "Reconnecting… (attempt 1)"
        qtbot.waitUntil(lambda: logged(sara, "Omar is back at the seat."), timeout=10_000)
        qtbot.waitUntil(lambda: not connection(sara, 2).startswith("Connection dropped"), timeout=5_000)
        assert omar.session.on_board and omar.session.seat == 2
        # the chat as it was (not twice), and the game so far in the log
        qtbot.waitUntil(
            lambda: omar.session.shown_ply > 0 and len(omar.window.log.entries()) > omar.session.shown_ply
        )
        assert omar.window.online_panel.lines.toPlainText().count("back soon?") == 1
    finally:
        part(sara, omar)


def test_the_prompt_waits_for_a_dropped_friend_then_says_he_plays_again(qtbot, server) -> None:
    sara, omar = seated_pair(qtbot, server.url)
    try:
        turn_of(qtbot, omar, sara)
        playing = "Omar is playing…"  # once Sara's window has shown the plays before his turn
        qtbot.waitUntil(lambda: sara.window.prompt.text() == playing, timeout=5_000)
        omar.controller.online.reconnection.backoff = Backoff(first=2.0, cap=3.0, jitter=0)
        omar.session.connection.socket.abort()  # his line drops while the table waits for him
        qtbot.waitUntil(lambda: "connection dropped" in sara.window.prompt.text(), timeout=5_000)
        qtbot.waitUntil(lambda: logged(sara, "Omar is back at the seat."), timeout=10_000)
        qtbot.waitUntil(lambda: sara.window.prompt.text() == playing, timeout=2_000)
    finally:
        part(sara, omar)


def test_after_a_server_restart_both_windows_are_back_by_themselves(qtbot, server) -> None:
    sara, omar = seated_pair(qtbot, server.url)
    try:
        server.kill()
        for friend in (sara, omar):  # attempts fail while the server is down, and they try again
            qtbot.waitUntil(
                lambda f=friend: f.window.banner.text().startswith("Reconnecting… (attempt 3)"),
                timeout=10_000,
            )
        assert not any("No server answers" in line for line in sara.window.log.lines())
        server.start()  # the same port and database
        for friend in (sara, omar):
            qtbot.waitUntil(lambda f=friend: f.session.on_board and f.session.welcomed, timeout=10_000)
        assert sara.session.seat == 0 and omar.session.seat == 2
        ply = sara.session.ply

        def moved_on() -> bool:
            answer_first_legal(sara.controller)
            answer_first_legal(omar.controller)
            return sara.session.ply > ply + 2

        qtbot.waitUntil(moved_on, timeout=20_000)
    finally:
        part(sara, omar)


def test_esc_keeps_the_table_panel_and_leave_asks(qtbot, server) -> None:
    sara, omar = seated_pair(qtbot, server.url, start=False)
    try:
        activate(qtbot, omar.window)
        panel = omar.window.table_panel
        assert panel.isVisible() and panel.teams[2].text() == panel.teams[0].text()
        click(qtbot, panel.ready_box)
        press(qtbot, Qt.Key.Key_Escape, where=omar.window)
        assert panel.isVisible() and omar.session.seat == 2
        seen = when_modal(click_in_modal("Cancel"))
        click(qtbot, panel.leave_button)
        assert seen and panel.isVisible()
        seen = when_modal(click_in_modal("Leave the table"))
        click(qtbot, panel.leave_button)
        assert seen and omar.window.home_shown and not panel.isVisible()
        names = sara.window.table_panel.names
        qtbot.waitUntil(lambda: names[2].text() == "(open seat)", timeout=5_000)
    finally:
        part(sara, omar)


def test_a_person_sits_at_an_open_seat_and_the_host_swaps_two(qtbot, server) -> None:
    sara, omar = seated_pair(qtbot, server.url, start=False)
    try:
        sara.session.send(SetSeat(seat=3, kind="open"))
        omar_panel, sara_panel = omar.window.table_panel, sara.window.table_panel
        qtbot.waitUntil(lambda: omar_panel.sit_buttons[3].isVisible(), timeout=5_000)
        assert not omar_panel.swap_buttons[0].isVisible()  # only the host swaps
        click(qtbot, omar_panel.sit_buttons[3])
        qtbot.waitUntil(lambda: omar.session.seat == 3, timeout=5_000)
        assert sara_panel.names[1].text() == "Greedy"  # the lone Greedy has no number
        click(qtbot, sara_panel.swap_buttons[0])
        click(qtbot, sara_panel.swap_buttons[3])
        qtbot.waitUntil(lambda: omar.session.seat == 0 and sara.session.seat == 3, timeout=5_000)
        assert omar_panel.names[0].text() == "Omar (you)"
    finally:
        part(sara, omar)


def test_a_table_moving_between_servers_is_waited_for_not_shown_as_an_error(qtbot, server) -> None:
    proxy = MovingProxy(server.url).start()
    sara, omar = seated_pair(qtbot, proxy.url)
    try:
        omar.controller.online.reconnection.backoff = Backoff(first=0.3, cap=0.5, jitter=0)
        proxy.refuse = 2  # his first two attempts find the table between two server processes
        omar.session.connection.socket.abort()  # his line drops
        qtbot.waitUntil(lambda: proxy.refused == 2, timeout=10_000)
        qtbot.waitUntil(lambda: logged(sara, "Omar is back at the seat."), timeout=10_000)
        qtbot.waitUntil(lambda: omar.session.on_board and omar.session.seat == 2, timeout=10_000)
        assert omar.window.banner.text() == "Reconnected: you are back at the table."
    finally:
        part(sara, omar)
        proxy.stop()


def test_a_friend_back_before_the_first_move_finds_the_chat_as_it_was(qtbot, server) -> None:
    sara, omar = seated_pair(qtbot, server.url, start=False)
    again = None
    try:
        for seat in (1, 3):  # the two of them alone: a person acts first
            sara.session.send(SetSeat(seat=seat, kind="none"))
        qtbot.waitUntil(lambda: [s["kind"] for s in omar.session.table["seats"]][1::2] == ["none"] * 2)
        for friend in (sara, omar):
            friend.session.send(Ready(ready=True))
        qtbot.waitUntil(lambda: sara.session.on_board and omar.session.on_board, timeout=10_000)
        assert sara.session.ply == 0  # nobody has moved yet
        omar.session.send(Chat(text="brb"))
        qtbot.waitUntil(lambda: "brb" in sara.window.online_panel.lines.toPlainText(), timeout=5_000)
        kept = omar.controller.online.seat_kept
        assert kept is not None
        omar.controller.online.quit()  # he closes the app: his seat is kept
        omar.controller.stop()
        remember_online_seat(*kept)
        started = app.launch()  # and starts it again
        assert started is not None
        again = Friend(*started)
        qtbot.addWidget(again.window)
        click(qtbot, again.window.home.return_button)
        qtbot.waitUntil(lambda: again.session is not None and again.session.on_board, timeout=10_000)
        qtbot.waitUntil(lambda: "brb" in again.window.online_panel.lines.toPlainText(), timeout=5_000)
    finally:
        part(sara, *([again] if again is not None else []))
