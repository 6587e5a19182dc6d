"""Statistics update rules (jackaroo.model.statistics)."""

from __future__ import annotations

import json

import pytest
from support.position import position

from jackaroo.model.events import HomeCause, MarbleMoved, MarbleSentHome
from jackaroo.model.statistics import (
    RECENT,
    GameResult,
    LevelStats,
    Statistics,
    count_captures,
    strongest_level,
    turns_elapsed,
)


def result(level="random", won=True, turns=40, captures=0, fingerprint=None) -> GameResult:
    result.n = getattr(result, "n", 0) + 1
    return GameResult(level, won, turns, captures, fingerprint or f"game{result.n}")


def test_new_statistics_are_empty() -> None:
    stats = Statistics()
    assert stats.played == stats.won == stats.captures == 0
    assert stats.current_streak == stats.best_streak == 0
    assert stats.fastest_win is None
    assert set(stats.levels) == {"random", "greedy", "expert", "master"}


def test_a_win_and_a_loss_are_counted_under_their_level() -> None:
    stats = Statistics().add(result("greedy", True, 50, 3)).add(result("expert", False, 30, 1))
    assert stats.levels["greedy"] == LevelStats(1, 1, 50)
    assert stats.levels["expert"] == LevelStats(1, 0, None)
    assert stats.levels["random"] == LevelStats()
    assert (stats.played, stats.won, stats.captures) == (2, 1, 4)


def test_streaks_grow_with_wins_and_end_with_a_loss() -> None:
    stats = Statistics()
    streaks = []
    for won in (True, True, False, True, True, True, False, True):
        stats = stats.add(result(won=won))
        streaks.append((stats.current_streak, stats.best_streak))
    assert streaks == [(1, 1), (2, 2), (0, 2), (1, 2), (2, 2), (3, 3), (0, 3), (1, 3)]


def test_the_fastest_win_is_the_fewest_turns_of_a_win() -> None:
    stats = Statistics().add(result(turns=60)).add(result(turns=45)).add(result(turns=70))
    stats = stats.add(result(won=False, turns=10))  # a quick loss is no record
    assert stats.fastest_win == 45
    stats = stats.add(result("expert", turns=44))
    assert stats.levels["random"].fastest_win == 45
    assert stats.fastest_win == 44


def test_a_game_counts_once() -> None:
    once = Statistics().add(result(fingerprint="same"))
    assert once.add(result(fingerprint="same", won=False)) is once
    assert once.played == 1


def test_only_the_last_fingerprints_are_kept() -> None:
    stats = Statistics()
    for i in range(RECENT + 5):
        stats = stats.add(result(fingerprint=f"g{i}"))
    assert len(stats.recent) == RECENT
    assert stats.recent[-1] == f"g{RECENT + 4}"
    assert stats.played == RECENT + 5


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        Statistics().add(result("grandmaster"))


def test_the_stored_form_round_trips_through_json() -> None:
    stats = Statistics().add(result("greedy", True, 50, 3)).add(result("expert", False, 30, 1))
    assert Statistics.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


@pytest.mark.parametrize(
    "damaged",
    [None, [], "x", {"levels": 3}, {"levels": {"random": {"played": -1, "won": "2"}}}, {"captures": True}],
)
def test_damaged_stored_statistics_read_as_zero(damaged) -> None:
    assert Statistics.from_dict(damaged) == Statistics()


def test_stored_figures_are_made_consistent() -> None:
    stats = Statistics.from_dict(
        {
            "levels": {"random": {"played": 2, "won": 5, "fastest_win": 30}},
            "current_streak": 4,
            "best_streak": 1,
        }
    )
    assert stats.levels["random"] == LevelStats(2, 2, 30)
    assert stats.best_streak == 4


def test_the_strongest_cpu_level_names_the_table() -> None:
    assert strongest_level(("human", "random", "random", "random"), 0) == "random"
    assert strongest_level(("human", "greedy", "random", "random"), 0) == "greedy"
    assert strongest_level(("human", "random", "expert", "greedy"), 0) == "expert"
    assert strongest_level(("expert", "human", "random", "random"), 1) == "expert"


def test_turns_count_four_to_a_round() -> None:
    state = position("s0 s1 s2 s3", "7S", winner=0, round=3).state  # turn 3 of round 3
    assert turns_elapsed(state) == 4 * 2 + 3 + 1


def test_result_of_a_finished_game() -> None:
    final = position("s0 s1 s2 s3 | t40", "7S", winner=0, round=2).state
    assert GameResult.of(final, 0, 2, "fp") == GameResult("random", True, 8, 2, "fp")
    assert GameResult.of(final, 1, 0, "fp").won is False
    with pytest.raises(ValueError):
        GameResult.of(position("t5", "7S").state, 0, 0, "fp")


def test_captures_are_opponents_marbles_sent_home_by_the_seat() -> None:
    events = [
        MarbleSentHome(4, 30, HomeCause.CAPTURE, 0),
        MarbleSentHome(8, 55, HomeCause.KING, 0),
        MarbleSentHome(12, 75, HomeCause.FIELD_CAPTURE, 0),
        MarbleSentHome(5, 40, HomeCause.BURN, 0),
        MarbleSentHome(1, 12, HomeCause.KING, 0),  # own marble
        MarbleSentHome(6, 17, HomeCause.TRAP, 0),  # a trap is not a capture
        MarbleSentHome(0, 20, HomeCause.CAPTURE, 1),  # by someone else
        MarbleMoved(0, 10, (11, 12)),
    ]
    assert count_captures(events, 0) == 4
    assert count_captures(events, 1) == 1


def test_an_assisted_game_is_counted_apart_and_leaves_the_streak_alone() -> None:
    stats = Statistics().add(result(won=True, fingerprint="a"))
    helped = GameResult("greedy", True, 30, 2, "b", assisted=True)
    stats = stats.add(helped)
    assert (stats.assisted_played, stats.assisted_won) == (1, 1)
    assert stats.played == 1 and stats.levels["greedy"].played == 0  # no level figure
    assert stats.current_streak == 1 and stats.best_streak == 1  # neither grown nor ended
    assert stats.fastest_win == 40  # an assisted win is never the fastest
    assert stats.captures == 2
    lost = stats.add(GameResult("random", False, 50, 0, "c", assisted=True))
    assert (lost.assisted_played, lost.assisted_won, lost.current_streak) == (2, 1, 1)
    again = Statistics.from_dict(json.loads(json.dumps(lost.to_dict())))
    assert again == lost
    assert Statistics.from_dict({"assisted": {"played": 1, "won": 5}}).assisted_won == 1
