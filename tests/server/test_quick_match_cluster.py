"""Quick match with three server processes sharing one PostgreSQL database: players connected to
different processes wait in one queue, are seated once each at tables run by whichever process
matched them, and play to the end through the relay; players joining and leaving the queue at the
same moment on every process are either out of it or seated, never both, never twice."""

from __future__ import annotations

import asyncio
import contextlib
import random
from typing import Any

from support.quick_match import OPTIONS, check_tables, guest, play_all, queued, seated
from support.server import run, running_server

from jackaroo.online import protocol as p
from jackaroo.online.client import Client
from jackaroo.server.queue_store import QueueRow, QueueStore


async def three(pg_url: str, stack: contextlib.AsyncExitStack, **options: Any) -> list[str]:
    urls = []
    for seed in (1, 2, 3):
        serving = running_server(pg_url, seed=seed, **{**OPTIONS, **options})
        url, _server = await stack.enter_async_context(serving)
        urls.append(url)
    return urls


def proxied(address: str) -> dict[str, str]:
    """The handshake's headers of a client at ``address`` behind the trusted proxy."""
    return {"X-Forwarded-For": address}


def test_players_of_three_processes_share_one_queue_and_play_to_the_end(pg_url: str) -> None:
    async def scenario() -> None:
        async with contextlib.AsyncExitStack() as stack:
            # strangers, each from an address of its own (named as a reverse proxy names them):
            # guests made from one address are not rated against each other (docs/online.md)
            urls = await three(pg_url, stack, trusted_proxy="127.0.0.1")
            clients = [
                await guest(lambda u=urls[i % 3], a=f"198.51.100.{i}": Client.connect(u, headers=proxied(a)))
                for i in range(10)
            ]
            await asyncio.gather(*(queued(c, f"P{i}", cpu_fill_seconds=10) for i, c in enumerate(clients)))
            found = await asyncio.gather(*(seated(c) for c in clients))
            tables = check_tables(list(found))
            assert sum(len(s) == 4 for s in tables.values()) >= 1
            await play_all(clients)
            rated = [await c.request(p.GetRating()) for c in clients]
            at_full = {t for t, s in tables.items() if len(s) == 4}
            for reply, match in zip(rated, found, strict=True):
                if match["table"] in at_full:  # a table of people only is rated, once
                    assert reply["rating"]["games"] == 1

    run(scenario, timeout=240)


def test_joining_and_leaving_at_once_on_every_process_seats_nobody_twice(pg_url: str) -> None:
    async def scenario() -> None:
        async with contextlib.AsyncExitStack() as stack:
            urls = await three(pg_url, stack)
            clients = [await guest(lambda u=urls[i % 3]: Client.connect(u)) for i in range(24)]
            rng = random.Random(7)
            leavers = set(rng.sample(range(24), 8))

            async def one(i: int, client: Client) -> dict[str, Any] | None:
                await queued(client, f"P{i}", cpu_fill_seconds=10)
                if i in leavers:
                    await asyncio.sleep(rng.random() * 0.05)
                    reply = await client.request(p.LeaveQueue())
                    if reply["type"] == "left_queue":
                        return None
                    if reply["code"] == "not_queued":  # seated already: its match_found came first
                        assert client.table_id is not None, reply
                        return {"table": client.table_id, "seat": client.seat}
                    assert reply["code"] == "matched", reply  # another process seated it: coming
                return await seated(client)

            results = await asyncio.gather(*(one(i, c) for i, c in enumerate(clients)))
            found = [r for r in results if r is not None]
            check_tables(found)
            assert len(found) >= 16
            seated_clients = [c for c, r in zip(clients, results, strict=True) if r is not None]
            await asyncio.sleep(0.5)
            for client, result in zip(clients, results, strict=True):
                if result is None:  # out of the queue: never seated
                    assert client.table_id is None
            await play_all(seated_clients)

    run(scenario, timeout=240)


def test_a_player_left_waiting_by_a_process_that_died_may_queue_again(pg_url: str) -> None:
    async def scenario() -> None:
        async with running_server(pg_url, **OPTIONS) as (url, server):
            client = await guest(lambda: Client.connect(url))
            (account,) = [c.account for c in server.connections if c.account is not None]
            left = QueueRow("old", account, "guc", "Old", None, None, 25.0, 1.0, 0, "dead", 1, "x", None)
            QueueStore(server.storage).join(left, 10, 5)  # as a process that died left it
            await queued(client, "Again", cpu_fill_seconds=None)

    run(scenario)
