"""Two server processes on one PostgreSQL database behind HAProxy (the Debian package, as a
production layout has it): clients connecting through the balancer land on either process and see
the same lobby; one process is killed (SIGKILL) mid-game, its clients reconnect through the balancer
by themselves, reclaim their seats and finish the game, whose stored record replays to its winner."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import shutil
import signal
import time
from collections.abc import Iterator

import pytest
from support.server import run

from jackaroo.model.record import GameRecord
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, GetRecord, JoinTable, ListTables, Ready, SetSeat, Stats
from jackaroo.online.reconnect import Backoff
from jackaroo.server.local_cluster import HaproxyServer, start_server_process


@pytest.fixture
def balanced(pg_url: str) -> Iterator[tuple[HaproxyServer, list[int]]]:
    if shutil.which("haproxy") is None and not os.path.exists("/usr/sbin/haproxy"):
        if os.environ.get("CI"):
            pytest.fail("CI runs the HAProxy test, but HAProxy is not installed")
        pytest.skip("HAProxy is not installed (Debian: apt-get install haproxy)")
    processes = [start_server_process(pg_url, "--cpu-delay", "0", "--takeover-seconds", "1")]
    processes.append(start_server_process(pg_url, "--cpu-delay", "0", "--takeover-seconds", "1"))
    balancer = HaproxyServer([port for _, port in processes])
    try:
        balancer.start()
        yield balancer, [process.pid for process, _ in processes]
    finally:
        balancer.stop()
        for process, _ in processes:
            process.kill()
            process.wait()


def test_through_the_balancer_one_lobby_and_a_killed_process_costs_a_reconnection(
    balanced: tuple[HaproxyServer, list[int]],
) -> None:
    balancer, pids = balanced

    async def scenario() -> None:
        quick = Backoff(first=0.1, cap=0.5)
        host = await Client.connect(balancer.url, reconnect=quick)
        joined = await host.request(CreateTable(name="Host", private=False))
        guest = await Client.connect(balancer.url, reconnect=quick)
        assert (await host.request(Stats()))["connections"] == 1  # round robin: one each
        assert (await guest.request(Stats()))["connections"] == 1
        deadline = time.monotonic() + 10
        while not any(t["table"] == joined["table"] for t in (await guest.request(ListTables()))["tables"]):
            assert time.monotonic() < deadline
            await asyncio.sleep(0.2)
        assert (await guest.request(JoinTable(name="Guest", table=joined["table"])))["type"] == "joined"
        for seat in (2, 3):
            assert (await host.request(SetSeat(seat=seat, kind="random")))["type"] == "ok"
        for client in (host, guest):
            await client.send(Ready(ready=True))
        accepted: list[dict[int, str]] = [{}, {}]
        bots = [
            asyncio.ensure_future(play_seat(c, random.Random(i), accepted=accepted[i], timeout=60))
            for i, c in enumerate((host, guest))
        ]
        while guest.game is None or guest.game["ply"] < 40:
            await asyncio.sleep(0.01)
        os.kill(pids[0], signal.SIGKILL)
        await asyncio.wait_for(asyncio.gather(*bots), 120)
        assert any(e.kind == "reconnected" for c in (host, guest) for e in c.events)
        assert host.winner == guest.winner is not None
        record = GameRecord.from_json((await guest.request(GetRecord()))["record"])
        assert record.final_game().winner == guest.winner
        for client, mine in zip((host, guest), accepted, strict=True):
            for ply, action in {**client.history, **mine}.items():
                assert record.actions[ply] == action  # nothing acknowledged lost or doubled
        for client in (host, guest):
            with contextlib.suppress(Exception):
                await client.close()

    run(scenario, timeout=180)
