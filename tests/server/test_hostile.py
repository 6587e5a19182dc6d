"""Hostile clients on real sockets (127.0.0.1, a free port): every bad frame is refused with a clear
error or close code, the table is unchanged, and the server goes on serving everyone else.  Each
test runs on one process and on two sharing PostgreSQL (``service``), the table made on the first
and the hostile clients, and the table's other people, on the second: what one process refuses,
every process refuses the same way."""

from __future__ import annotations

import json
from typing import Any

import pytest
from support.server import Service, run, table_of
from websockets.exceptions import ConnectionClosed

from jackaroo.online.client import Client
from jackaroo.online.names import MAX_NAME_CODEPOINTS
from jackaroo.online.protocol import (
    MAX_CHAT,
    MAX_FRAME,
    MAX_NAME,
    Act,
    Chat,
    CreateTable,
    Hello,
    JoinTable,
    ListTables,
    Reclaim,
    Spectate,
)


async def still_served(url: str, clients: list[Client]) -> None:
    """Everyone else is still served: a newcomer lists tables, the seated clients are connected."""
    newcomer = await Client.connect(url)
    assert (await newcomer.request(ListTables()))["type"] == "tables"
    await newcomer.close()
    assert not any(c.closed for c in clients)


async def refused(client: Client, frame: str | bytes) -> dict[str, Any]:
    await client.send_raw(frame)
    return await client.wait("error", 10)


def current_client(clients: list[Client]) -> tuple[Client, Client]:
    """The client to act and one that is not."""
    game = clients[0].game
    assert game is not None
    to_act = next(c for c in clients if c.seat == game["current"])
    other = next(c for c in clients if c is not to_act)
    return to_act, other


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("{not json", "bad_json"),
        ("", "bad_json"),
        ("[1, 2]", "bad_message"),
        ('{"type": "launch_missiles"}', "bad_message"),
        ('{"type": "act", "ply": "zero", "action": "AS field"}', "bad_message"),
        ('{"type": "act", "ply": 0}', "bad_message"),
        ('{"type": "act", "ply": 0, "action": "AS field", "seat": 2}', "bad_message"),
        ('{"type": "act", "ply": -1, "action": "AS field"}', "bad_message"),
        ('{"type": "act", "ply": 0, "action": "AS field; DROP TABLE"}', "bad_message"),
        ('{"type": "chat", "text": "' + "x" * (MAX_CHAT + 1) + '"}', "bad_message"),
        ('{"type": "chat", "text": "bell\\u0007"}', "bad_message"),
        ('{"type": "chat", "text": "\\u202egnirts"}', "bad_message"),
        ('{"type": "chat", "text": ""}', "bad_message"),
        (json.dumps({"type": "create_table", "name": "n" * (MAX_NAME + 1)}), "bad_name"),
        (json.dumps({"type": "create_table", "name": "n" * (MAX_NAME_CODEPOINTS + 1)}), "bad_message"),
        (json.dumps({"type": "create_table", "name": "\u200b\u200b"}), "bad_name"),
        (json.dumps({"type": "create_table", "name": "a\nb"}), "bad_message"),
        (json.dumps({"type": "create_table", "name": "Sara", "ruleset": "chess"}), "bad_message"),
        (json.dumps({"type": "set_seat", "seat": 9, "kind": "random"}), "bad_message"),
        (b'{"type": "list_tables"}', "bad_message"),
    ],
)
def test_a_malformed_frame_is_refused_and_changes_nothing(
    service: Service, frame: str | bytes, code: str
) -> None:
    async def scenario() -> None:
        async with service() as (url, other):
            clients = await table_of(url, 4, join_url=other)
            before = clients[0].game
            error = await refused(clients[1], frame)
            assert error["code"] == code
            assert error["message"]
            assert clients[0].game == before
            await still_served(other, clients)

    run(scenario)


def test_actions_out_of_turn_stale_or_replayed_are_refused(service: Service) -> None:
    async def scenario() -> None:
        async with service() as (url, second):
            clients = await table_of(url, 4, join_url=second)
            to_act, other = current_client(clients)
            game = to_act.game
            assert game is not None
            legal = game["legal"][0]
            # another seat answers the position with a legal action of the seat to act
            reply = await other.request(Act(ply=0, action=legal))
            assert reply["code"] == "not_your_turn"
            # an action that does not parse, and one the model refuses
            assert (await to_act.request(Act(ply=0, action="ZZ fly t5")))["code"] == "illegal"
            assert (await to_act.request(Act(ply=0, action="AS move t99")))["code"] == "illegal"
            # a position that is not the one now
            assert (await to_act.request(Act(ply=7, action=legal)))["code"] == "stale"
            assert to_act.game is not None and to_act.game["ply"] == 0
            played = await to_act.request(Act(ply=0, action=legal))
            assert played["type"] == "played" and played["game"]["ply"] == 1
            # the same action again (a replay): the position has moved on
            assert (await to_act.request(Act(ply=0, action=legal)))["code"] == "stale"
            assert to_act.game is not None and to_act.game["ply"] == 1
            await still_served(second, clients)

    run(scenario)


def test_nobody_takes_a_seat_with_a_forged_or_foreign_token(service: Service) -> None:
    async def scenario() -> None:
        async with service() as (url, other):
            first = await table_of(url, 2, ("random", "random"), join_url=other)
            second = await table_of(url, 2, ("random", "random"), join_url=other)
            thief = await Client.connect(other)
            assert second[0].token is not None and first[0].table_id is not None
            foreign = await thief.request(Reclaim(table=first[0].table_id, token=second[0].token))
            assert foreign["code"] == "bad_token"
            forged = await thief.request(Reclaim(table=first[0].table_id, token="0" * 32))
            assert forged["code"] == "bad_token"
            # the thief cannot act either: it sits nowhere
            assert (await thief.request(Act(ply=0, action="AS field")))["code"] == "not_at_table"
            assert first[0].seat == 0 and not first[0].closed
            await still_served(other, [*first, *second])

    run(scenario)


def test_an_oversized_frame_closes_that_connection_only(service: Service) -> None:
    async def scenario() -> None:
        async with service() as (url, other):
            clients = await table_of(url, 4, join_url=other)
            hostile = await Client.connect(other)
            await hostile.send_raw(json.dumps({"type": "chat", "text": "x" * MAX_FRAME}))
            with pytest.raises(ConnectionError):
                await hostile.wait("never", 10)
            assert hostile.ws.close_code == 1009  # message too big
            await still_served(other, clients)

    run(scenario)


def test_a_flood_is_refused_then_closed_and_others_play_on(service: Service) -> None:
    async def scenario() -> None:
        async with service(rate=20) as (url, other):
            clients = await table_of(url, 4, join_url=other)
            flooder = await Client.connect(other)
            for _ in range(3000):  # far more than the limit lets through, however slow the machine
                try:
                    await flooder.send_raw('{"type": "list_tables"}')
                except ConnectionClosed:
                    break
            with pytest.raises(ConnectionError):
                while True:
                    await flooder.recv(20)
            assert any(e["code"] == "rate_limited" for e in flooder.errors)
            assert flooder.ws.close_code == 1008
            to_act, _ = current_client(clients)
            assert to_act.game is not None
            played = await to_act.request(Act(ply=0, action=to_act.game["legal"][0]))
            assert played["type"] == "played"
            await still_served(other, clients)

    run(scenario)


def test_a_request_refused_for_the_rate_names_its_ref_and_is_sent_again(service: Service) -> None:
    async def scenario() -> None:
        async with service(rate=20) as (_url, other):
            hasty = await Client.connect(other)
            for ref in range(1000, 1060):  # more than the 40 let through at once
                await hasty.send_raw(json.dumps({"type": "list_tables", "ref": ref}))
            await hasty.send_raw('{"type": "list_tables", "ref": "not a number"}')
            reply = await hasty.request(ListTables(), timeout=20)
            assert reply["type"] == "tables"
            limited = [e for e in hasty.errors if e["code"] == "rate_limited"]
            named = {e["ref"] for e in limited}
            assert named <= {*range(1000, 1060), None, reply["ref"]}
            assert named & set(range(1000, 1060))

    run(scenario)


def test_a_chat_flood_is_refused_by_its_own_limit(service: Service) -> None:
    async def scenario() -> None:
        async with service() as (url, other):
            clients = await table_of(url, 2, ("random", "random"), ready=False, join_url=other)
            replies = [await clients[0].request(Chat(text=f"line {i}")) for i in range(12)]
            assert {r["type"] for r in replies} == {"ok", "error"}
            assert all(r["code"] == "chat_rate" for r in replies if r["type"] == "error")
            heard = await clients[1].wait("chat", 10)
            assert heard["text"] == "line 0" and heard["name"] == "Host"

    run(scenario)


def test_hello_comes_first_and_names_a_known_version(service: Service) -> None:
    async def scenario() -> None:
        async with service() as (_url, other):
            early = await Client.connect(other, hello=False)
            assert (await early.request(ListTables()))["code"] == "hello_first"
            future = await Client.connect(other, hello=False)
            assert (await future.request(Hello(version=99)))["code"] == "bad_version"
            with pytest.raises(ConnectionError):
                await future.wait("never", 10)
            assert future.ws.close_code == 4001

    run(scenario)


def test_private_tables_need_their_code_and_spectators_see_no_hand(service: Service) -> None:
    async def scenario() -> None:
        async with service() as (url, other):
            clients = await table_of(url, 2, ("random", "greedy"), private=True, join_url=other)
            table_id = clients[0].table_id
            assert table_id is not None
            stranger = await Client.connect(other)
            listed = await stranger.request(ListTables())
            assert table_id not in {t["table"] for t in listed["tables"]}
            assert (await stranger.request(JoinTable(name="X", table=table_id)))["code"] == "no_table"
            assert (await stranger.request(Spectate(name="X", table=table_id)))["code"] == "no_table"
            code = clients[0].table and clients[0].table["code"]
            await stranger.send(Spectate(name="Watcher", code=code))
            seen = await stranger.wait("table", 10)
            assert seen["game"] is not None and "hand" not in seen["game"] and "code" not in seen
            assert "deck_order" not in json.dumps(seen) and "traps" not in seen["game"]
            assert (await stranger.request(Act(ply=0, action="AS field")))["code"] == "not_seated"
            assert (await stranger.request(CreateTable(name="Y")))["type"] == "joined"  # one at a time

    run(scenario)
