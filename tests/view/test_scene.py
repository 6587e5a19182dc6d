"""The board scene (jackaroo.view.board.scene), its animator and items: placing a state, animating events,
marks and clicks.  Everything is checked against the model with :func:`view.sync.assert_view_matches`."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import QGraphicsView
from support.position import card, legal, position
from support.sync import assert_view_matches, view_mismatches

from jackaroo.ai import RandomPolicy, observe
from jackaroo.model import Game
from jackaroo.model.board import HOME, SAFE_START, Colour, base_cell, safe_cell
from jackaroo.model.cards import default_card_table
from jackaroo.model.events import (
    CardDiscarded,
    CardPlayed,
    DeckRefilled,
    GameWon,
    MarbleFielded,
    MarbleMoved,
    MarbleSaved,
    MarbleSentHome,
    MarblesSwapped,
    RoundDealt,
    TrapFired,
    TurnSkipped,
)
from jackaroo.view.board import layout
from jackaroo.view.board.animator import Animator
from jackaroo.view.board.effects import PulseItem
from jackaroo.view.board.items import CardItem, MarbleItem
from jackaroo.view.board.scene import BoardScene

#: a duration factor that keeps real animations (every step runs) but short ones
QUICK = 0.05


@pytest.fixture
def scene(qtbot):
    scene = BoardScene(default_card_table())
    scene.animator.speed = 0
    yield scene
    scene.animator.flush()


def play(scene: BoardScene, game: Game, action: str) -> None:
    """Play ``action`` in the model and queue its animation."""
    events = game.play(action)
    scene.show_events(events, game.state)


def wait_idle(qtbot, scene: BoardScene) -> None:
    qtbot.waitUntil(scene.animator.is_idle, timeout=5000)


def card_items(scene: BoardScene) -> list[CardItem]:
    return [item for item in scene.items() if isinstance(item, CardItem)]


# -- a state ----------------------------------------------------------------------------------------
def test_a_new_scene_has_sixteen_marbles_and_the_deck(scene) -> None:
    assert sorted(scene.marbles) == list(range(16))
    assert all(isinstance(item, MarbleItem) and item.scene() is scene for item in scene.marbles.values())
    assert scene.hand == []
    assert scene.firepit is None
    assert scene.state is None
    assert sorted(scene.backs) == [1, 2, 3]
    assert sorted(scene.back_counts) == [0, 1, 2, 3]  # the viewing seat's stays empty
    assert card_items(scene) == [scene.deck]
    assert scene.animator.is_idle()


def test_sync_shows_a_new_game(scene) -> None:
    game = Game.new(seed=11, human_name="Sara")
    scene.sync(game.state)
    assert_view_matches(scene, game.state)
    assert scene.state is game.state
    for m, item in scene.marbles.items():
        assert item.pos() == layout.home_point(m // 4, m % 4)
    assert [item.card for item in scene.hand] == list(game.state.hands[0])
    assert [item.pos() for item in scene.hand] == [layout.hand_point(i, 4) for i in range(4)]
    assert [scene.back_counts[seat].text() for seat in (1, 2, 3)] == ["4", "4", "4"]
    assert scene.names[0].text() == "Sara"
    assert scene.deck_count.text() == f"Deck: {len(game.state.deck)}"


def test_a_hands_card_count_is_written_on_its_front_card(scene) -> None:
    """The count sits on the face of the front card back, not across the cards' light edges."""
    scene.sync(Game.new(seed=11).state)
    for seat in (1, 2, 3):
        front = scene.backs[seat][-1].sceneBoundingRect()
        label = scene.back_counts[seat].sceneBoundingRect()
        assert front.adjusted(8, 8, -8, -8).contains(label), seat


def test_sync_shows_marbles_on_the_track_in_safe_zones_and_at_home(scene) -> None:
    game = position("t10 s0 s3 | t0 t40 | t98 s1 | t73", "7S JS AS 5H", firepit="2C 9D")
    state = game.state
    scene.sync(state)
    assert_view_matches(scene, state)
    assert scene.marbles[0].pos() == layout.track_point(10)
    assert scene.marbles[1].pos() == layout.safe_point(0, 0)
    assert scene.marbles[2].pos() == layout.safe_point(0, 3)
    assert scene.marbles[3].pos() == layout.home_point(0, 3)
    assert scene.marbles[9].pos() == layout.safe_point(2, 1)
    assert scene.firepit.card == card("9D")
    assert scene.firepit.pos() == layout.FIREPIT
    # no two marbles are drawn on the same spot
    points = {(round(i.pos().x(), 3), round(i.pos().y(), 3)) for i in scene.marbles.values()}
    assert len(points) == 16


def test_sync_shows_the_colours_of_the_seats(scene) -> None:
    for seed in (1, 2, 3):
        state = Game.new(seed=seed).state
        scene.sync(state)
        assert_view_matches(scene, state)
        assert [scene.marbles[4 * seat].colour for seat in range(4)] == list(state.colours)
    assert {state.colours[0]} <= set(Colour)


def test_sync_shows_hands_of_every_size(scene) -> None:
    # seat 2 to act in the last turn of a round: seats 0 and 1 have played all their cards
    game = position("t10 | t40", "6D", current=2, turn=3)
    state = game.state
    assert [len(h) for h in state.hands] == [0, 0, 1, 1]
    scene.sync(state)
    assert_view_matches(scene, state)
    assert scene.hand == []
    assert scene.back_counts[1].text() == ""
    assert scene.backs[1] == []
    assert scene.back_counts[2].text() == "1"
    assert len(scene.backs[2]) == 1


def test_sync_twice_keeps_the_hand_items(scene) -> None:
    state = Game.new(seed=3).state
    scene.sync(state)
    items = list(scene.hand)
    scene.sync(state)
    assert scene.hand == items
    assert len(card_items(scene)) == 1 + 4 + 3 * 4


def test_sync_without_a_firepit_removes_its_card(scene) -> None:
    scene.sync(position("t10", "5H", firepit="2C").state)
    assert scene.firepit.card == card("2C")
    state = position("t10", "5H").state
    scene.sync(state)
    assert scene.firepit is None
    assert_view_matches(scene, state)


def test_traps_are_hidden_unless_shown(scene) -> None:
    state = position("t10", "5H", traps=[15, 30, 60]).state
    scene.sync(state)
    assert [mark.isVisible() for mark in scene.traps] == [False] * 3
    scene.set_show_traps(True)
    assert [mark.isVisible() for mark in scene.traps] == [True] * 3
    assert sorted((m.pos().x(), m.pos().y()) for m in scene.traps) == sorted(
        (layout.track_point(c).x(), layout.track_point(c).y()) for c in (15, 30, 60)
    )
    scene.sync(position("t10", "5H", traps=[20]).state)
    assert [mark.isVisible() for mark in scene.traps] == [True, False, False]
    assert scene.traps[0].pos() == layout.track_point(20)
    scene.set_show_traps(False)
    assert not any(mark.isVisible() for mark in scene.traps)


def test_a_scene_seen_from_another_seat(qtbot) -> None:
    scene = BoardScene(default_card_table(), human_seat=2)
    game = position("t10 | t40", "6D", current=2, turn=0, hands={2: "6D 2S 3S 4S"})
    scene.sync(game.state)
    assert sorted(scene.backs) == [0, 1, 3]
    assert_view_matches(scene, game.state)
    assert [item.card for item in scene.hand] == [card(t) for t in ("6D", "2S", "3S", "4S")]


def face_up_cards(scene: BoardScene) -> set:
    """The cards shown face up anywhere but on the Firepit."""
    return {
        item.card
        for item in card_items(scene)
        if item.card is not None and item.isVisible() and item is not scene.firepit
    }


def test_the_viewing_seat_changes_without_turning_the_board(qtbot) -> None:
    scene = BoardScene(default_card_table())
    scene.turn_board = False  # View > Turn the board to the player: off
    game = position("t10 | t40", "6D", current=2, turn=0, hands={0: "5H 7C", 2: "6D 2S 3S 4S"})
    scene.sync(game.state)
    board_before = [item.pos() for item in scene.marbles.values()]
    scene.set_viewer(2)
    assert scene.human_seat == 2
    assert_view_matches(scene, game.state)
    assert [item.card for item in scene.hand] == [card(t) for t in ("6D", "2S", "3S", "4S")]
    assert face_up_cards(scene) == {card(t) for t in ("6D", "2S", "3S", "4S")}
    assert [item.pos() for item in scene.marbles.values()] == board_before
    assert len(scene.backs[0]) == 2 and scene.back_counts[0].text() == "2"
    assert scene.back_counts[2].text() == ""
    assert scene.hand[0].pos() == layout.hand_point(0, 4)
    scene.set_viewer(0)
    assert_view_matches(scene, game.state)
    assert face_up_cards(scene) == {card("5H"), card("7C")}


def test_the_pass_screen_hides_the_hand_until_its_button(qtbot) -> None:
    scene = BoardScene(default_card_table())
    game = position("t10 | t40", "6D", current=2, turn=0, hands={0: "5H 7C", 2: "6D 2S 3S 4S"})
    scene.sync(game.state)
    scene.set_viewer(2, hidden=False)
    scene.set_viewer(0)
    scene.set_viewer(2, hidden=True)
    scene.show_pass_screen("Omar")
    assert scene.pass_screen_shown()
    assert scene.hand_hidden and scene.hand == []
    assert face_up_cards(scene) == set()
    assert len(scene.hidden_hand) == 4
    assert_view_matches(scene, game.state)
    screen = scene.pass_screen
    assert screen is not None
    assert screen.title.text() == "Pass to Omar"
    assert screen.button.text() == "Omar, show my cards"
    assert layout.PASS_RECT.contains(screen.panel.mapRectToScene(screen.panel.childrenBoundingRect()))
    for back in scene.hidden_hand:
        assert layout.PASS_RECT.contains(back.sceneBoundingRect())
    with qtbot.waitSignal(scene.pass_accepted, timeout=1000):
        screen.button.click()
    scene.hide_pass_screen()
    scene.set_viewer(2)
    assert not scene.pass_screen_shown()
    assert scene.hidden_hand == []
    assert face_up_cards(scene) == {card(t) for t in ("6D", "2S", "3S", "4S")}
    assert_view_matches(scene, game.state)


# -- events, instantly ------------------------------------------------------------------------------
def random_game(scene: BoardScene, seed: int, max_actions: int = 10_000) -> set[type]:
    """Play a random game in the model, showing each action on the scene; returns the event types."""
    game = Game.new(seed=seed)
    scene.sync(game.state)
    policies = [RandomPolicy(random.Random(f"{seed}:{seat}")) for seat in range(4)]
    kinds: set[type] = set()
    for n in range(max_actions):
        if game.is_over:
            break
        seat = game.current_seat
        events = game.play(policies[seat].choose(observe(game, seat)))
        kinds |= {type(e) for e in events}
        scene.show_events(events, game.state)
        while not scene.animator.is_idle():  # instant steps run on the next pass of the event loop
            QCoreApplication.processEvents()
        problems = view_mismatches(scene, game.state)
        assert not problems, f"seed {seed}, action {n}: {problems}"
    return kinds


def test_a_random_game_shown_instantly_matches_the_model_after_every_action(scene) -> None:
    kinds = random_game(scene, 5)
    # seed 5 has every kind of event
    assert kinds == {
        CardPlayed,
        MarbleMoved,
        MarbleFielded,
        MarbleSentHome,
        MarblesSwapped,
        MarbleSaved,
        TrapFired,
        CardDiscarded,
        TurnSkipped,
        DeckRefilled,
        RoundDealt,
        GameWon,
    }


# -- events, animated -------------------------------------------------------------------------------
CASES = {
    "move": ("t10 | t40", "5H 2S 3S 4S", "5H move t10", {}),
    "backwards": ("t10 | t40", "4H 2S 3S 5S", "4H move t10", {}),
    "into the Safe Zone": ("t95", "5H 2S 3S 4S", "5H move t95", {}),
    "field": ("t10 | t40", "AS 2S 3S 4S", "AS field", {}),
    "capture": ("t10 | t15", "5H 2S 3S 4S", "5H move t10", {}),
    "field capture": ("| t0", "AS 2S 3S 4S", "AS field", {}),
    "king": ("t10 | t12 t14", "KS 2S 3S 4S", "KS move t10", {}),
    "swap": ("t10 | t40", "JS 2S 3S 4S", "JS swap t10 t40", {}),
    "split": ("t10 t30", "7S 2S 3S 4S", "split", {}),
    "burn": ("t10 | t40", "BURNER 2S 3S 4S", "BURNER burn t40", {}),
    "save": ("t10", "SAVER 2S 3S 4S", "SAVER save t10", {}),
    "trap": ("t10", "5H 2S 3S 4S", "5H move t10", {"traps": [15]}),
    "ten": ("t10", "10S 2S 3S 4S", "10S discard", {}),
    "queen": ("t10", "QH 2S 3S 4S", "QH discard", {}),
    "drop": ("t10 | t12 t14", "6S 2S 3S 4S", "6S drop", {}),
    "an opponent's move": ("t10 | t40", "6D", "6D move t40", {"current": 1, "turn": 3}),
    "an opponent's Ten on the player": ("t10", "10S 2S 3S 4S", "10S discard", {"current": 3, "turn": 0}),
    "a new round": ("t10", "5H", "5H move t10", {"current": 3, "turn": 3}),
}


@pytest.mark.parametrize("case", list(CASES))
def test_an_animated_action_ends_on_the_models_position(qtbot, scene, case: str) -> None:
    marbles, hand, action, options = CASES[case]
    game = position(marbles, hand, **options)
    if action == "split":
        action = next(a for a in sorted(legal(game)) if " split " in a)
    scene.sync(game.state)
    scene.animator.speed = QUICK
    idles = []
    scene.animator.idle.connect(lambda: idles.append(view_mismatches(scene, game.state)))
    play(scene, game, action)
    assert not scene.animator.is_idle(), "the action is animated"
    wait_idle(qtbot, scene)
    assert idles == [[]], "one idle, with the model's position shown"
    assert_view_matches(scene, game.state)
    for m, item in scene.marbles.items():
        assert item.scale() == 1.0, f"marble {m} keeps its size"


def test_a_move_hops_along_its_path(qtbot, scene) -> None:
    game = position("t95", "5H 2S 3S 4S")
    scene.sync(game.state)
    scene.animator.speed = QUICK
    marble = scene.marbles[0]
    seen = []
    marble.xChanged.connect(lambda: seen.append(marble.pos()))
    marble.yChanged.connect(lambda: seen.append(marble.pos()))
    play(scene, game, "5H move t95")
    wait_idle(qtbot, scene)
    # every cell of the path is reached: t96 t97 t98, Safe cells 0 and 1
    for cell in (96, 97, 98, safe_cell(0, 0), safe_cell(0, 1)):
        target = layout.cell_point(cell)
        assert any(abs(p.x() - target.x()) < 0.01 and abs(p.y() - target.y()) < 0.01 for p in seen), cell


def test_the_played_card_flies_to_the_firepit(qtbot, scene) -> None:
    game = position("t10 | t40", "5H 2S 3S 4S")
    scene.sync(game.state)
    scene.animator.speed = QUICK
    flying = scene.hand[0]
    play(scene, game, "5H move t10")
    qtbot.waitUntil(lambda: flying not in scene.hand, timeout=5000)
    wait_idle(qtbot, scene)
    assert scene.firepit is flying
    assert flying.pos() == layout.FIREPIT
    assert flying.scale() == 1.0


def test_a_trap_flashes_and_the_flash_goes(qtbot, scene) -> None:
    game = position("t10", "5H 2S 3S 4S", traps=[15])
    scene.sync(game.state)
    scene.animator.speed = QUICK
    play(scene, game, "5H move t10")
    qtbot.waitUntil(lambda: any(isinstance(i, PulseItem) for i in scene.items()), timeout=5000)
    wait_idle(qtbot, scene)
    assert not any(isinstance(i, PulseItem) for i in scene.items())
    assert game.state.marbles[0] == HOME
    assert_view_matches(scene, game.state)


def test_actions_queued_one_after_another_play_in_order(qtbot, scene) -> None:
    game = position("t10 | t40 | t60 | t85", "5H 2S 3S 4S", turn=0)
    scene.sync(game.state)
    scene.animator.speed = QUICK
    for _ in range(4):
        seat = game.current_seat
        action = sorted(a for a in legal(game) if "move" in a)[0]
        assert seat == game.current_seat
        play(scene, game, action)
    wait_idle(qtbot, scene)
    assert_view_matches(scene, game.state)


def test_flushing_while_a_card_flies_leaves_no_card_behind(qtbot, scene) -> None:
    game = position("t10 | t40", "5H 2S 3S 4S")
    scene.sync(game.state)
    scene.animator.speed = 1.0
    play(scene, game, "5H move t10")
    assert not scene.animator.is_idle()
    scene.animator.flush()
    assert scene.animator.is_idle()
    assert_view_matches(scene, game.state)


def test_flushing_while_a_trap_flashes_leaves_no_flash_behind(qtbot, scene) -> None:
    game = position("t10", "5H 2S 3S 4S", traps=[15])
    scene.sync(game.state)
    scene.animator.speed = 0.3
    play(scene, game, "5H move t10")
    qtbot.waitUntil(lambda: any(isinstance(i, PulseItem) for i in scene.items()), timeout=5000)
    scene.animator.flush()
    assert_view_matches(scene, game.state)


def test_flushing_jumps_marbles_to_their_targets(qtbot, scene) -> None:
    game = position("t10 | t40", "JS 2S 3S 4S")
    scene.sync(game.state)
    scene.animator.speed = 1.0
    play(scene, game, "JS swap t10 t40")
    with qtbot.waitSignal(scene.animator.idle, timeout=1000):
        scene.animator.flush()
    assert scene.marbles[0].pos() == layout.track_point(40)
    assert scene.marbles[4].pos() == layout.track_point(10)
    assert [item.card for item in scene.hand] == list(game.state.hands[0])


# -- the animator -----------------------------------------------------------------------------------
def test_animator_runs_steps_in_order_and_turns_idle_once(qtbot) -> None:
    from PySide6.QtCore import QVariantAnimation

    animator = Animator()
    done: list[str] = []
    idles: list[bool] = []
    animator.idle.connect(lambda: idles.append(True))

    def step(name: str, ms: int):
        def build(speed: float) -> QVariantAnimation:
            a = QVariantAnimation()
            a.setStartValue(0.0)
            a.setEndValue(1.0)
            a.setDuration(int(ms * speed))
            return a

        return build, lambda: done.append(name)

    for name in "abc":
        animator.enqueue(*step(name, 20))
    animator.enqueue(None, lambda: done.append("d"))
    assert not animator.is_idle()
    assert done == []
    with qtbot.waitSignal(animator.idle, timeout=2000):
        pass
    assert done == ["a", "b", "c", "d"]
    assert idles == [True]
    assert animator.is_idle()


def test_animator_at_speed_zero_only_finishes(qtbot) -> None:
    animator = Animator()
    animator.speed = 0
    built: list[float] = []
    done: list[int] = []
    animator.enqueue(lambda s: built.append(s), lambda: done.append(1))
    animator.enqueue(lambda s: built.append(s), lambda: done.append(2))
    assert done == []  # steps enqueued together start on the next pass of the event loop
    qtbot.waitUntil(lambda: done == [1, 2], timeout=2000)
    assert built == []
    assert animator.is_idle()


def test_animator_flush_runs_every_finish(qtbot) -> None:
    from PySide6.QtCore import QVariantAnimation

    animator = Animator()
    done: list[int] = []

    def build(speed: float) -> QVariantAnimation:
        a = QVariantAnimation()
        a.setStartValue(0.0)
        a.setEndValue(1.0)
        a.setDuration(10_000)
        return a

    for i in range(3):
        animator.enqueue(build, lambda i=i: done.append(i))
    with qtbot.waitSignal(animator.idle, timeout=1000):
        animator.flush()
    assert done == [0, 1, 2]
    assert animator.is_idle()
    qtbot.wait(30)
    assert done == [0, 1, 2]


# -- marks ------------------------------------------------------------------------------------------
def test_marks_ring_highlighted_chosen_and_focused_marbles(scene) -> None:
    scene.sync(position("t10 t20 | t40", "5H").state)
    scene.set_marks({0, 1, 4}, {1}, focused=4)
    assert {m for m, i in scene.marbles.items() if i.highlighted} == {0, 1, 4}
    assert {m for m, i in scene.marbles.items() if i.chosen} == {1}
    assert {m for m, i in scene.marbles.items() if i.focused} == {4}
    assert scene.marbles[0].cursor().shape() == Qt.CursorShape.PointingHandCursor
    scene.set_marks(set(), set())
    assert not any(i.highlighted or i.chosen or i.focused for i in scene.marbles.values())


def test_hand_marks_dim_and_lift_cards(scene) -> None:
    scene.sync(position("t10", "5H 2S 3S 4S").state)
    scene.set_hand_marks([True, False, True, True], 2)
    assert [i.playable for i in scene.hand] == [True, False, True, True]
    assert [i.selected for i in scene.hand] == [False, False, True, False]
    assert scene.hand[1].opacity() < 1
    assert scene.hand[2].y() < scene.hand[0].y() == layout.HAND_Y
    scene.set_hand_marks([True] * 4, None)
    assert all(i.opacity() == 1 and not i.selected for i in scene.hand)
    assert {i.y() for i in scene.hand} == {layout.HAND_Y}


# -- clicks -----------------------------------------------------------------------------------------
@pytest.fixture
def view(qtbot, scene):
    view = QGraphicsView(scene)
    view.resize(800, 800)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    return view


def click(qtbot, view: QGraphicsView, point: QPointF, double: bool = False, on=None) -> None:
    """Click ``point`` of the scene; ``on`` (if given) is the item the click must land on."""
    at = view.mapFromScene(point)
    if on is not None:
        hit = view.itemAt(at)
        assert hit is on or (hit is not None and on.isAncestorOf(hit)), f"a click there hits {hit!r}"
    if double:
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    else:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def test_clicking_a_marble_reports_its_id(qtbot, scene, view) -> None:
    scene.sync(position("t10 | t40", "5H 2S 3S 4S").state)
    for m in (0, 4, 3, 15):
        with qtbot.waitSignal(scene.marble_clicked, timeout=1000) as blocker:
            click(qtbot, view, scene.marbles[m].pos(), on=scene.marbles[m])
        assert blocker.args == [m]


def test_clicking_a_card_of_the_hand_reports_its_index(qtbot, scene, view) -> None:
    scene.sync(position("t10 | t40", "5H 2S 3S 4S").state)
    for i in (0, 3, 1):
        with qtbot.waitSignal(scene.card_clicked, timeout=1000) as blocker:
            click(qtbot, view, scene.hand[i].pos(), on=scene.hand[i])
        assert blocker.args == [i]


def test_double_clicking_a_card_of_the_hand_reports_its_index(qtbot, scene, view) -> None:
    scene.sync(position("t10 | t40", "5H 2S 3S 4S").state)
    with qtbot.waitSignal(scene.card_double_clicked, timeout=1000) as blocker:
        click(qtbot, view, scene.hand[2].pos(), double=True, on=scene.hand[2])
    assert blocker.args == [2]


def test_clicking_other_cards_reports_nothing(qtbot, scene, view) -> None:
    scene.sync(position("t10 | t40", "5H 2S 3S 4S", firepit="9D").state)
    empty_cell = view.itemAt(view.mapFromScene(layout.track_point(50)))
    assert empty_cell is not None and empty_cell not in scene.marbles.values()
    with qtbot.assertNotEmitted(scene.card_clicked), qtbot.assertNotEmitted(scene.marble_clicked):
        click(qtbot, view, scene.firepit.pos(), on=scene.firepit)
        click(qtbot, view, scene.deck.pos(), on=scene.deck)
        click(qtbot, view, scene.backs[2][-1].pos())  # the front back, under its card count
        click(qtbot, view, layout.track_point(50), on=empty_cell)


def test_base_cells_and_safe_cells_are_where_the_layout_says(scene) -> None:
    state = position("t0 s2 | t25", "5H").state
    scene.sync(state)
    assert scene.marbles[0].pos() == layout.track_point(base_cell(0))
    assert scene.marbles[1].pos() == layout.cell_point(SAFE_START + 2)
    assert scene.marbles[4].pos() == layout.track_point(base_cell(1))


def test_turning_the_board_turns_every_seat_by_whole_quarter_turns() -> None:
    from jackaroo.view.board import layout

    before = {
        "track": [layout.track_point(c) for c in range(100)],
        "home": [layout.home_point(s, 0) for s in range(4)],
        "label": [layout.label_point(s) for s in range(4)],
    }
    layout.turn_to(2)
    assert layout.bottom_seat() == 2
    assert [layout.track_point((c + 50) % 100) for c in range(100)] == before["track"]
    assert [layout.home_point((s + 2) % 4, 0) for s in range(4)] == before["home"]
    assert [layout.label_point((s + 2) % 4) for s in range(4)] == before["label"]
    assert layout.backs_rotation(2) == 0.0 and layout.backs_rotation(3) == 90.0
    assert layout.cell_at(layout.track_point(57)) == 57
    layout.turn_to(0)
    assert [layout.track_point(c) for c in range(100)] == before["track"]
