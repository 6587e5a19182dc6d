"""What CPU seats cost a server: tables of one bot and three CPUs of one level, all played at once
against one server process (SQLite); prints one row of figures (docs/online.md, "Tables with CPU
seats").

    nice -n 5 python scripts/cpu_seats_bench.py --tables 8 --level expert

Each table is one bot client (a person who answers after ``--think-ms``) and three CPU seats of
``--level``; the server acts for them without its usual pause (``--cpu-delay 0``), so the run is
the CPUs' work back to back.  Figures: the server process's CPU time per game and per CPU decision
(from /proc), the bot's round trips (p99: how long a person waits for the server while CPUs think
at other tables), the event loop's lag p99 (the server's own ``stats``), and, on paper from the
measured CPU, how many such tables one core holds at a person's pace (``--person-seconds`` a
person's action, the server's default pause of 0.5 s before each CPU action), kept 60 % busy.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
from pathlib import Path

from jackaroo.loadtest import percentile
from jackaroo.model.record import GameRecord
from jackaroo.online.bot import play_seat
from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, GetRecord, Ready, SetSeat, Stats
from jackaroo.server.local_cluster import start_server_process
from jackaroo.server.process_figures import child_pids, processes_cpu_seconds

#: the server's default pause before each CPU action (jackaroo.server.options.Options.cpu_delay)
CPU_PAUSE = 0.5
#: the share of a core the model on paper keeps busy
BUSY = 0.6


async def one_table(url: str, level: str, think: float, seed: int) -> tuple[list[float], int, int]:
    """A table of one bot and three ``level`` CPUs, played to its end: the bot's round trips (s),
    the game's actions and how many of them the bot made."""
    client = await Client.connect(url)
    try:
        await client.request(CreateTable(name="Person", turn_seconds=0))
        for seat in (1, 2, 3):
            await client.request(SetSeat(seat=seat, kind=level))  # type: ignore[arg-type]
        await client.send(Ready(ready=True))
        mark = len(client.rtts)
        mine = await play_seat(client, random.Random(seed), think=think, timeout=600)
        record = GameRecord.from_json((await client.request(GetRecord()))["record"])
        return client.rtts[mark + 1 :], len(record.actions), len(mine)
    finally:
        await client.close()


async def load(url: str, args: argparse.Namespace) -> dict[str, object]:
    began = time.perf_counter()
    runs = await asyncio.gather(
        *(one_table(url, args.level, args.think_ms / 1000, args.seed + i) for i in range(args.tables))
    )
    seconds = time.perf_counter() - began
    watcher = await Client.connect(url)
    stats = await watcher.request(Stats())
    await watcher.close()
    rtts = [r * 1000 for rtt, _, _ in runs for r in rtt]
    return {
        "seconds": seconds,
        "actions": sum(actions for _, actions, _ in runs),
        "person actions": sum(mine for _, _, mine in runs),
        "rtt p50 ms": round(percentile(rtts, 0.5), 1),
        "rtt p99 ms": round(percentile(rtts, 0.99), 1),
        "loop lag p99 ms": stats.get("loop_lag_ms_p99"),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--level", default="expert", choices=["random", "greedy", "expert", "master"])
    parser.add_argument("--think-ms", type=float, default=200.0, help="the bot's pause before acting")
    parser.add_argument("--person-seconds", type=float, default=5.0, help="a person's action, for the model")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2, help="the server's --cpu-workers (0: a thread)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "server.db")
        process, port = start_server_process(
            db, "--cpu-delay", "0", "--seed", str(args.seed), "--cpu-workers", str(args.workers)
        )
        try:
            before = processes_cpu_seconds([process.pid])
            figures = asyncio.run(load(f"ws://127.0.0.1:{port}", args))
            workers = child_pids(process.pid)  # (all their time counts)
            cpu = processes_cpu_seconds([process.pid, *workers]) - before
        finally:
            process.terminate()
            process.wait(10)
    games, actions, person = args.tables, int(figures["actions"]), int(figures["person actions"])  # type: ignore[call-overload]
    cpu_actions = actions - person
    paced = (person * args.person_seconds + cpu_actions * CPU_PAUSE) / games  # a game at people's pace, s
    per_game = cpu / games
    row = {
        "level": args.level,
        "thinks in": f"{args.workers} worker processes" if args.workers else "a thread",
        "tables": f"{games} of 1 person and 3 {args.level}",
        "actions a game": round(actions / games),
        "server CPU s a game": round(per_game, 2),
        "server CPU ms a CPU decision": round(1000 * cpu / max(cpu_actions, 1), 1),
        **{k: v for k, v in figures.items() if k not in ("actions", "person actions", "seconds")},
        "wall s": round(float(figures["seconds"]), 1),  # type: ignore[arg-type]
        "a game at people's pace, min": round(paced / 60, 1),
        "tables a core holds at that pace, 60 % busy (on paper)": int(BUSY * paced / per_game),
    }
    print(json.dumps(row))


if __name__ == "__main__":
    main()
