"""The rule for the names people give themselves online, shared by the server and the app.

A name is kept in Unicode normalisation form NFKC (UAX #15), with every run of spaces made one
space and none at either end.  It is refused if, once normalised, it:

- is empty, or holds no letter, digit, punctuation or symbol (only spaces and marks);
- holds a control, format, surrogate, private-use or unassigned code point (general categories
  Cc, Cf, Cs, Co, Cn: the BOM, the soft hyphen, zero-width characters, direction marks, U+FFFF),
  a line or paragraph separator, a Default_Ignorable_Code_Point (Unicode's DerivedCoreProperties:
  the Hangul fillers, variation selectors, the combining grapheme joiner...) or the blank Braille
  pattern U+2800;
- stacks more than :data:`MAX_MARKS` combining marks on one character;
- is longer than :data:`MAX_NAME` user-perceived characters: a character here is a code point that
  is not a combining mark (Mn, Mc, Me) with the marks that follow it, which is what UAX #29's
  extended grapheme clusters are for names that hold no format character (ZWJ included).

Arabic and Latin letters, and every other script's, are welcome.  Two people at one table may not
share a name: :func:`name_key` is the form compared (NFKC of the case-folded NFKC, so "Sara",
"SARA" and the full-width "Ｓａｒａ" are one name).  The tables are Python's ``unicodedata`` (Unicode
14.0 on Python 3.11).  Nothing here imports Qt or the server.
"""

from __future__ import annotations

import unicodedata

#: the longest name, in user-perceived characters
MAX_NAME = 24
#: the most combining marks one character may carry (Arabic's shadda with a vowel sign is two)
MAX_MARKS = 3
#: the longest name on the wire, in code points (every character with all its marks)
MAX_NAME_CODEPOINTS = MAX_NAME * (1 + MAX_MARKS)

_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_MARKS = frozenset({"Mn", "Mc", "Me"})
_VISIBLE = frozenset("LNPS")
#: Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 15.1) as ranges, and U+2800
_INVISIBLE = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x2800, 0x2800),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)


class NameRefused(ValueError):
    """A name the rule refuses; ``str()`` says why, in English for a person."""


def _invisible(char: str) -> bool:
    point = ord(char)
    return any(low <= point <= high for low, high in _INVISIBLE)


def clean_name(text: str) -> str:
    """``text`` as a name is kept: NFKC, spaces folded to one and stripped.

    Raises NameRefused when the rule above refuses it.
    """
    name = _fold_spaces(unicodedata.normalize("NFKC", text))
    if not name:
        raise NameRefused("a name needs at least one letter or digit")
    characters = 0
    marks = 0
    visible = False
    for char in name:
        category = unicodedata.category(char)
        if category in _REFUSED_CATEGORIES or _invisible(char):
            raise NameRefused("a name may not hold invisible, format or control characters")
        if category in _MARKS:
            if not characters:
                raise NameRefused("a name may not begin with an accent")
            marks += 1
            if marks > MAX_MARKS:
                raise NameRefused(f"a name may stack at most {MAX_MARKS} accents on one letter")
            continue
        marks = 0
        characters += 1
        visible = visible or category[0] in _VISIBLE
    if not visible:
        raise NameRefused("a name needs at least one letter or digit")
    if characters > MAX_NAME:
        raise NameRefused(f"a name is at most {MAX_NAME} characters long")
    return name


def name_key(name: str) -> str:
    """The form two names are compared in, case- and form-insensitive: NFKC(casefold(NFKC(name)))
    with spaces folded (Unicode's compatibility caseless match, chapter 3, in form NFKC)."""
    return _fold_spaces(unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold()))


def _fold_spaces(text: str) -> str:
    """Every run of space separators (Zs) made one space, none at either end (other white space,
    such as tabs and line separators, is left for the rule to refuse)."""
    spaced = "".join(" " if unicodedata.category(char) == "Zs" else char for char in text)
    return " ".join(part for part in spaced.split(" ") if part)
