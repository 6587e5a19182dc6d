"""Two friends' online table once its game is over, in English and in Arabic: on a 1280 × 720 window
the side panel shows the chat's line, Rematch and Leave without scrolling (the table's column beside
the game's), and at 1280 × 720 and 800 × 600 no word of it is cut or overlapped: the CPUs' panels
with their Winner marks, the team badges, each person's own Away line.

The game ends in a second or two: the turn clock is a few milliseconds, so after two timeouts each
person's seat is played by a CPU (the seat's line says "Away") and the server plays to the end."""

from __future__ import annotations

import contextlib

import pytest
from pytestqt.exceptions import TimeoutError
from support.cut_text import cut_texts, in_sight, overlapping
from support.online_pair import ServerProcess, part, seated_pair

from jackaroo.view.text.language import apply_language

#: every turn clock a few milliseconds: the people time out and CPUs play their seats to the end
FAST_CLOCK = ("--takeover-seconds", "0.3", "--clock-scale", "0.0002")


@pytest.fixture
def fast_server(tmp_path):
    server = ServerProcess(tmp_path, *FAST_CLOCK)
    server.start()
    yield server
    server.stop()


@pytest.fixture(params=["en", "ar"])
def language(request, qapp):
    apply_language(request.param)
    yield request.param
    apply_language("en")


def resized(qtbot, window, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=2_000)


def whole(window, qtbot) -> list[str]:
    """What ``window`` shows cut, squeezed or overlapped, once its layouts have settled."""
    found: list[str] = []

    def settled() -> bool:
        found[:] = cut_texts(window) + overlapping(window)
        return not found

    with contextlib.suppress(TimeoutError):
        qtbot.waitUntil(settled, timeout=2_000)
    return found


def inside_the_frame(side, widget) -> bool:
    """Whether all of ``widget`` lies inside the part of the side panel's frame that shows."""
    corner = widget.mapTo(side.viewport(), widget.rect().topLeft())
    return side.viewport().rect().contains(widget.rect().translated(corner))


def test_a_game_over_fits_a_1280_by_720_window_and_its_words_are_whole(language, qtbot, fast_server) -> None:
    sara, omar = seated_pair(qtbot, fast_server.url, turn_seconds=30)
    try:
        window = omar.window
        resized(qtbot, window, (1280, 720))
        panel = window.online_panel

        def over() -> bool:
            game = omar.controller.game
            return game is not None and game.is_over and panel.summary.isVisible()

        qtbot.waitUntil(over, timeout=30_000)
        omar.controller.game_over.close()
        qtbot.waitUntil(lambda: panel.rematch_button.isEnabled(), timeout=5_000)
        own = window.panels[2].connection  # Omar's own seat, played by a CPU since he timed out
        qtbot.waitUntil(lambda: own.isVisible() and own.text() != "", timeout=5_000)
        side = window.side
        qtbot.waitUntil(lambda: not side.verticalScrollBar().isVisible(), timeout=2_000)
        for widget in (panel.input, panel.rematch_button, panel.leave_button, window.panels[0].name):
            assert in_sight(widget) and inside_the_frame(side, widget)
        assert side.verticalScrollBar().value() == 0  # (nothing was scrolled to bring them in)
        winners = [seat.marker for seat in window.panels if seat.marker.text()]
        assert len(winners) == 2  # the CPUs' side won: both of its panels say so
        assert whole(window, qtbot) == []
        resized(qtbot, window, (800, 600))  # one column: it scrolls, and nothing is cut
        assert side.verticalScrollBar().isVisible()
        assert whole(window, qtbot) == []
    finally:
        part(sara, omar)
