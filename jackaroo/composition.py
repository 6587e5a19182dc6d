"""The composition of the desktop game: the QApplication, and a window with its controller.

:mod:`jackaroo.app` (the ``jackaroo`` command) and :mod:`jackaroo.selftest` both build the game
here, so imports run one way: app -> selftest -> composition -> controller, view, model.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .controller.game_controller import GameController
from .controller.records.game_menu import GameMenuItems
from .controller.settings.language_menu import LanguageMenu
from .model.cards import CardTable, default_card_table
from .resources import find
from .version import VERSION
from .view.board.scene import BoardScene
from .view.settings.preferences import Preferences
from .view.settings.store import remembered_language
from .view.text.language import apply_language
from .view.window.main_window import MainWindow

#: the application's id: the desktop file's name (Linux) and the bundle identifier (macOS)
APP_ID = "io.github.jackaroo.Jackaroo"


def build(
    cards: CardTable | None = None, preferences: Preferences | None = None
) -> tuple[MainWindow, GameController]:
    """The window and its controller, with no game started yet; ``preferences`` (e.g. the stored
    ones) are applied, else the defaults stay.  Raises the model's JackarooError for a bad
    ``data/Cards.csv``."""
    table = cards or default_card_table()
    window = MainWindow(BoardScene(table))
    controller = GameController(window, table)
    LanguageMenu(window, controller)
    GameMenuItems(controller, controller.take_back, controller)
    if preferences is not None:
        controller.preferences.set(preferences, save=False)
    return window, controller


def application(argv: Sequence[str] = (), language: str | None = None) -> QApplication:
    """The QApplication (made from ``argv`` if there is none yet), named, with its version, the
    desktop file's id and the window icon (resources/icon.png; no icon if it is missing), speaking
    ``language`` ("system", "en", "ar"; None: the one of View > Language, remembered)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv) or ["jackaroo"])
    app.setApplicationName("Jackaroo")
    app.setOrganizationName("Jackaroo")
    app.setApplicationVersion(VERSION)
    # the installed menu entry (packaging/linux/): Wayland and the docks match the window to it
    app.setDesktopFileName(APP_ID)
    with contextlib.suppress(FileNotFoundError):
        app.setWindowIcon(QIcon(str(find("resources/icon.png"))))
    apply_language(language if language is not None else remembered_language())
    return app
