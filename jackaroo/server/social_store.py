"""Friends, blocks and reported chat lines in the database, one SQL for SQLite and PostgreSQL (the
tables ``friends``, ``blocks`` and ``reports`` of each storage's schema).

A friendship is two rows of ``friends``, one each way, in state :data:`FRIEND`; a request is one
row, from the account that asked, in state :data:`ASKED`.  A block is one row of ``blocks``
(``account`` blocks ``blocked``).  Every method is one transaction and raises
:class:`~.storage.StorageError` when the database fails.  Accounts are ids here; the user names
are read from ``accounts``.  Times are Unix seconds of the server's clock.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from .storage import Duplicate, Storage, read_rows

ASKED = "asked"
FRIEND = "friend"
#: (a state, not a row's) the other account asked this one
ASKED_ME = "asked_me"
#: rows between two accounts, either way (the parameters: the two, twice)
_EITHER_WAY = "(account = ? AND other = ?) OR (other = ? AND account = ?)"


@dataclass(frozen=True, slots=True)
class Circle:
    """What one account's ``friends`` reply lists: each a list of (account id, user name), sorted
    by name: ``friends``, ``incoming`` requests, ``outgoing`` requests, and ``blocked`` accounts."""

    friends: list[tuple[str, str]]
    incoming: list[tuple[str, str]]
    outgoing: list[tuple[str, str]]
    blocked: list[tuple[str, str]]


@dataclass(frozen=True, slots=True)
class ChatLine:
    """A chat line reported: who said it (``account``, None if not signed in; ``name`` as shown at
    the table), what, and where (``table``, its ``chat`` number there)."""

    account: str | None
    name: str
    text: str
    table: str
    chat: int


class SocialStore:
    """The friends, blocks and reports of ``storage`` (either database)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    # -- reading ----------------------------------------------------------------------------------
    def state(self, account: str, other: str) -> str | None:
        """:data:`FRIEND`, :data:`ASKED` (``account`` asked ``other``), :data:`ASKED_ME` (``other``
        asked ``account``), or None."""
        rows = read_rows(
            self.storage, f"SELECT account, state FROM friends WHERE {_EITHER_WAY}", (account, other) * 2
        )
        states = {(who == account, state) for who, state in rows}
        if (True, FRIEND) in states:
            return FRIEND
        if (True, ASKED) in states:
            return ASKED
        return ASKED_ME if (False, ASKED) in states else None

    def blocked_either_way(self, account: str, other: str) -> bool:
        either = _EITHER_WAY.replace("other", "blocked")
        return bool(read_rows(self.storage, f"SELECT 1 FROM blocks WHERE {either}", (account, other) * 2))

    def counts(self, account: str) -> dict[str, int]:
        """How many ``friends``, ``outgoing`` and ``incoming`` requests, and ``blocks`` ``account``
        has."""
        with self.storage.transaction() as tx:

            def count(sql: str, *params: Any) -> int:
                return int(tx.execute("SELECT COUNT(*) FROM " + sql, params).fetchone()[0])

            return {
                "friends": count("friends WHERE account = ? AND state = ?", account, FRIEND),
                "outgoing": count("friends WHERE account = ? AND state = ?", account, ASKED),
                "incoming": count("friends WHERE other = ? AND state = ?", account, ASKED),
                "blocks": count("blocks WHERE account = ?", account),
            }

    def circle(self, account: str) -> Circle:
        """``account``'s friends, requests both ways and blocks (named accounts only)."""
        mine = "SELECT a.id, a.name FROM friends f JOIN accounts a ON a.id = f.other WHERE f.account = ?"
        theirs = "SELECT a.id, a.name FROM friends f JOIN accounts a ON a.id = f.account WHERE f.other = ?"
        blocks = "SELECT a.id, a.name FROM blocks b JOIN accounts a ON a.id = b.blocked WHERE b.account = ?"
        with self.storage.transaction() as tx:

            def named(sql: str, *params: Any) -> list[tuple[str, str]]:
                rows = [(str(i), str(n)) for i, n in tx.execute(sql, params).fetchall() if n is not None]
                return sorted(rows, key=lambda row: row[1].casefold())

            return Circle(
                named(mine + " AND f.state = ?", account, FRIEND),
                named(theirs + " AND f.state = ?", account, ASKED),
                named(mine + " AND f.state = ?", account, ASKED),
                named(blocks, account),
            )

    def blockers(self, account: str, among: Collection[str]) -> set[str]:
        """The accounts of ``among`` that block ``account`` (whose chat they are not sent)."""
        return self._among("SELECT account FROM blocks WHERE blocked = ? AND account", account, among)

    def blocked_among(self, account: str, among: Collection[str]) -> set[str]:
        """The accounts of ``among`` that ``account`` blocks."""
        return self._among("SELECT blocked FROM blocks WHERE account = ? AND blocked", account, among)

    def _among(self, sql: str, account: str, among: Collection[str]) -> set[str]:
        if not among:
            return set()
        marks = ", ".join("?" for _ in among)
        return {str(row[0]) for row in read_rows(self.storage, f"{sql} IN ({marks})", (account, *among))}

    # -- writing ----------------------------------------------------------------------------------
    def ask(self, account: str, other: str, now: float) -> None:
        """``account`` asks ``other`` to be friends (nothing if it has already)."""
        with self.storage.transaction() as tx:
            tx.execute(
                "INSERT INTO friends (account, other, state, since) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (account, other) DO NOTHING",
                (account, other, ASKED, now),
            )

    def befriend(self, account: str, other: str, now: float) -> bool:
        """``account`` accepts the request of ``other``: friends both ways.  False if ``other`` had
        not asked (any more)."""
        with self.storage.transaction() as tx:
            asked = tx.execute(
                "DELETE FROM friends WHERE account = ? AND other = ? AND state = ?", (other, account, ASKED)
            ).rowcount
            if asked != 1:
                return False
            tx.execute("DELETE FROM friends WHERE account = ? AND other = ?", (account, other))
            for one, two in ((account, other), (other, account)):
                tx.execute(
                    "INSERT INTO friends (account, other, state, since) VALUES (?, ?, ?, ?)",
                    (one, two, FRIEND, now),
                )
            return True

    def part(self, account: str, other: str) -> None:
        """No friendship or request between ``account`` and ``other``, either way."""
        with self.storage.transaction() as tx:
            tx.execute(f"DELETE FROM friends WHERE {_EITHER_WAY}", (account, other) * 2)

    def block(self, account: str, other: str, now: float) -> None:
        """``account`` blocks ``other``: any friendship or request between them ends too."""
        with self.storage.transaction() as tx:
            tx.execute(f"DELETE FROM friends WHERE {_EITHER_WAY}", (account, other) * 2)
            tx.execute(
                "INSERT INTO blocks (account, blocked, since) VALUES (?, ?, ?)"
                " ON CONFLICT (account, blocked) DO NOTHING",
                (account, other, now),
            )

    def unblock(self, account: str, other: str) -> None:
        with self.storage.transaction() as tx:
            tx.execute("DELETE FROM blocks WHERE account = ? AND blocked = ?", (account, other))

    def report(self, reporter: str, line: ChatLine, reason: str | None, now: float) -> bool:
        """Store ``reporter``'s report of ``line``; False if they reported it already."""
        try:
            with self.storage.transaction() as tx:
                tx.execute(
                    "INSERT INTO reports (made, reporter, reported, name, table_id, chat, text, reason)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (now, reporter, line.account, line.name, line.table, line.chat, line.text, reason),
                )
        except Duplicate:
            return False
        return True
