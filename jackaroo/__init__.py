"""Jackaroo: a marble-and-card race game (rules engine, AI, desktop app)."""

import time as _time

__version__ = "0.1.0"

#: ``time.perf_counter()`` when the package was first imported (the self-test's start clock where the
#: process start time is unknown)
IMPORTED_AT = _time.perf_counter()
