"""The app's connection: hello and welcome, seq checked, unknown messages and fields ignored, an
error in words on the banner; against a real server on loopback, and frames fed to it directly."""

from __future__ import annotations

from jackaroo.composition import build
from jackaroo.controller.online.connection import ServerConnection
from jackaroo.controller.online.session import OnlineSession
from jackaroo.online.protocol import CreateTable, JoinTable, ListTables, Ready, SetSeat


def test_hello_then_requests_with_refs_over_loopback(qtbot, server_url) -> None:
    connection = ServerConnection()
    tables: list[list] = []
    joined: list[dict] = []
    connection.tables.connect(tables.append)
    connection.joined.connect(joined.append)
    with qtbot.waitSignal(connection.ready, timeout=10_000):
        connection.open(server_url)
    assert connection.send(ListTables()) == 2  # the hello was ref 1
    qtbot.waitUntil(lambda: tables == [[]], timeout=5_000)
    connection.send(CreateTable(name="Sara", private=False))
    qtbot.waitUntil(lambda: bool(joined), timeout=5_000)
    assert joined[0]["seat"] == 0 and joined[0]["ref"] == 3 and len(joined[0]["token"]) == 32
    # the table's first state follows the reply (seq 4), perhaps a moment later
    qtbot.waitUntil(lambda: connection.last_seq >= 4, timeout=5_000)
    assert connection.gaps == 0
    with qtbot.waitSignal(connection.closed, timeout=5_000):
        connection.close()


def test_a_seq_gap_is_reported_and_unknown_messages_or_bad_frames_ignored(qtbot) -> None:
    connection = ServerConnection()
    gaps: list[tuple[int, int]] = []
    notices: list[dict] = []
    connection.seq_gap.connect(lambda expected, got: gaps.append((expected, got)))
    connection.notice.connect(notices.append)
    connection.receive('{"type": "welcome", "version": 1, "seq": 1}')
    connection.receive('{"type": "fireworks", "seq": 2, "colour": "red"}')
    connection.receive("not json")
    connection.receive("[1, 2]")
    connection.receive('{"type": "notice", "seq": 5, "kind": "takeover", "seat": 1, "text": "x", "new": 1}')
    assert connection.is_ready and gaps == [(3, 5)] and connection.bad_frames == 2
    assert notices[0]["kind"] == "takeover"
    connection.receive('{"type": "ok", "seq": 6, "ref": 9}')
    assert gaps == [(3, 5)]


def test_an_error_is_said_in_words_on_the_banner(qtbot, server_url) -> None:
    window, controller = build()
    qtbot.addWidget(window)
    session = OnlineSession(controller)
    said: list[str] = []
    session.said.connect(said.append)
    session.open(server_url, JoinTable(name="Omar", code="NOSUCH"))
    qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    assert said == ["There is no such table (check the code)."]
    assert window.banner.text() == said[0]
    with qtbot.waitSignal(session.connection.closed, timeout=5_000):
        session.leave()
    controller.stop()


def test_a_refused_move_is_said_and_the_person_asked_again(qtbot, server_url) -> None:
    window, controller = build()
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    window.show()
    try:
        session = controller.online.connect_to(server_url, CreateTable(name="Sara"))
        qtbot.waitUntil(lambda: session.table is not None, timeout=10_000)
        for seat in (1, 2, 3):
            session.send(SetSeat(seat=seat, kind="random"))
        session.send(Ready(ready=True))
        qtbot.waitUntil(controller.input.acting, timeout=10_000)
        ply = session.ply
        session.ply = ply + 5  # as if this window had lost track of the game: the server says stale
        controller.input.choose(controller.input.question.legal_actions()[0])
        controller.input.play_selected()
        assert session.waiting is not None and not controller.input.acting()
        qtbot.waitUntil(lambda: session.waiting is None, timeout=5_000)
        assert window.banner.text() == "The game had already moved on: choose again."
        assert controller.input.acting() and controller.game.state.current == 0
        session.ply = ply
        controller.input.choose(controller.input.question.legal_actions()[0])
        controller.input.play_selected()
        qtbot.waitUntil(lambda: session.ply > ply, timeout=5_000)
    finally:
        controller.online.leave(ask=False)
        controller.stop()
