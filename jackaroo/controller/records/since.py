"""What happened since the person's last turn (the side panel's :class:`SinceStrip`): one line per
action played since the person at this computer last played, written as the log writes it.

A click on a line opens the replay at the position after that action (the board read only, the
game held); ← and → then step through the actions (the replay's keys), and a click on the board,
Back to the game or Esc goes back to the game.  With several people at this computer the lines are
those since the last turn of the person whose hand is (or is about to be) shown.  Online games and
games without a person here have no strip.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QMouseEvent

from ...model.board import Colour
from ...model.record import ReplayStep
from ...view.board.palette import COLOURS
from ...view.text.log_entry import LogEntry
from ...view.window.main_window import MainWindow
from ..turns.driver import TurnDriver
from ..turns.pass_screen import PassScreen
from .replay import Replay


class SinceLastTurn(QObject):
    """Keeps the strip's lines: :meth:`add` each action as the log writes it, :meth:`reset` for a new
    game, :meth:`refresh` when the board is idle (whose turn it is may have changed).
    ``open_at(index)`` opens the replay at a position and returns it; ``leave()`` goes back to the
    game."""

    def __init__(
        self,
        window: MainWindow,
        driver: TurnDriver,
        pass_screen: PassScreen,
        open_at: Callable[[int], Replay | None],
        leave: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.driver = driver
        self.pass_screen = pass_screen
        self.strip = window.since_strip
        self.open_at = open_at
        self.leave = leave
        #: the actions of the game so far: (index in the record, seat, log entry)
        self.actions: list[tuple[int, int, LogEntry]] = []
        #: whether a line's position is on the board (the replay was opened from the strip)
        self.showing = False
        self.strip.chosen.connect(self.show_action)
        self.strip.leave_requested.connect(self._leave)
        window.view.viewport().installEventFilter(self)

    def reset(self, steps: Iterable[tuple[ReplayStep, LogEntry]] = ()) -> None:
        """A game came to the table with these actions (each with its log entry)."""
        self.actions = [(step.index, step.seat, entry) for step, entry in steps]
        self.refresh()

    def add(self, step: ReplayStep, entry: LogEntry) -> None:
        """Action ``step`` is now in the log."""
        self.actions.append((step.index, step.seat, entry))
        self.refresh()

    def seat(self) -> int | None:
        """The person whose last turn the lines start after: the one whose hand is shown, or whom the
        pass screen waits for (None: nobody here, or an online game: no strip)."""
        if self.driver.record is None or not self.driver.local_seats():
            return None
        return self.pass_screen.person_shown

    def lines(self) -> list[tuple[int, str, LogEntry]]:
        """Since the person's last action: (index in the record, first line of words, entry)."""
        since: list[tuple[int, str, LogEntry]] = []
        person = self.seat()
        if person is None:
            return since
        for index, seat, entry in reversed(self.actions):
            if seat == person:
                break
            if entry.words:
                since.append((index, entry.words[0], entry))
        return since[::-1]

    def refresh(self) -> None:
        """Show the lines (the strip hides when there are none, or nobody here to read them, or the
        review is in the side panel)."""
        lines = self.lines()
        self.strip.set_lines(
            [
                (index, text, COLOURS[Colour[entry.colour]] if entry.colour else None)
                for index, text, entry in lines
            ]
        )
        review = self.window.review_panel.isVisibleTo(self.window)
        self.window.show_since((bool(lines) or self.showing) and not review)

    def show_action(self, index: int) -> None:
        """Show the board after action ``index`` (a line was clicked), the game held meanwhile."""
        replay = self.open_at(index + 1)
        if replay is None:
            return
        if not self.showing:
            self.showing = True
            replay.moved.connect(lambda shown: self.strip.mark(shown - 1))
            replay.closed.connect(self._ended)
        self.strip.mark(index)

    def _ended(self) -> None:
        self.showing = False
        self.strip.mark(None)
        self.refresh()

    def _leave(self) -> None:
        if self.showing:
            self.leave()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the board while a line's position is shown goes back to the game."""
        if (
            self.showing
            and isinstance(event, QMouseEvent)
            and event.type() == QEvent.Type.MouseButtonPress
            and event.button() == Qt.MouseButton.LeftButton
        ):
            self._leave()
            return True
        return super().eventFilter(watched, event)
