"""Rulesets: each decides legal actions and applies them for one variant of the game.

``RULESETS`` maps the state notation's ``"ruleset"`` name to its implementation.  The default game
("guc", RULES.md) is :class:`~jackaroo.model.rules.guc.GucRules`; the traditional rulebook will be a
second entry.
"""

from __future__ import annotations

from .base import Ruleset
from .guc import GucRules

RULESETS: dict[str, type[Ruleset]] = {GucRules.name: GucRules}
DEFAULT_RULESET = GucRules.name

__all__ = ["DEFAULT_RULESET", "RULESETS", "GucRules", "Ruleset"]
