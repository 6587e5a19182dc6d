"""Every request's reply names its ``ref`` and comes before what the request caused (docs/protocol.md:
``joined`` then ``table``; ``ok`` then ``table``), and a refusal tells a stranger nothing about
private tables."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from support.server import run, running_server, table_of

from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, JoinTable, Ready, Reclaim, SetSeat, Spectate


async def replies(client: Client, count: int) -> list[dict[str, Any]]:
    return [await client.recv(10) for _ in range(count)]


def test_a_frame_the_decoder_refuses_names_its_ref(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            client = await Client.connect(url)
            frames = [
                ({"type": "act", "ply": "zero", "action": "AS field", "ref": 41}, 41),
                ({"type": "launch_missiles", "ref": 42}, 42),
                ({"type": "chat", "text": "", "ref": 43}, 43),
                ({"type": "create_table", "name": "x", "extra": 1, "ref": 44}, 44),
            ]
            for frame, ref in frames:
                await client.send_raw(json.dumps(frame))
                error = await client.wait("error", 10)
                assert error["code"] == "bad_message" and error["ref"] == ref
            await client.send_raw(json.dumps({"type": "list_tables", "ref": 45}).encode())  # binary
            error = await client.wait("error", 10)
            assert error["ref"] == 45

    run(scenario)


def test_the_host_and_a_joiner_get_joined_then_table(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            host = await Client.connect(url)
            await host.send(CreateTable(name="Sara", ref=7))
            first, second = await replies(host, 2)
            assert (first["type"], first["ref"]) == ("joined", 7)
            assert second["type"] == "table" and second["you"] == 0
            guest = await Client.connect(url)
            await guest.send(JoinTable(name="Omar", code=first["code"], ref=8))
            first, second = await replies(guest, 2)
            assert (first["type"], first["ref"]) == ("joined", 8)
            assert second["type"] == "table" and second["you"] == 1
            # a request answered ``ok`` is answered before the table it changed
            await guest.send(Ready(ready=True, ref=9))
            first, second = await replies(guest, 2)
            assert (first["type"], first["ref"]) == ("ok", 9) and second["type"] == "table"
            # every server message is numbered in the order it was sent
            assert host.seq_gaps == 0 and guest.seq_gaps == 0

    run(scenario)


def test_spectate_with_a_ref_is_answered_ok_then_table(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            clients = await table_of(url, 1, ("random", "random", "random"), ready=False)
            watcher = await Client.connect(url)
            await watcher.send(Spectate(name="Eve", table=clients[0].table_id, ref=5))
            first, second = await replies(watcher, 2)
            assert (first["type"], first["ref"]) == ("ok", 5)
            assert second["type"] == "table" and second["you"] is None

    run(scenario)


def test_reclaim_says_the_same_for_a_private_table_and_for_no_table(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            clients = await table_of(url, 1, ready=False, private=True)
            await clients[0].request(SetSeat(seat=1, kind="random"))
            private_id = clients[0].table_id
            assert private_id is not None
            prober = await Client.connect(url)
            real = await prober.request(Reclaim(table=private_id, token="ab" * 16))
            unknown = await prober.request(Reclaim(table="0123456789", token="ab" * 16))
            assert real["type"] == unknown["type"] == "error"
            assert (real["code"], real["message"]) == (unknown["code"], unknown["message"])

    run(scenario)
