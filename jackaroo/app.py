"""The ``jackaroo`` command: the desktop game (built by :mod:`jackaroo.composition`) or its self-test.

``python -m jackaroo [--self-test [--seed N] [--timeout S]]``; other arguments go to Qt (e.g.
``-platform offscreen``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox

from .composition import application, build
from .controller.game_controller import GameController
from .controller.lesson_runner import offer_lessons
from .controller.saves import autosave_path, read_game_file
from .model.errors import JackarooError
from .model.players import HUMAN
from .model.record import GameRecord
from .selftest import DEFAULT_SEED, DEFAULT_TIMEOUT, run_self_test
from .view.dialogs import StartDialog
from .view.main_window import MainWindow
from .view.messages import error_text
from .view.resume_dialog import ResumeDialog
from .view.settings import load_preferences


def parse_arguments(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    """The game's own options from ``argv`` (program name first) and what is left for Qt."""
    parser = argparse.ArgumentParser(prog="jackaroo", description="Jackaroo, the desktop game.")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="play one game with every seat played by the CPU, print a summary, exit 0 if all went well",
    )
    parser.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help="seed of the self-test's game (default %(default)s)"
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT,
        help="seconds the self-test's game may take (default %(default)s)",
    )
    options, rest = parser.parse_known_args(list(argv[1:]))
    return options, [*argv[:1], *rest]


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game: ask for the player's name, then play (or run ``--self-test``).  Returns the
    exit code (1 when the cards file cannot be loaded; the reason is shown in a message box)."""
    options, qt_argv = parse_arguments(list(argv if argv is not None else sys.argv))
    if options.self_test:
        return run_self_test(qt_argv, seed=options.seed, timeout=options.timeout)
    app = application(qt_argv)
    try:
        window, controller = build(preferences=load_preferences())
    except JackarooError as error:  # a broken data/Cards.csv: say why rather than a traceback
        QMessageBox.critical(
            None,
            QCoreApplication.translate("app", "Jackaroo"),
            QCoreApplication.translate("app", "The game cannot start: {reason}").format(
                reason=error_text(error)
            ),
        )
        return 1
    controller.files.autosave_file = autosave_path()
    if _resume(window, controller):
        return app.exec()
    if offer_lessons():  # the first start only
        window.show()
        controller.lessons.start()
        return app.exec()
    dialog = StartDialog()
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return 0
    window.show()
    controller.start(dialog.options())
    return app.exec()


def _resume(window: MainWindow, controller: GameController) -> bool:
    """If an unfinished game was autosaved, offer to resume it; True if it was resumed."""
    path = controller.files.autosave_file
    if path is None or not path.is_file():
        return False
    try:
        kept = read_game_file(path)
        game = kept.final_game() if isinstance(kept, GameRecord) else kept
    except JackarooError:
        return False
    if game.is_over:
        return False
    saved = datetime.fromtimestamp(path.stat().st_mtime)
    people = [seat for seat, player in enumerate(game.state.players) if player == HUMAN]
    dialog = ResumeDialog(game.state, controller.cards, saved, people[0] if people else 0)
    if dialog.exec() != ResumeDialog.RESUME:
        return False
    window.show()
    return controller.load_from(path, resume=True)
