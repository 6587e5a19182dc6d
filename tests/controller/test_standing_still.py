"""Nobody plays behind a question or a dialog over the table: while the person is asked whether to
leave the game in progress (Game > New game…, Play online…, Open game…, Help > Lessons…) and while
the dialog that follows is open, the CPUs wait; after No, or after Esc in the dialog, the game goes
on from the same position.  Acted as a person: the menus by Alt and their letters, the answers by mouse and Esc."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from support.person import click_in_modal, menu_item, when_modal

from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.text import messages

REAL_ASK = messages.ask  # before the fixture that fails on an unanswered question
#: how long CPUs get to play behind a dialog (each answers within a few of them at this delay)
CPU_DELAY_MS = 30
WATCH_MS = 1500


@pytest.fixture
def controller(held_controller, monkeypatch, qtbot):
    """A game against three CPUs, the person's first card played: CPU 1 to act, CPUs quick."""
    monkeypatch.setattr(messages, "ask", REAL_ASK)
    held_controller.driver.cpu_delay_ms = CPU_DELAY_MS
    held_controller.start(GameOptions("Sara", seed=4))
    assert held_controller.driver.play(held_controller.game.legal_actions()[0])
    return held_controller


def played(controller) -> int:
    return len(controller.record)


#: what the prompt beside the board says while the game waits
WAITING = "The game waits for your answer."


def watch_then(qtbot, controller, seen: list[int], answer, prompts: list[str]):
    """A :func:`when_modal` action: note the actions played while the dialog stays open for
    :data:`WATCH_MS` in ``seen`` and the prompt beside the board in ``prompts``, then ``answer`` it."""

    def act(dialog) -> None:
        before = played(controller)
        qtbot.wait(WATCH_MS)
        seen.append(played(controller) - before)
        prompts.append(controller.window.prompt.text())
        answer(dialog)

    return act


def esc(qtbot):
    def act(dialog) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    return act


#: (menu's letter, its place in the menu bar, item's letter, the question's words)
NO_CASES = {
    "new game": (Qt.Key.Key_G, 0, Qt.Key.Key_N, "Your unfinished game, A New Game Spin, round 1, will be"),
    "lessons": (Qt.Key.Key_H, 3, Qt.Key.Key_L, "Leave the game in progress for the lessons?"),
}


@pytest.mark.parametrize("case", NO_CASES)
def test_the_cpus_wait_while_asked_and_go_on_after_no(controller, qtbot, case) -> None:
    opener, menu, key, words = NO_CASES[case]
    window, game = controller.window, controller.game
    moved: list[int] = []
    prompts: list[str] = []
    shown = when_modal(watch_then(qtbot, controller, moved, click_in_modal("Cancel"), prompts))
    menu_item(qtbot, window, key, menu, opener)
    assert shown and words in shown[0].text
    assert moved == [0], "a CPU played behind the question"
    assert prompts == [WAITING]
    assert controller.game is game
    assert controller.window.prompt.text() != WAITING
    qtbot.waitUntil(lambda: controller.game.current_seat == 0, timeout=20_000)  # the CPUs play on


#: (item's letter in the Game menu, the question's words, the title of the question and of the
#: dialog after going on, the button that goes on)
ESC_CASES = {
    "play online": (Qt.Key.Key_L, "Leave the game in progress to play online?", "Play online", "Play online"),
    "open game": (Qt.Key.Key_O, "Your unfinished game", "Open game", "Replace it"),
}


@pytest.mark.parametrize("case", ESC_CASES)
def test_the_cpus_wait_behind_the_dialog_and_go_on_after_esc(controller, qtbot, case) -> None:
    key, words, title, go_on = ESC_CASES[case]
    window, game = controller.window, controller.game
    moved: list[int] = []
    prompts: list[str] = []

    def yes(question) -> None:  # then the dialog: watched too, then Esc
        when_modal(watch_then(qtbot, controller, moved, esc(qtbot), prompts), title)
        click_in_modal(go_on)(question)

    shown = when_modal(watch_then(qtbot, controller, moved, yes, prompts))
    menu_item(qtbot, window, key)
    assert shown and words in shown[0].text and shown[0].title == title  # the question, as its menu item
    qtbot.waitUntil(lambda: len(moved) == 2, timeout=10_000)
    assert moved == [0, 0], "a CPU played behind the question or the dialog"
    assert prompts == [WAITING, WAITING]
    assert controller.game is game and not window.home_shown
    qtbot.waitUntil(lambda: controller.game.current_seat == 0, timeout=20_000)  # Esc: it goes on
