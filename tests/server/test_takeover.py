"""A person who drops: a CPU of the host's level plays their seat after the take-over delay, the others
are told, the game goes on, and only the person with the seat's token takes it back."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from support.server import run, running_server, table_of

from jackaroo.model.record import GameRecord
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import GetRecord, Reclaim


def test_a_client_killed_mid_turn_is_replaced_by_a_cpu_and_reclaims_its_seat(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", takeover_seconds=0.05) as (url, _server):
            clients = await table_of(url, 2, ("random", "random"), takeover="greedy")
            quitter, stayer = clients
            token, table_id = quitter.token, quitter.table_id
            assert token is not None and table_id is not None
            # the quitter dies while it is to act: play until it is its turn, then cut the socket
            stay = asyncio.ensure_future(play_seat(stayer, random.Random(2)))
            while not (quitter.game and quitter.game["current"] == quitter.seat):
                await quitter.recv(30)
            ply_at_drop = quitter.game["ply"]
            quitter.ws.transport.abort()
            while not any(n["kind"] == "takeover" for n in stayer.notices):
                await asyncio.sleep(0.01)
            dropped, notice = stayer.notices
            assert dropped["kind"] == "dropped" and dropped["seat"] == 0 and dropped["name"] == "Host"
            assert 0 <= dropped["takeover_ms"] <= 50
            assert notice["seat"] == 0 and "greedy" in notice["text"] and notice["reason"] == "dropped"
            # the CPU answers for the dropped seat: the game moves past the position it was stuck at
            while stayer.game is None or stayer.game["ply"] <= ply_at_drop + 8:
                await asyncio.sleep(0.01)
                assert not stay.done(), "the game ended before the player came back"
            # someone else cannot take the seat; its owner can
            intruder = await Client.connect(url)
            assert (await intruder.request(Reclaim(table=table_id, token="ab" * 16)))["code"] == "bad_token"
            back = await Client.connect(url)
            joined = await back.request(Reclaim(table=table_id, token=token))
            assert joined["type"] == "joined" and joined["seat"] == 0
            table = await back.wait("table", 10)
            assert table["seats"][0]["cpu"] is False and table["seats"][0]["connected"] is True
            assert "hand" in table["game"]
            # the person plays on to the end
            mine, theirs = await asyncio.gather(play_seat(back, random.Random(3)), stay)
            assert back.winner is not None and back.winner == stayer.winner
            record = GameRecord.from_json((await back.request(GetRecord()))["record"])
            assert record.final_game().winner == back.winner
            for ply, action in {**mine, **theirs}.items():
                assert record.actions[ply] == action
            assert back.seq_gaps == 0 and stayer.seq_gaps == 0

    run(scenario)


def test_a_game_whose_people_all_left_is_finished_by_the_cpu(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", takeover_seconds=0.01) as (url, server):
            clients = await table_of(url, 1, ("random", "random", "random"))
            table_id = clients[0].table_id
            assert table_id is not None
            await clients[0].close()
            table = server.tables[table_id]
            while table.match is None or not table.match.is_over:
                await asyncio.sleep(0.02)
            assert table_id not in server.tables  # nobody is there any more: closed, kept in storage
            stored = server.storage.game(table_id, 0)
            assert stored is not None and stored.winner == table.match.game.winner
            assert stored.record.final_game().winner == stored.winner

    run(scenario)
