"""The server process killed (SIGKILL) in the middle of games and started again on the same database:
its tables go on from the last acknowledged action, and every acknowledged action is kept."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
from pathlib import Path

from support.server import run, start_server, table_of

from jackaroo.model.record import GameRecord
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import GetRecord, Reclaim


def test_a_killed_server_resumes_its_tables_from_the_last_acknowledged_action(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    server, url = start_server(db)
    try:

        async def first_life() -> list[tuple[str, str, int, dict[int, str], dict[int, str]]]:
            tables = [await table_of(url, 2, ("random", "random")) for _ in range(3)]
            everyone = [c for table in tables for c in table]
            accepted: list[dict[int, str]] = [{} for _ in everyone]
            bots = [
                asyncio.ensure_future(play_seat(c, random.Random(i), accepted=accepted[i]))
                for i, c in enumerate(everyone)
            ]
            while min(c.game["ply"] for c in everyone if c.game) < 30:
                await asyncio.sleep(0.005)
            os.kill(server.pid, signal.SIGKILL)  # mid-game, bots still sending
            for bot in bots:
                with contextlib.suppress(Exception):
                    await bot
            out = []
            for c, mine in zip(everyone, accepted, strict=True):
                assert c.token is not None and c.table_id is not None and c.game is not None
                out.append((c.table_id, c.token, c.game["ply"], mine, dict(c.history)))
            return out

        seen = run(first_life)
        server.wait()
        server, url = start_server(db)

        async def second_life() -> None:
            clients = []
            for table_id, token, ply, mine, history in seen:
                client = await Client.connect(url)
                reply = await client.request(Reclaim(table=table_id, token=token))
                assert reply["type"] == "joined"
                table = await client.wait("table", 10)
                # nothing acknowledged was lost: the table is at or past what this client saw ...
                assert table["game"]["ply"] >= ply
                clients.append((client, mine, history))
            bots = [play_seat(c, random.Random(10 + i)) for i, (c, _, _) in enumerate(clients)]
            await asyncio.gather(*bots)
            for client, mine, history in clients:
                record = GameRecord.from_json((await client.request(GetRecord()))["record"])
                # ... and every action acknowledged before the kill is in the record, once, in place
                for ply, action in {**history, **mine}.items():
                    assert record.actions[ply] == action
                assert record.final_game().winner == client.winner
                assert len(record.actions) == client.game["ply"]  # type: ignore[index]

        run(second_life)
    finally:
        server.kill()
        server.wait()
