"""The lines of a table's chat, each remembering the server's number of the line it shows (the
``id`` of a ``chat`` message, docs/protocol.md "Friends"), so that a person can report one: a
right click on a line offers **Report this line…**, as does the panel's Report… button for the
line the cursor is on.  Lines about the table itself (who came to watch) have no number and cannot
be reported.  It only shows and asks: the controller sends the report.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import QInputDialog, QLineEdit, QWidget

from ...online.protocol import MAX_CHAT
from ..dialogs.newest_line import NewestLineText
from ..text.bidi import align_to_reading_edge, fill


class ChatLines(NewestLineText):
    """Read-only chat lines, at most ``most`` of them (the oldest go first), the newest in view."""

    #: (the line's number at its table, an int past 32 bits; the reason given: "" for none)
    report_requested = Signal(object, str)

    def __init__(self, most: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumBlockCount(most)
        align_to_reading_edge(self.document())
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        #: the number of the line each text block shows (None: not a chat line), block by block
        self.ids: list[int | None] = []

    def add(self, text: str, chat_id: int | None = None) -> None:
        """Show ``text`` (one line, or more if it holds line breaks) as chat line ``chat_id``."""
        empty = self.document().isEmpty() and not self.ids
        before = 0 if empty else self.document().blockCount()
        self.appendPlainText(text)
        after = self.document().blockCount()
        self.ids.extend([chat_id] * max(1, after - before))
        del self.ids[: max(0, len(self.ids) - after)]  # (the oldest blocks went past the limit)
        self.scroll_to_end()

    def clear(self) -> None:
        self.ids = []
        super().clear()

    def chat_id_at(self, block: int) -> int | None:
        """The number of the chat line text block ``block`` shows (None: none)."""
        return self.ids[block] if 0 <= block < len(self.ids) else None

    def current_chat_id(self) -> int | None:
        """The number of the line the cursor is on (a click puts it there)."""
        return self.chat_id_at(self.textCursor().blockNumber())

    def _menu(self, point: QPoint) -> None:
        cursor = self.cursorForPosition(point)
        self.setTextCursor(cursor)
        menu = self.createStandardContextMenu(point)
        report = menu.addAction(self.tr("&Report this line…"))
        report.setEnabled(self.current_chat_id() is not None)
        report.triggered.connect(self.report_current)
        menu.exec(self.viewport().mapToGlobal(point))
        menu.deleteLater()

    def report_current(self) -> None:
        """Ask for a reason (optional) and report the line the cursor is on."""
        chat_id = self.current_chat_id()
        if chat_id is None:
            return
        block = self.textCursor().block().text()
        reason, accepted = QInputDialog.getText(
            self,
            self.tr("Report a chat line"),
            fill(self.tr("Report this line to the server's admin?\n\n{line}\n\nWhy (optional):"), line=block),
            QLineEdit.EchoMode.Normal,
        )
        if accepted:
            self.report_requested.emit(chat_id, reason.strip()[:MAX_CHAT])
