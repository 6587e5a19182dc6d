"""Fixtures of the app's online play: a real game server on a free loopback port (a subprocess),
and the controller tests' isolation (settings, data folder, no unanswered question)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from support.online_pair import ServerProcess


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
    """``ws://127.0.0.1:<port>`` of a server started for the test (CPUs act at once; a dropped seat is
    taken over after 0.3 s) and stopped after it."""
    server = ServerProcess(tmp_path, "--takeover-seconds", "0.3")
    try:
        yield server.start()
    finally:
        server.stop()


@pytest.fixture
def accounts_server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A server started for the test whose passwords hash cheaply (accounts signed up at once)."""
    from support.accounts import CHEAP_ARGS

    process = ServerProcess(tmp_path, *CHEAP_ARGS)
    process.start()
    try:
        yield process
    finally:
        process.stop()
