"""Advice for a person choosing among a few plays: which one the Greedy evaluation prefers.

Used where the app must start a choice somewhere sensible, e.g. the split of a Seven between two
chosen marbles (the person may change it).  It sees only what the seat may see: the position is
evaluated on a determinization without traps, as :class:`~jackaroo.ai.greedy.GreedyPolicy` does.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..model.actions import Action
from ..model.chance import Chance
from ..model.game import Game
from .determinize import Determinizer
from .greedy import action_scores
from .observation import observe

#: the generator's seed: the same advice for the same position every time
SEED = 7


def best_of(game: Game, actions: Sequence[Action]) -> Action:
    """The action of ``actions`` (legal for the seat to act in ``game``, at least one) that the
    Greedy evaluation scores best; the first of equals.  Raises ValueError for no actions."""
    if not actions:
        raise ValueError("no action to choose from")
    if len(actions) == 1:
        return actions[0]
    observation = observe(game.copy(), game.current_seat)
    rng = random.Random(SEED)
    table = Determinizer(observation, game.rules.deck()).sample(rng, traps=False)
    scores = action_scores(tuple(actions), table, game.rules, Chance(SEED))
    best = max(scores)
    return next(action for action, score in zip(actions, scores, strict=True) if score == best)
