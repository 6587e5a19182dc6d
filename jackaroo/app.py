"""Composition root of the desktop game: QApplication, cards, window, controller."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from .controller.game_controller import GameController
from .controller.saves import autosave_path, read_save
from .model.cards import CardTable, default_card_table
from .model.errors import JackarooError
from .view.dialogs import StartDialog
from .view.main_window import MainWindow
from .view.preferences import Preferences, load_preferences
from .view.scene import BoardScene


def build(
    cards: CardTable | None = None, preferences: Preferences | None = None
) -> tuple[MainWindow, GameController]:
    """The window and its controller, with no game started yet; ``preferences`` (e.g. the stored
    ones) are applied, else the defaults stay."""
    table = cards or default_card_table()
    window = MainWindow(BoardScene(table))
    controller = GameController(window, table)
    if preferences is not None:
        controller.preferences.set(preferences, save=False)
    return window, controller


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game: ask for the player's name, then play."""
    app = QApplication.instance() or QApplication(list(argv if argv is not None else sys.argv))
    app.setApplicationName("Jackaroo")
    app.setOrganizationName("Jackaroo")
    window, controller = build(preferences=load_preferences())
    controller.autosave_file = autosave_path()
    if _resume(window, controller):
        return app.exec()
    dialog = StartDialog()
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return 0
    window.show()
    controller.start(dialog.options())
    return app.exec()


def _resume(window: MainWindow, controller: GameController) -> bool:
    """If an unfinished game was autosaved, offer to resume it; True if it was resumed."""
    path = controller.autosave_file
    if path is None or not path.is_file():
        return False
    try:
        if read_save(path).is_over:
            return False
    except JackarooError:
        return False
    answer = QMessageBox.question(
        None,
        QCoreApplication.translate("app", "Jackaroo"),
        QCoreApplication.translate("app", "Resume your unfinished game?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    if answer != QMessageBox.StandardButton.Yes:
        return False
    window.show()
    return controller.load_from(path)
