"""The outage drill, long: two server processes on one PostgreSQL database behind HAProxy, games
with people on both, and PostgreSQL taken away and brought back again and again, each way it goes
away (``tests/support/pg_faults.py``); prints each outage's figures as it ends, then the totals
and what went wrong (docs/online.md, "Several processes, one service").

    nice -n 5 python scripts/pg_outages.py --restarts 5                      # 5 of each mode
    nice -n 5 python scripts/pg_outages.py --restarts 2 --modes fast,refused --down 3

Exits 1 if anything went wrong (an outage not recovered from within ``--deadline`` seconds,
``/healthz`` not saying so, an action lost or doubled, a game not ended or rated twice).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from support.pg_drill import RestartFigures, run_drill
from support.pg_faults import MODES

from jackaroo.server.local_cluster import PostgresServer, find_bindir


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--restarts", type=int, default=5, help="outages of each mode")
    parser.add_argument("--modes", default=",".join(MODES), help=f"of {', '.join(MODES)}")
    parser.add_argument("--down", type=float, default=8.0, help="seconds the database stays away")
    parser.add_argument("--play", type=float, default=3.0, help="seconds of play before each outage")
    parser.add_argument("--deadline", type=float, default=30.0, help="seconds allowed to recover")
    parser.add_argument("--logs", type=Path, help="folder for the server processes' logs")
    args = parser.parse_args()
    bindir = find_bindir()
    if bindir is None:
        print("needs PostgreSQL (Debian: apt-get install postgresql haproxy)", file=sys.stderr)
        return 1
    modes = [mode for _ in range(args.restarts) for mode in args.modes.split(",")]
    logs = args.logs or Path(tempfile.mkdtemp(prefix="jackaroo-outages-"))
    logs.mkdir(parents=True, exist_ok=True)
    postgres = PostgresServer(bindir)

    def report(figures: RestartFigures) -> None:
        print(json.dumps({"mode": figures.mode, "resumed_s": figures.resumed_s, **vars(figures)}), flush=True)

    try:
        postgres.start()
        result = asyncio.run(
            run_drill(
                postgres,
                logs,
                modes,
                down_seconds=args.down,
                play_seconds=args.play,
                resume_deadline=args.deadline,
                report=report,
            )
        )
    finally:
        postgres.destroy()
    for mode in args.modes.split(","):
        times = [r.resumed_s for r in result.restarts if r.mode == mode]
        done = [t for t in times if t is not None]
        line = f"{mode}: {len(done)} of {len(times)} recovered"
        if done:
            line += f", resumed in {statistics.median(done):.2f} s median, {max(done):.2f} s at most"
        print(line)
    print(f"games {result.games}, actions {result.actions}, acknowledged {result.acked}")
    print(f"errors answered: {result.errors}")
    for stats in result.stats:
        print(json.dumps({k: v for k, v in stats.items() if k.startswith("db_") or k == "metrics"}))
    print(f"server logs: {logs}")
    for problem in result.problems:
        print("PROBLEM:", problem)
    return 1 if result.problems else 0


if __name__ == "__main__":
    sys.exit(main())
