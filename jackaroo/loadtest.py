"""``python -m jackaroo.loadtest``: play many four-seat tables of bot clients against a running server
and report what it held (docs/online.md).

Each table is four clients (one creates it, three join with its code), every one a bot choosing
uniformly among its legal actions (the Random level) after ``--think-ms``.  At the end every finished
table's record is fetched from the server and replayed: the winner must be the one announced, and
every action a bot had acknowledged must stand at its place in the record (nothing lost, nothing
doubled).  The JSON report (``--json``) holds tables_finished, actions, actions_per_second,
rtt_ms_p50, rtt_ms_p99 (from sending an action to its acknowledgement), errors, server_rss_mb (the
most the server reported while the tables played), server_rss_peak_mb (its peak by getrusage) and
the checks' counts.

Each table's clients come from an address of their own, named in ``X-Forwarded-For`` as a reverse
proxy would: start the server with ``--trusted-proxy 127.0.0.1`` so that its limits per address see
them apart (the connections all go to the server on loopback).  ``--hostile 0.2`` adds attackers
(:mod:`jackaroo.loadtest_hostile`), a fifth of all the clients, while the tables play; the report
then has ``hostile``: what the server did to each attack.  ``--accounts N`` plays quick match
instead (:mod:`jackaroo.loadtest_accounts`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .load_figures import percentile, table_address
from .loadtest_accounts import run_accounts
from .loadtest_hostile import attack
from .model.errors import JackarooError
from .model.record import GameRecord
from .online.bot import play_seat
from .online.client import Client
from .online.protocol import CreateTable, GetRecord, JoinTable, Ready, Stats
from .online.reconnect import Backoff


@dataclass
class Report:
    """The load test's figures (see the module's docstring)."""

    tables: int = 0
    tables_finished: int = 0
    actions: int = 0
    seconds: float = 0.0
    actions_per_second: float = 0.0
    rtt_ms_p50: float = 0.0
    rtt_ms_p99: float = 0.0
    rtt_ms_max: float = 0.0
    errors: int = 0
    lost_or_duplicated: int = 0
    replay_mismatches: int = 0
    server_rss_mb: float = 0.0
    server_rss_peak_mb: float = 0.0
    server_act_ms_p50: float = 0.0
    server_act_ms_p99: float = 0.0
    server_loop_lag_ms_p99: float = 0.0
    think_ms: float = 0.0
    processes: int = 1
    error_samples: list[str] = field(default_factory=list)
    #: the server's own counts at the end: connections refused, and closed by reason
    server_refused: int = 0
    server_closed: dict[str, int] = field(default_factory=dict)
    #: attackers (--hostile) by attack: how many, and what the server did to them
    hostile: dict[str, Any] = field(default_factory=dict)
    #: [second of time.monotonic, round trips that ended in it, their p99 in ms] (a kill's recovery)
    rtt_ms_p99_by_second: list[list[float]] = field(default_factory=list)


#: a round trip: when it was acknowledged (time.monotonic, the same clock in every process here) and
#: how long it took in milliseconds
Sample = tuple[float, float]


def summarise_rtts(report: Report, samples: Sequence[Sample]) -> None:
    """The round trips' p50, p99 and maximum into ``report``, and ``rtt_ms_p99_by_second``: for each
    second (of time.monotonic) the round trips that ended in it, how many and their p99."""
    rtts = [ms for _, ms in samples]
    report.rtt_ms_p50 = round(percentile(rtts, 0.50), 2)
    report.rtt_ms_p99 = round(percentile(rtts, 0.99), 2)
    report.rtt_ms_max = round(max(rtts, default=0.0), 2)
    by_second: dict[int, list[float]] = {}
    for when, ms in samples:
        by_second.setdefault(int(when), []).append(ms)
    report.rtt_ms_p99_by_second = [
        [second, len(times), round(percentile(times, 0.99), 2)] for second, times in sorted(by_second.items())
    ]


class TableRun:
    """One table of four bots: its clients, the actions each had acknowledged, its outcome."""

    def __init__(
        self, url: str, seed: int, think: float, ruleset: str, address: str = "", reconnect: bool = False
    ) -> None:
        self.url = url
        self.reconnect = Backoff(first=0.2, cap=2.0) if reconnect else None
        self.headers = {"X-Forwarded-For": address} if address else None
        self.rng = random.Random(seed)
        self.think = think
        self.ruleset = ruleset
        self.clients: list[Client] = []
        self.accepted: list[dict[int, str]] = [{} for _ in range(4)]
        self.rtts: list[tuple[float, float]] = []  # (when acknowledged, round trip in ms)
        self.errors: list[str] = []
        self.finished = False

    async def seat(self) -> None:
        host = await Client.connect(self.url, headers=self.headers, reconnect=self.reconnect)
        created = await host.request(CreateTable(name="Bot0", ruleset=self.ruleset))  # type: ignore[arg-type]
        self.clients = [host]
        for i in range(1, 4):
            client = await Client.connect(self.url, headers=self.headers, reconnect=self.reconnect)
            await client.request(JoinTable(name=f"Bot{i}", code=created["code"]))
            self.clients.append(client)

    async def play(self) -> None:
        marks = [len(c.rtts) for c in self.clients]
        for client in self.clients:
            await client.send(Ready(ready=True))
        bots = [
            play_seat(
                c, random.Random(self.rng.randrange(2**32)), think=self.think, accepted=self.accepted[i]
            )
            for i, c in enumerate(self.clients)
        ]
        try:
            await asyncio.gather(*bots)
            self.finished = True
        except Exception as error:  # a table that fails is counted, the others go on
            self.errors.append(f"{type(error).__name__}: {error}")
        for client, mark in zip(self.clients, marks, strict=True):
            # (the first after the mark is the Ready's)
            rtts = (r * 1000 for r in client.rtts[mark + 1 :])
            self.rtts.extend(zip(client.acked[mark + 1 :], rtts, strict=True))
            self.errors.extend(f"{e['code']}: {e['message']}" for e in client.errors)
            if client.seq_gaps:
                self.errors.append(f"sequence numbers skipped {client.seq_gaps} times")

    async def check(self, report: Report) -> None:
        """Replay the stored record: same winner, every acknowledged action in its place."""
        host = self.clients[0]
        reply = await host.request(GetRecord())
        try:
            record = GameRecord.from_json(reply["record"])
            winner = record.final_game().winner
        except (KeyError, JackarooError) as error:
            report.replay_mismatches += 1
            self.errors.append(f"no record to replay ({error!r}): {reply}")
            return
        if winner is None or winner != host.winner:
            report.replay_mismatches += 1
            self.errors.append(f"the record replays to winner {winner}, the host was told {host.winner}")
        seen = {ply: a for accepted in self.accepted for ply, a in accepted.items()}
        seen.update(host.history)
        report.lost_or_duplicated += sum(
            1 for ply, a in seen.items() if ply >= len(record.actions) or record.actions[ply] != a
        )
        if host.game is None or len(record.actions) != host.game["ply"]:
            report.lost_or_duplicated += 1
        report.actions += len(record.actions)

    async def close(self) -> None:
        for client in self.clients:
            with contextlib.suppress(Exception):
                await client.close()


async def watch_server(url: str, report: Report, stop: asyncio.Event) -> None:
    """Ask the server for its stats every second until ``stop``: keep the largest memory, and the
    server's own time per action (its latest 10,000) and counts as last reported (of whichever
    process answers, behind a balancer)."""
    client = await Client.connect(
        url, headers={"X-Forwarded-For": "198.18.255.1"}, reconnect=Backoff(first=0.2, cap=2.0)
    )
    try:
        while not stop.is_set():
            try:
                stats = await client.request(Stats(), timeout=5)
            except (TimeoutError, ConnectionError):  # its process went away: ask again
                continue
            report.server_rss_mb = max(report.server_rss_mb, float(stats.get("rss_mb", 0.0)))
            report.server_rss_peak_mb = max(report.server_rss_peak_mb, float(stats.get("rss_peak_mb", 0.0)))
            report.server_refused = int(stats.get("refused", 0))
            report.server_closed = dict(stats.get("closed") or {})
            report.server_act_ms_p50 = float(stats.get("act_ms_p50", 0.0))
            report.server_act_ms_p99 = float(stats.get("act_ms_p99", 0.0))
            report.server_loop_lag_ms_p99 = float(stats.get("loop_lag_ms_p99", 0.0))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 1.0)
    finally:
        await client.close()


async def load(
    url: str,
    tables: int,
    think: float,
    seed: int,
    ruleset: str,
    first_address: int = 0,
    reconnect: bool = False,
) -> tuple[Report, list[Sample]]:
    """Seat ``tables`` tables (ten at a time; table i's clients at :func:`table_address` of
    ``first_address + i``), play them all at once, check them; the report and every round trip.
    ``reconnect``: the bots reconnect after a drop and reclaim their seats (a server process
    killed behind a balancer)."""
    report = Report(tables=tables, think_ms=think * 1000)
    rng = random.Random(seed)
    runs = [
        TableRun(url, rng.randrange(2**32), think, ruleset, table_address(first_address + i), reconnect)
        for i in range(tables)
    ]
    for start in range(0, tables, 10):
        await asyncio.gather(*(run.seat() for run in runs[start : start + 10]))
    stop = asyncio.Event()
    memory = asyncio.ensure_future(watch_server(url, report, stop))
    began = time.perf_counter()
    await asyncio.gather(*(run.play() for run in runs))
    report.seconds = time.perf_counter() - began
    stop.set()
    await memory
    for run in runs:
        if run.finished:
            report.tables_finished += 1
            await run.check(report)
        await run.close()
    rtts = [sample for run in runs for sample in run.rtts]
    summarise_rtts(report, rtts)
    report.actions_per_second = round(report.actions / report.seconds, 1) if report.seconds else 0.0
    report.seconds = round(report.seconds, 2)
    report.server_rss_mb = round(report.server_rss_mb, 1)
    errors = [e for run in runs for e in run.errors]
    report.errors = len(errors)
    report.error_samples = sorted(errors, key=lambda e: e.startswith("stale"))[:5]  # the rarer first
    return report, rtts


def merge(parts: Sequence[tuple[Report, list[Sample]]]) -> Report:
    """One report of several processes' (their counts added, their round trips pooled)."""
    out = Report(think_ms=parts[0][0].think_ms, processes=len(parts))
    for part, _ in parts:
        for name in (
            "tables",
            "tables_finished",
            "actions",
            "errors",
            "lost_or_duplicated",
            "replay_mismatches",
        ):
            setattr(out, name, getattr(out, name) + getattr(part, name))
        out.seconds = max(out.seconds, part.seconds)
        out.server_rss_mb = max(out.server_rss_mb, part.server_rss_mb)
        out.server_rss_peak_mb = max(out.server_rss_peak_mb, part.server_rss_peak_mb)
        out.server_refused = max(out.server_refused, part.server_refused)
        for reason, count in part.server_closed.items():
            out.server_closed[reason] = max(out.server_closed.get(reason, 0), count)
        out.server_act_ms_p50 = max(out.server_act_ms_p50, part.server_act_ms_p50)
        out.server_act_ms_p99 = max(out.server_act_ms_p99, part.server_act_ms_p99)
        out.server_loop_lag_ms_p99 = max(out.server_loop_lag_ms_p99, part.server_loop_lag_ms_p99)
        out.error_samples.extend(part.error_samples[: 5 - len(out.error_samples)])
    summarise_rtts(out, [(float(t), float(ms)) for _, samples in parts for t, ms in samples])
    out.actions_per_second = round(out.actions / out.seconds, 1) if out.seconds else 0.0
    return out


def run_processes(args: argparse.Namespace) -> Report:
    """Split the tables over ``args.processes`` child processes (so the bots' own work spreads over
    the cores) and merge their raw results; attack meanwhile from this process (``--hostile``)."""
    shares = [
        args.tables // args.processes + (i < args.tables % args.processes) for i in range(args.processes)
    ]
    with contextlib.ExitStack() as files:
        children = []
        first = 0
        for i, share in enumerate(shares):
            if not share:
                continue
            command = [sys.executable, "-m", "jackaroo.loadtest", "--server", args.server, "--raw"]
            command += ["--tables", str(share), "--think-ms", str(args.think_ms), "--ruleset", args.ruleset]
            command += ["--seed", str(args.seed + i), "--first-address", str(first)]
            command += ["--reconnect"] if args.reconnect else []
            output = files.enter_context(tempfile.TemporaryFile("w+"))  # (a pipe could fill and block)
            children.append((subprocess.Popen(command, stdout=output, text=True), output))
            first += share

        async def attacked() -> dict[str, Any]:
            stop = asyncio.Event()
            count = attackers(args)
            attacking = asyncio.ensure_future(attack(args.server, count, stop, args.hostile_seconds))
            while any(child.poll() is None for child, _ in children):
                await asyncio.sleep(0.5)
            stop.set()
            return await attacking

        hostile = asyncio.run(attacked()) if args.hostile else {}
        parts = []
        for child, output in children:
            child.wait()
            output.seek(0)
            raw = json.loads(output.read())
            parts.append((Report(**raw["report"]), raw["rtts"]))
    report = merge(parts)
    report.hostile = hostile
    return report


def attackers(args: argparse.Namespace) -> int:
    """How many attackers make ``args.hostile`` of all the clients (four a table)."""
    share = min(max(float(args.hostile), 0.0), 0.9)
    return round(4 * int(args.tables) * share / (1 - share))


async def load_attacked(args: argparse.Namespace) -> tuple[Report, list[Sample]]:
    """:func:`load` in this process, with the attackers of ``--hostile`` meanwhile."""
    stop = asyncio.Event()
    attacking = asyncio.ensure_future(attack(args.server, attackers(args), stop, args.hostile_seconds))
    report, rtts = await load(
        args.server,
        args.tables,
        args.think_ms / 1000,
        args.seed,
        args.ruleset,
        args.first_address,
        args.reconnect,
    )
    stop.set()
    report.hostile = await attacking
    return report, rtts


async def final_counts(url: str, report: Report) -> None:
    """The server's counts once everyone is done: connections refused and closed, peak memory."""
    client = await Client.connect(url, headers={"X-Forwarded-For": "198.18.255.2"})
    try:
        stats = await client.request(Stats())
    finally:
        await client.close()
    report.server_refused = int(stats.get("refused", 0))
    report.server_closed = dict(stats.get("closed") or {})
    report.server_rss_peak_mb = max(report.server_rss_peak_mb, float(stats.get("rss_peak_mb", 0.0)))


def show(report: dict[str, Any], as_json: bool) -> None:
    """Print ``report`` as JSON, or a line a figure."""
    if as_json:
        print(json.dumps(report, indent=2))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m jackaroo.loadtest", description=__doc__.split("\n")[0])
    parser.add_argument("--server", required=True, help="the server's URL, ws://host:port")
    parser.add_argument("--tables", type=int, default=10, help="four-seat tables played at once")
    parser.add_argument("--think-ms", type=float, default=250.0, help="each bot's pause before acting")
    parser.add_argument("--ruleset", default="guc", choices=("guc", "classic"))
    parser.add_argument("--seed", type=int, default=1, help="seed of the bots' choices")
    parser.add_argument("--processes", type=int, default=1, help="bot processes to split the tables over")
    parser.add_argument(
        "--hostile", type=float, nargs="?", const=0.2, default=0.0, help="share of clients that attack (0.2)"
    )
    parser.add_argument("--hostile-seconds", type=float, default=900.0, help="attack at most this long")
    parser.add_argument(
        "--reconnect", action="store_true", help="bots reconnect and reclaim after a drop (a killed process)"
    )
    parser.add_argument(
        "--accounts", type=int, default=0, help="instead: N accounts sign in and play quick match"
    )
    parser.add_argument("--fill-seconds", type=int, default=30, help="--accounts: the wait before CPUs")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--raw", action="store_true", help=argparse.SUPPRESS)  # a child's report and rtts
    parser.add_argument("--first-address", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.accounts:
        accounts = asyncio.run(
            run_accounts(
                args.server,
                args.accounts,
                think=args.think_ms / 1000,
                seed=args.seed,
                ruleset=args.ruleset,
                fill_seconds=args.fill_seconds,
            )
        )
        show(asdict(accounts), args.json)
        return 0 if accounts.errors == 0 and accounts.games_finished == accounts.tables else 1
    if args.processes > 1:
        report = run_processes(args)
    else:
        report, rtts = asyncio.run(load_attacked(args))
        if args.raw:
            print(json.dumps({"report": asdict(report), "rtts": rtts}))
            return 0
    asyncio.run(final_counts(args.server, report))
    show(asdict(report), args.json)
    ok = report.errors == 0 and report.lost_or_duplicated == 0 and report.replay_mismatches == 0
    return 0 if ok and report.tables_finished == report.tables else 1


if __name__ == "__main__":
    sys.exit(main())
