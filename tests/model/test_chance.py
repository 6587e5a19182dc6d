"""The game's draws are the standard library's: a seed deals the same game on the pure and the
compiled engine, and on the generator Python's ``random.Random`` would be (jackaroo/model/chance.py)."""

import random

import pytest

from jackaroo.model import chance
from jackaroo.model.chance import Chance


@pytest.mark.parametrize("seed", range(20))
def test_shuffle_orders_as_the_standard_library_does(seed: int) -> None:
    for size in (0, 1, 2, 3, 7, 64, 102, 300):
        ours, theirs = list(range(size)), list(range(size))
        mine, reference = random.Random(seed), random.Random(seed)
        chance.shuffle(mine, ours)
        reference.shuffle(theirs)
        assert ours == theirs
        assert mine.getstate() == reference.getstate()  # and leaves the generator where it would


@pytest.mark.parametrize("seed", range(20))
def test_randbelow_and_choice_draw_as_the_standard_library_does(seed: int) -> None:
    mine, reference = random.Random(seed), random.Random(seed)
    for n in (1, 2, 3, 5, 8, 13, 100, 2**31, 2**40 + 3):
        assert chance.randbelow(mine, n) == reference.randrange(n)
        items = list(range(n % 50 + 1))
        assert chance.choice(mine, items) == reference.choice(items)
    assert mine.getstate() == reference.getstate()


def test_a_chance_draws_as_random_random_seeded_alike() -> None:
    ours, reference = Chance(11), random.Random(11)
    deck = list(range(102))
    expected = deck[:]
    ours.shuffle(deck)
    reference.shuffle(expected)
    assert deck == expected
    assert ours.randrange(10) == reference.randrange(10)
    assert ours.choice("abcdef") == reference.choice("abcdef")


def test_empty_draws_are_refused() -> None:
    with pytest.raises(ValueError):
        chance.randbelow(random.Random(1), 0)
    with pytest.raises(ValueError):
        chance.choice(random.Random(1), [])
