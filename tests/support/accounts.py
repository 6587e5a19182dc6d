"""Helpers of the account tests: a server with cheap password hashing, and signed-up clients."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from jackaroo.online import protocol as p
from jackaroo.online.client import Client
from support.server import running_server

#: Argon2id at its cheapest: the tests check what the hash guards, not its cost
CHEAP = {"argon2_time_cost": 1, "argon2_memory_kib": 8}
PASSWORD = "correct horse battery"
#: the same cheap Argon2id for a server process's command line
CHEAP_ARGS = ("--argon2-time-cost", "1", "--argon2-memory-kib", "8")


@asynccontextmanager
async def server(database: str, **options: Any) -> AsyncIterator[Callable[[], Any]]:
    """A server on ``database``; yields a function opening a new greeted client."""
    async with running_server(database, **{**CHEAP, **options}) as (url, _server):
        yield lambda: Client.connect(url)


async def signed_up(connect: Callable[[], Any], name: str, password: str = PASSWORD) -> tuple[Client, str]:
    client = await connect()
    reply = await client.request(p.SignUp(name=name, password=password))
    assert reply["type"] == "account" and reply["name"] == name, reply
    return client, reply["session"]


def code(reply: dict[str, Any]) -> str | None:
    return reply.get("code") if reply["type"] == "error" else None
