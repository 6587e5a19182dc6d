"""The game controller driven through the GUI (jackaroo.controller.game_controller).

Clicks, keys and whole games go through the real window, scene and animator (offscreen).  Animations
are instant unless a test is about them; the CPUs wait after the player's action (so the position
right after it can be checked) unless a test lets them play at once (``cpu_delay_ms = 0``).
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from support.position import card, position
from support.sync import assert_view_matches, view_mismatches

from jackaroo.ai import RandomPolicy
from jackaroo.ai.expert import ExpertPolicy
from jackaroo.ai.greedy import GreedyPolicy
from jackaroo.ai.registry import LEVELS
from jackaroo.composition import build
from jackaroo.controller.game_controller import GameController
from jackaroo.controller.turns import seat_players
from jackaroo.model import Action, Game
from jackaroo.model.actions import Verb
from jackaroo.model.board import SAFE_START, Colour, base_cell, safe_cell
from jackaroo.view.board import layout
from jackaroo.view.dialogs.start import GameOverDialog, StartDialog
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.text.action_words import action_words
from jackaroo.view.window.main_window import MainWindow

SEED = 2024


# -- helpers ----------------------------------------------------------------------------------------
@pytest.fixture(autouse=True)
def settings_folder(tmp_path):
    """Start dialogs opened here remember their choices in the test's folder, not the user's."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    return tmp_path


@pytest.fixture
def quick_expert(monkeypatch):
    """The Expert level (CPU seats and hints) with very few samples, to keep games fast."""
    monkeypatch.setitem(LEVELS, "expert", lambda rng: ExpertPolicy(rng, samples=2))


class GatedPolicy:
    """Thinks until ``gate`` is set, then chooses ``answer`` (default: the first legal action)."""

    name = "gated"

    def __init__(self, answer: Action | str | None = None) -> None:
        self.entered = threading.Event()
        self.gate = threading.Event()
        self.answer = Action.parse(answer) if isinstance(answer, str) else answer
        self.threads: list[int] = []

    def choose(self, obs):
        self.threads.append(threading.get_ident())
        self.entered.set()
        assert self.gate.wait(10), "the test never opened the gate"
        return self.answer or obs.legal_actions()[0]


@pytest.fixture
def gated():
    """Makes gated policies; every gate is opened at the end so no worker thread stays blocked."""
    made: list[GatedPolicy] = []

    def make(answer: Action | str | None = None) -> GatedPolicy:
        made.append(GatedPolicy(answer))
        return made[-1]

    yield make
    for policy in made:
        policy.gate.set()


def stop(controller: GameController) -> None:
    """End the game in progress: no CPU step, no animation may outlive the test."""
    controller.stop()


@pytest.fixture
def controller(held_controller):
    """A shown window and its controller with a game started (the player to act); instant
    animations; the CPUs wait (CPU_WAITS_MS, as ``held_controller`` holds them) unless a test sets
    ``cpu_delay_ms = 0``."""
    held_controller.start(GameOptions("Sara", seed=SEED))
    yield held_controller
    stop(held_controller)


def load(controller: GameController, game: Game) -> None:
    """Give the controller a position (seat 0, the player, to act) the way start() shows a game."""
    controller.take_over(game)


def highlighted_items(controller: GameController) -> set[int]:
    return {m for m, item in controller.scene.marbles.items() if item.highlighted}


def chosen_items(controller: GameController) -> set[int]:
    return {m for m, item in controller.scene.marbles.items() if item.chosen}


def marbles_at(game: Game, locations) -> set[int]:
    """Marble ids at action locations (Track cell n, or 100 + i for the acting seat's Safe cell i)."""
    seat = game.current_seat
    out = set()
    for loc in locations:
        cell = loc if loc < SAFE_START else safe_cell(seat, loc - SAFE_START)
        m = game.state.marble_at(cell)
        assert m is not None, f"nothing at location {loc}"
        out.add(m)
    return out


def index_of(controller: GameController, token: str) -> int:
    return list(controller.game.state.hands[0]).index(card(token))


def view_point(window: MainWindow, item) -> QPoint:
    """The viewport point showing the centre of a scene item."""
    return window.view.mapFromScene(item.scenePos())


def click_item(qtbot, window: MainWindow, item) -> None:
    """Click the centre of ``item``, checking that the click lands on it (not on something above)."""
    point = view_point(window, item)
    hit = window.view.itemAt(point)
    assert hit is item or (hit is not None and item.isAncestorOf(hit)), f"a click there hits {hit!r}"
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def log_lines(window: MainWindow) -> list[str]:
    return window.log_lines()


def log_notations(window: MainWindow) -> list[str]:
    """The notation lines of the log's entries (shown only under View > Show notation)."""
    return [entry.notation for entry in window.log.entries() if entry.notation is not None]


def wait_idle(qtbot, controller: GameController) -> None:
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=5000)


# -- a new game -------------------------------------------------------------------------------------
def test_a_new_game_shows_every_marble_at_home_and_four_cards(controller) -> None:
    state = controller.game.state
    assert state.marbles == (-1,) * 16
    for m, item in controller.scene.marbles.items():
        seat, slot = divmod(m, 4)
        assert item.pos() == layout.home_point(seat, slot)
        assert item.colour == state.colours[seat]
    assert [item.card for item in controller.scene.hand] == list(state.hands[0])
    assert len(controller.scene.hand) == 4
    assert_view_matches(controller.scene, state)
    assert controller.input.acting()
    assert controller.game.seed == SEED
    assert state.names[0] == "Sara"


def test_a_new_game_marks_the_player_as_current(controller) -> None:
    window = controller.window
    assert [panel.name.text() for panel in window.panels] == [
        "Sara",
        "CPU 1 · Random",
        "CPU 2 · Random",
        "CPU 3 · Random",
    ]
    markers = [panel.marker.text() for panel in window.panels]
    assert "to play" in markers[0]
    assert markers[1] == "next"
    assert markers[2] == markers[3] == ""
    assert "Cards: 4" in window.panels[0].details.text()
    assert "Home 4" in window.panels[0].details.text()
    assert len(log_lines(window)) == 1
    assert str(SEED) in log_lines(window)[0]
    assert window.prompt.text().startswith("Your turn")
    assert not window.play_button.isEnabled()
    assert not window.deselect_button.isEnabled()


def test_a_new_game_replaces_the_previous_one(controller) -> None:
    window = controller.window
    load(controller, position("t10 | t40", "7S JS AS 5H"))
    controller.start(GameOptions("Omar", seed=7))
    assert controller.game.seed == 7
    assert controller.game.state.names[0] == "Omar"
    assert_view_matches(controller.scene, controller.game.state)
    assert len(log_lines(window)) == 1
    assert controller.input.acting()


# -- choosing a card --------------------------------------------------------------------------------
def test_selecting_a_card_highlights_exactly_the_marbles_of_its_legal_actions(controller) -> None:
    game = position("t10 t30 s1 | t40 t12", "7S JS 5H 4D")
    load(controller, game)
    assert highlighted_items(controller) == set()
    # every marble a card's legal actions act on is ringed: a Jack's own and those it swaps with
    for token, expected in (("7S", {0, 1, 2}), ("JS", {0, 1, 4, 5}), ("5H", {0, 1, 4, 5}), ("4D", {0, 1})):
        controller.input.select_card(index_of(controller, token))
        assert controller.input.selection.card == card(token)
        acted_on = {loc for a in game.legal_actions() if a.card == card(token) for loc in a.locs}
        assert highlighted_items(controller) == marbles_at(game, acted_on), token
        wanted = marbles_at(game, controller.input.selection.highlighted())
        assert highlighted_items(controller) == wanted == expected, token
        assert controller.scene.hand[index_of(controller, token)].selected
    # the same card again deselects it
    controller.input.select_card(index_of(controller, "4D"))
    assert controller.input.selection.card is None
    assert highlighted_items(controller) == set()


def test_clicking_a_card_in_the_view_selects_it(controller, qtbot) -> None:
    window = controller.window
    game = position("t10 t30 | t40", "7S JS AS 5H")
    load(controller, game)
    item = controller.scene.hand[3]
    assert item.card == card("5H")
    click_item(qtbot, window, item)
    assert controller.input.selection.card == card("5H")
    assert item.selected
    assert (
        highlighted_items(controller)
        == marbles_at(game, controller.input.selection.highlighted())
        == {0, 1, 4}
    )
    click_item(qtbot, window, controller.scene.hand[0])
    assert controller.input.selection.card == card("7S")
    assert highlighted_items(controller) == {0, 1}
    assert not item.selected


def test_cards_without_a_legal_action_are_dimmed(controller) -> None:
    load(controller, position("| | |", "2H 7S AS BURNER"))
    assert [item.playable for item in controller.scene.hand] == [False, False, True, False]
    assert [item.opacity() < 1 for item in controller.scene.hand] == [True, True, False, True]


def test_clicking_a_marble_in_the_view_chooses_it(controller, qtbot) -> None:
    window = controller.window
    load(controller, position("t10 t30 | t40", "7S JS AS 5H"))
    controller.input.select_card(3)  # 5H
    click_item(qtbot, window, controller.scene.marbles[4])
    assert controller.input.selection.marbles == (40,)
    assert chosen_items(controller) == {4}
    assert window.play_button.isEnabled()
    # clicking it again unchooses it
    click_item(qtbot, window, controller.scene.marbles[4])
    assert controller.input.selection.marbles == ()
    assert chosen_items(controller) == set()


def test_a_marble_clicked_without_a_card_asks_for_a_card(controller) -> None:
    window = controller.window
    load(controller, position("t10 | t40", "7S JS AS 5H"))
    controller.input.click_marble(0)
    assert controller.input.selection.marbles == ()
    assert "card" in window.banner.text().lower()


def test_a_marble_at_home_or_in_another_safe_zone_cannot_be_chosen(controller) -> None:
    window = controller.window
    load(controller, position("t10 | s2", "7S JS AS 5H"))
    controller.input.select_card(0)
    controller.input.click_marble(3)  # at home
    assert "Home Zone" in window.banner.text()
    controller.input.click_marble(4)  # CPU 1's Safe Zone
    assert "Safe Zone" in window.banner.text()
    assert controller.input.selection.marbles == ()


# -- playing ----------------------------------------------------------------------------------------
def test_a_legal_play_by_clicks_moves_the_marble_and_hands_over(controller, qtbot) -> None:
    window = controller.window
    load(controller, position("t10 t30 | t40", "7S JS AS 5H"))
    logged = len(log_lines(window))
    click_item(qtbot, window, controller.scene.hand[3])  # 5H
    click_item(qtbot, window, controller.scene.marbles[0])  # t10
    assert window.play_button.isEnabled()
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, controller)
    state = controller.game.state
    assert state.marbles[0] == 15
    assert controller.scene.marbles[0].pos() == layout.track_point(15)
    assert controller.game.current_seat == 1
    assert not controller.input.acting()
    assert card("5H") not in state.hands[0]
    assert state.firepit[-1] == card("5H")
    assert len(log_lines(window)) > logged
    assert log_lines(window)[logged].startswith("You play Five ♥")
    assert log_notations(window)[-1] == "You: 5H move t10"
    assert_view_matches(controller.scene, state)
    assert "to play" in window.panels[1].marker.text()
    assert "CPU 1" in window.prompt.text()


def test_the_cpus_play_on_until_it_is_the_players_turn_again(controller, qtbot) -> None:
    window = controller.window
    controller.driver.cpu_delay_ms = 0
    load(controller, position("t10 t30 | t40", "7S JS AS 5H"))
    controller.input.select_card(3)
    controller.input.click_marble(0)
    controller.input.play_selected()
    qtbot.waitUntil(lambda: controller.game.current_seat == 0 and controller.input.acting(), timeout=5000)
    state = controller.game.state
    assert len(state.hands[0]) == 3
    assert [len(h) for h in state.hands] == [3, 3, 3, 3]
    assert_view_matches(controller.scene, state)
    assert controller.input.selection.hand == state.hands[0]
    # the log names every seat's action
    lines = log_notations(window)
    for name in controller.game.state.names:
        assert any(line.startswith(f"{name}: ") for line in lines), name


def test_a_double_click_on_a_card_plays_it(controller, qtbot) -> None:
    window = controller.window
    load(controller, position("t10 | t40", "7S JS AS 5H"))
    point = view_point(window, controller.scene.hand[2])  # AS: field without a marble
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    wait_idle(qtbot, controller)
    assert controller.game.state.marbles[1] == base_cell(0)
    assert controller.game.current_seat == 1


def test_a_seven_split_asks_for_the_distance(controller, qtbot) -> None:
    window = controller.window
    load(controller, position("t10 t30 | t60", "7S JS AS 5H"))
    controller.input.select_card(0)
    controller.input.click_marble(0)
    assert not window.split_box.isVisibleTo(window)
    controller.input.click_marble(1)
    assert window.split_box.isVisibleTo(window)
    window.split_box.setValue(3)
    assert controller.input.selection.split == 3
    controller.input.play_selected()
    wait_idle(qtbot, controller)
    assert controller.game.state.marbles[:2] == (13, 34)
    assert not window.split_box.isVisibleTo(window)


def test_an_illegal_play_explains_and_keeps_the_card(controller, qtbot) -> None:
    window = controller.window
    game = position("t10 t20 | t12 t14", "6S 2S 3S 4S")
    load(controller, game)
    controller.input.select_card(0)  # 6S: legal from t20 only
    assert highlighted_items(controller) == {1}
    controller.input.click_marble(0)  # t10: two marbles in the way: not offered, and said why
    assert window.prompt.text() == "Not that marble: Cannot pass more than one marble."
    assert controller.input.selection.marbles == ()
    assert controller.input.selection.action() == Action.parse("6S move t20")  # its one play stays offered
    assert controller.game is game
    assert game.state.hands[0] == (card("6S"), card("2S"), card("3S"), card("4S"))
    assert game.state.marbles[0] == 10
    assert game.current_seat == 0
    assert controller.input.acting()
    assert controller.input.selection.card == card("6S")  # the card stays chosen
    assert_view_matches(controller.scene, game.state)
    # a legal choice then plays
    controller.input.click_marble(1)
    controller.input.play_selected()
    wait_idle(qtbot, controller)
    assert game.state.marbles[1] == 26


@pytest.mark.parametrize("via_menu", [False, True])
def test_strict_rules_discard_the_card_of_an_illegal_play(controller, qtbot, via_menu: bool) -> None:
    window = controller.window
    if via_menu:
        window.strict_action.setChecked(True)
        assert controller.driver.strict
    else:
        controller.driver.strict = True
    game = position("t10 t20 | t12 t14", "6S 2S 3S 4S")
    load(controller, game)
    controller.input.select_card(0)
    controller.input.click_marble(0)
    controller.input.play_selected()
    wait_idle(qtbot, controller)
    state = game.state
    assert "Cannot pass more than one marble" in window.banner.text()
    assert "discarded" in window.banner.text()
    assert state.hands[0] == (card("2S"), card("3S"), card("4S"))
    assert state.firepit[-1] == card("6S")
    assert state.marbles[:2] == (10, 20)
    assert game.current_seat == 1
    assert not controller.input.acting()
    assert "6S drop" in "\n".join(log_notations(window))
    assert_view_matches(controller.scene, state)


def test_a_card_without_a_legal_action_is_discarded_by_play(controller, qtbot) -> None:
    window = controller.window
    game = position("t10 | t12 t14", "6S 2S 3S 4S")
    load(controller, game)
    controller.input.select_card(0)  # 6S has no legal action
    assert highlighted_items(controller) == set()
    assert "no legal action" in window.prompt.text()
    assert window.play_button.isEnabled()
    controller.input.click_marble(0)  # whatever marble: a drop
    controller.input.play_selected()
    wait_idle(qtbot, controller)
    state = game.state
    assert state.hands[0] == (card("2S"), card("3S"), card("4S"))
    assert state.firepit[-1] == card("6S")
    assert state.marbles[0] == 10
    assert game.current_seat == 1
    assert "6S drop" in "\n".join(log_notations(window))
    assert_view_matches(controller.scene, state)


def test_play_without_a_complete_selection_asks_for_more(controller) -> None:
    window = controller.window
    game = position("t10 t30 | t40", "7S JS AS 5H")
    load(controller, game)
    controller.input.play_selected()
    assert "Choose a card" in window.banner.text()
    controller.input.select_card(0)
    controller.input.play_selected()
    assert "marble" in window.banner.text()
    assert game.current_seat == 0
    assert len(game.state.hands[0]) == 4


def test_deselect_button_clears_the_selection(controller, qtbot) -> None:
    window = controller.window
    load(controller, position("t10 | t40", "7S JS AS 5H"))
    controller.input.select_card(3)
    controller.input.click_marble(0)
    assert window.deselect_button.isEnabled()
    qtbot.mouseClick(window.deselect_button, Qt.MouseButton.LeftButton)
    assert controller.input.selection.card is None
    assert highlighted_items(controller) == chosen_items(controller) == set()
    assert not window.play_button.isEnabled()


def test_an_illegal_field_is_explained_and_the_ace_kept(controller, qtbot) -> None:
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)
    game = position("t0 | t40", "AS 2S 3S 4S")
    load(controller, game)
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert window.banner.text() == "Your own marble is already on your Base cell"
    assert card("AS") in game.state.hands[0]
    assert game.current_seat == 0
    assert controller.input.acting()


def test_a_ten_that_empties_the_next_hand_reports_the_skip(controller, qtbot) -> None:
    window = controller.window
    game = position("t10", "10S 2S 3S 4S")
    load(controller, game)
    controller.input.select_card(0)
    assert controller.input.selection.action() is not None
    controller.input.play_selected()
    wait_idle(qtbot, controller)
    assert window.banner.text() == "CPU 1 misses this turn: a card was lost to a Ten or a Queen"
    assert game.current_seat == 2
    assert len(game.state.hands[1]) == 3
    assert_view_matches(controller.scene, game.state)


def test_view_and_options_menus_set_speed_delay_traps_and_strict(controller) -> None:
    window = controller.window
    by_text = {a.text(): a for a in window.speed_group.actions()}
    by_text["Slow"].trigger()
    assert controller.scene.animator.speed == 1.6
    by_text["Instant"].trigger()
    assert controller.scene.animator.speed == 0
    (no_delay,) = [a for a in window.delay_group.actions() if a.data() == 0]
    no_delay.trigger()
    assert controller.driver.cpu_delay_ms == 0
    window.traps_action.trigger()
    assert controller.scene.show_traps
    assert any(mark.isVisible() for mark in controller.scene.traps)
    window.traps_action.trigger()
    assert not controller.scene.show_traps
    window.strict_action.trigger()
    assert controller.driver.strict
    window.strict_action.trigger()
    assert not controller.driver.strict


# -- keyboard ---------------------------------------------------------------------------------------
def test_a_card_with_one_play_plays_with_return(controller, qtbot) -> None:
    """With one marble the card can move, there is nothing to choose: the prompt says what Return
    plays, the path is drawn, and Return plays it (as a double-click on the card does)."""
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)
    game = position("t10 | t40", "6S 2S 3S 4S")
    load(controller, game)
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert controller.input.selection.marbles == ()
    assert window.prompt.text().startswith("Play (Enter) to play Six")
    assert window.play_button.isEnabled()
    assert controller.scene.preview  # the path it takes
    qtbot.keyClick(window, Qt.Key.Key_Return)
    wait_idle(qtbot, controller)
    assert game.state.marbles[0] == 16
    assert game.current_seat != 0


def test_keyboard_selects_cycles_chooses_plays(controller, qtbot) -> None:
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)
    load(controller, position("t10 t30 | t40", "7S JS AS 5H"))
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert controller.input.selection.card_index == 0
    qtbot.keyClick(window, Qt.Key.Key_4)
    assert controller.input.selection.card == card("5H")
    assert highlighted_items(controller) == {0, 1, 4}
    focused = []
    for _ in range(4):
        qtbot.keyClick(window, Qt.Key.Key_Tab)
        (item,) = [m for m, it in controller.scene.marbles.items() if it.focused]
        focused.append(item)
    assert focused == [0, 1, 4, 0]
    qtbot.keyClick(window, Qt.Key.Key_Tab)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # choose marble 1 (t30)
    assert controller.input.selection.marbles == (30,)
    assert chosen_items(controller) == {1}
    qtbot.keyClick(window, Qt.Key.Key_Return)
    wait_idle(qtbot, controller)
    assert controller.game.state.marbles[1] == 35
    assert controller.game.current_seat == 1


def test_keyboard_enter_key_of_the_keypad_plays(controller, qtbot) -> None:
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)
    load(controller, position("t10 | t40", "7S JS AS 5H"))
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_Tab)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    wait_idle(qtbot, controller)
    assert controller.game.state.marbles[0] == 17


def test_keyboard_escape_deselects(controller, qtbot) -> None:
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)
    load(controller, position("t10 | t40", "7S JS AS 5H"))
    qtbot.keyClick(window, Qt.Key.Key_2)
    qtbot.keyClick(window, Qt.Key.Key_Tab)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert controller.input.selection.marbles == (10,)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert controller.input.selection.card is None
    assert controller.input.selection.marbles == ()
    assert controller.input.focus is None
    assert highlighted_items(controller) == chosen_items(controller) == set()
    assert not any(item.focused for item in controller.scene.marbles.values())


def test_keyboard_f_fields_with_an_ace(controller, qtbot) -> None:
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)
    game = position("t10 | t40", "7S KS AS 5H")
    load(controller, game)
    qtbot.keyClick(window, Qt.Key.Key_F)  # no card, and an Ace or a King could: nothing
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_F)  # a Seven: nothing
    assert game.current_seat == 0
    qtbot.keyClick(window, Qt.Key.Key_3)
    qtbot.keyClick(window, Qt.Key.Key_F)
    wait_idle(qtbot, controller)
    assert game.state.marbles[1] == base_cell(0)
    assert controller.scene.marbles[1].pos() == layout.track_point(base_cell(0))
    assert game.current_seat == 1
    assert_view_matches(controller.scene, game.state)


def test_keyboard_number_beyond_the_hand_is_ignored(controller, qtbot) -> None:
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)
    load(controller, position("t10 | t40", "7S JS", turn=2))
    qtbot.keyClick(window, Qt.Key.Key_4)
    assert controller.input.selection.card is None
    qtbot.keyClick(window, Qt.Key.Key_2)
    assert controller.input.selection.card == card("JS")


# -- whose turn -------------------------------------------------------------------------------------
def test_the_players_input_is_ignored_while_a_cpu_is_to_act(controller, qtbot) -> None:
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)
    game = position("t10 t30 | t40", "7S JS AS 5H")
    load(controller, game)
    controller.input.select_card(2)
    controller.input.field()
    wait_idle(qtbot, controller)
    assert game.current_seat == 1
    assert not controller.input.acting()
    before = game.state
    logged = len(log_lines(window))
    controller.input.select_card(0)
    controller.input.click_marble(0)
    controller.gestures.cycle_focus()
    controller.gestures.toggle_focus()
    controller.input.field()
    controller.input.play_selected()
    controller.input.play_card(0)
    click_item(qtbot, window, controller.scene.hand[0])
    click_item(qtbot, window, controller.scene.marbles[0])
    for key in (Qt.Key.Key_1, Qt.Key.Key_Tab, Qt.Key.Key_Space, Qt.Key.Key_F, Qt.Key.Key_Return):
        qtbot.keyClick(window, key)
    assert game.state is before
    assert controller.input.selection.card is None
    assert controller.input.selection.marbles == ()
    assert controller.input.focus is None
    assert highlighted_items(controller) == chosen_items(controller) == set()
    assert len(log_lines(window)) == logged
    assert not window.play_button.isEnabled()
    assert "CPU 1" in window.prompt.text()


def test_the_players_input_is_ignored_while_marbles_move(controller, qtbot) -> None:
    controller.scene.animator.speed = 1.0
    game = position("t10 t30 | t40", "7S JS AS 5H")
    load(controller, game)
    controller.input.select_card(3)
    controller.input.click_marble(0)
    controller.input.play_selected()
    assert not controller.scene.animator.is_idle()
    assert not controller.input.acting()
    controller.input.select_card(0)
    assert controller.input.selection.card is None
    controller.scene.animator.flush()


def test_the_player_cannot_act_after_the_game_is_over(controller, qtbot) -> None:
    window = controller.window
    game = position("s0 s1 s2 s3", "7S JS AS 5H", winner=0)
    load(controller, game)
    assert not controller.input.acting()
    controller.input.select_card(0)
    assert controller.input.selection.card is None
    assert window.prompt.text() == "Game over."


def finished_position() -> Game:
    return position("s0 s1 s2 s3 | t40", "7S", winner=0)


def test_a_finished_game_opens_the_game_over_dialog(controller, qtbot) -> None:
    window = controller.window
    with qtbot.waitSignal(controller.game_finished, timeout=2000) as blocker:
        load(controller, finished_position())
    assert blocker.args == [0]
    dialog = controller.game_over.dialog
    assert isinstance(dialog, GameOverDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    text = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"{controller.game.state.names[0]} wins" in text
    assert window.prompt.text() == "Game over."
    # idle again (e.g. an animation speed change) does not open a second dialog
    controller.scene.animator.flush()
    assert controller.game_over.dialog is dialog


def test_game_over_new_game_asks_for_a_name_and_starts(controller, qtbot) -> None:
    load(controller, finished_position())
    dialog = controller.game_over.dialog
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    answered = []

    def answer() -> None:
        start = QApplication.activeModalWidget()
        if not isinstance(start, StartDialog):
            QTimer.singleShot(20, answer)
            return
        answered.append(start.name_edit.text())
        start.name_edit.setText("Layla")
        start.seed_edit.setText("77")
        start.accept()

    QTimer.singleShot(0, answer)
    new_game = next(b for b in dialog.findChildren(QPushButton) if "New game" in b.text().replace("&", ""))
    qtbot.mouseClick(new_game, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.game is not None and controller.game.seed == 77, timeout=5000)
    assert answered == ["Sara"]  # the last name is offered again
    assert controller.game_over.dialog is None
    assert controller.game.state.names[0] == "Layla"
    assert controller.input.acting()
    assert_view_matches(controller.scene, controller.game.state)


def test_game_over_quit_quits_the_application(controller, qtbot, monkeypatch) -> None:
    quits = []
    monkeypatch.setattr(QApplication, "quit", staticmethod(lambda: quits.append(True)))
    load(controller, finished_position())
    dialog = controller.game_over.dialog
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    quit_button = next(b for b in dialog.findChildren(QPushButton) if "Quit" in b.text().replace("&", ""))
    qtbot.mouseClick(quit_button, Qt.MouseButton.LeftButton)
    assert quits == [True]
    assert controller.game_over.dialog is None


@pytest.mark.parametrize("how", ["closed", "new-game-started"])
def test_a_closed_game_over_dialog_is_deleted(controller, qtbot, how: str) -> None:
    # each game's dialog stayed a child of the window for the whole session
    window = controller.window
    for _ in range(3):
        load(controller, finished_position())
        dialog = controller.game_over.dialog
        qtbot.waitUntil(dialog.isVisible, timeout=2000)
        if how == "closed":
            dialog.reject()
        else:
            controller.start(GameOptions("Sara", seed=SEED))
        assert controller.game_over.dialog is None
    qtbot.waitUntil(lambda: not window.findChildren(GameOverDialog), timeout=2000)


def test_a_new_game_during_an_animation_leaves_nothing_behind(controller, qtbot) -> None:
    controller.scene.animator.speed = 1.0
    load(controller, position("t10 t30 | t40", "7S JS AS 5H"))
    controller.input.select_card(3)
    controller.input.click_marble(0)
    controller.input.play_selected()
    assert not controller.scene.animator.is_idle()
    controller.start(GameOptions("Sara", seed=5))
    assert controller.scene.animator.is_idle()
    assert_view_matches(controller.scene, controller.game.state)


# -- whole games ------------------------------------------------------------------------------------
class ViewChecker:
    """After each action, once its animation has run (the animator idle again with the scene on the
    model's position), compares the view with the model."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        self.actions = 0
        self.checked = 0
        self.pending = False
        self.problems: list[str] = []
        controller.action_played.connect(self.on_action)
        controller.scene.animator.idle.connect(self.on_idle)

    def on_action(self, events) -> None:
        if self.pending:
            self.problems.append(f"action {self.actions} was played before the view showed the previous one")
        self.actions += 1
        self.pending = True

    def on_idle(self) -> None:
        controller = self.controller
        game = controller.game
        # at instant speed the animator also turns idle between the steps of one action (see
        # test_instant_animations_turn_idle_only_once_per_action); the last step syncs the scene
        if not self.pending or game is None or controller.scene.state is not game.state:
            return
        self.pending = False
        self.checked += 1
        problems = view_mismatches(controller.scene, game.state)
        if problems:
            self.problems.append(f"after action {self.actions}: " + "; ".join(problems))


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
@pytest.mark.parametrize("levels", [("random", "random", "random"), ("greedy", "expert", "random")])
def test_a_complete_game_runs_through_the_gui(qtbot, quick_expert, levels) -> None:
    window, controller = build()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = 0
    controller.start(GameOptions("Sara", levels, SEED))
    assert controller.game.state.players == ("human", *levels)
    assert [controller.player(seat).name for seat in (1, 2, 3)] == list(levels)
    controller.play_seat_by(0, RandomPolicy(1))
    checker = ViewChecker(controller)
    try:
        with qtbot.waitSignal(controller.game_finished, timeout=60_000) as finished:
            controller.scene.animator.flush()
        qtbot.waitUntil(
            lambda: controller.game_over.dialog is not None and controller.game_over.dialog.isVisible(),
            timeout=5000,
        )
        game = controller.game
        assert game.is_over
        (winner,) = finished.args
        assert winner == game.winner
        assert all(cell >= SAFE_START for cell in game.state.seat_locations(winner)), (
            "the winner has all four marbles in a Safe Zone"
        )
        assert checker.actions > 20
        assert checker.checked == checker.actions
        assert checker.problems == []
        assert_view_matches(controller.scene, game.state)
        dialog = controller.game_over.dialog
        assert isinstance(dialog, GameOverDialog)
        assert any(game.state.names[winner] in label.text() for label in dialog.findChildren(QLabel))
        assert window.prompt.text() == "Game over."
        assert "Winner" in window.panels[winner].marker.text()
        assert not controller.input.acting()
        # the log has a line for every action
        lines = log_lines(window)
        players = [line for line in lines if not line.startswith(" ")]
        assert len(players) >= checker.actions
        # every decision was made off the GUI thread
        assert controller.thinker.worker_ident not in (None, threading.main_thread().ident)
    finally:
        stop(controller)
        if controller.game_over.dialog is not None:
            controller.game_over.dialog.finished.disconnect()
            controller.game_over.dialog.close()


def test_instant_animations_turn_idle_only_once_per_action(controller, qtbot) -> None:
    game = position("t10 t30 | t40", "7S JS AS 5H")
    load(controller, game)
    seen: list[list[str]] = []
    controller.scene.animator.idle.connect(lambda: seen.append(view_mismatches(controller.scene, game.state)))
    controller.input.select_card(3)
    controller.input.click_marble(0)
    controller.input.play_selected()
    wait_idle(qtbot, controller)
    assert seen, "the animator never turned idle"
    assert seen[0] == [], "the first idle after the action came before the view showed it"
    assert len(seen) == 1


def test_a_move_at_normal_speed_animates_to_its_target(controller, qtbot) -> None:
    animator = controller.scene.animator
    animator.speed = 1.0  # Normal, the game's default
    game = position("t10 t30 | t40", "7S JS AS 5H")
    load(controller, game)
    controller.input.select_card(3)
    controller.input.click_marble(0)
    marble = controller.scene.marbles[0]
    start = marble.pos()
    positions = []
    marble.xChanged.connect(lambda: positions.append(marble.pos()))
    with qtbot.waitSignal(animator.idle, timeout=5000):
        controller.input.play_selected()
        assert not animator.is_idle()
        assert marble.pos() == start  # nothing jumps: the card flies first
    assert animator.is_idle()
    assert game.state.marbles[0] == 15
    assert marble.pos() == layout.track_point(15)
    # the marble hopped along the Track through the cells between
    assert len({(round(p.x()), round(p.y())) for p in positions}) > 5
    assert_view_matches(controller.scene, game.state)
    assert controller.scene.firepit.card == card("5H")
    assert game.current_seat == 1


# -- CPU levels and thinking off the GUI thread -----------------------------------------------------
def test_each_cpu_seat_gets_the_level_chosen_for_it(controller, monkeypatch) -> None:
    made = []
    real = seat_players.make_policy
    monkeypatch.setattr(
        seat_players, "make_policy", lambda level, seed: made.append((level, seed)) or real(level, seed)
    )
    controller.start(GameOptions("Sara", ("expert", "random", "greedy"), 11))
    assert controller.game.state.players == ("human", "expert", "random", "greedy")
    assert controller.player(0).person
    assert isinstance(controller.player(1).policy, ExpertPolicy)
    assert isinstance(controller.player(2).policy, RandomPolicy)
    assert isinstance(controller.player(3).policy, GreedyPolicy)
    assert made == [("expert", "11:1"), ("random", "11:2"), ("greedy", "11:3")]


def play_first_move(controller: GameController, cpu: object = None) -> None:
    """The player (seat 0, to act in the fixture's position) plays 5H from t10; ``cpu`` (if given)
    plays seat 1."""
    load(controller, position("t10 t30 | t40", "7S JS AS 5H"))
    if cpu is not None:
        controller.play_seat_by(1, cpu)
    controller.input.select_card(3)
    controller.input.click_marble(0)
    controller.input.play_selected()


def test_a_cpu_thinks_off_the_gui_thread(controller, qtbot, gated) -> None:
    controller.driver.cpu_delay_ms = 0
    policy = gated()
    play_first_move(controller, policy)
    qtbot.waitUntil(policy.entered.is_set, timeout=5000)
    assert controller.game.current_seat == 1
    assert not controller.input.acting()
    policy.gate.set()
    qtbot.waitUntil(lambda: controller.game.current_seat != 1, timeout=5000)
    assert policy.threads and policy.threads[0] != threading.main_thread().ident


def test_a_cpu_that_has_decided_still_waits_for_the_delay(controller, qtbot) -> None:
    order: list[str] = []
    controller.thinker.decided.connect(lambda *_args: order.append("decided"))
    controller.action_played.connect(lambda _events: order.append("played"))
    play_first_move(controller)  # the CPUs wait (conftest's CPU_WAITS_MS)
    qtbot.waitUntil(lambda: "decided" in order, timeout=5000)  # the Random CPU decides at once...
    qtbot.wait(50)
    assert order == ["played", "decided"]  # ...but does not play before the delay
    assert controller.game.current_seat == 1
    controller.driver.cpu_delay_ms = 0  # a shorter delay applies to the answer waiting
    qtbot.waitUntil(lambda: order.count("played") >= 2, timeout=5000)
    assert order[:3] == ["played", "decided", "played"]


def test_a_cpu_slower_than_the_delay_plays_when_its_answer_comes(controller, qtbot, gated) -> None:
    policy = gated()
    play_first_move(controller, policy)
    qtbot.waitUntil(policy.entered.is_set, timeout=5000)
    controller.driver.hurry()  # the delay is over
    qtbot.wait(50)
    assert controller.game.current_seat == 1  # no answer yet
    with qtbot.waitSignal(controller.action_played, timeout=5000):
        policy.gate.set()
    assert controller.game.current_seat == 2
    qtbot.waitUntil(lambda: "CPU 1: " in "\n".join(log_notations(controller.window)))


def test_idle_again_on_the_same_position_does_not_ask_the_cpu_twice(controller, qtbot, gated) -> None:
    policy = gated()
    play_first_move(controller, policy)  # the CPU waits (conftest's CPU_WAITS_MS)
    qtbot.waitUntil(policy.entered.is_set, timeout=5000)
    controller.scene.animator.flush()  # idle again (as after a speed change) while CPU 1 thinks
    with qtbot.waitSignal(controller.thinker.decided, timeout=5000):
        policy.gate.set()
    assert len(policy.threads) == 1  # the question is not asked again...
    assert controller.game.current_seat == 1  # ...and its answer waits for the delay
    with qtbot.waitSignal(controller.action_played, timeout=5000):
        controller.driver.hurry()
    assert len(policy.threads) == 1
    qtbot.waitUntil(lambda: any(line.startswith("CPU 1: ") for line in log_notations(controller.window)))


def test_a_failing_cpu_policy_does_not_stall_the_game(controller, qtbot) -> None:
    class Failing:
        name = "failing"

        def choose(self, obs):
            raise RuntimeError("confused")

    controller.driver.cpu_delay_ms = 0
    play_first_move(controller, Failing())
    qtbot.waitUntil(lambda: controller.game.current_seat != 1, timeout=5000)
    # the log follows the board: its line comes with the action's animation
    qtbot.waitUntil(
        lambda: any(line.startswith("CPU 1: ") for line in log_notations(controller.window)), timeout=5000
    )


def test_a_stale_answer_after_a_new_game_is_ignored(controller, qtbot, gated) -> None:
    window = controller.window
    controller.driver.cpu_delay_ms = 0
    policy = gated()
    play_first_move(controller, policy)
    old = controller.game
    qtbot.waitUntil(policy.entered.is_set, timeout=5000)  # CPU 1 is thinking about the old game
    old_state = old.state
    controller.start(GameOptions("Omar", seed=5))
    game, state = controller.game, controller.game.state
    logged = log_lines(window)
    with qtbot.waitSignal(controller.thinker.decided, timeout=5000):
        policy.gate.set()  # its answer (legal in the old game) comes now
    qtbot.wait(50)
    assert controller.game is game
    assert game.state is state
    assert old.state is old_state
    assert log_lines(window) == logged
    assert controller.input.acting()
    assert_view_matches(controller.scene, state)


def test_an_answer_for_an_earlier_position_is_ignored(controller, qtbot, gated) -> None:
    """An answer is played only for the game and position it was asked about."""
    controller.driver.cpu_delay_ms = 0
    policy = gated()
    play_first_move(controller, policy)
    qtbot.waitUntil(policy.entered.is_set, timeout=5000)
    game = controller.game
    game.play(game.legal_actions()[0])  # the position moved on (as if CPU 1 had played already)
    state = game.state
    with qtbot.waitSignal(controller.thinker.decided, timeout=5000):
        policy.gate.set()
    qtbot.wait(50)
    assert game.state is state


# -- hints ------------------------------------------------------------------------------------------
def ask_hint(controller: GameController, qtbot) -> None:
    """Press Hint and wait for the answer."""
    window = controller.window
    assert window.hint_button.isEnabled()
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not controller.input.hint_pending(), timeout=10_000)


@pytest.mark.parametrize(
    ("marbles", "hand"),
    [
        ("t10 t30 | t40", "7S JS AS 5H"),
        ("t10 t30 s1 | t40 t12", "7S JS 5H 4D"),
        ("| | |", "2H 7S AS BURNER"),
        ("t10 | t12 t14", "6S 2S 3S 4S"),
    ],
)
def test_a_hint_selects_an_expert_action_the_player_then_plays(
    controller, qtbot, quick_expert, marbles, hand
) -> None:
    window = controller.window
    game = position(marbles, hand)
    load(controller, game)
    before = game.state
    ask_hint(controller, qtbot)
    action = controller.input.selection.action()
    assert action is not None
    assert action in game.legal_actions()
    assert game.state is before  # only selected: the player still presses Play
    assert controller.input.acting()
    assert window.banner.text() == f"Hint: {action_words(action, game.state)}"
    assert str(action) not in window.banner.text()  # words, not the notation
    index = controller.input.selection.card_index
    assert controller.scene.hand[index].selected
    assert controller.scene.hand[index].card == action.card
    dropped = action.verb is Verb.DROP
    assert chosen_items(controller) == (set() if dropped else marbles_at(game, action.locs))
    assert window.play_button.isEnabled()
    assert window.hint_button.isEnabled()
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, controller)
    assert game.current_seat == 1
    assert f"{game.state.names[0]}: {action}" in log_notations(window)


def test_a_hinted_seven_split_shows_its_distance(controller, qtbot, gated) -> None:
    window = controller.window
    game = position("t10 t30 | t60", "7S JS AS 5H")
    load(controller, game)
    policy = controller.input.hints.policy = gated("7S split t10 t30 3")
    policy.gate.set()
    ask_hint(controller, qtbot)
    assert controller.input.selection.card == card("7S")
    assert chosen_items(controller) == {0, 1}
    assert window.split_box.isVisibleTo(window)
    assert window.split_box.value() == 3
    assert (
        window.banner.text()
        == "Hint: play Seven ♠: move the marble on cell 10 past your Base 3 cells and the one on cell 5 past the green Base 4 cells"
    )
    controller.input.play_selected()
    wait_idle(qtbot, controller)
    assert game.state.marbles[:2] == (13, 34)


def test_the_hint_button_waits_for_the_answer_and_the_h_key_asks(controller, qtbot, gated) -> None:
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)
    load(controller, position("t10 t30 | t40", "7S JS AS 5H"))
    policy = controller.input.hints.policy = gated("5H move t10")
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert controller.input.hint_pending()
    assert not window.hint_button.isEnabled()
    qtbot.waitUntil(policy.entered.is_set, timeout=5000)
    assert policy.threads[0] != threading.main_thread().ident
    controller.input.hint()  # a second request while thinking does nothing
    with qtbot.waitSignal(controller.thinker.decided, timeout=5000):
        policy.gate.set()
    assert len(policy.threads) == 1
    assert window.hint_button.isEnabled()
    assert controller.input.selection.action() == Action.parse("5H move t10")


def test_no_hint_while_it_is_not_the_players_turn(controller, qtbot) -> None:
    window = controller.window
    play_first_move(controller)
    wait_idle(qtbot, controller)
    assert controller.game.current_seat == 1
    assert not window.hint_button.isEnabled()
    controller.input.hint()
    assert not controller.input.hint_pending()


def test_a_hint_that_comes_after_the_player_has_played_is_ignored(controller, qtbot, gated) -> None:
    window = controller.window
    load(controller, position("t10 t30 | t40", "7S JS AS 5H"))
    policy = controller.input.hints.policy = gated("7S move t30")
    controller.input.hint()
    qtbot.waitUntil(policy.entered.is_set, timeout=5000)
    controller.input.select_card(3)
    controller.input.click_marble(0)
    controller.input.play_selected()  # the player does not wait for the hint
    wait_idle(qtbot, controller)
    with qtbot.waitSignal(controller.thinker.decided, timeout=5000):
        policy.gate.set()
    assert controller.game.current_seat == 1
    assert controller.input.selection.card is None
    assert not window.banner.text().startswith("Hint")
    assert not window.hint_button.isEnabled()  # CPU 1's turn


def test_every_seat_keeps_its_colour_whatever_the_seed(held_controller) -> None:
    colours = ("GREEN", "YELLOW", "RED", "BLUE")
    for seed in range(4):
        held_controller.start(GameOptions("Sara", seed=seed, colours=colours))
        assert held_controller.game.state.colours == tuple(Colour[c] for c in colours)
        held_controller.start(GameOptions("Sara", seed=seed))  # the usual colours
        assert [c.name for c in held_controller.game.state.colours] == ["RED", "GREEN", "BLUE", "YELLOW"]


def test_strict_rules_let_a_seven_be_given_two_marbles_that_cannot_split_it(controller, qtbot) -> None:
    """Strict rules: a Seven with two marbles that have no split between them (both at the end of the
    Safe Zone) is chosen without a fault, and playing it costs the card."""
    controller.driver.strict = True
    game = position("s3 s2 t40 | t12", "7S 2S 3S 4S")
    load(controller, game)
    controller.input.select_card(0)
    controller.input.click_marble(0)
    controller.input.click_marble(1)
    controller.input.play_selected()
    wait_idle(qtbot, controller)
    assert game.state.firepit[-1] == card("7S") and game.current_seat == 1
