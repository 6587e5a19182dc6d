"""The base of the model's small immutable values (events, observations, sightings).

A :class:`Value` subclass lists its fields in ``__match_args__`` (in order) and sets each once, in
``__init__``, as a ``Final`` attribute; it compares, hashes, prints and pickles by those fields, and a
``match`` statement may take it apart positionally, as for a frozen dataclass.  Unlike a frozen
dataclass it is built by a plain ``__init__``: several times cheaper in CPython, and a native class
with read-only attributes when the engine is compiled (docs/performance.md), where a frozen
dataclass is built through interpreted code.  Its fields are read-only at run time in the compiled
engine; interpreted, nothing stops an assignment at run time, and the type checker (mypy, strict,
in CI) refuses every one.
"""

from __future__ import annotations

from typing import Any, ClassVar


class Value:
    """An immutable value made of the fields named in ``__match_args__``."""

    __slots__ = ()
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def fields(self) -> tuple[Any, ...]:
        """The field values, in ``__match_args__`` order."""
        return tuple([getattr(self, name) for name in self.__match_args__])

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, Value)
        return self.fields() == other.fields()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.fields()))

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{type(self).__name__}({inner})"

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return type(self), self.fields()
