"""``--self-test`` (jackaroo.selftest): one whole game through the real window and controller, and the
Watchdog that makes it fail on Qt warnings, uncaught exceptions and logged errors."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop, QSettings, QStandardPaths, QTimer, qWarning

from jackaroo import selftest
from jackaroo.ai.greedy import GreedyPolicy
from jackaroo.ai.registry import LEVELS
from jackaroo.app import parse_arguments
from jackaroo.selftest import SelfTestResult, isolated_folders, run_self_test
from jackaroo.watchdog import Watchdog

ROOT = Path(__file__).resolve().parent.parent
SUMMARY = re.compile(
    r"^self-test ok: winner .+ \(seat [0-3]\), \d+ actions, \d+ rounds, [\d.]+ s, "
    r"first frame \d+ ms after (process start|import of jackaroo)$",
    re.MULTILINE,
)


@pytest.fixture
def app_names(qapp, tmp_path):
    """The self-test names the application; put the test application's names and settings back."""
    names = qapp.applicationName(), qapp.organizationName()
    yield qapp
    qapp.setApplicationName(names[0])
    qapp.setOrganizationName(names[1])
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))


def self_test_process(folder, *options: str) -> subprocess.CompletedProcess[str]:
    """``python -m jackaroo --self-test [options]`` in its own process, run from ``folder`` (its HOME),
    offscreen."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(folder))
    return subprocess.run(
        [sys.executable, "-m", "jackaroo", "--self-test", *options],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_self_test_command_plays_a_game_and_exits_0(tmp_path) -> None:
    """``python -m jackaroo --self-test`` in its own process, from another folder, offscreen."""
    out = self_test_process(tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    assert SUMMARY.search(out.stdout), out.stdout
    assert out.stderr == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # nothing written in the home folder


def test_a_failing_policy_fails_the_self_test(app_names, monkeypatch, capsys) -> None:
    class Clumsy(GreedyPolicy):
        """Raises on its first decision (the Thinker logs it and the game goes on)."""

        failed = False

        def choose(self, obs):
            if not Clumsy.failed:
                Clumsy.failed = True
                raise RuntimeError("clumsy")
            return super().choose(obs)

    monkeypatch.setitem(LEVELS, "greedy", Clumsy)
    assert run_self_test() == 1
    out, err = capsys.readouterr()
    assert out.startswith("self-test FAILED, problems: 1: winner ")
    assert "failed to choose" in err
    assert "RuntimeError: clumsy" in err


def test_no_winner_in_time_fails_the_self_test(app_names, capsys) -> None:
    assert run_self_test(timeout=0) == 1
    out, err = capsys.readouterr()
    assert "FAILED" in out and "no winner" in out
    assert "no winner within 0 s" in err


def test_event_loops_still_run_after_an_in_process_self_test(app_names) -> None:
    """Quitting leaves no second Quit queued (it would end every later event loop at once)."""
    run_self_test(timeout=0)
    app_names.processEvents()
    loop = QEventLoop()
    QTimer.singleShot(0, lambda: loop.exit(7))
    assert loop.exec() == 7


def test_the_watchdog_records_qt_warnings_exceptions_and_logged_errors(qapp, capsys) -> None:
    with Watchdog() as dog:
        qWarning("something odd")
        qWarning("This plugin does not support propagateSizeHints()")  # a platform's limit
        sys.excepthook(ValueError, ValueError("in a slot"), None)
        thread = threading.Thread(target=lambda: 1 / 0, name="worker")
        thread.start()
        thread.join()
        logging.getLogger("jackaroo.test").error("it broke")
        logging.getLogger("jackaroo.test").warning("only a warning")
    assert [p.splitlines()[0] for p in dog.problems] == [
        "Qt warning: something odd",
        "uncaught exception: ValueError: in a slot",
        "uncaught exception in thread worker: Traceback (most recent call last):",
        "logged error: it broke",
    ]
    assert "ZeroDivisionError" in dog.problems[2]
    assert "Qt warning: something odd" in capsys.readouterr().err
    assert sys.excepthook is not dog._excepthook
    assert threading.excepthook is not dog._thread_hook
    qWarning("after the watchdog")
    assert len(dog.problems) == 4


def test_isolated_folders_point_away_from_the_players_and_clean_up(monkeypatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", "/nowhere/config")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    before = QStandardPaths.isTestModeEnabled()
    with isolated_folders() as folder:
        assert folder.is_dir()
        assert os.environ["XDG_CONFIG_HOME"].startswith(str(folder))
        assert os.environ["XDG_DATA_HOME"].startswith(str(folder))
        assert QStandardPaths.isTestModeEnabled()
        settings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Jackaroo", "Jackaroo")
        assert settings.fileName().startswith(str(folder))
    assert not folder.exists()
    assert os.environ["XDG_CONFIG_HOME"] == "/nowhere/config"
    assert "XDG_DATA_HOME" not in os.environ
    assert QStandardPaths.isTestModeEnabled() == before


def test_the_summary_says_what_happened() -> None:
    result = SelfTestResult(3, "CPU 3", 180, 12, 1.5, 412.4, "process start")
    assert result.ok
    assert result.summary() == (
        "self-test ok: winner CPU 3 (seat 3), 180 actions, 12 rounds, 1.50 s, "
        "first frame 412 ms after process start"
    )
    failed = SelfTestResult(problems=("Qt warning: x",))
    assert not failed.ok
    assert failed.summary().startswith("self-test FAILED, problems: 1: no winner, 0 actions")


def test_process_age_is_positive_and_says_its_clock() -> None:
    seconds, clock = selftest.process_age()
    assert seconds > 0
    assert clock in ("process start", "import of jackaroo")


def test_arguments_for_qt_pass_through() -> None:
    options, rest = parse_arguments(["jackaroo", "--self-test", "-platform", "offscreen", "--seed", "9"])
    assert options.self_test and options.seed == 9
    assert rest == ["jackaroo", "-platform", "offscreen"]
    options, rest = parse_arguments(["jackaroo"])
    assert not options.self_test
    assert rest == ["jackaroo"]


@pytest.mark.parametrize("theme", ["dark", "contrast"])
def test_the_self_test_passes_in_every_theme(tmp_path, theme: str) -> None:
    out = self_test_process(tmp_path, "--theme", theme)
    assert out.returncode == 0, out.stdout + out.stderr
    assert SUMMARY.search(out.stdout), out.stdout
