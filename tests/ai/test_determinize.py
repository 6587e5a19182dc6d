"""Determinizations agree with what the seat knows: its hand, the public cards and the trap sightings."""

import random
from collections import Counter

import pytest
from support.position import position

from jackaroo.ai.determinize import MOVE_CHANCE, START_CHANCE, Determinizer, trap_chances, trap_weights
from jackaroo.ai.evaluate import MEAN_STEP, alive_table
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


def test_survival_chances_price_the_traps_likely_ahead():
    assert all(set(row) == {1.0} for row in alive_table([0.0] * 100))  # no trap can be ahead
    unseen = alive_table(trap_chances(trap_weights(TrapSightings())))[0]
    chances = list(unseen[:98])
    assert chances == sorted(chances)  # the further from the Entry, the more landings left to survive
    assert chances[97] == 1.0 and 0.25 < chances[1] < 0.4  # a third just out of its Base
    risky = [0.0] * 100
    risky[60] = 1.0  # a trap for sure on 60: only marbles behind it pay for it
    alive = alive_table(risky)[0]
    assert alive[60] == 1.0 and alive[59] == pytest.approx(1 - 1 / MEAN_STEP)


def test_trap_chances_share_out_the_eight_traps():
    chances = trap_chances(trap_weights(TrapSightings()))
    assert sum(chances) == pytest.approx(8)
    assert all(chances[c] == 0 for c in range(100) if c not in NORMAL_CELLS)
