"""The shape of the code: imports run one way, the rooms stay as drawn, and no module grows past
about 400 lines.

- No import cycle inside ``jackaroo``, counting every import: at run time, inside functions and
  under ``if TYPE_CHECKING:`` (a type-only circle is still two modules that cannot be read apart).
- The layers and rooms of docs/architecture.md: the model imports nothing above it, the AI only the
  model, the view neither the controller nor the AI, the view's words, settings, board and sound no
  window or dialog, the controller's turns no other room, and only the composition the game
  controller (:data:`FORBIDDEN`).
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
    source: str, name: str, is_package: bool, known: set[str], *, type_only: bool = False
) -> set[str]:
    """The modules of ``known`` that module ``name`` imports when it runs (with ``type_only``, also
    those it imports for type checking only)."""
    tree = ast.parse(source)
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if not type_only and isinstance(node, ast.If):
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
    """Each module of ``jackaroo`` and the modules of ``jackaroo`` it imports."""
    files = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    known = set(files)
    return {
        name: runtime_imports(
            path.read_text(encoding="utf-8"), name, path.name == "__init__.py", known, type_only=type_only
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


def test_no_import_cycle_counting_type_only_imports() -> None:
    assert cycle(import_graph(type_only=True)) == []


#: the modules every layer may use: where the game's files are, and its version (no jackaroo import)
FOUNDATION = ("jackaroo.resources", "jackaroo.version")
#: (modules under this prefix, may import only these prefixes): the layers of docs/architecture.md
ONLY = (
    ("jackaroo.model", ("jackaroo.model", *FOUNDATION)),
    ("jackaroo.ai", ("jackaroo.ai", "jackaroo.model", *FOUNDATION)),
    ("jackaroo.online", ("jackaroo.online", "jackaroo.model", "jackaroo.ai", *FOUNDATION)),
)
#: (modules under this prefix, may not import these prefixes): the rooms of the view and controller
FORBIDDEN = (
    ("jackaroo.view", ("jackaroo.controller", "jackaroo.ai", "jackaroo.server", "jackaroo.composition")),
    ("jackaroo.view.text", ("jackaroo.view.window", "jackaroo.view.dialogs", "jackaroo.view.online")),
    ("jackaroo.view.settings", ("jackaroo.view.window", "jackaroo.view.dialogs", "jackaroo.view.online")),
    ("jackaroo.view.board", ("jackaroo.view.window", "jackaroo.view.dialogs", "jackaroo.view.online")),
    ("jackaroo.view.audio", ("jackaroo.view.window", "jackaroo.view.dialogs", "jackaroo.view.online")),
    ("jackaroo.view.online", ("jackaroo.online.client", "jackaroo.view.window")),
    (
        "jackaroo.controller.turns",
        (
            "jackaroo.controller.game_controller",
            "jackaroo.controller.table",
            "jackaroo.controller.lessons",
            "jackaroo.controller.online",
            "jackaroo.controller.records",
            "jackaroo.controller.settings",
        ),
    ),
    ("jackaroo.controller.lessons", ("jackaroo.controller.game_controller",)),
    ("jackaroo.controller.online", ("jackaroo.controller.game_controller",)),
    ("jackaroo.controller.records", ("jackaroo.controller.game_controller",)),
    ("jackaroo.controller.settings", ("jackaroo.controller.game_controller",)),
    ("jackaroo.server", ("jackaroo.view", "jackaroo.controller")),
)


def under(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def misplaced_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import of ``graph`` that breaks :data:`ONLY` or :data:`FORBIDDEN`, as "a -> b"."""
    found = []
    for module, imported in sorted(graph.items()):
        for target in sorted(imported):
            for prefix, allowed in ONLY:
                if under(module, prefix) and not any(under(target, a) for a in allowed):
                    found.append(f"{module} -> {target}")
            for prefix, banned in FORBIDDEN:
                if under(module, prefix) and any(under(target, b) for b in banned):
                    found.append(f"{module} -> {target}")
    return found


def test_the_layers_and_rooms_are_kept() -> None:
    assert misplaced_imports(import_graph(type_only=True)) == []


def test_the_room_check_sees_a_misplaced_import() -> None:
    graph = {
        "jackaroo.view.text.names": {"jackaroo.view.window.main_window", "jackaroo.model.cards"},
        "jackaroo.model.cards": {"jackaroo.resources", "jackaroo.view.board.layout"},
        "jackaroo.view.dialogs.start": {"jackaroo.ai.strength"},
        "jackaroo.controller.turns.hints": {"jackaroo.controller.turns.thinker"},
    }
    assert misplaced_imports(graph) == [
        "jackaroo.model.cards -> jackaroo.view.board.layout",
        "jackaroo.view.dialogs.start -> jackaroo.ai.strength",
        "jackaroo.view.text.names -> jackaroo.view.window.main_window",
    ]


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


#: "no function over 80 lines": a longer one is usually two ideas; tables of texts are data, not
#: functions (jackaroo/view/text/rules_text.py keeps its sections as a tuple)
MAX_FUNCTION_LINES = 80


def test_no_function_is_longer_than_80_lines() -> None:
    long = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    long.add(f"{path.relative_to(ROOT)}:{node.name}")
    assert not long, f"split these along their ideas: {sorted(long)}"
