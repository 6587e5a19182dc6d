"""Bytes an action costs: sent to the clients of a table of four (every message the server queues,
as encoded) and stored in PostgreSQL (the ``actions`` table with its index), over whole games of
four bots on one server process (docs/online.md, "Capacity").

    nice -n 5 python scripts/action_bytes.py --games 5
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from support.server import running_server, table_of

from jackaroo.online.bot import play_seat
from jackaroo.server.connection import Connection
from jackaroo.server.local_cluster import PostgresServer, find_bindir

#: bytes and messages every connection queued during the run
COUNTED = {"bytes": 0, "messages": 0}


def counting(
    queue: Callable[[Connection, dict[str, Any]], None],
) -> Callable[[Connection, dict[str, Any]], None]:
    """``Connection._queue_message`` counting what it queues, as encoded (installed for the run)."""

    def counted(conn: Connection, message: dict[str, Any]) -> None:
        before = conn.unsent
        queue(conn, message)
        COUNTED["bytes"] += conn.unsent - before
        COUNTED["messages"] += 1

    return counted


async def games(url: str, count: int) -> int:
    """``count`` whole games of four bots at ``url``; the actions played."""
    actions = 0
    async with running_server(url) as (ws, _server):
        for game in range(count):
            clients = await table_of(ws, 4)
            await asyncio.gather(*(play_seat(c, random.Random(i + 10 * game)) for i, c in enumerate(clients)))
            actions += clients[0].game["ply"] if clients[0].game else 0
            for client in clients:
                await client.close()
    return actions


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    bindir = find_bindir()
    if bindir is None:
        print("needs PostgreSQL (Debian: apt-get install postgresql)", file=sys.stderr)
        return 1
    Connection._queue_message = counting(Connection._queue_message)  # type: ignore[method-assign]
    server = PostgresServer(bindir)
    try:
        server.start()
        url = server.new_database()
        actions = asyncio.run(games(url, args.games))
        with psycopg.connect(url) as conn:
            row = conn.execute("SELECT pg_total_relation_size('actions'), count(*) FROM actions").fetchone()
        assert row is not None
        sent, messages = COUNTED["bytes"], COUNTED["messages"]
        print(f"{actions} actions, {messages} messages, {sent} bytes sent")
        print(f"sent per action {sent / actions:.0f} bytes, per message {sent / messages:.0f}")
        print(f"stored per action {row[0] / row[1]:.0f} bytes ({row[1]} rows, {row[0]} bytes)")
    finally:
        server.destroy()
    return 0


if __name__ == "__main__":
    sys.exit(main())
