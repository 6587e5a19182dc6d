"""Build of the jackaroo package: the rules engine and the CPUs' search compiled with mypyc.

The metadata is pyproject.toml's; this file only adds the compiled modules, as black and mypy ship
themselves.  The source stays plain Python, the one source of truth: mypyc compiles the modules of
:data:`COMPILED` into C extensions that Python loads instead of their ``.py`` files, and the same
code runs interpreted wherever they are absent.

``JACKAROO_MYPYC`` chooses (docs/performance.md, "Compiled engine"):

- ``1``: compile (fails without mypy and a C compiler);
- ``0``: pure Python;
- unset: compile a wheel (``pip wheel .``, ``pip install .``, ``python -m build``) when mypyc can be
  imported, each extension optional (a machine without a C compiler gets the pure package); an
  editable install (``pip install -e .``) stays pure, so an edited module takes effect at once.

``JACKAROO_MYPYC=1 python setup.py build_ext --inplace`` compiles a checkout in place (CI does, and
the desktop bundle then carries the compiled modules); ``jackaroo --version`` says which engine
runs, and deleting the ``.so``/``.pyd`` files beside the sources goes back to pure Python.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup

ROOT = Path(__file__).resolve().parent

#: the modules compiled, relative to the checkout: the rules engine and the hot parts of the CPUs.
#: Left interpreted: ``model/errors.py`` (other layers subclass its errors), ``model/engine.py``
#: (it tells which modules are compiled) and what runs once a game, a file or a refused action
#: (notation, records, statistics, the invariants, a refusal's explanation, the loading check, the
#: CPU registry, review and strength figures): none of these is hot, the bundle has little room,
#: and a compiled class can be subclassed by interpreted code only where it says so
#: (``mypyc_attr(allow_interpreted_subclasses=True)``: ``Game`` and the CPU levels).
COMPILED = (
    "jackaroo/model/actions.py",
    "jackaroo/model/board.py",
    "jackaroo/model/cards.py",
    "jackaroo/model/chance.py",
    "jackaroo/model/events.py",
    "jackaroo/model/game.py",
    "jackaroo/model/players.py",
    "jackaroo/model/sightings.py",
    "jackaroo/model/state.py",
    "jackaroo/model/table.py",
    "jackaroo/model/rules/base.py",
    "jackaroo/model/rules/kernel.py",
    "jackaroo/model/rules/names.py",
    "jackaroo/model/rules/guc.py",
    "jackaroo/model/rules/guc_board.py",
    "jackaroo/model/rules/classic.py",
    "jackaroo/model/rules/classic_board.py",
    "jackaroo/ai/determinize.py",
    "jackaroo/ai/evaluate.py",
    "jackaroo/ai/expert.py",
    "jackaroo/ai/greedy.py",
    "jackaroo/ai/observation.py",
    "jackaroo/ai/random_policy.py",
    "jackaroo/ai/selfplay.py",
    "jackaroo/ai/win_model.py",
)
#: the shared library of the compiled modules, inside the package (``jackaroo/_engine__mypyc``)
GROUP = "jackaroo._engine"
EDITABLE_COMMANDS = ("editable_wheel", "develop")


def compile_choice() -> bool | None:
    """True: compile; False: pure Python; None: compile if possible (each extension optional)."""
    choice = os.environ.get("JACKAROO_MYPYC", "").strip().lower()
    if choice in ("1", "yes", "true", "on"):
        return True
    if choice in ("0", "no", "false", "off"):
        return False
    if any(command in sys.argv[1:] for command in EDITABLE_COMMANDS):
        return False
    return None


def ext_modules() -> list:
    choice = compile_choice()
    if choice is False:
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        if choice:
            raise
        print("setup.py: mypyc is not installed; building the pure-Python package", file=sys.stderr)
        return []
    os.chdir(ROOT)  # mypycify reads the paths relative to the checkout
    modules = mypycify(list(COMPILED), opt_level=os.environ.get("JACKAROO_MYPYC_OPT", "3"), group_name=GROUP)
    for module in modules:
        if choice is None:
            module.optional = True  # no C compiler: setuptools warns and the package stays pure
        if sys.platform.startswith("linux"):
            # one page per segment, not four: each module's small shim is 5 KB instead of 14 KB
            module.extra_link_args.append("-Wl,-z,noseparate-code")
    return modules


setup(ext_modules=ext_modules())
