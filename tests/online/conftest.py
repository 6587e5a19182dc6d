"""Fixtures of the app's online play: a real game server on a free loopback port (a subprocess),
and the controller tests' isolation (settings, data folder, no unanswered question)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """QSettings and the data folders point into the test's folder."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / ".local" / "share"))
    QStandardPaths.setTestModeEnabled(True)
    # a server hosted by the app listens on loopback only in tests (it listens on every interface
    # for real, so friends on the network can join)
    from jackaroo.controller.online import hosting
    from jackaroo.controller.online import play as online_play

    monkeypatch.setattr(hosting, "LISTEN_ADDRESS", "127.0.0.1")
    monkeypatch.setattr(online_play, "LISTEN_ADDRESS", "127.0.0.1")
    yield tmp_path
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture
def server_url(tmp_path: Path) -> Iterator[str]:
    """``ws://127.0.0.1:<port>`` of a server started for the test (CPUs act at once) and stopped
    after it."""
    command = [sys.executable, "-m", "jackaroo.server", "--host", "127.0.0.1", "--port", "0"]
    command += [
        "--db",
        str(tmp_path / "server.db"),
        "--cpu-delay",
        "0",
        "--seed",
        "7",
        "--takeover-seconds",
        "0.3",
    ]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert "listening on " in line, line
        yield line.split("listening on ", 1)[1].strip()
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:  # a connection it still waits for
            process.kill()
            process.wait(timeout=10)
