"""The description's CPU ("Random" level, RULES.md section 5)."""

from __future__ import annotations

import random
from itertools import permutations
from typing import Final

from mypy_extensions import mypyc_attr

from ..model.actions import Action, Verb
from ..model.players import RANDOM
from .observation import Observation

#: every order of a hand of n cards (up to 5: the classic deal), for one draw per shuffle
_ORDERS: Final = [list(permutations(range(n))) for n in range(6)]


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, and still a base for other levels
class RandomPolicy:
    """Uniform among the hand's cards that have a legal action, then uniform among that card's
    actions; with no playable card, drops a uniformly chosen card.

    Cards are counted per slot of the hand, so two copies of a card are twice as likely.  The first
    playable card of a uniformly shuffled hand is a uniform choice among the playable ones, and it
    spares computing the actions of the other cards.  ``rng`` is the policy's own generator.
    """

    name = RANDOM

    def __init__(self, rng: random.Random | int | str | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, obs: Observation) -> Action:
        hand = obs.hand
        draw = self.rng.random  # int(draw() * n) is uniform on 0..n-1 up to n / 2**53, and C-fast
        orders = _ORDERS[len(hand)]
        order = orders[int(draw() * len(orders))]
        for i in order:
            actions = obs.card_actions(hand[i])
            if actions:
                return actions[int(draw() * len(actions))]
        return Action(hand[order[0]], Verb.DROP)
