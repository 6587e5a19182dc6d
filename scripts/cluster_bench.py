"""The load benchmark on several server processes: ``python -m jackaroo.loadtest`` against one
SQLite process, then against 1, 2... processes sharing one PostgreSQL database behind HAProxy, the
same tables and think time each run; prints one row of figures a run (docs/online.md, "Several
processes, one service").

    nice -n 5 python scripts/cluster_bench.py --tables 30 --think-ms 100 --counts 1,2
    nice -n 5 python scripts/cluster_bench.py --tables 30 --think-ms 100 --counts "" --kill 3 --kill-after 30

(the second: three processes, one killed 30 s into the load, the bots reconnecting through HAProxy)

Each run is a fresh database, fresh server processes and whole games (every table to its end);
the bots run in two processes of their own at ``nice -n 10``.  ``server CPU`` is the server
processes' CPU time together, ``PostgreSQL CPU`` its processes' (from /proc), both per 1,000
actions.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from jackaroo.server.local_cluster import HaproxyServer, PostgresServer, find_bindir, start_server_process
from jackaroo.server.process_figures import processes_cpu_seconds


def postgres_pids() -> list[int]:
    out = subprocess.run(["pgrep", "-x", "postgres"], capture_output=True, text=True).stdout
    return [int(pid) for pid in out.split()]


def one_run(
    db: str, count: int, args: argparse.Namespace, kill_after: float | None = None
) -> dict[str, object]:
    """``count`` server processes on ``db`` (behind HAProxy for PostgreSQL), the load test against
    them; its figures.  ``kill_after``: one process is killed (SIGKILL) that many seconds into the
    load test, whose bots then reconnect and reclaim their seats."""
    servers = [start_server_process(db, "--cpu-delay", "0") for _ in range(count)]
    balancer = None
    url = f"ws://127.0.0.1:{servers[0][1]}"
    if db.startswith("postgresql://"):
        balancer = HaproxyServer([port for _, port in servers], keep_forwarded=True)
        balancer.start()
        url = balancer.url
    pids = [process.pid for process, _ in servers]
    before, pg_before = processes_cpu_seconds(pids), processes_cpu_seconds(postgres_pids())
    killed_at, killed_cpu = None, 0.0
    try:
        command = [
            "nice", "-n", "10", sys.executable, "-m", "jackaroo.loadtest", "--server", url,
            "--tables", str(args.tables), "--think-ms", str(args.think_ms), "--processes", "2", "--json",
        ]  # fmt: skip
        if kill_after is not None:
            command.append("--reconnect")
        with tempfile.TemporaryFile("w+") as output:
            bots = subprocess.Popen(command, stdout=output, stderr=subprocess.PIPE, text=True)
            if kill_after is not None:
                time.sleep(kill_after)
                killed_cpu = processes_cpu_seconds(pids[:1])
                servers[0][0].kill()
                killed_at = time.monotonic()
            _, errors = bots.communicate()
            if bots.returncode not in (0, 1):  # (1: the run's own checks failed; reported below)
                raise RuntimeError(f"the load test failed ({bots.returncode}): {errors[-2000:]}")
            output.seek(0)
            report = json.loads(output.read())
    finally:
        used = processes_cpu_seconds(pids) + killed_cpu - before
        pg_used = processes_cpu_seconds(postgres_pids()) - pg_before
        if balancer is not None:
            balancer.stop()
        for process, _ in servers:
            process.terminate()
            process.wait(30)
    actions = max(1, int(report["actions"]))
    row: dict[str, object] = {
        "storage": "PostgreSQL" if balancer else "SQLite",
        "processes": count if killed_at is None else f"{count}, one killed at {kill_after:g} s",
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
    if killed_at is not None:
        row.update(recovery(report["rtt_ms_p99_by_second"], killed_at))
        row["error samples"] = report["error_samples"]
    return row


def recovery(by_second: list[list[float]], killed_at: float) -> dict[str, object]:
    """After a kill at ``killed_at`` (time.monotonic): the worst p99 of a second in the 10 s after,
    and how many seconds after the kill the p99 of every second stayed under 100 ms."""
    after = [(int(second), p99) for second, _count, p99 in by_second if second >= int(killed_at)]
    worst = max((p99 for second, p99 in after if second < killed_at + 10), default=0.0)
    slow = [second for second, p99 in after if p99 >= 100]
    back = (max(slow) + 1 - int(killed_at)) if slow else 0
    return {
        "worst p99 of a second in the 10 s after the kill, ms": worst,
        "p99 under 100 ms again after, s": back,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--think-ms", type=float, default=100.0)
    parser.add_argument("--counts", default="1,2", help="processes on PostgreSQL, one run each")
    parser.add_argument(
        "--kill", type=int, default=0, help="then this many processes, one killed --kill-after s in"
    )
    parser.add_argument("--kill-after", type=float, default=30.0)
    args = parser.parse_args()
    bindir = find_bindir()
    if bindir is None:
        print("needs PostgreSQL (Debian: apt-get install postgresql haproxy)", file=sys.stderr)
        return 1
    rows = []
    if args.counts:  # the SQLite process to compare with
        with tempfile.TemporaryDirectory() as folder:
            rows.append(one_run(str(Path(folder) / "bench.sqlite3"), 1, args))
            print(json.dumps(rows[-1]), flush=True)
    postgres = PostgresServer(bindir, durable=True)
    try:
        postgres.start()
        for count in (int(c) for c in args.counts.split(",") if c):
            rows.append(one_run(postgres.new_database(), count, args))
            print(json.dumps(rows[-1]), flush=True)
        if args.kill:
            rows.append(one_run(postgres.new_database(), args.kill, args, args.kill_after))
            print(json.dumps(rows[-1]), flush=True)
    finally:
        postgres.destroy()
    print()
    columns = list(rows[0])
    print("| " + " | ".join(columns) + " |")
    print("|" + "---|" * len(columns))
    for row in rows:
        print("| " + " | ".join(str(row.get(c, "")) for c in columns) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
