"""Reconnecting after a dropped connection: the back-off schedule and what a client reports meanwhile.

Attempt ``n`` (from 1) waits ``min(cap, first * factor ** (n - 1))`` seconds, less a random part of
up to ``jitter`` of it ("equal jitter" when ``jitter`` is 0.5: between half and all of it), so the
clients of a restarted server do not all come back in the same instant, and none waits longer than
``cap``.  The attempts stop after ``attempts`` of them or once ``seconds`` have passed since the drop,
whichever comes first (None: no such bound).  Nothing here imports Qt; the asyncio client uses it,
and the app may use the same schedule.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

#: what a client reports about its connection (:class:`ConnectionEvent`)
EventKind = Literal["dropped", "reconnecting", "reconnected", "gave_up"]


@dataclass(frozen=True, slots=True)
class Backoff:
    """A reconnection schedule (see the module's docstring); times in seconds."""

    first: float = 0.5
    factor: float = 2.0
    cap: float = 15.0
    jitter: float = 0.5
    attempts: int | None = None
    seconds: float | None = 600.0

    def __post_init__(self) -> None:
        if self.first <= 0 or self.factor < 1 or self.cap < self.first or not 0 <= self.jitter <= 1:
            raise ValueError(f"not a back-off schedule: {self!r}")

    def delay(self, attempt: int, rng: random.Random) -> float:
        """Seconds to wait before attempt ``attempt`` (from 1), its jitter drawn from ``rng``."""
        base = min(self.cap, self.first * self.factor ** min(attempt - 1, 64))
        return base * (1 - self.jitter * rng.random())

    def allows(self, attempt: int, elapsed: float) -> bool:
        """Whether attempt ``attempt`` may be made ``elapsed`` seconds after the drop."""
        return (self.attempts is None or attempt <= self.attempts) and (
            self.seconds is None or elapsed <= self.seconds
        )


@dataclass(frozen=True, slots=True)
class ConnectionEvent:
    """What happened to a client's connection: ``dropped`` (``reason``), ``reconnecting`` (attempt
    ``attempt`` begins after ``delay`` seconds), ``reconnected`` (attempt ``attempt`` succeeded: the
    client has said hello and reclaimed its seat or watches again) or ``gave_up`` (after
    ``attempt`` attempts, the last failing for ``reason``)."""

    kind: EventKind
    attempt: int = 0
    delay: float = 0.0
    reason: str = ""
