"""Where the server keeps its tables: the :class:`Storage` interface and its SQLite implementation.

A table is stored as its lobby (a JSON object the table writes and reads back: seats, names, token
hashes, levels) and its games, each a start state (NOTATION.md JSON, generator included) and every
accepted action in order.  :meth:`Storage.append_action` returns only once the action is committed,
so an action the server has acknowledged survives a crash of the server process.  PostgreSQL
(:mod:`.pg_storage`) implements the same few methods; the server uses nothing else.
:func:`~.open_storage.open_storage` chooses by ``--db``: a ``postgresql://`` URL or a SQLite file.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..model.record import GameRecord
from .game_results import record_end
from .stored_actions import settle
from .transactions import Cursor, Transaction

if TYPE_CHECKING:
    from .ratings import GameEnd, RatingChange


class StorageError(Exception):
    """The database refused or could not take a write or a read (stopped, unreachable, full)."""


class Duplicate(StorageError):
    """A row with that key is stored already (a unique key refused a second one)."""


class DuplicateAction(Duplicate):
    """Another action is already stored at that (table, game, ply): ``stored`` (notation; None if
    unknown).  A second writer lost the race, or the table's own earlier write went through unseen
    (:mod:`.stored_actions`)."""

    def __init__(self, message: str, stored: str | None = None) -> None:
        super().__init__(message)
        self.stored = stored


@dataclass(frozen=True, slots=True)
class StoredGame:
    """Game ``number`` (0 = the first at its table) as stored: its start, its actions, its winner."""

    number: int
    record: GameRecord
    winner: int | None


@dataclass(frozen=True, slots=True)
class StoredTable:
    """A table as stored: ``lobby`` is the JSON object the table saved, ``game`` its latest game."""

    table_id: str
    lobby: dict[str, Any]
    game: StoredGame | None


class Storage(Protocol):
    """What the server needs of a database.  Every method commits before it returns and raises
    :class:`StorageError` on failure (the server then refuses the action it was storing);
    :meth:`append_action` raises :class:`DuplicateAction` for a ply already stored with another
    action (the same action stored already is that write done: :mod:`.stored_actions`)."""

    def save_lobby(self, table_id: str, lobby: dict[str, Any]) -> None:
        """Create or replace table ``table_id``'s lobby (a JSON-able object)."""

    def start_game(self, table_id: str, number: int, initial_json: str) -> None:
        """Game ``number`` of the table begins at ``initial_json`` (NOTATION.md state)."""

    def append_action(
        self, table_id: str, number: int, ply: int, action: str, end: GameEnd | None = None
    ) -> tuple[RatingChange, ...]:
        """Action ``ply`` (0-based) of game ``number`` was accepted; refuses another action at ``ply``
        (DuplicateAction naming the one stored), and takes the same action stored already as done.
        ``end``: the action won the game; in the same transaction the game's winner is stored and
        its players' ratings updated (:func:`~.game_results.record_end`), whose changes are
        returned (none if the game was finished already, or is not rated)."""

    def finish_game(self, table_id: str, number: int, winner: int) -> None:
        """Game ``number`` was won by seat ``winner``."""

    def drop_lobby(self, table_id: str) -> None:
        """Forget table ``table_id``, whose first game never began (it will not be loaded again)."""

    def end_table(self, table_id: str) -> None:
        """Table ``table_id`` was ended by its host: it is never loaded again (its games stay)."""

    def load_tables(self) -> list[StoredTable]:
        """Every table still in play, with its latest game, for a restarted server: those with no game
        yet or whose latest game is not finished (finished games stay stored, unloaded)."""

    def game(self, table_id: str, number: int) -> StoredGame | None:
        """One stored game, or None."""

    def transaction(self) -> AbstractContextManager[Transaction]:
        """A transaction, committed when the block ends, rolled back if it raises."""

    def close(self) -> None:
        """Release the database."""


def read_rows(storage: Storage, sql: str, params: Sequence[Any] = ()) -> list[Any]:
    """The rows ``sql`` reads, in a transaction of its own on ``storage`` (the stores' reads)."""
    with storage.transaction() as tx:
        return tx.execute(sql, params).fetchall()


def tables_in_play(
    rows: Sequence[tuple[str, str, int | None, int | None]],
    game: Callable[[str, int], StoredGame | None],
) -> list[StoredTable]:
    """The tables of ``rows`` (id, lobby JSON, latest game's number and winner, in order) whose
    latest game is not won, each with that game read by ``game`` (the implementations' share of
    :meth:`Storage.load_tables`)."""
    out = []
    for table_id, lobby, number, winner in rows:
        if winner is None:
            latest = None if number is None else game(table_id, number)
            out.append(StoredTable(table_id, json.loads(lobby), latest))
    return out


_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, lobby TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    table_id TEXT NOT NULL, number INTEGER NOT NULL, initial TEXT NOT NULL, winner INTEGER,
    PRIMARY KEY (table_id, number));
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL, number INTEGER NOT NULL, ply INTEGER NOT NULL, action TEXT NOT NULL,
    PRIMARY KEY (table_id, number, ply));
CREATE TABLE IF NOT EXISTS accounts (
    id TEXT PRIMARY KEY, name TEXT, name_key TEXT UNIQUE, skeleton TEXT UNIQUE, password TEXT,
    created REAL NOT NULL, origin TEXT);
CREATE TABLE IF NOT EXISTS sessions (
    hash TEXT PRIMARY KEY, account TEXT NOT NULL, created REAL NOT NULL, expires REAL NOT NULL);
CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account);
CREATE TABLE IF NOT EXISTS ratings (
    account TEXT NOT NULL, ruleset TEXT NOT NULL, season INTEGER NOT NULL, mu REAL NOT NULL,
    sigma REAL NOT NULL, ordinal REAL NOT NULL, games INTEGER NOT NULL,
    shown REAL NOT NULL DEFAULT 0, PRIMARY KEY (account, ruleset, season));
CREATE TABLE IF NOT EXISTS game_players (
    table_id TEXT NOT NULL, number INTEGER NOT NULL, seat INTEGER NOT NULL, account TEXT,
    ruleset TEXT NOT NULL, season INTEGER NOT NULL, rank INTEGER NOT NULL, rated INTEGER NOT NULL,
    with_cpus INTEGER NOT NULL, mu_before REAL, sigma_before REAL, mu REAL, sigma REAL,
    ended REAL, shown_before REAL, shown REAL, PRIMARY KEY (table_id, number, seat));
CREATE INDEX IF NOT EXISTS game_players_account ON game_players (account);
CREATE TABLE IF NOT EXISTS friends (
    account TEXT NOT NULL, other TEXT NOT NULL, state TEXT NOT NULL, since REAL NOT NULL,
    PRIMARY KEY (account, other));
CREATE INDEX IF NOT EXISTS friends_other ON friends (other);
CREATE TABLE IF NOT EXISTS blocks (
    account TEXT NOT NULL, blocked TEXT NOT NULL, since REAL NOT NULL, PRIMARY KEY (account, blocked));
CREATE INDEX IF NOT EXISTS blocks_blocked ON blocks (blocked);
CREATE TABLE IF NOT EXISTS reports (
    id INTEGER PRIMARY KEY AUTOINCREMENT, made REAL NOT NULL, reporter TEXT NOT NULL, reported TEXT,
    name TEXT NOT NULL, table_id TEXT NOT NULL, chat INTEGER NOT NULL, text TEXT NOT NULL, reason TEXT,
    resolved REAL, UNIQUE (reporter, table_id, chat));
CREATE TABLE IF NOT EXISTS account_status (account TEXT PRIMARY KEY, last_seen REAL, banned REAL);
CREATE TABLE IF NOT EXISTS admin_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT, made REAL NOT NULL, action TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS queue (
    id TEXT PRIMARY KEY, account TEXT NOT NULL UNIQUE, ruleset TEXT NOT NULL, name TEXT NOT NULL,
    name_key TEXT, partner TEXT, mu REAL NOT NULL, since REAL NOT NULL, fill INTEGER NOT NULL,
    process TEXT NOT NULL, conn INTEGER NOT NULL, address TEXT NOT NULL, account_name TEXT);
CREATE INDEX IF NOT EXISTS queue_address ON queue (address);
"""
#: columns added since a table was first made: (table, column, its type, the statement that fills
#: it or None), added to an older file in one transaction with their filling
_ADDED_COLUMNS = (
    ("game_players", "ended", "REAL", None),
    ("accounts", "origin", "TEXT", None),
    # the shown rating (:mod:`.ratings`): a rating kept before it was is its ordinal
    ("ratings", "shown", "REAL NOT NULL DEFAULT 0", "UPDATE ratings SET shown = ordinal"),
    ("game_players", "shown_before", "REAL", None),
    ("game_players", "shown", "REAL", None),
)
#: indexes on added columns (made once the columns are there), and those they replace
_INDEXES = """
DROP INDEX IF EXISTS ratings_board;
CREATE INDEX IF NOT EXISTS ratings_shown ON ratings (ruleset, season, shown);
"""


class SqliteStorage:
    """:class:`Storage` in one SQLite file (write-ahead log; ``synchronous=NORMAL`` survives a killed
    server process, ``durable=True`` (FULL) also a power cut, at the cost of a sync per action)."""

    def __init__(self, path: str | Path, *, durable: bool = False) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self._db.executescript(_SCHEMA)
        with self.transaction():  # (another process opening the file waits, then finds them)
            for table, column, kind, fill in _ADDED_COLUMNS:
                if column not in {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}:
                    self._db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")
                    if fill is not None:
                        self._db.execute(fill)
        self._db.executescript(_INDEXES)

    def save_lobby(self, table_id: str, lobby: dict[str, Any]) -> None:
        self._db.execute(
            "INSERT INTO tables (id, lobby) VALUES (?, ?)"
            " ON CONFLICT(id) DO UPDATE SET lobby = excluded.lobby",
            (table_id, json.dumps(lobby, separators=(",", ":"))),
        )

    def start_game(self, table_id: str, number: int, initial_json: str) -> None:
        self._db.execute(
            "INSERT INTO games (table_id, number, initial) VALUES (?, ?, ?)", (table_id, number, initial_json)
        )

    def append_action(
        self, table_id: str, number: int, ply: int, action: str, end: GameEnd | None = None
    ) -> tuple[RatingChange, ...]:
        try:
            with self.transaction() as tx:
                tx.execute(
                    "INSERT INTO actions (table_id, number, ply, action) VALUES (?, ?, ?, ?)",
                    (table_id, number, ply, action),
                )
                return () if end is None else record_end(tx, table_id, number, end)
        except Duplicate:
            stored, changes = settle(self.transaction, table_id, number, ply, action, end is not None)
            if stored != action:
                raise DuplicateAction(f"action {ply} of game {number} is stored already", stored) from None
            return changes

    @contextmanager
    def transaction(self) -> Iterator[Transaction]:
        try:
            self._db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise StorageError(str(error)) from error
        try:
            yield _SqliteTransaction(self._db)
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        try:
            self._db.execute("COMMIT")
        except sqlite3.Error as error:
            self._db.execute("ROLLBACK")
            raise StorageError(str(error)) from error

    def finish_game(self, table_id: str, number: int, winner: int) -> None:
        self._db.execute(
            "UPDATE games SET winner = ? WHERE table_id = ? AND number = ?", (winner, table_id, number)
        )

    def drop_lobby(self, table_id: str) -> None:
        self._db.execute(
            "DELETE FROM tables WHERE id = ? AND NOT EXISTS (SELECT 1 FROM games WHERE table_id = ?)",
            (table_id, table_id),
        )

    def end_table(self, table_id: str) -> None:
        self._db.execute("DELETE FROM tables WHERE id = ?", (table_id,))

    def load_tables(self) -> list[StoredTable]:
        rows = self._db.execute(
            "SELECT t.id, t.lobby, g.number, g.winner FROM tables t LEFT JOIN games g ON g.table_id = t.id"
            " AND g.number = (SELECT MAX(number) FROM games WHERE table_id = t.id) ORDER BY t.rowid"
        ).fetchall()
        return tables_in_play(rows, self.game)

    def game(self, table_id: str, number: int) -> StoredGame | None:
        row = self._db.execute(
            "SELECT initial, winner FROM games WHERE table_id = ? AND number = ?", (table_id, number)
        ).fetchone()
        if row is None:
            return None
        actions = self._db.execute(
            "SELECT action FROM actions WHERE table_id = ? AND number = ? ORDER BY ply",
            (table_id, number),
        ).fetchall()
        return StoredGame(number, GameRecord(row[0], tuple(a for (a,) in actions)), row[1])

    def close(self) -> None:
        self._db.close()


class _SqliteTransaction:
    """:class:`Transaction` on a SQLite connection (its errors as StorageError and Duplicate)."""

    for_update = ""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def try_lock(self, key: int) -> bool:
        return True  # (the write transaction holds the whole database)

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Cursor:
        try:
            return self._db.execute(sql, tuple(params))
        except sqlite3.IntegrityError as error:
            raise Duplicate(str(error)) from error
        except sqlite3.Error as error:
            raise StorageError(str(error)) from error


def default_db_path() -> Path:
    """The server's database in the user's data folder, where the desktop app keeps its data
    (``Jackaroo`` in it: :mod:`jackaroo.view.settings.data_folder`), without importing Qt; the one
    an earlier version made one folder deeper (``Jackaroo/Jackaroo``) while there is no new one."""
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", home / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    new, old = base / "Jackaroo" / "server.sqlite3", base / "Jackaroo" / "Jackaroo" / "server.sqlite3"
    return old if old.exists() and not new.exists() else new
