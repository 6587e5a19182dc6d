"""The turn clock of a table (docs/protocol.md, "The turn clock").

When a person is to act and their table's ``turn_seconds`` is not 0, they have that long (times the
server's ``clock_scale``); when it runs out, a CPU of the table's take-over level plays that one
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
from typing import Any

#: the turn clock's settings, in seconds (0: no clock)
TURN_SECONDS = (0, 30, 60, 120)
#: a table's turn clock unless its creator chooses: a public table (strangers) and a private one
#: (friends invited by code, who are given longer but never wait forever)
PUBLIC_TURN_SECONDS = 60
PRIVATE_TURN_SECONDS = 120
#: timeouts in a row after which the CPU keeps a person's seat until they act again
KEEP_AFTER = 2


def default_turn_seconds(private: bool) -> int:
    """The turn clock of a new table whose creator did not choose one."""
    return PRIVATE_TURN_SECONDS if private else PUBLIC_TURN_SECONDS


def ms(seconds: float) -> int:
    """``seconds`` as whole milliseconds, never below 0 (how every duration is sent)."""
    return max(0, round(seconds * 1000))


class TurnClock:
    """One table's clock: at most one position (seat, ply) timed at once; ``out(seat, ply)`` is
    called on the event loop when its time has run out."""

    def __init__(self, out: Callable[[int, int], None]) -> None:
        self._out = out
        #: ((seat, ply), due in time.monotonic() seconds, length in seconds, the loop's timer)
        self._running: tuple[tuple[int, int], float, float, asyncio.TimerHandle] | None = None

    def set(self, position: tuple[int, int] | None, seconds: float) -> None:
        """Time ``position`` (seat, ply) for ``seconds``; one already timed goes on as it is.
        None stops the clock (a CPU acts, the game is over, or the table has no clock)."""
        running = self._running
        if running is not None:
            if running[0] == position:
                return
            running[3].cancel()
            self._running = None
        if position is not None:
            timer = asyncio.get_running_loop().call_later(seconds, self._ran_out, position)
            self._running = (position, time.monotonic() + seconds, seconds, timer)

    def _ran_out(self, position: tuple[int, int]) -> None:
        if self._running is not None and self._running[0] == position:
            self._running = None
            self._out(*position)

    def deadline(self, now: float) -> dict[str, Any] | None:
        """The clock at :func:`time.monotonic` ``now`` as sent: the ``seat`` and ``ply`` it times,
        ``remaining_ms`` (left now) and ``limit_ms`` (its length); None if it is stopped."""
        if self._running is None:
            return None
        (seat, ply), due, seconds, _timer = self._running
        return {"seat": seat, "ply": ply, "remaining_ms": ms(due - now), "limit_ms": ms(seconds)}

    def stop(self) -> None:
        self.set(None, 0)
