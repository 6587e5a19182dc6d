"""The lobby: tables created, listed and joined, seats set by the host, Ready, the start, chat, what
each member sees, the record offered at the end and the rematch."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from support.server import run, running_server, table_of

from jackaroo.model.record import GameRecord
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import (
    Chat,
    CreateTable,
    GetRecord,
    JoinTable,
    Leave,
    ListTables,
    Ready,
    Rematch,
    SetSeat,
    Spectate,
    Stats,
)


def test_a_table_is_listed_joined_set_and_started_when_everyone_is_ready(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            host = await Client.connect(url)
            created = await host.request(CreateTable(name="Sara", ruleset="classic"))
            assert created["seat"] == 0 and len(created["token"]) == 32 and created["code"]
            guest = await Client.connect(url)
            listed = await guest.request(ListTables())
            assert [t["table"] for t in listed["tables"]] == [created["table"]]
            joined = await guest.request(JoinTable(name="Omar", table=created["table"], seat=2))
            assert joined["seat"] == 2 and joined["token"] != created["token"]
            assert (await guest.request(SetSeat(seat=1, kind="expert")))["code"] == "not_host"
            assert (await host.request(SetSeat(seat=2, kind="random")))["code"] == "seat_taken"
            assert (await host.request(SetSeat(seat=1, kind="none")))["type"] == "ok"
            assert (await host.request(SetSeat(seat=3, kind="none")))["type"] == "ok"
            assert (await host.request(Ready(ready=True)))["type"] == "ok"
            assert host.table is not None and host.table["status"] == "lobby"
            await guest.request(Ready(ready=True))
            started = await host.wait(lambda m: m.get("type") == "table" and m["game"] is not None, 10)
            assert started["status"] == "playing"
            game = started["game"]
            assert game["ruleset"] == "classic" and [s["player"] for s in game["seats"]] == [
                "human",
                "none",
                "human",
                "none",
            ]
            assert len(game["hand"]) == 4 and game["seat"] == 0
            late = await Client.connect(url)
            assert (await late.request(JoinTable(name="Late", table=created["table"])))["code"] == "in_game"
            stats = await late.request(Stats())
            assert stats["tables"] == 1 and stats["rss_mb"] > 0
            assert stats["playing"] == 2 and stats["connections"] == 3  # the late one only asks

    run(scenario)


def test_each_member_sees_only_its_own_hand_and_everyone_hears_chat(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, server):
            clients = await table_of(url, 4)
            watcher = await Client.connect(url)
            await watcher.send(Spectate(name="Eve", table=clients[0].table_id))
            seen = await watcher.wait("table", 10)
            table = server.tables[clients[0].table_id or ""]
            assert table.match is not None
            hands = table.match.game.state.hands
            for client in clients:
                assert client.game is not None and client.seat is not None
                assert client.game["hand"] == [str(c) for c in hands[client.seat]]
                assert [s["cards"] for s in client.game["seats"]] == [len(h) for h in hands]
                text = str(client.table)
                for other in range(4):
                    if other != client.seat:  # no other hand appears anywhere in what it was sent
                        assert str([str(c) for c in hands[other]]) not in text
            assert "hand" not in seen["game"] and "legal" not in seen["game"]
            await clients[2].send(Chat(text="good luck ٩(◕‿◕)۶"))
            for member in [*clients, watcher]:
                heard = await member.wait("chat", 10)
                assert heard["text"] == "good luck ٩(◕‿◕)۶" and heard["seat"] == 2 and heard["name"] == "P2"

    run(scenario)


def test_the_record_is_offered_at_the_end_and_a_rematch_starts_a_new_game(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            clients = await table_of(url, 2, ("greedy", "random"))
            assert (await clients[0].request(GetRecord()))["code"] == "game_not_over"
            await asyncio.gather(*(play_seat(c, random.Random(i)) for i, c in enumerate(clients)))
            over = await clients[0].wait("game_over", 10)
            record = GameRecord.from_json((await clients[1].request(GetRecord()))["record"])
            assert record.final_game().winner == over["winner"] == clients[1].winner
            await clients[0].request(Rematch())
            assert clients[0].table is not None and clients[0].table["status"] == "over"
            await clients[1].request(Rematch())
            again = await clients[0].wait(lambda m: m.get("type") == "table" and m["game_number"] == 1, 10)
            assert again["status"] == "playing" and again["game"]["ply"] == 0

    run(scenario)


def test_leaving_the_lobby_frees_the_seat_and_an_empty_lobby_closes(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, server):
            host = await Client.connect(url)
            created = await host.request(CreateTable(name="Sara"))
            guest = await Client.connect(url)
            await guest.request(JoinTable(name="Omar", code=created["code"]))
            assert (await host.request(Leave()))["type"] == "left"
            seen = await guest.wait(
                lambda m: m.get("type") == "table" and m["seats"][0]["kind"] == "open", 10
            )
            assert seen["host"] == 1
            await guest.request(Leave())
            assert created["table"] not in server.tables
            # a finished table nobody is at any more is closed too (its record stays stored)
            clients = await table_of(url, 1, ("random", "random", "random"))
            await play_seat(clients[0], random.Random(1))
            table_id = clients[0].table_id
            assert table_id in server.tables
            await clients[0].request(Leave())
            assert table_id not in server.tables
            stored = server.storage.game(table_id or "", 0)
            assert stored is not None and stored.winner == clients[0].winner

    run(scenario)
