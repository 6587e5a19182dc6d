"""Which build of the rules engine is loaded: compiled by mypyc, or the plain Python sources.

``setup.py`` compiles the engine and the CPUs' search with mypyc (docs/performance.md); Python then
loads each compiled module (a ``.so`` or ``.pyd`` file) instead of its ``.py`` source.  This module
is never compiled itself: it looks at the modules it imports.
"""

from __future__ import annotations

import importlib
from types import ModuleType

#: the modules setup.py compiles (its COMPILED list, as module names); tests/test_engine_build.py
#: keeps the two lists equal
COMPILED_MODULES = (
    "jackaroo.model.actions",
    "jackaroo.model.board",
    "jackaroo.model.cards",
    "jackaroo.model.chance",
    "jackaroo.model.events",
    "jackaroo.model.game",
    "jackaroo.model.players",
    "jackaroo.model.sightings",
    "jackaroo.model.state",
    "jackaroo.model.table",
    "jackaroo.model.rules.base",
    "jackaroo.model.rules.kernel",
    "jackaroo.model.rules.names",
    "jackaroo.model.rules.guc",
    "jackaroo.model.rules.guc_board",
    "jackaroo.model.rules.classic",
    "jackaroo.model.rules.classic_board",
    "jackaroo.ai.determinize",
    "jackaroo.ai.evaluate",
    "jackaroo.ai.expert",
    "jackaroo.ai.greedy",
    "jackaroo.ai.observation",
    "jackaroo.ai.random_policy",
    "jackaroo.ai.selfplay",
    "jackaroo.ai.win_model",
)
COMPILED = "compiled (mypyc)"
PURE = "pure Python"
MIXED = "mixed (a stale build: some modules compiled, some not)"


def is_compiled(module: ModuleType) -> bool:
    """Whether ``module`` was loaded from a C extension rather than Python source."""
    path = getattr(module, "__file__", None) or ""
    return not path.endswith((".py", ".pyc"))


def compiled_modules() -> tuple[str, ...]:
    """The modules of :data:`COMPILED_MODULES` loaded compiled (importing them all)."""
    return tuple(name for name in COMPILED_MODULES if is_compiled(importlib.import_module(name)))


def engine() -> str:
    """Which engine runs: :data:`COMPILED`, :data:`PURE` or :data:`MIXED`."""
    compiled = len(compiled_modules())
    if compiled == len(COMPILED_MODULES):
        return COMPILED
    return PURE if compiled == 0 else MIXED
