"""A finished game's record, through real sockets on SQLite and PostgreSQL: refused to anyone while
the game is played (seated or watching), then whole after its end (every seat's hands, the deck and
the generator: it replays to the game played); and a signed-in account's finished games
(``my_games``, newest first, paged) and any one's record (``get_game``), for an account that sat in
it only."""

from __future__ import annotations

import asyncio
import json
import random

from support.server import run, running_server, table_of

from jackaroo.model.record import GameRecord
from jackaroo.online import protocol as p
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client


def test_the_record_is_whole_after_the_end_and_refused_before(database: str) -> None:
    async def scenario() -> None:
        async with running_server(database) as (url, _server):
            clients = await table_of(url, 2, ("greedy", "random"))
            assert clients[0].table is not None
            watcher = await Client.connect(url)
            await watcher.request(p.Spectate(name="Watcher", table=clients[0].table["table"]))
            seen = {c.seat: list(c.game["hand"]) for c in clients if c.game and c.game["ply"] == 0}
            for member in [*clients, watcher]:
                refused = await member.request(p.GetRecord())
                assert refused["code"] == "game_not_over", refused
            await asyncio.gather(*(play_seat(c, random.Random(i)) for i, c in enumerate(clients)))
            over = await clients[0].wait("game_over", 10)
            for member in [*clients, watcher]:
                text = (await member.request(p.GetRecord()))["record"]
                record = GameRecord.from_json(text)
                initial = json.loads(record.initial_state_json)
                hands = [seat["hand"] for seat in initial["seats"]]
                assert all(len(hand) == 4 for hand in hands)  # every seat's, the CPUs' too
                for seat, hand in seen.items():
                    assert hands[seat] == hand
                assert initial["deck"] and initial["rng"]
                final = record.final_game()
                assert final.winner == over["winner"]
                assert list(record.actions) == [clients[0].history[ply] for ply in range(len(record))]

    run(scenario)


async def guest_table(url: str, ruleset: str = "guc") -> list[Client]:
    """Two guests at a table with two CPUs, the game begun."""
    clients = [await Client.connect(url), await Client.connect(url)]
    for client in clients:
        assert (await client.request(p.Guest()))["type"] == "account"
    joined = await clients[0].request(p.CreateTable(name="Huda", ruleset=ruleset))  # type: ignore[arg-type]
    await clients[1].request(p.JoinTable(name="Omar", code=joined["code"], seat=1))
    for seat, level in ((2, "greedy"), (3, "random")):
        await clients[0].request(p.SetSeat(seat=seat, kind=level))  # type: ignore[arg-type]
    for client in clients:
        await client.send(p.Ready())
    for client in clients:
        await client.wait(lambda m: m.get("type") == "table" and m.get("game") is not None, 10)
    return clients


def test_an_account_lists_its_finished_games_and_gets_their_records(database: str) -> None:
    async def scenario() -> None:
        async with running_server(database) as (url, _server):
            huda, omar = clients = await guest_table(url, "classic")
            stranger = await Client.connect(url)
            assert (await stranger.request(p.MyGames()))["code"] == "not_signed_in"
            await stranger.request(p.Guest())
            table = huda.table_id
            assert table is not None
            assert (await huda.request(p.MyGames()))["games"] == []  # not over: not listed
            early = await huda.request(p.GetGame(table=table, game_number=0))
            assert early["code"] == "no_record"
            await asyncio.gather(*(play_seat(c, random.Random(i)) for i, c in enumerate(clients)))
            first = await huda.wait("game_over", 10)
            for client in clients:
                await client.request(p.Rematch())
            for client in clients:
                await client.wait(lambda m: m.get("type") == "table" and m["game_number"] == 1, 10)
            await asyncio.gather(*(play_seat(c, random.Random(5 + i)) for i, c in enumerate(clients)))
            second = await huda.wait("game_over", 10)
            listed = await omar.request(p.MyGames())
            assert listed["total"] == 2 and listed["offset"] == 0
            newest, oldest = listed["games"]
            assert (newest["game_number"], oldest["game_number"]) == (1, 0)  # newest first
            for game, over in ((newest, second), (oldest, first)):
                assert game["table"] == table and game["ruleset"] == "classic" and game["seat"] == 1
                assert [s["name"] for s in game["seats"]] == ["Huda", "Omar", "Greedy", "Random"]
                assert [s["player"] for s in game["seats"]] == ["human", "human", "greedy", "random"]
                assert game["winners"] == over["summary"]["winners"]
                assert game["ended"].endswith("+00:00")
            page = await omar.request(p.MyGames(offset=1, limit=1))
            assert page["games"] == [oldest] and page["total"] == 2
            got = await omar.request(p.GetGame(table=table, game_number=0))
            assert got["seat"] == 1 and got["table"] == table and got["game_number"] == 0
            at_table = (await omar.request(p.GetRecord()))["record"]  # game 1's, the latest
            assert GameRecord.from_json(got["record"]).final_game().winner == first["winner"]
            assert got["record"] != at_table
            mine = await huda.request(p.GetGame(table=table, game_number=1))
            assert mine["seat"] == 0 and mine["record"] == at_table
            # another account, a game that does not exist: refused alike, nothing said
            for client, number in ((stranger, 0), (huda, 2)):
                refused = await client.request(p.GetGame(table=table, game_number=number))
                assert refused["code"] == "no_record"
            assert (await stranger.request(p.MyGames()))["games"] == []

    run(scenario)
