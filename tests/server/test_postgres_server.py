"""The server on PostgreSQL (``--db postgresql://...``), as a process of its own: a whole game, and
the database stopped in the middle of it.  While it is away the person's action is refused with the
``storage`` error (never acknowledged and lost); once it is back the server goes on by itself, the
game finishes and its stored record replays to the winner announced."""

from __future__ import annotations

import asyncio
import random
import time

from support.server import run, start_server, table_of

from jackaroo.model.record import GameRecord
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import Act, GetRecord
from jackaroo.server.local_cluster import PostgresServer


async def _my_turn(client: Client) -> dict[str, object]:
    """Wait until ``client``'s seat is to act; its game view."""
    while True:
        game = client.game
        if game is not None and game["current"] == client.seat and game.get("legal"):
            return game
        await client.recv(30)


def test_a_stopped_database_refuses_actions_and_the_game_goes_on_when_it_is_back(
    postgres: PostgresServer, pg_url: str
) -> None:
    server, url = start_server(pg_url)
    try:

        async def scenario() -> None:
            (person,) = await table_of(url, 1, ("random", "random", "random"))
            rng = random.Random(4)
            for _ in range(5):  # a few turns, stored as usual
                game = await _my_turn(person)
                reply = await person.request(Act(ply=game["ply"], action=rng.choice(game["legal"])))
                assert reply["type"] == "played", reply
            game = await _my_turn(person)
            ply, action = game["ply"], game["legal"][0]
            postgres.stop()
            try:
                for _ in range(3):
                    reply = await person.request(Act(ply=ply, action=action))
                    assert reply["type"] == "error" and reply["code"] == "storage", reply
                    assert "could not be stored" in reply["message"]
            finally:
                postgres.start()
            deadline = time.monotonic() + 30
            while True:  # the server finds the database again by itself
                reply = await person.request(Act(ply=ply, action=action))
                if reply["type"] == "played":
                    break
                assert reply["code"] == "storage" and time.monotonic() < deadline, reply
                await asyncio.sleep(0.2)
            assert reply["action"] == action and reply["game"]["ply"] == ply + 1
            await play_seat(person, random.Random(5))
            record = GameRecord.from_json((await person.request(GetRecord()))["record"])
            assert record.actions[ply] == action
            assert len(record.actions) == person.game["ply"]  # type: ignore[index]
            assert record.final_game().winner == person.winner is not None
            for seen_ply, seen in person.history.items():
                assert record.actions[seen_ply] == seen
            await person.close()

        run(scenario)
    finally:
        server.terminate()
        assert server.wait(30) == 0  # SIGTERM: a clean stop
