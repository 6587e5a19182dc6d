"""The :class:`~.storage.Storage` interface on PostgreSQL (psycopg 3 and its connection pool).

The schema is the SQLite one (``tables``, ``games``, ``actions`` with the primary key ``(table_id,
number, ply)`` that refuses a second action at one ply), created and migrated by the server at start:
:data:`MIGRATIONS` in order, the number applied kept in ``schema_version``, all under a transaction
advisory lock, so servers started at the same moment migrate once and the others wait and find it
done.

Calls are synchronous, like SQLite's: a table changes only between two messages of the event loop
(:mod:`.table_state`), and a write that awaited would let other messages change the table in the
middle of an action.  A commit on the same machine or network takes a fraction of a millisecond;
what could block the loop for long is a database that went away, so every call waits at most
``wait_seconds`` for a connection, a connection to a database that stopped answering is given up
within seconds, and once a call finds the database lost every call is refused at once
(:class:`~.storage.StorageError`) until a new connection answers, when the pool is replaced
(:mod:`.pg_connections`).  An action whose commit went through unseen and is stored
again is recognised as done (:mod:`.stored_actions`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import psycopg
from psycopg import errors
from psycopg.pq import ExecStatus

from ..model.record import GameRecord
from .game_results import record_end
from .pg_connections import Connections
from .storage import DuplicateAction, StorageError, StoredGame, StoredTable, tables_in_play
from .stored_actions import settle
from .transactions import Cursor, Transaction

if TYPE_CHECKING:
    from .ratings import GameEnd, RatingChange

#: the schema's versions, in order: version ``n`` is reached by running ``MIGRATIONS[n - 1]``
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE tables (
        id text PRIMARY KEY, lobby text NOT NULL, created bigint GENERATED ALWAYS AS IDENTITY);
    CREATE TABLE games (
        table_id text NOT NULL, number integer NOT NULL, initial text NOT NULL, winner integer,
        PRIMARY KEY (table_id, number));
    CREATE TABLE actions (
        table_id text NOT NULL, number integer NOT NULL, ply integer NOT NULL, action text NOT NULL,
        PRIMARY KEY (table_id, number, ply));
    """,
    # several processes, one service: who runs each table and until when (docs/online.md)
    """
    ALTER TABLE tables ADD COLUMN code text, ADD COLUMN owner text, ADD COLUMN lease_until timestamptz,
        ADD COLUMN closed boolean NOT NULL DEFAULT false, ADD COLUMN listed text;
    CREATE INDEX tables_code ON tables (code);
    CREATE INDEX tables_lease ON tables (lease_until) WHERE NOT closed;
    CREATE TABLE outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body text NOT NULL,
        made timestamptz NOT NULL DEFAULT now());
    """,
    # accounts, their sessions and ratings, and who played each finished game (docs/online.md)
    """
    CREATE TABLE accounts (
        id text PRIMARY KEY, name text, name_key text UNIQUE, skeleton text UNIQUE, password text,
        created double precision NOT NULL);
    CREATE TABLE sessions (
        hash text PRIMARY KEY, account text NOT NULL, created double precision NOT NULL,
        expires double precision NOT NULL);
    CREATE INDEX sessions_account ON sessions (account);
    CREATE TABLE ratings (
        account text NOT NULL, ruleset text NOT NULL, season integer NOT NULL,
        mu double precision NOT NULL, sigma double precision NOT NULL,
        ordinal double precision NOT NULL, games integer NOT NULL,
        PRIMARY KEY (account, ruleset, season));
    CREATE INDEX ratings_board ON ratings (ruleset, season, ordinal);
    CREATE TABLE game_players (
        table_id text NOT NULL, number integer NOT NULL, seat integer NOT NULL, account text,
        ruleset text NOT NULL, season integer NOT NULL, rank integer NOT NULL, rated integer NOT NULL,
        with_cpus integer NOT NULL, mu_before double precision, sigma_before double precision,
        mu double precision, sigma double precision, PRIMARY KEY (table_id, number, seat));
    CREATE INDEX game_players_account ON game_players (account);
    """,
    # friends, blocks, reported chat, bans and the admin's log; where each account is connected
    """
    CREATE TABLE friends (
        account text NOT NULL, other text NOT NULL, state text NOT NULL,
        since double precision NOT NULL, PRIMARY KEY (account, other));
    CREATE INDEX friends_other ON friends (other);
    CREATE TABLE blocks (
        account text NOT NULL, blocked text NOT NULL, since double precision NOT NULL,
        PRIMARY KEY (account, blocked));
    CREATE INDEX blocks_blocked ON blocks (blocked);
    CREATE TABLE reports (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, made double precision NOT NULL,
        reporter text NOT NULL, reported text, name text NOT NULL, table_id text NOT NULL,
        chat bigint NOT NULL, text text NOT NULL, reason text, resolved double precision,
        UNIQUE (reporter, table_id, chat));
    CREATE TABLE account_status (
        account text PRIMARY KEY, last_seen double precision, banned double precision);
    CREATE TABLE admin_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, made double precision NOT NULL,
        action text NOT NULL);
    CREATE TABLE whereabouts (
        process text NOT NULL, account text NOT NULL, table_id text, PRIMARY KEY (process, account));
    CREATE INDEX whereabouts_account ON whereabouts (account);
    """,
    # when each game ended, for a player's rating history (``profile``) and list of games (``my_games``)
    """
    ALTER TABLE game_players ADD COLUMN ended double precision;
    """,
    # quick match: the players waiting, whichever process they are connected to (docs/online.md)
    """
    CREATE TABLE queue (
        id text PRIMARY KEY, account text NOT NULL UNIQUE, ruleset text NOT NULL, name text NOT NULL,
        name_key text, partner text, mu double precision NOT NULL, since double precision NOT NULL,
        fill integer NOT NULL, process text NOT NULL, conn bigint NOT NULL, address text NOT NULL,
        account_name text);
    CREATE INDEX queue_address ON queue (address);
    """,
    # where each account was made from (a hash), for the rule on accounts of one address (docs/online.md)
    """
    ALTER TABLE accounts ADD COLUMN origin text;
    """,
    # the shown rating, which never rises after a loss (jackaroo/server/ratings.py), per account and
    # after each game; a rating kept before it was is its ordinal
    """
    ALTER TABLE ratings ADD COLUMN shown double precision NOT NULL DEFAULT 0;
    UPDATE ratings SET shown = ordinal;
    DROP INDEX ratings_board;
    CREATE INDEX ratings_shown ON ratings (ruleset, season, shown);
    ALTER TABLE game_players ADD COLUMN shown_before double precision,
        ADD COLUMN shown double precision;
    """,
)

#: an action without the game's end: the one statement every move runs, so it is sent to libpq
#: as it is (psycopg's cursor, adaptation and result handling cost it 70 µs of CPU more)
_APPEND_ACTION = b"INSERT INTO actions (table_id, number, ply, action) VALUES ($1, $2, $3, $4)"

#: the advisory lock key held while the schema is migrated (any fixed number; "JACK" in ASCII)
MIGRATION_LOCK = 0x4A41434B


def migrate(conn: psycopg.Connection[Any]) -> int:
    """Bring the schema to the newest version of :data:`MIGRATIONS` in one transaction, holding
    :data:`MIGRATION_LOCK`; return the version.  StorageError if the database is newer than this
    server (a newer server migrated it)."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)")
        row = conn.execute("SELECT version FROM schema_version").fetchone()
        if row is None:
            conn.execute("INSERT INTO schema_version (version) VALUES (0)")
        current = 0 if row is None else int(row[0])
        if current > len(MIGRATIONS):
            raise StorageError(
                f"the database's schema is version {current}, newer than this server's {len(MIGRATIONS)}"
            )
        for version in range(current + 1, len(MIGRATIONS) + 1):
            conn.execute(MIGRATIONS[version - 1])
            conn.execute("UPDATE schema_version SET version = %s", (version,))
        return len(MIGRATIONS)


class PostgresStorage:
    """:class:`~.storage.Storage` in the PostgreSQL database at ``url`` (a libpq URL or connection
    string), through a pool of ``max_size`` connections (:class:`~.pg_connections.Connections`,
    which the other keyword arguments are for).  Raises StorageError if the database cannot be
    reached within ``open_seconds`` at start.  Once running, a call that finds the database gone
    makes :attr:`available` refuse every call at once (StorageError) until it answers again."""

    def __init__(self, url: str, **connections: Any) -> None:
        self.url = url
        #: the process that runs the tables it creates (set by :class:`~.cluster.Cluster`)
        self.owner: str | None = None
        #: how long a process's hold on its tables lasts unless renewed, in seconds
        self.lease_seconds = 3.0
        self.connections = Connections(url, **connections)
        #: whether the database answers now, and its outages so far (:mod:`.availability`)
        self.available = self.connections.available
        self._connection = self.connections.connection
        self._writing = self.connections.writing
        with self._connection() as conn:
            self.version = migrate(conn)

    def _execute(self, sql: str, params: Sequence[Any]) -> None:
        with self._connection() as conn:
            conn.execute(sql, params)

    def _fetch(self, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
        with self._connection() as conn:
            return conn.execute(sql, params).fetchall()

    def save_lobby(self, table_id: str, lobby: dict[str, Any]) -> None:
        self._execute(
            "INSERT INTO tables (id, lobby, code, owner, lease_until)"
            " VALUES (%s, %s, %s, %s, now() + make_interval(secs => %s))"
            " ON CONFLICT (id) DO UPDATE SET lobby = excluded.lobby",
            (
                table_id,
                _json(lobby),
                lobby.get("code"),
                self.owner,
                self.lease_seconds,
            ),
        )

    def start_game(self, table_id: str, number: int, initial_json: str) -> None:
        self._execute(
            "INSERT INTO games (table_id, number, initial) VALUES (%s, %s, %s)",
            (table_id, number, initial_json),
        )

    def append_action(
        self, table_id: str, number: int, ply: int, action: str, end: GameEnd | None = None
    ) -> tuple[RatingChange, ...]:
        try:
            if end is None:  # the hot statement, straight to libpq (docs/performance.md)
                params = [table_id.encode(), b"%d" % number, b"%d" % ply, action.encode()]
                with self._writing() as conn:
                    result = conn.pgconn.exec_params(_APPEND_ACTION, params)
                    if result.status != ExecStatus.COMMAND_OK:
                        raise errors.error_from_result(result, encoding="utf-8")
                return ()
            with self.transaction() as tx:
                tx.execute(
                    "INSERT INTO actions (table_id, number, ply, action) VALUES (?, ?, ?, ?)",
                    (table_id, number, ply, action),
                )
                return record_end(tx, table_id, number, end)
        except DuplicateAction:  # stored already: this very action (its reply lost), or another
            stored, changes = settle(self.transaction, table_id, number, ply, action, end is not None)
            if stored != action:
                raise DuplicateAction(f"action {ply} of game {number} is stored already", stored) from None
            return changes

    @contextmanager
    def transaction(self) -> Iterator[Transaction]:
        with self._connection() as conn, conn.transaction():
            yield _PostgresTransaction(conn)

    def finish_game(self, table_id: str, number: int, winner: int) -> None:
        self._execute(
            "UPDATE games SET winner = %s WHERE table_id = %s AND number = %s", (winner, table_id, number)
        )

    def drop_lobby(self, table_id: str) -> None:
        self._execute(
            "DELETE FROM tables WHERE id = %s AND NOT EXISTS (SELECT 1 FROM games WHERE table_id = %s)",
            (table_id, table_id),
        )

    def end_table(self, table_id: str) -> None:
        self._execute("DELETE FROM tables WHERE id = %s", (table_id,))

    def load_tables(self, ids: Sequence[str] | None = None) -> list[StoredTable]:
        """Every table still in play (:class:`~.storage.Storage`), or those of ``ids`` only."""
        rows = self._fetch(
            "SELECT t.id, t.lobby, g.number, g.winner FROM tables t LEFT JOIN games g ON g.table_id = t.id"
            " AND g.number = (SELECT MAX(number) FROM games WHERE table_id = t.id)"
            " WHERE NOT t.closed AND (%s::text[] IS NULL OR t.id = ANY(%s::text[])) ORDER BY t.created",
            (ids, ids),
        )
        return tables_in_play(rows, self.game)

    def game(self, table_id: str, number: int) -> StoredGame | None:
        with self._connection() as conn:
            row = conn.execute(
                "SELECT initial, winner FROM games WHERE table_id = %s AND number = %s", (table_id, number)
            ).fetchone()
            if row is None:
                return None
            actions = conn.execute(
                "SELECT action FROM actions WHERE table_id = %s AND number = %s ORDER BY ply",
                (table_id, number),
            ).fetchall()
        return StoredGame(number, GameRecord(row[0], tuple(a for (a,) in actions)), row[1])

    def close(self) -> None:
        self.connections.close()


class _PostgresTransaction:
    """:class:`~.transactions.Transaction` on a psycopg connection in a transaction (``?`` placeholders
    become psycopg's ``%s``; errors are mapped by :meth:`PostgresStorage._connection`)."""

    for_update = " FOR UPDATE"

    def __init__(self, conn: psycopg.Connection[Any]) -> None:
        self._conn = conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Cursor:
        return self._conn.execute(sql.replace("?", "%s"), tuple(params))

    def try_lock(self, key: int) -> bool:
        row = self._conn.execute("SELECT pg_try_advisory_xact_lock(%s)", (key,)).fetchone()
        return bool(row and row[0])


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))
