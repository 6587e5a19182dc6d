"""Sign-in that strangers cannot jam, through real sockets on 127.0.0.1 (SQLite): each client names
an address of its own in ``X-Forwarded-For``, as a trusted reverse proxy would (docs/online.md,
"Sign-in under attack").

- Wrong guesses from other addresses do not lock the owner out: the right password from an address
  with a clean record still signs in, and a kept session always does; guessing stays as slow.
- A flood of password checks from many addresses is refused ``sign_in_rate`` at once (nothing
  queued past the process's hashing slots, nor past an address's share of them), and an honest
  sign-in from another address goes through meanwhile.
- ``scripts/sign_in_flood.py``, the benchmark of docs/online.md, runs (briefly, with cheap hashes).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from support.accounts import CHEAP, PASSWORD, code
from support.scripts import load_script
from support.server import run, running_server

from jackaroo.online import protocol as p
from jackaroo.online.client import Client
from jackaroo.server.app import GameServer

Connect = Callable[[str], Awaitable[Client]]
OWNER = "192.0.2.10"


@asynccontextmanager
async def siege(tmp_path: Path, **options: Any) -> AsyncIterator[tuple[Connect, GameServer]]:
    """A server trusting 127.0.0.1 as its proxy; yields a function opening a greeted client from a
    given address, and the server."""
    async with running_server(tmp_path / "db.sqlite3", trusted_proxy="127.0.0.1", **{**CHEAP, **options}) as (
        url,
        server,
    ):

        async def connect(address: str) -> Client:
            return await Client.connect(url, headers={"X-Forwarded-For": address})

        yield connect, server


def test_guesses_from_other_addresses_do_not_lock_the_owner_out(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with siege(tmp_path) as (connect, _server):
            owner = await connect(OWNER)
            made = await owner.request(p.SignUp(name="Sara", password=PASSWORD))
            session = made["session"]
            refused = 0
            for i in range(1, 4):  # three strangers guess until they are stopped
                mallory = await connect(f"198.51.100.{i}")
                for _ in range(6):
                    reply = await mallory.request(p.SignIn(name="Sara", password="wrong horse"))
                    assert code(reply) in ("bad_sign_in", "sign_in_rate"), reply
                    refused += code(reply) == "sign_in_rate"
                # a stranger who guessed wrong waits, even with the right password
                again = await mallory.request(p.SignIn(name="Sara", password=PASSWORD))
                assert code(again) == "sign_in_rate"
            assert refused >= 3 * 6 - 5 - 2  # the account's five at once, then one guess an address
            # the owner, from an address that never guessed wrong, signs in
            right = await (await connect(OWNER)).request(p.SignIn(name="Sara", password=PASSWORD))
            assert right["type"] == "account" and right["name"] == "Sara", right
            other = await (await connect("203.0.113.5")).request(p.SignIn(name="Sara", password=PASSWORD))
            assert other["type"] == "account", other  # the owner's phone, elsewhere
            kept = await (await connect("198.51.100.1")).request(p.SignIn(session=session))
            assert kept["type"] == "account" and kept["name"] == "Sara", kept
            # a new address still gets one guess, and then waits like the others
            fresh = await connect("198.51.100.99")
            assert code(await fresh.request(p.SignIn(name="Sara", password="wrong horse"))) == "bad_sign_in"
            assert code(await fresh.request(p.SignIn(name="Sara", password="wrong horse"))) == "sign_in_rate"

    run(scenario)


class Gated:
    """A server's passwords whose every check of ``password`` waits until ``gate`` opens."""

    def __init__(self, passwords: Any, password: str, gate: threading.Event) -> None:
        self.passwords, self.password, self.gate = passwords, password, gate

    def verify(self, stored: str | None, password: str) -> bool:
        assert password != self.password or self.gate.wait(30)
        return bool(self.passwords.verify(stored, password))

    def hash(self, password: str) -> str:
        return str(self.passwords.hash(password))

    def needs_rehash(self, stored: str) -> bool:
        return bool(self.passwords.needs_rehash(stored))


async def settled(tasks: list[asyncio.Task[dict[str, Any]]], count: int) -> list[dict[str, Any]]:
    """The replies of the first ``count`` of ``tasks`` to be answered (the others still waiting)."""
    pending = set(tasks)
    while len(tasks) - len(pending) < count:
        _done, pending = await asyncio.wait(pending, timeout=20, return_when=asyncio.FIRST_COMPLETED)
        assert _done, f"only {len(tasks) - len(pending)} of {count} replies came"
    return [task.result() for task in tasks if task.done()]


def test_a_flood_of_password_checks_is_refused_at_once_and_an_honest_one_gets_through(
    tmp_path: Path,
) -> None:
    long = "x" * 128

    async def scenario() -> None:
        gate = threading.Event()
        async with siege(tmp_path) as (connect, server):
            o, hashing = server.options, server.accounts.hashing
            made = await (await connect("203.0.113.5")).request(p.SignUp(name="Sara", password=PASSWORD))
            flooders = [[await connect(f"198.51.100.{a}") for _ in range(8)] for a in range(1, 7)]
            for clients in flooders:  # each flooding address has hashed lately: it is busy
                for i, client in enumerate(clients[:3]):
                    reply = await client.request(p.SignIn(name=f"Nobody{i}", password=long))
                    assert code(reply) == "bad_sign_in"
            server.accounts.passwords = Gated(server.accounts.passwords, long, gate)  # type: ignore[assignment]
            loop = asyncio.get_running_loop()
            flood = [
                loop.create_task(clients[c].request(p.SignIn(name=f"New{a}x{c}", password=long)))
                for c in range(8)
                for a, clients in enumerate(flooders)
            ]
            # busy addresses may hold every thread but one, and the queue: the rest is refused at
            # once, answered while every hash let in still waits for the gate
            held = o.hash_threads - 1 + o.hash_queue
            refused = await settled(flood, len(flood) - held)
            assert all(code(reply) == "sign_in_rate" for reply in refused), refused
            assert "busy checking passwords" in refused[0]["message"]
            assert (hashing.running, hashing.waiting) == (o.hash_threads - 1, o.hash_queue)
            # the owner signs in meanwhile, on the thread kept free, and a kept session needs no hash
            right = await (await connect(OWNER)).request(p.SignIn(name="Sara", password=PASSWORD))
            assert right["type"] == "account" and right["name"] == "Sara", right
            kept = await (await connect("192.0.2.11")).request(p.SignIn(session=made["session"]))
            assert kept["type"] == "account"
            assert sum(task.done() for task in flood) == len(flood) - held  # the flood still waits
            gate.set()
            replies = await asyncio.gather(*flood)
            assert sorted({str(code(reply)) for reply in replies}) == ["bad_sign_in", "sign_in_rate"]
            assert hashing.refused == len(flood) - held

    run(scenario)


def test_the_flood_benchmark_runs_against_a_server(tmp_path: Path) -> None:
    bench = load_script("scripts/sign_in_flood.py")

    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", trusted_proxy="127.0.0.1", **CHEAP) as (url, _):
            names = await bench.make_honest(url, 2)
            addresses = (f"203.0.113.{i}" for i in range(1, 100))
            honest, flood = await asyncio.gather(
                bench.honest(url, names, addresses, 1.0, 0.25), bench.flood(url, 1.0)
            )
            assert honest["sign_ins"] >= 3 and not honest["refused"], honest
            assert sum(flood["replies"].values()) > 48, flood

    run(scenario)
