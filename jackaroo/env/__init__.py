"""A research interface: Jackaroo as a PettingZoo AEC environment (optional extra ``env``).

``from jackaroo.env import env; e = env(ruleset="guc")`` (or ``ruleset="classic", players=2``);
see :mod:`jackaroo.env.aec` for the observation and rewards, :mod:`jackaroo.env.space` for the
numbered actions, and ``scripts/env_example.py`` for Random against Expert through it.
"""

from __future__ import annotations

from .aec import OBSERVATION_SIZE, JackarooEnv, env, features
from .space import ACTION_COUNT, action_index, index_action

__all__ = [
    "ACTION_COUNT",
    "OBSERVATION_SIZE",
    "JackarooEnv",
    "action_index",
    "env",
    "features",
    "index_action",
]
