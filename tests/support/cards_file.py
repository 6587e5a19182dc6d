"""The reference Cards.csv (the course's file, unchanged) and variations of it for bad-file tests."""

from __future__ import annotations

from pathlib import Path

REFERENCE = Path(__file__).resolve().parents[1] / "data" / "reference_Cards.csv"
LINES = REFERENCE.read_text(encoding="utf-8").splitlines()
WHOLE = REFERENCE.read_bytes()
#: the loader's message for a line with the wrong number of fields (before ``, found N``)
FIELDS = "expected 6 fields (code,frequency,name,description,rank,suit)"


def with_line(number: int, text: str) -> bytes:
    """The reference file with line ``number`` (1-based) replaced by ``text``, as UTF-8."""
    lines = list(LINES)
    lines[number - 1] = text
    return ("\n".join(lines) + "\n").encode("utf-8")


def inserted(number: int, text: str) -> bytes:
    """The reference file with ``text`` inserted as line ``number``."""
    lines = list(LINES)
    lines.insert(number - 1, text)
    return ("\n".join(lines) + "\n").encode("utf-8")
