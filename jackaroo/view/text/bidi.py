"""Sentences that read right in both directions: every value put into a translated sentence is
isolated from the words around it (Unicode directional isolates, UAX #9).

An Arabic sentence that begins with a Latin name ("Sara, …") would otherwise take the name's
direction for the whole line (its colon and comma on the wrong side, the end of the sentence on the
next line), and an English sentence that begins with an Arabic name would turn right to left.
:func:`fill` puts each value between FIRST STRONG ISOLATE (U+2068) and POP DIRECTIONAL ISOLATE
(U+2069) when its direction can differ from the sentence's (the direction of the template's first
letter, or the application's for a template of placeholders only): in a right-to-left sentence any
value with a Latin letter or a digit, in a left-to-right one any value with an Arabic or Hebrew
letter.  The marks are invisible; a value that reads in the sentence's own direction is left as is.
A right-to-left sentence with no Arabic letter outside its isolates ("{name}:") begins with a
RIGHT-TO-LEFT MARK, so that a label still lays it out right to left.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QTextDocument

#: FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE
FSI, PDI = "\u2068", "\u2069"
#: RIGHT-TO-LEFT MARK: an invisible right-to-left letter
RLM = "\u200f"
_RTL = frozenset({"R", "AL"})
#: LEFT-TO-RIGHT, RIGHT-TO-LEFT and FIRST STRONG ISOLATE
_ISOLATES = frozenset("\u2066\u2067\u2068")
_LTR_IN_RTL = frozenset({"L", "EN", "AN"})


def _right_to_left() -> bool:
    return QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft


def isolated(value: object, right_to_left: bool | None = None) -> str:
    """``value`` as text, between directional isolates if its direction may differ from a sentence
    of the language's direction (``right_to_left``; None: the application's layout direction)."""
    text = str(value)
    rtl = _right_to_left() if right_to_left is None else right_to_left
    foreign = _LTR_IN_RTL if rtl else _RTL
    if text.startswith(FSI) or not any(unicodedata.bidirectional(c) in foreign for c in text):
        return text
    return FSI + text + PDI


def right_to_left(template: str) -> bool:
    """Whether a sentence made from ``template`` reads right to left: its first letter outside the
    placeholders is Arabic or Hebrew (none: the application's layout direction)."""
    own = _first_letter_right_to_left(template, "{", "}")
    return _right_to_left() if own is None else own


def fill(template: str, /, **values: object) -> str:
    """``template.format(**values)`` with each value :func:`isolated` from the sentence's direction
    (a translated sentence's placeholders).  Raises KeyError for a placeholder ``values`` lacks.

    A right-to-left sentence whose first letter outside isolates is not right to left ("{name}:" in
    Arabic, its name isolated) begins with a RIGHT-TO-LEFT MARK: a label finds its direction from
    that letter (UAX #9, rule P2), and would otherwise lay "كمبيوتر 1:" out left to right, the colon
    first."""
    rtl = right_to_left(template)
    filled = {name: isolated(value, rtl) for name, value in values.items()}
    text = template.format(**filled)
    if rtl and not _first_letter_right_to_left(text, _ISOLATES, PDI):
        return RLM + text
    return text


def _first_letter_right_to_left(text: str, opening: str | frozenset[str], closing: str) -> bool | None:
    """Whether the first letter of ``text`` outside the spans between an ``opening`` character and
    its ``closing`` one (placeholders, directional isolates) is Arabic or Hebrew (True) or Latin
    (False); None when there is none."""
    depth = 0
    for char in text:
        if char in opening:
            depth += 1
        elif char == closing:
            depth = max(0, depth - 1)
        elif not depth:
            kind = unicodedata.bidirectional(char)
            if kind in _RTL:
                return True
            if kind == "L":
                return False
    return None


def align_to_reading_edge(document: QTextDocument) -> None:
    """Start ``document``'s lines at the edge the application reads from: the right one in Arabic.

    A QPlainTextEdit lays every line out from its left edge, whatever the line's direction; a log or
    a chat in Arabic would otherwise hang its lines from the wrong side."""
    option = document.defaultTextOption()
    option.setAlignment(Qt.AlignmentFlag.AlignRight if _right_to_left() else Qt.AlignmentFlag.AlignLeft)
    document.setDefaultTextOption(option)
