"""The compiled engine and the pure one are the same program (setup.py, jackaroo.model.engine).

In a checkout compiled in place (CI compiles it: ``JACKAROO_MYPYC=1 python setup.py build_ext
--inplace``) these tests compare it with a copy of the plain sources: the simulator's per-game JSON
must be identical.  Without a compiled engine the comparison is skipped; the rest always runs.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from jackaroo.model import engine
from jackaroo.model.actions import Action
from jackaroo.model.events import MarbleMoved, TrapFired

ROOT = Path(__file__).resolve().parent.parent


def setup_compiled() -> list[str]:
    """setup.py's COMPILED list, as module names (read from its source: running it would build)."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == "COMPILED":
            paths = ast.literal_eval(node.value)
            return [path.removesuffix(".py").replace("/", ".") for path in paths]
    raise AssertionError("setup.py has no COMPILED list")


def test_the_engine_knows_what_setup_py_compiles() -> None:
    assert setup_compiled() == list(engine.COMPILED_MODULES)
    for name in engine.COMPILED_MODULES:
        assert (ROOT / (name.replace(".", "/") + ".py")).exists(), name


def test_the_engine_is_one_build_or_the_other() -> None:
    assert engine.engine() in (engine.COMPILED, engine.PURE)


def test_values_compare_hash_print_and_match_by_their_fields() -> None:
    a, b = MarbleMoved(3, 10, (11, 12)), MarbleMoved(3, 10, (11, 12))
    assert a == b and hash(a) == hash(b) and a != MarbleMoved(3, 10, (11, 13))
    assert a != TrapFired(3, 10) and a.target == 12
    assert repr(a) == "MarbleMoved(marble=3, start=10, path=(11, 12), backwards=False)"
    match a:
        case MarbleMoved(marble, start, path, backwards):
            assert (marble, start, path, backwards) == (3, 10, (11, 12), False)
    assert repr(Action.parse("7D split t10 s0 3")) == "Action('7D split t10 s0 3')"


def test_values_pickle() -> None:
    import pickle

    event = TrapFired(12, 40)
    assert pickle.loads(pickle.dumps(event)) == event
    action = Action.parse("JC swap t10 t40")
    assert pickle.loads(pickle.dumps(action)) == action


def pure_copy(target: Path) -> Path:
    """The package's sources (no compiled extension) and data/, laid out in ``target``."""
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd")
    shutil.copytree(ROOT / "jackaroo", target / "jackaroo", ignore=ignore)
    shutil.copytree(ROOT / "data", target / "data")
    return target


def simulate(where: Path | None, *args: str) -> str:
    env = dict(os.environ)
    if where is not None:
        env["PYTHONPATH"] = str(where)
    done = subprocess.run(
        [sys.executable, "-m", "jackaroo.sim", *args],
        cwd=where or ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    return done.stdout


@pytest.mark.skipif(engine.engine() != engine.COMPILED, reason="this checkout is not compiled")
@pytest.mark.parametrize("extra", [(), ("--ruleset", "classic", "--players", "3")])
def test_the_compiled_engine_plays_the_same_games_as_the_pure_one(tmp_path: Path, extra) -> None:
    pure = pure_copy(tmp_path)
    check = "from jackaroo.model.engine import engine; print(engine())"
    out = subprocess.run(
        [sys.executable, "-c", check], cwd=pure, env=dict(os.environ, PYTHONPATH=str(pure)),
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert out.stdout.strip() == engine.PURE
    args = ("--games", "30", "--seed", "3", "--per-game", "--jobs", "1", *extra)
    compiled_games = simulate(None, *args)
    assert compiled_games.count("\n") == 30
    assert simulate(pure, *args) == compiled_games
