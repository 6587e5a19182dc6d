"""How long a table before its first game lives (docs/online.md): tables opened and abandoned in a
loop cannot fill the server, an abandoned one goes after its grace period (also after a restart),
one its people come back to stays, and one everyone left never comes back."""

from __future__ import annotations

import asyncio
from pathlib import Path

from support.server import run, running_server, table_of

from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, JoinTable, Leave, Reclaim, SetSeat, Spectate
from jackaroo.server.storage import SqliteStorage


def from_address(address: str) -> dict[str, str]:
    """The header a trusted reverse proxy adds for a client at ``address`` (a documentation one)."""
    return {"X-Forwarded-For": address}


async def create_and_abort(url: str, address: str, private: bool = True) -> dict[str, object]:
    """The attack: connect, hello, create a table, and cut the connection."""
    client = await Client.connect(url, headers=from_address(address))
    reply = await client.request(CreateTable(name="Mallory", private=private))
    client.ws.transport.abort()
    await client.close()
    return reply


async def until(test: object, timeout: float = 10) -> bool:
    """Whether ``test()`` comes true within ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not test():  # type: ignore[operator]
        if loop.time() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


def stored_tables(db: Path) -> list[str]:
    storage = SqliteStorage(db)
    try:
        return [stored.table_id for stored in storage.load_tables()]
    finally:
        storage.close()


def test_one_address_holds_only_a_few_waiting_tables_and_others_still_create(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", trusted_proxy="127.0.0.1") as (url, server):
            replies = [await create_and_abort(url, "192.0.2.66") for _ in range(12)]
            assert [r["type"] for r in replies] == ["joined"] * 4 + ["error"] * 8
            assert {r.get("code") for r in replies[4:]} == {"too_many_tables"}
            assert len(server.tables) == 4
            other = await Client.connect(url, headers=from_address("192.0.2.7"))
            assert (await other.request(CreateTable(name="Sara")))["type"] == "joined"

    run(scenario)


def test_abandoned_tables_go_after_their_grace_period_and_stay_gone(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"

    async def scenario() -> None:
        async with running_server(db, lobby_grace_seconds=0.2) as (url, server):
            for _ in range(4):
                assert (await create_and_abort(url, "127.0.0.1"))["type"] == "joined"
            assert await until(lambda: len(server.tables) == 0)
            assert stored_tables(db) == []
            # the address may open tables again
            assert (await create_and_abort(url, "127.0.0.1"))["type"] == "joined"
            assert await until(lambda: len(server.tables) == 0)
        async with running_server(db, lobby_grace_seconds=60) as (url, server):
            reply = await create_and_abort(url, "127.0.0.1")
        assert stored_tables(db) == [reply["table"]]  # the server stopped within its grace period
        async with running_server(db, lobby_grace_seconds=0.5) as (url, server):
            assert set(server.tables) == {reply["table"]}
            assert await until(lambda: len(server.tables) == 0)  # restored, then gone after the grace
        assert stored_tables(db) == []

    run(scenario)


def test_after_a_restart_a_waiting_table_stays_if_its_people_come_back_in_time(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"

    async def first_life() -> tuple[str, str, str]:
        async with running_server(db) as (url, _server):
            kept = await table_of(url, 2, ready=False)
            lost = await table_of(url, 1, ready=False)
            left = await table_of(url, 1, ready=False)
            await left[0].request(SetSeat(seat=1, kind="greedy"))
            await left[0].request(Leave())  # everyone left: the table goes now
            host = kept[0]
            assert host.table_id and host.token and lost[0].table_id and left[0].table_id
            return host.table_id, host.token, lost[0].table_id

    kept_id, token, lost_id = run(first_life)
    assert set(stored_tables(db)) == {kept_id, lost_id}

    async def second_life() -> None:
        async with running_server(db, lobby_grace_seconds=1.0) as (url, server):
            assert set(server.tables) == {kept_id, lost_id}
            back = await Client.connect(url)
            assert (await back.request(Reclaim(table=kept_id, token=token)))["type"] == "joined"
            assert await until(lambda: lost_id not in server.tables)
            await asyncio.sleep(1.2)  # past the grace: the table its host came back to stays
            assert set(server.tables) == {kept_id}
            table = server.tables[kept_id]
            assert table.seats[0].member is not None and table.seats[1].is_human
            # a newcomer may still join it
            joiner = await Client.connect(url)
            joined = await joiner.request(JoinTable(name="Newcomer", table=kept_id))
            assert joined["type"] == "joined" and joined["seat"] == 2

    run(second_life)
    assert set(stored_tables(db)) == {kept_id}


def test_spectators_of_a_table_that_goes_are_told(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", lobby_grace_seconds=0.2) as (url, server):
            host = (await table_of(url, 1, ready=False))[0]
            watcher = await Client.connect(url)
            await watcher.request(Spectate(name="Eve", table=host.table_id))
            await host.close()
            dropped = await watcher.wait("notice", 10)  # the host dropped: the seat is kept a while
            assert dropped["kind"] == "dropped" and dropped["name"] == "Host"
            assert dropped["seat"] == 0 and dropped["takeover_ms"] is None
            notice = await watcher.wait("notice", 10)
            assert notice["kind"] == "closed" and "nobody came back" in notice["text"]
            assert len(server.tables) == 0

    run(scenario)
