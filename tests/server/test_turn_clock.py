"""The turn clock: a person has the table's time to act, sent as milliseconds remaining; when it runs
out a CPU plays that one action; after two timeouts in a row the CPU keeps the seat until the person
acts again or says ``back``; the count survives a restart.  The clock is shortened with the server's
``clock_scale`` (30 s becomes 0.6 s or 0.3 s), never waited for in full."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from support.server import notice, run, running_server, table_of

from jackaroo.online.client import Client
from jackaroo.online.protocol import (
    Act,
    Back,
    CreateTable,
    JoinTable,
    Ready,
    Reclaim,
    SetSeat,
    SetTable,
    Shown,
    Spectate,
)

CPUS = ("random", "random", "random")


def table_where(test: Any) -> Any:
    return lambda m: m.get("type") == "table" and test(m)


def test_a_person_out_of_time_is_played_for_then_kept_until_they_act(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", clock_scale=0.02, cpu_delay=0.02) as (url, server):
            (sara,) = await table_of(url, 1, CPUS, turn_seconds=30)  # 0.6 s here
            mine = sara.table  # (the game may have begun at Sara's turn)
            is_mine = lambda m: (m.get("deadline") or {}).get("seat") == 0  # noqa: E731
            if mine is None or not is_mine(mine):
                mine = await sara.wait(is_mine, 10)
            deadline = mine["deadline"]
            assert deadline["limit_ms"] == 600 and 0 < deadline["remaining_ms"] <= 600
            assert deadline["ply"] == sara.game["ply"]  # type: ignore[index]
            first = await sara.wait(notice("timeout", seat=0), 10)
            assert first["timeouts"] == 1 and first["cpu"] is False and first["name"] == "Host"
            played = await sara.wait("played", 10)
            assert played["seat"] == 0  # the CPU's choice, for the person
            second = await sara.wait(notice("timeout", seat=0), 10)
            assert second["timeouts"] == 2 and second["cpu"] is True
            kept = await sara.wait(table_where(lambda m: m["seats"][0]["cpu"]), 10)
            seat = kept["seats"][0]
            assert seat["cpu_reason"] == "timeouts" and seat["level"] == "random" and seat["connected"]
            await sara.wait(lambda m: m.get("type") == "played" and m["seat"] == 0, 10)  # the CPU plays on
            assert sara.game is not None and kept["deadline"] is None
            # any act hands the seat back, even one refused
            await sara.send(Act(ply=sara.game["ply"], action="AS field"))
            back = await sara.wait(notice("reclaimed", seat=0), 10)
            assert back["cpu"] is False
            again = await sara.wait(table_where(lambda m: not m["seats"][0]["cpu"]), 10)
            assert again["seats"][0]["timeouts"] == 0 and again["seats"][0]["cpu_reason"] is None
            # kept again after two more timeouts; "back" hands it back
            await sara.wait(notice("timeout", seat=0, timeouts=2), 10)
            assert (await sara.request(Back()))["type"] == "ok"
            await sara.wait(notice("reclaimed", seat=0, cpu=False), 10)
            # acting in time forgets a timeout
            await sara.wait(notice("timeout", seat=0, timeouts=1), 10)
            await sara.wait(lambda m: m.get("type") == "played" and m["seat"] == 0, 10)
            table = server.tables[sara.table_id or ""]
            while not (sara.game and sara.game["current"] == 0 and sara.game["legal"]):
                await sara.recv(10)
            await sara.request(Act(ply=sara.game["ply"], action=sara.game["legal"][0]))
            assert table.seats[0].timeouts == 0 and not table.seats[0].taken_over

    run(scenario)


def test_the_clock_is_a_table_setting_the_host_chooses(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", clock_scale=0.01) as (url, _server):
            public = await Client.connect(url)
            await public.request(CreateTable(name="Sara"))
            assert (await public.wait("table"))["turn_seconds"] == 60
            private = await Client.connect(url)
            created = await private.request(CreateTable(name="Omar", private=True))
            table = await private.wait("table")
            assert table["turn_seconds"] == 120 and table["spectator_chat"] is True
            guest = await Client.connect(url)
            await guest.request(JoinTable(name="Huda", code=created["code"]))
            assert (await guest.request(SetTable(turn_seconds=30)))["code"] == "not_host"
            assert (await private.request(SetTable(turn_seconds=0)))["type"] == "ok"
            table = await guest.wait(table_where(lambda m: m["turn_seconds"] == 0), 10)
            for seat in (2, 3):
                await private.request(SetSeat(seat=seat, kind="random"))
            for client in (private, guest):
                await client.send(Ready())
            started = await guest.wait(table_where(lambda m: m["status"] == "playing"), 10)
            assert started["deadline"] is None  # no clock, whoever is to act
            refused = await private.request(SetTable(turn_seconds=60))
            assert refused["code"] == "in_game"
            assert (await private.request(SetTable(spectator_chat=False)))["type"] == "ok"
            assert (await guest.wait(table_where(lambda m: not m["spectator_chat"]), 10))["turn_seconds"] == 0

    run(scenario)


def test_timeouts_and_a_kept_seat_survive_a_restart(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"

    async def first_life() -> tuple[str, str]:
        async with running_server(db, clock_scale=0.01, cpu_delay=0.05) as (url, _server):
            (sara,) = await table_of(url, 1, CPUS, turn_seconds=30)
            await sara.wait(notice("timeout", seat=0, cpu=True), 10)
            assert sara.table_id is not None and sara.token is not None
            return sara.table_id, sara.token

    table_id, token = run(first_life)

    async def second_life() -> None:
        async with running_server(db, clock_scale=0.01, cpu_delay=0.05) as (url, _server):
            sara = await Client.connect(url)
            assert (await sara.request(Reclaim(table=table_id, token=token)))["type"] == "joined"
            table = await sara.wait("table", 10)
            seat = table["seats"][0]
            assert seat["connected"] and seat["cpu"] and seat["cpu_reason"] == "timeouts"
            assert seat["timeouts"] == 2  # a reconnection is no sign the person is back
            await sara.request(Back())
            mine = await sara.wait(lambda m: (m.get("deadline") or {}).get("seat") == 0, 10)
            assert mine["deadline"]["limit_ms"] == 300  # a new clock, in full

    run(second_life)


def test_a_persons_clock_runs_once_their_window_shows_the_position(tmp_path: Path) -> None:
    """Nobody loses time to their own window's animation: the clock of the person to act waits
    (``waiting``, the whole length left) until their app says ``shown`` for that position, then
    runs and everyone is told (``clock``); a word for another position, another seat's or a
    watcher's starts nothing; a client that never says it waits at most the catch-up time."""

    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", clock_scale=0.1, cpu_delay=0.02) as (url, _server):
            sara, omar = await table_of(url, 2, ("random", "random"), turn_seconds=30)  # 3 s here
            is_sara = lambda m: (m.get("deadline") or {}).get("seat") == 0  # noqa: E731
            message = (
                sara.table if sara.table is not None and is_sara(sara.table) else await sara.wait(is_sara, 10)
            )
            deadline = message["deadline"]
            assert deadline["waiting"] is True and deadline["remaining_ms"] == deadline["limit_ms"] == 3000
            ply = deadline["ply"]
            fan = await Client.connect(url)
            assert (await fan.request(Spectate(name="Fan", table=sara.table_id)))["type"] == "ok"
            assert (await fan.request(Shown(ply=ply)))["code"] == "not_seated"
            assert (await omar.request(Shown(ply=ply)))["type"] == "ok"  # not his turn: nothing
            assert (await sara.request(Shown(ply=ply + 1)))["type"] == "ok"  # not this position
            assert (await sara.request(Shown(ply=ply)))["type"] == "ok"
            for client in (sara, omar, fan):
                running = (await client.wait("clock", 10))["deadline"]
                assert running["seat"] == 0 and running["ply"] == ply and "waiting" not in running
                assert 0 < running["remaining_ms"] <= 3000
            # Sara's next turn (Omar's app says nothing either): each clock runs after the catch-up time
            await sara.request(Act(ply=ply, action=sara.game["legal"][0]))  # type: ignore[index]
            later = lambda m: m.get("type") == "clock" and m["deadline"]["seat"] == 0  # noqa: E731
            assert "waiting" not in (await omar.wait(later, 20))["deadline"]

    run(scenario)
