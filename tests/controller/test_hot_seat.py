"""Hot-seat games through the controller: several human seats, the "Pass to <name>" screen,
the viewing seat, statistics (jackaroo.controller.game_controller)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from support.sync import assert_view_matches

from jackaroo.ai import RandomPolicy, observe
from jackaroo.composition import build
from jackaroo.controller.game_controller import GameController
from jackaroo.controller.turns import face_up
from jackaroo.model import Game
from jackaroo.model.actions import Verb
from jackaroo.view.board.items import CardItem
from jackaroo.view.settings.seats import GameOptions, Seat
from jackaroo.view.settings.store import load_statistics

SARA_AND_OMAR = (
    Seat("human", "Sara"),
    Seat("random", "CPU 1"),
    Seat("human", "Omar"),
    Seat("random", "CPU 3"),
)


@pytest.fixture(autouse=True)
def settled_at_once(monkeypatch):
    """The pass screen takes a click at once here (its half-second guard against a click meant
    for what was there before is tested in tests/controller/test_hot_seat_secrets.py)."""
    monkeypatch.setattr(face_up, "SETTLE_S", 0)


@pytest.fixture(autouse=True)
def settings_folder(tmp_path):
    """Statistics and remembered choices go to the test's folder, not the user's."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    return tmp_path


@pytest.fixture
def controller(qtbot):
    """A shown window and its controller, instant animations, no CPU delay, no game yet."""
    window, controller = build()
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = 0
    window.show()
    qtbot.waitExposed(window)
    yield controller
    controller.stop()


def face_up_cards(controller: GameController) -> set:
    """Cards shown face up on the board, the Firepit's top card aside."""
    scene = controller.scene
    return {
        item.card
        for item in scene.items()
        if isinstance(item, CardItem)
        and item.card is not None
        and item.isVisible()
        and item is not scene.firepit
    }


def play_by_selection(controller: GameController, policy: RandomPolicy) -> bool:
    """The human to act plays ``policy``'s choice through the selection (card, marbles, split,
    Play); True if Play did it, False if the action had to be applied directly."""
    game = controller.game
    action = policy.choose(observe(game.copy(), game.current_seat))
    controller.input.select_card(controller.input.selection.hand.index(action.card))
    if action.verb is not Verb.DROP:
        for loc in action.locs:
            controller.input.selection.toggle_marble(loc)
        if action.verb is Verb.SPLIT:
            controller.input.selection.set_split(action.split)
    if controller.input.selection.action() == action:
        controller.input.play_selected()
        return True
    controller.driver.play(action)
    return False


def test_a_hot_seat_table_names_every_seat_and_deals_as_usual(qtbot, controller) -> None:
    controller.start(GameOptions("Sara", seed=9, seats=SARA_AND_OMAR))
    game = controller.game
    assert game.state.names == ("Sara", "CPU 1", "Omar", "CPU 3")
    assert game.state.players == ("human", "random", "human", "random")
    usual = Game.new(seed=9, human_name="Sara")
    assert game.state.hands == usual.state.hands and game.seed == 9
    names = tuple(seat.name for seat in GameOptions("Sara", seed=9).table())
    assert Game.new(seed=9, names=names).to_json() == usual.to_json()


def test_a_two_human_game_is_played_to_the_end(qtbot, controller) -> None:
    controller.start(GameOptions("Sara", seed=31, seats=SARA_AND_OMAR))
    scene = controller.scene
    # nobody has taken the seat yet: the first person's hand waits behind the pass screen
    assert scene.human_seat == 0 and scene.pass_screen_shown() and face_up_cards(controller) == set()
    policy = RandomPolicy(5)
    shown = None  # the human whose hand was shown last
    screens: list[tuple[int | None, int]] = []  # (from, to) of every pass screen
    by_play = turns_over = 0
    while not controller.game.is_over:
        qtbot.waitUntil(
            lambda: (
                controller.game.is_over or controller.input.acting() or bool(controller.pass_screen.cover)
            ),
            timeout=20_000,
        )
        if controller.game.is_over:
            break
        cover = controller.pass_screen.cover
        if cover is not None and not cover.passes:  # a turn that ended unasked, told to its person
            assert cover.seat == shown and face_up_cards(controller) == set()
            turns_over += 1
            scene.pass_screen.button.click()
            qtbot.waitUntil(lambda cover=cover: controller.pass_screen.cover != cover, timeout=5000)
            continue
        if controller.pass_screen.waiting_for is not None:
            target = controller.pass_screen.waiting_for
            assert scene.pass_screen_shown() and scene.human_seat == target
            assert target != shown  # it appears exactly when the human changes
            assert face_up_cards(controller) == set()  # no hand shows, the previous one least of all
            assert not controller.input.acting()
            assert not controller.window.play_button.isEnabled()
            assert scene.pass_screen.button.text() == f"{controller.game.state.names[target]}, show my cards"
            screens.append((shown, target))
            scene.pass_screen.button.click()  # shown at once, or once the CPU's move is drawn
            # shown at once (or once the CPU's move is drawn); a screen for the other human may
            # follow at once when the one named was skipped
            qtbot.waitUntil(lambda target=target: controller.pass_screen.waiting_for != target, timeout=5000)
            shown = target
            continue
        seat = controller.game.current_seat
        assert seat == shown == scene.human_seat  # the same human, or just revealed
        assert not scene.pass_screen_shown() and not scene.hand_hidden
        assert face_up_cards(controller) == set(controller.game.state.hands[seat])
        assert_view_matches(scene, controller.game.state)
        by_play += play_by_selection(controller, policy)
    assert controller.game.winner is not None
    assert len(screens) > 10
    assert set(screens) == {(None, 0), (0, 2), (2, 0)}
    assert by_play > 10
    assert load_statistics().played == 0  # hot-seat games are not counted


def test_the_pass_screen_waits_and_enter_reveals(qtbot, controller) -> None:
    controller.start(GameOptions("Sara", seed=31, seats=SARA_AND_OMAR))
    assert controller.pass_screen.waiting_for == 0  # Sara first takes the seat
    controller.input.enter()
    qtbot.waitUntil(controller.input.acting, timeout=5000)
    play_by_selection(controller, RandomPolicy(1))
    qtbot.waitUntil(lambda: controller.pass_screen.waiting_for == 2, timeout=5000)
    # the CPU between the two humans goes on playing while the screen waits
    qtbot.waitUntil(
        lambda: controller.game.current_seat == 2 and controller.scene.animator.is_idle(), timeout=5000
    )
    assert controller.scene.pass_screen_shown() and not controller.input.acting()
    assert "Omar" in controller.window.prompt.text()
    controller.input.hint()
    assert not controller.input.hint_pending()
    controller.input.enter()
    assert controller.pass_screen.waiting_for is None and controller.input.acting()
    assert face_up_cards(controller) == set(controller.game.state.hands[2])
    controller.input.hint()
    assert controller.input.hint_pending()  # the hint is for Omar now


def test_with_one_human_the_pass_screen_never_appears(qtbot, controller) -> None:
    controller.start(GameOptions("Sara", seed=31))
    controller.play_seat_by(0, RandomPolicy(2))
    screens = []
    controller.scene.pass_accepted.connect(lambda: screens.append(1))
    with qtbot.waitSignal(controller.game_finished, timeout=60_000):
        controller.driver.cpu_delay_ms = 0
    assert controller.pass_screen.waiting_for is None and not controller.scene.pass_screen_shown()
    assert controller.scene.pass_screen is None and screens == []


def test_a_human_on_another_seat_is_shown_at_the_bottom(qtbot, controller) -> None:
    seats = (
        Seat("greedy", "CPU 4"),
        Seat("random", "CPU 1"),
        Seat("human", "Layla"),
        Seat("random", "CPU 3"),
    )
    controller.start(GameOptions("Layla", seed=4, seats=seats))
    assert controller.human_seat == 2 and controller.scene.human_seat == 2
    qtbot.waitUntil(controller.input.acting, timeout=10_000)
    assert controller.game.current_seat == 2 and controller.pass_screen.waiting_for is None
    assert face_up_cards(controller) == set(controller.game.state.hands[2])
    assert_view_matches(controller.scene, controller.game.state)


def test_the_hand_and_the_prompt_name_the_person_whose_turn_it_is(qtbot, controller) -> None:
    controller.start(GameOptions("Sara", seed=31, seats=SARA_AND_OMAR))
    assert controller.window.prompt.text() == "Pass the game to Sara, then press “Sara, show my cards”."
    controller.input.enter()
    qtbot.waitUntil(controller.input.acting, timeout=10_000)
    seat = controller.game.current_seat
    name = controller.game.state.names[seat]
    assert controller.scene.hand_caption.text() == f"{name}'s cards"
    assert controller.window.prompt.text().startswith(f"{name}, your turn: ")


def test_one_person_at_the_table_gets_no_caption(qtbot, controller) -> None:
    controller.start(GameOptions("Sara", seed=31))
    assert controller.scene.hand_caption.text() == ""


def test_the_board_turns_so_the_person_to_act_sits_at_the_bottom(qtbot, controller) -> None:
    from support.sync import assert_view_matches

    from jackaroo.view.board import layout

    controller.start(GameOptions("Sara", seed=31, seats=SARA_AND_OMAR))
    seen = set()
    for _ in range(12):
        qtbot.waitUntil(
            lambda: controller.input.acting() or controller.pass_screen.waiting_for is not None,
            timeout=20_000,
        )
        if controller.pass_screen.waiting_for is not None:
            controller.scene.pass_screen.button.click()
            qtbot.waitUntil(controller.input.acting, timeout=20_000)
        seat = controller.game.current_seat
        seen.add(seat)
        assert layout.bottom_seat() == seat == controller.scene.human_seat
        assert controller.scene.names[seat].pos().y() > 300  # the name under the board's bottom side
        qtbot.waitUntil(controller.scene.animator.is_idle)
        assert_view_matches(controller.scene, controller.game.state)
        controller.driver.play(controller.game.legal_actions()[0])
        if len(seen) == 2:
            break
    assert seen == {0, 2}
    controller.window.turn_board_action.trigger()  # View > Turn the board: off
    qtbot.waitUntil(controller.scene.animator.is_idle)
    assert layout.bottom_seat() == 0
