"""The storage ``--db`` names: a PostgreSQL URL or a SQLite file (docs/online.md)."""

from __future__ import annotations

from .storage import SqliteStorage, Storage, default_db_path


def is_postgres_url(db: str) -> bool:
    """Whether ``--db`` names a PostgreSQL database (``postgresql://`` or ``postgres://``)."""
    return db.startswith(("postgresql://", "postgres://"))


def open_storage(db: str | None, *, durable: bool = False) -> Storage:
    """The storage ``--db`` names: a PostgreSQL URL (:class:`~.pg_storage.PostgresStorage`, its
    schema created or migrated first), or a SQLite file (None: :func:`default_db_path`).  Raises
    :class:`StorageError` if PostgreSQL cannot be reached, ImportError without psycopg (the
    ``postgres`` extra)."""
    if db is not None and is_postgres_url(db):
        from .pg_storage import PostgresStorage  # psycopg only when asked for

        return PostgresStorage(db)
    return SqliteStorage(db or default_db_path(), durable=durable)
