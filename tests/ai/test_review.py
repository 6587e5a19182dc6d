"""The game review: Expert's choice against the action taken, as win chances from rollouts."""

from __future__ import annotations

import json

import pytest

from jackaroo.ai import make_policy, observe
from jackaroo.ai.review import MISTAKE, judge, review
from jackaroo.model import Action, Game
from jackaroo.model.record import GameRecord, play_recorded
from jackaroo.review import main as review_main


def recorded_game(seed: int = 3, plies: int = 60) -> GameRecord:
    game = Game.new(seed=seed)
    record = GameRecord.start(game)
    policies = [make_policy("random", seed * 10 + s) for s in range(4)]
    for _ in range(plies):
        action = policies[game.current_seat].choose(observe(game, game.current_seat))
        game.play(action)
        record = record.add(action)
    return record


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return recorded_game()


def test_every_decision_with_a_choice_of_the_seat_is_judged(record) -> None:
    judged = review(record, 0, rollouts=2, seed=1)
    game = record.initial_game()
    expected = []
    for index, notation in enumerate(record.actions):
        legal = game.legal_actions()
        if game.current_seat == 0 and len(legal) > 1 and any(a.verb.value != "drop" for a in legal):
            expected.append(index)
        play_recorded(game, notation)
    assert [j.index for j in judged] == expected and expected
    assert all(j.seat == 0 and 0 <= j.taken_chance <= 1 and 0 <= j.best_chance <= 1 for j in judged)
    assert review(record, 0, rollouts=2, seed=1) == judged  # the same seed, the same review


def test_progress_is_told_and_a_review_can_be_cancelled(record) -> None:
    seen: list[tuple[int, int]] = []
    review(record, 1, rollouts=1, seed=1, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (len(record), len(record)) and len(seen) == len(record)
    assert review(record, 1, rollouts=1, seed=1, cancelled=lambda: True) == []


def test_a_mistake_needs_a_clear_and_significant_loss() -> None:
    taken, best = Action.parse("5H move t10"), Action.parse("7S move t10")
    clear = judge(0, 0, taken, best, [[0, 1]] * 18 + [[1, 1]] * 6)
    assert clear.mistake and clear.loss == pytest.approx(0.75)
    noisy = judge(0, 0, taken, best, [[0, 1], [1, 0], [0, 1], [1, 0], [0, 1]])
    assert not noisy.mistake  # a loss of 0.2 within two standard errors
    same = judge(0, 0, taken, taken, [[1], [0]])
    assert not same.mistake and same.loss == 0 and MISTAKE > 0


def test_the_review_command_prints_json(tmp_path, record, capsys) -> None:
    path = tmp_path / "game.jackaroo-record"
    path.write_text(record.to_json(), encoding="utf-8")
    assert review_main([str(path), "--seat", "2", "--rollouts", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 2 and out["decisions"] == len(out["judgements"]) > 0
    assert review_main([str(tmp_path / "missing")]) == 1
