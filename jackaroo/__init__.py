"""Jackaroo: a marble-and-card race game (rules engine, AI, desktop app)."""

import time as _time

#: ``time.perf_counter()`` when the package was first imported (the self-test's start clock where the
#: process start time is unknown)
IMPORTED_AT = _time.perf_counter()

from .version import VERSION as __version__  # noqa: E402  (after the clock: it reads a file)

__all__ = ["IMPORTED_AT", "__version__"]
