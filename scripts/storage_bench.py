"""What storing one action costs the server's process: ``append_action`` on SQLite and on a
throw-away PostgreSQL (started here, ``fsync`` on), CPU and wall time per action; prints one line a
storage (docs/online.md, "PostgreSQL against SQLite, per process").

    python scripts/storage_bench.py [--actions 4000] [--rounds 3]

The CPU time is this process's own (``time.process_time``): the part of an action's cost that
the storage puts on a server process, which other work on the machine changes far less than the
wall time (the commit's wait for the disk).  The best of ``--rounds`` counts.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from jackaroo.server.local_cluster import PostgresServer, find_bindir
from jackaroo.server.open_storage import open_storage
from jackaroo.server.storage import Storage

WARM_UP = 200


def per_action(storage: Storage, table: str, actions: int) -> tuple[float, float]:
    """Microseconds of CPU and of wall time per ``append_action`` of a game of ``table``."""
    storage.save_lobby(table, {"code": table.upper()})
    storage.start_game(table, 1, "{}")
    for ply in range(WARM_UP):  # (PostgreSQL's statements prepared, the pages in memory)
        storage.append_action(table, 1, ply, "7H 1")
    cpu, wall = time.process_time(), time.perf_counter()
    for ply in range(WARM_UP, WARM_UP + actions):
        storage.append_action(table, 1, ply, "7H 1")
    return 1e6 * (time.process_time() - cpu) / actions, 1e6 * (time.perf_counter() - wall) / actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=4000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        sqlite = open_storage(str(Path(folder) / "server.db"))
        postgres_server = PostgresServer(find_bindir(), durable=True)
        postgres_server.start()
        try:
            postgres = open_storage(postgres_server.url())
            for name, storage in (("SQLite", sqlite), ("PostgreSQL", postgres)):
                runs = [per_action(storage, f"t{i}", args.actions) for i in range(args.rounds)]
                cpu, wall = min(runs)
                words = f"{cpu:.0f} µs of CPU and {wall:.0f} µs of wall time an action"
                print(f"{name}: {words} (best of {args.rounds})")
            postgres.close()
        finally:
            postgres_server.stop()


if __name__ == "__main__":
    main()
