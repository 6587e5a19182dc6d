"""The small windows of friends at a table: **Invite a friend** (the friends online, one chosen
and invited to this table) and an invitation received (**Join** its table, or not now).  They
only show and ask: the controller sends."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class InviteDialog(QDialog):
    """The friends online: one chosen is invited (the dialog stays, saying so, for another)."""

    #: a friend's user name
    invite_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Invite a friend"))
        self.resize(360, 320)
        layout = QVBoxLayout(self)
        self.note = QLabel(self.tr("Asking the server who is online…"))
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.list = QListWidget()
        self.list.itemActivated.connect(lambda _item: self._invite())
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.invite_button = QPushButton(self.tr("&Invite"))
        buttons.addButton(self.invite_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.invite_button.clicked.connect(self._invite)
        self.list.itemSelectionChanged.connect(
            lambda: self.invite_button.setEnabled(bool(self.list.selectedItems()))
        )
        self.invite_button.setEnabled(False)

    def show_friends(self, names: list[str], here: int = 0) -> None:
        """The user names of the friends online who can be invited; ``here``: how many more are
        online at this table already (not listed)."""
        self.list.clear()
        for name in names:
            self.list.addItem(QListWidgetItem(name))
        if names:
            self.note.setText(self.tr("Choose a friend to invite to this table:"))
        elif here:
            self.note.setText(self.tr("Your friends online are at this table already."))
        else:
            self.note.setText(
                self.tr(
                    "None of your friends is online now. Add friends on the Friends tab of Account and leaderboard…"  # noqa: E501
                )
            )
        self.invite_button.setEnabled(False)

    def say(self, text: str) -> None:
        """Why there is nobody to invite, or who was invited."""
        self.note.setText(text)

    def _invite(self) -> None:
        items = self.list.selectedItems()
        if items:
            self.invite_requested.emit(items[0].text())


def invitation_box(parent: QWidget, text: str, join: bool) -> QMessageBox:
    """A window (not modal) saying ``text`` (an invitation) with **Join** (or, ``join`` False: the
    inviter watches, so **Watch**) and **Not now**; shown by the caller."""
    box = QMessageBox(parent)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(QCoreApplication.translate("InvitationBox", "Invitation"))
    box.setText(text)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.addButton(
        QCoreApplication.translate("InvitationBox", "Join")
        if join
        else QCoreApplication.translate("InvitationBox", "Watch"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.addButton(QCoreApplication.translate("InvitationBox", "Not now"), QMessageBox.ButtonRole.RejectRole)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return box


__all__ = ["InviteDialog", "invitation_box"]
