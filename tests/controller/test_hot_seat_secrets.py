"""Hot-seat play never shows one person's cards to another: over many rounds with automatic drops,
no face-up hand is on the board while a pass screen is up, a pass screen names another person only
after the one it named took the seat, a click right after a screen appears is ignored, and what
happened behind a screen is told to its person once they are there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest

from jackaroo.ai import RandomPolicy, observe
from jackaroo.composition import build
from jackaroo.controller.game_controller import GameController
from jackaroo.controller.turns import pass_screen as pass_screen_module
from jackaroo.model.actions import Verb
from jackaroo.view.board.items import CardItem
from jackaroo.view.settings.seats import GameOptions, Seat

SARA_AND_OMAR = (
    Seat("human", "Sara"),
    Seat("random", "CPU 1"),
    Seat("human", "Omar"),
    Seat("random", "CPU 3"),
)


@pytest.fixture
def controller(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    window, controller = build()
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = 0
    window.show()
    qtbot.waitExposed(window)
    yield controller
    controller.stop()


def face_up_cards(controller: GameController) -> list:
    scene = controller.scene
    return [
        item.card
        for item in scene.items()
        if isinstance(item, CardItem)
        and item.card is not None
        and item.isVisible()
        and item is not scene.firepit
    ]


class Watcher:
    """Looks at the board every few milliseconds, as the people around the table would, and writes
    down every moment a hand was face up behind a pass screen, and every screen that named a new
    person before the one it named had taken the seat."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        self.leaks: list[str] = []
        self.jumps: list[tuple[str, str]] = []
        self.named: str | None = None  # the name on the screen now
        self.revealed = True  # the person named last has taken the seat
        controller.scene.pass_accepted.connect(self._accepted)
        controller.pass_screen.revealed.connect(self._revealed)
        self.timer = QTimer(controller)  # goes with the window
        self.timer.setInterval(5)
        self.timer.timeout.connect(self.look)
        self.timer.start()

    def _accepted(self) -> None:
        self.look()

    def _revealed(self) -> None:
        self.revealed = True
        self.named = None

    def look(self) -> None:
        scene = self.controller.scene
        if not scene.pass_screen_shown():
            return
        if face_up_cards(self.controller):
            self.leaks.append(scene.pass_screen.name)
        name = scene.pass_screen.name
        if name != self.named:
            if self.named is not None and not self.revealed:
                self.jumps.append((self.named, name))
            self.named, self.revealed = name, False


def click_button(button) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(button.width() // 2, button.height() // 2))


def play_as_person(controller: GameController, policy: RandomPolicy) -> None:
    """The person to act picks a card and, for a card with a move, its marbles, then Play."""
    game = controller.game
    action = policy.choose(observe(game.copy(), game.current_seat))
    controller.input.select_card(controller.input.selection.hand.index(action.card))
    if action.verb is not Verb.DROP:
        for loc in action.locs:
            controller.input.selection.toggle_marble(loc)
        if action.verb is Verb.SPLIT:
            controller.input.selection.set_split(action.split)
    if controller.input.selection.action() == action:
        click_button(controller.window.play_button)
    else:
        controller.driver.play(action)


@pytest.mark.parametrize("seed", [31, 8])
def test_no_hand_is_ever_shown_behind_a_pass_screen(qtbot, controller, monkeypatch, seed) -> None:
    # long enough that the click "too soon" below still comes within it on a loaded machine (at
    # 40 ms it did not always, and the screen then took it, rightly)
    monkeypatch.setattr(pass_screen_module, "SETTLE_MS", 250)
    controller.start(GameOptions("Sara", seed=seed, seats=SARA_AND_OMAR))
    watcher = Watcher(controller)
    policy = RandomPolicy(seed)
    scene = controller.scene
    screens = drops = 0
    dropped = [0]
    while not controller.game.is_over and controller.game.state.round <= 5:
        qtbot.waitUntil(
            lambda: controller.game.is_over or controller.input.acting() or scene.pass_screen_shown(),
            timeout=20_000,
        )
        if controller.game.is_over:
            break
        if scene.pass_screen_shown():
            screens += 1
            named = controller.pass_screen.waiting_for
            click_button(scene.pass_screen.button)  # too soon: meant for what was there before
            assert controller.pass_screen.waiting_for == named and not face_up_cards(controller)
            qtbot.wait(300)
            before = controller.record.actions if controller.record else ()
            click_button(scene.pass_screen.button)
            qtbot.waitUntil(lambda named=named: controller.pass_screen.waiting_for != named, timeout=5000)
            if controller.record and len(controller.record.actions) > len(before):
                dropped[0] += 1  # an automatic drop, made once its person could see it
            continue
        legal = controller.game.legal_actions()
        if all(action.verb is Verb.DROP for action in legal):
            drops += 1
            qtbot.waitUntil(lambda: not controller.input.acting(), timeout=5000)  # dropped for them
            continue
        play_as_person(controller, policy)
    watcher.timer.stop()
    assert watcher.leaks == [] and watcher.jumps == []
    assert screens > 8
    assert drops + dropped[0] > 0  # automatic drops happened, behind or in front of a screen


def test_a_turn_passed_behind_a_screen_is_told_to_its_person(qtbot, controller, monkeypatch) -> None:
    monkeypatch.setattr(pass_screen_module, "SETTLE_MS", 0)
    controller.start(GameOptions("Sara", seed=31, seats=SARA_AND_OMAR))
    told: list[str] = []
    controller.pass_screen.told.connect(told.append)
    screen = controller.pass_screen
    screen.waiting_for = 2
    assert screen.tell(2, "You miss this turn: you lost a card to a Ten or a Queen")
    assert not screen.tell(0, "not for Omar")
    assert told == []
    screen.reveal()
    assert told == ["You miss this turn: you lost a card to a Ten or a Queen"]


def test_the_keys_work_in_a_hot_seat_game_after_the_mouse(qtbot, controller, monkeypatch) -> None:
    """H, 1-4 and Enter act whenever their buttons would: after a click on the pass screen's button,
    on a card, or on Hint."""
    from support.person import focused, press

    monkeypatch.setattr(pass_screen_module, "SETTLE_MS", 0)
    controller.driver.cpu_delay_ms = 60_000
    controller.start(GameOptions("Sara", seed=31, seats=SARA_AND_OMAR))
    window, scene = controller.window, controller.scene
    qtbot.waitUntil(controller.input.acting, timeout=5000)
    view = window.view
    card = scene.hand[0]
    point = view.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # a card, by the mouse
    assert controller.input.selection.card == scene.hand[0].card
    press(qtbot, Qt.Key.Key_2, where=window)
    assert controller.input.selection.card == scene.hand[1].card
    click_button(window.hint_button)
    assert focused(window) is view  # the Hint button keeps the board's keys
    qtbot.waitUntil(lambda: not controller.input.hint_pending(), timeout=10_000)
    hinted = controller.input.selection.action()
    press(qtbot, Qt.Key.Key_1, where=window)
    press(qtbot, Qt.Key.Key_2, where=window)
    press(qtbot, Qt.Key.Key_H, where=window)  # the same hint again, by its key
    qtbot.waitUntil(lambda: controller.input.selection.action() == hinted, timeout=10_000)
    before = len(controller.record)
    press(qtbot, Qt.Key.Key_Return, where=window)  # plays the hinted choice
    qtbot.waitUntil(lambda: len(controller.record) > before, timeout=5000)
    controller.driver.cpu_delay_ms = 0
    qtbot.waitUntil(scene.pass_screen_shown, timeout=10_000)
    click_button(scene.pass_screen.button)  # Omar takes the seat, by the mouse
    qtbot.waitUntil(controller.input.acting, timeout=10_000)
    press(qtbot, Qt.Key.Key_1, where=window)
    assert controller.input.selection.card == scene.hand[0].card
