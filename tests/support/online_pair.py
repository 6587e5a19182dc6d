"""Two app windows seated at one table of a real server on loopback, as two friends are once the
host has invited the other: the set-up of the online tests that play a game together."""

from __future__ import annotations

import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop

from jackaroo.controller.game_controller import GameController
from jackaroo.online.protocol import CreateTable, JoinTable, Ready, SetSeat
from jackaroo.view.window.main_window import MainWindow
from support.online_app import answer_first_legal, open_window

ROOT = Path(__file__).resolve().parent.parent.parent


@dataclass
class Friend:
    window: MainWindow
    controller: GameController

    @property
    def session(self):
        return self.controller.online.session


def open_friend(qtbot, person: str = "") -> Friend:
    """A shown app window of its own, ``person``'s (see :func:`support.online_app.open_window`)."""
    window, controller = open_window(qtbot, person=person)
    qtbot.waitExposed(window)
    return Friend(window, controller)


def seated_pair(qtbot, server_url: str, *, start: bool = True, **create) -> tuple[Friend, Friend]:
    """Sara hosts a classic table at ``server_url`` (``create``: more of its create_table fields),
    Omar joins opposite her, the two other seats are CPUs; with ``start`` both are ready and the
    game is on both boards."""
    sara, omar = open_friend(qtbot), open_friend(qtbot, "Omar")
    host = sara.controller.online.connect_to(
        server_url, CreateTable(name="Sara", ruleset="classic", **create)
    )
    qtbot.waitUntil(lambda: host.code is not None and host.table is not None, timeout=10_000)
    guest = omar.controller.online.connect_to(server_url, JoinTable(name="Omar", code=host.code, seat=2))
    qtbot.waitUntil(lambda: guest.seat == 2 and guest.table is not None, timeout=10_000)
    host.send(SetSeat(seat=1, kind="greedy"))
    host.send(SetSeat(seat=3, kind="greedy"))
    if start:
        host.send(Ready(ready=True))
        guest.send(Ready(ready=True))
        qtbot.waitUntil(lambda: host.on_board and guest.on_board, timeout=10_000)
    return sara, omar


def turn_of(qtbot, friend: Friend, other: Friend) -> None:
    """Play on (``other`` answering) until ``friend`` is asked to act."""

    def asked() -> bool:
        answer_first_legal(other.controller)
        return friend.controller.input.acting()

    qtbot.waitUntil(asked, timeout=30_000)


def part(*friends: Friend) -> None:
    """Both leave and their windows stop (the end of a test)."""
    for friend in friends:
        friend.controller.online.leave(ask=False)
        friend.controller.online.stop_server()
        friend.controller.stop()


def wait_processing_events(process: subprocess.Popen[str], timeout: float) -> None:
    """Wait for ``process`` to end, processing the Qt application's events (if there is one) while
    it does; ``subprocess.TimeoutExpired`` after ``timeout`` seconds."""
    app = QCoreApplication.instance()
    deadline = time.monotonic() + timeout
    while process.poll() is None:
        if time.monotonic() > deadline:
            raise subprocess.TimeoutExpired(process.args, timeout)
        if app is not None:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.005)


class ServerProcess:
    """A game server in a subprocess on loopback, with its database in ``folder``; it can be
    killed and started again on the same port and database (as after a crash or a restart)."""

    def __init__(self, folder: Path, *options: str) -> None:
        self.folder, self.options = folder, options
        self.process: subprocess.Popen[str] | None = None
        self.port = 0

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> str:
        command = [sys.executable, "-m", "jackaroo.server", "--host", "127.0.0.1", "--port", str(self.port)]
        command += ["--db", str(self.folder / "server.db"), "--cpu-delay", "0", "--seed", "7", *self.options]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert "listening on " in line, line
        self.port = int(line.rsplit(":", 1)[1])
        return self.url

    def kill(self) -> None:
        """As a crash: no goodbye to anyone."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=10)
            self.process = None

    def stop(self) -> None:
        """As an operator stops it (SIGTERM).  The apps of the test stay alive meanwhile, as a
        person's would: their Qt events are processed, so they answer the server's goodbye at once
        instead of letting it wait out its close timeout for each of them."""
        if self.process is not None:
            self.process.terminate()
            try:
                wait_processing_events(self.process, timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
            self.process = None
