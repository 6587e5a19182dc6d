"""The server's Expert and Master CPUs think in worker processes (jackaroo/server/thinkers.py): they
choose what they chose on a thread, from the state notation of the position; a worker that dies is
replaced and its decision made anyway; a server with worker processes plays a table with an
Expert to its end, and once it is killed its workers end by themselves."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time
from pathlib import Path

from support.server import start_server, stop_server

from jackaroo.ai.observation import observe
from jackaroo.ai.registry import make_policy
from jackaroo.model.game import Game
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, GetRecord, Ready, SetSeat
from jackaroo.server.process_figures import child_pids
from jackaroo.server.thinkers import Thinkers, decide


def positions(count: int) -> list[Game]:
    """Positions some way into a game of random moves (each its own game)."""
    rng = random.Random(11)
    games = []
    for index in range(count):
        game = Game.new(seed=100 + index)
        for _ in range(15 + 10 * index):
            game.play(rng.choice(game.legal_actions()))
        games.append(game)
    return games


def test_a_decision_from_the_state_notation_is_the_one_made_on_the_game_itself() -> None:
    for game in positions(3):
        seat = game.current_seat
        thread = make_policy("expert", random.Random(5)).choose(observe(game.copy(), seat))
        assert decide("expert", 5, game.to_json(), seat) == str(thread)


def test_worker_processes_choose_as_the_thread_does_and_survive_a_killed_worker() -> None:
    games = positions(2)

    async def scenario() -> None:
        here, there = Thinkers(0), Thinkers(1)
        try:
            for game in games:
                seat = game.current_seat
                expected = await here.choose("expert", 9, game, seat)
                assert await there.choose("expert", 9, game, seat) == expected
            pool = there._pool
            assert pool is not None
            for pid in list(pool._processes):  # type: ignore[attr-defined]
                os.kill(pid, signal.SIGKILL)
            game = games[0]
            again = await there.choose("expert", 9, game, game.current_seat)  # made here meanwhile
            assert again == await here.choose("expert", 9, game, game.current_seat)
            assert await there.choose("expert", 9, game, game.current_seat) == again  # a new pool
            assert there._pool is not None and there._pool is not pool
        finally:
            there.close()

    asyncio.run(scenario())


def test_a_server_with_worker_processes_plays_a_table_with_an_expert_and_its_workers_outlive_it_not(
    tmp_path: Path,
) -> None:
    """A table with an Expert played to its end; then the server is killed, and its workers end."""
    server, url = start_server(tmp_path / "server.db", "--cpu-workers", "1", "--seed", "3")
    try:

        async def scenario() -> None:
            sara = await Client.connect(url)
            await sara.request(CreateTable(name="Sara", turn_seconds=0))
            for seat, kind in ((1, "expert"), (2, "greedy"), (3, "greedy")):
                await sara.request(SetSeat(seat=seat, kind=kind))  # type: ignore[arg-type]
            await sara.send(Ready(ready=True))
            await play_seat(sara, random.Random(1), timeout=300)
            record = await sara.request(GetRecord())
            assert record["type"] == "record" and sara.winner is not None
            await sara.close()

        asyncio.run(scenario())
        workers = child_pids(server.pid)
        server.kill()  # no goodbye: its workers are orphans now
        server.wait(10)
        deadline = time.monotonic() + 10
        while any(Path(f"/proc/{pid}").exists() for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert workers and not any(Path(f"/proc/{pid}").exists() for pid in workers)
    finally:
        stop_server(server)
