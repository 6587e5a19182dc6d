"""Render docs/lesson.png: a lesson of the guided first game on the real board, offscreen.

    python scripts/lesson_screenshot.py [--lesson seven] [--result] [--out docs/lesson.png]
    python scripts/lesson_screenshot.py --high-scores --out high-scores.png

The lesson is opened as Help > Lessons opens it; its card is selected and its marbles chosen as its
solution says, so the move's preview shows.  ``--result`` plays the solution and shows the panel's
"Well done".  ``--high-scores`` renders Game > High scores… with a few made-up entries instead.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from jackaroo.composition import build
from jackaroo.controller.lessons.catalogue import LESSONS, lesson_index
from jackaroo.model.actions import Action, Verb
from jackaroo.model.high_scores import HighScore, HighScores
from jackaroo.view.settings.store import save_high_scores


def settle(app: QApplication) -> None:
    for _ in range(50):
        app.processEvents()


def lesson_shot(app: QApplication, key: str, result: bool, out: str) -> None:
    window, controller = build()
    window.resize(1280, 800)
    window.show()
    controller.scene.animator.speed = 0
    controller.lessons.start(lesson_index(key))
    settle(app)
    lesson = LESSONS[lesson_index(key)]
    action = Action.parse(lesson.solution)
    if result:
        controller.driver.play(action)
    else:
        selection = controller.input.selection
        controller.input.select_card(list(selection.hand).index(action.card))
        if action.verb is not Verb.FIELD:
            for loc in action.locs:
                marble = controller.game.state.marble_at(controller.game.state.cell_of(loc))
                controller.input.click_marble(marble)
        if action.verb is Verb.SPLIT:
            window.split_box.setValue(action.split)
    settle(app)
    window.grab().save(out)


def high_scores_shot(app: QApplication, out: str) -> None:
    _window, controller = build()
    scores = HighScores()
    wins = ((14, "Sara", "2026-11-20"), (17, "Sara", "2026-11-02"), (23, "Omar", "2026-10-28"))
    for turns, name, date in wins:
        scores, _ = scores.add("greedy", HighScore(turns, name, date))
    save_high_scores(scores)
    keeper = controller.game_over.high_scores
    keeper.show()
    assert keeper.dialog is not None
    keeper.dialog.show_scores(scores, "greedy", 0)
    settle(app)
    keeper.dialog.grab().save(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lesson", default="seven", choices=[lesson.key for lesson in LESSONS])
    parser.add_argument("--result", action="store_true", help="play the solution and show the result")
    parser.add_argument("--high-scores", action="store_true", help="render Game > High scores… instead")
    parser.add_argument("--out", default="docs/lesson.png")
    args = parser.parse_args()
    app = QApplication(sys.argv)
    # settings (lesson progress, high scores) go to a temporary folder, not the user's
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    if args.high_scores:
        high_scores_shot(app, args.out)
    else:
        lesson_shot(app, args.lesson, args.result, args.out)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
