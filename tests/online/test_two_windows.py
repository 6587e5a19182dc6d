"""Two app windows play a whole game against each other through a real server on loopback: two
people (one per window, each answering with the first legal action through the human input) and
two of the server's CPUs, in the classic 2v2 game."""

from __future__ import annotations

from support.online_app import answer_first_legal, open_window

from jackaroo.controller.online import play as online_play
from jackaroo.model.record import GameRecord
from jackaroo.online.protocol import CreateTable, JoinTable, Ready, SetSeat


def test_two_windows_play_a_whole_game_over_loopback(qtbot, server_url, tmp_path, monkeypatch) -> None:
    _host_window, host = open_window(qtbot)
    _guest_window, guest = open_window(qtbot, person="Omar")
    host_session = host.online.connect_to(server_url, CreateTable(name="Sara", ruleset="classic"))
    qtbot.waitUntil(lambda: host_session.code is not None and host_session.table is not None, timeout=10_000)
    guest_session = guest.online.connect_to(
        server_url, JoinTable(name="Omar", code=host_session.code, seat=2)
    )
    qtbot.waitUntil(lambda: guest_session.seat == 2 and guest_session.table is not None, timeout=10_000)
    host_session.send(SetSeat(seat=1, kind="greedy"))
    host_session.send(SetSeat(seat=3, kind="random"))
    host_session.send(Ready(ready=True))
    guest_session.send(Ready(ready=True))
    qtbot.waitUntil(lambda: host_session.on_board and guest_session.on_board, timeout=10_000)
    assert host.game.state.names[2] == "Omar" and guest.game.state.names[0] == "Sara"
    # one person at each computer: no hot-seat caption ("Sara's cards") over either hand
    assert host.scene.hand_caption.text() == guest.scene.hand_caption.text() == ""
    finished = []
    host_session.finished.connect(finished.append)
    plays = [0, 0]

    def over() -> bool:
        for i, controller in enumerate((host, guest)):
            plays[i] += answer_first_legal(controller)
        return bool(finished) and all(c.game is not None and c.game.is_over for c in (host, guest))

    qtbot.waitUntil(over, timeout=240_000)
    assert plays[0] > 5 and plays[1] > 5
    assert host_session.ply == guest_session.ply > 20
    a, b = host.game.state, guest.game.state
    assert a.marbles == b.marbles and a.winner == b.winner is not None and a.firepit == b.firepit
    qtbot.waitUntil(lambda: host.scene.animator.is_idle() and guest.scene.animator.is_idle())
    for controller in (host, guest):
        scene = controller.scene
        shown = {m: item.pos() for m, item in scene.marbles.items()}
        scene.sync(controller.game.state)  # where the final state puts each marble
        assert shown == {m: item.pos() for m, item in scene.marbles.items()}
        text = "\n".join(controller.window.log.lines())
        assert "Sara" in text and "Omar" in text
    assert host_session.connection.gaps == guest_session.connection.gaps == 0
    # after the game: Save record (the server's record of this very game) and Rematch
    saved = tmp_path / "online.jackaroo-record.json"
    monkeypatch.setattr(online_play, "save_file_name", lambda *_a: str(saved))
    host_panel = host.window.online_panel
    assert host_panel.record_button.isEnabled() and host_panel.rematch_button.isEnabled()
    host_panel.record_button.click()
    qtbot.waitUntil(saved.exists, timeout=5_000)
    record = GameRecord.from_json(saved.read_text(encoding="utf-8"))
    assert len(record) == host_session.ply and record.final_game().state.marbles == a.marbles
    for controller in (host, guest):
        controller.game_over.close()
        controller.window.online_panel.rematch_button.click()
    qtbot.waitUntil(lambda: host_session.game_number == guest_session.game_number == 1, timeout=10_000)
    assert not host.game.is_over and "Online game 2" in host.window.log.lines()[0]
    for controller in (host, guest):
        controller.online.leave(ask=False)
        controller.stop()
