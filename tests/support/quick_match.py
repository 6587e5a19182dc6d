"""Helpers of the quick-match tests: the server's options for them, and players who sign in as guests,
queue, take the seat found (accepting CPUs when offered) and play to the end."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

from jackaroo.online import protocol as p
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client

#: cheap Argon2id, many guests from one address, every clock a twentieth (an offer of CPUs after
#: "10 s" comes after half a second), and Random CPUs (Expert's search would make games last minutes)
OPTIONS: dict[str, Any] = {
    "queue_cpu": "random",
    "argon2_time_cost": 1,
    "argon2_memory_kib": 8,
    "new_accounts_burst": 1000,
    "queue_per_address": 100,
    "clock_scale": 0.05,
}


async def guest(connect: Callable[[], Any]) -> Client:
    client: Client = await connect()
    reply = await client.request(p.Guest())
    assert reply["type"] == "account", reply
    return client


async def queued(client: Client, name: str, **queue: Any) -> dict[str, Any]:
    reply = await client.request(p.Queue(name=name, **queue))
    assert reply["type"] == "queued", reply
    return reply


async def seated(client: Client, accept: bool = True, timeout: float = 60) -> dict[str, Any]:
    """The ``match_found`` of ``client`` (accepting CPUs when offered, if ``accept``)."""
    while True:
        message = await client.recv(timeout)
        if message["type"] == "queue_offer" and accept:
            await client.send(p.AcceptCpus())
        elif message["type"] == "match_found":
            return message
        elif message["type"] == "error" and message["code"] not in ("matched", "not_queued"):
            raise AssertionError(message)  # (an accept_cpus crossing the match: match_found follows)


def check_tables(found: list[dict[str, Any]]) -> dict[str, list[int]]:
    """The seats of each table: nobody shares a seat, every match is announced once."""
    tables: dict[str, list[int]] = {}
    for match in found:
        tables.setdefault(match["table"], []).append(match["seat"])
    for seats in tables.values():
        assert len(seats) == len(set(seats)) <= 4
    return tables


async def play_all(clients: list[Client]) -> None:
    await asyncio.gather(*(play_seat(c, random.Random(i), timeout=60) for i, c in enumerate(clients)))
    assert all(c.winner is not None for c in clients)
