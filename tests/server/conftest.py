"""Fixtures of the server tests: one PostgreSQL server for the whole test run (started on first use),
a database of its own for each test that asks, and the service on one process or on two."""

from __future__ import annotations

import contextlib
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from support.server import Service, running_server

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
    """The URL of a new, empty database on the test run's PostgreSQL."""
    return postgres.new_database()


@pytest.fixture(params=["sqlite", "postgres"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a server stores, once for each storage: a new SQLite file, or a new PostgreSQL database
    (its URL) on the session's server."""
    if request.param == "sqlite":
        return str(tmp_path / "sub" / "server.sqlite3")
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture(params=["one process", "two processes"])
def service(request: pytest.FixtureRequest, tmp_path: Path) -> Service:
    """Opens the game service for a test: its two addresses, the first where tables are made and the
    second where others connect.  One process (SQLite): the same address twice; two processes
    sharing one PostgreSQL database: every client of the second reaches its table through the
    first.  Keyword arguments go to :func:`support.server.running_server`."""
    if request.param == "one process":

        @contextlib.asynccontextmanager
        async def one(**options: Any) -> AsyncIterator[tuple[str, str]]:
            async with running_server(tmp_path / "db.sqlite3", **options) as (url, _server):
                yield url, url

        return one
    pg_url = request.getfixturevalue("pg_url")

    @contextlib.asynccontextmanager
    async def two(**options: Any) -> AsyncIterator[tuple[str, str]]:
        async with (
            running_server(pg_url, **options) as (first, _first),
            running_server(pg_url, **{**options, "seed": 2}) as (second, _second),
        ):
            yield first, second

    return two
