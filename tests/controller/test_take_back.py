"""Game > Take back (Ctrl+Z) and Redo (Ctrl+Shift+Z) against the CPUs, from the keyboard: the
person's last action and the CPUs' since are undone, the same deals and traps follow (no fishing for
cards), the game is marked assisted in the panel, its saves and records, counted apart and never a
high score; Redo until a new action; not offered in hot-seat games, lessons or when turned off."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from support.person import click_in_modal, press, when_modal
from support.position import position

from jackaroo.controller.game_controller import GameController
from jackaroo.model.players import HUMAN, RANDOM
from jackaroo.model.record import GameRecord
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.settings.store import load_high_scores, load_statistics
from jackaroo.view.text import messages

REAL_ASK = messages.ask  # before the fixture that fails on an unanswered question

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def controller(held_controller, monkeypatch):
    held_controller.driver.cpu_delay_ms = 0
    monkeypatch.setattr(messages, "ask", REAL_ASK)
    return held_controller


def first_take_back(qtbot, window, answer: str = "Take back") -> list:
    """Ctrl+Z for the first time in a game: the person reads that it will count as assisted and
    answers; returns what the question said."""
    seen = when_modal(click_in_modal(answer))
    window.view.setFocus()
    press(qtbot, Qt.Key.Key_Z, CTRL, where=window)
    assert seen, "no question before the first take-back"
    return seen


def back_to_the_person(controller: GameController, qtbot) -> None:
    qtbot.waitUntil(
        lambda: controller.game.is_over or (controller.input.acting() and controller.game.current_seat == 0),
        timeout=20_000,
    )


def person_played(controller: GameController, qtbot, action: str) -> None:
    """The person plays ``action`` (setting up a position), the CPUs answer until the person's turn."""
    assert controller.driver.play(action)
    back_to_the_person(controller, qtbot)


def test_ctrl_z_undoes_your_action_and_the_cpus_since(controller, qtbot) -> None:
    controller.start(GameOptions("Sara", seed=11))
    back_to_the_person(controller, qtbot)
    window = controller.window
    assert not window.take_back_action.isEnabled()  # nothing to take back yet
    before = controller.game.to_json()
    person_played(controller, qtbot, str(controller.game.legal_actions()[0]))
    assert len(controller.record) >= 4  # the person's action and the CPUs'
    assert window.take_back_action.isEnabled()
    seen = first_take_back(qtbot, window)
    assert "counts as assisted" in seen[0].text
    game = controller.game
    assert json.loads(game.to_json()) | {"assisted": None} == json.loads(before) | {"assisted": None}
    assert game.assisted and controller.record.assisted and len(controller.record) == 0
    assert window.assisted.isVisible()
    assert window.log_lines()[-1] == "Taken back: the game counts as assisted from now on."


def test_the_same_deal_and_traps_follow_a_take_back(controller, qtbot) -> None:
    controller.start(GameOptions("Sara", seed=5))
    back_to_the_person(controller, qtbot)
    first = str(controller.game.legal_actions()[0])
    start = controller.game.copy()
    controller.driver.cpu_delay_ms = 60_000  # the CPUs wait: only the person's action is compared
    assert controller.driver.play(first)
    qtbot.waitUntil(controller.scene.animator.is_idle)
    after_first = controller.game.state
    first_take_back(qtbot, controller.window)
    assert controller.game.state == start.state
    assert controller.game.state.deck == start.state.deck and controller.game.state.traps == start.state.traps
    assert controller.driver.play(first)
    qtbot.waitUntil(controller.scene.animator.is_idle)
    assert controller.game.state == after_first  # every random draw the same: nothing to fish for


def test_redo_until_a_new_action(controller, qtbot) -> None:
    controller.start(GameOptions("Sara", seed=11))
    back_to_the_person(controller, qtbot)
    person_played(controller, qtbot, str(controller.game.legal_actions()[0]))
    played = controller.record.actions
    window = controller.window
    first_take_back(qtbot, window)
    assert window.redo_action.isEnabled()
    press(qtbot, Qt.Key.Key_Z, CTRL_SHIFT, where=window)
    assert controller.record.actions == played and controller.record.assisted
    assert not window.redo_action.isEnabled()
    press(qtbot, Qt.Key.Key_Z, CTRL, where=window)
    back_to_the_person(controller, qtbot)
    person_played(controller, qtbot, str(controller.game.legal_actions()[-1]))
    assert not window.redo_action.isEnabled()  # a new action: nothing to redo


def test_not_offered_in_a_hot_seat_game_nor_the_lessons_nor_when_turned_off(controller, qtbot) -> None:
    window = controller.window
    controller.driver.cpu_delay_ms = 60_000
    controller.start(GameOptions("Sara", seed=3), players=(HUMAN, HUMAN, RANDOM, RANDOM))
    assert controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle)
    assert not window.take_back_action.isEnabled()
    press(qtbot, Qt.Key.Key_Z, CTRL, where=window)
    assert len(controller.record) == 1
    controller.lessons.start()
    assert not window.take_back_action.isEnabled()
    controller.lessons.leave()
    controller.start(GameOptions("Sara", seed=3))
    assert controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle)
    assert window.take_back_action.isEnabled()
    window.settings_action.trigger()
    dialog = controller.preferences.dialog
    qtbot.mouseClick(dialog.take_back_check, Qt.MouseButton.LeftButton)
    assert not dialog.take_back_check.isChecked()
    dialog.close()
    assert not controller.take_back.can_take_back()


def test_saves_and_records_keep_the_mark(controller, qtbot, tmp_path) -> None:
    controller.start(GameOptions("Sara", seed=11))
    back_to_the_person(controller, qtbot)
    person_played(controller, qtbot, str(controller.game.legal_actions()[0]))
    first_take_back(qtbot, controller.window)
    assert controller.files.save_to(tmp_path / "game.jackaroo")
    assert json.loads((tmp_path / "game.jackaroo").read_text())["assisted"] is True
    assert controller.files.save_record_to(tmp_path / "game.jackaroo-record")
    assert GameRecord.from_json((tmp_path / "game.jackaroo-record").read_text()).assisted
    controller.start(GameOptions("Sara", seed=2))
    assert not controller.window.assisted.isVisible()
    assert controller.load_from(tmp_path / "game.jackaroo")
    assert controller.game.assisted and controller.window.assisted.isVisible()


def test_an_assisted_win_is_counted_apart_and_never_a_high_score(controller, qtbot) -> None:
    controller.driver.cpu_delay_ms = 60_000
    game = position("t97 s1 s2 s3 | t40", "2S 3S 4S 5S")
    controller.take_over(game)
    assert controller.driver.play("4S move t97")  # backwards, away from home: then taken back
    qtbot.waitUntil(controller.scene.animator.is_idle)
    first_take_back(qtbot, controller.window)
    assert controller.record.assisted
    assert controller.driver.play("2S move t97")  # into the last Safe cell: a win
    qtbot.waitUntil(lambda: controller.game_over.dialog is not None)
    stats = load_statistics()
    assert (stats.assisted_played, stats.assisted_won) == (1, 1)
    assert stats.played == 0 and stats.current_streak == 0
    assert all(not table for table in load_high_scores().tables.values())
    controller.game_over.dialog.done(0)


def test_cancel_before_the_first_take_back_keeps_the_game_unassisted(controller, qtbot) -> None:
    controller.start(GameOptions("Sara", seed=11))
    back_to_the_person(controller, qtbot)
    person_played(controller, qtbot, str(controller.game.legal_actions()[0]))
    played = controller.record.actions
    first_take_back(qtbot, controller.window, answer="Cancel")
    assert controller.record.actions == played and not controller.record.assisted


def test_after_a_redo_the_taken_back_line_stays_where_it_happened(controller, qtbot) -> None:
    controller.start(GameOptions("Sara", seed=11))
    back_to_the_person(controller, qtbot)
    person_played(controller, qtbot, str(controller.game.legal_actions()[0]))
    window = controller.window
    first_take_back(qtbot, window)
    taken = "Taken back: the game counts as assisted from now on."
    assert window.log_lines()[-1] == taken
    press(qtbot, Qt.Key.Key_Z, CTRL_SHIFT, where=window)  # Redo: the actions come back after it
    lines = window.log_lines()
    assert lines.count(taken) == 1 and lines[-1] != taken
    assert lines.index(taken) < len(lines) - len(controller.record.actions) + 1
