"""Each seat's connection and clocks on its panel during an online game.

The server sends durations, never times of day (docs/protocol.md, "The turn clock"): the ``deadline``
of the seat to act (held at its full length while it waits for that person's window) and, after a
drop, a seat's ``takeover_ms``.  :class:`SeatMarks` starts a ``QElapsedTimer`` when each arrives
and counts down on this computer's own monotonic clock, a few times a second while a countdown runs,
so the panels say "42 s left to play" and "Connection dropped: a CPU takes over in 25 s" truthfully.
While this app's own connection is down nothing is known of the others: their lines are emptied and
the person's own seat says it is reconnecting.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer

from ...view.online.seat_words import connection_words
from ...view.text.bidi import fill
from ...view.window.main_window import MainWindow

#: how often a running countdown is redrawn (milliseconds)
TICK_MS = 250


class Countdown:
    """``ms`` milliseconds from when it was made, on the monotonic clock (``running`` False: held
    until a new one comes, as a turn clock waiting for its person's window is)."""

    def __init__(self, ms: int, running: bool = True) -> None:
        self.ms = ms
        self.clock = QElapsedTimer()
        if running:
            self.clock.start()

    def seconds_left(self) -> int:
        """Whole seconds left, rounded up (0 once run out)."""
        left = self.ms - (self.clock.elapsed() if self.clock.isValid() else 0)
        return max(0, -(-left // 1000))


class SeatMarks(QObject):
    """The connection line of each seat's panel in ``window`` during an online game."""

    def __init__(
        self,
        window: MainWindow,
        parent: QObject | None = None,
        refresh_prompt: Callable[[], None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        #: writes the prompt as the game on the board stands (its one owner: the person's input)
        self.refresh_prompt = refresh_prompt
        self.seats: list[dict[str, Any]] = []
        #: the seat whose turn clock runs, and its countdown
        self.clock: tuple[int, Countdown] | None = None
        #: after a drop: seat -> countdown to a CPU taking over
        self.takeovers: dict[int, Countdown] = {}
        #: the seat to act (its prompt says why the table waits for it)
        self.acting: int | None = None
        #: this app's own seat, and the attempt at reconnecting (0: connected)
        self.you: int | None = None
        self.attempt = 0
        #: while the prompt says the table waits for a dropped line: the words written there
        self.waiting_words: str | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.show)

    def table(self, table: dict[str, Any]) -> None:
        """A ``table`` message: the seats, the clock, the take-over countdowns."""
        seats = table.get("seats")
        self.seats = [s if isinstance(s, dict) else {} for s in seats] if isinstance(seats, list) else []
        you = table.get("you")
        self.you = you if isinstance(you, int) else None
        self.attempt = 0
        self.takeovers = {
            i: Countdown(seat["takeover_ms"])
            for i, seat in enumerate(self.seats)
            if isinstance(seat.get("takeover_ms"), int)
        }
        self.deadline(table.get("deadline"))

    def deadline(self, deadline: object) -> None:
        """A ``deadline`` (in ``table``, ``played`` or ``clock``; None: no clock runs; ``waiting``:
        it runs once the person's window has drawn the plays before their turn)."""
        self.clock = None
        if isinstance(deadline, dict):
            seat, remaining = deadline.get("seat"), deadline.get("remaining_ms")
            if isinstance(seat, int) and isinstance(remaining, int):
                self.clock = (seat, Countdown(remaining, running=deadline.get("waiting") is not True))
        self.show()

    def reconnecting(self, attempt: int) -> None:
        """This app's connection is down; it tries again (attempt ``attempt``)."""
        self.attempt = max(1, attempt)
        self.clock, self.takeovers = None, {}
        self.show()

    def clear(self) -> None:
        """Offline again: no seat has a connection line."""
        self.seats, self.clock, self.takeovers, self.attempt, self.acting = [], None, {}, 0, None
        self.waiting_words = None
        self.timer.stop()
        for panel in self.window.panels:
            panel.set_connection("")

    def show(self) -> None:
        """Write every panel's line; keep ticking while a countdown runs."""
        for i, panel in enumerate(self.window.panels):
            panel.set_connection(self._words(i))
        self._show_waiting()
        running = self.clock is not None or bool(self.takeovers)
        if running and not self.timer.isActive():
            self.timer.start()
        elif not running:
            self.timer.stop()

    def _show_waiting(self) -> None:
        """While the seat to act is dropped, the prompt counts its take-over down (not "<name> is
        playing…"); once it is back, the prompt is written anew as the board stands (the board may
        have moved on meanwhile), unless it has been written since."""
        prompt = self.window.prompt
        waiting = self.takeovers.get(self.acting) if self.acting is not None and not self.attempt else None
        if waiting is None:
            written, self.waiting_words = self.waiting_words, None
            if written is not None and prompt.text() == written:
                self.refresh_prompt()
            return
        assert self.acting is not None
        name = str(self.seats[self.acting].get("name") or "") if self.acting < len(self.seats) else ""
        text = QCoreApplication.translate(
            "SeatMarks", "{name}'s connection dropped: a CPU plays in {seconds} s unless they come back."
        )
        words = fill(text, name=name, seconds=waiting.seconds_left())
        prompt.setText(words)
        self.waiting_words = words

    def _words(self, index: int) -> str:
        seat = self.seats[index] if index < len(self.seats) else {}
        if self.attempt:
            if index != self.you:
                return ""
            text = QCoreApplication.translate("SeatMarks", "Reconnecting… (attempt {attempt})")
            return fill(text, attempt=self.attempt)
        takeover = self.takeovers.get(index)
        clock = self.clock[1].seconds_left() if self.clock is not None and self.clock[0] == index else None
        return connection_words(
            seat, takeover_s=None if takeover is None else takeover.seconds_left(), clock_s=clock
        )
