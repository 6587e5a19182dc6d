"""The CPU's turns at one server table: the seats CPUs play (their own, and people's taken over)
act after ``cpu_delay`` seconds, on timers of the event loop; Expert thinks on a worker thread, on a
copy of the game, so the loop serves everyone meanwhile.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Sequence
from typing import Protocol

from ..ai.observation import observe
from ..ai.registry import make_policy
from ..model.players import CPU_LEVELS, EXPERT, MASTER
from .match import Match
from .options import Options
from .seats import Seat, ServerError


class CpuTable(Protocol):
    """What the CPU's turns need of a table (:class:`~.table.Table` is one)."""

    @property
    def seats(self) -> Sequence[Seat]:
        """Its four seats."""

    @property
    def match(self) -> Match | None:
        """Its game now (None before the first)."""

    @property
    def options(self) -> Options:
        """The server's settings (``cpu_delay``)."""

    @property
    def takeover(self) -> str:
        """The CPU level that plays a person's seat taken over."""

    @property
    def rng(self) -> random.Random:
        """The generator seeding its CPU policies."""

    def play(self, seat: int, ply: int, text: str, ref: int | None) -> None:
        """Play ``text`` for ``seat`` at position ``ply`` (ServerError if refused)."""


class CpuTurns:
    """The CPU turns of ``table``: at most one timer or one Expert's thought at a time."""

    def __init__(self, table: CpuTable) -> None:
        self.table = table
        self._timer: asyncio.TimerHandle | None = None
        self._busy = False

    def plays(self, index: int) -> bool:
        """Whether a CPU plays seat ``index`` now (a CPU seat, or a person's taken over)."""
        seat = self.table.seats[index]
        return seat.kind in CPU_LEVELS or (seat.is_human and seat.taken_over)

    def schedule(self) -> None:
        """Set the timer of the CPU's next action if a CPU is to act (once ``cpu_delay`` has passed)."""
        match = self.table.match
        if match is None or match.is_over or self._timer is not None or self._busy:
            return
        if self.plays(match.current):
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(self.table.options.cpu_delay, self._turn, match.ply)

    def _turn(self, ply: int) -> None:
        self._timer = None
        match = self.table.match
        if match is None or match.is_over or match.ply != ply or not self.plays(match.current):
            return
        seat = self.table.seats[match.current]
        level = seat.kind if seat.kind in CPU_LEVELS else self.table.takeover
        policy = make_policy(level, random.Random(self.table.rng.randrange(2**32)))
        if level in (EXPERT, MASTER):  # the search takes a while: think on a copy, off the loop
            self._busy = True
            task = asyncio.ensure_future(
                asyncio.to_thread(policy.choose, observe(match.game.copy(), match.current))
            )
            task.add_done_callback(lambda done: self._answer(ply, str(done.result())))
        else:
            self._answer(ply, str(policy.choose(observe(match.game, match.current))))

    def _answer(self, ply: int, action: str) -> None:
        self._busy = False
        match = self.table.match
        if match is not None and not match.is_over and match.ply == ply and self.plays(match.current):
            try:
                self.table.play(match.current, ply, action, None)
            except ServerError as error:  # a CPU's mistake never stalls the game
                if error.code != "illegal":
                    raise
                self.table.play(match.current, ply, str(match.game.legal_actions()[0]), None)
        self.schedule()

    def cancel(self) -> None:
        """Stop the pending turn (the table closes)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
