"""Helpers of the server tests: a server on 127.0.0.1 (any free port) in the test's own event loop or
as a process of its own (``python -m jackaroo.server``, to kill and start again), and people who
sit down at a table."""

from __future__ import annotations

import asyncio
import contextlib
import random
import subprocess
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, JoinTable, Ready, SetSeat
from jackaroo.server.app import GameServer
from jackaroo.server.open_storage import is_postgres_url, open_storage
from jackaroo.server.options import Options

ROOT = Path(__file__).resolve().parents[2]
#: opens the game service for a test, yielding its two addresses (tests/server/conftest.py)
Service = Callable[..., contextlib.AbstractAsyncContextManager[tuple[str, str]]]


def start_server(db: Path | str, *options: str, port: int = 0) -> tuple[subprocess.Popen[str], str]:
    """``python -m jackaroo.server`` on ``port`` of 127.0.0.1 (0: a free one) storing in ``db``,
    CPUs acting at once, with the command-line ``options`` given; returns it and its URL once it
    listens."""
    command = [sys.executable, "-m", "jackaroo.server", "--port", str(port), "--db", str(db)]
    process = subprocess.Popen(
        [*command, "--cpu-delay", "0", *options],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("listening on ws://127.0.0.1:"), line
    return process, line.split()[-1]


def stop_server(process: subprocess.Popen[str]) -> None:
    """Kill the server process (SIGKILL: nothing is flushed or closed) and reap it."""
    process.kill()
    process.wait()


@contextlib.asynccontextmanager
async def running_server(
    db: Path | str,
    *,
    takeover_seconds: float = 30.0,
    cpu_delay: float = 0.0,
    seed: int = 1,
    rate: float = 1000,
    **limits: Any,
) -> AsyncIterator[tuple[str, GameServer]]:
    """A server on a free port of 127.0.0.1 storing in ``db``; yields its ws:// URL and itself.
    ``db`` a PostgreSQL URL: the server is one process of several sharing it (run more in the same
    loop).  ``rate``: messages a second per connection (high by default, so bots play flat out);
    ``limits``: other :class:`Options` (the budget's defaults otherwise, but for connections and
    frames from one address: every test's clients come from 127.0.0.1)."""
    storage = open_storage(str(db))
    limits.setdefault("max_per_address", 200)
    limits.setdefault("connect_rate", 1000)
    limits.setdefault("rate_address", 100 * rate)
    options = Options(takeover_seconds, cpu_delay, rate, 2 * rate, **limits)
    game_server = GameServer(storage, options, random.Random(seed))
    if isinstance(db, str) and is_postgres_url(db):
        from jackaroo.server.cluster import Cluster
        from jackaroo.server.pg_storage import PostgresStorage

        assert isinstance(storage, PostgresStorage)
        game_server.cluster = Cluster(game_server, storage)
    server = await game_server.serve("127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        yield f"ws://127.0.0.1:{port}", game_server
    finally:
        server.close()
        await server.wait_closed()
        game_server.close()
        storage.close()


def run(scenario: Callable[[], Awaitable[Any]], timeout: float = 120) -> Any:
    """Run ``scenario`` on a new event loop (the tests' way into asyncio, with no plugin)."""

    async def bounded() -> Any:
        return await asyncio.wait_for(scenario(), timeout)

    return asyncio.run(bounded())


async def table_of(
    url: str,
    humans: int,
    cpus: tuple[str, ...] = (),
    *,
    ready: bool = True,
    join_url: str | None = None,
    **create: Any,
) -> list[Client]:
    """A table created by the first of ``humans`` clients, the others joining by its code at the
    seats after it (connected to ``join_url`` if given, another process of the same service), the
    remaining seats given to CPU levels ``cpus``; everyone ready if ``ready`` (the game begins)."""
    host = await Client.connect(url)
    joined = await host.request(CreateTable(name="Host", **create))
    assert joined["type"] == "joined", joined
    clients = [host]
    for i in range(1, humans):
        client = await Client.connect(join_url or url)
        reply = await client.request(JoinTable(name=f"P{i}", code=joined["code"], seat=i))
        assert reply["type"] == "joined", reply
        clients.append(client)
    for offset, level in enumerate(cpus):
        reply = await host.request(SetSeat(seat=humans + offset, kind=level))  # type: ignore[arg-type]
        assert reply.get("type") != "error", reply
    if ready:
        for client in clients:
            await client.send(Ready(ready=True))
        for client in clients:
            await client.wait(lambda m: m.get("type") == "table" and m.get("game") is not None)
    return clients


def notice(kind: str, **fields: Any) -> Callable[[dict[str, Any]], bool]:
    """A test of a message for :meth:`Client.wait`: a ``notice`` of ``kind`` with these fields."""
    return lambda m: (
        m.get("type") == "notice" and m["kind"] == kind and all(m.get(k) == v for k, v in fields.items())
    )
