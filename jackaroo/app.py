"""Composition root of the desktop game: QApplication, cards, window, controller."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from .controller.game_controller import GameController
from .controller.saves import autosave_path, read_save
from .model.cards import default_card_table
from .model.errors import JackarooError
from .view.dialogs import StartDialog
from .view.main_window import MainWindow
from .view.scene import BoardScene


def build(cards=None) -> tuple[MainWindow, GameController]:  # type: ignore[no-untyped-def]
    """The window and its controller, with no game started yet."""
    table = cards or default_card_table()
    window = MainWindow(BoardScene(table))
    return window, GameController(window, table)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game: ask for the player's name, then play.  Returns the exit code (1 when the
    cards file cannot be loaded; the reason is shown in a message box)."""
    app = QApplication.instance() or QApplication(list(argv if argv is not None else sys.argv))
    app.setApplicationName("Jackaroo")
    app.setOrganizationName("Jackaroo")
    try:
        window, controller = build()
    except JackarooError as error:  # a broken data/Cards.csv: say why rather than a traceback
        QMessageBox.critical(
            None,
            QCoreApplication.translate("app", "Jackaroo"),
            QCoreApplication.translate("app", "The game cannot start: {reason}").format(reason=str(error)),
        )
        return 1
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
