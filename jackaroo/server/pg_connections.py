"""One process's connections to PostgreSQL, and how they survive the database going away: a
``psycopg_pool`` pool, the connection each thread keeps for actions, the database's failures as
:class:`~.storage.StorageError`, and its availability (:mod:`.availability`).

What the pool alone would do after an outage is not enough: a connection it lent that came back
broken is replaced only on a back-off that grows to minutes, it gives up on a slot after
``reconnect_timeout``, and a lent connection never given back holds its slot for good.  So once a
call finds the database lost (:func:`lost_database`, or its connection closed), every call is
refused at once until a new connection answers; then the pool is replaced by a new one, and the old
one, whatever it held, is closed.  The pool giving up on a slot (``reconnect_failed``) counts as
the database lost too.  Connections are given up within seconds when the database stops answering
(:data:`CONNECT_OPTIONS`), so a call never holds the event loop for long.  No ``check`` of each
connection lent (a round trip per statement, measured too dear: docs/online.md): a broken one is
found by the call that uses it, which is refused, and the pool is replaced.  Connections live the
pool's ``max_lifetime`` (an hour), then are replaced one by one.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import errors
from psycopg_pool import ConnectionPool, PoolClosed, PoolTimeout, TooManyRequests

from .availability import Availability
from .storage import DuplicateAction, StorageError

#: how every connection is opened: given up after 2 s, and found dead within seconds when the
#: database stops answering (TCP keepalives while idle; data unacknowledged for 3 s: Linux's
#: ``tcp_user_timeout``), not after the kernel's quarter of an hour
CONNECT_OPTIONS: dict[str, Any] = {
    "connect_timeout": 2,
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 1,
    "keepalives_count": 3,
    "tcp_user_timeout": 3000,
}
#: seconds the pool tries to reconnect a connection before giving up on it (the database is then
#: taken as lost), and to open a new pool
RECONNECT_SECONDS = 5.0

Pool = ConnectionPool[psycopg.Connection[Any]]


class Connections:
    """Connections to the database at ``url``: a pool of ``max_size``, each call waiting at most
    ``wait_seconds`` for one; a lost database is tried again every ``probe_seconds``.  Raises
    StorageError if the database cannot be reached within ``open_seconds`` at start."""

    def __init__(
        self,
        url: str,
        *,
        max_size: int = 4,
        wait_seconds: float = 0.5,
        probe_seconds: float = 0.25,
        open_seconds: float = 10.0,
    ) -> None:
        self.url = url
        self.max_size = max_size
        self.wait_seconds = wait_seconds
        #: whether the database answers now, and its outages so far
        self.available = Availability(self._probe, self._renew, every=probe_seconds)
        self._kept = threading.local()  # each thread's (pool, connection) for actions (:meth:`writing`)
        self._pool = self._new_pool()
        try:
            self._pool.open(wait=True, timeout=open_seconds)
        except PoolTimeout as error:
            self._pool.close()
            raise StorageError(f"cannot reach the database at {safe_url(url)}: {error}") from None

    def _new_pool(self) -> Pool:
        """A pool (not open yet); its giving up on a connection is the database lost."""
        return ConnectionPool(
            self.url,
            min_size=1,
            max_size=self.max_size,
            kwargs={"autocommit": True, **CONNECT_OPTIONS},
            open=False,
            name="jackaroo",
            reconnect_timeout=RECONNECT_SECONDS,
            reconnect_failed=self._gave_up,
        )

    def _gave_up(self, pool: Pool) -> None:
        """``pool`` gave up reconnecting a connection: the database is lost (unless that pool was
        replaced already)."""
        if pool is self._pool:
            self.available.lost("the pool could not reconnect")

    def _probe(self) -> None:
        """Raise unless a new connection to the database answers now."""
        with psycopg.connect(self.url, autocommit=True, **CONNECT_OPTIONS) as conn:
            conn.execute("SELECT 1")

    def _renew(self) -> None:
        """Replace the pool by a new open one: whatever the old one held (broken connections, lent
        ones never given back, slots it gave up on) goes with it, closed on a thread of its own.
        Raises PoolTimeout if the new one cannot open within :data:`RECONNECT_SECONDS`."""
        pool = self._new_pool()
        try:
            pool.open(wait=True, timeout=RECONNECT_SECONDS)
        except PoolTimeout:
            pool.close()
            raise
        old, self._pool = self._pool, pool
        threading.Thread(target=old.close, name="jackaroo-old-pool", daemon=True).start()

    @contextmanager
    def connection(self) -> Iterator[psycopg.Connection[Any]]:
        """A pooled connection (autocommit) for the block; the database's failures as StorageError
        (:meth:`failures`)."""
        with self.failures() as used, self._pool.connection(timeout=self.wait_seconds) as conn:
            used.append(conn)
            yield conn

    @contextmanager
    def writing(self) -> Iterator[psycopg.Connection[Any]]:
        """The connection this thread keeps for actions (lending one from the pool for each cost as
        much CPU as the statement itself: docs/performance.md); once the database is lost it goes
        back to the pool that lent it (which closes it if broken), and after the pool was
        replaced, the new pool lends another."""
        with self.failures() as used:
            pool = self._pool
            held: tuple[Pool, psycopg.Connection[Any]] | None = getattr(self._kept, "held", None)
            if held is None or held[0] is not pool or held[1].closed:
                self._let_go()
                held = self._kept.held = (pool, pool.getconn(timeout=self.wait_seconds))
            used.append(held[1])
            yield held[1]

    def _let_go(self) -> None:
        """Give this thread's kept connection back to the pool that lent it."""
        held = getattr(self._kept, "held", None)
        self._kept.held = None
        if held is not None:
            with contextlib.suppress(psycopg.Error):
                held[0].putconn(held[1])

    @contextmanager
    def failures(self) -> Iterator[list[psycopg.Connection[Any]]]:
        """The database's failures in the block as StorageError (a unique key refusing a row as
        DuplicateAction); the block adds the connections it uses to the list yielded.  A failure
        that means the database is lost (:func:`lost_database`, or a connection found closed) is
        told to :attr:`available`; until it is back, every call is refused here at once."""
        if not self.available.up:
            raise StorageError(f"the database is unavailable: {self.available.why}")
        pool = self._pool
        used: list[psycopg.Connection[Any]] = []
        try:
            yield used
        except errors.UniqueViolation as error:
            raise DuplicateAction(str(error).strip()) from error
        except psycopg.Error as error:
            why = (str(error).strip().splitlines() or [type(error).__name__])[0][:200]
            if isinstance(error, PoolClosed) and pool is not self._pool:  # (replaced meanwhile)
                raise StorageError(f"the database's connections were renewed: {why}") from error
            if lost_database(error) or any(conn.closed for conn in used):
                self._let_go()
                self.available.lost(why)
                raise StorageError(f"the database is unavailable: {why}") from error
            raise StorageError(why) from error

    def close(self) -> None:
        self.available.close()
        self._let_go()
        self._pool.close()


def lost_database(error: psycopg.Error) -> bool:
    """Whether ``error`` says the database (or the way to it) was lost, rather than that one
    statement was refused: no connection to be had, a connection failure (SQLSTATE class 08), the
    server shutting down or crashing (57P), or a connection cut with no SQLSTATE at all."""
    if isinstance(error, PoolTimeout | TooManyRequests):
        return True
    state = error.sqlstate or ""
    if state.startswith(("08", "57P")):
        return True
    return not state and type(error) in (
        psycopg.DatabaseError,
        psycopg.OperationalError,
        psycopg.InterfaceError,
    )


def safe_url(url: str) -> str:
    """``url`` without its password (for messages and logs)."""
    try:
        info = psycopg.conninfo.conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "(the --db given)"
    info.pop("password", None)
    return psycopg.conninfo.make_conninfo("", **info)
