"""The question asked when the host of a table with other people quits: keep the table running in
the background, end it, or cancel (docs/online.md, "In the app")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from ..buttons import destructive
from ..text.bidi import fill

KEEP, END, CANCEL = "keep", "end", "cancel"


def ask_quit_hosting(parent: QWidget, names: Sequence[str]) -> str:
    """Ask the host who quits what becomes of the tables of the server she hosts, where ``names``
    are the other people at them (seated or watching): :data:`KEEP` (the server keeps running when
    the app has quit; the default), :data:`END` (every table ends for everyone, who is told; the
    server stops) or :data:`CANCEL` (the app does not quit).  End it is never a default button."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("QuitHosting", "Quit"))
    people = QLocale().createSeparatedList(list(names))
    text = QCoreApplication.translate("QuitHosting", "At the table you host: {names}.")
    box.setText(fill(text, names=people))
    box.setInformativeText(
        QCoreApplication.translate(
            "QuitHosting",
            "Keep it running in the background and the game goes on (a CPU plays your seat until you "
            "come back): at the next start, Return to your table brings you back to it. End it ends "
            "the table for everyone now: each of them is told, and it does not come back.",
        )
    )
    role = QMessageBox.ButtonRole
    keep = box.addButton(QCoreApplication.translate("QuitHosting", "&Keep it running"), role.AcceptRole)
    end = box.addButton(QCoreApplication.translate("QuitHosting", "&End it"), role.DestructiveRole)
    cancel = box.addButton(QCoreApplication.translate("QuitHosting", "Cancel"), role.RejectRole)
    destructive(end)
    box.setDefaultButton(keep)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    return KEEP if clicked is keep else END if clicked is end else CANCEL
