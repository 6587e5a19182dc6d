"""Computer players.  A policy maps what one seat may see (an :class:`Observation`) to an action."""

from .observation import Observation, observe
from .policy import Policy
from .random_policy import RandomPolicy
from .registry import LEVELS, make_policy

__all__ = ["LEVELS", "Observation", "Policy", "RandomPolicy", "make_policy", "observe"]
