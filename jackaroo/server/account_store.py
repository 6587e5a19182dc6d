"""Accounts, sessions, ratings and leaderboards in the database, one SQL for SQLite and PostgreSQL
(a :class:`~.transactions.Transaction` of either storage; the tables are made by each storage's
schema: ``accounts``, ``sessions``, ``ratings``, ``game_players``; a game's end is written by
:mod:`.game_results`).  Deleting an account anonymises its games.

Passwords reach this module hashed (Argon2id, :mod:`.passwords`) and session tokens as their
SHA-256; nothing here sees a secret.  Times are Unix seconds of the server's clock.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .rating_rules import origin_of
from .ratings import Rating
from .storage import Storage, read_rows

#: the name a deleted account's seats get in the records of its games
DELETED_NAME = "Deleted player"
#: the sessions an account keeps at most (signing in once more ends the oldest)
MAX_SESSIONS = 20


@dataclass(frozen=True, slots=True)
class AccountRow:
    """An account: ``id``, ``name`` (None for a guest), ``password`` (the Argon2id hash, None for a
    guest)."""

    id: str
    name: str | None
    password: str | None


class AccountStore:
    """The accounts of ``storage`` (either database).  Every method is one transaction; each raises
    :class:`~.storage.StorageError` when the database fails and :class:`~.storage.Duplicate` when a
    unique key (the id, the user name's key or skeleton, a session's hash) refuses a row."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def _run(self, sql: str, params: Sequence[Any] = ()) -> int:
        with self.storage.transaction() as tx:
            return tx.execute(sql, params).rowcount

    # -- accounts ---------------------------------------------------------------------------------
    def create(
        self,
        account: str,
        now: float,
        name: tuple[str, str, str] | None,
        password: str | None,
        *,
        address: str = "",
    ) -> None:
        """A new account ``account`` made at ``now`` from ``address`` (an address key; stored as
        :func:`~.rating_rules.origin_of`, a hash, for the rule on accounts made from one address);
        ``name``: the user name with its key and skeleton (None: a guest); ``password``: its
        hash."""
        name_, key, skeleton = name if name is not None else (None, None, None)
        self._run(
            "INSERT INTO accounts (id, name, name_key, skeleton, password, created, origin)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (account, name_, key, skeleton, password, now, origin_of(address)),
        )

    def name_guest(self, account: str, name: tuple[str, str, str], password: str) -> bool:
        """Guest ``account`` becomes a named account (its id, ratings and games stay); False if it
        is not a guest (any more)."""
        return (
            self._run(
                "UPDATE accounts SET name = ?, name_key = ?, skeleton = ?, password = ?"
                " WHERE id = ? AND name IS NULL",
                (*name, password, account),
            )
            == 1
        )

    def by_id(self, account: str) -> AccountRow | None:
        rows = read_rows(self.storage, "SELECT id, name, password FROM accounts WHERE id = ?", (account,))
        return AccountRow(*rows[0]) if rows else None

    def by_key(self, key: str) -> AccountRow | None:
        """The account whose user name's key (:func:`~jackaroo.online.names.name_key`) is ``key``."""
        rows = read_rows(self.storage, "SELECT id, name, password FROM accounts WHERE name_key = ?", (key,))
        return AccountRow(*rows[0]) if rows else None

    def by_skeleton(self, skeleton: str) -> AccountRow | None:
        """The account whose user name's skeleton is ``skeleton`` (:func:`~.user_names.skeleton`)."""
        rows = read_rows(
            self.storage, "SELECT id, name, password FROM accounts WHERE skeleton = ?", (skeleton,)
        )
        return AccountRow(*rows[0]) if rows else None

    def set_password(self, account: str, password: str) -> None:
        self._run("UPDATE accounts SET password = ? WHERE id = ?", (password, account))

    def delete(self, account: str) -> None:
        """Delete ``account``: its sessions and ratings go; its games stay, their seats anonymised
        (no account, and :data:`DELETED_NAME` in the records' start states)."""
        with self.storage.transaction() as tx:
            played = tx.execute(
                "SELECT table_id, number, seat FROM game_players WHERE account = ?", (account,)
            ).fetchall()
            for table_id, number, seat in played:
                row = tx.execute(
                    "SELECT initial FROM games WHERE table_id = ? AND number = ?", (table_id, number)
                ).fetchone()
                if row is not None:
                    state = json.loads(row[0])
                    state["seats"][seat]["name"] = DELETED_NAME
                    tx.execute(
                        "UPDATE games SET initial = ? WHERE table_id = ? AND number = ?",
                        (json.dumps(state, separators=(",", ":")), table_id, number),
                    )
            tx.execute("UPDATE game_players SET account = NULL WHERE account = ?", (account,))
            tx.execute("DELETE FROM ratings WHERE account = ?", (account,))
            tx.execute("DELETE FROM sessions WHERE account = ?", (account,))
            tx.execute("DELETE FROM friends WHERE account = ? OR other = ?", (account, account))
            tx.execute("DELETE FROM blocks WHERE account = ? OR blocked = ?", (account, account))
            tx.execute("DELETE FROM account_status WHERE account = ?", (account,))
            tx.execute("DELETE FROM accounts WHERE id = ?", (account,))

    # -- sessions ---------------------------------------------------------------------------------
    def add_session(self, digest: str, account: str, now: float, expires: float) -> None:
        """A session of ``account`` whose token's SHA-256 is ``digest``, valid until ``expires``;
        the account's expired sessions go, and its oldest past :data:`MAX_SESSIONS`."""
        with self.storage.transaction() as tx:
            tx.execute("DELETE FROM sessions WHERE account = ? AND expires <= ?", (account, now))
            tx.execute(
                "DELETE FROM sessions WHERE hash IN (SELECT hash FROM sessions WHERE account = ?"
                " ORDER BY created DESC, hash LIMIT ? OFFSET ?)",
                (account, 2**31 - 1, MAX_SESSIONS - 1),
            )
            tx.execute(
                "INSERT INTO sessions (hash, account, created, expires) VALUES (?, ?, ?, ?)",
                (digest, account, now, expires),
            )

    def session(self, digest: str, now: float) -> str | None:
        """The account of the unexpired session ``digest``, or None."""
        rows = read_rows(
            self.storage, "SELECT account FROM sessions WHERE hash = ? AND expires > ?", (digest, now)
        )
        return str(rows[0][0]) if rows else None

    def revoke(self, account: str, *, only: str | None = None, keep: str | None = None) -> int:
        """End ``account``'s sessions: the one ``only`` (a digest), or every one but ``keep``;
        return how many ended."""
        if only is not None:
            return self._run("DELETE FROM sessions WHERE account = ? AND hash = ?", (account, only))
        return self._run("DELETE FROM sessions WHERE account = ? AND hash <> ?", (account, keep or ""))

    def live_sessions(self, digests: Sequence[str], now: float) -> set[str]:
        """Those of session ``digests`` that have not ended or expired."""
        live: set[str] = set()
        for first in range(0, len(digests), 500):
            part = digests[first : first + 500]
            marks = ", ".join("?" for _ in part)
            sql = f"SELECT hash FROM sessions WHERE expires > ? AND hash IN ({marks})"
            rows = read_rows(self.storage, sql, (now, *part))
            live.update(str(row[0]) for row in rows)
        return live

    def seen(self, account: str, now: float) -> None:
        """``account`` signed in at ``now`` (its last time seen, for the admin)."""
        self._run(
            "INSERT INTO account_status (account, last_seen) VALUES (?, ?)"
            " ON CONFLICT (account) DO UPDATE SET last_seen = excluded.last_seen",
            (account, now),
        )

    def banned(self, account: str) -> bool:
        """Whether the admin has banned ``account`` (:mod:`.admin`)."""
        rows = read_rows(self.storage, "SELECT banned FROM account_status WHERE account = ?", (account,))
        return bool(rows) and rows[0][0] is not None

    def sessions(self, account: str, now: float) -> int:
        """How many unexpired sessions ``account`` has."""
        rows = read_rows(
            self.storage, "SELECT COUNT(*) FROM sessions WHERE account = ? AND expires > ?", (account, now)
        )
        return int(rows[0][0])

    # -- ratings and leaderboards -----------------------------------------------------------------
    def rating(self, account: str, ruleset: str, season: int) -> Rating | None:
        """``account``'s rating in ``ruleset`` and ``season`` (with its shown rating), or None."""
        rows = read_rows(
            self.storage,
            "SELECT mu, sigma, games, shown FROM ratings WHERE account = ? AND ruleset = ? AND season = ?",
            (account, ruleset, season),
        )
        if not rows:
            return None
        mu, sigma, games, shown = rows[0]
        return Rating(float(mu), float(sigma), int(games), float(shown))

    def board(self, ruleset: str, season: int, min_games: int, offset: int, limit: int) -> list[Any]:
        """Rows (name, mu, sigma, games, account, shown) of the leaderboard from place ``offset``
        (0: the first): named accounts with at least ``min_games`` rated games, best shown rating
        (:attr:`~.ratings.Rating.shown_rating`) first (ties by account id)."""
        return read_rows(
            self.storage,
            "SELECT a.name, r.mu, r.sigma, r.games, a.id, r.shown FROM ratings r"
            " JOIN accounts a ON a.id = r.account"
            " WHERE r.ruleset = ? AND r.season = ? AND r.games >= ? AND a.name IS NOT NULL"
            " ORDER BY r.shown DESC, a.id LIMIT ? OFFSET ?",
            (ruleset, season, min_games, limit, offset),
        )

    def place(self, account: str, ruleset: str, season: int, min_games: int) -> int | None:
        """``account``'s place on the leaderboard (0: the first, in :meth:`board`'s order), or None
        if it is not on it."""
        with self.storage.transaction() as tx:
            mine = tx.execute(
                "SELECT r.shown FROM ratings r JOIN accounts a ON a.id = r.account WHERE r.account = ?"
                " AND r.ruleset = ? AND r.season = ? AND r.games >= ? AND a.name IS NOT NULL",
                (account, ruleset, season, min_games),
            ).fetchone()
            if mine is None:
                return None
            above = tx.execute(
                "SELECT COUNT(*) FROM ratings r JOIN accounts a ON a.id = r.account"
                " WHERE r.ruleset = ? AND r.season = ? AND r.games >= ? AND a.name IS NOT NULL"
                " AND (r.shown > ? OR (r.shown = ? AND a.id < ?))",
                (ruleset, season, min_games, mine[0], mine[0], account),
            ).fetchone()
            return int(above[0])

    def board_size(self, ruleset: str, season: int, min_games: int) -> int:
        rows = read_rows(
            self.storage,
            "SELECT COUNT(*) FROM ratings r JOIN accounts a ON a.id = r.account"
            " WHERE r.ruleset = ? AND r.season = ? AND r.games >= ? AND a.name IS NOT NULL",
            (ruleset, season, min_games),
        )
        return int(rows[0][0])

    # -- profiles ---------------------------------------------------------------------------------
    def played(self, account: str, ruleset: str) -> tuple[int, int]:
        """(games, wins): the finished games of ``ruleset`` ``account`` played (rated or not, every
        season), and of those the games its side won."""
        rows = read_rows(
            self.storage,
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN rank = 1 THEN 1 ELSE 0 END), 0) FROM game_players"
            " WHERE account = ? AND ruleset = ?",
            (account, ruleset),
        )
        return int(rows[0][0]), int(rows[0][1])

    def history(
        self, account: str, ruleset: str, season: int, limit: int
    ) -> list[tuple[float | None, float]]:
        """``account``'s shown rating (:attr:`~.ratings.Rating.shown_rating`) after each of its last
        ``limit`` rated games of ``ruleset`` in ``season``, oldest first, with when the game ended
        (Unix seconds; None for a game stored before the time was kept).  A game stored before the
        shown rating was kept gives the ordinal of then (``mu - 3 sigma``)."""
        rows = read_rows(
            self.storage,
            "SELECT ended, mu, sigma, shown FROM game_players"
            " WHERE account = ? AND ruleset = ? AND season = ?"
            " AND rated = 1 AND mu IS NOT NULL ORDER BY COALESCE(ended, 0) DESC, number DESC, table_id"
            " LIMIT ?",
            (account, ruleset, season, limit),
        )
        return [
            (
                None if ended is None else float(ended),
                Rating(float(mu), float(sigma), shown=None if shown is None else float(shown)).shown_rating,
            )
            for ended, mu, sigma, shown in reversed(rows)
        ]
