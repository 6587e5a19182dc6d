"""Online games in the statistics and the high scores (pure): counted apart per ruleset, a side's
win (partners win together), once per game; stored and read back; entered under the rules they
were played by."""

from __future__ import annotations

import json
import random

import pytest

from jackaroo.model.game import Game
from jackaroo.model.high_scores import TABLES, HighScores, online_entry, online_table
from jackaroo.model.state import GameState
from jackaroo.model.statistics import LevelStats, Statistics, side_won, turns_elapsed


def finished(ruleset: str, seed: int = 3) -> GameState:
    """A finished game of ``ruleset``, two people (seats 0 and 2) and two Random CPUs."""
    game = Game.new(seed=seed, ruleset=ruleset, players=("human", "random", "human", "random"))
    rng = random.Random(1)
    while game.winner is None:
        legal = game.legal_actions()
        game.play(legal[int(rng.random() * len(legal))])
    return game.state


@pytest.fixture(scope="module")
def games() -> dict[str, GameState]:
    return {ruleset: finished(ruleset) for ruleset in ("guc", "classic")}


def test_online_games_count_apart_per_ruleset_and_once(games: dict[str, GameState]) -> None:
    guc, classic = games["guc"], games["classic"]
    assert guc.winner == classic.winner == 3
    stats = Statistics().add_online(guc, 3, "a").add_online(classic, 1, "b").add_online(classic, 0, "c")
    assert stats.online["guc"] == LevelStats(1, 1, turns_elapsed(guc))
    assert stats.online["classic"] == LevelStats(2, 1, turns_elapsed(classic))  # seat 1: 3's partner
    assert stats.played == 0 and stats.current_streak == 0  # no CPU level's figures, no streak
    assert stats.add_online(guc, 3, "a") is stats  # the same game again: counted once
    assert Statistics.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats
    assert (
        Statistics.from_dict({"online": {"guc": {"played": -1}, "classic": "x"}}).online
        == Statistics().online
    )
    assert side_won(classic, 1) and not side_won(classic, 0) and not side_won(guc, 1)


def test_an_online_win_is_entered_under_its_rules(games: dict[str, GameState]) -> None:
    classic = games["classic"]
    assert online_entry(classic, 0, "2026-01-02", "f") is None  # a loss
    table, entry = online_entry(classic, 1, "2026-01-02", "f")  # type: ignore[misc]
    assert table == online_table("classic") == "online:classic" and table in TABLES
    assert (entry.turns, entry.name) == (turns_elapsed(classic), classic.names[1])
    scores, place = HighScores().add(table, entry)
    assert place == 0 and scores.add(table, entry) == (scores, None)
    assert HighScores.from_dict(json.loads(json.dumps(scores.to_dict()))).table(table) == (entry,)
