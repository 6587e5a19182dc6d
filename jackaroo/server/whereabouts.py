"""Where each signed-in account is: connected or not, and at which table, for its friends' lists
(:mod:`.friends`).

One process knows its own connections and, on PostgreSQL, the other processes' clients at its
tables (:class:`~.relay.RemoteConnection`, whose account comes with every frame relayed).  With one
process (:class:`LocalWhereabouts`) that is everything.  With several (:class:`SharedWhereabouts`)
each process writes what it knows to ``whereabouts`` (a row per process and account, the table or
null), changes only, once a second from the cluster's tick; a friend's list reads every live
process's rows, so it is at most about a second behind.  A dead process's rows are ignored (its
database session is gone) and deleted by the others.  A table is described by what the lobby
publishes of it: a private table, or one whose game is over, is neither joinable nor watchable.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .lobby import listed
from .seats import Member

if TYPE_CHECKING:
    from .pg_storage import PostgresStorage
    from .table import Table

#: cluster ticks between two deletions of dead processes' rows
SWEEP_TICKS = 30


@dataclass(frozen=True, slots=True)
class Where:
    """An account connected now: at ``table`` (an id, or None), whose public summary is ``listed``
    (None: a private table, one whose game is over, or none)."""

    table: str | None
    listed: dict[str, Any] | None

    def public(self, max_spectators: int) -> dict[str, Any] | None:
        """The ``table`` of a friend in the ``friends`` reply: its id, ``joinable`` (a public table
        with a seat open), ``watchable`` (public, with room for a spectator), or None."""
        if self.table is None:
            return None
        listed = self.listed or {}
        return {
            "table": self.table,
            "ruleset": listed.get("ruleset"),
            "status": listed.get("status"),
            "joinable": bool(listed) and listed["status"] == "lobby" and listed["open_seats"] > 0,
            "watchable": bool(listed) and listed["spectators"] < max_spectators,
        }


def at_tables(members: Iterable[Member]) -> dict[str, Table | None]:
    """The accounts signed in on ``members``, each with a table one of them is at here (or None)."""
    found: dict[str, Table | None] = {}
    for member in members:
        if member.account is not None and (member.table is not None or member.account not in found):
            found[member.account] = member.table
    return found


def where_here(members: Iterable[Member], accounts: Iterable[str]) -> dict[str, Where]:
    """Those of ``accounts`` signed in on ``members``, and where (a private table, or one whose
    game is over, not :attr:`Where.listed`)."""
    wanted = set(accounts)
    out = {}
    for account, table in at_tables(m for m in members if m.account in wanted).items():
        if table is None:
            out[account] = Where(None, None)
        else:
            shown = listed(table)
            out[account] = Where(table.table_id, table.summary() if shown else None)
    return out


class LocalWhereabouts:
    """Whereabouts of one process: its ``members`` (the connections)."""

    def __init__(self, members: Iterable[Member]) -> None:
        self.members = members

    def locate(self, accounts: Iterable[str]) -> dict[str, Where]:
        """Those of ``accounts`` connected now, and where."""
        return where_here(self.members, accounts)


class SharedWhereabouts:
    """Whereabouts of the processes sharing ``storage``'s database; this one is ``process`` and
    knows ``members()`` (its connections and the other processes' clients at its tables)."""

    def __init__(
        self, storage: PostgresStorage, process: str, members: Callable[[], Iterable[Member]]
    ) -> None:
        self.storage = storage
        self.process = process
        self.members = members
        self._written: dict[str, str | None] = {}
        self._ticks = 0

    def publish(self) -> None:
        """Write what changed since the last time (StorageError: tried again next time)."""
        from .leases import _LIVE

        now = {a: t.table_id if t is not None else None for a, t in at_tables(self.members()).items()}
        gone = [a for a in self._written if a not in now]
        changed = [(a, t) for a, t in now.items() if a not in self._written or self._written[a] != t]
        self._ticks += 1
        sweep = self._ticks % SWEEP_TICKS == 1
        if not (gone or changed or sweep):
            return
        with self.storage._connection() as conn, conn.transaction(), conn.cursor() as cursor:
            if gone:
                cursor.execute(
                    "DELETE FROM whereabouts WHERE process = %s AND account = ANY(%s::text[])",
                    (self.process, gone),
                )
            if changed:
                cursor.executemany(
                    "INSERT INTO whereabouts (process, account, table_id) VALUES (%s, %s, %s)"
                    " ON CONFLICT (process, account) DO UPDATE SET table_id = excluded.table_id",
                    [(self.process, a, t) for a, t in changed],
                )
            if sweep:
                cursor.execute(f"DELETE FROM whereabouts WHERE process NOT IN ({_LIVE})", ())
        self._written = now

    def locate(self, accounts: Iterable[str]) -> dict[str, Where]:
        """Those of ``accounts`` connected to any live process now, and where: as written by every
        process, and as this one knows now (sooner)."""
        from .leases import _LIVE

        accounts = list(accounts)
        rows = self.storage._fetch(
            "SELECT w.account, w.table_id, t.listed FROM whereabouts w"
            " LEFT JOIN tables t ON t.id = w.table_id AND NOT t.closed"
            f" WHERE w.account = ANY(%s::text[]) AND w.process IN ({_LIVE})",
            (accounts,),
        )
        out: dict[str, Where] = {}
        for account, table_id, shown in rows:
            if table_id is not None or account not in out:
                out[account] = Where(table_id, json.loads(shown) if shown else None)
        for account, here in where_here(self.members(), accounts).items():
            if here.table is not None or account not in out:
                out[account] = here
        return out
