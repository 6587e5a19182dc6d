"""Layering rules: the rules engine, the CPU players, the simulator and the game server are pure Python.

- importing ``jackaroo.model``, ``jackaroo.ai``, ``jackaroo.sim``, the server and its client loads no
  Qt module;
- no file under ``jackaroo/model`` or ``jackaroo/ai`` imports PySide6 (or shiboken6);
- nothing there draws from the ``random`` module's global generator: chance goes through the game's
  own seeded generator and each policy's own ``random.Random``.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PURE_PACKAGES = ("jackaroo/model", "jackaroo/ai")
QT_PREFIXES = ("PySide6", "shiboken6")
#: ``random.<fn>(`` for any fn but the generator constructors (not ``self._random.x(`` or ``rng.x(``)
GLOBAL_RANDOM_CALL = re.compile(r"(?<![\w.])random\.(?!Random\b|SystemRandom\b)\w+\s*\(")
QT_IMPORT_LINE = re.compile(r"^\s*(from|import)\s+(PySide6|shiboken6)\b", re.MULTILINE)
#: the only names of the random module these packages may use (constructors of own generators)
RANDOM_ALLOWED = frozenset({"Random", "SystemRandom"})


def pure_files() -> list[Path]:
    files = sorted(f for package in PURE_PACKAGES for f in (ROOT / package).rglob("*.py"))
    assert files, "no source files found"
    return files


def test_importing_the_headless_packages_loads_no_qt() -> None:
    code = (
        "import sys, json\n"
        "import jackaroo.model, jackaroo.ai, jackaroo.sim\n"
        "import jackaroo.model.rules.guc, jackaroo.ai.random_policy\n"
        "import jackaroo.server.__main__, jackaroo.server.app, jackaroo.online.client, jackaroo.loadtest\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True, timeout=120
    )
    modules = json.loads(out.stdout)
    assert "jackaroo.sim" in modules
    qt = [m for m in modules if m.startswith(QT_PREFIXES)]
    assert qt == [], f"Qt modules loaded: {qt}"


def qt_imports(source: str) -> list[str]:
    """Modules starting with PySide6/shiboken6 that ``source`` imports (any form, any depth)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.extend(a.name for a in node.names if a.name.startswith(QT_PREFIXES))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(QT_PREFIXES):
            found.append(node.module)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id)
            in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and str(node.args[0].value).startswith(QT_PREFIXES)
        ):
            found.append(str(node.args[0].value))
    return found


def global_random_uses(source: str) -> list[str]:
    """Uses of the random module's global generator in ``source``: ``random.<fn>(...)`` (under any
    alias of the module) and ``from random import <fn>`` for anything but Random and SystemRandom."""
    tree = ast.parse(source)
    aliases = {"random"}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            aliases.update(a.asname or a.name for a in node.names if a.name == "random")
        elif isinstance(node, ast.ImportFrom) and node.module == "random" and node.level == 0:
            found.extend(f"from random import {a.name}" for a in node.names if a.name not in RANDOM_ALLOWED)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in aliases
            and node.attr not in RANDOM_ALLOWED
        ):
            found.append(f"{node.value.id}.{node.attr}")
    return found


@pytest.mark.parametrize("path", pure_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_qt_import_in_model_or_ai(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert qt_imports(source) == []
    assert not QT_IMPORT_LINE.search(source), "imports Qt (text check)"


@pytest.mark.parametrize("path", pure_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_global_random_generator_in_model_or_ai(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert global_random_uses(source) == []
    assert GLOBAL_RANDOM_CALL.findall(source) == [], "calls the global generator (text check)"


def test_the_checkers_catch_what_they_look_for() -> None:
    assert qt_imports("import PySide6.QtCore") == ["PySide6.QtCore"]
    assert qt_imports("from PySide6.QtWidgets import QWidget") == ["PySide6.QtWidgets"]
    assert qt_imports("import importlib\nimportlib.import_module('shiboken6')") == ["shiboken6"]
    assert qt_imports("import json") == []
    assert QT_IMPORT_LINE.search("    from PySide6 import QtCore")
    assert not QT_IMPORT_LINE.search('"""Pure Python: no PySide6 here."""')
    assert GLOBAL_RANDOM_CALL.findall("x = random.randint(1, 6)\ny = random.choice(z)") == [
        "random.randint(",
        "random.choice(",
    ]
    assert GLOBAL_RANDOM_CALL.findall("random.Random(1); random.SystemRandom(); self._random.choice(x)") == []
    assert global_random_uses("import random\nx = random.random()") == ["random.random"]
    assert global_random_uses("import random\nrandom.shuffle(xs)") == ["random.shuffle"]
    assert global_random_uses("import random as r\nr.choice(xs)") == ["r.choice"]
    assert global_random_uses("from random import randint") == ["from random import randint"]
    assert global_random_uses("def f():\n    import random\n    return random.sample(x, 2)") == [
        "random.sample"
    ]
    ok = "import random\nrng = random.Random(3)\nsr = random.SystemRandom()\nrng.randrange(5)\n"
    ok += "self._random.choice(x)\nfrom random import Random\n"
    assert global_random_uses(ok) == []
