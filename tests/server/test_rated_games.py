"""Rated games through real sockets, on SQLite and PostgreSQL: a finished game changes its players'
ratings once (the ``game_over`` says by how much), a guest who signs up keeps its rating, the
leaderboards list them; and across server processes killed mid-game and after the end, and a
retried last action, a game is rated exactly once; a player who left after really playing loses.
Seats are taken back by account, without the seat's token.

These games are played at tables the players made, between accounts made a moment apart from one
address (127.0.0.1): the servers here rate player tables and drop the same-address rule
(``RATED``), which tests/server/test_fair_ratings.py and test_rating_rules.py test."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from support.accounts import CHEAP, CHEAP_ARGS, PASSWORD
from support.server import run, running_server, start_server, stop_server

from jackaroo.online import protocol as p
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.server.rating_rules import PLAYED_ACTIONS

from .test_fair_ratings import play_actions

#: the operator's options under which these games are rated (the module's docstring)
RATED: dict[str, Any] = {"rate_player_tables": True, "same_address_hours": 0}
RATED_ARGS = ("--rate-player-tables", "--same-address-hours", "0")


async def classic_table(host: Client, guest: Client) -> None:
    """``host`` makes a classic table, ``guest`` joins, two CPUs fill it, both are ready."""
    joined = await host.request(p.CreateTable(name="Huda", ruleset="classic"))
    assert joined["type"] == "joined", joined
    assert (await guest.request(p.JoinTable(code=joined["code"], seat=1)))["type"] == "joined"
    for seat, level in ((2, "greedy"), (3, "random")):
        assert (await host.request(p.SetSeat(seat=seat, kind=level)))["type"] == "ok"
    for client in (host, guest):
        await client.send(p.Ready())
    for client in (host, guest):
        await client.wait(lambda m: m.get("type") == "table" and m.get("game") is not None, 10)


def test_a_rated_game_a_guest_keeps_its_rating_and_the_leaderboards(database: str) -> None:
    async def scenario() -> None:
        options: dict[str, Any] = {**CHEAP, **RATED, "cpu_games_rated": True, "min_rated_games": 1}
        async with running_server(database, **options) as (url, _server):
            guest, omar = await Client.connect(url), await Client.connect(url)
            assert (await guest.request(p.Guest()))["guest"] is True
            await omar.request(p.SignUp(name="Omar", password=PASSWORD))
            await classic_table(guest, omar)
            await asyncio.gather(play_seat(guest, random.Random(1)), play_seat(omar, random.Random(2)))
            over = await guest.wait("game_over", 10)
            ratings = over["ratings"]
            assert over["rated"] is True and over["reason"] is None
            assert ratings[2] is None and ratings[3] is None  # CPUs: fixed ratings, never stored
            won = over["winner"] in (0, 2)
            assert (ratings[0]["change"] > 0) == won and (ratings[1]["change"] > 0) != won
            mine = await guest.request(p.GetRating(ruleset="classic"))
            assert mine["rating"] == {k: ratings[0][k] for k in ("rating", "mu", "sigma", "games")}
            # the guest signs up: the same account, its rating kept, on the leaderboard now
            assert (await guest.request(p.SignUp(name="Huda", password=PASSWORD)))["name"] == "Huda"
            assert (await guest.request(p.GetRating(ruleset="classic")))["rating"] == mine["rating"]
            board = await omar.request(p.GetLeaderboard(ruleset="classic"))
            names = [entry["name"] for entry in board["entries"]]
            assert names == (["Huda", "Omar"] if won else ["Omar", "Huda"]) and board["total"] == 2
            assert board["you"] == names.index("Omar") + 1
            assert [e["place"] for e in board["entries"]] == [1, 2]
            around = await guest.request(p.GetLeaderboard(ruleset="classic", around_me=True))
            assert [e["name"] for e in around["entries"]] == names
            assert (await guest.request(p.GetLeaderboard(ruleset="guc")))["entries"] == []
            not_yet = await guest.request(p.GetLeaderboard(ruleset="guc", around_me=True))
            assert not_yet["code"] == "not_ranked"

    run(scenario)


def test_a_game_is_rated_once_across_killed_servers_and_a_retried_last_action(database: str) -> None:
    args = ("--cpu-games-rated", "--min-rated-games", "1", *RATED_ARGS, *CHEAP_ARGS)
    process, url = start_server(database, *args)
    try:

        async def first_life() -> tuple[str, str, str]:
            huda, omar = await Client.connect(url), await Client.connect(url)
            sessions = []
            for client, name in ((huda, "Huda"), (omar, "Omar")):
                sessions.append((await client.request(p.SignUp(name=name, password=PASSWORD)))["session"])
            await classic_table(huda, omar)
            bots = [asyncio.ensure_future(play_seat(c, random.Random(i))) for i, c in enumerate((huda, omar))]
            while (huda.game or {}).get("ply", 0) < 20:
                await asyncio.sleep(0.01)
            stop_server(process)  # mid-game
            await asyncio.gather(*bots, return_exceptions=True)
            assert huda.table_id is not None
            return huda.table_id, sessions[0], sessions[1]

        table, *sessions = run(first_life)
        process, url = start_server(database, *args)

        async def second_life() -> tuple[int, str]:
            clients = []
            for session in sessions:  # back by session and account: no seat token needed
                client = await Client.connect(url)
                assert (await client.request(p.SignIn(session=session)))["type"] == "account"
                assert (await client.request(p.Reclaim(table=table)))["type"] == "joined"
                clients.append(client)
            await asyncio.gather(*(play_seat(c, random.Random(10 + i)) for i, c in enumerate(clients)))
            over = await clients[0].wait("game_over", 10)
            assert over["ratings"][0]["games"] == 1 and over["ratings"][1]["games"] == 1
            game = clients[0].game
            assert game is not None
            last_ply = game["ply"] - 1
            retried = await clients[0].request(p.Act(ply=last_ply, action=clients[0].history[last_ply]))
            assert retried["type"] == "error" and retried["code"] in ("game_over", "stale")
            return last_ply, clients[0].history[last_ply]

        run(second_life)
        stop_server(process)
        process, url = start_server(database, *args)

        async def third_life() -> None:
            client = await Client.connect(url)
            await client.request(p.SignIn(session=sessions[0]))
            for name in ("Huda", "Omar"):
                rating = await client.request(p.GetRating(ruleset="classic", name=name))
                assert rating["rating"]["games"] == 1, rating
            board = await client.request(p.GetLeaderboard(ruleset="classic"))
            assert sorted(e["name"] for e in board["entries"]) == ["Huda", "Omar"]

        run(third_life)
    finally:
        stop_server(process)


def test_a_player_who_left_after_playing_and_never_came_back_loses(database: str) -> None:
    async def scenario() -> None:
        async with running_server(database, **CHEAP, **RATED, cpu_games_rated=True) as (url, _server):
            huda, omar = await Client.connect(url), await Client.connect(url)
            for client, name in ((huda, "Huda"), (omar, "Omar")):
                await client.request(p.SignUp(name=name, password=PASSWORD))
            joined = await huda.request(p.CreateTable())
            await omar.request(p.JoinTable(code=joined["code"]))
            for seat in (2, 3):
                await huda.request(p.SetSeat(seat=seat, kind="random"))
            for client in (huda, omar):
                await client.send(p.Ready())
            await omar.wait(lambda m: m.get("type") == "table" and m.get("game") is not None, 10)
            playing = asyncio.ensure_future(play_seat(huda, random.Random(3)))
            await play_actions(omar, PLAYED_ACTIONS, random.Random(4))  # the game is played: then he goes
            assert (await omar.request(p.Leave()))["type"] == "left"  # a CPU plays on for him
            await playing
            over = await huda.wait("game_over", 10)
            assert over["rated"] is True
            assert over["ratings"][1]["change"] < 0 and over["ratings"][1]["mu"] < 25
            rating = await omar.request(p.GetRating(ruleset="guc"))
            assert rating["rating"]["games"] == 1 and rating["rating"]["mu"] < 25

    run(scenario)
