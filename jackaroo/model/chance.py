"""The game's one source of randomness: an injected, seeded, serialisable generator.

Chance events (shuffles, trap placement, the card a Ten or Queen takes, the Safe cell a Saver picks)
all draw from the :class:`Chance` a game owns; nothing in the model touches the ``random`` module's
global generator.  The state notation stores it exactly (``"rng"``), so a loaded game continues with
the same draws as the saved one.
"""

from __future__ import annotations

import base64
import random
import struct
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from .errors import StateFormatError

T = TypeVar("T")
_PREFIX = "mt19937:"
_WORDS = 625  # Mersenne Twister: 624 state words and the position


class Chance:
    """A Mersenne Twister generator (``random.Random``) with an exact JSON form."""

    __slots__ = ("_random",)

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def randrange(self, n: int) -> int:
        """Uniform integer in ``0..n-1``."""
        return self._random.randrange(n)

    def choice(self, items: Sequence[T]) -> T:
        return self._random.choice(items)

    def shuffle(self, items: MutableSequence[T]) -> None:
        self._random.shuffle(items)

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
