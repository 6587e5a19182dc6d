"""Which process runs each table, decided by PostgreSQL: a lease row per table (``tables.owner``,
``tables.lease_until``).

A process runs (advances, times, stores) only the tables it holds a lease on, renews its leases
every second for :attr:`~.pg_storage.PostgresStorage.lease_seconds` (3 s), and claims any table whose
lease has run out (its process died, hung, or handed it over) with one ``UPDATE ... FOR UPDATE SKIP
LOCKED``: two processes never claim the same table, and the one that renews too late finds it gone
(:meth:`Leases.renew`) and lets it go.  Should a process that lost its lease still write an action,
the primary key ``(table_id, number, ply)`` refuses the second action at a ply: a table never has
two histories.  A lease, not an advisory lock: a lock lives with one database session, so a table
would change hands whenever its process's connection is cut (a restarted database, a network
blip), and a lock cannot be seen by the other processes to route a client to its table.

The same rows say where a table is (:meth:`Leases.locate`) and carry the lobby's list of every
process (``tables.listed``: a listed table's summary, :meth:`Leases.listing`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from .pg_storage import PostgresStorage
from .storage import StoredTable

#: the processes connected now, by the application name of their listening connection
_LIVE = (
    "SELECT substr(application_name, 10) AS id FROM pg_stat_activity"
    " WHERE application_name LIKE 'jackaroo-%%'"
)
#: a notification's payload must stay under PostgreSQL's 8,000 bytes; longer ones go by ``outbox``
NOTIFY_MAX = 7_000


@dataclass(frozen=True, slots=True)
class Place:
    """Where table ``table_id`` runs: ``owner`` (a process's id; None if nobody holds it now)."""

    table_id: str
    owner: str | None


class Leases:
    """The lease rows of process ``storage.owner``."""

    def __init__(self, storage: PostgresStorage) -> None:
        assert storage.owner is not None
        self.storage = storage
        self.owner = storage.owner

    def renew(self) -> set[str]:
        """Extend this process's leases; the ids of the tables it still holds."""
        rows = self.storage._fetch(
            "UPDATE tables SET lease_until = now() + make_interval(secs => %s)"
            " WHERE owner = %s AND NOT closed RETURNING id",
            (self.storage.lease_seconds, self.owner),
        )
        return {table_id for (table_id,) in rows}

    def claim(self, limit: int, table_id: str | None = None) -> tuple[list[StoredTable], set[str]]:
        """Take at most ``limit`` tables nobody runs (oldest first; only ``table_id`` if given): those
        whose lease ran out, or whose process is gone from the database (:meth:`alive`).  Return
        those still in play, as stored (the others, over, are closed for good), and the processes
        that held them."""
        rows = self.storage._fetch(
            "WITH live AS (" + _LIVE + "),"
            " old AS (SELECT id, owner FROM tables WHERE NOT closed AND owner IS DISTINCT FROM %s"
            " AND (lease_until < now() OR owner IS NULL OR owner NOT IN (SELECT id FROM live))"
            " AND (%s::text IS NULL OR id = %s) ORDER BY created LIMIT %s FOR UPDATE SKIP LOCKED)"
            " UPDATE tables t SET owner = %s, lease_until = now() + make_interval(secs => %s)"
            " FROM old WHERE t.id = old.id RETURNING t.id, old.owner",
            (self.owner, table_id, table_id, limit, self.owner, self.storage.lease_seconds),
        )
        ids = [found for found, _ in rows]
        if not ids:
            return [], set()
        stored = self.storage.load_tables(ids)
        over = set(ids) - {t.table_id for t in stored}
        if over:
            self.release(over, closed=True)
        return stored, {owner for _, owner in rows if owner is not None}

    def alive(self) -> set[str]:
        """The processes connected to the database now (each listens under the application name
        ``jackaroo-<id>``; the database sees a killed process's connection close at once)."""
        return {process for (process,) in self.storage._fetch(_LIVE, ())}

    def release(self, ids: Iterable[str], *, closed: bool) -> None:
        """Let tables ``ids`` go: handed over (another process claims them at once) or ``closed``
        (gone for good: over and left)."""
        self.storage._execute(
            "UPDATE tables SET lease_until = now() - interval '1 second', closed = closed OR %s"
            " WHERE owner = %s AND id = ANY(%s::text[])",
            (closed, self.owner, list(ids)),
        )

    def locate(self, table_id: str | None = None, code: str | None = None) -> Place | None:
        """The table of ``code`` or of id ``table_id``, if it is in play; None otherwise.  Its
        ``owner`` is None if nobody runs it now (its lease ran out or its process is gone)."""
        rows = self.storage._fetch(
            "SELECT id, owner, lease_until > now() AND owner IN (" + _LIVE + ") FROM tables"
            " WHERE NOT closed AND (id = %s OR code = %s) LIMIT 1",
            (table_id, code),
        )
        if not rows:
            return None
        found, owner, live = rows[0]
        return Place(found, owner if live else None)

    def publish(self, listed: Sequence[tuple[str, dict[str, Any] | None]]) -> None:
        """Store what the lobby lists of these tables (None: not listed)."""
        with self.storage._connection() as conn, conn.cursor() as cursor:
            cursor.executemany(
                "UPDATE tables SET listed = %s WHERE id = %s AND owner = %s",
                [(None if s is None else json.dumps(s), t, self.owner) for t, s in listed],
            )

    def listing(self) -> list[dict[str, Any]]:
        """The listed summaries of every process's tables, each with ``created`` (larger: newer)."""
        rows = self.storage._fetch(
            "SELECT listed, created FROM tables WHERE listed IS NOT NULL AND NOT closed"
            " AND lease_until > now()",
            (),
        )
        return [{**json.loads(listed), "created": created} for listed, created in rows]

    def notify(self, messages: Sequence[tuple[str, dict[str, Any]]]) -> None:
        """Send ``messages`` (channel, payload) in one transaction, in order: the payloads for one
        channel go together, as JSON lists of up to :data:`NOTIFY_MAX` bytes; a payload longer
        than that waits in ``outbox`` and its id is sent in its place."""
        by_channel: dict[str, list[bytes]] = {}
        for channel, payload in messages:
            by_channel.setdefault(channel, []).append(_encode(payload))
        with self.storage._connection() as conn, conn.transaction():
            for channel, payloads in by_channel.items():
                batch: list[bytes] = []
                size = 2
                for text in payloads:
                    if len(text) > NOTIFY_MAX:
                        put = "INSERT INTO outbox (body) VALUES (%s) RETURNING id"
                        row = conn.execute(put, (text.decode(),)).fetchone()
                        assert row is not None
                        text = _encode({"k": "outbox", "id": row[0]})
                    if batch and size + len(text) + 1 > NOTIFY_MAX:
                        conn.execute("SELECT pg_notify(%s, %s)", (channel, _joined(batch)))
                        batch, size = [], 2
                    batch.append(text)
                    size += len(text) + 1
                conn.execute("SELECT pg_notify(%s, %s)", (channel, _joined(batch)))

    def take(self, outbox_id: int) -> dict[str, Any] | None:
        """The long payload waiting as ``outbox_id`` (deleted as it is read)."""
        rows = self.storage._fetch("DELETE FROM outbox WHERE id = %s RETURNING body", (outbox_id,))
        return msgspec.json.decode(rows[0][0]) if rows else None


_encode = msgspec.json.Encoder().encode


def _joined(batch: list[bytes]) -> str:
    """Encoded payloads as one JSON list."""
    return (b"[" + b",".join(batch) + b"]").decode()
