"""PostgreSQL going away, each way a production database does, for the outage tests and the
drill (``scripts/pg_outages.py``):

- ``fast``: ``pg_ctl stop -m fast`` (every connection is told the server is shutting down);
- ``immediate``: ``pg_ctl stop -m immediate`` (every server process quits at once, as in a crash;
  the next start recovers from the write-ahead log);
- ``refused``: stopped fast, and meanwhile its port is held by something that accepts each
  connection and closes it at once (a database that refuses its clients);
- ``terminate``: the database stays up but every connection of the service is cut
  (``pg_terminate_backend``), again and again while it is "down";
- ``loop``: a restart loop: stopped (fast and immediate in turn), started, up for half a second,
  stopped again... while it is "down", then started for good.

:func:`take_down` and :func:`bring_back` bracket the outage.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time

import psycopg

from jackaroo.server.local_cluster import PostgresServer

#: the ways the database goes away, in the order the drill cycles through them
MODES = ("fast", "immediate", "refused", "terminate", "loop")


class PortHolder:
    """A listener on ``port`` of 127.0.0.1 that accepts each connection and closes it at once, on a
    thread of its own, until :meth:`release`."""

    def __init__(self, port: int) -> None:
        self.refused = 0
        self._socket = socket.socket()
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind(("127.0.0.1", port))
        self._socket.listen(64)
        self._socket.settimeout(0.1)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._socket.accept()
            except (TimeoutError, OSError):
                continue
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            conn.close()  # (a reset: the client's startup packet is refused)
            self.refused += 1

    def release(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self._socket.close()


class Outage:
    """One outage of ``postgres`` in ``mode`` (:data:`MODES`), from :func:`take_down` to
    :func:`bring_back`; ``database`` is the service's database (its connections are the ones
    ``terminate`` cuts)."""

    def __init__(self, postgres: PostgresServer, mode: str, database: str) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown outage mode {mode!r}: one of {', '.join(MODES)}")
        self.postgres = postgres
        self.mode = mode
        self.database = database
        self.holder: PortHolder | None = None
        self.cut = 0  # connections terminated (``terminate``)
        self._stop = threading.Event()
        self._cutter: threading.Thread | None = None


def take_down(outage: Outage) -> None:
    """Make the database unavailable in ``outage.mode``."""
    if outage.mode in ("terminate", "loop"):
        again = _cut_again_and_again if outage.mode == "terminate" else _restart_again_and_again
        outage._cutter = threading.Thread(target=again, args=(outage,), daemon=True)
        outage._cutter.start()
        return
    outage.postgres.stop("immediate" if outage.mode == "immediate" else "fast")
    if outage.mode == "refused":
        outage.holder = PortHolder(outage.postgres.port)


def bring_back(outage: Outage) -> None:
    """End ``outage``: PostgreSQL accepts connections again when this returns."""
    if outage._cutter is not None:
        outage._stop.set()
        outage._cutter.join(120)
        if outage.mode == "terminate":
            return
    if outage.holder is not None:
        outage.holder.release()
    outage.postgres.start()


def _cut_again_and_again(outage: Outage) -> None:
    """Every 0.2 s until the outage ends: cut every connection to the service's database."""
    while not outage._stop.is_set():
        url = outage.postgres.url()
        with (
            contextlib.suppress(psycopg.Error),
            psycopg.connect(url, autocommit=True, connect_timeout=2) as conn,
        ):
            rows = conn.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE datname = %s AND pid <> pg_backend_pid()",
                (outage.database,),
            ).fetchall()
            outage.cut += len(rows)
        time.sleep(0.2)


def _restart_again_and_again(outage: Outage) -> None:
    """Until the outage ends: stop the database (fast and immediate in turn), wait a second, start
    it, let it run half a second; it is left stopped (:func:`bring_back` starts it)."""
    modes = ("fast", "immediate")
    while True:
        outage.postgres.stop(modes[outage.cut % 2])
        outage.cut += 1
        if outage._stop.wait(1.0):
            return
        outage.postgres.start()
        if outage._stop.wait(0.5):
            outage.postgres.stop("fast")
            return
