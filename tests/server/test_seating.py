"""Seats before the game: the teams are sent (partners opposite in the classic game), a person moves to
an open seat (with their token), the host swaps any two seats, CPU seats get distinct names with
their level apart, a full table refuses a joiner with ``no_seat`` and the lobby says how many seats
are open; spectators are announced, told they watch, and the host may turn their chat off."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from support.server import run, running_server

from jackaroo.online.account_messages import Guest
from jackaroo.online.client import Client
from jackaroo.online.protocol import (
    Chat,
    CreateTable,
    JoinTable,
    Leave,
    ListTables,
    MoveSeat,
    Ready,
    Reclaim,
    SetSeat,
    SetTable,
    Spectate,
    SwapSeats,
)


def table_where(test: Any) -> Any:
    return lambda m: m.get("type") == "table" and test(m)


def names(table: dict[str, Any]) -> list[str]:
    return [seat["name"] for seat in table["seats"]]


def test_people_move_the_host_swaps_and_cpus_have_distinct_names(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            host = await Client.connect(url)
            created = await host.request(CreateTable(name="Sara", ruleset="classic"))
            assert (await host.wait("table"))["teams"] == [[0, 2], [1, 3]]
            guest = await Client.connect(url)
            # a friend joins as the host's partner, opposite her (issue 47), and may move
            assert (await guest.request(JoinTable(name="Omar", code=created["code"])))["seat"] == 2
            assert (await guest.request(MoveSeat(seat=1)))["type"] == "ok"
            await host.wait(table_where(lambda m: m["seats"][1]["name"] == "Omar"), 10)
            assert (await guest.request(MoveSeat(seat=2)))["type"] == "ok"
            moved = await host.wait(table_where(lambda m: m["seats"][2]["name"] == "Omar"), 10)
            assert moved["seats"][1]["kind"] == "open" and moved["open_seats"] == 2
            assert (await guest.request(MoveSeat(seat=0)))["code"] == "seat_taken"
            for seat in (1, 3):
                await host.request(SetSeat(seat=seat, kind="greedy"))
            table = await host.wait(table_where(lambda m: m["seats"][3]["kind"] == "greedy"), 10)
            assert names(table) == ["Sara", "Greedy 1", "Omar", "Greedy 2"]
            assert [s["number"] for s in table["seats"]] == [None, 1, None, 2]
            assert [s["level"] for s in table["seats"]] == [None, "greedy", None, "greedy"]
            # the host swaps herself with a CPU: she is the host still, the CPUs are numbered again
            assert (await guest.request(SwapSeats(seats=(0, 1))))["code"] == "not_host"
            assert (await host.request(SwapSeats(seats=(0, 1))))["type"] == "ok"
            swapped = await guest.wait(table_where(lambda m: m["seats"][1]["name"] == "Sara"), 10)
            assert names(swapped) == ["Greedy 1", "Sara", "Omar", "Greedy 2"] and swapped["host"] == 1
            await host.request(SetSeat(seat=3, kind="expert"))
            table = await guest.wait(table_where(lambda m: m["seats"][3]["kind"] == "expert"), 10)
            assert names(table) == ["Greedy", "Sara", "Omar", "Expert"]
            assert [s["number"] for s in table["seats"]] == [None, None, None, None]
            # a person moved keeps their token: a reclaim finds the new seat
            token, table_id = guest.token, guest.table_id
            assert token is not None and table_id is not None
            await guest.close()
            again = await Client.connect(url)
            assert (await again.request(Reclaim(table=table_id, token=token)))["seat"] == 2
            for client in (host, again):
                await client.send(Ready())
            started = await host.wait(table_where(lambda m: m["status"] == "playing"), 10)
            assert [s["name"] for s in started["game"]["seats"]] == names(table)
            assert (await again.request(MoveSeat(seat=1)))["code"] == "in_game"
            assert (await host.request(SwapSeats(seats=(2, 3))))["code"] == "in_game"

    run(scenario)


def test_a_full_table_refuses_a_joiner_and_the_lobby_counts_open_seats(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            host = await Client.connect(url)
            created = await host.request(CreateTable(name="Sara"))
            lobby = await Client.connect(url)
            listed = (await lobby.request(ListTables()))["tables"][0]
            assert listed["open_seats"] == 3 and listed["teams"] == [[0], [1], [2], [3]]
            assert listed["turn_seconds"] == 60
            guests = []
            for name in ("Omar", "Huda"):
                guest = await Client.connect(url)
                await guest.request(JoinTable(name=name, table=created["table"]))
                guests.append(guest)
            taken = await lobby.request(JoinTable(name="Late", table=created["table"], seat=1))
            assert taken["code"] == "seat_taken"  # that seat; another is open
            await host.request(SetSeat(seat=3, kind="random"))
            assert (await lobby.request(ListTables()))["tables"][0]["open_seats"] == 0
            full = await lobby.request(JoinTable(name="Late", table=created["table"]))
            assert full["code"] == "no_seat" and "full" in full["message"]

    run(scenario)


def test_spectators_are_announced_told_they_watch_and_may_be_silenced(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            host = await Client.connect(url)
            created = await host.request(CreateTable(name="Sara"))
            watcher = await Client.connect(url)
            assert (await watcher.request(Spectate(name="Eve", table=created["table"])))["type"] == "ok"
            seen = await watcher.wait("table", 10)
            assert seen["watching"] is True and seen["you"] is None and "code" not in seen
            joined = await host.wait("notice", 10)
            assert (joined["kind"], joined["name"], joined["seat"]) == ("spectator_joined", "Eve", None)
            await watcher.request(Chat(text="hello"))
            assert (await host.wait("chat", 10))["name"] == "Eve"
            assert (await host.request(SetTable(spectator_chat=False)))["type"] == "ok"
            table = await host.wait("table", 10)
            assert table["watching"] is False and table["spectator_names"] == ["Eve"]
            await watcher.wait(table_where(lambda m: not m["spectator_chat"]), 10)
            assert (await watcher.request(Chat(text="hello again")))["code"] == "chat_off"
            assert (await host.request(Chat(text="the players still talk")))["type"] == "ok"
            assert (await watcher.wait("chat", 10))["text"] == "the players still talk"
            await watcher.request(Leave())
            gone = await host.wait("notice", 10)
            assert (gone["kind"], gone["name"]) == ("spectator_left", "Eve")
            quiet = await Client.connect(url)
            await quiet.request(CreateTable(name="Omar", spectator_chat=False))
            assert (await quiet.wait("table", 10))["spectator_chat"] is False

    run(scenario)


def test_a_person_who_left_a_seat_may_watch_the_game_under_their_name(tmp_path: Path) -> None:
    """Issue 47: Watch did nothing for a person who had left a seat at that table (their own seat,
    now a CPU's, held the name): their account's seat does not keep them from watching."""

    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            host, guest = await Client.connect(url), await Client.connect(url)
            for client in (host, guest):
                assert (await client.request(Guest()))["type"] == "account"
            created = await host.request(CreateTable(name="Sara"))
            assert (await guest.request(JoinTable(name="Omar", code=created["code"])))["type"] == "joined"
            for seat in (2, 3):
                await host.request(SetSeat(seat=seat, kind="random"))
            for client in (host, guest):
                await client.send(Ready())
            await guest.wait(table_where(lambda m: m.get("game") is not None), 10)
            assert (await guest.request(Leave()))["type"] in ("left", "ok")
            watching = await guest.request(Spectate(name="Omar", code=created["code"]))
            assert watching.get("code") != "name_taken", watching
            table = await guest.wait(table_where(lambda m: m.get("watching")), 10)
            assert table["you"] is None

    run(scenario)
