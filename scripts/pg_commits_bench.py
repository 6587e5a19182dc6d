"""Commits a second of a throw-away PostgreSQL on this machine, each one stored action as the server
stores it (``INSERT INTO actions``, ``fsync`` on): ``pgbench`` with 1, 4 and 16 connections, 10 s
each (docs/online.md, "Capacity").

    nice -n 5 python scripts/pg_commits_bench.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from jackaroo.server.local_cluster import PostgresServer, find_bindir
from jackaroo.server.pg_storage import PostgresStorage

#: one action of a random table (no two clients collide), as ``append_action`` writes it
SCRIPT = """\\set t random(1, 9000000000000000)
INSERT INTO actions (table_id, number, ply, action) VALUES (:t::text, :client_id, 0, 'AS field');
"""


def main() -> int:
    bindir = find_bindir()
    if bindir is None:
        print("needs PostgreSQL (Debian: apt-get install postgresql)", file=sys.stderr)
        return 1
    server = PostgresServer(bindir, durable=True)
    try:
        server.start()
        url = server.new_database()
        PostgresStorage(url).close()  # the schema
        with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as script:
            script.write(SCRIPT)
        os.chmod(script.name, 0o644)  # (pgbench runs as the postgres user under root)
        for clients in (1, 4, 16):
            command = [
                str(bindir / "pgbench"), "-n", "-c", str(clients), "-j", "2", "-T", "10", "-f", script.name,
                "-h", "127.0.0.1", "-p", str(server.port), "-U", "postgres", url.rsplit("/", 1)[1],
            ]  # fmt: skip
            if os.geteuid() == 0:
                command = ["runuser", "-u", "postgres", "--", *command]
            out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
            figures = [line for line in out.splitlines() if line.startswith(("tps", "latency average"))]
            print(f"{clients} connections: {'; '.join(figures)}", flush=True)
        Path(script.name).unlink()
    finally:
        server.destroy()
    return 0


if __name__ == "__main__":
    sys.exit(main())
