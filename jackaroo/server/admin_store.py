"""What the server's admin reads and changes in the database, one SQL for SQLite and PostgreSQL:
the accounts with their last sign-in, games and bans (``account_status``), reported chat
(``reports``), and the admin's own log (``admin_log``).  Every change is one transaction with its
line of ``admin_log``; on PostgreSQL it also tells the running server processes (a notification
on their common channel, sent at the commit) to sign out the account's connections at once.  On
SQLite the server finds the ended sessions within two seconds (:meth:`~.accounts.Accounts.sweep`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .storage import Storage, read_rows
from .transactions import Transaction

#: the channel every server process listens to (:data:`~.cluster.EVERYONE`, without importing psycopg)
EVERYONE = "jackaroo_all"


@dataclass(frozen=True, slots=True)
class AccountLine:
    """A named account as the admin lists it: times in Unix seconds (``last_seen``, ``banned``:
    None if never)."""

    name: str
    created: float
    last_seen: float | None
    games: int
    banned: float | None


@dataclass(frozen=True, slots=True)
class ReportLine:
    """A reported chat line: ``reporter`` and ``reported`` are user names (None: a guest, a person
    not signed in, or a deleted account), ``name`` the name shown at the table."""

    id: int
    made: float
    reporter: str | None
    reported: str | None
    name: str
    table: str
    text: str
    reason: str | None
    resolved: float | None


class AdminStore:
    """The admin's view of ``storage``; ``shared``: other server processes may be listening
    (PostgreSQL)."""

    def __init__(self, storage: Storage, *, shared: bool) -> None:
        self.storage = storage
        self.shared = shared

    def accounts(self) -> list[AccountLine]:
        """Every named account, by user name."""
        rows = read_rows(
            self.storage,
            "SELECT a.name, a.created, s.last_seen,"
            " (SELECT COUNT(*) FROM game_players g WHERE g.account = a.id), s.banned"
            " FROM accounts a LEFT JOIN account_status s ON s.account = a.id"
            " WHERE a.name IS NOT NULL ORDER BY a.name_key",
        )
        return [AccountLine(str(n), float(c), seen, int(g), banned) for n, c, seen, g, banned in rows]

    def reports(self, *, resolved: bool) -> list[ReportLine]:
        """The reported chat lines, newest first: those not resolved (``resolved``: all)."""
        rows = read_rows(
            self.storage,
            "SELECT r.id, r.made, a.name, b.name, r.name, r.table_id, r.text, r.reason, r.resolved"
            " FROM reports r LEFT JOIN accounts a ON a.id = r.reporter"
            " LEFT JOIN accounts b ON b.id = r.reported"
            " WHERE ? OR r.resolved IS NULL ORDER BY r.made DESC, r.id DESC",
            (resolved,),
        )
        return [ReportLine(int(row[0]), float(row[1]), *row[2:]) for row in rows]

    def log(self, limit: int) -> list[tuple[float, str]]:
        """The admin's latest ``limit`` actions (time, what), newest first."""
        rows = read_rows(
            self.storage, "SELECT made, action FROM admin_log ORDER BY id DESC LIMIT ?", (limit,)
        )
        return [(float(made), str(action)) for made, action in rows]

    def act(self, what: str, now: float, sql: str = "", params: Sequence[Any] = ()) -> int:
        """Run ``sql`` (if any) and log ``what`` in ``admin_log``, in one transaction; return how
        many rows ``sql`` changed."""
        with self.storage.transaction() as tx:
            changed = tx.execute(sql, params).rowcount if sql else 0
            tx.execute("INSERT INTO admin_log (made, action) VALUES (?, ?)", (now, what))
            return changed

    def end_sessions(self, account: str, what: str, now: float, sql: str, params: Sequence[Any]) -> None:
        """Run ``sql`` (a ban, a new password), end every session of ``account`` and log ``what``,
        in one transaction; the running servers sign out its connections."""
        with self.storage.transaction() as tx:
            tx.execute(sql, params)
            tx.execute("DELETE FROM sessions WHERE account = ?", (account,))
            tx.execute("INSERT INTO admin_log (made, action) VALUES (?, ?)", (now, what))
            if self.shared:
                _tell_servers(tx, account)


def _tell_servers(tx: Transaction, account: str) -> None:
    """Every server process signs out ``account``'s connections (the cluster's ``signout``)."""
    payload = [{"k": "signout", "p": "admin", "u": account, "s": None, "keep": None}]
    tx.execute("SELECT pg_notify(?, ?)", (EVERYONE, json.dumps(payload)))
