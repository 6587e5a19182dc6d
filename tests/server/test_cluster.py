"""Several server processes sharing one PostgreSQL database: a client may connect to any of them.
Two processes, a table made on one and joined on the other, a whole game: everyone is told
everything, each seat sees only its own hand, the record stored replays to the winner; the lobby
of one process lists the other's tables."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import time

import pytest
from support.server import run, start_server

from jackaroo.model.record import GameRecord
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import (
    Chat,
    CreateTable,
    GetRecord,
    JoinTable,
    ListTables,
    Ready,
    SetSeat,
    Shown,
)
from jackaroo.online.reconnect import Backoff


def test_two_processes_one_table_a_whole_game(pg_url: str) -> None:
    first, first_url = start_server(pg_url)
    second, second_url = start_server(pg_url)
    try:

        async def scenario() -> None:
            host = await Client.connect(first_url)
            joined = await host.request(CreateTable(name="Host", private=False))
            assert joined["type"] == "joined"
            guest = await Client.connect(second_url)
            deadline = time.monotonic() + 10
            while True:  # the lobby of the other process lists it (published within a second)
                listed = await guest.request(ListTables())
                if any(t["table"] == joined["table"] for t in listed["tables"]):
                    break
                assert time.monotonic() < deadline, listed
                await asyncio.sleep(0.2)
            reply = await guest.request(JoinTable(name="Guest", code=joined["code"]))
            assert reply["type"] == "joined" and reply["table"] == joined["table"], reply
            await host.wait(lambda m: m.get("type") == "table" and m["seats"][1]["name"] == "Guest")
            for seat in (2, 3):
                assert (await host.request(SetSeat(seat=seat, kind="random")))["type"] == "ok"
            await guest.request(Chat(text="hello from the other process"))
            said = await host.wait(lambda m: m.get("type") == "chat")
            assert said["name"] == "Guest" and said["text"] == "hello from the other process"
            assert (await guest.request(Shown(ply=0)))["type"] == "ok"  # to the table's process too
            for client in (host, guest):
                await client.send(Ready(ready=True))
            await asyncio.gather(play_seat(host, random.Random(1)), play_seat(guest, random.Random(2)))
            assert host.winner == guest.winner is not None
            assert host.history == guest.history  # everyone saw every action, in order
            assert host.seq_gaps == guest.seq_gaps == 0
            for client in (host, guest):
                view = client.game
                assert view is not None and "hand" in view
                assert all("hand" not in seat for seat in view["seats"])  # other hands: counts only
            record = GameRecord.from_json((await guest.request(GetRecord()))["record"])
            assert record.final_game().winner == host.winner
            assert dict(enumerate(record.actions)) == host.history
            for client in (host, guest):
                await client.close()

        run(scenario)
    finally:
        for process in (first, second):
            process.terminate()
        for process in (first, second):
            assert process.wait(30) == 0


@pytest.mark.parametrize("stop", [signal.SIGKILL, signal.SIGTERM], ids=["killed", "terminated"])
def test_a_table_outlives_its_process_stopped_mid_game(pg_url: str, stop: signal.Signals) -> None:
    """The process running a table is killed (SIGKILL) or told to stop (SIGTERM: it hands its
    tables over) mid-game: another claims the table within seconds, from its last stored action;
    the person connected there is told to reconnect, gets their seat back with their token, and the
    game finishes with nothing acknowledged lost or doubled.  The seat of the person who dropped
    from the stopped process is played by a CPU."""
    runner, runner_url = start_server(pg_url, "--takeover-seconds", "0.5")
    other, other_url = start_server(pg_url, "--takeover-seconds", "0.5")
    try:

        async def scenario() -> None:
            host = await Client.connect(runner_url)
            joined = await host.request(CreateTable(name="Host"))
            guest = await Client.connect(other_url, reconnect=Backoff(first=0.1, cap=0.5))
            reply = await guest.request(JoinTable(name="Guest", code=joined["code"]))
            assert reply["type"] == "joined", reply
            for seat in (2, 3):
                assert (await host.request(SetSeat(seat=seat, kind="random")))["type"] == "ok"
            for client in (host, guest):
                await client.send(Ready(ready=True))
            accepted: dict[int, str] = {}
            hosting = asyncio.ensure_future(play_seat(host, random.Random(1)))
            playing = asyncio.ensure_future(play_seat(guest, random.Random(2), accepted=accepted))
            while guest.game is None or guest.game["ply"] < 40:
                await asyncio.sleep(0.01)
            os.kill(runner.pid, stop)
            with contextlib.suppress(Exception):
                await hosting
            await asyncio.wait_for(playing, 90)
            assert any(e.kind == "reconnected" for e in guest.events), guest.events
            record = GameRecord.from_json((await guest.request(GetRecord()))["record"])
            assert record.final_game().winner == guest.winner is not None
            assert len(record.actions) == guest.game["ply"]
            for ply, action in {**guest.history, **accepted}.items():
                assert record.actions[ply] == action  # nothing acknowledged lost, nothing doubled
            await guest.close()

        run(scenario)
    finally:
        for process in (runner, other):
            process.kill()
            process.wait()
