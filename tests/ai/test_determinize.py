"""Determinizations agree with what the seat knows: its hand, the public cards and the trap sightings."""

import random
from collections import Counter

import pytest
from position import position

from jackaroo.ai.determinize import MOVE_CHANCE, START_CHANCE, Determinizer, trap_weights
from jackaroo.ai.observation import observe
from jackaroo.model.board import NORMAL_CELLS
from jackaroo.model.sightings import TrapSightings


def test_without_sightings_every_normal_cell_is_as_likely():
    weights = dict(trap_weights(TrapSightings()))
    assert set(weights) == set(NORMAL_CELLS)
    assert all(w == pytest.approx(START_CHANCE) for w in weights.values())


def test_a_cell_proved_free_since_the_last_trap_moved_gets_no_trap():
    last_free = [-1] * 100
    last_free[16], last_free[30] = 3, 2  # 16 proved free after the third trap moved, 30 before it
    weights = dict(trap_weights(TrapSightings(tuple(last_free), moved=3)))
    assert 16 not in weights
    assert weights[30] == pytest.approx(MOVE_CHANCE)
    assert weights[31] == pytest.approx(1 - (1 - START_CHANCE) * (1 - MOVE_CHANCE) ** 3)


def test_determinized_traps_avoid_cells_proved_free():
    g = position("t10 t40", "6S 2S", traps=[51, 61])
    g.play("6S move t10")  # 16 proved free, no trap moved
    obs = observe(g, 0)
    determinizer = Determinizer(obs, g.rules.deck())
    rng = random.Random(1)
    counts: Counter[int] = Counter()
    for _ in range(300):
        traps = determinizer.sample(rng).traps
        assert len(set(traps)) == 8 and set(traps) <= set(NORMAL_CELLS)
        counts.update(traps)
    assert 16 not in counts
    assert len(counts) == len(NORMAL_CELLS) - 1  # every other cell is possible
