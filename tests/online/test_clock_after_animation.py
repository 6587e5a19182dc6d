"""Nobody loses clock time to their own window's animation: a person's turn clock is shown in full,
not counting, while their window still draws the plays before their turn, and runs once they are
asked to act (their app says ``shown``; docs/protocol.md, "The turn clock")."""

from __future__ import annotations

import pytest
from support.online_app import answer_first_legal
from support.online_pair import ServerProcess, part, seated_pair, turn_of


@pytest.fixture
def server(tmp_path):
    # the clock twice as long (60 s a turn, and up to 30 s waiting for a window): a loaded machine's
    # slow drawing stays within the wait
    process = ServerProcess(tmp_path, "--clock-scale", "2")
    process.start()
    yield process
    process.stop()


def test_a_persons_clock_waits_for_their_window_then_runs(qtbot, server) -> None:
    sara, omar = seated_pair(qtbot, server.url, turn_seconds=30)
    try:
        omar.controller.scene.animator.speed = 1.0  # Normal: his window lags the server by seconds
        turn_of(qtbot, omar, sara)
        answer_first_legal(omar.controller)  # then three plays to draw before his next turn
        held: set[str] = set()

        def omar_asked() -> bool:
            answer_first_legal(sara.controller)
            asked = omar.controller.input.acting()
            if not asked:
                held.add(omar.window.panels[2].connection.text())
            return asked

        qtbot.waitUntil(omar_asked, timeout=30_000)
        assert "60 s left to play" in held and held <= {"", "Connected", "60 s left to play"}, held
        qtbot.waitUntil(lambda: omar.window.panels[2].connection.text() == "59 s left to play", timeout=5_000)
    finally:
        part(sara, omar)
