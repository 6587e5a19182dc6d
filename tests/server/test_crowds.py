"""Crowds at one table: chat lines are limited per connection, per address (all its connections
together) and per table (everyone together), and a table takes a bounded number of spectators."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from support.server import run, running_server, table_of

from jackaroo.online.client import Client
from jackaroo.online.protocol import Chat, Spectate
from jackaroo.server.options import Options, burst_of


async def spectators(url: str, table: str | None, count: int, address: Any = None) -> list[Client]:
    """``count`` spectators of ``table``; ``address(i)``: the address the i-th comes from."""
    out = []
    for i in range(count):
        headers = {"X-Forwarded-For": address(i)} if address else None
        client = await Client.connect(url, headers=headers)
        reply = await client.request(Spectate(name=f"Fan {i}", table=table))
        assert reply["type"] == "ok", reply
        out.append(client)
    return out


async def flood(fans: list[Client], lines: int) -> tuple[int, float]:
    """Every fan sends ``lines`` chat lines at once; how many were accepted, and in how long."""
    loop = asyncio.get_running_loop()
    began = loop.time()

    async def say(fan: Client) -> list[dict[str, Any]]:  # (one request at a time per client)
        return [await fan.request(Chat(text=f"spam {i}")) for i in range(lines)]

    replies = [r for said in await asyncio.gather(*(say(fan) for fan in fans)) for r in said]
    assert {r["type"] for r in replies} <= {"ok", "error"}
    assert all(r["code"] == "chat_rate" for r in replies if r["type"] == "error")
    return sum(r["type"] == "ok" for r in replies), loop.time() - began


def test_many_spectators_of_one_address_share_its_chat_limit(tmp_path: Path) -> None:
    rate = Options().chat_rate_address

    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            player = (await table_of(url, 1, ("random", "random", "random"), ready=False))[0]
            fans = await spectators(url, player.table_id, 10)
            accepted, seconds = await flood(fans, 5)
            assert accepted <= burst_of(rate) + rate * seconds + 1
            heard = 0
            while True:  # what the seated player was sent
                try:
                    message = await player.recv(0.5)
                except TimeoutError:
                    break
                heard += message["type"] == "chat"
            assert heard == accepted

    run(scenario)


def test_spectators_from_many_addresses_share_the_table_chat_limit(tmp_path: Path) -> None:
    rate = Options().chat_rate_table

    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", trusted_proxy="127.0.0.1") as (url, _server):
            player = (await table_of(url, 1, ("random", "random", "random"), ready=False))[0]
            fans = await spectators(url, player.table_id, 10, lambda i: f"198.51.100.{i}")
            accepted, seconds = await flood(fans, 5)
            assert accepted <= burst_of(rate) + rate * seconds + 1

    run(scenario)


def test_a_table_takes_a_bounded_number_of_spectators(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", max_spectators=5) as (url, server):
            player = (await table_of(url, 1, ("random", "random", "random"), ready=False))[0]
            fans = await spectators(url, player.table_id, 5)
            late = await Client.connect(url)
            refused = await late.request(Spectate(name="Late", table=player.table_id))
            assert refused["code"] == "too_many_spectators"
            await fans[0].close()
            while len(server.tables[player.table_id or ""].watchers) > 4:
                await asyncio.sleep(0.02)
            assert (await late.request(Spectate(name="Late", table=player.table_id)))["type"] == "ok"

    run(scenario)
