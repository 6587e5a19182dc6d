"""``--self-test``: play one whole game through the real window, view and controller, then quit.

Every seat, the player's too, is played by a CPU level (Greedy unless asked otherwise) with instant
animations and no CPU delay.  The run prints one line to stdout, e.g. (wrapped here)::

    self-test ok: winner CPU 3 (seat 3), 180 actions, 12 rounds, 1.79 s,
    first frame 433 ms after process start

and exits 0; it exits 1 if anything went wrong (a Qt warning or worse, an uncaught Python exception
in any thread, a logged error, no winner within the time limit) and says what on stderr.

Time to first frame: from the start of the process (Linux: the kernel's start time of the process,
to 10 ms; elsewhere: from the import of the ``jackaroo`` package) to the end of the first paint of
the board's viewport (a zero timer posted from its first paint event fires once that paint is done).

It never touches the player's files: the autosave goes to a temporary folder, QSettings and the XDG
folders point there too, and QStandardPaths is in test mode; the folder is removed afterwards.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

from . import IMPORTED_AT
from .ai.registry import make_policy
from .composition import application, build
from .model.players import GREEDY
from .view.dialogs.start import GameOverDialog
from .view.settings.seats import GameOptions
from .watchdog import Watchdog

#: the CPU level that plays every seat
DEFAULT_LEVEL = GREEDY
#: the game's seed: the same game every run, timings aside (seed 5 is a short one: 180 actions, 12
#: rounds; seed 1 takes 660 actions)
DEFAULT_SEED = 5
#: seconds a game may take before the self-test gives up
DEFAULT_TIMEOUT = 120.0
#: XDG folders redirected into the temporary folder during the self-test
XDG_VARIABLES = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


@dataclass
class SelfTestResult:
    """What one self-test run saw.  ``winner`` is None if the game did not end."""

    winner: int | None = None
    winner_name: str = ""
    actions: int = 0
    rounds: int = 0
    seconds: float = 0.0  # from the start of the game to its end
    first_frame_ms: float | None = None
    clock: str = ""  # what the first frame is measured from
    problems: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.winner is not None and not self.problems

    def summary(self) -> str:
        """The one-line summary printed to stdout."""
        frame = (
            "no frame painted"
            if self.first_frame_ms is None
            else f"first frame {self.first_frame_ms:.0f} ms after {self.clock}"
        )
        outcome = (
            f"winner {self.winner_name} (seat {self.winner})" if self.winner is not None else "no winner"
        )
        status = "ok" if self.ok else f"FAILED, problems: {len(self.problems)}"
        return (
            f"self-test {status}: {outcome}, {self.actions} actions, {self.rounds} rounds, "
            f"{self.seconds:.2f} s, {frame}"
        )


def process_age() -> tuple[float, str]:
    """Seconds since this process started, and what "started" means here: the kernel's start time
    of the process where ``/proc`` tells it (Linux, 10 ms resolution), else the import of the
    ``jackaroo`` package."""
    try:
        with open("/proc/self/stat", encoding="ascii") as file:
            stat = file.read()
        fields = stat[stat.rindex(")") + 2 :].split()  # field 3 (state) onwards
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: starttime, ticks since boot
        return time.clock_gettime(time.CLOCK_BOOTTIME) - started, "process start"
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - IMPORTED_AT, "import of jackaroo"


class _FirstPaint(QObject):
    """Notes when the first paint of the watched widget is done."""

    def __init__(self) -> None:
        super().__init__()
        self.age: tuple[float, str] | None = None
        self._seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._seen:
            self._seen = True
            QTimer.singleShot(0, self._painted)  # runs once this paint event has been handled
        return False

    def _painted(self) -> None:
        self.age = process_age()


@contextlib.contextmanager
def isolated_folders() -> Iterator[Path]:
    """A temporary folder that stands for the player's folders while the block runs: QSettings'
    user scope and the XDG folders point into it and QStandardPaths is in test mode.  The
    environment and the test mode are put back and the folder removed afterwards; QSettings' path
    is not (Qt cannot tell it), so a process that goes on should set its own.  Meant to be entered
    before the QApplication exists (Qt reads the XDG variables when it first needs them)."""
    saved = {name: os.environ.get(name) for name in XDG_VARIABLES}
    test_mode = QStandardPaths.isTestModeEnabled()
    with tempfile.TemporaryDirectory(prefix="jackaroo-self-test-") as name:
        folder = Path(name)
        for variable in XDG_VARIABLES:
            sub = folder / variable.lower()
            sub.mkdir()
            os.environ[variable] = str(sub)
        QStandardPaths.setTestModeEnabled(True)
        for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(settings_format, QSettings.Scope.UserScope, str(folder / "settings"))
        try:
            yield folder
        finally:
            QStandardPaths.setTestModeEnabled(test_mode)
            for variable, value in saved.items():
                if value is None:
                    os.environ.pop(variable, None)
                else:
                    os.environ[variable] = value


def play_one_game(
    app: QApplication,
    folder: Path,
    *,
    level: str = DEFAULT_LEVEL,
    seed: int = DEFAULT_SEED,
    timeout: float = DEFAULT_TIMEOUT,
    theme: str | None = None,
) -> SelfTestResult:
    """Open the main window, play one game with every seat played by ``level`` and return what was
    seen (problems are not filled in here).  The autosave goes to ``folder``.  The event loop runs
    until the game-over dialog's Quit (or ``timeout`` seconds).  ``theme`` is the look to play in
    (None: the default)."""
    result = SelfTestResult()
    window, controller = build()
    if theme is not None:
        controller.preferences.set(replace(controller.preferences.current, theme=theme), save=False)
    controller.files.autosave_file = folder / "autosave.json"
    controller.scene.animator.speed = 0.0
    controller.driver.cpu_delay_ms = 0
    first_paint = _FirstPaint()
    window.view.viewport().installEventFilter(first_paint)

    def count(_events: object) -> None:
        result.actions += 1

    def finished(seat: int) -> None:
        game = controller.game
        assert game is not None
        result.winner, result.winner_name = seat, game.state.names[seat]
        result.rounds = game.state.round
        result.seconds = time.perf_counter() - started
        QTimer.singleShot(0, choose_quit)  # once the game-over dialog is open

    def choose_quit() -> None:
        dialog = controller.game_over.dialog
        if dialog is None:
            app.quit()
        else:
            dialog.done(GameOverDialog.QUIT)  # the controller quits the app

    def give_up() -> None:
        game = controller.game
        result.rounds = game.state.round if game is not None else 0
        result.seconds = time.perf_counter() - started
        app.quit()

    controller.action_played.connect(count)
    controller.game_finished.connect(finished)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(give_up)
    started = time.perf_counter()
    controller.start(GameOptions("CPU 0", (level, level, level), seed))
    controller.play_seat_by(controller.human_seat, make_policy(level, f"{seed}:self-test"))
    window.show()
    deadline.start(int(timeout * 1000))
    app.exec()
    deadline.stop()
    # quitting closes the windows first, and closing the last one posts another Quit; left queued,
    # it would end the next event loop of a process that goes on (a test) before it starts
    QCoreApplication.removePostedEvents(app, QEvent.Type.Quit)
    if first_paint.age is not None:
        seconds, result.clock = first_paint.age
        result.first_frame_ms = seconds * 1000
    controller.stop()
    window.close()
    # the window (with the controller, scene and dialogs) is deleted when the last reference to it
    # goes; nothing is left queued for it
    QCoreApplication.removePostedEvents(window)
    return result


def run_self_test(
    argv: Sequence[str] = (),
    *,
    level: str = DEFAULT_LEVEL,
    seed: int = DEFAULT_SEED,
    timeout: float = DEFAULT_TIMEOUT,
    theme: str | None = None,
    language: str | None = None,
) -> int:
    """The ``--self-test`` command: play one game (see :func:`play_one_game`) watched by a
    :class:`Watchdog`, print the summary and return the exit code (0 ok, 1 failed).  ``argv`` goes to
    the QApplication if this creates it."""
    result = SelfTestResult()
    with Watchdog() as watchdog, isolated_folders() as folder:
        try:
            app = application(argv, language)
            if app.windowIcon().isNull():
                watchdog.report("the window icon (resources/icon.png) was not found")
            result = play_one_game(app, folder, level=level, seed=seed, timeout=timeout, theme=theme)
        except Exception:
            watchdog.report(f"self-test raised: {traceback.format_exc().rstrip()}")
        if result.winner is None and not result.problems:
            watchdog.report(f"no winner within {timeout:g} s")
        result.problems = tuple(watchdog.problems)
    print(result.summary(), flush=True)
    return 0 if result.ok else 1
