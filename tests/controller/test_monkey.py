"""A GUI monkey: thousands of seeded random clicks and keys over complete games (offscreen).

Random clicks on marbles, hand cards and empty board, double-clicks on cards, the keys 1-4, Tab,
Space, F, Enter, Esc and H, the Play, Deselect and Hint buttons, the split box and the Strict rules
and Show traps toggles, at any moment (the CPUs' turns included).  When the player has not managed a
legal play after a number of events, one random legal action is played for them so the games end.
A finished game's dialog is closed and a new game started.

Checked: no exception in any slot (pytest-qt fails the test), no Qt warning or critical message (a
message handler), and whenever the player is to act with the board idle the scene shows exactly the
model's position (tests/support/sync.py: marbles, the player's hand, counts, Firepit).

The default run plays 3 games; ``pytest -m slow`` also runs a 20-game variant.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt, QtMsgType, qInstallMessageHandler, qWarning
from support.sync import view_mismatches

from jackaroo.ai.expert import ExpertPolicy
from jackaroo.ai.registry import LEVELS
from jackaroo.composition import build
from jackaroo.controller.game_controller import GameController
from jackaroo.model.events import CardPlayed
from jackaroo.view.settings.seats import GameOptions

KEYS = [
    *(Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4),
    *(Qt.Key.Key_Tab, Qt.Key.Key_Space, Qt.Key.Key_F, Qt.Key.Key_Return, Qt.Key.Key_Enter),
    *(Qt.Key.Key_Escape, Qt.Key.Key_H),
]
#: random events the player gets per turn before a legal action is played for them
PATIENCE = 14
#: Qt messages the offscreen platform always prints
HARMLESS = ("This plugin does not support propagateSizeHints",)


@dataclass
class QtMessages:
    """Qt warnings, criticals and fatals seen while installed (harmless ones left out)."""

    seen: list[str] = field(default_factory=list)

    def __call__(self, kind: QtMsgType, _context: object, message: str) -> None:
        quiet = kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)
        if not quiet and not any(text in message for text in HARMLESS):
            self.seen.append(f"{kind.name}: {message}")


@pytest.fixture
def qt_messages() -> Iterator[QtMessages]:
    messages = QtMessages()
    previous = qInstallMessageHandler(messages)
    yield messages
    qInstallMessageHandler(previous)


@pytest.fixture
def window_controller(qtbot, tmp_path, monkeypatch):
    """A shown, active window; instant animations, CPUs without delay, a quick Expert for hints,
    settings and autosave in the test's folder."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    monkeypatch.setitem(LEVELS, "expert", lambda rng: ExpertPolicy(rng, samples=2))
    window, controller = build()
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = 0
    controller.files.autosave_file = tmp_path / "autosave.json"
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitActive(window)
    yield controller
    controller.stop()
    if controller.game_over.dialog is not None:
        controller.game_over.dialog.finished.disconnect()
        controller.game_over.dialog.close()


class Monkey:
    """Random input to one window, from one seeded generator."""

    def __init__(self, qtbot, controller: GameController, seed: int) -> None:
        self.qtbot = qtbot
        self.controller = controller
        self.window = controller.window
        self.rng = random.Random(seed)
        self.events = 0
        self.own_plays = 0  # the player's actions the monkey's input made
        self.assisted = 0  # the player's actions played for it after PATIENCE events
        self.games = 0

    def point(self, item) -> QPoint:  # type: ignore[no-untyped-def]
        return self.window.view.mapFromScene(item.scenePos())

    def act(self) -> None:
        """One random event."""
        rng, qtbot, window, scene = self.rng, self.qtbot, self.window, self.controller.scene
        viewport = window.view.viewport()
        left = Qt.MouseButton.LeftButton
        self.events += 1
        roll = rng.random()
        if roll < 0.25 and scene.marbles:
            item = rng.choice(list(scene.marbles.values()))
            qtbot.mouseClick(viewport, left, pos=self.point(item))
        elif roll < 0.45 and scene.hand:
            item = rng.choice(scene.hand)
            if rng.random() < 0.15:
                qtbot.mouseDClick(viewport, left, pos=self.point(item))
            else:
                qtbot.mouseClick(viewport, left, pos=self.point(item))
        elif roll < 0.55:
            spot = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
            qtbot.mouseClick(viewport, left, pos=spot)
        elif roll < 0.85:
            qtbot.keyClick(window, rng.choice(KEYS))
        elif roll < 0.95:
            button = rng.choice([window.play_button, window.deselect_button, window.hint_button])
            qtbot.mouseClick(button, left)
        elif roll < 0.98:
            window.split_box.setValue(rng.randint(1, 6))
        else:
            rng.choice([window.strict_action, window.traps_action]).trigger()


def assert_in_sync(controller: GameController) -> None:
    game = controller.game
    assert game is not None
    problems = view_mismatches(controller.scene, game.state)
    assert not problems, "view differs from the model:\n" + "\n".join(problems)


def run_monkey(qtbot, controller: GameController, qt_messages: QtMessages, games: int, seed: int) -> Monkey:
    """Play ``games`` complete games under random input; returns the monkey (its event count)."""
    monkey = Monkey(qtbot, controller, seed)
    rng = monkey.rng
    finished = 0
    assisting = [False]

    def played(events: tuple[CardPlayed, ...]) -> None:
        if events[0].seat == controller.human_seat and not assisting[0]:
            monkey.own_plays += 1

    controller.action_played.connect(played)
    controller.start(GameOptions("Monkey", seed=rng.randrange(2**32)))
    turn_key: object = None
    tries = 0
    while finished < games:
        dialog = controller.game_over.dialog
        if dialog is not None:
            qtbot.waitUntil(dialog.isVisible)
            assert controller.game is not None and controller.game.is_over
            assert_in_sync(controller)
            dialog.reject()
            finished += 1
            monkey.games = finished
            if finished < games:
                controller.start(GameOptions("Monkey", seed=rng.randrange(2**32)))
            continue
        if controller.input.acting():
            game = controller.game
            assert game is not None
            key = (id(game), game.state)
            if key != turn_key:  # a new turn of the player: the board must show the model
                assert_in_sync(controller)
                turn_key, tries = key, 0
            if tries >= PATIENCE:
                assisting[0] = True
                assert controller.driver.play(rng.choice(game.legal_actions()))
                assisting[0] = False
                monkey.assisted += 1
                continue
            tries += 1
            monkey.act()
        else:
            if rng.random() < 0.3:  # input while a CPU plays or marbles move is ignored
                monkey.act()
            qtbot.wait(1)
        assert not qt_messages.seen, qt_messages.seen
    assert not qt_messages.seen, qt_messages.seen
    controller.action_played.disconnect(played)
    print(f"monkey: {monkey.games} games, {monkey.events} events, {monkey.own_plays} plays made by")
    print(f"        its input, {monkey.assisted} played for it")
    return monkey


def test_the_message_handler_catches_qt_warnings(qt_messages) -> None:
    qWarning("something is off")
    qWarning("This plugin does not support propagateSizeHints()")
    assert qt_messages.seen == ["QtWarningMsg: something is off"]
    qt_messages.seen.clear()


def test_monkey_plays_three_games_without_a_fault(qtbot, window_controller, qt_messages) -> None:
    monkey = run_monkey(qtbot, window_controller, qt_messages, games=3, seed=1)
    assert monkey.events > 2000
    assert monkey.own_plays > 50


@pytest.mark.slow
def test_monkey_plays_twenty_games_without_a_fault(qtbot, window_controller, qt_messages) -> None:
    monkey = run_monkey(qtbot, window_controller, qt_messages, games=20, seed=2)
    assert monkey.events > 15_000
    assert monkey.own_plays > 300
