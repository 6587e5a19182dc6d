"""The turn clock of a table (docs/protocol.md, "The turn clock").

When a person is to act and their table's ``turn_seconds`` is not 0, they have that long (times the
server's ``clock_scale``), from when their window has drawn the plays before their turn (the client's
``shown``; at most :data:`CATCH_UP_SECONDS` after the turn came, so a client that never says so waits
no longer than that); when it runs out, a CPU of the table's take-over level plays that one
action for them, and after :data:`KEEP_AFTER` such timeouts in a row the CPU keeps their seat until
they act again (any ``act``, or ``back``).  A position (seat and ply) keeps its clock while it
lasts, whatever else changes at the table; a new position, or the person's seat given back by a
CPU, starts a new one in full, and so does a restarted server.

A deadline is sent as the milliseconds remaining when the message was made (``remaining_ms``) and
the clock's length (``limit_ms``), never as a time of day: a client counts down from when it
receives the message on its own monotonic clock, so no clock need agree with the server's, and the
countdown ends at most the message's transit time after the server's.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: the turn clock's settings, in seconds (0: no clock)
TURN_SECONDS = (0, 30, 60, 120)
#: a table's turn clock unless its creator chooses: a public table (strangers) and a private one
#: (friends invited by code, who are given longer but never wait forever)
PUBLIC_TURN_SECONDS = 60
PRIVATE_TURN_SECONDS = 120
#: timeouts in a row after which the CPU keeps a person's seat until they act again
KEEP_AFTER = 2
#: the longest a person's clock waits for their window to finish drawing the plays before their
#: turn (``shown``), in seconds: their own animations never cost them time, a silent client at most this
CATCH_UP_SECONDS = 15.0


def default_turn_seconds(private: bool) -> int:
    """The turn clock of a new table whose creator did not choose one."""
    return PRIVATE_TURN_SECONDS if private else PUBLIC_TURN_SECONDS


def ms(seconds: float) -> int:
    """``seconds`` as whole milliseconds, never below 0 (how every duration is sent)."""
    return max(0, round(seconds * 1000))


class TurnClock:
    """One table's clock: at most one position (seat, ply) timed at once; ``out(seat, ply)`` is
    called on the event loop when its time has run out, and ``started(seat, ply)`` when a clock
    that waited for the person's window begins to run (the table tells everyone)."""

    def __init__(
        self, out: Callable[[int, int], None], started: Callable[[int, int], None] | None = None
    ) -> None:
        self._out = out
        self._started = started
        #: the position timed, None if none
        self._running: _Timed | None = None

    def set(self, position: tuple[int, int] | None, seconds: float, wait: float = 0.0) -> None:
        """Time ``position`` (seat, ply) for ``seconds``, after waiting at most ``wait`` seconds for
        the person's window to show the position (:meth:`shown`); one already timed goes on as it
        is.  None stops the clock (a CPU acts, the game is over, or the table has no clock)."""
        running = self._running
        if running is not None:
            if running.position == position:
                return
            running.timer.cancel()
            self._running = None
        if position is None:
            return
        loop = asyncio.get_running_loop()
        if wait > 0:
            # (a window that never says so is taken as shown once the wait is over)
            self._running = _Timed(position, seconds, None, loop.call_later(wait, self.shown, position))
        else:
            timer = loop.call_later(seconds, self._ran_out, position)
            self._running = _Timed(position, seconds, time.monotonic() + seconds, timer)

    def shown(self, position: tuple[int, int]) -> bool:
        """The person's window shows ``position`` (all it had to animate is drawn): its clock, if it
        waits, runs from now.  False when it did not wait for that (another position, or running)."""
        running = self._running
        if running is None or running.position != position or running.due is not None:
            return False
        running.timer.cancel()
        running.due = time.monotonic() + running.seconds
        running.timer = asyncio.get_running_loop().call_later(running.seconds, self._ran_out, position)
        if self._started is not None:
            self._started(*position)
        return True

    def _ran_out(self, position: tuple[int, int]) -> None:
        if self._running is not None and self._running.position == position:
            self._running = None
            self._out(*position)

    def deadline(self, now: float) -> dict[str, Any] | None:
        """The clock at :func:`time.monotonic` ``now`` as sent: the ``seat`` and ``ply`` it times,
        ``remaining_ms`` (left now) and ``limit_ms`` (its length); while it waits for the person's
        window, ``waiting`` true and the whole length left.  None if it is stopped."""
        running = self._running
        if running is None:
            return None
        (seat, ply), limit = running.position, ms(running.seconds)
        if running.due is None:
            return {"seat": seat, "ply": ply, "remaining_ms": limit, "limit_ms": limit, "waiting": True}
        return {"seat": seat, "ply": ply, "remaining_ms": ms(running.due - now), "limit_ms": limit}

    def stop(self) -> None:
        self.set(None, 0)


@dataclass
class _Timed:
    """The position timed, its length (seconds), when it runs out (:func:`time.monotonic`; None
    while it waits for the person's window) and the loop's timer (the wait's, then the clock's)."""

    position: tuple[int, int]
    seconds: float
    due: float | None
    timer: asyncio.TimerHandle
