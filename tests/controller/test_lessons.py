"""The guided first game: every lesson loads on the real board, its solution played with the
player's clicks passes and a wrong move fails; the other seats never move; progress is remembered."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from support.person import click
from support.position import position

from jackaroo.controller.game_controller import GameController
from jackaroo.controller.lessons.catalogue import LESSONS, first_not_done, lesson_index
from jackaroo.controller.lessons.sketch import sketch
from jackaroo.model.actions import Action, Verb
from jackaroo.view.settings.store import lessons_done


@pytest.fixture
def controller(held_controller):
    return held_controller


def play_by_hand(controller: GameController, notation: str) -> None:
    """Play ``notation`` the way a person does: the card, the marbles, the split, then Play (or F)."""
    action = Action.parse(notation)
    person = controller.input
    assert person.acting()
    person.select_card(list(person.selection.hand).index(action.card))
    if action.verb is Verb.FIELD:
        person.field()
        return
    state = controller.game.state
    for loc in action.locs:
        person.click_marble(state.marble_at(state.cell_of(loc)))
    if action.verb is Verb.SPLIT:
        controller.window.split_box.setValue(action.split)
    assert person.selection.action() == action
    person.play_selected()


def results(controller: GameController) -> list[tuple[int, bool]]:
    shown: list[tuple[int, bool]] = []
    controller.lessons.result_shown.connect(lambda index, passed: shown.append((index, passed)))
    return shown


@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[lesson.key for lesson in LESSONS])
def test_each_lesson_is_solved_on_the_board_and_nobody_else_moves(controller, qtbot, index) -> None:
    lesson = LESSONS[index]
    shown = results(controller)
    controller.lessons.start(index)
    panel = controller.lessons.panel
    assert panel is not None and panel.isVisible()
    assert controller.game.state == lesson.game().state  # the lesson's position, on the board
    assert panel.title.text() == lesson.title
    assert panel.goal.text() == lesson.goal
    assert not panel.result.isVisible()
    controller.driver.cpu_delay_ms = 0  # a CPU would answer at once: none is asked
    play_by_hand(controller, lesson.solution)
    qtbot.waitUntil(lambda: shown == [(index, True)], timeout=10_000)
    assert "Well done!" in panel.result.text()
    assert lesson.key in lessons_done()
    qtbot.wait(50)
    assert controller.driver.record is not None and len(controller.driver.record) == 1  # only the player's
    assert controller.input.prompt_override is not None
    assert "Lesson over" in controller.window.prompt.text()


@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[lesson.key for lesson in LESSONS])
def test_a_wrong_move_fails_with_an_explanation_and_retry_starts_again(controller, qtbot, index) -> None:
    lesson = LESSONS[index]
    shown = results(controller)
    controller.lessons.start(index)
    play_by_hand(controller, lesson.mistake)
    qtbot.waitUntil(lambda: shown == [(index, False)], timeout=10_000)
    panel = controller.lessons.panel
    assert "Not quite." in panel.result.text()
    assert lesson.key not in lessons_done()
    panel.retry_button.click()
    assert controller.game.state == lesson.game().state
    assert not panel.result.isVisible()
    assert controller.input.acting()


def test_next_goes_on_and_the_lessons_open_where_the_player_left_off(controller, qtbot) -> None:
    shown = results(controller)
    controller.lessons.start()
    assert controller.lessons.index == 0
    play_by_hand(controller, LESSONS[0].solution)
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    panel = controller.lessons.panel
    assert panel.next_button.isEnabled()
    panel.next_button.click()
    assert controller.lessons.index == 1
    assert panel.progress.text() == f"Lesson 2 of {len(LESSONS)}"
    assert panel.chooser.itemText(0).startswith("✓")
    controller.lessons.leave()
    assert not panel.isVisible()
    controller.lessons.start()
    assert controller.lessons.index == 1  # the first lesson not passed yet
    click(qtbot, panel.chooser)  # the list opens on lesson 2; a person goes down to the fifth
    popup = panel.chooser.view()
    qtbot.waitUntil(popup.isVisible)
    for _ in range(3):
        qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert controller.lessons.index == 4
    assert controller.game.state == LESSONS[4].game().state


def test_the_last_lesson_has_no_next(controller, qtbot) -> None:
    shown = results(controller)
    last = len(LESSONS) - 1
    controller.lessons.start(last)
    assert not controller.lessons.panel.next_button.isEnabled()
    play_by_hand(controller, LESSONS[last].solution)
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert not controller.lessons.panel.next_button.isEnabled()


def test_a_lesson_keeps_the_autosave_and_a_new_game_ends_the_lessons(controller, qtbot, tmp_path) -> None:
    autosave = tmp_path / "autosave.json"
    controller.files.autosave_file = autosave
    shown = results(controller)
    controller.lessons.start(lesson_index("move"))
    play_by_hand(controller, LESSONS[lesson_index("move")].solution)
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert not autosave.exists()  # a lesson never replaces a saved game
    controller.take_over(position("t10 | t40", "5H 2S 3S 4S"))  # a game (New game, Open game)
    assert not controller.lessons.active
    assert not controller.lessons.panel.isVisible()
    assert controller.files.autosave_file == autosave
    assert controller.driver.play("5H move t10")
    assert autosave.exists()


def test_the_traps_lesson_shows_the_traps_and_leaving_hides_them_again(controller) -> None:
    assert not controller.scene.show_traps
    controller.lessons.start(lesson_index("traps"))
    assert controller.scene.show_traps
    controller.lessons.load(lesson_index("move"))
    assert not controller.scene.show_traps
    controller.lessons.load(lesson_index("traps"))
    controller.lessons.leave()
    assert not controller.scene.show_traps


def test_help_lessons_opens_them(controller) -> None:
    controller.window.lessons_action.trigger()
    assert controller.lessons.active
    assert controller.lessons.panel.isVisible()


# -- the data ---------------------------------------------------------------------------------------
NOTATION = re.compile(r"\b(t\d+|s\d|(10|[2-9AJQK])[SCDH])\b")


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.key for lesson in LESSONS])
def test_a_lesson_speaks_plain_words_and_never_ends_the_game(lesson) -> None:
    for text in (lesson.title, lesson.goal, lesson.done, lesson.retry):
        assert text and not NOTATION.search(text), text
    game = lesson.game()
    game.play(lesson.solution)
    assert not game.is_over


def test_lesson_keys_are_distinct_and_progress_starts_at_the_first_not_done() -> None:
    keys = [lesson.key for lesson in LESSONS]
    assert len(set(keys)) == len(keys)
    assert first_not_done(()) == 0
    assert first_not_done(keys[:3]) == 3
    assert first_not_done(keys) == 0
    with pytest.raises(KeyError):
        lesson_index("nope")


def test_a_sketch_is_a_position_of_the_default_rules() -> None:
    state = sketch("t10 s0 | t40", "AS 2S 3S 4S", traps=(12,)).state
    assert state.marbles[:2] == (10, 100)
    assert state.marbles[4] == 40
    assert [str(c) for c in state.hands[0]] == ["AS", "2S", "3S", "4S"]
    assert all(len(hand) == 4 for hand in state.hands)
    assert state.traps == (12,)
    with pytest.raises(ValueError):
        sketch("| | | | t1", "AS 2S 3S 4S")
    with pytest.raises(ValueError):
        sketch("t1", "AS 2S")


def test_leaving_the_lessons_goes_back_to_the_home_screen(controller, qtbot) -> None:
    controller.lessons.start()
    assert not controller.window.home_shown
    qtbot.mouseClick(controller.lessons.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not controller.lessons.active
    assert controller.window.home_shown and controller.game is None


def test_the_lessons_data_needs_no_qt() -> None:
    code = "import sys, jackaroo.controller.lessons.catalogue; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.strip() == "False"


def test_after_a_lesson_a_replay_and_back_still_moves_nobody(controller, qtbot) -> None:
    shown = results(controller)
    controller.driver.cpu_delay_ms = 0
    controller.lessons.start(lesson_index("king"))
    play_by_hand(controller, LESSONS[lesson_index("king")].solution)
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    controller.start_replay()
    controller.end_replay()
    qtbot.wait(100)
    assert len(controller.driver.record) == 1
    assert controller.lessons.active


def test_the_seven_lesson_leaves_the_split_to_the_learner(controller, qtbot) -> None:
    """In "Splitting the Seven" the split is not set for the learner (a game starts it at Greedy's
    choice, which would be the lesson's answer); once the lessons are left, games suggest it again."""
    index = lesson_index("seven")
    controller.lessons.start(index)
    person, state = controller.input, controller.game.state
    person.select_card(list(person.selection.hand).index(Action.parse(LESSONS[index].solution).card))
    for loc in (10, 30):
        person.click_marble(state.marble_at(state.cell_of(loc)))
    assert person.selection.split != Action.parse(LESSONS[index].solution).split
    click(qtbot, controller.lessons.panel.leave_button)
    assert person.suggest_split
