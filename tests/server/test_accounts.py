"""Accounts through real sockets on 127.0.0.1, on SQLite and on PostgreSQL (the storage suite's
``database`` fixture): guests, sign-up, sign-in by password or session, wrong passwords, expired and
ended sessions, the sign-in limits, user names, deleting an account; and what a stranger cannot do:
take another account's seat or name, read its private data, or find a secret in the log."""

from __future__ import annotations

import hashlib
import logging
from typing import Any

import pytest
from support.accounts import CHEAP, PASSWORD, code, server, signed_up
from support.server import Service, run, running_server

from jackaroo.online import protocol as p
from jackaroo.online.client import Client
from jackaroo.server.open_storage import open_storage


def test_sign_up_sign_in_and_wrong_passwords(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            sara, session = await signed_up(connect, "Sara")
            assert len(session) == 64 and (await sara.request(p.WhoAmI()))["sessions"] == 1
            other = await connect()
            again = await other.request(p.SignIn(name="SARA", password=PASSWORD))
            assert again["type"] == "account" and again["name"] == "Sara" and again["session"] != session
            assert (await sara.request(p.WhoAmI()))["sessions"] == 2
            wrong = await other.request(p.SignIn(name="Sara", password="incorrect horse"))
            nobody = await other.request(p.SignIn(name="Nobody", password=PASSWORD))
            assert code(wrong) == code(nobody) == "bad_sign_in" and wrong["message"] == nobody["message"]
            by_session = await (await connect()).request(p.SignIn(session=session))
            assert by_session["type"] == "account" and by_session["name"] == "Sara"
            assert "session" not in by_session  # the session given is kept, no new one
            weak = await (await connect()).request(p.SignUp(name="Huda", password="short"))
            assert code(weak) == "bad_password"

    run(scenario)


def test_user_names_arabic_mixed_scripts_confusables_and_overrides(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            await signed_up(connect, "سارة")
            await signed_up(connect, "Omar")
            await signed_up(connect, "ali")
            client = await connect()
            for name, refused in [
                ("سارة", "name_taken"),
                ("OMAR", "name_taken"),
                ("0mar", "name_taken"),  # looks like Omar
                ("aIi", "name_taken"),  # looks like ali
                ("Om\u0430r", "bad_name"),  # a Cyrillic a among Latin letters
                ("\u200fSara", "bad_name"),  # a right-to-left mark
                ("Sara\u202e", "bad_message"),  # a right-to-left override: refused on the wire
                ("ab", "bad_name"),
            ]:
                reply = await client.request(p.SignUp(name=name, password=PASSWORD))
                assert code(reply) == refused, (name, reply)
            looks = await client.request(p.SignUp(name="0mar", password=PASSWORD))
            assert "looks too much like the user name Omar" in looks["message"]

    run(scenario)


def test_sessions_expire_and_end_with_sign_out_and_a_new_password(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            first, one = await signed_up(connect, "Sara")
            second, third, fourth = await connect(), await connect(), await connect()
            two = (await second.request(p.SignIn(name="Sara", password=PASSWORD)))["session"]
            three = (await third.request(p.SignIn(name="Sara", password=PASSWORD)))["session"]
            expire(database, three)
            assert code(await fourth.request(p.SignIn(session=three))) == "bad_session"
            # signing out ends this connection's session only
            assert (await first.request(p.SignOut()))["type"] == "signed_out"
            assert code(await first.request(p.SignIn(session=one))) == "bad_session"
            assert (await fourth.request(p.SignIn(session=two)))["name"] == "Sara"
            # signing out everywhere ends every session and signs out the account's connections
            assert (await second.request(p.SignOut(all=True)))["type"] == "signed_out"
            assert (await fourth.wait("signed_out", 5))["type"] == "signed_out"
            assert (await fourth.request(p.WhoAmI()))["name"] is None
            assert code(await fourth.request(p.SignIn(session=two))) == "bad_session"
            # a new password ends every other session
            keep = (await first.request(p.SignIn(name="Sara", password=PASSWORD)))["session"]
            other = (await second.request(p.SignIn(name="Sara", password=PASSWORD)))["session"]
            changed = await first.request(p.ChangePassword(password=PASSWORD, new_password="a new horse"))
            assert changed["type"] == "password_changed"
            await second.wait("signed_out", 5)
            assert code(await third.request(p.SignIn(session=other))) == "bad_session"
            assert (await third.request(p.SignIn(session=keep)))["name"] == "Sara"
            assert code(await third.request(p.SignIn(name="Sara", password=PASSWORD))) == "bad_sign_in"
            assert (await third.request(p.SignIn(name="Sara", password="a new horse")))["name"] == "Sara"

    run(scenario)


def expire(database: str, session: str) -> None:
    """Make ``session`` expired in the database (as the calendar would, without waiting)."""
    storage = open_storage(database)
    try:
        with storage.transaction() as tx:
            digest = hashlib.sha256(session.encode()).hexdigest()
            assert tx.execute("UPDATE sessions SET expires = 0 WHERE hash = ?", (digest,)).rowcount == 1
    finally:
        storage.close()


def test_sign_in_attempts_are_limited_per_account_and_per_address(database: str) -> None:
    limits = {"sign_in_burst": 3, "sign_in_rate": 0.001, "sign_in_burst_address": 6}
    limits["sign_in_rate_address"] = 0.001

    async def scenario() -> None:
        async with server(database, **limits) as connect:
            await signed_up(connect, "Sara")
            for _ in range(3):  # each from a new connection: connections share their address's limit
                reply = await (await connect()).request(p.SignIn(name="Sara", password="wrong horse"))
                assert code(reply) == "bad_sign_in"
            right = await (await connect()).request(p.SignIn(name="Sara", password=PASSWORD))
            assert code(right) == "sign_in_rate"  # even the right password waits now
            for n in range(3):  # other names still have attempts, until the address has none
                reply = await (await connect()).request(p.SignIn(name=f"Name{n}", password=PASSWORD))
                assert code(reply) == "bad_sign_in"
            reply = await (await connect()).request(p.SignIn(name="Omar", password=PASSWORD))
            assert code(reply) == "sign_in_rate"

    run(scenario)


def test_deleting_an_account_ends_it_and_frees_its_name(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            sara, session = await signed_up(connect, "Sara")
            assert code(await sara.request(p.DeleteAccount())) == "bad_sign_in"
            assert code(await sara.request(p.DeleteAccount(password="wrong horse"))) == "bad_sign_in"
            assert (await sara.request(p.DeleteAccount(password=PASSWORD)))["type"] == "account_deleted"
            assert (await sara.request(p.WhoAmI()))["name"] is None
            other = await connect()
            assert code(await other.request(p.SignIn(session=session))) == "bad_session"
            assert code(await other.request(p.SignIn(name="Sara", password=PASSWORD))) == "bad_sign_in"
            await signed_up(connect, "Sara", "another password")
            guest = await connect()
            assert (await guest.request(p.Guest()))["guest"] is True
            assert (await guest.request(p.DeleteAccount()))["type"] == "account_deleted"

    run(scenario)


def test_nobody_acts_as_another_account_or_reads_its_private_data(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            sara, session = await signed_up(connect, "Sara")
            joined = await sara.request(p.CreateTable(ruleset="classic"))  # seated as her user name
            assert joined["type"] == "joined" and sara.table is not None
            table = joined["table"]
            omar, _ = await signed_up(connect, "Omar")
            stranger = await connect()
            for client in (omar, stranger):  # no token: only Sara's account takes her seat back
                assert code(await client.request(p.Reclaim(table=table))) == "bad_token"
            for name in ("Sara", "SARA", "Ѕаrа"):  # her user name, or one like it, is hers alone
                reply = await omar.request(p.JoinTable(name=name, code=joined["code"]))
                assert code(reply) == "name_taken", name
            assert code(await stranger.request(p.JoinTable(code=joined["code"]))) == "bad_name"
            # her session's stored digest is no session
            digest = hashlib.sha256(session.encode()).hexdigest()
            assert code(await stranger.request(p.SignIn(session=digest))) == "bad_session"
            assert code(await stranger.request(p.SignIn(session="ab" * 32))) == "bad_session"
            for message in (p.ChangePassword(password=PASSWORD, new_password="x" * 9), p.SignOut()):
                assert code(await stranger.request(message)) == "not_signed_in"
            public = await omar.request(p.GetRating(name="Sara"))
            assert set(public) == {"type", "ruleset", "season", "name", "rating", "place", "ref", "seq"}
            assert (await stranger.request(p.WhoAmI()))["name"] is None
            await omar.request(p.SignOut(all=True))  # ends Omar's sessions, not Sara's
            assert (await sara.request(p.WhoAmI()))["name"] == "Sara"
            again = await connect()  # Sara elsewhere, by her session, takes her seat back
            assert (await again.request(p.SignIn(session=session)))["name"] == "Sara"
            assert (await again.request(p.Reclaim(table=table)))["type"] == "joined"
            assert (await sara.wait(lambda m: m.get("kind") == "replaced", 5))["seat"] == 0

    run(scenario)


def test_no_password_or_token_reaches_the_log(database: str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    secrets: list[str] = [PASSWORD, "a new horse", "wrong horse"]

    async def scenario() -> None:
        async with running_server(database, **CHEAP) as (url, game_server):
            sara = await Client.connect(url)
            secrets.append((await sara.request(p.SignUp(name="Sara", password=PASSWORD)))["session"])
            other = await Client.connect(url)
            await other.request(p.SignIn(name="Sara", password="wrong horse"))
            secrets.append((await other.request(p.SignIn(name="Sara", password=PASSWORD)))["session"])
            await sara.request(p.ChangePassword(password=PASSWORD, new_password="a new horse"))
            # a fault of the server's own while it holds a password: logged, without the password

            def broken(*_args: Any) -> Any:
                raise RuntimeError("the store failed")

            game_server.accounts.store.by_key = broken  # type: ignore[method-assign]
            failed = await other.request(p.SignIn(name="Sara", password="a new horse"))
            assert code(failed) == "internal"

    run(scenario)
    server_records = [r for r in caplog.records if not r.name.startswith("websockets.client")]
    assert any(r.name == "jackaroo.server.connections" for r in server_records)
    logged = "\n".join(f"{r.getMessage()} {r.exc_text or ''}" for r in server_records)
    assert "SignIn" in logged  # the failure was logged ...
    for secret in secrets:  # ... and no secret is in any line
        assert secret not in logged
    assert "***" in p.loggable(p.SignIn(name="Sara", password=PASSWORD))


def test_accounts_hold_across_the_processes_of_one_service(service: Service) -> None:
    """One process, or two sharing PostgreSQL (the table on the first, the account's other
    connections on the second): seats taken back by account through the relay, another account
    refused, and signing out everywhere reaches the other process's connections."""

    async def scenario() -> None:
        async with service(**CHEAP) as (first, second):
            sara = await Client.connect(first)
            session = (await sara.request(p.SignUp(name="Sara", password=PASSWORD)))["session"]
            joined = await sara.request(p.CreateTable(ruleset="classic"))
            elsewhere, omar = await Client.connect(second), await Client.connect(second)
            assert (await elsewhere.request(p.SignIn(session=session)))["name"] == "Sara"
            await omar.request(p.SignUp(name="Omar", password=PASSWORD))
            assert code(await omar.request(p.Reclaim(table=joined["table"]))) == "bad_token"
            assert (await elsewhere.request(p.Reclaim(table=joined["table"])))["type"] == "joined"
            assert (await elsewhere.wait("table", 5))["you"] == 0
            assert (await sara.wait(lambda m: m.get("kind") == "replaced", 5))["seat"] == 0
            assert (await sara.request(p.SignOut(all=True)))["type"] == "signed_out"
            assert (await elsewhere.wait("signed_out", 5))["type"] == "signed_out"
            assert (await elsewhere.request(p.WhoAmI()))["name"] is None

    run(scenario)


def test_frames_sent_behind_an_account_request_wait_for_its_reply(database: str) -> None:
    async def scenario() -> None:
        async with server(database) as connect:
            _sara, session = await signed_up(connect, "Sara")
            client = await connect()
            signing = await client.send(p.SignIn(session=session))
            creating = await client.send(p.CreateTable())  # no name: the account's, once signed in
            first = await client.wait(lambda m: m.get("ref") in (signing, creating), 5)
            assert first["ref"] == signing and first["type"] == "account"
            joined = await client.wait(lambda m: m.get("ref") == creating, 5)
            assert joined["type"] == "joined"
            table = await client.wait("table", 5)
            assert table["seats"][0]["name"] == "Sara"

    run(scenario)
