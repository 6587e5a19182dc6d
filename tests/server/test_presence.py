"""Leaving and dropping are told apart: the others are sent ``notice`` ``left`` or ``dropped`` with the
seat and the name; a drop during a game says when a CPU takes over (milliseconds remaining, in the
notice and on the seat), a leave hands the seat to a CPU at once; a person who left comes back with
the seat's token."""

from __future__ import annotations

from pathlib import Path

from support.server import run, running_server, table_of

from jackaroo.online.client import Client
from jackaroo.online.protocol import JoinTable, Leave, Reclaim


def test_leaving_and_dropping_during_a_game_are_told_apart(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", takeover_seconds=0.5, cpu_delay=0.05) as (
            url,
            _server,
        ):
            host, guest = await table_of(url, 2, ("random", "random"))
            token, table_id = host.token, host.table_id
            assert token is not None and table_id is not None
            assert (await host.request(Leave()))["type"] == "left"
            left = await guest.wait("notice", 10)
            assert (left["kind"], left["seat"], left["name"], left["cpu"]) == ("left", 0, "Host", True)
            table = await guest.wait(lambda m: m.get("type") == "table" and m["seats"][0]["cpu"], 10)
            assert table["seats"][0]["cpu_reason"] == "left" and table["seats"][0]["takeover_ms"] is None
            # the one who left comes back to the seat
            back = await Client.connect(url)
            joined = await back.request(Reclaim(table=table_id, token=token))
            assert joined["seat"] == 0
            reclaimed = await guest.wait("notice", 10)
            assert (reclaimed["kind"], reclaimed["name"], reclaimed["cpu"]) == ("reclaimed", "Host", False)
            # the guest's connection drops: a CPU takes over after the delay, counted down
            guest.ws.transport.abort()
            dropped = await back.wait("notice", 10)
            assert (dropped["kind"], dropped["seat"], dropped["name"]) == ("dropped", 1, "P1")
            assert 0 < dropped["takeover_ms"] <= 500 and dropped["cpu"] is False
            table = await back.wait(lambda m: m.get("type") == "table" and not m["seats"][1]["connected"], 10)
            assert table["seats"][1]["takeover_ms"] is not None and table["seats"][1]["takeover_ms"] <= 500
            takeover = await back.wait("notice", 10)
            assert (takeover["kind"], takeover["seat"], takeover["reason"]) == ("takeover", 1, "dropped")
            table = await back.wait(lambda m: m.get("type") == "table" and m["seats"][1]["cpu"], 10)
            assert table["seats"][1]["cpu_reason"] == "dropped" and table["seats"][1]["takeover_ms"] is None
            assert not any(n["kind"] == "takeover" for n in guest.notices)  # (a leave is no take-over)

    run(scenario)


def test_leaving_and_dropping_before_the_game(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            host, guest = await table_of(url, 2, ready=False)
            await guest.request(Leave())
            left = await host.wait("notice", 10)
            assert (left["kind"], left["seat"], left["name"], left["cpu"]) == ("left", 1, "P1", False)
            assert "the seat is free" in left["text"]
            again = await Client.connect(url)
            await again.request(JoinTable(name="Omar", table=host.table_id))
            again.ws.transport.abort()
            dropped = await host.wait("notice", 10)
            assert (dropped["kind"], dropped["seat"], dropped["name"]) == ("dropped", 1, "Omar")
            assert dropped["takeover_ms"] is None  # nobody takes a seat over before the game

    run(scenario)
