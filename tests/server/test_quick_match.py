"""Quick match through real sockets on 127.0.0.1, as players and attackers use it: tables formed from
2 to 20 players waiting, CPUs offered and filled after a player's wait so nobody waits forever,
nobody seated twice, partners kept together, leaving the queue at once, the queue's bounds and
hostile frames; on SQLite and on PostgreSQL (one process here; several in test_quick_match_cluster)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest
from support.quick_match import OPTIONS, check_tables, guest, play_all, queued, seated
from support.server import run, running_server

from jackaroo.online import protocol as p
from jackaroo.online.client import Client


@asynccontextmanager
async def server(database: str, **options: Any) -> AsyncIterator[Callable[[], Any]]:
    async with running_server(database, **{**OPTIONS, **options}) as (url, _server):
        yield lambda: Client.connect(url)


@pytest.mark.parametrize("players", [2, 5, 20])
def test_players_waiting_are_seated_once_and_play_to_the_end_on_sqlite(tmp_path: Any, players: int) -> None:
    async def scenario() -> None:
        async with server(str(tmp_path / "db.sqlite3")) as connect:
            clients = [await guest(connect) for _ in range(players)]
            await asyncio.gather(*(queued(c, f"P{i}", cpu_fill_seconds=10) for i, c in enumerate(clients)))
            found = await asyncio.gather(*(seated(c) for c in clients))
            tables = check_tables(list(found))
            assert len(tables) >= -(-players // 4)
            if players >= 4:  # those who waited together sat together: full tables first
                assert sum(len(s) == 4 for s in tables.values()) >= players // 4 - 1
            for client, match in zip(clients, found, strict=True):
                assert client.table_id == match["table"] and client.seat == match["seat"]
                assert len(match["token"]) == 32 and match["waited_ms"] >= 0
            await play_all(clients)

    run(scenario, timeout=240)


def test_four_players_a_full_table_at_once_rated_and_nobody_offered_cpus(database: str) -> None:
    async def scenario() -> None:
        # four strangers, each from an address of its own (named as a reverse proxy names them):
        # guests made from one address are not rated against each other (test_fair_ratings.py)
        options = {**OPTIONS, "clock_scale": 1.0, "trusted_proxy": "127.0.0.1"}
        async with running_server(database, **options) as (url, _server):
            addresses = [{"X-Forwarded-For": f"198.51.100.{i}"} for i in range(4)]
            clients = [await guest(lambda a=a: Client.connect(url, headers=a)) for a in addresses]
            replies = [await queued(c, f"Player {i}") for i, c in enumerate(clients)]
            assert [r["position"] for r in replies] == [1, 2, 3, 4] or replies[-1]["waiting"] <= 4
            found = await asyncio.gather(*(seated(c, accept=False, timeout=30) for c in clients))
            (seats,) = check_tables(list(found)).values()
            assert sorted(seats) == [0, 1, 2, 3]
            table = await clients[0].wait("table")
            assert table["status"] == "playing" and all(s["kind"] == "human" for s in table["seats"])
            assert table["private"] and table["ruleset"] == "guc"
            await play_all(clients)
            over = await clients[0].wait("game_over", 10)
            assert over["rated"] is True and over["reason"] is None
            for client in clients:
                rating = await client.request(p.GetRating())
                assert rating["rating"] is not None and rating["rating"]["games"] == 1

    run(scenario, timeout=180)


def test_leaving_the_queue_is_instant_and_the_one_who_left_is_never_seated(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            leaver = await guest(connect)
            await queued(leaver, "Leaver", cpu_fill_seconds=None)
            assert (await leaver.request(p.LeaveQueue()))["type"] == "left_queue"
            assert (await leaver.request(p.LeaveQueue()))["code"] == "not_queued"
            others = [await guest(connect) for _ in range(4)]
            for i, client in enumerate(others):
                await queued(client, f"P{i}", cpu_fill_seconds=None)
            found = await asyncio.gather(*(seated(c) for c in others))
            assert len(check_tables(list(found))) == 1
            await asyncio.sleep(0.3)
            assert not any(m.get("type") == "match_found" for m in _drain(leaver))
            # a connection that closes leaves the queue too: the next four make a table without it
            gone = await guest(connect)
            await queued(gone, "Gone", cpu_fill_seconds=None)
            await gone.close()
            last = [await guest(connect) for _ in range(4)]
            for i, client in enumerate(last):
                await queued(client, f"Q{i}", cpu_fill_seconds=None)
            assert len(check_tables(list(await asyncio.gather(*(seated(c) for c in last))))) == 1

    run(scenario)


def test_those_waiting_are_told_how_many_wait_as_it_changes(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            sara, omar = await guest(connect), await guest(connect)
            assert (await queued(sara, "Sara", cpu_fill_seconds=None))["waiting"] == 1
            assert (await queued(omar, "Omar", cpu_fill_seconds=None))["waiting"] == 2
            status = await sara.wait("queue_status", timeout=5)  # within a round of matching
            assert (status["ruleset"], status["waiting"]) == ("guc", 2)
            assert (await omar.request(p.LeaveQueue()))["type"] == "left_queue"
            status = await sara.wait("queue_status", timeout=5)
            assert status["waiting"] == 1
            await asyncio.sleep(0.3)  # no news, no message: nothing more while the count stays
            assert not any(m.get("type") == "queue_status" for m in _drain(sara))

    run(scenario)


def _drain(client: Client) -> list[dict[str, Any]]:
    out = []
    while not client._inbox.empty():
        message = client._inbox.get_nowait()
        if message is not None:
            out.append(message)
    return out


def test_a_player_alone_is_offered_cpus_after_their_wait_and_plays_them(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            sara = await guest(connect)
            await queued(sara, "Sara", cpu_fill_seconds=10)
            early = await sara.request(p.AcceptCpus())
            assert early["code"] == "no_offer"
            offer = await sara.wait("queue_offer", timeout=10)
            assert offer["level"] == "random" and offer["waited_ms"] >= 400
            await sara.send(p.AcceptCpus())
            match = await sara.wait("match_found")
            table = await sara.wait("table")
            assert table["seats"][match["seat"]]["kind"] == "human"
            assert sorted(s["kind"] for s in table["seats"]) == ["human", "random", "random", "random"]
            await play_all([sara])

    run(scenario, timeout=180)


def test_partners_sit_together_in_the_classic_game(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            named = []
            for name in ("Sara", "Omar"):
                client = await connect()
                reply = await client.request(p.SignUp(name=name, password="correct horse battery"))
                assert reply["type"] == "account", reply
                named.append(client)
            await queued(named[0], "Sara", ruleset="classic", partner="OMAR")
            alone = [await guest(connect) for _ in range(2)]
            for i, client in enumerate(alone):
                await queued(client, f"Alone {i}", ruleset="classic")
            await queued(named[1], "Omar", ruleset="classic", partner="sara")
            found = await asyncio.gather(*(seated(c) for c in [*named, *alone]))
            (seats,) = check_tables(list(found)).values()
            assert sorted(seats) == [0, 1, 2, 3]
            assert found[0]["seat"] % 2 == found[1]["seat"] % 2  # one team: opposite seats
            await play_all([*named, *alone])

    run(scenario, timeout=180)


def test_queue_refusals_bounds_and_hostile_frames(database: str) -> None:
    async def scenario() -> None:
        async with server(database, queue_per_address=2, queue_rate=0.1) as connect:
            stranger = await connect()
            assert (await stranger.request(p.Queue(name="X")))["code"] == "not_signed_in"
            client = await guest(connect)
            assert (await client.request(p.Queue()))["code"] == "bad_name"  # a guest gives a name
            assert (await client.request(p.Queue(name="A", partner="Omar")))["code"] == "bad_partner"
            ruled = p.Queue(name="A", ruleset="classic", partner="Omar")
            assert (await client.request(ruled))["code"] == "not_named"
            for frame in (
                '{"type": "queue", "name": "A", "cpu_fill_seconds": 5, "ref": 1}',
                '{"type": "queue", "name": "A", "cpu_fill_seconds": 100000, "ref": 1}',
                '{"type": "queue", "name": "A", "ruleset": "chess", "ref": 1}',
                '{"type": "queue", "name": "A", "partner": "Om\\u202ear", "ref": 1}',
                '{"type": "queue", "name": "A", "priority": 1, "ref": 1}',
                '{"type": "accept_cpus", "fill": 4, "ref": 1}',
            ):
                await client.send_raw(frame)
                reply = await client.wait(lambda m: m.get("ref") == 1)
                assert reply["code"] == "bad_message", (frame, reply)
            await queued(client, "A", cpu_fill_seconds=None)
            assert (await client.request(p.Queue(name="A")))["code"] == "in_queue"
            second = await guest(connect)
            await queued(second, "B", cpu_fill_seconds=None)
            third = await guest(connect)
            assert (await third.request(p.Queue(name="C")))["code"] == "queue_full"  # 2 an address
            # joining and leaving over and over is limited per connection (a burst, then 1 in 10 s)
            codes = []
            for _ in range(3):
                codes.append((await client.request(p.LeaveQueue())).get("code"))
                codes.append((await client.request(p.Queue(name="A", cpu_fill_seconds=None))).get("code"))
            assert "queue_rate" in codes
            # a queued connection that sits down elsewhere leaves the queue
            await second.request(p.CreateTable(name="B"))
            assert (await second.request(p.LeaveQueue()))["code"] == "not_queued"

    run(scenario)
