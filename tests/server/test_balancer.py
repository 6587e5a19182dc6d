"""Server processes on one PostgreSQL database behind HAProxy (the Debian package, as a production
layout has it), clients connecting through the balancer only:

- two processes: the clients land on either and see the same lobby; the process running the table
  is killed (SIGKILL) mid-game, its clients reconnect through the balancer by themselves, reclaim
  their seats and finish the game, whose stored record replays to its winner;
- three processes, four people spread over them at one table: the same record and winner as the
  same game on a single process;
- three processes, the one running the table killed twice in one game: the game finishes, nothing
  acknowledged is lost or applied twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from support.server import run, start_server, table_of

from jackaroo.model.record import GameRecord
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, GetRecord, JoinTable, ListTables, Ready, SetSeat, Stats
from jackaroo.online.reconnect import Backoff
from jackaroo.server.local_cluster import HaproxyServer, start_server_process

QUICK = Backoff(first=0.1, cap=0.5)
#: the servers' seed, and rates no bot reaches (every test client comes from 127.0.0.1): a bot
#: answers a refused action again with a new choice, so a game is the same only if none is refused
SAME_GAME = ("--seed", "7", "--rate", "1000", "--rate-address", "100000", "--connect-rate", "1000")
Cluster = tuple[HaproxyServer, list[tuple[subprocess.Popen[str], int]]]


@contextlib.contextmanager
def balanced(pg_url: str, count: int) -> Iterator[Cluster]:
    """``count`` server processes on ``pg_url`` (seed 7, CPUs at once, a take-over after 1 s)
    behind HAProxy."""
    if shutil.which("haproxy") is None and not os.path.exists("/usr/sbin/haproxy"):
        if os.environ.get("CI"):
            pytest.fail("CI runs the HAProxy tests, but HAProxy is not installed")
        pytest.skip("HAProxy is not installed (Debian: apt-get install haproxy)")
    options = ("--cpu-delay", "0", "--takeover-seconds", "1", *SAME_GAME)
    processes = [start_server_process(pg_url, *options) for _ in range(count)]
    balancer = HaproxyServer([port for _, port in processes])
    try:
        balancer.start()
        yield balancer, processes
    finally:
        balancer.stop()
        for process, _ in processes:
            process.kill()
            process.wait()


async def _processes(cluster: Cluster) -> dict[str, int]:
    """Each process's id (``stats``), to its pid."""
    ids = {}
    for process, port in cluster[1]:
        client = await Client.connect(f"ws://127.0.0.1:{port}")
        ids[(await client.request(Stats()))["process"]] = process.pid
        await client.close()
    return ids


def _owner(pg_url: str, table_id: str) -> str | None:
    with psycopg.connect(pg_url) as conn:
        row = conn.execute("SELECT owner FROM tables WHERE id = %s", (table_id,)).fetchone()
    return None if row is None else row[0]


async def _play(clients: list[Client]) -> list[dict[int, str]]:
    """Every client's bot to the end of the game (seeded by its seat); the actions each had
    acknowledged."""
    accepted: list[dict[int, str]] = [{} for _ in clients]
    bots = [
        asyncio.ensure_future(play_seat(c, random.Random(i), accepted=accepted[i], timeout=60))
        for i, c in enumerate(clients)
    ]
    await asyncio.wait_for(asyncio.gather(*bots), 150)
    return accepted


async def _checked_record(clients: list[Client], accepted: list[dict[int, str]]) -> GameRecord:
    """The stored record: it replays to the winner everyone was told, and every action anyone saw
    acknowledged stands at its place (nothing lost, nothing doubled)."""
    record = GameRecord.from_json((await clients[-1].request(GetRecord()))["record"])
    assert {c.winner for c in clients} == {record.final_game().winner}
    for client, mine in zip(clients, accepted, strict=True):
        for ply, action in {**client.history, **mine}.items():
            assert record.actions[ply] == action
    return record


def test_through_the_balancer_one_lobby_and_a_killed_process_costs_a_reconnection(pg_url: str) -> None:
    with balanced(pg_url, 2) as cluster:
        balancer = cluster[0]

        async def scenario() -> None:
            host = await Client.connect(balancer.url, reconnect=QUICK)
            joined = await host.request(CreateTable(name="Host", private=False))
            guest = await Client.connect(balancer.url, reconnect=QUICK)
            processes = {(await c.request(Stats()))["process"] for c in (host, guest)}
            assert len(processes) == 2  # round robin: one each
            deadline = time.monotonic() + 10
            while not any(
                t["table"] == joined["table"] for t in (await guest.request(ListTables()))["tables"]
            ):
                assert time.monotonic() < deadline
                await asyncio.sleep(0.2)
            assert (await guest.request(JoinTable(name="Guest", table=joined["table"])))["type"] == "joined"
            for seat in (2, 3):
                assert (await host.request(SetSeat(seat=seat, kind="random")))["type"] == "ok"
            for client in (host, guest):
                await client.send(Ready(ready=True))
            ids = await _processes(cluster)
            playing = asyncio.ensure_future(_play([host, guest]))
            while guest.game is None or guest.game["ply"] < 40:
                await asyncio.sleep(0.01)
            owner = _owner(pg_url, joined["table"])
            assert owner is not None
            os.kill(ids[owner], signal.SIGKILL)
            accepted = await playing
            assert any(e.kind == "reconnected" for c in (host, guest) for e in c.events)
            await _checked_record([host, guest], accepted)
            for client in (host, guest):
                await client.close()

        run(scenario, timeout=180)


async def _four(url: str) -> list[Client]:
    """A table of four people at ``url``, the game begun."""
    clients = await table_of(url, 4)
    for client in clients:
        client.backoff = QUICK
    return clients


def test_four_people_over_three_processes_play_the_game_one_process_plays(
    pg_url: str, tmp_path: Path
) -> None:
    single, single_url = start_server(tmp_path / "single.sqlite3", *SAME_GAME)
    try:

        async def alone() -> GameRecord:
            clients = await _four(single_url)
            record = await _checked_record(clients, await _play(clients))
            for client in clients:
                await client.close()
            return record

        expected = run(alone)
    finally:
        single.kill()
        single.wait()
    with balanced(pg_url, 3) as cluster:

        async def spread() -> GameRecord:
            clients = await _four(cluster[0].url)
            processes = [(await c.request(Stats()))["process"] for c in clients]
            assert len(set(processes)) == 3, processes
            record = await _checked_record(clients, await _play(clients))
            for client in clients:
                await client.close()
            return record

        record = run(spread)
    assert record.actions == expected.actions
    assert record.final_game().winner == expected.final_game().winner


def test_the_process_running_a_table_killed_twice_in_one_game(pg_url: str) -> None:
    with balanced(pg_url, 3) as cluster:

        async def scenario() -> None:
            clients = await _four(cluster[0].url)
            table_id = clients[0].table_id
            assert table_id is not None
            ids = await _processes(cluster)
            playing = asyncio.ensure_future(_play(clients))
            killed = []
            for at_ply in (60, 200):
                while clients[0].game is None or clients[0].game["ply"] < at_ply:
                    await asyncio.sleep(0.01)
                deadline = time.monotonic() + 15
                while (owner := _owner(pg_url, table_id)) in killed or owner is None:
                    assert time.monotonic() < deadline, "nobody took the table over"
                    await asyncio.sleep(0.1)
                os.kill(ids[owner], signal.SIGKILL)
                killed.append(owner)
            accepted = await playing
            assert _owner(pg_url, table_id) not in killed  # the third process finished it
            assert any(e.kind == "reconnected" for c in clients for e in c.events)
            record = await _checked_record(clients, accepted)
            assert len(record.actions) == clients[0].game["ply"]  # type: ignore[index]
            for client in clients:
                with contextlib.suppress(Exception):
                    await client.close()

        run(scenario, timeout=240)
