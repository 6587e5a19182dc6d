"""A server started by hand (a process of its own, as a club runs it): a client that did not start it
opens a public table there with its rules and seats, another finds it in the lobby with its open
seats and teams and joins it, a private one is found by its code only, and a full table says so."""

from __future__ import annotations

from pathlib import Path

from support.server import run, start_server, stop_server

from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, JoinTable, ListTables, SetSeat


def test_any_client_opens_tables_on_a_server_it_did_not_start(tmp_path: Path) -> None:
    server, url = start_server(tmp_path / "club.sqlite3")
    try:

        async def scenario() -> None:
            sara = await Client.connect(url)
            created = await sara.request(CreateTable(name="Sara", ruleset="classic", turn_seconds=120))
            assert created["type"] == "joined" and created["seat"] == 0
            await sara.request(SetSeat(seat=1, kind="greedy"))
            await sara.request(SetSeat(seat=3, kind="expert"))
            hidden = await Client.connect(url)
            private = await hidden.request(CreateTable(name="Huda", private=True))
            omar = await Client.connect(url)
            listed = await omar.request(ListTables())
            assert [t["table"] for t in listed["tables"]] == [created["table"]]  # the private one is not
            table = listed["tables"][0]
            assert table["ruleset"] == "classic" and table["open_seats"] == 1
            assert table["teams"] == [[0, 2], [1, 3]] and table["turn_seconds"] == 120
            assert [s["kind"] for s in table["seats"]] == ["human", "greedy", "open", "expert"]
            assert (await omar.request(JoinTable(name="Omar", table=created["table"])))["seat"] == 2
            late = await Client.connect(url)
            assert (await late.request(JoinTable(name="Late", table=created["table"])))["code"] == "no_seat"
            assert (await late.request(JoinTable(name="Late", table=private["table"])))["code"] == "no_table"
            assert (await late.request(JoinTable(name="Late", code=private["code"])))["seat"] == 1

        run(scenario)
    finally:
        stop_server(server)
