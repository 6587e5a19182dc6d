"""The outage drill: two server processes on one PostgreSQL database behind HAProxy, two tables with
people on both processes (four guests at a public one, rated where the server's rules rate it; two
people and two CPUs at the other), playing game after game while PostgreSQL is stopped and started
again and again (:mod:`support.pg_faults`).

For each outage it measures how long both processes took to say so on ``/healthz`` (503), and how
long after the database was back every part of the service was served again: ``/healthz`` 200 on
both processes, a read of the database on each (``leaderboard``, ``rating``, ``list_tables``), and
an action played at each table.  At the end every table finishes its game, and the database is
checked: every action any client saw played (acknowledged to its player or not) stands in the
record at its place, each game's record replays to its stored winner, every game ended, each
game's players were written once and no rating counted a game twice.  What went wrong is listed
in :attr:`DrillResult.problems` (empty: all held).

Used by ``tests/server/test_pg_outages.py`` (a few outages) and ``scripts/pg_outages.py`` (many).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections import Counter, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psycopg

from jackaroo.model.record import GameRecord
from jackaroo.online.account_messages import GetLeaderboard, GetRating, Guest
from jackaroo.online.client import Client
from jackaroo.online.protocol import Act, CreateTable, JoinTable, ListTables, Ready, Rematch, SetSeat, Stats
from jackaroo.online.reconnect import Backoff
from jackaroo.server.local_cluster import HaproxyServer, PostgresServer, start_server_process
from support.pg_faults import Outage, bring_back, take_down

#: the clients' reconnection schedule: soon, and never giving up during the drill
QUICK = Backoff(first=0.1, cap=0.5, seconds=None)
#: the server processes' options: CPUs act soon, a person away is played for after 30 s, and
#: rates no bot reaches (every client of the drill comes from 127.0.0.1)
SERVER_OPTIONS = (
    "--cpu-delay", "0.02", "--takeover-seconds", "30", "--rate", "1000", "--rate-address", "100000",
    "--connect-rate", "1000", "--max-per-address", "200",
)  # fmt: skip
Key = tuple[str, int, int]  # (table, game number, ply)


@dataclass
class Book:
    """What the drill's people saw: each action played (``seen``) and those acknowledged to the
    one who sent it (``acked``), by (table, game, ply); when each table last played (``progress``,
    ``time.monotonic``); the errors they were answered, by code; and contradictions."""

    seen: dict[Key, str] = field(default_factory=dict)
    #: each person's last messages (by the client's ``id``), to say where a stuck one was
    last: dict[int, deque[str]] = field(default_factory=dict)
    acked: dict[Key, str] = field(default_factory=dict)
    progress: dict[str, float] = field(default_factory=dict)
    errors: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)

    def saw(self, key: Key, action: str, *, mine: bool) -> None:
        if self.seen.setdefault(key, action) != action:
            self.problems.append(f"{key}: seen played as {self.seen[key]} and as {action}")
        if mine:
            self.acked[key] = action
        self.progress[key[0]] = time.monotonic()


@dataclass
class RestartFigures:
    """One outage: its ``mode``, how long the database was away (``down_s``), how long until both
    processes' ``/healthz`` said 503 (``unhealthy_s``; None: not seen), and from the database's
    return until each part was served again (``parts``; None: not within the deadline) and all
    were (``resumed_s``); ``worst_reply_s``: the slowest answer to a probe meanwhile."""

    mode: str
    down_s: float
    unhealthy_s: float | None
    parts: dict[str, float | None]
    worst_reply_s: float

    @property
    def resumed_s(self) -> float | None:
        times = list(self.parts.values())
        return None if any(t is None for t in times) else max(t for t in times if t is not None)


@dataclass
class DrillResult:
    """The figures of a drill and what went wrong (``problems``, empty when everything held)."""

    restarts: list[RestartFigures] = field(default_factory=list)
    games: int = 0
    actions: int = 0
    acked: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    stats: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


async def play(client: Client, book: Book, stop: asyncio.Event, rng: random.Random) -> None:
    """Play ``client``'s seat game after game (voting for a rematch after each) until ``stop`` is set
    and its game is over.  A refused action or vote is sent again after 0.1 s; after a reconnection
    the position is answered again."""
    pending: dict[int, str] = {}
    answered: tuple[int, int] | None = None
    voted: int | None = None
    # the game of the messages read so far (a ``table`` message starts each; the first was read)
    number = client.table["game_number"] if client.table is not None else -1
    while True:
        game, table = client.game, client.table
        latest = table.get("game_number") if table else None
        if client.closed:
            raise ConnectionError("the client gave up")
        if game is not None and latest is not None and client.seat is not None:
            ref, kind = None, ""
            if game["winner"] is None:
                legal = game.get("legal") or []
                if game["current"] == client.seat and legal and answered != (latest, game["ply"]):
                    answered = (latest, game["ply"])
                    ref = await _send(client, Act(ply=game["ply"], action=rng.choice(legal)))
                    answered = None if ref is None else answered
                    kind = "act"
            elif stop.is_set():
                return
            elif voted != latest:
                voted = latest
                ref = await _send(client, Rematch())
                voted = None if ref is None else voted
                kind = "rematch"
            if ref is not None:
                pending[ref] = kind
        try:
            message = await client.recv(0.5)
        except TimeoutError:
            continue
        ref = message.get("ref")
        trace = book.last.setdefault(id(client), deque(maxlen=12))
        trace.append(f"{time.monotonic():.1f} {message.get('type')} {message.get('code', '')} {ref}")
        if message.get("type") == "table":
            number = message["game_number"] if message.get("game_number") is not None else number
        elif message.get("type") == "played" and client.table_id is not None:
            key = (client.table_id, number, message["game"]["ply"] - 1)
            book.saw(key, message["action"], mine=ref in pending)
            pending.pop(ref, None)
        elif message.get("type") == "joined":
            pending.clear()
            answered = voted = None
        elif ref in pending:
            what = pending.pop(ref)
            if message.get("type") == "error":
                book.errors[message.get("code", "?")] += 1
                answered = None if what == "act" else answered
                voted = None if what == "rematch" else voted
                await asyncio.sleep(0.1)


async def _send(client: Client, message: Any) -> int | None:
    """Send ``message``; its ref, or None if the connection dropped as it was sent."""
    try:
        return await client.send(message)
    except ConnectionError:
        if client.closed:
            raise
        return None


async def http_status(port: int, path: str, timeout: float = 2.0) -> tuple[int, str]:
    """``GET path`` of the process at ``port``: its status (0: no answer) and body."""
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
            data = await reader.read()
            writer.close()
    except (OSError, TimeoutError):
        return 0, ""
    head, _, body = data.decode("utf-8", "replace").partition("\r\n\r\n")
    parts = head.split(" ", 2)
    return (int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0), body


class Probe:
    """A client of one process (``port``), signed in as a guest, asking what a person asks of the
    database: the leaderboard, a rating, the lobby."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.client: Client | None = None
        self.worst = 0.0

    async def served(self) -> bool:
        """Whether every request was answered without an error now (the slowest kept in ``worst``)."""
        try:
            if self.client is None or self.client.closed:
                self.client = await Client.connect(f"ws://127.0.0.1:{self.port}")
                if (await self.client.request(Guest(), timeout=10)).get("type") != "account":
                    await self.client.close()
                    self.client = None
                    return False
            for message in (GetLeaderboard(), GetRating(), ListTables()):
                began = time.monotonic()
                reply = await self.client.request(message, timeout=10)
                self.worst = max(self.worst, time.monotonic() - began)
                if reply.get("type") == "error":
                    return False
        except (OSError, TimeoutError, ConnectionError):
            if self.client is not None:
                await self.client.close()
            self.client = None
            return False
        return True


async def _until(test: Callable[[], Any], deadline: float, every: float = 0.05) -> float | None:
    """Seconds (``time.monotonic``) at which the awaitable ``test()`` first gave True, or None at
    ``deadline``."""
    while time.monotonic() < deadline:
        if await test():
            return time.monotonic()
        await asyncio.sleep(every)
    return None


class Drill:
    """The service under the drill: ``postgres`` (started), its database ``db``, two processes
    logging to ``logs``, HAProxy, the tables and their people."""

    def __init__(self, postgres: PostgresServer, db: str, logs: Path) -> None:
        self.postgres = postgres
        self.db = db
        self.database = db.rsplit("/", 1)[1]
        self.logs = logs
        self.processes = [
            start_server_process(db, *SERVER_OPTIONS, log=logs / f"server{i}.log") for i in range(2)
        ]
        self.balancer = HaproxyServer([port for _, port in self.processes], log=logs / "haproxy.log")
        self.balancer.start()
        self.book = Book()
        self.stop = asyncio.Event()
        self.people: list[Client] = []
        self.tables: list[str] = []
        self.players: list[asyncio.Task[None]] = []
        self.probes = [Probe(port) for _, port in self.processes]

    @property
    def ports(self) -> list[int]:
        return [port for _, port in self.processes]

    async def seat_everyone(self) -> None:
        """Six guests through HAProxy (three on each process); a table of four people made on one
        process and a table of two people and two CPUs on the other; the games begun."""
        by_process: dict[str, list[Client]] = {}
        for _ in range(6):
            client = await Client.connect(self.balancer.url, reconnect=QUICK)
            assert (await client.request(Guest()))["type"] == "account"
            process = (await client.request(Stats()))["process"]
            by_process.setdefault(process, []).append(client)
        first, second = by_process.values()
        assert len(first) == len(second) == 3, "HAProxy spreads connections round robin"
        tables = [[first[0], second[0], first[1], second[1]], [second[2], first[2]]]
        for people, cpus in zip(tables, ((), ("random", "random")), strict=True):
            host = people[0]
            made = await host.request(CreateTable(name="P0", private=False))
            assert made["type"] == "joined", made
            for i, person in enumerate(people[1:], 1):
                reply = await person.request(JoinTable(name=f"P{i}", code=made["code"]))
                assert reply["type"] == "joined", reply
            for seat, level in enumerate(cpus, len(people)):
                assert (await host.request(SetSeat(seat=seat, kind=level)))["type"] == "ok"
            for person in people:
                await person.send(Ready(ready=True))
            self.tables.append(made["table"])
            self.people += people
        for person in self.people:
            await person.wait(lambda m: m.get("type") == "table" and m.get("game") is not None)
        self.players = [
            asyncio.ensure_future(play(person, self.book, self.stop, random.Random(i)))
            for i, person in enumerate(self.people)
        ]
        for probe in self.probes:  # (signed in now: a guest made while the database is away is refused)
            assert await probe.served()

    async def outage(self, mode: str, down_seconds: float, deadline: float) -> RestartFigures:
        """Take the database away in ``mode`` for ``down_seconds``, bring it back, and measure (up to
        ``deadline`` seconds after its return) until everything is served again."""
        outage = Outage(self.postgres, mode, self.database)
        for probe in self.probes:
            probe.worst = 0.0
        began = time.monotonic()
        await asyncio.to_thread(take_down, outage)

        async def unhealthy() -> bool:
            return all([(await http_status(port, "/healthz"))[0] == 503 for port in self.ports])

        said = await _until(unhealthy, began + down_seconds)
        await asyncio.sleep(max(0.0, began + down_seconds - time.monotonic()))
        for probe in self.probes:  # (what a person is answered while the database is away)
            await probe.served()
        await asyncio.to_thread(bring_back, outage)
        back = time.monotonic()
        give_up = back + deadline

        def healthy(port: int) -> Callable[[], Any]:
            async def test() -> bool:
                return (await http_status(port, "/healthz"))[0] == 200

            return test

        def played(table: str) -> Callable[[], Any]:
            async def test() -> bool:
                return self.book.progress.get(table, 0.0) > back

            return test

        checks = {f"healthz {i}": healthy(port) for i, port in enumerate(self.ports)}
        checks |= {f"requests {i}": probe.served for i, probe in enumerate(self.probes)}
        checks |= {f"table {i}": played(table) for i, table in enumerate(self.tables)}
        times = await asyncio.gather(*(_until(test, give_up) for test in checks.values()))
        parts = {
            name: None if t is None else round(t - back, 3) for name, t in zip(checks, times, strict=True)
        }
        return RestartFigures(
            mode=mode,
            down_s=round(back - began, 3),
            unhealthy_s=None if said is None else round(said - began, 3),
            parts=parts,
            worst_reply_s=round(max(probe.worst for probe in self.probes), 3),
        )

    async def finish(self, timeout: float) -> list[str]:
        """Let every table end its game (no rematch), within ``timeout`` seconds; what went wrong."""
        self.stop.set()
        done, waiting = await asyncio.wait(self.players, timeout=timeout)
        problems = []
        for task in waiting:
            person = self.people[self.players.index(task)]
            game = person.game or {}
            state = {k: game.get(k) for k in ("ply", "current", "winner")}
            events = [(e.kind, e.reason) for e in person.events[-3:]]
            problems.append(
                f"the game of {person.table_id} seat {person.seat} did not end within {timeout:g} s:"
                f" {state}, connected {person.connected}, events {events},"
                f" seats {[(x.get('kind'), x.get('connected'), x.get('cpu_reason')) for x in (person.table or {}).get('seats', [])]},"
                f" last {list(self.book.last.get(id(person), []))} at {time.monotonic():.1f}"
            )
        for task in done:
            if task.exception() is not None:
                problems.append(f"a person failed: {task.exception()!r}")
        for task in waiting:
            task.cancel()
        return problems

    async def stats(self) -> list[dict[str, Any]]:
        """Each process's ``stats``, with its ``/metrics`` page's database lines as ``metrics``."""
        out = []
        for port in self.ports:
            client = await Client.connect(f"ws://127.0.0.1:{port}")
            stats = await client.request(Stats())
            await client.close()
            _, page = await http_status(port, "/metrics")
            lines = [line for line in page.splitlines() if line.startswith("jackaroo_database")]
            out.append({**stats, "metrics": lines})
        return out

    async def close(self) -> None:
        for client in [*self.people, *(p.client for p in self.probes if p.client is not None)]:
            with contextlib.suppress(Exception):
                await client.close()
        self.balancer.stop()
        for process, _ in self.processes:
            process.terminate()
        for process, _ in self.processes:
            try:
                process.wait(30)
            except Exception:
                process.kill()
                process.wait()


def check_records(db: str, tables: Sequence[str], book: Book) -> tuple[int, int, list[str]]:
    """The database after the drill against what its people saw: (games, actions, problems)."""
    problems: list[str] = []
    games = actions = 0
    with psycopg.connect(db) as conn:
        for table in tables:
            rows = conn.execute(
                "SELECT number, initial, winner FROM games WHERE table_id = %s ORDER BY number", (table,)
            ).fetchall()
            for number, initial, winner in rows:
                stored = conn.execute(
                    "SELECT ply, action FROM actions WHERE table_id = %s AND number = %s ORDER BY ply",
                    (table, number),
                ).fetchall()
                games += 1
                actions += len(stored)
                if [ply for ply, _ in stored] != list(range(len(stored))):
                    problems.append(f"table {table} game {number}: plies missing")
                if winner is None:
                    problems.append(f"table {table} game {number}: did not end")
                    continue
                record = GameRecord(initial, tuple(action for _, action in stored))
                if record.final_game().winner != winner:
                    problems.append(f"table {table} game {number}: the record does not replay to its winner")
                players = conn.execute(
                    "SELECT count(*) FROM game_players WHERE table_id = %s AND number = %s", (table, number)
                ).fetchone()
                if players is None or players[0] != 4:
                    problems.append(f"table {table} game {number}: {players} players written, not 4")
        stored_actions = {
            (t, n, p): a
            for t, n, p, a in conn.execute(
                "SELECT table_id, number, ply, action FROM actions WHERE table_id = ANY(%s)", (list(tables),)
            ).fetchall()
        }
        for key, action in book.seen.items():
            if stored_actions.get(key) != action:
                acked = " (acknowledged)" if key in book.acked else ""
                problems.append(f"{key}: {action} was played{acked}, stored {stored_actions.get(key)}")
        counted = conn.execute(
            "SELECT r.account, r.games, (SELECT count(*) FROM game_players g WHERE g.account = r.account"
            " AND g.rated = 1 AND g.ruleset = r.ruleset AND g.season = r.season) FROM ratings r"
        ).fetchall()
        for account, rated, rows in counted:
            if rated != rows:
                problems.append(f"account {account}: its rating counts {rated} games, {rows} were rated")
    return games, actions, problems


async def run_drill(
    postgres: PostgresServer,
    logs: Path,
    modes: Sequence[str],
    *,
    down_seconds: float,
    play_seconds: float,
    resume_deadline: float = 30.0,
    finish_seconds: float = 120.0,
    report: Callable[[RestartFigures], None] | None = None,
) -> DrillResult:
    """The drill on ``postgres`` (started; a new database of it), one outage of each of ``modes`` in
    turn, ``play_seconds`` of play before each; ``report`` is told each outage's figures."""
    db = postgres.new_database()
    drill = Drill(postgres, db, logs)
    result = DrillResult()
    try:
        await drill.seat_everyone()
        for mode in modes:
            await asyncio.sleep(play_seconds)
            figures = await drill.outage(mode, down_seconds, resume_deadline)
            result.restarts.append(figures)
            if report is not None:
                report(figures)
            for part, seconds in figures.parts.items():
                if seconds is None:
                    result.problems.append(f"{mode}: {part} not served {resume_deadline:g} s after")
            if figures.unhealthy_s is None and mode != "terminate":
                result.problems.append(f"{mode}: /healthz never said 503 while the database was away")
        result.problems += await drill.finish(finish_seconds)
        result.stats = await drill.stats()
    finally:
        await drill.close()
    result.games, result.actions, problems = check_records(db, drill.tables, drill.book)
    result.problems += problems + drill.book.problems
    result.acked = len(drill.book.acked)
    result.errors = dict(drill.book.errors)
    return result
