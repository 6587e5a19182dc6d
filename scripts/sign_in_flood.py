"""Sign-in under a flood of password checks: six addresses with eight connections each sign in to new
user names with 128-character passwords, each connection again as soon as it is answered, while
honest people sign in (one every ``--every`` seconds, each from an address of their own, on a new
connection); prints the honest sign-ins' p50 / p99 / max, first alone and then under the
flood, and what the flood was answered (docs/online.md, "Sign-in under attack").

    nice -n 5 python scripts/sign_in_flood.py                  # one server process on SQLite
    nice -n 5 python scripts/sign_in_flood.py --postgres 2     # two processes on PostgreSQL, HAProxy
    python scripts/sign_in_flood.py --server ws://127.0.0.1:8765   # a server already running

The servers started here run at the default Argon2id cost, trusting 127.0.0.1 as their proxy, so
each client's ``X-Forwarded-For`` (198.51.100.x for the flood, 203.0.113.x for the honest) is its
address.  The flood runs in a process of its own at ``nice -n 10``; ``server CPU`` is the server
processes' CPU time during the flood, in cores.  Every loop is bounded in time and connects only to
the server, on loopback.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from jackaroo.load_figures import percentile
from jackaroo.online.client import RATE_PAUSE, Client
from jackaroo.online.protocol import SignIn, SignUp, Stats
from jackaroo.server.local_cluster import HaproxyServer, PostgresServer, find_bindir, start_server_process
from jackaroo.server.process_figures import processes_cpu_seconds

PASSWORD = "an honest person's password"
FLOOD_ADDRESSES = 6
FLOOD_CONNECTIONS = 8
#: seconds of each phase after which the honest sign-ins are also counted apart (the flood's start)
FIRST = 5.0


def headers(address: str) -> dict[str, str]:
    return {"X-Forwarded-For": address}


async def flood(url: str, seconds: float) -> dict[str, Any]:
    """Six addresses of eight connections signing in to new names until ``seconds`` have passed;
    the replies by kind, and how long the refusals took (ms)."""
    clients = [
        await Client.connect(url, headers=headers(f"198.51.100.{a}"))
        for a in range(1, FLOOD_ADDRESSES + 1)
        for _ in range(FLOOD_CONNECTIONS)
    ]
    replies: Counter[str] = Counter()
    refused_ms: list[float] = []
    names = itertools.count()
    end = time.monotonic() + seconds

    async def one(client: Client) -> None:
        while time.monotonic() < end:
            sent = time.perf_counter()
            ref = await client.send(SignIn(name=f"Flood{next(names)}", password="x" * 128))
            try:
                reply = await client.wait(lambda m, ref=ref: m.get("ref") == ref, 60)
            except TimeoutError:
                replies["no reply in 60 s"] += 1
                continue
            kind = reply.get("code") or reply["type"]
            if kind == "sign_in_rate":
                refused_ms.append(1000 * (time.perf_counter() - sent))
                kind += " (busy)" if "busy" in reply.get("message", "") else " (attempts)"
            replies[kind] += 1
            if kind == "rate_limited":  # past the frames an address may send: as the client does
                await asyncio.sleep(RATE_PAUSE)

    await asyncio.gather(*(one(client) for client in clients))
    for client in clients:
        await client.close()
    return {
        "replies": dict(replies),
        "refused_ms_p50": percentile(refused_ms, 0.5),
        "refused_ms_p99": percentile(refused_ms, 0.99),
    }


async def make_honest(url: str, count: int) -> list[str]:
    """``count`` honest accounts (signed up, or found from an earlier run), each from an address
    of its own (192.0.2.x); their user names."""
    names = [f"Honest{i:02d}" for i in range(1, count + 1)]
    for i, name in enumerate(names, 1):
        client = await Client.connect(url, headers=headers(f"192.0.2.{i}"))
        reply = await client.request(SignUp(name=name, password=PASSWORD), 120)
        if reply.get("code") == "name_taken":
            reply = await client.request(SignIn(name=name, password=PASSWORD), 120)
        assert reply["type"] == "account", reply
        await client.close()
    return names


async def honest(
    url: str, names: list[str], addresses: Iterator[str], seconds: float, every: float
) -> dict[str, Any]:
    """One honest sign-in every ``every`` seconds for ``seconds``: each account of ``names`` in
    turn, from the next of ``addresses``, on a new connection; the sign-ins' times (from
    ``sign_in`` sent to its reply; ``later``: of those sent after the first :data:`FIRST` seconds)
    and refusals."""
    times: list[float] = []
    later: list[float] = []
    begun = time.perf_counter()
    refused: Counter[str] = Counter()

    async def sign_in(name: str, address: str) -> None:
        client = await Client.connect(url, headers=headers(address))
        try:
            sent = time.perf_counter()
            reply = await client.request(SignIn(name=name, password=PASSWORD), 60)
            if reply["type"] == "account":
                times.append(time.perf_counter() - sent)
                if sent - begun >= FIRST:
                    later.append(times[-1])
            else:
                busy = " (busy)" if "busy" in reply.get("message", "") else ""
                refused[reply.get("code", reply["type"]) + busy] += 1
        finally:
            await client.close()

    tasks = []
    end = time.monotonic() + seconds
    for name in itertools.cycle(names):
        if time.monotonic() >= end:
            break
        tasks.append(asyncio.ensure_future(sign_in(name, next(addresses))))
        await asyncio.sleep(every)
    await asyncio.gather(*tasks)
    return {
        "sign_ins": len(times),
        "p50_s": percentile(times, 0.5),
        "p99_s": percentile(times, 0.99),
        "max_s": max(times, default=0.0),
        "later_p99_s": percentile(later, 0.99),
        "refused": dict(refused),
    }


async def measure(url: str, args: argparse.Namespace, pids: list[int]) -> dict[str, Any]:
    names = await make_honest(url, args.honest)
    addresses = (f"203.0.113.{i % 250 + 1}" for i in itertools.count())  # people signing in
    alone = await honest(url, names, addresses, args.quiet_seconds, args.every)
    command = [sys.executable, __file__, "--flood-only", url, "--seconds", str(args.seconds)]
    cpu = processes_cpu_seconds(pids)
    started = time.monotonic()
    with tempfile.TemporaryFile("w+") as output:
        flooder = subprocess.Popen(["nice", "-n", "10", *command], stdout=output, text=True)
        await asyncio.sleep(1)  # (the flood's connections opened)
        during = await honest(url, names, addresses, args.seconds - 2, args.every)
        while flooder.poll() is None:
            await asyncio.sleep(0.2)
        output.seek(0)
        flooded = json.loads(output.read())
    cores = (processes_cpu_seconds(pids) - cpu) / (time.monotonic() - started)
    client = await Client.connect(url, headers=headers("192.0.2.250"))
    stats = await client.request(Stats())
    await client.close()
    return {
        "alone": alone,
        "flooded": during,
        "flood": flooded,
        "server_cpu_cores": round(cores, 2),
        "loop_lag_ms_p99": stats.get("loop_lag_ms_p99"),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=30, help="the flood's length")
    parser.add_argument("--quiet-seconds", type=float, default=10, help="honest sign-ins alone first")
    parser.add_argument("--every", type=float, default=1.0, help="seconds between honest sign-ins")
    parser.add_argument("--honest", type=int, default=12, help="honest accounts")
    parser.add_argument("--postgres", type=int, default=0, metavar="N", help="N processes on PostgreSQL")
    parser.add_argument("--server", help="a running server's ws:// URL (none started here)")
    parser.add_argument("--pids", default="", help="with --server: its processes, for the CPU figure")
    parser.add_argument("--server-option", action="append", default=[], help="for the servers started")
    parser.add_argument("--flood-only", metavar="URL", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.flood_only:
        print(json.dumps(asyncio.run(flood(args.flood_only, args.seconds))))
        return
    with contextlib.ExitStack() as stack:
        url, pids = args.server, [int(pid) for pid in args.pids.split(",") if pid]
        if url is None:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
            db = str(folder / "server.sqlite3")
            if args.postgres:
                bindir = find_bindir()
                assert bindir is not None, "PostgreSQL is not installed"
                postgres = PostgresServer(bindir)
                postgres.start()
                stack.callback(postgres.destroy)
                db = postgres.new_database()
            log = folder / "servers.log"
            servers = [
                start_server_process(db, *args.server_option, log=log) for _ in range(max(1, args.postgres))
            ]
            for process, _port in servers:
                stack.callback(process.wait, 30)
                stack.callback(process.terminate)
            pids = [process.pid for process, _ in servers]
            url = f"ws://127.0.0.1:{servers[0][1]}"
            if args.postgres:
                balancer = HaproxyServer([port for _, port in servers], keep_forwarded=True)
                balancer.start()
                stack.callback(balancer.stop)
                url = balancer.url
        report = asyncio.run(measure(url, args, pids))
    for part in ("alone", "flooded"):
        h = report[part]
        print(
            f"honest sign-ins {part}: {h['sign_ins']}, p50 {h['p50_s']:.3f} s, p99 {h['p99_s']:.3f} s,"
            f" max {h['max_s']:.3f} s; after the first {FIRST:g} s: p99 {h['later_p99_s']:.3f} s;"
            f" refused {h['refused'] or 0}"
        )
    f = report["flood"]
    print(f"flood replies: {f['replies']}")
    print(f"flood refusals answered in p50 {f['refused_ms_p50']:.1f} ms, p99 {f['refused_ms_p99']:.1f} ms")
    print(f"server event loop lag p99 (the last 5 minutes): {report['loop_lag_ms_p99']} ms")
    if pids:
        print(f"server CPU during the flood: {report['server_cpu_cores']} cores")


if __name__ == "__main__":
    main()
