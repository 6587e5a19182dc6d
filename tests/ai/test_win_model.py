"""The fitted win-chance model: its features read the board as RULES.md lays it out, and its
chances rank positions the way any player would."""

from __future__ import annotations

import pytest

from jackaroo.ai.evaluate import alive_table
from jackaroo.ai.win_model import FEATURES, WEIGHTS, load_weights, seat_features, win_chance
from jackaroo.model.board import SIDE, entry_cell, safe_cell

HOME = (-1,) * 16


def with_marbles(**cells: int) -> tuple[int, ...]:
    """All marbles Home but those named ``m<index>=cell``."""
    marbles = list(HOME)
    for name, cell in cells.items():
        marbles[int(name[1:])] = cell
    return tuple(marbles)


def feature(marbles: tuple[int, ...], seat: int, name: str) -> float:
    return seat_features(marbles)[seat][FEATURES.index(name)]


def test_the_model_file_matches_the_features_and_favours_safe_marbles():
    assert load_weights() == WEIGHTS
    assert len(WEIGHTS) == len(FEATURES)
    assert WEIGHTS[FEATURES.index("safe")] > 0


def test_everyone_home_is_an_even_game():
    assert [round(win_chance(HOME, s), 9) for s in range(4)] == [0.25] * 4


def test_features_count_safe_track_and_base_marbles():
    marbles = with_marbles(m0=safe_cell(0, 3), m1=SIDE * 0, m2=50, m4=SIDE * 1)
    assert feature(marbles, 0, "safe") == 1
    assert feature(marbles, 0, "safe_depth") == 1.0
    assert feature(marbles, 0, "track") == 2
    assert feature(marbles, 0, "on_base") == 1
    assert feature(marbles, 0, "progress") == pytest.approx(0.5)
    assert feature(marbles, 0, "last") == 0.0  # marble 3 is still Home
    assert feature(marbles, 1, "track") == 1


def test_a_marble_within_reach_of_an_opponent_is_threatened_but_not_on_its_base():
    chased = with_marbles(m0=40, m4=33)  # seat 1's marble 7 cells behind
    assert feature(chased, 0, "threats") == 1
    on_base = with_marbles(m0=0, m4=95)
    assert feature(on_base, 0, "threats") == 0


def test_more_marbles_safe_or_further_on_is_a_better_chance():
    one_safe = with_marbles(m0=safe_cell(0, 3))
    two_safe = with_marbles(m0=safe_cell(0, 3), m1=safe_cell(0, 2))
    assert win_chance(two_safe, 0) > win_chance(one_safe, 0) > 0.25
    near = with_marbles(m0=90)
    far = with_marbles(m0=10)
    assert win_chance(near, 0) > win_chance(far, 0)


def test_traps_ahead_lower_a_marbles_chance_to_get_home():
    chances = [0.0] * 100
    chances[60] = 1.0
    alive = alive_table(chances)
    assert alive[0][50] < alive[0][70] == 1.0
    assert alive[0][entry_cell(0)] == 1.0
