"""The game's log beside the board: plain words, and the notation only when asked for.

A :class:`LogEntry` is one action's words (the card's line, then its effects) with its notation line
(``Sara: 10C discard``) kept aside; the :class:`LogPanel` shows the words, and with View > Show
notation each entry's notation line above them.  Messages (a game saved, a game loaded) are entries
without notation.  The panel keeps its entries, so switching the notation on or off rewrites the whole
log, and a replay can put back the log it replaced (:meth:`LogPanel.entries`, :meth:`LogPanel.restore`).
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from ...model.board import Colour
from ..board.palette import COLOURS
from ..dialogs.newest_line import NewestLineText
from ..text.bidi import align_to_reading_edge
from ..text.log_entry import LogEntry

#: the right-to-left mark (U+200F)
RLM = "\u200f"


#: the mark before an action's first line, in the colour of the seat that acted
BULLET = "\u25cf"


class LogPanel(NewestLineText):
    """A read-only log of :class:`LogEntry` values that always shows its newest line: each action's
    first line after a dot in its seat's colour, a blank line between one turn of the table and the
    next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        align_to_reading_edge(self.document())
        self._entries: list[LogEntry] = []
        self.show_notation = False
        self._turn: int | None = None  # the turn of the last entry shown

    def add(self, entry: LogEntry) -> None:
        """Append ``entry`` and scroll to it."""
        self._entries.append(entry)
        self._append(entry)
        self.scroll_to_end()

    def add_message(self, *lines: str) -> None:
        """Append a message (no notation)."""
        self.add(LogEntry(tuple(lines)))

    def clear_entries(self) -> None:
        self._entries.clear()
        self._turn = None
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
        """The log's lines as read, oldest first (no colour dot, no blank line between turns)."""
        lines = (
            line.removeprefix(RLM).removeprefix(BULLET + " ") for line in self.toPlainText().splitlines()
        )
        return [line for line in lines if line]

    def _render(self) -> None:
        self.clear()
        self._turn = None
        for entry in self._entries:
            self._append(entry)
        self.scroll_to_end()

    def _append(self, entry: LogEntry) -> None:
        mark = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        for i, (turn, lines) in enumerate(entry.groups(self.show_notation)):
            if turn is not None and self._turn is not None and turn != self._turn:
                self.appendPlainText("")  # a new turn of the table
            if turn is not None:
                self._turn = turn
            html_lines = [
                (RLM if mark else "") + html.escape(line).replace("    ", "&nbsp;" * 4) for line in lines
            ]
            if entry.colour is not None and i == 0:
                dot = f"<span style='color:{COLOURS[Colour[entry.colour]].name()}'>{BULLET}</span> "
                html_lines[0] = dot + html_lines[0]
            self.appendHtml("<br>".join(html_lines))
