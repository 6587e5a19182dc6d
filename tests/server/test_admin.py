"""``python -m jackaroo.server admin``, run as the admin runs it (a process of its own) on the SQLite
file or the PostgreSQL database of a server that is running: accounts listed, a ban that ends the
account's sessions and refuses its sign-in, a password reset, reported chat reviewed and resolved,
every action in ``admin_log`` and the log, and no password in any log line."""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
from typing import Any

import pytest
from support.accounts import CHEAP, PASSWORD, code, signed_up
from support.server import ROOT, run, running_server

from jackaroo.online import protocol as p
from jackaroo.online.client import Client
from jackaroo.server.open_storage import open_storage

#: the CLI's outputs (stdout, stderr) of the test, for the log check
OUTPUTS: list[str] = []


async def admin(database: str, *args: str, stdin: str | None = None, ok: bool = True) -> str:
    """Run an admin command on ``database``; its standard output (its log goes to ``OUTPUTS``)."""
    command = [sys.executable, "-m", "jackaroo.server", "admin", "--db", database, *args]
    done = await asyncio.to_thread(
        subprocess.run,
        command,
        cwd=ROOT,
        env={**os.environ},
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )
    OUTPUTS.extend((done.stdout, done.stderr))
    assert (done.returncode == 0) == ok, (done.returncode, done.stdout, done.stderr)
    return done.stdout


def row_of(output: str, name: str) -> list[str]:
    return next(line.split() for line in output.splitlines() if line.startswith(name + " "))


def test_the_admin_lists_bans_resets_and_reviews_reports(
    database: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    OUTPUTS.clear()
    secrets: list[str] = [PASSWORD, "typed by the admin"]

    async def scenario() -> None:
        async with running_server(database, **CHEAP) as (url, _server):

            def connect() -> Any:
                return Client.connect(url)

            sara, _ = await signed_up(connect, "Sara")
            omar, omar_session = await signed_up(connect, "Omar")
            joined = await sara.request(p.CreateTable())
            await omar.request(p.JoinTable(code=joined["code"]))
            await omar.request(p.Chat(text="a rude line"))
            line = await sara.wait("chat", 5)
            assert (await sara.request(p.Report(table=joined["table"], chat=line["id"])))[
                "type"
            ] == "reported"

            listed = await admin(database, "accounts")
            assert listed.splitlines()[0].split() == ["name", "created", "last", "seen", "games", "banned"]
            assert row_of(listed, "Omar")[-1] == "-"  # not banned
            assert (await admin(database, "ban", "omar")).strip() == "Omar: banned"
            assert (await omar.wait("signed_out", 10))["type"] == "signed_out"  # at once, or within 2 s
            again = await connect()
            assert code(await again.request(p.SignIn(name="Omar", password=PASSWORD))) == "banned"
            assert code(await again.request(p.SignIn(session=omar_session))) == "bad_session"
            assert row_of(await admin(database, "accounts"), "Omar")[-1] != "-"
            await admin(database, "unban", "Omar")
            assert (await again.request(p.SignIn(name="Omar", password=PASSWORD)))["name"] == "Omar"

            reset = await admin(database, "reset-password", "Sara")
            password = reset.split()[-1]
            secrets.append(password)
            assert len(password) >= 16 and "shown this once" in reset
            assert (await sara.wait("signed_out", 10))["type"] == "signed_out"
            other = await connect()
            assert code(await other.request(p.SignIn(name="Sara", password=PASSWORD))) == "bad_sign_in"
            assert (await other.request(p.SignIn(name="Sara", password=password)))["name"] == "Sara"
            await admin(database, "reset-password", "Sara", "--stdin", stdin="typed by the admin\n")
            assert (await connect_and_sign_in(connect, "Sara", "typed by the admin"))["name"] == "Sara"
            await admin(database, "ban", "Nobody", ok=False)

            reports = await admin(database, "reports")
            first = reports.splitlines()[1]
            assert "Sara" in first and "Omar" in first and "a rude line" in first
            report_id = first.split()[0]
            assert "resolved" in await admin(database, "reports", "--resolve", report_id)
            assert len((await admin(database, "reports")).splitlines()) == 1  # the header only
            assert "a rude line" in await admin(database, "reports", "--all")

    run(scenario)
    storage = open_storage(database)
    try:
        with storage.transaction() as tx:
            actions = [row[0] for row in tx.execute("SELECT action FROM admin_log ORDER BY id").fetchall()]
    finally:
        storage.close()
    assert actions == [
        "listed the accounts",
        "banned Omar",
        "listed the accounts",
        "lifted the ban of Omar",
        "reset the password of Sara",
        "reset the password of Sara",
        "read the reports",
        actions[7],
        "read the reports",
        "read the reports",
    ]
    assert actions[7].startswith("resolved report ")
    logged = "\n".join([*OUTPUTS, *(f"{r.getMessage()} {r.exc_text or ''}" for r in caplog.records)])
    assert "admin: banned Omar" in logged and "admin: reset the password of Sara" in logged
    for secret in secrets:  # the new password was printed once, on standard output only
        assert logged.count(secret) == (1 if secret == secrets[2] else 0), secret


async def connect_and_sign_in(connect: Any, name: str, password: str) -> dict[str, Any]:
    client: Client = await connect()
    return await client.request(p.SignIn(name=name, password=password))
