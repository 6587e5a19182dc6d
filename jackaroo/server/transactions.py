"""What a statement in a transaction needs of a database, SQLite and PostgreSQL alike: the small
interface the storages give (:meth:`~.storage.Storage.transaction`) for the SQL written once for
both (:mod:`.game_results`, :mod:`.account_store`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol


class Cursor(Protocol):
    """What a statement of a :class:`Transaction` returns (sqlite3's and psycopg's cursors alike)."""

    @property
    def rowcount(self) -> int: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...


class Transaction(Protocol):
    """Statements run in one transaction of either database: SQL written with ``?`` placeholders
    and the syntax both SQLite and PostgreSQL take; ``for_update`` is what a ``SELECT`` appends to
    lock the rows it reads until the commit (PostgreSQL: ``FOR UPDATE``; SQLite: nothing, its
    write transaction holds the whole database).  A unique key refusing a row raises
    :class:`Duplicate`; any other failure :class:`StorageError`."""

    for_update: str

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Cursor: ...

    def try_lock(self, key: int) -> bool:
        """Take the lock ``key`` until the transaction ends, if no other transaction holds it; whether
        it was taken (PostgreSQL: a transaction advisory lock; SQLite: always, its write
        transaction holding the whole database)."""
