"""What the table has publicly learnt about the hidden traps (RULES.md section 1).

Every player sees where marbles land and when a trap fires.  A marble that lands on a Normal cell
and stays there proves the cell held no trap at that moment; one that a trap sends Home proves the
same, since the trap leaves the cell.  Each firing then places a trap on a random Normal cell that
holds none, which may be a cell proved free before.  :class:`TrapSightings` is that public record:
for each Track cell, the number of traps moved when it was last proved trap-free.  It never reads
where the traps are.

A saved game carries it (:meth:`TrapSightings.to_dict`, the state notation's optional
``"sightings"`` key), so a resumed game's players remember what the table saw; a save without it
loads with no sightings.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from .board import CELL_COUNT, NORMAL_CELLS, TRACK_LENGTH, parse_location_token
from .errors import StateFormatError
from .events import Event, MarbleMoved, TrapFired
from .values import Value

#: no Track cell proved trap-free yet
NEVER: tuple[int, ...] = tuple([-1] * TRACK_LENGTH)  # (a literal tuple would be unrolled when compiled)


class TrapSightings(Value):
    """``last_free[cell]``: the value of ``moved`` when Track ``cell`` (0..99) was last proved to hold
    no trap, -1 if never (always -1 for a cell that is not Normal).  ``moved``: traps that have fired
    and moved since the game's first position was set up (or was loaded: a loaded game starts with no
    sightings)."""

    __slots__ = ("last_free", "moved")
    __match_args__ = ("last_free", "moved")

    def __init__(self, last_free: tuple[int, ...] = NEVER, moved: int = 0) -> None:
        self.last_free: Final = last_free
        self.moved: Final = moved

    def moves_since_free(self, cell: int) -> int | None:
        """How many traps have moved since ``cell`` was last proved trap-free; None if it never was."""
        last = self.last_free[cell]
        return None if last < 0 else self.moved - last

    def to_dict(self) -> dict[str, Any]:
        """The state notation's ``"sightings"`` object: ``{"moved": n, "free": {"t12": k, ...}}``,
        ``free`` mapping each cell ever proved trap-free to ``last_free`` (0..n), in cell order."""
        free = {f"t{cell}": last for cell, last in enumerate(self.last_free) if last >= 0}
        return {"moved": self.moved, "free": free}

    @classmethod
    def from_object(cls, obj: Any) -> TrapSightings:
        """The sightings of a parsed ``"sightings"`` object (:meth:`to_dict`).

        Raises :class:`~jackaroo.model.errors.StateFormatError` naming the field at fault: not an
        object, unknown or missing keys, ``moved`` not an integer >= 0, a cell that is not a Normal
        Track cell (``t<n>``), or a value outside 0..``moved``.
        """
        if not isinstance(obj, dict) or set(obj) != {"moved", "free"}:
            raise StateFormatError('\'sightings\' must be {"moved": n, "free": {"t<cell>": k, ...}}')
        moved = obj["moved"]
        if type(moved) is not int or moved < 0:
            raise StateFormatError("'sightings.moved' must be an integer of at least 0")
        free = obj["free"]
        if not isinstance(free, dict):
            raise StateFormatError("'sightings.free' must be an object of cells")
        last_free = [-1] * TRACK_LENGTH
        for token, last in free.items():
            parsed = parse_location_token(token)
            if parsed is None or parsed[0] != "t" or not _IS_NORMAL[parsed[1]]:
                raise StateFormatError(
                    "'sightings.free': {token} is not a Normal Track cell", token=repr(token)
                )
            if type(last) is not int or not 0 <= last <= moved:
                raise StateFormatError(
                    "'sightings.free.{token}' must be an integer in 0..{moved}", token=token, moved=moved
                )
            last_free[parsed[1]] = last
        return cls(tuple(last_free), moved)


#: whether each cell id (0..115) is a Normal Track cell, the only cells a trap can be on
_IS_NORMAL = tuple(cell in NORMAL_CELLS for cell in range(CELL_COUNT))


class SightingsRecorder:
    """Keeps a game's :class:`TrapSightings` up to date as actions are played (mutable: a
    :class:`~jackaroo.model.game.Game` owns one and feeds it each action's events)."""

    __slots__ = ("_last_free", "_moved", "_value")

    def __init__(self, start: TrapSightings | None = None) -> None:
        start = start or TrapSightings()
        self._last_free = list(start.last_free)
        self._moved = start.moved
        self._value: TrapSightings | None = start

    def record(self, events: Iterable[Event]) -> None:
        """What one action's ``events`` (in order) showed: each landing on a Normal cell proves it
        free; each firing moves a trap."""
        for event in events:
            if isinstance(event, MarbleMoved):
                target = event.path[-1]
                if _IS_NORMAL[target]:
                    self._last_free[target] = self._moved
                    self._value = None
            elif isinstance(event, TrapFired):
                self._moved += 1
                self._value = None

    @property
    def value(self) -> TrapSightings:
        """The sightings so far (an immutable value)."""
        if self._value is None:
            self._value = TrapSightings(tuple(self._last_free), self._moved)
        return self._value

    def copy(self) -> SightingsRecorder:
        return SightingsRecorder(self.value)
