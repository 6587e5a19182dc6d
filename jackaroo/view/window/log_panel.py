"""The game's log beside the board: plain words, and the notation only when asked for.

A :class:`LogEntry` is one action's words (the card's line, then its effects) with its notation line
(``Sara: 10C discard``) kept aside; the :class:`LogPanel` shows the words, and with View > Show
notation each entry's notation line above them.  Messages (a game saved, a game loaded) are entries
without notation.  The panel keeps its entries, so switching the notation on or off rewrites the whole
log, and a replay can put back the log it replaced (:meth:`LogPanel.entries`, :meth:`LogPanel.restore`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..text.log_entry import LogEntry

#: the right-to-left mark (U+200F)
RLM = "\u200f"


class LogPanel(QPlainTextEdit):
    """A read-only log of :class:`LogEntry` values that always shows its newest line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._entries: list[LogEntry] = []
        self.show_notation = False

    def add(self, entry: LogEntry) -> None:
        """Append ``entry`` and scroll to it."""
        self._entries.append(entry)
        lines = entry.lines(self.show_notation)
        if lines:
            self.appendPlainText("\n".join(self._directed(lines)))
        self._scroll_to_end()

    def add_message(self, *lines: str) -> None:
        """Append a message (no notation)."""
        self.add(LogEntry(tuple(lines)))

    def clear_entries(self) -> None:
        self._entries.clear()
        self.clear()

    def entries(self) -> tuple[LogEntry, ...]:
        return tuple(self._entries)

    def restore(self, entries: Iterable[LogEntry]) -> None:
        """Show ``entries`` instead of the current ones."""
        self._entries = list(entries)
        self._render()

    def set_show_notation(self, on: bool) -> None:
        """Show (or hide) each entry's notation line."""
        if on != self.show_notation:
            self.show_notation = on
            self._render()

    def lines(self) -> list[str]:
        """The log's lines as shown, oldest first."""
        return [line.removeprefix(RLM) for line in self.toPlainText().splitlines()]

    def _render(self) -> None:
        text: Sequence[str] = [line for entry in self._entries for line in entry.lines(self.show_notation)]
        self.setPlainText("\n".join(self._directed(text)))
        self._scroll_to_end()

    def _directed(self, lines: Sequence[str]) -> list[str]:
        """Right to left, each line starts with a right-to-left mark: a line that begins with a name
        in Latin letters ("CPU 1 يلعب …") still reads from the right."""
        if self.layoutDirection() != Qt.LayoutDirection.RightToLeft:
            return list(lines)
        return [RLM + line for line in lines]

    def _scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
