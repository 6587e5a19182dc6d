"""A throw-away cluster on this machine, for trying, testing and measuring several processes:
``python -m jackaroo.server.local_cluster --processes 3`` starts PostgreSQL, the server processes and
HAProxy in front of them on 127.0.0.1, prints the address to connect to, and stops everything on
Ctrl-C (docs/online.md, "Several processes, one service").

- :class:`PostgresServer`: ``initdb`` and ``pg_ctl`` from the Debian package's binaries
  (``/usr/lib/postgresql/*/bin``, or on the PATH) in a temporary folder, listening on 127.0.0.1 at a
  free port and on a Unix socket in that folder.  PostgreSQL refuses to run as root: run as root, the
  server runs as the ``postgres`` user, and the folder is given to it.  The tests start one a run
  and give each test a database of its own (:meth:`PostgresServer.new_database`).
- :class:`HaproxyServer`: HAProxy (Debian ``haproxy``) balancing WebSocket connections over the
  server processes, checking each with ``GET /healthz``.
"""

from __future__ import annotations

import argparse
import contextlib
import glob
import itertools
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
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

    def __init__(self, bindir: Path, *, durable: bool = False) -> None:
        self.bindir = bindir
        self.durable = durable
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
            " -c max_connections=200 -c shared_buffers=32MB"
        )
        if not self.durable:  # a test's database: nothing survives a power cut, nothing needs to
            settings += " -c fsync=off"
        log = str(self.folder / "postgres.log")
        self._run("pg_ctl", "-D", str(self.data), "-o", settings, "-l", log, "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        """Stop the server: ``fast`` (open connections are cut, what was committed is kept) or
        ``immediate`` (every server process quits at once, as in a crash: the next start recovers
        from the write-ahead log)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A new empty database; its URL."""
        import psycopg
        from psycopg import sql

        name = f"test_{os.getpid()}_{next(self._names)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        return self.url(name)

    def destroy(self) -> None:
        with contextlib.suppress(subprocess.SubprocessError, OSError):
            self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


HAPROXY_CONFIG = """\
global
    maxconn 4000
defaults
    mode http
    option forwardfor{forwardfor}
    option redispatch
    retries 3
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
frontend jackaroo
    bind 127.0.0.1:{port}
    http-request deny if {{ path /metrics }}
    default_backend servers
backend servers
    balance roundrobin
    option httpchk GET /healthz
    http-check expect status 200
{servers}
"""


class HaproxyServer:
    """HAProxy on 127.0.0.1 at a free port (``port``) in front of the servers at ``ports``: each
    connection to a process that answers ``/healthz``, round robin; a process that stops answering
    is taken out within a second.  ``keep_forwarded``: a client's own ``X-Forwarded-For`` is passed
    on as it is (the load benchmark names its bots' addresses so; never in production, where a
    client could name any); ``log``: a file its messages are appended to.  ``start``; ``stop``."""

    def __init__(self, ports: list[int], *, keep_forwarded: bool = False, log: Path | None = None) -> None:
        self.port = free_port()
        self.log = log
        self.folder = Path(tempfile.mkdtemp(prefix="jackaroo-haproxy-"))
        servers = "\n".join(
            f"    server s{i} 127.0.0.1:{port} check inter 300ms fall 2 rise 1"
            for i, port in enumerate(ports, 1)
        )
        self.config = self.folder / "haproxy.cfg"
        self.config.write_text(
            HAPROXY_CONFIG.format(
                port=self.port, servers=servers, forwardfor=" if-none" if keep_forwarded else ""
            )
        )
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> None:
        """Start HAProxy and wait until it accepts connections."""
        haproxy = shutil.which("haproxy") or "/usr/sbin/haproxy"
        with contextlib.ExitStack() as files:
            stderr = None if self.log is None else files.enter_context(self.log.open("a"))
            command = [haproxy, "-db", "-f", str(self.config)]
            self.process = subprocess.Popen(command, cwd=self.folder, stderr=stderr)
        for _ in range(200):
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port), 0.1):
                return
            time.sleep(0.05)
        raise RuntimeError("HAProxy did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(10)
        shutil.rmtree(self.folder, ignore_errors=True)


def start_server_process(
    db: str, *options: str, log: Path | None = None
) -> tuple[subprocess.Popen[str], int]:
    """``python -m jackaroo.server --db db`` on a free port of 127.0.0.1, trusting a proxy there
    (its log appended to the file ``log`` if given); returns it and its port once it listens."""
    command = [sys.executable, "-m", "jackaroo.server", "--port", "0", "--db", db]
    with contextlib.ExitStack() as files:
        stderr = None if log is None else files.enter_context(log.open("a"))
        process = subprocess.Popen(
            [*command, "--trusted-proxy", "127.0.0.1", *options],
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line.startswith("listening on ws://127.0.0.1:"):
        process.kill()
        raise RuntimeError(f"the server did not start: {line!r}")
    return process, int(line.rsplit(":", 1)[1])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m jackaroo.server.local_cluster",
        description="PostgreSQL, N server processes and HAProxy on 127.0.0.1, until Ctrl-C.",
    )
    parser.add_argument("--processes", type=int, default=3, help="server processes")
    parser.add_argument("server_options", nargs="*", help="options for every server process (after --)")
    args = parser.parse_args(argv)
    bindir = find_bindir()
    if bindir is None or shutil.which("haproxy") is None:
        print("needs PostgreSQL and HAProxy (Debian: apt-get install postgresql haproxy)", file=sys.stderr)
        return 1
    postgres = PostgresServer(bindir, durable=True)
    servers: list[subprocess.Popen[str]] = []
    balancer: HaproxyServer | None = None
    try:
        postgres.start()
        db = postgres.new_database()
        ports = []
        for _ in range(args.processes):
            process, port = start_server_process(db, *args.server_options)
            servers.append(process)
            ports.append(port)
        balancer = HaproxyServer(ports)
        balancer.start()
        print(f"PostgreSQL: {db}", flush=True)
        print(f"servers: {', '.join(f'ws://127.0.0.1:{p}' for p in ports)}", flush=True)
        print(f"connect to {balancer.url} (Ctrl-C stops everything)", flush=True)
        stops = {signal.SIGINT, signal.SIGTERM}
        signal.pthread_sigmask(signal.SIG_BLOCK, stops)  # (after starting the children: they hear them)
        signal.sigwait(stops)
    finally:
        if balancer is not None:
            balancer.stop()
        for process in servers:
            process.terminate()
        for process in servers:
            process.wait(30)
        postgres.destroy()
    return 0


if __name__ == "__main__":
    sys.exit(main())
