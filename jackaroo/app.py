"""The ``jackaroo`` command: the desktop game (built by :mod:`jackaroo.composition`) or its self-test.

``python -m jackaroo [PATH | LINK] [--lang LANG] [--self-test [--seed N] [--timeout S]] [--version]``
(:mod:`jackaroo.arguments`); other arguments go to Qt (e.g. ``-platform offscreen``).  ``PATH`` is
a saved game or a game record to open (what a file manager passes for a double-clicked file);
``LINK`` an invitation link, ``jackaroo://host:port/CODE``, whose table the app joins at once
(what a browser or chat passes for a clicked link).  Each start is a window of its own: a link
opened while the app runs opens a second one.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from .arguments import parse_arguments
from .composition import application, build
from .controller.game_controller import GameController
from .controller.records.file_open import FileOpenEvents
from .controller.records.saves import autosave_path, read_game_file
from .model.errors import JackarooError
from .selftest import run_self_test
from .view.settings.data_folder import settle_data_folder
from .view.settings.store import load_preferences
from .view.text.messages import error_text
from .view.window.main_window import MainWindow
from .view.window.place import keep_place

__all__ = ["SERVE", "launch", "main", "open_file", "parse_arguments"]

#: the first argument that makes the command the online game server (docs/online.md)
SERVE = "--serve"


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game: the main window, with the file named on the command line on its table, else
    the home screen (which offers the unfinished game, the lessons, a new game, online play); then
    play (or run ``--self-test``).  Returns the exit code (1 when
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
    launched = launch(options.path, options.theme, link=options.link)
    if launched is None:
        return 1
    return app.exec()


def launch(
    path: Path | None = None, theme: str | None = None, link: str | None = None
) -> tuple[MainWindow, GameController] | None:
    """Show the main window (in the QApplication made already) with the game in ``path`` on its table,
    else the home screen; with ``link`` (an invitation link), on its way to that link's table; ``theme``
    for this run only.  Returns the window and its controller, or None if the cards file cannot be
    loaded (the reason is shown in a message box)."""
    settle_data_folder()  # (files an earlier version kept one folder deeper move up, once)
    preferences = load_preferences()
    if theme is not None:  # for this run only
        preferences = replace(preferences, theme=theme)
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
        return None
    controller.files.autosave_file = autosave_path()
    if sys.platform == "darwin":
        # macOS hands a double-clicked file over as an event, possibly while a start-up dialog is
        # open (elsewhere it comes as PATH; an application-wide filter sees every event, so only here)
        opener = FileOpenEvents(QApplication.instance())
        opener.requested.connect(lambda asked: _open_requested(window, controller, asked))
        opener.link_requested.connect(lambda asked: _link_requested(controller, asked))
    keep_place(window, window.fit_to_screen)  # the size and place it had when it last closed
    window.show()
    opened = False
    if path is not None:  # an unfinished game kept to resume is replaced only if the player says so
        controller.home.show()
        title = QCoreApplication.translate("app", "Open game")
        opened = controller.home.may_replace(title) and open_file(window, controller, path)
    if not opened:
        controller.home.show()  # the home screen: ways into a game, the kept one first
    if link is not None:
        controller.online.open_link(link)  # the table shows once joined; the home screen says why not
    return window, controller


def open_file(window: MainWindow, controller: GameController, path: Path) -> bool:
    """Show the window and continue the saved game or record in ``path`` (told apart by its
    ``format``; a record is replayed from its start).  A file that cannot be opened is named, with
    the reason, in a message box, and the table stays as it was; returns whether the file was
    opened."""
    try:
        read_game_file(Path(path))  # checked before the window shows
    except JackarooError as error:
        QMessageBox.warning(
            window if window.isVisible() else None,
            QCoreApplication.translate("app", "Jackaroo"),
            QCoreApplication.translate("app", "Could not open {path}: {reason}").format(
                path=str(path), reason=error_text(error)
            ),
        )
        return False
    window.show()
    return controller.load_from(Path(path))


def _open_requested(window: MainWindow, controller: GameController, path: Path) -> None:
    """The system asked to open ``path`` (macOS): a dialog still open gives way to it, and a game in
    progress is left only once the player agrees."""
    modal = QApplication.activeModalWidget()
    if isinstance(modal, QDialog):
        modal.reject()
    if controller.home.may_replace(QCoreApplication.translate("app", "Open game")):
        open_file(window, controller, path)


def _link_requested(controller: GameController, link: str) -> None:
    """The system asked to follow an invitation link (macOS): as for a file, a dialog gives way."""
    modal = QApplication.activeModalWidget()
    if isinstance(modal, QDialog):
        modal.reject()
    controller.online.open_link(link)
