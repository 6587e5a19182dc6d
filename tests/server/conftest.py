"""Fixtures of the server tests: one PostgreSQL server for the whole session (started on first use),
a database of its own for each test that asks."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from jackaroo.server.local_cluster import PostgresServer, find_bindir


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """A PostgreSQL server of the tests' own; skipped where PostgreSQL or psycopg is not installed,
    except in CI (``CI`` set), where .ci/run installs both and their absence fails."""
    bindir = find_bindir()
    missing = None
    if bindir is None:
        missing = "PostgreSQL is not installed (Debian: apt-get install postgresql)"
    else:
        try:
            import psycopg  # noqa: F401
            import psycopg_pool  # noqa: F401
        except ImportError:
            missing = "psycopg is not installed (pip install -e '.[postgres]')"
    if missing is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI runs the PostgreSQL tests, but {missing}")
        pytest.skip(missing)
    assert bindir is not None
    server = PostgresServer(bindir)
    try:
        server.start()
        yield server
    finally:
        server.destroy()


@pytest.fixture
def pg_url(postgres: PostgresServer) -> str:
    """The URL of a new, empty database on the session's PostgreSQL."""
    return postgres.new_database()
