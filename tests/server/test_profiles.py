"""The ``profile`` message through real sockets, on SQLite and PostgreSQL: one's own and another
player's, after a rated game (games, wins, rating, place and rating history), and only what is
public: no account id, session or guest's flag, no profile of a guest or of nobody signed in."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

from support.accounts import CHEAP, PASSWORD
from support.server import run, running_server

from jackaroo.online import protocol as p
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client

from .test_rated_games import RATED, classic_table

#: the keys a profile may hold, at each level
PROFILE_KEYS = {"type", "ref", "seq", "name", "season", "rulesets"}
RULESET_KEYS = {"rating", "place", "games", "wins", "history"}
RATING_KEYS = {"rating", "mu", "sigma", "games"}


def public_only(reply: dict[str, Any]) -> None:
    assert set(reply) <= PROFILE_KEYS, reply
    assert set(reply["rulesets"]) == {"guc", "classic"}
    for part in reply["rulesets"].values():
        assert set(part) == RULESET_KEYS
        assert part["rating"] is None or set(part["rating"]) == RATING_KEYS


def test_a_profile_after_a_rated_game_own_and_another_players(database: str) -> None:
    async def scenario() -> None:
        options: dict[str, Any] = {**CHEAP, **RATED, "cpu_games_rated": True, "min_rated_games": 1}
        async with running_server(database, **options) as (url, _server):
            huda, omar = await Client.connect(url), await Client.connect(url)
            huda_session = (await huda.request(p.SignUp(name="Huda", password=PASSWORD)))["session"]
            omar_session = (await omar.request(p.SignUp(name="Omar", password=PASSWORD)))["session"]
            fresh = await huda.request(p.GetProfile())
            public_only(fresh)
            assert fresh["name"] == "Huda" and fresh["rulesets"]["classic"] == {
                "rating": None,
                "place": None,
                "games": 0,
                "wins": 0,
                "history": [],
            }
            before = time.time()
            await classic_table(huda, omar)
            await asyncio.gather(play_seat(huda, random.Random(1)), play_seat(omar, random.Random(2)))
            over = await huda.wait("game_over", 10)
            won = over["winner"] in (0, 2)
            mine = await huda.request(p.GetProfile())
            public_only(mine)
            classic = mine["rulesets"]["classic"]
            assert (classic["games"], classic["wins"]) == (1, int(won))
            assert classic["rating"] == {k: over["ratings"][0][k] for k in RATING_KEYS}
            assert classic["place"] == (1 if won else 2)
            ((ended, rating),) = classic["history"]
            assert before - 1 <= ended <= time.time() + 1 and rating == over["ratings"][0]["rating"]
            assert mine["rulesets"]["guc"]["history"] == [] and mine["rulesets"]["guc"]["games"] == 0
            # a stranger (a guest here) reads Omar's profile by name: the same public figures only
            stranger = await Client.connect(url)
            await stranger.request(p.Guest())
            theirs = await stranger.request(p.GetProfile(name="OMAR"))
            public_only(theirs)
            assert theirs["name"] == "Omar" and theirs["rulesets"]["classic"]["wins"] == int(not won)
            own = await omar.request(p.GetProfile())
            assert {**theirs, "ref": 0, "seq": 0} == {**own, "ref": 0, "seq": 0}
            text = str(theirs)
            for secret in (huda_session, omar_session, "account", "guest", "session"):
                assert secret not in text
            # a guest has no name to be found by; nobody signed in has no profile of their own
            assert (await stranger.request(p.GetProfile()))["name"] is None
            nobody = await (await Client.connect(url)).request(p.GetProfile())
            assert nobody["code"] == "not_signed_in"
            assert (await stranger.request(p.GetProfile(name="Nobody")))["code"] == "no_account"

    run(scenario)
