"""The Account tab of the account window: who is signed in at a server, and what can be done about it.

A guest (the app signs in as one by itself) may sign up, turning the guest into a named account that
keeps its games and rating, or sign in to a named account.  A named account may sign out here or
everywhere, change its password, or be deleted (asked first).  Password fields never show what is
typed, and are emptied once a request is sent: the app keeps no password.  It only shows and asks:
the controller sends.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...online.protocol import MAX_NAME
from ..buttons import destructive
from ..text.bidi import fill

#: a password's length as the server takes it (docs/protocol.md, "Accounts")
MAX_PASSWORD = 128


def password_edit() -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    edit.setMaxLength(MAX_PASSWORD)
    return edit


class AccountPage(QWidget):
    """Sign up, sign in, sign out (here or everywhere), change password, delete the account."""

    #: (user name, password)
    sign_up_requested = Signal(str, str)
    sign_in_requested = Signal(str, str)
    #: everywhere
    sign_out_requested = Signal(bool)
    #: (password, new password)
    password_change_requested = Signal(str, str)
    #: the password ("" for a guest)
    delete_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.status = QLabel(self.tr("Connecting…"))
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b71c1c")
        self.problem.hide()
        layout.addWidget(self.problem)
        # a guest (or nobody): sign up or sign in
        self.join_box = QGroupBox(self.tr("Sign up or sign in"))
        form = QFormLayout(self.join_box)
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_NAME)
        self.password_edit = password_edit()
        form.addRow(self.tr("User na&me:"), self.name_edit)
        form.addRow(self.tr("&Password:"), self.password_edit)
        hint = QLabel(self.tr("Signing up keeps the games and rating you have as a guest."))
        hint.setWordWrap(True)
        form.addRow(hint)
        row = QHBoxLayout()
        self.sign_up_button = QPushButton(self.tr("Sign &up"))
        self.sign_in_button = QPushButton(self.tr("Sign &in"))
        row.addStretch(1)
        row.addWidget(self.sign_up_button)
        row.addWidget(self.sign_in_button)
        form.addRow(row)
        layout.addWidget(self.join_box)
        # a named account: sign out, a new password
        self.named_box = QGroupBox(self.tr("Your account"))
        named = QFormLayout(self.named_box)
        self.current_edit = password_edit()
        self.new_edit = password_edit()
        named.addRow(self.tr("Current pass&word:"), self.current_edit)
        named.addRow(self.tr("&New password:"), self.new_edit)
        self.change_button = QPushButton(self.tr("&Change password"))
        out = QHBoxLayout()
        out.addWidget(self.change_button)
        self.sign_out_button = QPushButton(self.tr("Sign &out"))
        self.everywhere_button = QPushButton(self.tr("Sign out &everywhere"))
        out.addStretch(1)
        out.addWidget(self.sign_out_button)
        out.addWidget(self.everywhere_button)
        named.addRow(out)
        layout.addWidget(self.named_box)
        self.delete_button = destructive(QPushButton(self.tr("&Delete my account…")))
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.delete_button)
        layout.addLayout(bottom)
        layout.addStretch(1)
        self.sign_up_button.clicked.connect(lambda: self._join(self.sign_up_requested))
        self.sign_in_button.clicked.connect(lambda: self._join(self.sign_in_requested))
        # Return in the form does what its highlighted (default) button says: Sign up, the first
        for edit in (self.name_edit, self.password_edit):
            edit.returnPressed.connect(self._primary)
        self.current_edit.returnPressed.connect(self.change_button.click)
        self.new_edit.returnPressed.connect(self.change_button.click)
        self.change_button.clicked.connect(self._change)
        self.sign_out_button.clicked.connect(lambda: self.sign_out_requested.emit(False))
        self.everywhere_button.clicked.connect(lambda: self.sign_out_requested.emit(True))
        self.delete_button.clicked.connect(self._delete)
        for edit in (self.name_edit, self.password_edit, self.current_edit, self.new_edit):
            edit.textChanged.connect(self._validate)
        self.name: str | None = None
        self.show_account(False, None)

    def show_account(self, signed_in: bool, name: str | None, server: str = "") -> None:
        """Who is signed in at ``server``: ``name`` (None: a guest), or nobody (not connected)."""
        self.name = name if signed_in else None
        if not signed_in:
            self.status.setText(self.tr("Not signed in."))
        elif name is None:
            self.status.setText(fill(self.tr("You play as a guest at {server}."), server=server))
        else:
            self.status.setText(fill(self.tr("Signed in as {name} at {server}."), name=name, server=server))
        self.join_box.setVisible(name is None)
        self.sign_up_button.setDefault(name is None)  # the form's highlighted action
        self.named_box.setVisible(signed_in and name is not None)
        self.delete_button.setVisible(signed_in and name is not None)  # (a guest has no account)
        if name is not None:
            self.password_edit.clear()  # signed in: the password typed is needed no more
        self._validate()

    def password_changed(self) -> None:
        """Say that the password is changed (and what that did)."""
        self.show_problem("")
        self.status.setText(self.tr("Your password is changed; your other devices are signed out."))

    def show_problem(self, text: str) -> None:
        """Say why the last request was refused ("" for nothing); the focus goes to the field to
        put right (the user name of the sign-up form, or the current password), never to a
        button."""
        self.problem.setText(text)
        self.problem.setVisible(bool(text))
        if not text:
            return
        if self.join_box.isVisible():
            self.name_edit.setFocus()
            self.name_edit.selectAll()
        elif self.named_box.isVisible():
            self.current_edit.setFocus()

    def _primary(self) -> None:
        """Return in a field of the sign-up form: the button it highlights, Sign up."""
        if self.sign_up_button.isEnabled():
            self.sign_up_button.click()

    def _validate(self, *_args: object) -> None:
        joined = bool(self.name_edit.text().strip()) and bool(self.password_edit.text())
        self.sign_up_button.setEnabled(joined)
        self.sign_in_button.setEnabled(joined)
        self.change_button.setEnabled(bool(self.current_edit.text()) and bool(self.new_edit.text()))

    def _join(self, signal: object) -> None:
        name, password = self.name_edit.text().strip(), self.password_edit.text()
        if name and password:  # (the password stays until signed in: a refusal needs no retyping)
            self.show_problem("")
            signal.emit(name, password)  # type: ignore[attr-defined]

    def _change(self) -> None:
        password, new = self.current_edit.text(), self.new_edit.text()
        if password and new:
            self.show_problem("")
            self.current_edit.clear()
            self.new_edit.clear()
            self.password_change_requested.emit(password, new)

    def _delete(self) -> None:
        """Asks first; a named account confirms with its current password."""
        if self.name is not None and not self.current_edit.text():
            self.show_problem(self.tr("Type your current password to delete your account."))
            self.current_edit.setFocus()
            return
        question = self.tr(
            "Delete your account? Your rating and your user name go; your games stay, without your name."
        )
        answer = QMessageBox.question(
            self,
            self.tr("Delete my account"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        password = self.current_edit.text()
        self.current_edit.clear()
        if answer == QMessageBox.StandardButton.Yes:
            self.show_problem("")
            self.delete_requested.emit(password)
