"""The question asked when the host of a table with other people quits: keep the table running in
the background, end it, or cancel (docs/online.md, "In the app")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from ..text.bidi import fill

KEEP, END, CANCEL = "keep", "end", "cancel"


def _tr(text: str) -> str:
    return QCoreApplication.translate("QuitHosting", text)


def ask_quit_hosting(parent: QWidget, names: Sequence[str]) -> str:
    """Ask the host who quits what becomes of her table, where ``names`` are the other people at it:
    :data:`KEEP` (the server keeps running when the app has quit), :data:`END` (it stops) or
    :data:`CANCEL` (the app does not quit)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(_tr("Quit"))
    people = QLocale().createSeparatedList(list(names))
    box.setText(fill(_tr("Quitting ends this table for {names}."), names=people))
    box.setInformativeText(
        _tr(
            "Keep it running in the background and the game goes on (a CPU plays your seat until you"
            " come back): at the next start, Return to your table brings you back to it."
        )
    )
    keep = box.addButton(_tr("&Keep it running"), QMessageBox.ButtonRole.AcceptRole)
    end = box.addButton(_tr("&End it"), QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(_tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    return KEEP if clicked is keep else END if clicked is end else CANCEL
