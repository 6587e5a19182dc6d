"""A game server hosted on this computer: started, found again, kept running or stopped.

The server is started **detached**: in a session (POSIX) or process group (Windows) of its own,
with its output going to a file and no pipe to the app, so it may outlive the app when the host
chooses to keep her table running while she quits (:mod:`~jackaroo.controller.online.quitting`).
(``subprocess.Popen`` rather than ``QProcess.startDetached``, whose member form in PySide6 does not
give the process id back.)  Its output goes to ``server.log`` in the app's data
folder; the app reads the port from the line ``listening on ws://HOST:PORT`` there, then writes
``server.pid`` beside it (JSON: ``pid``, ``port``, ``db``), so that the next run of the app finds
the server it left running (:meth:`Hosting.adopt`), or stops it.  A server the app started is
stopped when the app quits, unless it is kept.

The port and database are remembered in the settings (``online/host_port``, ``online/host_db``):
hosting again listens on the same port when it is free, and a table hosted here comes back after
the app restarts because the server is started again on the same port and database (docs/online.md,
"In the app").
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from ...view.dialogs.about import data_folder as app_data_folder
from ...view.settings.online_memory import remember_hosting, remembered_hosting

#: the address a server hosted here listens on: every interface, so friends on the same network can
#: join (the tests listen on 127.0.0.1 only)
LISTEN_ADDRESS = "0.0.0.0"
#: options added to the hosted server's command line (the tests make its CPUs act at once)
SERVER_OPTIONS: list[str] = []
#: how long a starting server may take before it listens, in milliseconds
START_MS = 30_000
#: how often a starting server's log is read, in milliseconds
POLL_MS = 100
#: how long a stopped server may take to close its port, in seconds
STOP_SECONDS = 3.0


def network_address() -> str:
    """This computer's address on its network (the first IPv4 address that is not loopback), for an
    invitation; 127.0.0.1 when it has none."""
    for address in QNetworkInterface.allAddresses():
        if (
            address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            and not address.isLoopback()
        ):
            return address.toString()
    return "127.0.0.1"


def data_folder(make: bool = True) -> Path:
    """The app's data folder (the server's database, log and pid file live there), made if need be
    (with ``make``)."""
    folder = app_data_folder()
    if make:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def answers(port: int) -> bool:
    """Whether something accepts connections on ``port`` of this computer's loopback."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


def port_free(port: int) -> bool:
    """Whether a server could listen on ``port`` (of :data:`LISTEN_ADDRESS`) now."""
    with socket.socket() as probe:
        if os.name != "nt":  # as the server does: a port with old connections closing is free
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((LISTEN_ADDRESS, port))
        except OSError:
            return False
    return True


def _running(pid: int) -> bool:
    """Whether process ``pid`` may still run (True where this cannot be told without harm)."""
    if os.name == "nt":
        return True  # os.kill would end it; the port's answer tells instead
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    stat = Path(f"/proc/{pid}/stat")
    with contextlib.suppress(OSError):
        return stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended
    return True


def _is_server(pid: int) -> bool:
    """Whether ``pid`` is a game server (checked where the system says; True elsewhere)."""
    cmdline = Path(f"/proc/{pid}/cmdline")
    with contextlib.suppress(OSError):
        return b"jackaroo" in cmdline.read_bytes()
    return os.name == "nt" or not Path("/proc").is_dir()


def detached(command: list[str], log: Path) -> subprocess.Popen[bytes]:
    """Start ``command`` so that it outlives the app: no pipe to it (its output and errors go to
    ``log``), in a session of its own on POSIX (no terminal's hang-up or Ctrl+C reaches it), a new
    process group without a console on Windows.  Raises OSError if it cannot start."""
    with log.open("wb") as output:
        if os.name == "nt":
            flags = subprocess.CREATE_NEW_PROCESS_GROUP | subprocess.DETACHED_PROCESS  # type: ignore[attr-defined]
            return subprocess.Popen(
                command, stdin=subprocess.DEVNULL, stdout=output, stderr=output, creationflags=flags
            )
        return subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=output, stderr=output, start_new_session=True
        )


@dataclass(frozen=True)
class HostedServer:
    """A server running on this computer: its process ``pid``, ``port`` and database ``db``."""

    pid: int
    port: int
    db: Path

    @property
    def url(self) -> str:
        """Where this app reaches it."""
        return f"ws://127.0.0.1:{self.port}"


class Hosting(QObject):
    """The server hosted on this computer (at most one): :meth:`start`, :meth:`stop`,
    :meth:`keep_running`."""

    #: the server listens: the address this app reaches it at
    listening = Signal(str)
    #: the server could not be started: why, in words
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server: HostedServer | None = None
        #: the server keeps running after the app quits
        self.kept = False
        self._starting: tuple[int, Path, float] | None = None
        #: the server process started by this run of the app (None: none, or one found running)
        self._process: subprocess.Popen[bytes] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.adopt()

    @property
    def pid_file(self) -> Path:
        return data_folder(make=False) / "server.pid"

    @property
    def log_file(self) -> Path:
        return data_folder() / "server.log"

    def adopt(self) -> HostedServer | None:
        """The server a previous run of the app left running (its pid file), if it still answers;
        a stale pid file is removed."""
        try:
            kept = json.loads(self.pid_file.read_text(encoding="utf-8"))
            server = HostedServer(int(kept["pid"]), int(kept["port"]), Path(str(kept["db"])))
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if _running(server.pid) and answers(server.port):
            self.server, self.kept = server, True  # it was kept: it stays unless used or stopped
            return server
        self.pid_file.unlink(missing_ok=True)
        return None

    def start(self, port: int | None = None, db: Path | None = None) -> None:
        """Start the server (``listening`` once it listens, ``failed`` if it cannot) on ``port``
        (None: the remembered one if it is free, else any free port) with the database ``db`` (None:
        ``server.db`` in the data folder).  A server already running here is used as it is."""
        if self.server is not None and answers(self.server.port):
            self.kept = False  # in use here again: quitting asks again what becomes of it
            self.listening.emit(self.server.url)
            return
        if self._starting is not None:
            return  # it will say when it listens
        self.server = None
        remembered = remembered_hosting()
        if port is None:
            port = remembered[0] if remembered is not None and port_free(remembered[0]) else 0
        db = db or data_folder() / "server.db"
        # a frozen bundle has no ``python -m``: the game's own command serves (jackaroo --serve)
        command = ["--serve"] if getattr(sys, "frozen", False) else ["-m", "jackaroo.server"]
        args = [*command, "--host", LISTEN_ADDRESS, "--port", str(port), "--db", str(db)]
        args += ["--cpu-workers", "0", *SERVER_OPTIONS]  # (a home table's CPUs think on a thread)
        try:
            self._process = detached([sys.executable, *args], self.log_file)
        except OSError:
            self.failed.emit(self.tr("The server could not be started here."))
            return
        pid = self._process.pid
        self._starting = (pid, db, time.monotonic() + START_MS / 1000)
        self._timer.start()

    def _poll(self) -> None:
        """Read the starting server's log for the port it listens on."""
        assert self._starting is not None
        pid, db, deadline = self._starting
        with contextlib.suppress(OSError):
            for line in self.log_file.read_text(encoding="utf-8", errors="replace").splitlines():
                if "listening on " in line:
                    self._listening(HostedServer(pid, int(line.rsplit(":", 1)[1]), db))
                    return
        if time.monotonic() > deadline or not self._alive(pid):
            self._timer.stop()
            self._starting = None
            self.failed.emit(self.tr("The server could not be started here (its port may be taken)."))

    def _listening(self, server: HostedServer) -> None:
        self._timer.stop()
        self._starting = None
        self.server, self.kept = server, False
        document = {"pid": server.pid, "port": server.port, "db": str(server.db)}
        self.pid_file.write_text(json.dumps(document), encoding="utf-8")
        remember_hosting(server.port, server.db)
        self.listening.emit(server.url)

    def keep_running(self) -> None:
        """Leave the server running when the app quits (the next run finds it again)."""
        self.kept = True

    def stop(self) -> None:
        """Stop the server hosted here (its tables stay in its database): asked to stop, then ended
        if its port is still open after :data:`STOP_SECONDS`."""
        server, self.server, self.kept = self.server, None, False
        self._timer.stop()
        pid = server.pid if server is not None else self._starting[0] if self._starting else None
        self._starting = None
        if pid is None:
            return  # nothing hosted here
        if not self._alive(pid) or not _is_server(pid):
            self.pid_file.unlink(missing_ok=True)
            return
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + STOP_SECONDS
        while server is not None and answers(server.port) and time.monotonic() < deadline:
            time.sleep(0.05)
        if server is not None and answers(server.port) and self._alive(pid):
            with contextlib.suppress(OSError):
                os.kill(pid, getattr(signal, "SIGKILL", signal.SIGTERM))
        process, self._process = self._process, None
        if process is not None and process.pid == pid:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(STOP_SECONDS)  # (its database closed; reaped)
        self.pid_file.unlink(missing_ok=True)

    def _alive(self, pid: int) -> bool:
        process = self._process
        if process is not None and process.pid == pid:
            return process.poll() is None  # (which also reaps it once it has ended)
        return _running(pid)

    def quitting(self) -> None:
        """The app quits: the server stops with it unless kept."""
        if not self.kept:
            self.stop()
