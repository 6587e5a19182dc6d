"""Refresh the game's translations: ``python scripts/update_translations.py`` (docs/translating.md).

1. Writes ``jackaroo/view/text/extracted_texts.py``: the texts lupdate cannot find in the code itself,
   as ``QT_TRANSLATE_NOOP`` entries: the model's error templates (context ``Errors``; the model
   imports no Qt, so they are read from its source), the action verbs that errors name (``Log``)
   and the card descriptions of ``data/Cards.csv`` (``Cards``).
2. Runs ``pyside6-lupdate`` over every ``.py`` of ``jackaroo/`` into each
   ``resources/i18n/jackaroo_<lang>.ts`` (new texts come in unfinished, texts gone from the code are
   dropped; ``jackaroo_en.ts`` holds only the English plural forms of ``%n`` texts).
3. Runs ``pyside6-lrelease`` on each ``.ts`` into the ``.qm`` the game loads (committed).

``--check`` changes nothing and exits 1 if any of the three is not up to date (a test runs it).
"""

from __future__ import annotations

import argparse
import ast
import csv
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
EXTRACTED = ROOT / "jackaroo" / "view" / "text" / "extracted_texts.py"
#: languages whose .ts holds only plural forms (the source language)
PLURAL_ONLY = {"en"}


def _called_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _parts(node: ast.expr) -> list[str | ast.Name]:
    """The texts an error message argument may be: a literal, a module constant (its Name), and
    the branches of ``a or b`` and ``a if c else b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Name):
        return [node]
    if isinstance(node, ast.BoolOp):
        return [part for value in node.values for part in _parts(value)]
    if isinstance(node, ast.IfExp):
        return [*_parts(node.body), *_parts(node.orelse)]
    return []


def error_templates(model: Path = ROOT / "jackaroo" / "model") -> list[str]:
    """Every message template of the model's errors, in source order, once each: the first argument
    of a call to a class named ``*Error`` or of a ``__init__`` call inside one, and what the
    ``*_problem`` functions return (their answers become error messages), each a literal or a
    module constant of the model."""
    constants: dict[str, list[str]] = {}
    parts: list[str | ast.Name] = []
    for path in sorted(model.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for statement in tree.body:
            # ``NAME = "text"`` or ``NAME: Final = "text"``
            target: ast.expr | None = None
            value: ast.expr | None = None
            if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
                target, value = statement.targets[0], statement.value
            elif isinstance(statement, ast.AnnAssign):
                target, value = statement.target, statement.value
            if target is not None:
                text = value.value if isinstance(value, ast.Constant) else None
                if isinstance(target, ast.Name) and isinstance(text, str):
                    constants.setdefault(target.id, []).append(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _called_name(node).endswith("Error") and node.args:
                parts.extend(_parts(node.args[0]))
            elif isinstance(node, ast.ClassDef) and node.name.endswith("Error"):
                # an error class that builds its own message: super().__init__("template", ...)
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Call) and _called_name(inner) == "__init__" and inner.args:
                        parts.extend(_parts(inner.args[0]))
            elif isinstance(node, ast.FunctionDef) and node.name.endswith("_problem"):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Return) and inner.value is not None:
                        parts.extend(_parts(inner.value))
    texts: list[str] = []
    for part in parts:
        texts.extend(constants.get(part.id, []) if isinstance(part, ast.Name) else [part])
    return list(dict.fromkeys(text for text in texts if text.strip()))


def verbs() -> list[str]:
    """The action verbs' notation words (an error may name one: "A Five cannot swap")."""
    sys.path.insert(0, str(ROOT))
    from jackaroo.model.actions import Verb

    return [verb.value for verb in Verb]


def card_descriptions() -> list[str]:
    """The description column of data/Cards.csv (a card's tooltip)."""
    with (ROOT / "data" / "Cards.csv").open(encoding="utf-8", newline="") as stream:
        rows = list(csv.reader(stream))
    return list(dict.fromkeys(row[3].strip() for row in rows if len(row) > 3 and row[3].strip()))


def _noops(context: str, texts: list[str]) -> list[str]:
    return [f'    QT_TRANSLATE_NOOP("{context}", {json.dumps(text, ensure_ascii=False)}),' for text in texts]


def extracted_source() -> str:
    """The text of jackaroo/view/text/extracted_texts.py."""
    lines = [
        '"""Texts lupdate cannot find in the code: the model\'s error templates, the action verbs and the',
        "card descriptions of data/Cards.csv.  Written by scripts/update_translations.py; do not edit.",
        '"""',
        "",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP",
        "",
        "ERRORS = (",
        *_noops("Errors", error_templates()),
        ")",
        "VERBS = (",
        *_noops("Log", verbs()),
        ")",
        "CARDS = (",
        *_noops("Cards", card_descriptions()),
        ")",
        "",
    ]
    return "\n".join(lines)


def sources() -> list[Path]:
    """Every .py of the jackaroo package."""
    return sorted((ROOT / "jackaroo").rglob("*.py"))


def _tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).parent / name)
    return found


def lupdate(ts: Path) -> None:
    language = ts.stem.rpartition("_")[2]
    command = [_tool("pyside6-lupdate"), *map(str, sources()), "-ts", str(ts)]
    command += ["-locations", "none", "-no-obsolete", "-target-language", language, "-silent"]
    if language in PLURAL_ONLY:
        command += ["-pluralonly", "-source-language", "en"]
    subprocess.run(command, check=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def update(new: list[str]) -> None:
    """Refresh everything; ``new``: languages to start a .ts for (e.g. ``["fr"]``)."""
    EXTRACTED.write_text(extracted_source(), encoding="utf-8")
    I18N.mkdir(parents=True, exist_ok=True)
    wanted = {*I18N.glob("*.ts"), *(I18N / f"jackaroo_{language}.ts" for language in new)}
    for ts in sorted(wanted):
        lupdate(ts)
        lrelease(ts, ts.with_suffix(".qm"))
        print(f"{ts.relative_to(ROOT)} -> {ts.with_suffix('.qm').name}")


def _messages(ts: Path) -> dict[tuple[str, str, str], list[str]]:
    """(context, source, comment) -> the translation's forms (one, or one per plural form; [] while
    unfinished) of every message of ``ts``: what the game sees, whatever Qt version wrote the file."""
    found = {}
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            key = (name, message.findtext("source", ""), message.findtext("comment", ""))
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                found[key] = []
            else:
                forms = [form.text or "" for form in translation.iter("numerusform")]
                found[key] = forms or [translation.text or ""]
    return found


def _qm_mismatches(ts: Path, qm: Path) -> list[tuple[str, str, str]]:
    """The finished messages of ``ts`` that the compiled ``qm`` translates otherwise."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(str(qm)):
        return [("", str(qm), "cannot be loaded")]
    wrong = []
    for (context, source, comment), forms in _messages(ts).items():
        if not forms:
            continue
        if len(forms) == 1:
            got = {translator.translate(context, source, comment or None)}
        else:  # every plural form is picked by some count (QTranslator leaves %n to its caller)
            got = {translator.translate(context, source, comment or None, n) for n in range(0, 1002)}
        if got != set(forms):
            wrong.append((context, source, comment))
    return wrong


def check() -> list[str]:
    """What is not up to date (empty if all is).  Compared as the game sees them, not byte for
    byte, so that another version of Qt's tools agrees."""
    problems = []
    if not EXTRACTED.is_file() or EXTRACTED.read_text(encoding="utf-8") != extracted_source():
        problems.append(f"{EXTRACTED.relative_to(ROOT)} is not up to date")
    with tempfile.TemporaryDirectory() as folder:
        for ts in sorted(I18N.glob("*.ts")):
            copy = Path(folder) / ts.name
            shutil.copy(ts, copy)
            lupdate(copy)
            if _messages(copy) != _messages(ts):
                problems.append(f"{ts.relative_to(ROOT)} does not match the code: run this script")
            shipped = ts.with_suffix(".qm")
            if not shipped.is_file() or _qm_mismatches(ts, shipped):
                problems.append(f"{shipped.relative_to(ROOT)} is not compiled from its .ts: run this script")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if out of date")
    parser.add_argument("--add", metavar="LANG", action="append", default=[], help="start a language")
    options = parser.parse_args(argv)
    if options.check:
        problems = check()
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    update(options.add)
    return 0


if __name__ == "__main__":
    sys.exit(main())
