"""The game's one source of randomness: an injected, seeded, serialisable generator.

Chance events (shuffles, trap placement, the card a Ten or Queen takes, the Safe cell a Saver picks)
all draw from the :class:`Chance` a game owns; nothing in the model touches the ``random`` module's
global generator.  The state notation stores it exactly (``"rng"``), so a loaded game continues with
the same draws as the saved one.

:func:`randbelow`, :func:`choice` and :func:`shuffle` are the standard library's own algorithms
(``random.Random._randbelow``, ``choice`` and ``shuffle`` of CPython 3.11, which are Python code),
written here so that the compiled engine runs them as C: the same generator state gives the same
numbers and the same order as ``random.Random`` does (``tests/model/test_chance.py`` compares them),
so a seed plays the same game on either engine and on any Python version.
"""

from __future__ import annotations

import base64
import random
import struct
from collections.abc import Sequence
from typing import TypeVar

from .errors import StateFormatError

T = TypeVar("T")
_PREFIX = "mt19937:"
_WORDS = 625  # Mersenne Twister: 624 state words and the position


def randbelow(rng: random.Random, n: int) -> int:
    """A uniform integer in ``0..n-1`` drawn as ``random.Random.randrange(n)`` draws it: the fewest
    bits that hold ``n``, drawn again while the value is ``n`` or more.  Raises ValueError if ``n``
    is not positive."""
    if n <= 0:
        raise ValueError(f"empty range for randbelow ({n})")
    bits = rng.getrandbits
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def choice(rng: random.Random, items: Sequence[T]) -> T:
    """``random.Random.choice``: the item at :func:`randbelow` of the length.  Raises ValueError if
    ``items`` is empty (the standard library raises IndexError; no caller passes an empty one)."""
    return items[randbelow(rng, len(items))]


def shuffle(rng: random.Random, items: list[T]) -> None:
    """``random.Random.shuffle`` in place: Fisher and Yates (Durstenfeld's form), from the last
    item down, each exchanged with one drawn by :func:`randbelow` at or before it."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(rng, i + 1)
        items[i], items[j] = items[j], items[i]


class Chance:
    """A Mersenne Twister generator (``random.Random``) with an exact JSON form."""

    __slots__ = ("_random",)

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def randrange(self, n: int) -> int:
        """Uniform integer in ``0..n-1``."""
        return randbelow(self._random, n)

    def choice(self, items: Sequence[T]) -> T:
        return choice(self._random, items)

    def shuffle(self, items: list[T]) -> None:
        shuffle(self._random, items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._random.sample(items, k)

    def copy(self) -> Chance:
        """An independent generator that will draw the same numbers."""
        twin = Chance(0)
        twin._random.setstate(self._random.getstate())
        return twin

    def to_json(self) -> str:
        """``"mt19937:<base64 of the 625 state words>"``."""
        _version, words, _gauss = self._random.getstate()
        return _PREFIX + base64.b64encode(struct.pack(f"<{_WORDS}I", *words)).decode("ascii")

    @staticmethod
    def from_json(value: object) -> Chance:
        """Restore from :meth:`to_json`'s text, or seed a fresh generator from an integer or None.

        Raises :class:`StateFormatError` for anything else.
        """
        if value is None or (isinstance(value, int) and not isinstance(value, bool)):
            return Chance(value)
        if isinstance(value, str) and value.startswith(_PREFIX):
            try:
                raw = base64.b64decode(value[len(_PREFIX) :], validate=True)
                words = struct.unpack(f"<{_WORDS}I", raw)
                chance = Chance()
                chance._random.setstate((3, words, None))
                return chance
            except (ValueError, struct.error, TypeError):
                pass
        raise StateFormatError("'rng' must be an integer seed or a saved generator ('mt19937:...')")
