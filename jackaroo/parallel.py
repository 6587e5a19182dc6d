"""Independent jobs on a pool of processes, their results in the order of the jobs.

The arena and the simulator (``--jobs N``) play their games through :func:`ordered_map`: every game
is computed from its own seed, so the results, merged in game order, are the same whatever the
number of processes.  No Qt and no shared state: each job is a module-level function and a
picklable argument.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")

#: at most this many jobs are sent to a process at once (smaller: a finer progress bar)
MAX_CHUNK = 64


def default_jobs() -> int:
    """The number of processes to use by default: the machine's CPUs (``os.cpu_count()``, 1 if
    unknown)."""
    return os.cpu_count() or 1


def chunk_size(jobs: int, items: int) -> int:
    """How many items a process takes at a time: about 16 chunks per process, 1 to :data:`MAX_CHUNK`."""
    return max(1, min(MAX_CHUNK, items // (16 * max(1, jobs))))


def ordered_map(fn: Callable[[T], R], items: Sequence[T], jobs: int) -> Generator[R, None, None]:
    """``fn(item)`` for every item, yielded in the order of ``items``, computed on ``jobs`` processes.

    ``jobs`` <= 1 (or a single item) computes in this process, lazily, with no pool.  Otherwise the
    processes start and every item is handed out at once, before this returns (so before the caller
    starts any thread, a progress bar's say).  ``fn`` must be a module-level function and the items
    and results picklable.  An exception raised by ``fn(item)`` is raised here when that item's turn
    comes (so the first failure in item order is the one seen); the work not yet started is then
    cancelled.  Closing the iterator early also cancels it.  ValueError if ``jobs`` is below 1.
    """
    if jobs < 1:
        raise ValueError(f"need at least one job, got {jobs}")
    if jobs == 1 or len(items) <= 1:
        return (fn(item) for item in items)
    workers = min(jobs, len(items))
    pool = ProcessPoolExecutor(max_workers=workers)
    return _drain(pool, pool.map(fn, items, chunksize=chunk_size(workers, len(items))))


def _drain(pool: ProcessPoolExecutor, results: Iterator[R]) -> Generator[R, None, None]:
    """The ``results`` of ``pool``, then the pool shut down (pending work cancelled on an early end)."""
    try:
        yield from results
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
