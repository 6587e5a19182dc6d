"""The policy protocol shared by every CPU level (and usable for the human seat in tests)."""

from __future__ import annotations

from typing import Protocol

from ..model.actions import Action
from .observation import Observation


class Policy(Protocol):
    """Chooses an action for the seat that is to act; must return one of ``obs.legal_actions``."""

    name: str

    def choose(self, obs: Observation) -> Action: ...
