"""The end of a game: ``game_over`` carries a summary (the winning side, the turns as the statistics
count them, each seat's captures, all worked out from the record) and the table's running score of
its games; a rematch asked by one player is told to the others."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

from support.server import run, running_server, table_of

from jackaroo.model.record import GameRecord
from jackaroo.model.statistics import count_captures, turns_elapsed
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import GetRecord, Rematch


async def play_out(clients: list[Client], seed: int) -> dict[str, Any]:
    """Play every client's seat to the end; the ``game_over`` the first one was sent."""
    await asyncio.gather(*(play_seat(c, random.Random(seed + i)) for i, c in enumerate(clients)))
    return await clients[0].wait("game_over", 10)


def test_a_game_ends_with_a_summary_and_a_series_keeps_its_score(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            # the classic 2v2: Host (0) with Greedy (2), P1 (1) with Random (3)
            clients = await table_of(url, 2, ("greedy", "random"), ruleset="classic")
            assert clients[0].table is not None and clients[0].table["teams"] == [[0, 2], [1, 3]]
            over = await play_out(clients, 1)
            record = GameRecord.from_json((await clients[1].request(GetRecord()))["record"])
            final = record.final_game()
            winner = final.winner
            assert winner is not None
            side = [0, 2] if winner in (0, 2) else [1, 3]
            summary = over["summary"]
            assert summary["winners"] == side and summary["game_number"] == 0
            assert summary["turns"] == turns_elapsed(final.state)
            steps = list(record.steps())
            assert summary["captures"] == [
                sum(count_captures(s.events, seat) for s in steps) for seat in range(4)
            ]
            assert over["score"] == {
                "games": 1,
                "wins": [1 if seat in side else 0 for seat in range(4)],
                "team_wins": [1, 0] if side == [0, 2] else [0, 1],
            }
            # one asks for a rematch: the other is told who
            await clients[0].request(Rematch())
            asked = await clients[1].wait("notice", 10)
            assert (asked["kind"], asked["seat"], asked["name"]) == ("rematch", 0, "Host")
            table = await clients[1].wait("table", 10)
            assert (
                table["status"] == "over" and table["summary"] == summary and table["score"] == over["score"]
            )
            await clients[1].request(Rematch())
            for client in clients:
                await client.wait(lambda m: m.get("type") == "table" and m["game_number"] == 1, 10)
            again = await play_out(clients, 10)
            assert again["summary"]["game_number"] == 1
            score = again["score"]
            assert score["games"] == 2 and sum(score["team_wins"]) == 2
            assert score["wins"][0] == score["wins"][2] and score["wins"][1] == score["wins"][3]

    run(scenario)
