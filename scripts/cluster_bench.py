"""The load benchmark on several server processes: ``python -m jackaroo.loadtest`` against one
SQLite process, then against 1, 2... processes sharing one PostgreSQL database behind HAProxy, the
same tables and think time each run; prints one row of figures a run (docs/online.md, "Several
processes, one service").

    nice -n 5 python scripts/cluster_bench.py --tables 40 --think-ms 100 --counts 1,2

Each run is a fresh database, fresh server processes and whole games (every table to its end);
the bots run in two processes of their own at ``nice -n 10``.  ``server CPU`` is the server
processes' CPU time together, ``PostgreSQL CPU`` its processes' (from /proc), both per 1,000
actions.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from jackaroo.server.local_cluster import HaproxyServer, PostgresServer, find_bindir, start_server_process


def cpu_seconds(pids: list[int]) -> float:
    """User and system CPU time of processes ``pids`` so far (those gone count 0)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def postgres_pids() -> list[int]:
    out = subprocess.run(["pgrep", "-x", "postgres"], capture_output=True, text=True).stdout
    return [int(pid) for pid in out.split()]


def one_run(db: str, count: int, args: argparse.Namespace) -> dict[str, object]:
    """``count`` server processes on ``db`` (behind HAProxy for PostgreSQL), the load test against
    them; its figures."""
    servers = [start_server_process(db, "--cpu-delay", "0") for _ in range(count)]
    balancer = None
    url = f"ws://127.0.0.1:{servers[0][1]}"
    if db.startswith("postgresql://"):
        balancer = HaproxyServer([port for _, port in servers], keep_forwarded=True)
        balancer.start()
        url = balancer.url
    pids = [process.pid for process, _ in servers]
    before, pg_before = cpu_seconds(pids), cpu_seconds(postgres_pids())
    try:
        command = [
            "nice", "-n", "10", sys.executable, "-m", "jackaroo.loadtest", "--server", url,
            "--tables", str(args.tables), "--think-ms", str(args.think_ms), "--processes", "2", "--json",
        ]  # fmt: skip
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"the load test failed ({done.returncode}): {done.stderr[-2000:]}")
        report = json.loads(done.stdout)
    finally:
        used, pg_used = cpu_seconds(pids) - before, cpu_seconds(postgres_pids()) - pg_before
        if balancer is not None:
            balancer.stop()
        for process, _ in servers:
            process.terminate()
            process.wait(30)
    actions = max(1, int(report["actions"]))
    return {
        "storage": "PostgreSQL" if balancer else "SQLite",
        "processes": count,
        "tables": f"{report['tables_finished']} of {report['tables']}",
        "actions": report["actions"],
        "actions/s": report["actions_per_second"],
        "rtt p50 ms": report["rtt_ms_p50"],
        "rtt p99 ms": report["rtt_ms_p99"],
        "rtt max ms": report["rtt_ms_max"],
        "errors": report["errors"],
        "lost or doubled": report["lost_or_duplicated"],
        "replays differing": report["replay_mismatches"],
        "server CPU ms/1000 actions": round(1e6 * used / actions),
        "PostgreSQL CPU ms/1000 actions": round(1e6 * pg_used / actions) if balancer else "-",
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--think-ms", type=float, default=100.0)
    parser.add_argument("--counts", default="1,2", help="processes on PostgreSQL, one run each")
    args = parser.parse_args()
    bindir = find_bindir()
    if bindir is None:
        print("needs PostgreSQL (Debian: apt-get install postgresql haproxy)", file=sys.stderr)
        return 1
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        rows.append(one_run(str(Path(folder) / "bench.sqlite3"), 1, args))
        print(json.dumps(rows[-1]), flush=True)
    postgres = PostgresServer(bindir, durable=True)
    try:
        postgres.start()
        for count in (int(c) for c in args.counts.split(",")):
            rows.append(one_run(postgres.new_database(), count, args))
            print(json.dumps(rows[-1]), flush=True)
    finally:
        postgres.destroy()
    print()
    print("| " + " | ".join(rows[0]) + " |")
    print("|" + "---|" * len(rows[0]))
    for row in rows:
        print("| " + " | ".join(str(v) for v in row.values()) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
