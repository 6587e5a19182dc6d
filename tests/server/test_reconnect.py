"""A server process killed and started again on the same port and database: a client with a back-off
schedule reconnects by itself, reporting each attempt, and is back at its seat within 10 s; every
seat comes back, and after the restart the turn clock and the take-over of a person still away
behave as before it."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from support.server import notice, run, start_server, stop_server, table_of

from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, Ready, Reclaim, SetSeat
from jackaroo.online.reconnect import Backoff, ConnectionEvent

#: waits of 0.2 s doubling up to 1 s (each less up to half of it at random), for at most 60 s
QUICK = Backoff(first=0.2, cap=1.0, seconds=60)


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


def test_a_client_reconnects_by_itself_and_is_back_at_its_seat(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    server, url = start_server(db)
    servers = [server]
    try:

        async def scenario() -> None:
            events: list[ConnectionEvent] = []
            sara = await Client.connect(url, reconnect=QUICK, on_event=events.append)
            created = await sara.request(CreateTable(name="Sara", turn_seconds=0))
            for seat in (1, 2, 3):
                await sara.request(SetSeat(seat=seat, kind="random"))
            await sara.send(Ready())
            await sara.wait(lambda m: m.get("type") == "table" and m["game"] is not None, 10)
            stop_server(servers[0])
            while not any(e.kind == "reconnecting" for e in events):
                await asyncio.sleep(0.01)
            assert not sara.connected
            again, _url = await asyncio.to_thread(start_server, db, port=port_of(url))
            servers.append(again)
            loop = asyncio.get_running_loop()
            began = loop.time()
            back = await sara.wait("joined", 10)  # nobody asked: the client reclaimed by itself
            assert back["seat"] == 0 and back["table"] == created["table"]
            table = await sara.wait("table", 10)
            assert table["you"] == 0 and table["seats"][0]["connected"] and "hand" in table["game"]
            assert loop.time() - began < 10 and sara.connected
            kinds = [e.kind for e in events]
            assert kinds[0] == "dropped" and kinds[-1] == "reconnected"
            attempts = [e.attempt for e in events if e.kind == "reconnecting"]
            assert set(kinds[1:-1]) == {"reconnecting"} and attempts == list(range(1, len(attempts) + 1))
            assert all(0 < e.delay <= QUICK.cap for e in events if e.kind == "reconnecting")
            assert sara.seq_gaps == 0  # each connection numbers its messages from 1
            await play_seat(sara, random.Random(1))  # and the game goes on to its end
            assert sara.winner is not None

        run(scenario)
    finally:
        for process in servers:
            stop_server(process)


def test_after_a_restart_every_seat_comes_back_and_the_clock_and_take_overs_run(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    # a turn clock of 120 s is 1.2 s here; a CPU takes a dropped seat over after 3 s
    options = ("--clock-scale", "0.01", "--takeover-seconds", "3", "--cpu-delay", "0.05")
    server, url = start_server(db, *options)
    servers = [server]
    try:

        async def first_life() -> list[tuple[str, str]]:
            clients = await table_of(url, 2, ("random", "random"), turn_seconds=120)
            stop_server(servers[0])
            return [(c.table_id or "", c.token or "") for c in clients]

        (table_id, host_token), (_same, guest_token) = run(first_life)
        servers.append(start_server(db, *options, port=port_of(url))[0])

        async def second_life() -> None:
            host = await Client.connect(url)
            assert (await host.request(Reclaim(table=table_id, token=host_token)))["seat"] == 0
            table = await host.wait("table", 10)
            host_seat, guest_seat = table["seats"][:2]
            assert host_seat["connected"] and not host_seat["cpu"]
            assert not guest_seat["connected"] and 0 < guest_seat["takeover_ms"] <= 3000
            deadline, current = table["deadline"], table["game"]["current"]
            if current in (0, 1):  # a person is to act: the clock began again with the server
                assert (
                    deadline["seat"] == current
                    and 0 <= deadline["remaining_ms"] <= deadline["limit_ms"] == 1200
                )
            else:
                assert deadline is None
            # the guest's seat is taken over, and the host's clock runs out twice (in either order)
            takeover, kept = notice("takeover", seat=1), notice("timeout", seat=0, timeouts=2, cpu=True)
            while not (any(map(takeover, host.notices)) and any(map(kept, host.notices))):
                await host.recv(10)
            assert [n["reason"] for n in host.notices if takeover(n)] == ["dropped"]
            assert [n["timeouts"] for n in host.notices if notice("timeout", seat=0)(n)] == [1, 2]
            guest = await Client.connect(url)
            assert (await guest.request(Reclaim(table=table_id, token=guest_token)))["seat"] == 1
            assert (await host.wait(notice("reclaimed", seat=1), 10))["cpu"] is False
            seen = await guest.wait("table", 10)
            assert seen["you"] == 1 and not seen["seats"][1]["cpu"] and seen["seats"][0]["cpu"]

        run(second_life)
    finally:
        for process in servers:
            stop_server(process)


def test_the_back_off_grows_to_its_cap_with_jitter_and_gives_up_in_time() -> None:
    schedule = Backoff(first=0.5, factor=2, cap=4, jitter=0.5, attempts=6, seconds=None)
    rng = random.Random(3)
    delays = [schedule.delay(n, rng) for n in range(1, 8)]
    for delay, base in zip(delays, [0.5, 1, 2, 4, 4, 4, 4], strict=True):
        assert base / 2 <= delay <= base
    assert len(set(delays)) == len(delays)  # jittered
    assert schedule.allows(6, 1000) and not schedule.allows(7, 0)
    assert not Backoff(seconds=10).allows(1, 10.5)
    with pytest.raises(ValueError):
        Backoff(first=0)


def test_a_client_that_cannot_reconnect_gives_up_and_says_so(tmp_path: Path) -> None:
    server, url = start_server(tmp_path / "server.sqlite3")

    async def scenario() -> None:
        events: list[ConnectionEvent] = []
        client = await Client.connect(
            url, reconnect=Backoff(first=0.05, cap=0.1, attempts=3), on_event=events.append
        )
        stop_server(server)
        with pytest.raises(ConnectionError):
            await client.recv(30)
        assert [e.kind for e in events] == [
            "dropped",
            "reconnecting",
            "reconnecting",
            "reconnecting",
            "gave_up",
        ]
        assert [e.attempt for e in events[1:]] == [1, 2, 3, 3]
        with pytest.raises(ConnectionError):
            await client.send(Ready())

    try:
        run(scenario)
    finally:
        stop_server(server)
