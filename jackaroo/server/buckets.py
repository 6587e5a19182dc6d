"""Rate limits as token buckets: so many at once, so many a second after that."""

from __future__ import annotations

import time
from collections.abc import Callable


class Bucket:
    """A token bucket: up to ``burst`` at once, ``rate`` per second after; ``clock`` in seconds."""

    def __init__(self, burst: float, rate: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.burst = burst
        self.rate = rate
        self.clock = clock
        self.tokens = burst
        self.stamp = clock()

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self) -> bool:
        """Whether one more message is allowed now (and count it)."""
        return take_all(self)

    @property
    def full(self) -> bool:
        """Whether the bucket has refilled (nothing recent is counted against it)."""
        self._refill()
        return self.tokens >= self.burst


def take_all(*buckets: Bucket) -> bool:
    """Whether every one of ``buckets`` allows one more now; if so, count it in each (else in none)."""
    for bucket in buckets:
        bucket._refill()
    if all(bucket.tokens >= 1 for bucket in buckets):
        for bucket in buckets:
            bucket.tokens -= 1
        return True
    return False
