"""CPU levels by name: the names used by the state notation's ``player`` field, the app and the arena."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..model.players import EXPERT, GREEDY, MASTER, RANDOM
from .expert import ExpertPolicy, MasterPolicy
from .greedy import GreedyPolicy
from .policy import Policy
from .random_policy import RandomPolicy

#: level name (:data:`~jackaroo.model.players.CPU_LEVELS`, weakest first) -> factory taking the
#: policy's own seeded generator
LEVELS: dict[str, Callable[[random.Random], Policy]] = {
    RANDOM: RandomPolicy,
    GREEDY: GreedyPolicy,
    EXPERT: ExpertPolicy,
    MASTER: MasterPolicy,
}


def make_policy(level: str, seed: int | str | random.Random) -> Policy:
    """A new policy of ``level`` with its own generator seeded by ``seed``; KeyError if unknown."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    return LEVELS[level](rng)
