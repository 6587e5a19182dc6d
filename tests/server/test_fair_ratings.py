"""Ratings earned by playing, through real sockets on 127.0.0.1, as the attacks reported them: one
account never holds two seats of a table (whichever process its connections reach) nor waits twice
in quick match; a table whose other players are fresh accounts of one address that leave at once
rates nobody: not at a table a player made (unless the server says so), not when they left before
playing, not when their accounts were made from one address (docs/online.md, "Which games are
rated")."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from support.accounts import CHEAP, PASSWORD
from support.server import Service, notice, run, running_server

from jackaroo.online import protocol as p
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.server.rating_rules import PLAYED_ACTIONS


async def signed_up(url: str, name: str) -> tuple[Client, str]:
    client = await Client.connect(url)
    reply = await client.request(p.SignUp(name=name, password=PASSWORD))
    assert reply["type"] == "account", reply
    return client, reply["session"]


async def play_actions(client: Client, count: int, rng: random.Random) -> None:
    """Play ``count`` of ``client``'s turns (a legal action each, as the server lists them)."""
    played = 0
    while played < count:
        game = client.game
        if game is not None and game["current"] == client.seat and game.get("legal"):
            ply = game["ply"]
            reply = await client.request(p.Act(ply=ply, action=rng.choice(game["legal"])))
            assert reply["type"] == "played", reply
            played += 1
        else:
            await client.recv(10)


def test_one_account_holds_one_seat_a_table_and_waits_once_in_quick_match(service: Service) -> None:
    async def scenario() -> None:
        async with service(**CHEAP) as (first, second):
            sara, session = await signed_up(first, "Sara")
            joined = await sara.request(p.CreateTable(private=True))
            code = joined["code"]
            other = await Client.connect(second)  # Sara again, on another device (another process)
            assert (await other.request(p.SignIn(session=session)))["type"] == "account"
            for join in (
                p.JoinTable(name="Not Sara", code=code),
                p.JoinTable(name="Sara 2", code=code, seat=2),
            ):
                refused = await other.request(join)
                assert refused["type"] == "error" and refused["code"] == "already_seated", refused
            # the account's seat is taken over, as after a drop: still one seat, the first told
            back = await other.request(p.Reclaim(table=joined["table"]))
            assert back["type"] == "joined" and back["seat"] == 0, back
            await sara.wait(notice("replaced"), 10)
            table = await other.wait(lambda m: m.get("type") == "table" and m["you"] == 0, 10)
            assert [s["kind"] for s in table["seats"]] == ["human", "open", "open", "open"]
            again = await sara.request(p.JoinTable(name="Sara 3", code=code))
            assert again["type"] == "error" and again["code"] == "already_seated", again
            # quick match: one queue an account, whichever connection or process asks
            assert (await sara.request(p.Queue()))["type"] == "queued"
            refused = await other.request(p.Queue())
            assert refused["type"] == "error" and refused["code"] == "in_queue", refused

    run(scenario)


async def puppet_game(
    url: str, tag: str, puppets_play: int = 0
) -> tuple[Client, dict[str, Any], list[Client]]:
    """The second attack: a host makes a private table, three accounts just made from one address
    join it, are ready, play ``puppets_play`` turns each and leave (Random CPUs take their seats);
    the host plays to the end.  The host, the ``game_over``, and the puppets (user names ending in
    ``tag``)."""
    host, _session = await signed_up(url, f"Host {tag}")
    joined = await host.request(p.CreateTable(private=True, takeover="random"))
    puppets = [(await signed_up(url, f"Puppet {i} {tag}"))[0] for i in range(3)]
    for puppet in puppets:
        assert (await puppet.request(p.JoinTable(code=joined["code"])))["type"] == "joined"
    for client in (*puppets, host):
        await client.send(p.Ready())
    for client in (*puppets, host):
        await client.wait(lambda m: m.get("type") == "table" and m.get("game") is not None, 10)
    playing = asyncio.ensure_future(play_seat(host, random.Random(1)))
    await asyncio.gather(*(play_actions(c, puppets_play, random.Random(i)) for i, c in enumerate(puppets)))
    for puppet in puppets:
        assert (await puppet.request(p.Leave()))["type"] == "left"
    await playing
    return host, await host.wait("game_over", 10), puppets


async def unrated(host: Client, over: dict[str, Any], puppets: list[Client], reason: str) -> None:
    assert over["rated"] is False and over["reason"] == reason, over
    assert over["ratings"] == [None] * 4
    for client in (host, *puppets):
        assert (await client.request(p.GetRating()))["rating"] is None


def test_puppets_that_leave_at_once_rate_nobody_wherever_they_sit(database: str) -> None:
    async def scenario() -> None:
        async with running_server(database, **CHEAP, min_rated_games=1) as (url, _server):
            await unrated(*await puppet_game(url, "a"), "not_quick_match")  # a table a player made
            board = await (await Client.connect(url)).request(p.GetLeaderboard())
            assert board["entries"] == []
        async with running_server(database, **CHEAP, rate_player_tables=True) as (url, _server):
            # a server that rates the tables players make: leaving at the start aborts the game ...
            await unrated(*await puppet_game(url, "b"), "left_early")
            # ... and puppets that play a few turns first are accounts made from one address
            await unrated(*await puppet_game(url, "c", puppets_play=PLAYED_ACTIONS), "same_address")

    run(scenario)
