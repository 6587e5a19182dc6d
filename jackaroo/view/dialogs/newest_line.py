"""A read-only text that keeps its newest line in view: the game's log and a table's chat.

Qt's own plain text follows what is appended only while it already shows its last line.  In the
side panel the log and the chat are squeezed to their least heights when the window is short (and
the chat's lines are put back at once when a person returns to a table), so that last line was
often out of view and the next one stayed there too: a person sent a chat line and did not see it.
"""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class NewestLineText(QPlainTextEdit):
    """Read-only text whose newest line stays in view: :meth:`scroll_to_end` after adding one, and
    a resize (made shorter) keeps it in view if it was; a reader who scrolled back keeps their place."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)

    def scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def resizeEvent(self, event: QResizeEvent) -> None:
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        if at_end:
            self.scroll_to_end()
