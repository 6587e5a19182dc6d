"""A throw-away PostgreSQL server for the tests: ``initdb`` and ``pg_ctl`` from the Debian package's
binaries (``/usr/lib/postgresql/*/bin``, or ``pg_config --bindir``) in a temporary folder, listening on
127.0.0.1 at a free port and on a Unix socket in that folder.  PostgreSQL refuses to run as root: run
as root (as CI is), the server runs as the ``postgres`` user, and the folder is given to it.

Start it once for a test session (tests/conftest.py's ``postgres`` fixture); each test asks for a
database of its own (:meth:`PostgresServer.new_database`)."""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def find_bindir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``, or None if PostgreSQL is not installed."""
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda d: int(d.split("/")[-2]))
    for folder in reversed(candidates):
        if Path(folder, "pg_ctl").exists():
            return Path(folder)
    on_path = shutil.which("pg_ctl")
    return Path(on_path).parent if on_path else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PostgresServer:
    """A PostgreSQL cluster of its own in a temporary folder (``start``, ``stop``, ``destroy``)."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.folder = Path(tempfile.mkdtemp(prefix="jackaroo-pg-"))
        self.data = self.folder / "data"
        self.port = free_port()
        self._as_postgres = os.geteuid() == 0
        if self._as_postgres:
            entry = pwd.getpwnam("postgres")
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        self._names = itertools.count(1)
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync")

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bindir / program), *args]
        if self._as_postgres:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=120, cwd=self.folder)

    def start(self) -> None:
        """Start (or start again) the server and wait until it accepts connections."""
        settings = (
            f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.folder}"
            " -c fsync=off -c max_connections=200 -c shared_buffers=32MB"
        )
        log = str(self.folder / "postgres.log")
        self._run("pg_ctl", "-D", str(self.data), "-o", settings, "-l", log, "-w", "-t", "60", "start")

    def stop(self) -> None:
        """Stop the server (fast: open connections are cut, what was committed is kept)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "stop")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A new empty database; its URL."""
        import psycopg

        name = f"test_{os.getpid()}_{next(self._names)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"'.encode())
        return self.url(name)

    def destroy(self) -> None:
        with contextlib.suppress(subprocess.SubprocessError, OSError):
            self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)
