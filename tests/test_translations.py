"""The translations (resources/i18n/): complete, up to date with the code, placeholders kept, and
every translatable text of the code seen by lupdate (docs/translating.md)."""

from __future__ import annotations

import ast
import re
import string
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from support.scripts import load_script

from jackaroo.model import errors, record

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
TS_FILES = sorted(I18N.glob("*.ts"))


def _script():
    return load_script("scripts/update_translations.py")


def messages(ts: Path) -> list[tuple[str, ElementTree.Element]]:
    """(context, message element) of every message of ``ts``."""
    root = ElementTree.parse(ts).getroot()
    return [
        (context.findtext("name", ""), message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def fields(text: str) -> set[str]:
    """The ``{name}`` fields of a str.format template (``{{`` is a brace, not a field)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_the_languages_are_there() -> None:
    assert {ts.stem for ts in TS_FILES} >= {"jackaroo_ar", "jackaroo_en"}
    for ts in TS_FILES:
        assert ts.with_suffix(".qm").is_file(), f"{ts.name} is not compiled"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda path: path.name)
def test_every_text_is_translated_and_none_is_left_over(ts: Path) -> None:
    left = [
        (context, message.findtext("source"), translation.get("type"))
        for context, message in messages(ts)
        if (translation := message.find("translation")) is not None
        and translation.get("type") in ("unfinished", "vanished", "obsolete")
    ]
    assert left == []


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda path: path.name)
def test_translations_keep_the_placeholders_of_their_source(ts: Path) -> None:
    wrong = []
    for context, message in messages(ts):
        source = message.findtext("source", "")
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            if fields(form) != fields(source):
                wrong.append((context, source, form))
    assert wrong == []


def test_the_arabic_translation_is_in_arabic() -> None:
    arabic = re.compile("[\u0600-\u06ff]")
    plain = [
        message.findtext("source")
        for _, message in messages(I18N / "jackaroo_ar.ts")
        if not message.get("numerus") and not arabic.search(message.findtext("translation") or "")
    ]
    # names of things that stay as they are, in every language
    assert set(plain) <= {
        "{player}: {notation}",
        "{rank} {suit}",
        "{name} · {level}",
        "{name}: {text}",  # a chat line
        "{name}:",  # a CPU seat's row in Settings ("CPU 4:", a typed name)
        "{level} {number}",  # a numbered CPU seat online ("Greedy 2")
        "{name} ({count})",  # a seat's captures at the end of an online game
        "{side} ({wins})",  # a side's wins in the series
        "{rating} ± {uncertainty}",  # a player's rating
        "✓ {number}. {title}",
        "    {number}. {title}",
        "&{number}. {side}",
        "'{where}': {exc}",
        "'initial': {error}",
        "'actions[{i}]' '{notation}': {error}",
    }


def test_the_translations_are_up_to_date_with_the_code_and_compiled() -> None:
    """scripts/update_translations.py --check: the extracted texts, the .ts files and the .qm."""
    assert _script().check() == []


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _texts_in_code() -> set[tuple[str, str]]:
    """(context, text) of every translate(...), self.tr(...) and QT_TRANSLATE_NOOP(...) call of
    jackaroo/ whose context and text are literals."""
    found: set[tuple[str, str]] = set()
    for path in (ROOT / "jackaroo").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            for call in ast.walk(node):
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute):
                    target = call.func.value
                    is_self = isinstance(target, ast.Name) and target.id == "self"
                    if call.func.attr == "tr" and is_self and call.args and (text := _literal(call.args[0])):
                        found.add((node.name, text))
        for call in ast.walk(tree):
            if not isinstance(call, ast.Call) or len(call.args) < 2:
                continue
            name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
            if name in ("translate", "QT_TRANSLATE_NOOP"):
                context, text = _literal(call.args[0]), _literal(call.args[1])
                if context and text:
                    found.add((context, text))
    return found


def test_lupdate_finds_every_translatable_text_of_the_code() -> None:
    """lupdate's Python parser skips some calls (one with a call or an attribute as its count);
    every literal text of the code must be in the translation."""
    in_ts = {
        (context, message.findtext("source", "")) for context, message in messages(I18N / "jackaroo_ar.ts")
    }
    assert _texts_in_code() - in_ts == set()


def test_model_errors_are_templates_not_formatted_strings() -> None:
    """A JackarooError's message is a template with named fields (translated, then filled), never an
    f-string (which no translation could match)."""
    family = {
        name
        for module in (errors, record)
        for name, value in vars(module).items()
        if isinstance(value, type) and issubclass(value, errors.JackarooError)
    }
    formatted = []
    for path in (ROOT / "jackaroo" / "model").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.JoinedStr):
                name = (
                    node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                )
                if name in family:
                    formatted.append(f"{path.name}:{node.lineno}")
    assert formatted == []
