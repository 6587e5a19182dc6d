"""The ``jackaroo`` command: the desktop game (built by :mod:`jackaroo.composition`) or its self-test.

``python -m jackaroo [PATH] [--lang LANG] [--self-test [--seed N] [--timeout S]] [--version]``
(:mod:`jackaroo.arguments`); other arguments go to Qt (e.g. ``-platform offscreen``).  ``PATH`` is
a saved game or a game record to open (what a file manager passes for a double-clicked file).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from .ai import strength
from .arguments import parse_arguments
from .composition import application, build
from .controller.game_controller import GameController
from .controller.lessons.runner import offer_lessons
from .controller.records.file_open import FileOpenEvents
from .controller.records.saves import autosave_path, read_game_file
from .model.errors import JackarooError
from .model.players import HUMAN
from .model.record import GameRecord
from .selftest import run_self_test
from .view.dialogs.resume import ResumeDialog
from .view.dialogs.start import StartDialog
from .view.settings.store import load_preferences
from .view.text.messages import error_text
from .view.window.main_window import MainWindow

__all__ = ["SERVE", "main", "open_file", "parse_arguments"]

#: the first argument that makes the command the online game server (docs/online.md)
SERVE = "--serve"


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game: open the file named on the command line, or offer to resume the unfinished
    game, else ask for the table; then play (or run ``--self-test``).  Returns the exit code (1 when
    the cards file cannot be loaded; the reason is shown in a message box).  ``jackaroo --serve
    [server options]`` runs the online game server instead (what Play online's Host starts, also in
    the installed bundle, which has no ``python -m``)."""
    arguments = list(argv if argv is not None else sys.argv)
    if arguments[1:2] == [SERVE]:
        from .server.__main__ import main as serve  # headless: no window, no Qt

        return serve(arguments[2:])
    options, qt_argv = parse_arguments(arguments)
    if options.self_test:
        return run_self_test(
            qt_argv, seed=options.seed, timeout=options.timeout, theme=options.theme, language=options.lang
        )
    app = application(qt_argv, options.lang)
    preferences = load_preferences()
    if options.theme is not None:  # for this run only
        preferences = replace(preferences, theme=options.theme)
    try:
        window, controller = build(preferences=preferences)
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
    if sys.platform == "darwin":
        # macOS hands a double-clicked file over as an event, possibly while a start-up dialog is
        # open (elsewhere it comes as PATH; an application-wide filter sees every event, so only here)
        opener = FileOpenEvents(app)
        opener.requested.connect(lambda path: _open_requested(window, controller, path))
    # each step runs only while no game shows (a file may also be opened during a dialog)
    if options.path is not None:
        open_file(window, controller, options.path)
    if not window.isVisible():
        _resume(window, controller)
    if not window.isVisible() and offer_lessons() and not window.isVisible():  # the first start only
        window.show()
        controller.lessons.start()
    if not window.isVisible():
        dialog = StartDialog(strength=strength.load())
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        if not window.isVisible():
            if not accepted:
                return 0
            window.show()
            controller.start(dialog.options())
    return app.exec()


def open_file(window: MainWindow, controller: GameController, path: Path) -> bool:
    """Show the window and continue the saved game or record in ``path`` (told apart by its
    ``format``; a record is replayed from its start).  A file that cannot be opened is named, with
    the reason, in a message box, and nothing is shown; returns whether the file was opened."""
    try:
        read_game_file(Path(path))  # checked before the window shows
    except JackarooError as error:
        QMessageBox.warning(
            None,
            QCoreApplication.translate("app", "Jackaroo"),
            QCoreApplication.translate("app", "Could not open {path}: {reason}").format(
                path=str(path), reason=error_text(error)
            ),
        )
        return False
    window.show()
    return controller.load_from(Path(path))


def _open_requested(window: MainWindow, controller: GameController, path: Path) -> None:
    """The system asked to open ``path``: a start-up dialog still open gives way to it."""
    if not window.isVisible():
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog):
            modal.reject()
    open_file(window, controller, path)


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
