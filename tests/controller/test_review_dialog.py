"""Game > Review game…: the player's decisions judged on a worker thread behind a progress bar,
then listed; choosing one opens the board at that position with Expert's play previewed."""

from __future__ import annotations

from jackaroo.controller.turns.preview import preview
from jackaroo.model import Action
from jackaroo.view.dialogs.review import ReviewDialog
from jackaroo.view.settings.seats import GameOptions


def play_some(controller, qtbot, actions: int = 24) -> None:
    controller.driver.cpu_delay_ms = 0
    controller.start(GameOptions("Sara", seed=7))
    while len(controller.driver.record) < actions:
        qtbot.waitUntil(controller.input.acting, timeout=20_000)
        controller.driver.play(controller.game.legal_actions()[0])


def test_a_review_lists_the_decisions_and_shows_one_on_the_board(held_controller, qtbot) -> None:
    controller = held_controller
    play_some(controller, qtbot)
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)
    controller.review.start(controller.record, 0, rollouts=2)
    assert controller.review.progress is not None  # a progress bar while it works
    qtbot.waitUntil(lambda: controller.review.dialog is not None, timeout=60_000)
    dialog: ReviewDialog = controller.review.dialog
    assert dialog.list.count() == len(dialog.judgements) > 0
    assert all("t1" not in dialog.list.item(i).text() for i in range(dialog.list.count()))  # words
    dialog.only_mistakes.setChecked(False)
    record = controller.record
    row = next(
        r
        for r, j in enumerate(dialog.judgements)
        if preview(record.game_at(j.index), Action.parse(j.best)).landings  # a play that moves a marble
    )
    dialog.list.setCurrentRow(row)
    index = dialog.judgements[row].index
    assert controller.replay is not None and controller.replay.index == index
    assert controller.scene.preview  # Expert's play drawn on the board
    dialog.close()
    controller.end_replay()


def test_a_review_can_be_cancelled(held_controller, qtbot) -> None:
    controller = held_controller
    play_some(controller, qtbot, actions=12)
    controller.review.start(controller.record, 0, rollouts=50)
    controller.review.progress.cancel()
    qtbot.wait(300)
    assert controller.review.dialog is None


def test_nothing_to_review_before_the_first_action(held_controller) -> None:
    held_controller.start(GameOptions("Sara", seed=7))
    held_controller.window.review_action.trigger()
    assert held_controller.window.banner.text() == "Nothing to review yet."
