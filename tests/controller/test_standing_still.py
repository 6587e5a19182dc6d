"""Nobody plays behind a question or a dialog over the table: while the person is asked whether to
leave the game in progress (Game > New game…, Game > Play online…) and while the dialog that follows
is open, the CPUs wait; after No, or after Esc in the dialog, the game goes on from the same
position.  Acted as a person: the menus by Alt and their letters, the answers by mouse and Esc."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from support.person import click_in_modal, menu_item, when_modal

from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.text import messages

REAL_QUESTION = QMessageBox.question  # before the fixture that fails on an unanswered question
#: how long CPUs get to play behind a dialog (each answers within a few of them at this delay)
CPU_DELAY_MS = 30
WATCH_MS = 1500


@pytest.fixture
def controller(held_controller, monkeypatch, qtbot):
    """A game against three CPUs, the person's first card played: CPU 1 to act, CPUs quick."""
    monkeypatch.setattr(messages.QMessageBox, "question", staticmethod(REAL_QUESTION))
    held_controller.driver.cpu_delay_ms = CPU_DELAY_MS
    held_controller.start(GameOptions("Sara", seed=4))
    assert held_controller.driver.play(held_controller.game.legal_actions()[0])
    return held_controller


def played(controller) -> int:
    return len(controller.record)


def watch_then(qtbot, controller, seen: list[int], answer):
    """A :func:`when_modal` action: note the actions played while the dialog stays open for
    :data:`WATCH_MS`, then ``answer`` it."""

    def act(dialog) -> None:
        before = played(controller)
        qtbot.wait(WATCH_MS)
        seen.append(played(controller) - before)
        answer(dialog)

    return act


def test_the_cpus_wait_while_new_game_asks_and_go_on_after_no(controller, qtbot) -> None:
    window, game = controller.window, controller.game
    moved: list[int] = []
    shown = when_modal(watch_then(qtbot, controller, moved, click_in_modal("No")))
    menu_item(qtbot, window, Qt.Key.Key_N)  # Game > New game…
    assert shown and "Leave the game in progress?" in shown[0].text
    assert moved == [0], "a CPU played behind the question"
    assert controller.game is game
    qtbot.waitUntil(lambda: played(controller) >= 4, timeout=20_000)  # CPUs 1-3 play on


def test_the_cpus_wait_behind_play_online_and_go_on_after_esc(controller, qtbot) -> None:
    window, game = controller.window, controller.game
    moved: list[int] = []

    def esc(dialog) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    def yes(question) -> None:  # then the Play online dialog: watched too, then Esc
        when_modal(watch_then(qtbot, controller, moved, esc), "Play online")
        click_in_modal("Yes")(question)

    shown = when_modal(watch_then(qtbot, controller, moved, yes))
    menu_item(qtbot, window, Qt.Key.Key_L)  # Game > Play online…
    assert shown and "Leave the game in progress to play online?" in shown[0].text
    qtbot.waitUntil(lambda: len(moved) == 2, timeout=10_000)
    assert moved == [0, 0], "a CPU played behind the question or the Play online dialog"
    assert controller.game is game and not window.home_shown
    qtbot.waitUntil(lambda: played(controller) >= 4, timeout=20_000)  # Esc: the game goes on
