"""Fixtures shared by the controller tests."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

from jackaroo.composition import build
from jackaroo.view.text import messages


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    """QSettings and QStandardPaths point into the test's folder (Qt test mode, temporary HOME and
    XDG data folder), so no test reads or writes the user's settings, autosave or statistics."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / ".local" / "share"))
    QStandardPaths.setTestModeEnabled(True)
    yield tmp_path
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture(autouse=True)
def no_unanswered_question(monkeypatch):
    """A question to the player that a test does not answer fails the test at once (offscreen,
    a real message box would wait for ever)."""

    def question(_parent, _title, text, *_args):
        raise AssertionError(f"an unanswered question: {text}")

    monkeypatch.setattr(messages, "ask", question)


#: a CPU delay long enough that no CPU acts during a test unless the test lets it
CPU_WAITS_MS = 60_000


@pytest.fixture
def held_controller(qtbot):
    """A shown window and its controller, no game yet; instant animations; CPUs held
    (:data:`CPU_WAITS_MS`).  Afterwards the game is stopped and its dialogs closed."""
    window, controller = build()
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = CPU_WAITS_MS
    window.show()
    qtbot.waitExposed(window)
    yield controller
    controller.stop()
    if controller.game_over.stats_dialog is not None:
        controller.game_over.stats_dialog.close()
