"""The process's password hashing, bounded and shared fairly between addresses, so that no flood of
sign-ins can keep the cores hashing for itself while honest people wait (docs/online.md, "Sign-in
under attack").

A password hash (Argon2id: some 0.1 to 0.3 s of the cores at the default cost) runs on one of
``threads`` threads, off the event loop.  At most ``queue`` more wait for a thread, and one address
holds at most ``per_address`` of the hashes running and waiting together.  A hash past either bound
is refused at once (:class:`HashBusy`) rather than queued, with one exception: when the queue is
full, a newcomer whose address claims less than a waiting hash's address takes that one's place, and
the waiting one is refused.

An address's **use** is the hashes it asked for lately (started or refused), each halved every
``half_life`` seconds since; its **claim** is its use and the hashes it holds now.  An address whose
use is :data:`BUSY_USE` or more (it asked for more hashes lately than a household signing in does)
or that holds another hash now is **busy**: its hashes may take all threads but one (of two or
more), which is kept for the others, so that someone who signs in now and then starts at once
whatever a flood does; and on Linux they run at the lowest priority (``busy_nice`` added to their
threads' nice value, which Argon2's lane threads inherit), so that they take only the cores the
others leave, the event loop's and an honest hash's included.  A free thread takes the waiting hash
whose address claims least (the earliest first among equals) among those it may take.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import math
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, NoReturn, TypeVar

T = TypeVar("T")
#: the use from which an address is busy: some three hashes asked for within ``half_life`` seconds
BUSY_USE = 2.0


class HashBusy(Exception):
    """No slot for this hash now: the process's are taken, or the address holds its share."""


@dataclass(slots=True)
class _Waiting:
    address: str
    order: int
    turn: asyncio.Future[None] = field(repr=False)


class HashSlots:
    """``threads`` hashing threads, ``queue`` hashes waiting at most, ``per_address`` running and
    waiting from one address at most; recent use halves every ``half_life`` seconds of ``clock``;
    a busy address's hashes run ``busy_nice`` lower (0: as the others)."""

    def __init__(
        self,
        threads: int,
        queue: int,
        per_address: int,
        *,
        half_life: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
        busy_nice: int = 19,
    ) -> None:
        self.threads, self.queue, self.per_address = max(1, threads), max(0, queue), max(1, per_address)
        self.half_life, self.clock = half_life, clock
        #: hashes refused (at once, or taken out of the queue), since the start
        self.refused = 0
        self.running = 0
        self._pool = ThreadPoolExecutor(max_workers=self.threads, thread_name_prefix="argon2")
        self._busy_pool = ThreadPoolExecutor(
            self.threads, "argon2-busy", initializer=_lower_priority, initargs=(busy_nice,)
        )
        self._waiting: list[_Waiting] = []
        self._held: dict[str, int] = {}  # hashes running and waiting, by address
        self._use: dict[str, tuple[float, float]] = {}  # recent hashes and when counted, by address
        self._order = itertools.count()

    async def run(self, address: str, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` on a hashing thread for ``address`` (a key of :mod:`.addresses`), once a
        thread is free for it; its result or exception.  Raises HashBusy if it is refused."""
        if self._held.get(address, 0) >= self.per_address:
            self._refuse(address)
        self._held[address] = self._held.get(address, 0) + 1
        try:
            if self._may_start(address):
                self.running += 1
            else:
                await self._wait(address)
            pool = self._busy_pool if self.busy(address) else self._pool
            self._count(address)
            loop = asyncio.get_running_loop()
            try:
                done = pool.submit(work, *args)
            except RuntimeError:  # (shut down: the server is stopping)
                self._finished()
                raise
            done.add_done_callback(lambda _: _call_soon(loop, self._finished))
            return await asyncio.wrap_future(done)
        finally:
            self._drop(address)
            self._dispatch()  # (the address may have stopped being busy)

    def _refuse(self, address: str) -> NoReturn:
        self.refused += 1
        self._count(address)
        raise HashBusy

    async def _wait(self, address: str) -> None:
        """Wait in the queue for a thread (counted in :attr:`running` for this hash once given);
        HashBusy if there is no room, or another address takes this one's place."""
        if len(self._waiting) >= self.queue:
            worst = max(self._waiting, key=lambda w: (self.claim(w.address), w.order), default=None)
            if worst is None or self.claim(worst.address) <= self.claim(address):
                self._refuse(address)
            self._waiting.remove(worst)
            worst.turn.set_exception(HashBusy())
            self.refused += 1
            self._count(worst.address)
        waiting = _Waiting(address, next(self._order), asyncio.get_running_loop().create_future())
        self._waiting.append(waiting)
        try:
            await waiting.turn
        except asyncio.CancelledError:
            if waiting.turn.done() and not waiting.turn.cancelled() and waiting.turn.exception() is None:
                self._finished()  # given a thread it will not use
            elif waiting in self._waiting:
                self._waiting.remove(waiting)
            raise

    def busy(self, address: str) -> bool:
        """Whether ``address`` asked for hashes lately, or holds another than the one being placed."""
        return self.use(address) >= BUSY_USE or self._held.get(address, 0) > 1

    def _may_start(self, address: str) -> bool:
        """Whether a hash of ``address`` may take a thread now (a busy one leaves one free)."""
        kept = 1 if self.threads > 1 and self.busy(address) else 0
        return self.running < self.threads - kept

    def _finished(self) -> None:
        """A thread is free: give it away."""
        self.running -= 1
        self._dispatch()

    def _dispatch(self) -> None:
        """Give the free threads to the waiting hashes that may take them, the one whose address
        claims least first."""
        self._waiting = [w for w in self._waiting if not w.turn.done()]
        while ready := [w for w in self._waiting if self._may_start(w.address)]:
            best = min(ready, key=lambda w: (self.claim(w.address), w.order))
            self._waiting.remove(best)
            self.running += 1
            best.turn.set_result(None)

    def _drop(self, address: str) -> None:
        held = self._held.get(address, 0) - 1
        if held > 0:
            self._held[address] = held
        else:
            self._held.pop(address, None)

    def _count(self, address: str) -> None:
        self._use[address] = (self.use(address) + 1, self.clock())

    def use(self, address: str) -> float:
        """The hashes ``address`` asked for lately (started or refused), each halved every
        ``half_life`` seconds since."""
        count, stamp = self._use.get(address, (0.0, 0.0))
        return count * math.pow(0.5, (self.clock() - stamp) / self.half_life) if count else 0.0

    def claim(self, address: str) -> float:
        """What ``address`` has of the hashing: :meth:`use`, and the hashes it holds now."""
        return self.use(address) + self._held.get(address, 0)

    @property
    def waiting(self) -> int:
        """Hashes waiting for a thread now."""
        return len(self._waiting)

    def sweep(self) -> None:
        """Forget the addresses whose recent use has faded (under a hundredth of a hash)."""
        for address in [a for a in self._use if self.use(a) < 0.01 and a not in self._held]:
            del self._use[address]

    def close(self) -> None:
        for pool in (self._pool, self._busy_pool):
            pool.shutdown(wait=False, cancel_futures=True)


def _lower_priority(nice: int) -> None:
    """Add ``nice`` to the calling thread's nice value (Linux, where it is a thread's own and the
    threads it starts inherit it; elsewhere it would be the whole process's: nothing is done)."""
    if sys.platform == "linux" and nice:
        me = threading.get_native_id()
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, me, os.getpriority(os.PRIO_PROCESS, me) + nice)


def _call_soon(loop: asyncio.AbstractEventLoop, callback: Callable[[], None]) -> None:
    """``callback`` on ``loop``'s thread (nothing if the loop has closed meanwhile)."""
    with contextlib.suppress(RuntimeError):
        loop.call_soon_threadsafe(callback)
