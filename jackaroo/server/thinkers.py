"""Where the server's searching CPUs (Expert, Master) think: in worker processes, off the event loop.

A search takes 50-200 ms of CPU a decision (docs/online.md, "Tables with CPU seats").  On a thread
of the server's own process it would hold Python's interpreter lock for most of that time, and the
event loop, which serves every table's people, would wait for it: with four tables of Experts the
loop's lag reached a quarter of a second.  A :class:`Thinkers` is a pool of ``workers`` processes
(started when first needed, with ``spawn``: the server has threads of its own, which ``fork`` would
copy half-way); each decision goes there as the game's state notation and comes back as action
notation, so the worker sees the whole game only to build the deciding seat's
:class:`~jackaroo.ai.observation.Observation` from it, as the thread did.  The policy is seeded by
the table's generator as before, so a table's CPUs choose the same actions either way.

``workers`` 0 thinks on a thread instead (the embedded server of "Host on this computer" and the
tests that need no processes).  A worker that dies (killed, out of memory) breaks the pool: the
decision is made again on a thread and the next one starts a new pool.  A worker whose server is
gone (killed) ends by itself within a second.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import threading
import time
from typing import TYPE_CHECKING

from ..ai.observation import observe
from ..ai.registry import make_policy
from ..model.game import Game

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

log = logging.getLogger("jackaroo.server")


def _follow_parent(parent: int) -> None:
    """In a worker: end this process once the server that started it is gone (a server killed with
    SIGKILL cannot stop its workers, which would otherwise wait for work forever)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def decide(level: str, seed: int, state_json: str, seat: int) -> str:
    """The action (notation) a ``level`` CPU seeded with ``seed`` chooses for ``seat`` in the game
    whose state notation is ``state_json`` (it sees only that seat's observation)."""
    game = Game.from_json(state_json)
    return str(make_policy(level, random.Random(seed)).choose(observe(game, seat)))


class Thinkers:
    """The worker processes of one server process (none until the first decision)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None

    async def choose(self, level: str, seed: int, game: Game, seat: int) -> str:
        """What a ``level`` CPU seeded with ``seed`` plays for ``seat`` in ``game`` (not changed)."""
        state = game.to_json()
        if self.workers > 0:
            # (imported here: the app's bundle, whose hosted server thinks on a thread, leaves
            # multiprocessing out)
            from concurrent.futures.process import BrokenProcessPool

            try:
                loop = asyncio.get_running_loop()
                return await loop.run_in_executor(self._workers(), decide, level, seed, state, seat)
            except BrokenProcessPool:
                log.warning("a CPU worker process died: this decision is made here, the next in a new pool")
                self.close()
        return await asyncio.to_thread(decide, level, seed, state, seat)

    def _workers(self) -> ProcessPoolExecutor:
        """The pool of worker processes, started at the first decision."""
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                self.workers, mp_context=context, initializer=_follow_parent, initargs=(os.getpid(),)
            )
        return self._pool

    def close(self) -> None:
        """Stop the workers (decisions under way are dropped)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
