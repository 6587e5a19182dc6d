"""Friends, blocks and reported chat through real sockets on 127.0.0.1, on SQLite and on PostgreSQL:
requests, acceptance and their notices, the list with who is online and where, invitations and
following; and what a stranger cannot do: befriend as a guest, learn whom a block hides, read
another's list, flood requests from one account or many, or send a blocker chat."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
from support.accounts import CHEAP, code, server, signed_up
from support.server import Service, run

from jackaroo.online import protocol as p
from jackaroo.online.client import Client
from jackaroo.server import friends
from jackaroo.server.open_storage import open_storage

#: chat as fast as a test sends it
CHATTY = {"chat_rate": 1000, "chat_rate_address": 1000, "chat_rate_table": 1000}


def friend_notice(kind: str, name: str) -> Callable[[dict[str, Any]], bool]:
    return lambda m: m.get("type") == "friend_notice" and m["kind"] == kind and m["name"] == name


async def friends_of(client: Client) -> dict[str, Any]:
    reply = await client.request(p.GetFriends())
    assert reply["type"] == "friends", reply
    return reply


async def befriend(one: Client, two: Client, two_name: str, one_name: str) -> None:
    assert (await one.request(p.FriendRequest(name=two_name)))["state"] == "requested"
    assert (await two.request(p.FriendAccept(name=one_name)))["state"] == "friends"


async def until(test: Callable[[], Any], seconds: float = 10) -> Any:
    """Poll the coroutine function ``test`` until it returns something true (another process's
    whereabouts are written once a second)."""
    deadline = asyncio.get_running_loop().time() + seconds
    while True:
        found = await test()
        if found:
            return found
        assert asyncio.get_running_loop().time() < deadline, "never came true"
        await asyncio.sleep(0.2)


def test_a_request_accepted_the_list_an_invitation_and_following(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            sara, _ = await signed_up(connect, "Sara")
            omar, _ = await signed_up(connect, "Omar")
            asked = await sara.request(p.FriendRequest(name="OMAR"))  # by the name's key
            assert asked["type"] == "friend" and asked == {**asked, "name": "Omar", "state": "requested"}
            assert (await omar.wait(friend_notice("request", "Sara"), 5))["text"]
            assert (await friends_of(omar))["incoming"] == ["Sara"]
            assert (await friends_of(sara))["outgoing"] == ["Omar"]
            assert (await omar.request(p.FriendAccept(name="sara")))["state"] == "friends"
            await sara.wait(friend_notice("accepted", "Omar"), 5)
            listed = await friends_of(sara)
            assert listed["friends"] == [{"name": "Omar", "online": True, "table": None}]
            assert listed["incoming"] == listed["outgoing"] == listed["blocked"] == []
            joined = await omar.request(p.CreateTable(private=False))
            entry = (await friends_of(sara))["friends"][0]
            assert entry["table"] == {
                "table": joined["table"],
                "ruleset": "guc",
                "status": "lobby",
                "joinable": True,
                "watchable": True,
            }
            invited = await omar.request(p.Invite(name="Sara"))
            assert invited["type"] == "invited" and invited["name"] == "Sara"
            invitation = await sara.wait(friend_notice("invite", "Omar"), 5)
            assert invitation["table"] == joined["table"] and invitation["code"] == joined["code"]
            followed = await sara.request(p.Follow(name="Omar"))
            assert followed["type"] == "ok", followed
            watching = await sara.wait("table", 5)
            assert watching["watching"] and watching["table"] == joined["table"]
            assert watching["spectator_names"] == ["Sara"]
            # nor is she invited to the table she watches (nor to one she sits at)
            here = await omar.request(p.Invite(name="Sara"))
            assert code(here) == "already_at_table" and here["message"] == "Sara is at this table already"
            assert (await sara.request(p.JoinTable(code=joined["code"])))["type"] == "joined"
            assert code(await omar.request(p.Invite(name="Sara"))) == "already_at_table"
            await omar.close()
            await until(lambda: _offline(sara))
            assert (await sara.request(p.FriendRemove(name="Omar")))["state"] == "none"
            assert (await friends_of(sara))["friends"] == []

    run(scenario)


async def _offline(client: Client) -> bool:
    return not (await friends_of(client))["friends"][0]["online"]


def test_guests_strangers_oneself_and_blocks_are_refused_alike(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            sara, _ = await signed_up(connect, "Sara")
            omar, _ = await signed_up(connect, "Omar")
            huda, _ = await signed_up(connect, "Huda")
            guest = await connect()
            assert (await guest.request(p.Guest()))["type"] == "account"
            nobody = await connect()
            for message in (p.FriendRequest(name="Sara"), p.GetFriends(), p.Block(name="Sara")):
                refused = await guest.request(message)
                assert code(refused) == "not_named" and "guest" in refused["message"]
                assert code(await nobody.request(message)) == "not_signed_in"
            assert code(await sara.request(p.FriendRequest(name="sara"))) == "own_name"
            assert (await huda.request(p.Block(name="Sara")))["state"] == "blocked"
            assert (await sara.request(p.Block(name="Omar")))["state"] == "blocked"
            unknown = await sara.request(p.FriendRequest(name="Nobody"))
            blocking = await sara.request(p.FriendRequest(name="Huda"))  # Huda blocks Sara
            blocked = await sara.request(p.FriendRequest(name="Omar"))  # Sara blocks Omar
            by_blocked = await omar.request(p.FriendRequest(name="Sara"))
            answers = {(r["type"], r["code"], r["message"]) for r in (unknown, blocking, blocked, by_blocked)}
            assert answers == {("error", "no_account", friends.NO_TAKER)}  # the block is not revealed
            assert (await friends_of(sara))["blocked"] == ["Omar"]
            assert (await friends_of(huda))["incoming"] == []  # nothing reached her
            # nobody reads another's list, nor invites or follows a stranger
            await omar.send_raw(p.encode({"type": "friends", "name": "Sara", "ref": 99}))
            assert code(await omar.wait(lambda m: m.get("ref") == 99)) == "bad_message"
            await sara.request(p.CreateTable())
            for name in ("Huda", "Nobody"):
                assert code(await sara.request(p.Invite(name=name))) == "not_friends"
            assert code(await omar.request(p.Follow(name="Sara"))) == "not_friends"
            assert (await sara.request(p.Unblock(name="Omar")))["state"] == "none"
            assert (await omar.request(p.FriendRequest(name="Sara")))["state"] == "requested"

    run(scenario)


def test_a_blocked_players_chat_is_not_delivered_and_a_line_is_reported(database: str) -> None:
    async def scenario() -> None:
        async with server(database, **CHATTY) as connect:
            sara, _ = await signed_up(connect, "Sara")
            omar, _ = await signed_up(connect, "Omar")
            huda, _ = await signed_up(connect, "Huda")
            await sara.request(p.Block(name="Omar"))
            joined = await sara.request(p.CreateTable())
            for client in (omar, huda):
                assert (await client.request(p.JoinTable(code=joined["code"])))["type"] == "joined"
            await omar.request(p.Chat(text="you are bad"))
            said = await huda.wait("chat", 5)
            assert said["name"] == "Omar" and isinstance(said["id"], int)
            await huda.request(p.Chat(text="be kind"))
            first = await sara.wait("chat", 5)
            assert first["text"] == "be kind"  # Omar's line never reached her
            assert [line["text"] for line in (await sara.request(p.GetHistory()))["chat"]] == ["be kind"]
            history = (await huda.request(p.GetHistory()))["chat"]
            assert [line["text"] for line in history] == ["you are bad", "be kind"]
            report = p.Report(table=joined["table"], chat=said["id"], reason="rude")
            reply = await huda.request(report)
            assert reply["type"] == "reported" and reply["chat"] == said["id"]
            assert (await huda.request(report))["type"] == "reported"  # again: stored once
            assert code(await huda.request(p.Report(table=joined["table"], chat=1))) == "no_chat"
            assert code(await huda.request(p.Report(table="abc", chat=said["id"]))) == "not_at_table"
        storage = open_storage(database)
        try:
            with storage.transaction() as tx:
                rows = tx.execute("SELECT name, text, reason, table_id FROM reports").fetchall()
        finally:
            storage.close()
        assert [tuple(row) for row in rows] == [("Omar", "you are bad", "rude", joined["table"])]

    run(scenario)


def test_a_flood_of_friend_requests_from_one_account_or_many_connections(database: str) -> None:
    """Per account, then per address: every test client is 127.0.0.1, and accounts that each stay
    under their own limit are refused together."""

    async def scenario() -> None:
        async with server(database, new_accounts_burst=100) as connect:
            targets = [(await signed_up(connect, f"Target{i}"))[0] for i in range(12)]
            flooder, _ = await signed_up(connect, "Flooder")
            replies = [await flooder.request(p.FriendRequest(name=f"Target{i}")) for i in range(12)]
            limit = int(friends.REQUESTS_BURST)
            assert all(r["type"] == "friend" for r in replies[:limit])
            assert {code(r) for r in replies[limit:]} == {"social_rate"}
            assert (await friends_of(targets[0]))["incoming"] == ["Flooder"]
            assert (await friends_of(targets[11]))["incoming"] == []
            many = [(await signed_up(connect, f"Many{i}"))[0] for i in range(4)]
            per_account = limit - 2  # each stays under its own limit ...
            answered = [
                await client.request(p.FriendRequest(name=f"Target{i}"))
                for client in many
                for i in range(per_account)
            ]
            # ... and the address's (30 at once, one every 2 s) refuses the rest
            assert "social_rate" in {code(r) for r in answered}
            accepted = sum(1 for r in answered if r["type"] == "friend")
            assert limit + accepted < len(answered)

    run(scenario)


def test_the_caps_on_friends_requests_and_blocks(database: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for cap in ("MAX_FRIENDS", "MAX_OUTGOING", "MAX_INCOMING", "MAX_BLOCKS"):
        monkeypatch.setattr(friends, cap, 1)

    async def scenario() -> None:
        async with server(database) as connect:
            sara, _ = await signed_up(connect, "Sara")
            omar, _ = await signed_up(connect, "Omar")
            huda, _ = await signed_up(connect, "Huda")
            lina, _ = await signed_up(connect, "Lina")
            await sara.request(p.FriendRequest(name="Omar"))
            assert code(await sara.request(p.FriendRequest(name="Huda"))) == "too_many"  # one waits
            assert code(await lina.request(p.FriendRequest(name="Omar"))) == "too_many"  # Omar's one
            await omar.request(p.FriendAccept(name="Sara"))
            assert code(await sara.request(p.FriendRequest(name="Huda"))) == "too_many"  # one friend
            assert (await huda.request(p.Block(name="Lina")))["state"] == "blocked"
            assert code(await huda.request(p.Block(name="Sara"))) == "too_many"

    run(scenario)


def test_friends_across_the_processes_of_one_service(service: Service) -> None:
    """One process, or two sharing PostgreSQL: the notices reach the other process's connections,
    the list finds a friend at a table of the other process, following and invitations go through
    the relay, and a block holds for chat relayed between processes."""

    async def scenario() -> None:
        async with service(**CHEAP, **CHATTY) as (first, second):
            sara, omar = await Client.connect(first), await Client.connect(second)
            await sara.request(p.SignUp(name="Sara", password="correct horse battery"))
            await omar.request(p.SignUp(name="Omar", password="correct horse battery"))
            await sara.request(p.FriendRequest(name="Omar"))
            await omar.wait(friend_notice("request", "Sara"), 5)
            await omar.request(p.FriendAccept(name="Sara"))
            await sara.wait(friend_notice("accepted", "Omar"), 5)
            joined = await omar.request(p.CreateTable(private=False))

            async def at_table() -> bool:
                entry = (await friends_of(sara))["friends"][0]
                return entry["online"] and entry["table"] is not None and entry["table"]["joinable"]

            await until(at_table)
            assert (await omar.request(p.Invite(name="Sara")))["type"] == "invited"
            assert (await sara.wait(friend_notice("invite", "Omar"), 5))["code"] == joined["code"]
            assert (await sara.request(p.Follow(name="Omar")))["type"] == "ok"
            assert (await sara.wait("table", 5))["watching"]
            assert code(await omar.request(p.Invite(name="Sara"))) == "already_at_table"
            huda = await Client.connect(first)
            await huda.request(p.SignUp(name="Huda", password="correct horse battery"))
            await sara.request(p.Block(name="Huda"))
            assert (await huda.request(p.JoinTable(code=joined["code"])))["type"] == "joined"
            await huda.request(p.Chat(text="from Huda"))
            assert await omar.wait(lambda m: m.get("type") == "chat" and m["name"] == "Huda", 5)
            await omar.request(p.Chat(text="from Omar"))
            assert (await sara.wait("chat", 5))["text"] == "from Omar"  # not Huda's, before it

    run(scenario)
