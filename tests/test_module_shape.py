"""The shape of the code: imports run one way, and no module grows past about 400 lines.

- No import cycle at run time inside ``jackaroo`` (imports under ``if TYPE_CHECKING:`` do not run
  and are left out; imports inside functions run, so they count).
- No import cycle at all inside the engine and the CPUs (``jackaroo.model``, ``jackaroo.ai``), type-only
  imports included: they are compiled as one program, and a module there reads as the layer below
  the ones that import it.
- Every module of ``jackaroo`` holds at most :data:`MAX_LINES` lines: one idea per module.
"""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "jackaroo"
#: "about 400 lines": the longest module may pass 400 by a few lines, not by a new idea's worth
MAX_LINES = 430


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def runtime_imports(
    source: str, name: str, is_package: bool, known: set[str], type_only: bool = False
) -> set[str]:
    """The modules of ``known`` that module ``name`` imports when it runs (with ``type_only``, those
    it imports for type checking only too)."""
    tree = ast.parse(source)
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and not type_only:
            test = node.test
            flag = test.id if isinstance(test, ast.Name) else getattr(test, "attr", None)
            if flag == "TYPE_CHECKING":
                skipped.update(id(sub) for stmt in node.body for sub in ast.walk(stmt))
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([node.module] if node.module else []))
            for alias in node.names:  # a submodule, else a name defined by the module ``base``
                found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
    return {module for module in found if module in known and module != name}


def import_graph(type_only: bool = False) -> dict[str, set[str]]:
    files = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    known = set(files)
    return {
        name: runtime_imports(
            path.read_text(encoding="utf-8"), name, path.name == "__init__.py", known, type_only
        )
        for name, path in files.items()
    }


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle of ``graph`` (module names, the first repeated at the end), or []."""
    try:
        TopologicalSorter(graph).prepare()
    except CycleError as error:
        return list(error.args[1])
    return []


def test_no_import_cycle_at_run_time() -> None:
    graph = import_graph()
    assert len(graph) > 50
    assert cycle(graph) == []


#: the layers compiled together (setup.py), where not even a type-only import may run in a circle
ENGINE = ("jackaroo.model", "jackaroo.ai")


def test_no_import_cycle_in_the_engine_type_only_imports_included() -> None:
    def inside(module: str) -> bool:
        return any(module == layer or module.startswith(layer + ".") for layer in ENGINE)

    graph = {
        name: {m for m in imports if inside(m)}
        for name, imports in import_graph(type_only=True).items()
        if inside(name)
    }
    assert len(graph) > 30
    assert cycle(graph) == []


def test_the_cycle_check_sees_relative_and_late_imports() -> None:
    known = {"pkg", "pkg.a", "pkg.b", "pkg.sub", "pkg.sub.c"}
    assert runtime_imports("from . import b", "pkg.a", False, known) == {"pkg.b"}
    assert runtime_imports("from .sub import c, name", "pkg.a", False, known) == {"pkg.sub", "pkg.sub.c"}
    assert runtime_imports("from ..a import x", "pkg.sub.c", False, known) == {"pkg.a"}
    assert runtime_imports("def f():\n    import pkg.b", "pkg.a", False, known) == {"pkg.b"}
    typed = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import B"
    assert runtime_imports(typed, "pkg.a", False, known) == set()
    assert runtime_imports(typed, "pkg.a", False, known, type_only=True) == {"pkg.b"}
    assert cycle({"pkg.a": {"pkg.b"}, "pkg.b": {"pkg.a"}})
    assert cycle({"pkg.a": {"pkg.b"}, "pkg.b": set()}) == []


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_is_longer_than_about_400_lines(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{path.name} has {lines} lines: split it along its ideas"
