"""Rulesets: each decides legal actions and applies them for one variant of the game.

``RULESETS`` maps the state notation's ``"ruleset"`` name to its implementation.  The default game
("guc", RULES.md) is :class:`~jackaroo.model.rules.guc.GucRules`; the traditional rulebook
(docs/rules-classic.md) is :class:`~jackaroo.model.rules.classic.ClassicRules` ("classic").
"""

from __future__ import annotations

from .base import Ruleset
from .classic import ClassicRules
from .guc import GucRules

RULESETS: dict[str, type[Ruleset]] = {GucRules.name: GucRules, ClassicRules.name: ClassicRules}
DEFAULT_RULESET = GucRules.name
CLASSIC_RULESET = ClassicRules.name

__all__ = ["CLASSIC_RULESET", "DEFAULT_RULESET", "RULESETS", "ClassicRules", "GucRules", "Ruleset"]
