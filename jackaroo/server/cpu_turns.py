"""The CPU's turns at one server table: the seats CPUs play (their own, and people's taken over)
act after ``cpu_delay`` seconds, on timers of the event loop; Expert and Master think in the server's
worker processes (:mod:`.thinkers`) on the position as it was asked, so the loop serves everyone
meanwhile.  When a person's turn clock runs out, a CPU
of the table's take-over level chooses that one action for them at once (:meth:`CpuTurns.play_once`).
An action the database refuses (it is away) is chosen again after :data:`RETRY_SECONDS`.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Sequence
from typing import Protocol

from ..ai.observation import observe
from ..ai.registry import make_policy
from ..model.players import CPU_LEVELS, EXPERT, MASTER
from .match import Match
from .options import Options
from .seats import Seat, ServerError
from .thinkers import Thinkers

log = logging.getLogger("jackaroo.server")
#: seconds before a CPU tries again an action the database could not store
RETRY_SECONDS = 1.0


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

    def play(self, seat: int, ply: int, text: str, ref: int | None, *, timeout: bool = False) -> None:
        """Play ``text`` for ``seat`` at position ``ply`` (ServerError if refused); ``timeout``: a
        CPU's choice for a person whose turn clock ran out."""


class CpuTurns:
    """The CPU turns of ``table``: at most one timer or one Expert's thought at a time."""

    def __init__(self, table: CpuTable) -> None:
        self.table = table
        self._timer: asyncio.TimerHandle | None = None
        self._busy = False
        #: where Expert and Master think (the server's worker processes; a thread until it is set)
        self.thinkers = Thinkers(0)

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

    def play_once(self, seat: int, ply: int) -> None:
        """The turn clock of the person at ``seat`` ran out at position ``ply``: a CPU of the table's
        take-over level chooses this one action for them now (unless they act first)."""
        self._turn(ply, seat)

    def _due(self, match: Match, ply: int, once: int | None) -> bool:
        """Whether the CPU is still to answer position ``ply`` (``once``: for that person's seat)."""
        if match.is_over or match.ply != ply:
            return False
        if once is None:
            return self.plays(match.current)
        return match.current == once and not self.plays(once)

    def _turn(self, ply: int, once: int | None = None) -> None:
        if once is None:
            self._timer = None
        match = self.table.match
        if match is None or not self._due(match, ply, once):
            return
        seat = self.table.seats[match.current]
        level = seat.kind if seat.kind in CPU_LEVELS else self.table.takeover
        seed = self.table.rng.randrange(2**32)
        if level in (EXPERT, MASTER):  # the search takes a while: think off the loop
            self._busy = True
            task = asyncio.ensure_future(self.thinkers.choose(level, seed, match.game, match.current))
            task.add_done_callback(lambda done: self._thought(done, ply, once))
        else:
            policy = make_policy(level, random.Random(seed))
            self._answer(ply, str(policy.choose(observe(match.game, match.current))), once)

    def _thought(self, done: asyncio.Future[str], ply: int, once: int | None) -> None:
        """A search ended: play its answer (after a failed search, the first legal action)."""
        if done.cancelled():
            self._busy = False
            return
        error = done.exception()
        if error is None:
            self._answer(ply, done.result(), once)
            return
        log.error("a CPU's search failed: %r", error)
        match = self.table.match
        self._answer(ply, str(match.game.legal_actions()[0]) if match and not match.is_over else "", once)

    def _answer(self, ply: int, action: str, once: int | None = None) -> None:
        self._busy = False
        match = self.table.match
        if match is not None and self._due(match, ply, once):
            timeout = once is not None
            try:
                try:
                    self.table.play(match.current, ply, action, None, timeout=timeout)
                except ServerError as error:  # a CPU's mistake never stalls the game
                    if error.code != "illegal":
                        raise
                    legal = str(match.game.legal_actions()[0])
                    self.table.play(match.current, ply, legal, None, timeout=timeout)
            except ServerError as error:  # the database is away: this turn again a little later
                if error.code != "storage":
                    raise
                loop = asyncio.get_running_loop()
                self._timer = loop.call_later(RETRY_SECONDS, self._again, ply, once)
                return
        self.schedule()

    def _again(self, ply: int, once: int | None) -> None:
        self._timer = None
        self._turn(ply, once)

    def cancel(self) -> None:
        """Stop the pending turn (the table closes)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
