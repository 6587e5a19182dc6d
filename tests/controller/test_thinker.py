"""Policies thinking off the GUI thread (jackaroo.controller.turns.thinker)."""

from __future__ import annotations

import logging
import sys
import threading

import pytest
import shiboken6
from PySide6.QtCore import QObject

from jackaroo.ai import RandomPolicy, observe
from jackaroo.controller.turns.thinker import Thinker
from jackaroo.model import Game

SEED = 2024


class GatedPolicy:
    """Chooses the first legal action once ``gate`` is set; notes the thread it ran on."""

    name = "gated"

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.gate = threading.Event()
        self.threads: list[int] = []

    def choose(self, obs):
        self.threads.append(threading.get_ident())
        self.entered.set()
        assert self.gate.wait(10), "the test never opened the gate"
        return obs.legal_actions()[0]


class FailingPolicy:
    name = "failing"

    def choose(self, obs):
        raise ValueError("no idea")


@pytest.fixture
def thinker(qtbot):
    owner = QObject()
    thinker = Thinker(owner)
    yield thinker
    thinker.shutdown()


@pytest.fixture
def gated():
    """Gated policies of a test; every gate is opened at the end so no worker stays blocked."""
    made: list[GatedPolicy] = []

    def make() -> GatedPolicy:
        made.append(GatedPolicy())
        return made[-1]

    yield make
    for policy in made:
        policy.gate.set()


def test_the_policy_runs_in_a_worker_thread_and_the_answer_comes_on_the_gui_thread(qtbot, thinker) -> None:
    game = Game.new(seed=SEED)
    obs = observe(game.copy(), game.current_seat)
    threads: dict[str, int] = {}

    class Recording(RandomPolicy):
        def choose(self, obs):
            threads["policy"] = threading.get_ident()
            threads["name"] = threading.current_thread().name  # type: ignore[assignment]
            return super().choose(obs)

    thinker.decided.connect(lambda *_args: threads.setdefault("answer", threading.get_ident()))
    with qtbot.waitSignal(thinker.decided, timeout=5000) as blocker:
        request = thinker.think(Recording(1), obs)
        assert thinker.busy()
    gui = threading.main_thread().ident
    assert threads["policy"] != gui
    assert threads["policy"] == thinker.worker_ident
    assert str(threads["name"]).startswith("jackaroo-thinker")
    assert threads["answer"] == gui
    assert blocker.args[0] == request
    assert blocker.args[1] in game.legal_actions()
    assert not thinker.busy()


def test_requests_are_answered_in_order_with_their_ids(qtbot, thinker) -> None:
    game = Game.new(seed=SEED)
    answers: list[int] = []
    thinker.decided.connect(lambda request, _action: answers.append(request))
    requests = [thinker.think(RandomPolicy(k), observe(game.copy(), game.current_seat)) for k in range(5)]
    assert len(set(requests)) == 5
    qtbot.waitUntil(lambda: len(answers) == 5, timeout=5000)
    assert answers == requests


def test_an_observation_of_a_copy_stays_valid_while_the_game_moves_on() -> None:
    """Why the worker gets ``observe(game.copy(), seat)``: an observation reads its game lazily."""
    game = Game.new(seed=SEED)
    seat = game.current_seat
    live, copied = observe(game, seat), observe(game.copy(), seat)
    expected = game.legal_actions()
    game.play(expected[0])
    with pytest.raises(RuntimeError, match="out of date"):
        live.legal_actions()
    assert copied.legal_actions() == expected


def test_a_failing_policy_answers_none_and_logs(qtbot, thinker, caplog) -> None:
    game = Game.new(seed=SEED)
    with caplog.at_level(logging.ERROR), qtbot.waitSignal(thinker.decided, timeout=5000) as blocker:
        request = thinker.think(FailingPolicy(), observe(game.copy(), game.current_seat))
    assert blocker.args == [request, None]
    assert "failing" in caplog.text
    assert "no idea" in caplog.text


def test_cancel_drops_waiting_requests_and_a_running_one_answers_with_its_id(qtbot, thinker, gated) -> None:
    game = Game.new(seed=SEED)
    slow, waiting = gated(), gated()
    answers: list[int] = []
    thinker.decided.connect(lambda request, _action: answers.append(request))
    running = thinker.think(slow, observe(game.copy(), game.current_seat))
    thinker.think(waiting, observe(game.copy(), game.current_seat))
    assert slow.entered.wait(5)
    thinker.cancel()
    assert not thinker.busy()
    waiting.gate.set()
    with qtbot.waitSignal(thinker.decided, timeout=5000):
        slow.gate.set()
    qtbot.wait(50)
    assert answers == [running]
    assert not waiting.entered.is_set()
    # the thinker still works after a cancel
    with qtbot.waitSignal(thinker.decided, timeout=5000) as blocker:
        later = thinker.think(RandomPolicy(1), observe(game.copy(), game.current_seat))
    assert blocker.args[0] == later > running


def test_an_answer_after_the_thinker_was_deleted_goes_nowhere(qtbot, gated) -> None:
    game = Game.new(seed=SEED)
    owner = QObject()
    thinker = Thinker(owner)
    policy = gated()
    answers = []
    thinker.decided.connect(answers.append)
    thinker.think(policy, observe(game.copy(), game.current_seat))
    assert policy.entered.wait(5)
    shiboken6.delete(owner)  # the window (and its controller and thinker) closed while thinking
    assert not shiboken6.isValid(thinker)
    policy.gate.set()
    qtbot.wait(100)
    assert answers == []


def test_threads_switch_quickly_while_a_policy_thinks(qtbot, thinker) -> None:
    """So the GUI thread gets the GIL back within a fraction of a frame (see the module doc)."""
    game = Game.new(seed=SEED)
    before = sys.getswitchinterval()
    seen = []

    class Watching(RandomPolicy):
        def choose(self, obs):
            seen.append(sys.getswitchinterval())
            return super().choose(obs)

    with qtbot.waitSignal(thinker.decided, timeout=5000):
        thinker.think(Watching(1), observe(game.copy(), game.current_seat))
    assert seen == [min(before, Thinker.switch_interval)]
    assert sys.getswitchinterval() == before


def test_the_worker_thread_ends_with_the_thinker(qtbot) -> None:
    game = Game.new(seed=SEED)
    owner = QObject()
    thinker = Thinker(owner)
    with qtbot.waitSignal(thinker.decided, timeout=5000):
        thinker.think(RandomPolicy(1), observe(game.copy(), game.current_seat))
    (worker,) = [t for t in threading.enumerate() if t.ident == thinker.worker_ident]
    shiboken6.delete(owner)
    worker.join(5)
    assert not worker.is_alive()
