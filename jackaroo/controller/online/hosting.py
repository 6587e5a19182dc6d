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
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from ...online.control import CONTROL_ENV
from ...online.control import HEADER as CONTROL_HEADER
from ...view.settings.data_folder import data_folder as app_data_folder
from ...view.settings.online_memory import remember_hosting, remembered_hosting
from ...view.text.bidi import fill

#: the address a server hosted here listens on: every interface, so friends on the same network can
#: join (the tests listen on 127.0.0.1 only)
LISTEN_ADDRESS = "0.0.0.0"
#: options added to the hosted server's command line (the tests make its CPUs act at once)
SERVER_OPTIONS: list[str] = []
#: the hosted server rates the host's friends' tables, in the host's own database, without the rules
#: against one person's accounts (docs/online.md, "Which games are rated")
HOME_RATINGS = ["--rate-player-tables", "--same-address-hours", "0", "--group-games-a-day", "0"]
#: how long a starting server may take before it listens, in milliseconds
START_MS = 30_000
#: how often a starting server's log is read, in milliseconds
POLL_MS = 100
#: how long a stopped server may take to close its port, in seconds
STOP_SECONDS = 3.0
#: how often the server hosted here is checked (still running?), in milliseconds
WATCH_MS = 1000
#: a server that stops by itself is started again, unless it stopped this many times in a row each
#: within :data:`QUICK_STOP_S` seconds of listening and before its table was back (a crash at start,
#: again and again; a server killed while it serves its table is no such crash): then the app gives
#: up and says why
RESTARTS = 3
QUICK_STOP_S = 3.0


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


def detached(command: list[str], log: Path, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    """Start ``command`` so that it outlives the app: no pipe to it (its output and errors go to
    ``log``), in a session of its own on POSIX (no terminal's hang-up or Ctrl+C reaches it), a new
    process group without a console on Windows; ``env`` added to its environment.  Raises OSError
    if it cannot start."""
    environment = {**os.environ, **(env or {})}
    with log.open("wb") as output:
        if os.name == "nt":
            flags = subprocess.CREATE_NEW_PROCESS_GROUP | subprocess.DETACHED_PROCESS  # type: ignore[attr-defined]
            return subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=output,
                stderr=output,
                creationflags=flags,
                env=environment,
            )
        return subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=output,
            start_new_session=True,
            env=environment,
        )


def _write_private(path: Path, text: str) -> None:
    """Write ``text`` to ``path``, readable by this user only (it holds the control secret)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as file:
        file.write(text)


def control(server: HostedServer, what: str, timeout: float = 2.0) -> dict[str, object] | None:
    """Ask the server hosted here ``what`` (``people``, ``end?name=…``: :mod:`jackaroo.server.control`)
    with its secret; its JSON answer, or None when it does not answer so."""
    if not server.control:
        return None
    request = urllib.request.Request(
        f"http://127.0.0.1:{server.port}/control/{what}", headers={CONTROL_HEADER: server.control}
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            found = json.loads(answer.read().decode("utf-8"))
    except (OSError, ValueError):
        return None
    return found if isinstance(found, dict) else None


@dataclass(frozen=True)
class HostedServer:
    """A server running on this computer: its process ``pid``, ``port`` and database ``db``, and
    the secret this app controls it with (:mod:`jackaroo.server.control`; "" if none)."""

    pid: int
    port: int
    db: Path
    control: str = ""

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
    #: the server hosted here stopped by itself (killed, crashed): the HostedServer it was; it is
    #: being started again on the same port and database
    stopped = Signal(object)
    #: the server that stopped by itself listens again: the address this app reaches it at
    restarted = Signal(str)
    #: the server that stopped by itself could not be started again: why and what to do, in words
    restart_failed = Signal(str)

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
        #: checks that the server hosted here still runs (:meth:`_check`)
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._check)
        self._restarting, self._quick_stops, self._started, self._control = False, 0, 0.0, ""
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
            control = str(kept.get("control", ""))
            server = HostedServer(int(kept["pid"]), int(kept["port"]), Path(str(kept["db"])), control)
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if _running(server.pid) and answers(server.port):
            self.server, self.kept = server, True  # it was kept: it stays unless used or stopped
            self._watch.start()
            return server
        self.pid_file.unlink(missing_ok=True)
        return None

    def start(self, port: int | None = None, db: Path | None = None) -> None:
        """Start the server (``listening`` once it listens, ``failed`` if it cannot) on ``port``
        (None: the remembered one if it is free, else any free port) with the database ``db`` (None:
        ``server.db`` in the data folder).  A server already running here is used as it is."""
        self._restarting = False
        self._launch(port, db)

    def _launch(self, port: int | None, db: Path | None) -> None:
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
        args += ["--cpu-workers", "0", *HOME_RATINGS, *SERVER_OPTIONS]  # (CPUs think on a thread)
        self._control = secrets.token_urlsafe(24)  # (in its environment: not on its command line)
        try:
            self._process = detached([sys.executable, *args], self.log_file, {CONTROL_ENV: self._control})
        except OSError as error:
            self._fail(self.tr("The server could not be started here."), str(error.strerror or error))
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
                    self._listening(HostedServer(pid, int(line.rsplit(":", 1)[1]), db, self._control))
                    return
        if time.monotonic() > deadline or not self._alive(pid):
            self._timer.stop()
            self._starting = None
            self._fail(
                self.tr("The server could not be started here (its port may be taken)."), self._last_error()
            )

    def _fail(self, text: str, reason: str) -> None:
        """The server could not start: ``failed`` (or, starting again after it stopped by itself,
        ``restart_failed`` with what the log said and what to do)."""
        if not self._restarting:
            self.failed.emit(text)
            return
        self._restarting = False
        template = self.tr(
            "The table's server could not start again: {reason}. Its log is {log}. Free the port or "
            "the disk, then Game > Play online… > Return to my seat; or host a new table."
        )
        self.restart_failed.emit(
            fill(template, reason=reason or self.tr("no reason given"), log=str(self.log_file))
        )

    def _last_error(self) -> str:
        """The last line of the server's log that says what went wrong ("" if none does)."""
        with contextlib.suppress(OSError):
            lines = self.log_file.read_text(encoding="utf-8", errors="replace").splitlines()
            for line in reversed(lines):
                if "rror" in line or "denied" in line or "in use" in line or "space" in line:
                    return line.strip()[-200:]
        return ""

    def _listening(self, server: HostedServer) -> None:
        self._timer.stop()
        self._starting = None
        self.server, self.kept = server, False
        document = {"pid": server.pid, "port": server.port, "db": str(server.db), "control": server.control}
        _write_private(self.pid_file, json.dumps(document))
        remember_hosting(server.port, server.db)
        self._watch.start()
        self._started = time.monotonic()
        restarted, self._restarting = self._restarting, False
        self.listening.emit(server.url)
        if restarted:
            self.restarted.emit(server.url)

    def _check(self) -> None:
        """The watch: a server hosted here that stopped by itself (killed, crashed) is said and
        started again on its port and database, unless it keeps stopping as soon as it listens
        (:data:`RESTARTS`, :data:`QUICK_STOP_S`); a port another program took meanwhile is said."""
        server = self.server
        if server is None or self._starting is not None or self._alive(server.pid):
            return
        self._watch.stop()
        self.server = None
        self.pid_file.unlink(missing_ok=True)
        self.stopped.emit(server)
        quick = time.monotonic() - self._started < QUICK_STOP_S
        self._quick_stops = self._quick_stops + 1 if quick else 0
        self._restarting = True
        if self._quick_stops >= RESTARTS:
            self._quick_stops = 0
            self._fail("", fill(self.tr("it stopped {count} times as soon as it started"), count=RESTARTS))
            return
        if not port_free(server.port):
            self._fail("", fill(self.tr("port {port} is taken by another program"), port=server.port))
            return
        self._launch(server.port, server.db)

    def settled(self) -> None:
        """A person sat at a table again: the server hosted here served it, so its stops so far were
        no crash at start (only the stops before its table is back count towards :data:`RESTARTS`)."""
        self._quick_stops = 0

    def people(self) -> list[dict[str, object]]:
        """Everyone connected at a table of the server hosted here (name, table, seat; seat None:
        watching); [] when none, or when it does not say."""
        found = control(self.server, "people") if self.server is not None else None
        people = found.get("people") if found is not None else None
        return [p for p in people if isinstance(p, dict)] if isinstance(people, list) else []

    def end(self, name: str) -> None:
        """End every table of the server hosted here for everyone (each is told that ``name`` ended
        it; the tables never come back), then stop it."""
        if self.server is not None:
            control(self.server, "end?" + urllib.parse.urlencode({"name": name}))
        self.stop()

    def keep_running(self) -> None:
        """Leave the server running when the app quits (the next run finds it again)."""
        self.kept = True

    def stop(self) -> None:
        """Stop the server hosted here (its tables stay in its database): asked to stop, then ended
        if its port is still open after :data:`STOP_SECONDS`."""
        server, self.server, self.kept = self.server, None, False
        self._timer.stop()
        self._watch.stop()
        self._restarting = False
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
