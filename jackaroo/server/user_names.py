"""The rule for account user names, on top of the table names' rule (:mod:`jackaroo.online.names`).

A user name is what a named account signs in with and what leaderboards show, so it is held to more
than a name typed at a table:

- everything :func:`~jackaroo.online.names.clean_name` asks (NFKC, spaces folded, no control,
  format, direction-override or invisible character, at most 24 characters as seen), and at least
  :data:`MIN_USER_NAME` characters;
- no word mixes letters of two scripts (Unicode's Script property, as the ``confusable_homoglyphs``
  package ships it): "Sara" and "سارة" are welcome, "Sara سارة" too, but a Latin word with one
  Cyrillic "а" in it is refused (UTS #39's "single script" test, applied per word);
- unique without regard to case and compatibility forms (:func:`~jackaroo.online.names.name_key`),
  and unique by :func:`skeleton`: a name that only looks like a taken one is refused.

The skeleton follows UTS #39's idea (section 4, "Confusable Detection") with the data of the
``confusable_homoglyphs`` package (Unicode's confusables.txt as a character-to-characters table):
every character is replaced by one representative of the characters it can be confused with (the
smallest of its class, the classes being the connected groups of that table's single-character
pairs), after case folding and before it, so "Sara", "Ѕаrа" (Cyrillic) and "SARA" share a skeleton,
as do "ali", "aIi" and "a1i".  Multi-character confusables ("rn" for "m") are not folded.  Arabic:
the Persian forms of yeh and kaf (U+06CC, U+06A9) and alef maksura (U+0649) count as the Arabic
yeh and kaf (:data:`EXTRA_CONFUSABLES`), which confusables.txt leaves apart.
"""

from __future__ import annotations

import functools
import json
import unicodedata
from importlib import resources

from confusable_homoglyphs import categories  # type: ignore[import-untyped]

from ..online.names import NameRefused, clean_name, name_key

#: the shortest user name, in characters as seen
MIN_USER_NAME = 3
#: letters that look alike in Arabic script and that confusables.txt does not pair
EXTRA_CONFUSABLES = {"\u06cc": "\u064a", "\u0649": "\u064a", "\u06a9": "\u0643"}
#: script aliases that go with any script (digits, punctuation, combining marks)
_ANY_SCRIPT = frozenset({"COMMON", "INHERITED"})
_MARKS_OF_DIRECTION = str.maketrans("", "", "\u200e\u200f")


def clean_user_name(text: str) -> str:
    """``text`` as a user name is kept (NFKC, spaces folded).  Raises NameRefused, saying why, when
    the table names' rule refuses it, when it is shorter than :data:`MIN_USER_NAME` characters, or
    when one of its words mixes scripts."""
    name = clean_name(text)
    if sum(1 for c in name if not unicodedata.category(c).startswith("M")) < MIN_USER_NAME:
        raise NameRefused(f"a user name is at least {MIN_USER_NAME} characters long")
    for word in name.split(" "):
        scripts = {categories.alias(c) for c in word if unicodedata.category(c).startswith("L")}
        if len(scripts - _ANY_SCRIPT) > 1:
            raise NameRefused("a word of a user name may not mix letters of different alphabets")
    return name


def skeleton(name: str) -> str:
    """The form in which two names that look alike are equal (see the module's docstring): every
    character mapped to its confusables class's representative, before and after case folding,
    with spaces folded.  Raises nothing."""
    table = _classes()
    once = "".join(table.get(c, c) for c in unicodedata.normalize("NFKC", name))
    folded = name_key(once)
    return "".join(table.get(c, c) for c in folded)


@functools.cache
def _classes() -> dict[str, str]:
    """Each character of confusables.txt's single-character pairs to the smallest character of its
    connected group (a union-find over the pairs), with :data:`EXTRA_CONFUSABLES`."""
    data = json.loads(
        resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text("utf-8")
    )
    parent: dict[str, str] = {}

    def find(char: str) -> str:
        while parent.setdefault(char, char) != char:
            parent[char] = parent[parent[char]]
            char = parent[char]
        return char

    def union(a: str, b: str) -> None:
        a, b = find(a), find(b)
        if a != b:
            parent[max(a, b)] = min(a, b)

    for char, homoglyphs in data.items():
        for entry in homoglyphs:
            other = entry["c"].translate(_MARKS_OF_DIRECTION)
            if len(char) == 1 and len(other) == 1:
                union(char, other)
    for char, same in EXTRA_CONFUSABLES.items():
        union(char, same)
    return {char: find(char) for char in list(parent)}


__all__ = ["MIN_USER_NAME", "NameRefused", "clean_user_name", "skeleton"]
