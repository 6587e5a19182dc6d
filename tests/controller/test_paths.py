"""The paths people take through hot-seat games, not only the ones each feature was built along.

A Hypothesis state machine drives the real window (offscreen) with what two people sharing one
computer do: the home screen's New game and the menu's, Resume, Save and Open (home screen, menu,
command line), quit and start again, a crash and start again, taking the seat on the pass screen by
click or Enter, keys meant for one's own turn pressed a moment late, a turn played by keys, take back
and redo, Instant speed and back, the replay and back, and time passing while the CPUs play.  After
every step it checks the rules that must always hold:

1. no hand lies face up that its person has not confirmed since another person's hand was last
   shown (and after a start, a resume or an open nobody has); a screen never asks a person who is
   already at the seat; the pass screen names the person whose hand comes next;
2. no unfinished game is replaced without a question;
3. the game is never stuck: within a few seconds a person can act or a CPU acts;
4. no exception and no Qt warning.

A small budget runs with the tests (2 examples of up to 10 steps); ``JACKAROO_PATHS_EXAMPLES=30
JACKAROO_PATHS_STEPS=30 python -m pytest tests/controller/test_paths.py`` runs deeper, and
``JACKAROO_PATHS_SURVEY=1`` notes the first time each kind of problem is seen and goes on
(docs/hot-seat.md).
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtCore import Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.exceptions import TimeoutError
from support.fresh_settings import fresh_settings
from support.hot_seat import Answerer, cover, face_up_owner
from support.person import activate, click, click_board, menu_item, press

from jackaroo import app as app_module
from jackaroo.controller.records import files as files_module
from jackaroo.model.errors import JackarooError
from jackaroo.model.record import GameRecord
from jackaroo.view.settings.preferences import Preferences
from jackaroo.view.settings.seats import GameOptions, Seat
from jackaroo.view.settings.store import remember, save_preferences
from jackaroo.view.text import messages

EXAMPLES = int(os.environ.get("JACKAROO_PATHS_EXAMPLES", "2"))
#: set: every problem kind found is written down (when, after which steps) and the run goes on
SURVEY = os.environ.get("JACKAROO_PATHS_SURVEY") is not None
#: the survey's findings: kind -> (example, step, seconds since the run began, what, the last steps)
FOUND: dict[str, tuple[int, int, float, str, list[str]]] = {}
BEGAN = [0.0]
STEPS = int(os.environ.get("JACKAROO_PATHS_STEPS", "10"))
#: how long a person takes to read a screen before pressing its button, in milliseconds (the
#: screen takes its key after face_up.SETTLE_S)
READING_MS = 1000
#: how long the game may stand with nobody able to act before it counts as stuck, in milliseconds
STUCK_MS = 6000

#: the hot-seat tables: Omar and Sara with two Random CPUs, as partners or as opponents
TABLES = {
    "partners": (Seat("human", "Omar"), Seat("random", ""), Seat("human", "Sara"), Seat("random", "")),
    "neighbours": (Seat("human", "Omar"), Seat("human", "Sara"), Seat("random", ""), Seat("random", "")),
}
PEOPLE = ("Omar", "Sara")
#: the real questions (the tests' conftest makes an unanswered one fail; here a person answers them)
ASKING = QMessageBox.question
ASK = getattr(messages, "ask", None)
#: Qt's messages that say nothing about the game (the offscreen platform's limits)
HARMLESS = ("propagateSizeHints", "QFont::setPointSizeF", "This plugin does not support")


#: the windows of the apps quit or crashed so far, kept alive for the rest of the run (a PySide
#: wrapper collected while other windows run has crashed the interpreter's garbage collector)
_CLOSED: list[tuple[object, object]] = []


def kept_record(path: Path | None) -> GameRecord | None:
    """The unfinished game kept in the autosave (None: none)."""
    if path is None or not path.is_file():
        return None
    try:
        record = GameRecord.from_json(path.read_text(encoding="utf-8"))
    except (JackarooError, OSError, ValueError):
        return None
    return None if record.final_game().is_over else record


class HotSeatPaths(RuleBasedStateMachine):
    """Two people, Omar and Sara, at one computer, with two CPUs."""

    def __init__(self, qtbot, folder: Path) -> None:
        super().__init__()
        self.qtbot = qtbot
        self.example = len(list(folder.iterdir()))
        #: the steps taken so far, in words
        self.trail: list[str] = []
        self.folder = folder / f"run{len(list(folder.iterdir()))}"
        fresh_settings(self.folder)
        self.window = self.controller = None
        #: the person who last took the seat by the pass screen (None: nobody since the game came)
        self.seated: str | None = None
        #: the game last seen on the table (another one came: nobody has taken the seat of it)
        self.game_seen: object = None
        #: the panel over the hand last seen (title, button) and since when (time.monotonic)
        self.cover_seen: tuple[str, str] | None = None
        self.cover_since = 0.0
        #: whether the seated person believes it is their turn (they took the seat to play)
        self.believes_turn = False
        self.problems: list[str] = []
        self.saved: Path | None = None
        self.kept: GameRecord | None = None
        #: the person agreed to leave the kept game (a question answered yes) since it was kept
        self.consented = False
        self.asked_before = 0
        self.taken_back = False
        self.answerer = Answerer()
        self.warnings: list[str] = []
        self._old_handler = qInstallMessageHandler(self._qt_message)
        self._old_hook = sys.excepthook
        sys.excepthook = self._exception
        self._saving = files_module.save_file_name
        self._opening = files_module.open_file_name
        files_module.save_file_name = lambda *_args: str(self.folder / "saved.jackaroo")
        files_module.open_file_name = lambda *_args: str(self.saved or "")

    # -- the machine's world ----------------------------------------------------------------------
    def _qt_message(self, kind, _context, text: str) -> None:
        serious = kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
        if serious and not any(harmless in text for harmless in HARMLESS):
            self.warnings.append(text)

    def _exception(self, kind, value, tb) -> None:
        self.problems.append("exception: " + "".join(traceback.format_exception(kind, value, tb))[-1500:])

    def teardown(self) -> None:
        self.answerer.stop()
        self._close(crash=True)
        qInstallMessageHandler(self._old_handler)
        sys.excepthook = self._old_hook
        files_module.save_file_name = self._saving
        files_module.open_file_name = self._opening

    def _launch(self, path: Path | None = None) -> None:
        launched = app_module.launch(path)
        assert launched is not None
        self.window, self.controller = launched
        self.qtbot.waitExposed(self.window)
        activate(self.qtbot, self.window)  # a desktop activates a window that opens
        self.seated, self.believes_turn = None, False
        self.watch()

    def _close(self, crash: bool) -> None:
        window, controller = self.window, self.controller
        if window is None:
            return
        self.window = self.controller = None
        if crash:  # the process ends: nothing of the app runs any more, the files stay as they are
            controller.stop()
            window.hide()
        else:
            menu_item(self.qtbot, window, Qt.Key.Key_Q)  # Game > Quit
            self.qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
            controller.stop()
        _CLOSED.append((window, controller))  # kept, never collected mid-run: a closed app is gone

    def settle(self, ms: int = 150) -> None:
        """Let the app run for ``ms`` milliseconds, looking at the board all along."""
        self.qtbot.wait(ms)

    def watch(self, thorough: bool = True) -> None:
        """Look at the table as the people around it do: a hand face up must be the seated person's,
        and a screen must not ask for the person already at the seat (``thorough``: every card on
        the board looked at, not only the hand's)."""
        controller = self.controller
        if controller is None or controller.game is None or controller.home.shown:
            return
        if controller.game is not self.game_seen:  # a game came to the table: nobody took the seat
            self.game_seen = controller.game
            self.seated, self.believes_turn = None, False
            self.cover_seen = None  # (a panel of the same words is a new one: read it anew)
        people = len(controller.driver.local_seats())
        if people < 2:
            return
        owner = face_up_owner(controller)
        if owner is not None and owner != self.seated:
            self.problems.append(f"{owner}'s hand is face up while {self.seated or 'nobody'} took the seat")
        asked = cover(controller)
        if asked != self.cover_seen:  # a new panel: the people start reading it now
            self.cover_seen, self.cover_since = asked, time.monotonic()
        if asked is not None and self.seated is not None and asked[1] == f"{self.seated}, show my cards":
            self.problems.append(
                f"a pass screen asks for {self.seated}, who is at the seat already (the test saw it "
                f"{time.monotonic() - self.cover_since:.2f} s ago)"
            )

    def _looking(self) -> None:
        self.watch(thorough=False)

    # -- the start ----------------------------------------------------------------------------------
    @initialize(
        ruleset=st.sampled_from(["guc", "classic"]),
        table=st.sampled_from(sorted(TABLES)),
        speed=st.sampled_from([0.0, 0.5]),
        delay=st.sampled_from([0, 300]),
        seed=st.integers(1, 500),
    )
    def start(self, ruleset: str, table: str, speed: float, delay: int, seed: int) -> None:
        """Fresh settings that remember a hot-seat table; the app starts; New game on the home screen."""
        self.trail.append(f"start(ruleset={ruleset!r}, table={table!r}, speed={speed}, delay={delay})")
        remember(GameOptions.of_seats(TABLES[table], None, ruleset))
        save_preferences(Preferences(name="Omar", speed=speed, cpu_delay_ms=delay, sound=False, music=False))
        self._launch()
        self._look_timer()
        self.home_new_game(seed, True)

    def _look_timer(self) -> None:
        from PySide6.QtCore import QTimer

        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._looking)
        self.timer.start()

    # -- ways into a game ---------------------------------------------------------------------------
    def _step(self, agree: bool, seed: int | None = None) -> None:
        caller = sys._getframe(1)
        args = {k: v for k, v in caller.f_locals.items() if k != "self"}
        self.trail.append(f"{caller.f_code.co_name}({', '.join(f'{k}={v!r}' for k, v in args.items())})")
        self.answerer.agree, self.answerer.seed = agree, seed
        self.asked_before = len(self.answerer.questions)

    def _came(self) -> None:
        """A game came to the table by a way into it: nobody has taken the seat yet."""
        self.seated, self.believes_turn = None, False

    @precondition(lambda self: self.controller is not None and self.controller.home.shown)
    @rule(seed=st.integers(1, 500), agree=st.booleans())
    def home_new_game(self, seed: int, agree: bool) -> None:
        self._step(agree, seed)
        game = self.controller.game
        click(self.qtbot, self.window.home.new_game_button)
        self.settle()
        if self.controller.game is not game:
            self._came()

    @precondition(lambda self: self.controller is not None)
    @rule(seed=st.integers(1, 500), agree=st.booleans())
    def menu_new_game(self, seed: int, agree: bool) -> None:
        self._step(agree, seed)
        game = self.controller.game
        press(self.qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, where=self.window)
        self.settle()
        if self.controller.game is not game:
            self._came()

    @precondition(
        lambda self: (
            self.controller is not None
            and self.controller.home.shown
            and self.window.home.resume_button.isVisible()
        )
    )
    @rule()
    def home_resume(self) -> None:
        self._step(False)
        click(self.qtbot, self.window.home.resume_button)
        self.settle()
        self._came()

    @precondition(lambda self: self.controller is not None and self.controller.game is not None)
    @rule()
    def save(self) -> None:
        self._step(False)
        if self.controller.home.shown or self.controller.replay is not None:
            return
        press(self.qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier, where=self.window)
        self.settle()
        if (self.folder / "saved.jackaroo").is_file():
            self.saved = self.folder / "saved.jackaroo"

    @precondition(lambda self: self.controller is not None and self.saved is not None)
    @rule(way=st.sampled_from(["home", "menu", "command line"]), agree=st.booleans())
    def open_saved(self, way: str, agree: bool) -> None:
        self._step(agree)
        game = self.controller.game
        if way == "command line":
            self._close(crash=False)
            self._launch(self.saved)
            self._came()
            self.settle()
            return
        if way == "home":
            if not self.controller.home.shown:
                return
            click(self.qtbot, self.window.home.open_button)
        else:
            press(self.qtbot, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier, where=self.window)
        self.settle()
        if self.controller.game is not game:
            self._came()

    @precondition(lambda self: self.controller is not None)
    @rule(crash=st.booleans(), resume=st.booleans())
    def quit_and_start_again(self, crash: bool, resume: bool) -> None:
        """Quit (Ctrl+Q) or crash, start again with the same settings; Resume if offered."""
        self._step(False)
        self._close(crash)
        self._launch()
        if resume and self.window.home.resume_button.isVisible():
            self.home_resume()

    # -- at the table -----------------------------------------------------------------------------
    @precondition(lambda self: self.controller is not None and cover(self.controller) is not None)
    @rule(by_key=st.booleans())
    def take_the_seat(self, by_key: bool) -> None:
        """The person the screen names comes, reads it, and presses its button (or Enter)."""
        self._step(False)

        def read() -> bool:  # the panel on the board now has been in sight long enough to read
            self.watch(thorough=False)
            return self.cover_seen is not None and time.monotonic() - self.cover_since >= READING_MS / 1000

        try:
            self.qtbot.waitUntil(read, timeout=READING_MS + 3000)
        except TimeoutError:
            return  # it went, or kept changing: nobody could read it
        asked = cover(self.controller)
        if asked is None:
            return
        _title, button = asked
        named = next((name for name in PEOPLE if button == f"{name}, show my cards"), None)
        if by_key:
            press(self.qtbot, Qt.Key.Key_Return, where=self.window)
        else:
            panel = self.controller.scene.pass_screen
            click_board(self.qtbot, self.window.view, panel.proxy.sceneBoundingRect().center())
        if named is not None:
            self.seated = named
            self.believes_turn = True
        else:  # an acknowledgement: the seated person read what happened in their turn
            self.believes_turn = False
        self.settle()

    @precondition(lambda self: self.controller is not None and self.believes_turn)
    @rule(
        key=st.sampled_from([Qt.Key.Key_Return, Qt.Key.Key_H, Qt.Key.Key_1, Qt.Key.Key_2]),
        late_ms=st.sampled_from([0, 400, 1900]),
    )
    def key_for_my_turn(self, key: Qt.Key, late_ms: int) -> None:
        """The seated person, who took the seat to play, presses a key meant for their turn, a
        moment later."""
        self._step(False)
        self.settle(late_ms)
        press(self.qtbot, key, where=self.window)
        self.settle()

    @precondition(lambda self: self.controller is not None and self.controller.input.acting())
    @rule()
    def play_my_turn(self) -> None:
        """The person to act plays by keys: a card with a single play and Enter, else the first
        ringed marble (Tab, Space) and Enter, else H and Enter."""
        self._step(False)
        controller, window = self.controller, self.window
        record = controller.driver.record
        before = len(record) if record is not None else 0
        hand = len(controller.input.selection.hand)
        played = False
        for index in range(min(hand, 5)):
            if not controller.input.acting():
                break
            press(self.qtbot, Qt.Key(Qt.Key.Key_1 + index), where=window)
            if not window.play_button.isEnabled():
                press(self.qtbot, Qt.Key.Key_Tab, where=window)
                press(self.qtbot, Qt.Key.Key_Space, where=window)
            if window.play_button.isEnabled():
                press(self.qtbot, Qt.Key.Key_Return, where=window)
                played = True
                break
            press(self.qtbot, Qt.Key.Key_Escape, where=window)
        if not played and controller.input.acting():
            press(self.qtbot, Qt.Key.Key_H, where=window)
            self.qtbot.waitUntil(lambda: not controller.input.hint_pending(), timeout=20_000)
            press(self.qtbot, Qt.Key.Key_Return, where=window)
        self.settle()
        record = controller.driver.record
        if record is not None and len(record) > before:
            self.believes_turn = False

    @precondition(lambda self: self.controller is not None and self.controller.game is not None)
    @rule()
    def play_a_round(self) -> None:
        """The people play on by keys until the round changes (or the game ends): each takes the seat
        when the screen names them, reads what it says and presses its button, then plays."""
        self._step(False)
        controller = self.controller
        game = controller.game
        if controller.home.shown or controller.replay is not None or game is None or game.is_over:
            return
        start = game.state.round
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            game = controller.game
            if game is None or game.is_over or game.state.round != start or QApplication.activeModalWidget():
                break
            if cover(controller) is not None:
                self.take_the_seat(by_key=True)
            elif controller.input.acting():
                self.play_my_turn()
            else:
                self.settle(50)
            self.watch()

    @precondition(lambda self: self.controller is not None)
    @rule(ms=st.sampled_from([200, 1000, 3000]))
    def let_time_pass(self, ms: int) -> None:
        self._step(False)
        self.settle(ms)

    @precondition(lambda self: self.controller is not None and self.window.take_back_action.isEnabled())
    @rule()
    def take_back(self) -> None:
        self._step(False)
        self.taken_back = True
        press(self.qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier, where=self.window)
        self.settle()

    @precondition(lambda self: self.controller is not None and self.window.redo_action.isEnabled())
    @rule()
    def redo(self) -> None:
        self._step(False)
        modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        press(self.qtbot, Qt.Key.Key_Z, modifiers, where=self.window)
        self.settle()

    @precondition(lambda self: self.controller is not None)
    @rule(speed=st.sampled_from(["Instant", "Normal", "Fast"]))
    def animation_speed(self, speed: str) -> None:
        """View > Animation speed > ``speed``, by the keyboard."""
        self._step(False)
        window = self.window
        press(self.qtbot, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier, where=window)
        view = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "View")
        self.qtbot.waitUntil(view.isVisible)
        self.qtbot.keyClick(view, Qt.Key.Key_S)
        submenu = next(a.menu() for a in view.actions() if a.menu() and "speed" in a.text())
        self.qtbot.waitUntil(submenu.isVisible)
        items = [a for a in submenu.actions() if not a.isSeparator()]
        target = next(i for i, a in enumerate(items) if a.text().replace("&", "") == speed)
        for _ in range(target):
            self.qtbot.keyClick(submenu, Qt.Key.Key_Down)
        self.qtbot.keyClick(submenu, Qt.Key.Key_Return)
        self.settle()

    @precondition(
        lambda self: (
            self.controller is not None
            and self.controller.game is not None
            and not self.controller.home.shown
            and self.controller.replay is None
        )
    )
    @rule()
    def replay_and_back(self) -> None:
        """Game > Replay…, a step forward, then Esc back to the game."""
        self._step(False)
        window = self.window
        press(self.qtbot, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier, where=window)
        game_menu = window.menuBar().actions()[0].menu()
        self.qtbot.waitUntil(game_menu.isVisible)
        self.qtbot.keyClick(game_menu, Qt.Key.Key_P)
        self.settle()
        if self.controller.replay is not None:
            press(self.qtbot, Qt.Key.Key_Right, where=window)
            self.settle()
            press(self.qtbot, Qt.Key.Key_Escape, where=window)
        self.settle()

    # -- the rules that must always hold -------------------------------------------------------------
    def last_step(self) -> str:
        return self.trail[-1].split("(")[0] if self.trail else "the start"

    def report(self, kind: str, text: str) -> None:
        """A rule was broken: fail, or in a survey write down its first time and go on."""
        if not SURVEY:
            raise AssertionError(f"{text}; after {[self.trail[0], '…', *self.trail[-6:]]}")
        trail = [self.trail[0], "…", *self.trail[-6:]] if len(self.trail) > 7 else list(self.trail)
        FOUND.setdefault(kind, (self.example, len(self.trail), time.monotonic() - BEGAN[0], text, trail))

    @invariant()
    def no_secret_shown_and_no_screen_asks_twice(self) -> None:
        self.watch()
        problems, self.problems = self.problems, []
        for problem in problems:
            if problem.startswith("exception"):
                self.report("exception", problem)
            elif "asks for" in problem:
                self.report("a confirmed screen comes back", problem)
            elif "nobody" in problem:
                self.report(f"a hand face up before anyone took the seat, after {self.last_step()}", problem)
            else:
                self.report(f"a hand face up to the other person, after {self.last_step()}", problem)

    @invariant()
    def no_warning(self) -> None:
        warnings, self.warnings = self.warnings, []
        for warning in warnings:
            self.report(f"Qt warning {warning[:40]}", warning)

    @invariant()
    def the_pass_screen_names_the_next_person(self) -> None:
        controller = self.controller
        if controller is None or controller.game is None or controller.home.shown or controller.replay:
            return

        def named_right() -> bool:
            asked = cover(controller)
            if asked is None or controller.game is None or not controller.scene.animator.is_idle():
                return True
            people = controller.driver.local_seats()
            game = controller.game
            seat = game.current_seat
            seats = len(game.state.hands)
            nxt = seat if seat in people else min(people, key=lambda p: (p - seat) % seats)
            name = game.state.names[nxt]
            return not asked[1].endswith("show my cards") or asked[1] == f"{name}, show my cards"

        try:
            self.qtbot.waitUntil(named_right, timeout=3000)
        except TimeoutError:
            self.report(
                f"the pass screen names the wrong person, after {self.last_step()}",
                f"the pass screen says {cover(controller)} in round {controller.game.state.round}",
            )

    @invariant()
    def never_stuck(self) -> None:
        controller = self.controller
        if controller is None:
            return

        def someone_can_act() -> bool:
            if controller.home.shown or controller.replay is not None or QApplication.activeModalWidget():
                return True
            game = controller.game
            if game is None or game.is_over:
                return True
            return cover(controller) is not None or controller.input.acting()

        record = controller.driver.record
        before = len(record) if record is not None else -1

        def moving() -> bool:
            now = controller.driver.record
            return someone_can_act() or (now is not None and len(now) != before)

        try:
            self.qtbot.waitUntil(moving, timeout=STUCK_MS)
        except TimeoutError:
            self.report(
                f"stuck after {self.trail[-1].split('(')[0]}",
                f"nobody can act and no CPU acts; the prompt says {self.window.prompt.text()!r}",
            )

    @invariant()
    def no_unfinished_game_lost_unasked(self) -> None:
        controller = self.controller
        if controller is None:
            return
        if len(self.answerer.questions) > self.asked_before and self.answerer.agree:
            self.consented = True  # the person agreed to leave the game (it goes with the next one's play)
        now = kept_record(controller.files.autosave_file)
        kept = self.kept
        if kept is not None and not self.consented and not self.taken_back:
            same = now is not None and now.initial_state_json == kept.initial_state_json
            extended = same and now.actions[: len(kept.actions)] == kept.actions
            ended = now is None and controller.game is not None and controller.game.is_over
            if not (extended or ended):
                self.report(
                    "an unfinished game replaced without a question",
                    f"the unfinished game kept after {len(kept.actions)} actions was replaced unasked",
                )
        if now is None or kept is None or now.initial_state_json != kept.initial_state_json:
            self.consented = False
        self.kept = now
        self.taken_back = False


@pytest.mark.filterwarnings("ignore::hypothesis.errors.NonInteractiveExampleWarning")
def test_the_paths_people_take_keep_secrets_and_games(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", ASKING)
    if ASK is not None:
        monkeypatch.setattr(messages, "ask", ASK)
    BEGAN[0] = time.monotonic()
    phases = (
        list(Phase)
        if os.environ.get("JACKAROO_PATHS_SHRINK")
        else [Phase.explicit, Phase.reuse, Phase.generate]
    )
    run_state_machine_as_test(
        lambda: HotSeatPaths(qtbot, tmp_path),
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=os.environ.get("JACKAROO_PATHS_RANDOM") is None,
            print_blob=True,
            phases=phases,
        ),
    )
    if SURVEY:
        for kind, (example, step, seconds, text, trail) in sorted(FOUND.items(), key=lambda kv: kv[1][2]):
            print(
                f"{seconds:7.1f} s  example {example}, step {step}: {kind}: {text}\n           after {trail}"
            )
        assert not FOUND
