"""``python -m jackaroo.loadtest --accounts N``: N players sign up (or, if their name is taken from an
earlier run, sign in) with a password, wait in quick match together, and play their tables to the
end with bots; what it cost the server (docs/online.md, "Quick match").

Each account connects from an address of its own, named in ``X-Forwarded-For`` (start the server
with ``--trusted-proxy 127.0.0.1``, so its limits per address see them apart).  The JSON report
(``--json``) holds:

- ``sign_ins_per_second``: accounts signed up or in a second, all at once (each costs the server an
  Argon2id hash at its cost);
- ``queue_wait_ms_p50``, ``queue_wait_ms_p99``, ``queue_wait_ms_max``: from sending ``queue`` to
  ``match_found`` (a player offered CPUs accepts them at once);
- ``games_finished`` (tables whose game was won), ``tables``, ``rating_updates`` (the accounts whose
  rating's game count grew by one; ``rated_twice`` those by more: 0 on a sound server);
- ``errors`` (refusals and failures of the players), ``server_cpu_s_per_game`` (the server's
  processor time from the first ``queue`` to the last game's end, by the games finished; every
  process's given to ``--server``, separated by commas).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from dataclasses import dataclass, field
from typing import Any

from .load_figures import percentile, table_address
from .online.bot import play_seat
from .online.client import Client
from .online.protocol import AcceptCpus, GetRating, Queue, SignIn, SignUp, Stats

PASSWORD = "load test password"


@dataclass
class AccountsReport:
    """The ``--accounts`` run's figures (see the module's docstring)."""

    accounts: int = 0
    sign_ins: int = 0
    sign_in_seconds: float = 0.0
    sign_ins_per_second: float = 0.0
    queue_wait_ms_p50: float = 0.0
    queue_wait_ms_p99: float = 0.0
    queue_wait_ms_max: float = 0.0
    tables: int = 0
    games_finished: int = 0
    tables_with_cpus: int = 0
    rating_updates: int = 0
    rated_twice: int = 0
    errors: int = 0
    seconds: float = 0.0
    server_cpu_s: float = 0.0
    server_cpu_s_per_game: float = 0.0
    think_ms: float = 0.0
    error_samples: list[str] = field(default_factory=list)


class Player:
    """One account's client: signs up or in, queues, plays its seat."""

    def __init__(self, url: str, name: str, address: str, seed: int) -> None:
        self.url = url
        self.name = name
        self.headers = {"X-Forwarded-For": address}
        self.rng = random.Random(seed)
        self.client: Client | None = None
        self.games_before = 0
        self.errors_before = 0
        self.wait_ms: float | None = None
        self.match: dict[str, Any] = {}
        self.errors: list[str] = []

    async def sign_in(self) -> bool:
        self.client = client = await Client.connect(self.url, headers=self.headers)
        reply = await client.request(SignUp(name=self.name, password=PASSWORD), timeout=120)
        if reply.get("code") == "name_taken":  # made by an earlier run
            reply = await client.request(SignIn(name=self.name, password=PASSWORD), timeout=120)
        if reply["type"] != "account":
            self.errors.append(f"sign-in: {reply.get('code')}: {reply.get('message')}")
            return False
        self.errors_before = len(client.errors)  # (a name taken by an earlier run is no error)
        return True

    async def rated_games(self, ruleset: str) -> int:
        assert self.client is not None
        reply = await self.client.request(GetRating(ruleset=ruleset))  # type: ignore[arg-type]
        return int((reply.get("rating") or {}).get("games", 0))

    async def queue(self, ruleset: str, fill_seconds: int | None) -> None:
        client = self.client
        assert client is not None
        began = time.perf_counter()
        reply = await client.request(Queue(ruleset=ruleset, cpu_fill_seconds=fill_seconds))  # type: ignore[arg-type]
        if reply["type"] != "queued":
            self.errors.append(f"queue: {reply.get('code')}: {reply.get('message')}")
            return
        while True:
            message = await client.recv(600)
            if message["type"] == "queue_offer":
                await client.send(AcceptCpus())
            elif message["type"] == "match_found":
                self.wait_ms = (time.perf_counter() - began) * 1000
                self.match = message
                self.errors_before = len(client.errors)  # (counted here until now)
                return
            elif message["type"] == "error" and message.get("code") not in ("matched", "not_queued"):
                self.errors.append(f"queue: {message.get('code')}: {message.get('message')}")
                return  # (matched: an accept_cpus crossed the match, whose match_found follows)

    async def play(self, think: float) -> None:
        assert self.client is not None
        try:
            await play_seat(self.client, self.rng, timeout=300, think=think)
        except Exception as error:  # a player that fails is counted, the others go on
            self.errors.append(f"{type(error).__name__}: {error}")
        refused = self.client.errors[self.errors_before :]
        self.errors.extend(f"{e['code']}: {e['message']}" for e in refused)


async def server_cpu(urls: list[str]) -> float:
    """The processor time the server processes at ``urls`` have used, together."""
    total = 0.0
    for url in urls:
        client = await Client.connect(url, headers={"X-Forwarded-For": "198.18.255.3"})
        try:
            total += float((await client.request(Stats())).get("cpu_s", 0.0))
        finally:
            await client.close()
    return total


async def run_accounts(
    url: str, accounts: int, *, think: float, seed: int, ruleset: str = "guc", fill_seconds: int | None = 30
) -> AccountsReport:
    """Sign ``accounts`` players up or in at once, queue them at once, play every table to the end;
    the report (module docstring).  Account i is named ``lt<seed>n<i>``.  ``url``: a server's, or
    several processes' of one service, separated by commas (account i connects to the i-th, in
    turn)."""
    report = AccountsReport(accounts=accounts, think_ms=think * 1000)
    urls = url.split(",")
    players = [
        Player(urls[i % len(urls)], f"lt{seed}n{i}", table_address(i), seed * 10_000 + i)
        for i in range(accounts)
    ]
    began = time.perf_counter()
    signed = await asyncio.gather(*(player.sign_in() for player in players))
    took = time.perf_counter() - began  # (not rounded: fast sign-ins would round to 0)
    report.sign_in_seconds = round(took, 2)
    report.sign_ins = sum(signed)
    report.sign_ins_per_second = round(report.sign_ins / took, 2) if report.sign_ins else 0.0
    ready = [player for player, ok in zip(players, signed, strict=True) if ok]
    for player in ready:
        player.games_before = await player.rated_games(ruleset)
    cpu_before = await server_cpu(urls)
    began = time.perf_counter()
    await asyncio.gather(*(player.queue(ruleset, fill_seconds) for player in ready))
    seated = [player for player in ready if player.wait_ms is not None]
    await asyncio.gather(*(player.play(think) for player in seated))
    report.seconds = round(time.perf_counter() - began, 2)
    await asyncio.sleep(1.0)  # (the server works its stats out at most once a second)
    report.server_cpu_s = round(await server_cpu(urls) - cpu_before, 2)
    summarise(report, seated)
    for player in seated:
        grown = await player.rated_games(ruleset) - player.games_before
        report.rating_updates += grown == 1
        report.rated_twice += grown > 1
    for player in players:
        if player.client is not None:
            with contextlib.suppress(Exception):
                await player.client.close()
    errors = [e for player in players for e in player.errors]
    report.errors = len(errors) + report.rated_twice
    report.error_samples = errors[:5]
    return report


def summarise(report: AccountsReport, seated: list[Player]) -> None:
    """The queue's waits, the tables and the games finished into ``report``."""
    waits = [p.wait_ms for p in seated if p.wait_ms is not None]
    report.queue_wait_ms_p50 = round(percentile(waits, 0.50), 1)
    report.queue_wait_ms_p99 = round(percentile(waits, 0.99), 1)
    report.queue_wait_ms_max = round(max(waits, default=0.0), 1)
    tables: dict[str, list[Player]] = {}
    for player in seated:
        tables.setdefault(player.match["table"], []).append(player)
    report.tables = len(tables)
    for people in tables.values():
        client = people[0].client
        if client is not None and client.winner is not None:
            report.games_finished += 1
        if client is not None and client.table is not None:
            report.tables_with_cpus += any(s["kind"] != "human" for s in client.table["seats"])
    if report.games_finished:
        report.server_cpu_s_per_game = round(report.server_cpu_s / report.games_finished, 3)
