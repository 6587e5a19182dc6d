"""Composition root of the desktop game: QApplication, cards, window, controller."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QDialog

from .controller.game_controller import GameController
from .model.cards import default_card_table
from .view.dialogs import StartDialog
from .view.main_window import MainWindow
from .view.scene import BoardScene


def build(cards=None) -> tuple[MainWindow, GameController]:  # type: ignore[no-untyped-def]
    """The window and its controller, with no game started yet."""
    table = cards or default_card_table()
    window = MainWindow(BoardScene(table))
    return window, GameController(window, table)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game: ask for the player's name, then play."""
    app = QApplication.instance() or QApplication(list(argv if argv is not None else sys.argv))
    app.setApplicationName("Jackaroo")
    app.setOrganizationName("Jackaroo")
    window, controller = build()
    dialog = StartDialog()
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return 0
    window.show()
    controller.start(dialog.options())
    return app.exec()
