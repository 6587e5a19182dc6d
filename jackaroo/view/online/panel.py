"""The online table's side panel during a game: chat beside the log, and the table's buttons.

Chat lines are shown as they come unless muted; the input takes at most the protocol's
:data:`~jackaroo.online.protocol.MAX_CHAT` characters.  Rematch and Save record are offered once the
game is over; Leave at any time.  It only shows and asks: the controller sends.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...online.links import invitation_link
from ...online.protocol import MAX_CHAT
from ..buttons import destructive
from ..text.bidi import fill
from .chat_lines import ChatLines

#: chat lines kept on show
MAX_LINES = 500


class OnlinePanel(QWidget):
    """Chat, mute, and the online table's Rematch, Save record and Leave."""

    said = Signal(str)
    rematch_requested = Signal()
    record_requested = Signal()
    leave_requested = Signal()
    #: Invite a friend…: choose an online friend to invite to this table
    invite_requested = Signal()
    #: (a chat line's number, the reason given): report it to the server's admin
    report_requested = Signal(object, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        layout.addLayout(self._build_copies())
        #: who plays here ("Signed in as Sara", "You play as a guest") and one's rating after a game
        self.account = QLabel()
        self.account.setTextFormat(Qt.TextFormat.PlainText)
        self.account.setWordWrap(True)
        self.account.hide()
        layout.addWidget(self.account)
        #: "You are watching" for a spectator
        self.watching = QLabel(self.tr("You are watching this table."))
        self.watching.setStyleSheet(
            "background: #fff1cc; color: #6d4c00; border-radius: 4px; padding: 3px 6px"
        )
        self.watching.hide()
        layout.addWidget(self.watching)
        self.code = self.link = ""
        head = QHBoxLayout()
        head.addWidget(QLabel(self.tr("Chat")))
        head.addStretch(1)
        self.mute_box = QCheckBox(self.tr("&Mute"))
        head.addWidget(self.mute_box)
        self.report_button = QPushButton(self.tr("Rep&ort…"))
        self.report_button.setToolTip(self.tr("Report the chat line clicked to the server's admin"))
        head.addWidget(self.report_button)
        layout.addLayout(head)
        self.lines = ChatLines(MAX_LINES)
        self.lines.setMinimumHeight(60)
        self.lines.report_requested.connect(self.report_requested)
        self.report_button.clicked.connect(self.lines.report_current)
        layout.addWidget(self.lines, 1)
        self.input = QLineEdit()
        self.input.setMaxLength(MAX_CHAT)
        self.input.setPlaceholderText(self.tr("Say something to the table"))
        self.input.returnPressed.connect(self._send)  # Return and the keypad's Enter
        self.send_button = QPushButton(self.tr("&Send"))
        self.send_button.clicked.connect(self._send)
        say = QHBoxLayout()
        say.addWidget(self.input, 1)
        say.addWidget(self.send_button)
        layout.addLayout(say)
        #: the end of the last game and the series' score (hidden until a game is over)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # names come from players
        self.summary.hide()
        layout.addWidget(self.summary)
        buttons = QHBoxLayout()
        self.rematch_button = QPushButton(self.tr("Re&match"))
        self.record_button = QPushButton(self.tr("Save r&ecord…"))
        self.leave_button = destructive(QPushButton(self.tr("&Leave")))
        self.rematch_button.clicked.connect(self.rematch_requested)
        self.record_button.clicked.connect(self.record_requested)
        self.leave_button.clicked.connect(self.leave_requested)
        # two rows, so that no button is squeezed below its text in the narrow side panel
        buttons.addWidget(self.rematch_button)
        buttons.addWidget(self.record_button)
        layout.addLayout(buttons)
        leave_row = QHBoxLayout()
        leave_row.addStretch(1)
        leave_row.addWidget(self.leave_button)
        layout.addLayout(leave_row)
        self.set_over(False)

    def _build_copies(self) -> QVBoxLayout:
        """Copy code, Copy invitation link and Invite a friend…, under the status (the panel is
        narrow: the invitation of a friend on a row of its own)."""
        self.copy_button = QPushButton(self.tr("&Copy code"))
        self.copy_button.clicked.connect(self.copy_code)
        self.copy_button.hide()
        self.link_button = QPushButton(self.tr("Copy invitation lin&k"))
        self.link_button.clicked.connect(self.copy_link)
        self.link_button.hide()
        self.invite_button = QPushButton(self.tr("&Invite a friend…"))
        self.invite_button.clicked.connect(self.invite_requested)
        self.invite_button.hide()
        rows = QVBoxLayout()
        for buttons in ((self.copy_button, self.link_button), (self.invite_button,)):
            row = QHBoxLayout()
            row.addStretch(1)
            for button in buttons:
                row.addWidget(button)
            rows.addLayout(row)
        return rows

    def _send(self) -> None:
        text = self.input.text().strip()
        if text:
            self.said.emit(text)
            self.input.clear()
        self.input.setFocus()  # after Send, the next line is typed where the last one was

    def add_line(self, name: str, text: str, chat_id: int | None = None) -> None:
        """A chat line from ``name`` (not shown while muted), numbered ``chat_id`` at its table."""
        if not self.mute_box.isChecked():
            self.lines.add(fill(self.tr("{name}: {text}"), name=name, text=text), chat_id)

    def set_over(self, over: bool) -> None:
        """Rematch and Save record are offered once the game is over."""
        self.rematch_button.setEnabled(over)
        self.record_button.setEnabled(over)

    def set_watching(self, watching: bool) -> None:
        """A spectator may chat and leave, not vote for a rematch; the panel says they watch."""
        self.rematch_button.setVisible(not watching)
        self.watching.setVisible(watching)

    def set_table(self, table: str, address: str, code: str | None, watching: bool) -> None:
        """Which table this is, where, and (to the people seated) its invitation code with Copy."""
        self.code = "" if watching else code or ""
        if self.code:
            text = fill(
                self.tr("Table at {address}, invitation code {code}"), address=address, code=self.code
            )
        else:
            text = fill(self.tr("Table {table} at {address}"), table=table, address=address)
        self.status.setText(text)
        self.copy_button.setVisible(bool(self.code))
        self.link = invitation_link(address, self.code) or ""
        self.link_button.setVisible(bool(self.link))
        self.link_button.setToolTip(self.link)
        self.invite_button.setVisible(not watching)

    def set_account(self, text: str) -> None:
        """Who plays here, and their rating ("" hides it)."""
        self.account.setText(text)
        self.account.setVisible(bool(text))

    def copy_code(self) -> None:
        """Put the invitation code on the clipboard."""
        if self.code:
            QGuiApplication.clipboard().setText(self.code)

    def copy_link(self) -> None:
        """Put the invitation link (``jackaroo://host:port/CODE``) on the clipboard."""
        if self.link:
            QGuiApplication.clipboard().setText(self.link)

    def add_notice(self, text: str) -> None:
        """A line about the table itself (who came to watch), in the chat."""
        self.lines.add(text)

    def restore_lines(self, lines: list[tuple[str, str, int | None]]) -> None:
        """The table's last chat lines (name, text, number), instead of those shown."""
        self.lines.clear()
        for line in lines:
            self.add_line(*line)

    def show_summary(self, lines: list[str]) -> None:
        """The end of the last game, the series' score and who asked for a rematch, a line each
        (plain text; [] hides them)."""
        self.summary.setText("\n".join(lines))
        self.summary.setVisible(bool(lines))

    def clear_chat(self) -> None:
        """A new table: its chat starts empty (and no game of it has ended yet)."""
        self.lines.clear()
        self.show_summary([])
