"""The board tells what happened: each kind of event has its effect on the board, through the one
animation queue, gone when the queue is (the last move's trail stays until the next action)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from support.position import position
from support.sync import assert_view_matches

from jackaroo.model import Game
from jackaroo.model.board import HOME
from jackaroo.model.cards import default_card_table
from jackaroo.view.board.effects import KING_COLOUR, EmblemItem, NoticeItem, PulseItem, TrailItem
from jackaroo.view.board.scene import BoardScene

QUICK = 0.3


@pytest.fixture
def scene(qtbot):
    scene = BoardScene(default_card_table())
    scene.animator.speed = QUICK
    yield scene
    scene.animator.flush()


def play(scene: BoardScene, game: Game, action: str) -> None:
    scene.sync(game.state)
    scene.show_events(game.play(action), game.state)


def seen(qtbot, scene: BoardScene, kind: type, colour: QColor | None = None) -> None:
    """Wait until an item of ``kind`` (of ``colour``) shows while the queue runs."""

    def showing() -> bool:
        return any(
            isinstance(item, kind) and (colour is None or item.colour.rgb() == colour.rgb())
            for item in scene.items()
        )

    qtbot.waitUntil(showing, timeout=5000)


def settled(qtbot, scene: BoardScene, game: Game) -> None:
    qtbot.waitUntil(scene.animator.is_idle, timeout=5000)
    assert_view_matches(scene, game.state)


def test_a_capture_knocks_with_a_ring(qtbot, scene) -> None:
    game = position("t10 | t15", "5H 2S 3S 4S")
    play(scene, game, "5H move t10")
    seen(qtbot, scene, PulseItem)
    settled(qtbot, scene, game)
    assert game.state.marbles[4] == HOME


def test_a_trap_bursts_and_the_marble_rises_at_home(qtbot, scene) -> None:
    game = position("t10", "5H 2S 3S 4S", traps=[15])
    play(scene, game, "5H move t10")
    seen(qtbot, scene, PulseItem)
    qtbot.waitUntil(lambda: scene.marbles[0].scale() < 0.5, timeout=5000)  # it falls through
    settled(qtbot, scene, game)
    assert scene.marbles[0].scale() == 1.0


def test_the_kings_sweep_lights_its_path(qtbot, scene) -> None:
    game = position("t10 | t14 t18", "KH 2S 3S 4S")
    play(scene, game, "KH move t10")
    seen(qtbot, scene, TrailItem, KING_COLOUR)
    settled(qtbot, scene, game)
    assert not [t for t in scene.last_move if t.colour.rgb() == KING_COLOUR.rgb()]


@pytest.mark.parametrize(
    ("hand", "action"), [("BURNER 2S 3S 4S", "BURNER burn t30"), ("SAVER 2S 3S 4S", "SAVER save t95")]
)
def test_the_burners_flame_and_the_savers_shield(qtbot, scene, hand, action) -> None:
    game = position("t95 | t30", hand)
    play(scene, game, action)
    seen(qtbot, scene, EmblemItem)
    settled(qtbot, scene, game)


def test_a_swap_crosses_on_arcs(qtbot, scene) -> None:
    game = position("t10 | t40", "JH 2S 3S 4S")
    play(scene, game, "JH swap t10 t40")
    start, end = scene.marbles[0].pos(), scene.marbles[4].pos()
    straight = []

    def off_the_line() -> bool:  # somewhere on its way the red marble leaves the straight line
        p = scene.marbles[0].pos()
        cross = (end.x() - start.x()) * (p.y() - start.y()) - (end.y() - start.y()) * (p.x() - start.x())
        straight.append(abs(cross))
        return abs(cross) > 1000

    qtbot.waitUntil(off_the_line, timeout=5000)
    settled(qtbot, scene, game)


def test_the_last_move_stays_drawn_until_the_next(qtbot, scene) -> None:
    game = position("t10 | t40", "5H 2S 3S 4S")
    play(scene, game, "5H move t10")
    settled(qtbot, scene, game)
    assert len(scene.last_move) == 1 and scene.last_move[0].scene() is scene
    first = scene.last_move[0]
    scene.show_events(game.play(sorted(str(a) for a in game.legal_actions())[0]), game.state)
    settled(qtbot, scene, game)
    assert first.scene() is None


def test_a_notice_shows_and_goes(qtbot, scene) -> None:
    scene.show_notice("No card has a move")
    seen(qtbot, scene, NoticeItem)
    qtbot.waitUntil(scene.animator.is_idle, timeout=5000)
    assert not [i for i in scene.items() if isinstance(i, NoticeItem)]


def test_at_instant_speed_no_effect_is_left(qtbot, scene) -> None:
    scene.animator.speed = 0
    for marbles, hand, action in [
        ("t10 | t15", "5H 2S 3S 4S", "5H move t10"),
        ("t10 | t14 t18", "KH 2S 3S 4S", "KH move t10"),
        ("t95 | t30", "BURNER 2S 3S 4S", "BURNER burn t30"),
        ("t10 | t40", "JH 2S 3S 4S", "JH swap t10 t40"),
    ]:
        game = position(marbles, hand)
        play(scene, game, action)
        settled(qtbot, scene, game)
