"""Whether the database can be reached now, as one server process finds it, and its outages so far
(docs/online.md, "Several processes, one service": "A stopped database").

The storage tells :meth:`Availability.lost` when a call finds the database gone (its connection
cut, none to be had); from then on every call is refused at once, without touching the database,
so the event loop is never held by a database that is away.  A thread of its own then tries a new
connection every ``every`` seconds (:attr:`probe`); once one answers, ``restore`` makes the storage
whole again (a new pool: whatever the old one held is dropped) and the database is up again.  So
the process comes back however the database went away (stopped, crashed, refusing, cut off), as
soon as it answers, however often that happens.

Thread-safe: the event loop's thread, the accounts' threads and the watching thread all use it.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger("jackaroo.server")


class Availability:
    """The database's availability: up at first.  ``probe()`` raises unless a new connection to the
    database answers now; ``restore()`` makes the storage usable again (raises if it cannot yet).
    Both run on the watching thread only; ``every``: seconds between two attempts."""

    def __init__(
        self, probe: Callable[[], None], restore: Callable[[], None], *, every: float = 0.25
    ) -> None:
        self.probe = probe
        self.restore = restore
        self.every = every
        #: outages so far (each from :meth:`lost` to the database answering again)
        self.outages = 0
        #: why the current (or latest) outage began
        self.why = ""
        #: when the database last came back (``time.monotonic``; 0: never lost)
        self.back_at = 0.0
        self._lock = threading.Lock()
        self._up = True
        self._since = 0.0  # when the current outage began
        self._down = 0.0  # seconds of the outages over
        self._closed = threading.Event()

    @property
    def up(self) -> bool:
        """Whether the database may be used now."""
        return self._up

    def lost(self, why: str) -> None:
        """A call found the database gone (``why``, for the log): refuse every call until it is
        back.  Starts the watching thread (once an outage)."""
        with self._lock:
            if not self._up or self._closed.is_set():
                return
            self._up = False
            self.outages += 1
            self._since = time.monotonic()
            self.why = why
        log.warning("the database is unavailable (%s): refused until it answers again", why)
        threading.Thread(target=self._watch, name="jackaroo-database-watch", daemon=True).start()

    def _watch(self) -> None:
        """Until the database answers and the storage is restored: try again every ``every`` s."""
        attempts = 0
        while not self._closed.wait(self.every if attempts else 0.0):
            attempts += 1
            try:
                self.probe()
                self.restore()
            except Exception as error:  # (anything the database's driver raises: not back yet)
                if attempts % 40 == 1:
                    log.info("the database does not answer yet: %s", str(error).strip()[:200])
                continue
            with self._lock:
                now = time.monotonic()
                self._down += now - self._since
                self.back_at = now
                self._up = True
            log.warning("the database is back after %.1f s (%d attempts)", now - self._since, attempts)
            return

    def down_seconds(self) -> float:
        """Seconds the database has been unavailable in all, the current outage included."""
        with self._lock:
            return self._down + (0.0 if self._up else time.monotonic() - self._since)

    def figures(self) -> dict[str, Any]:
        """What ``stats`` and ``/metrics`` give: ``db_up`` (bool), ``db_outages`` (count),
        ``db_down_s`` (seconds unavailable in all, rounded to ms)."""
        return {"db_up": self.up, "db_outages": self.outages, "db_down_s": round(self.down_seconds(), 3)}

    def close(self) -> None:
        """Stop watching (the storage is closing)."""
        self._closed.set()
