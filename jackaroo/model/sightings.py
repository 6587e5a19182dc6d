"""What the table has publicly learnt about the hidden traps (RULES.md section 1).

Every player sees where marbles land and when a trap fires.  A marble that lands on a Normal cell
and stays there proves the cell held no trap at that moment; one that a trap sends Home proves the
same, since the trap leaves the cell.  Each firing then places a trap on a random Normal cell that
holds none, which may be a cell proved free before.  :class:`TrapSightings` is that public record:
for each Track cell, the number of traps moved when it was last proved trap-free.  It never reads
where the traps are.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .board import NORMAL_CELLS, TRACK_LENGTH
from .events import Event, MarbleMoved, TrapFired

_NORMAL = frozenset(NORMAL_CELLS)


@dataclass(frozen=True, slots=True)
class TrapSightings:
    """``last_free[cell]``: the value of ``moved`` when Track ``cell`` (0..99) was last proved to hold
    no trap, -1 if never (always -1 for a cell that is not Normal).  ``moved``: traps that have fired
    and moved since the game's first position was set up (or was loaded: a loaded game starts with no
    sightings)."""

    last_free: tuple[int, ...] = (-1,) * TRACK_LENGTH
    moved: int = 0

    def moves_since_free(self, cell: int) -> int | None:
        """How many traps have moved since ``cell`` was last proved trap-free; None if it never was."""
        last = self.last_free[cell]
        return None if last < 0 else self.moved - last

    def after(self, events: Iterable[Event]) -> TrapSightings:
        """These sightings updated with what ``events`` (one action's, in order) showed."""
        last_free: list[int] | None = None
        moved = self.moved
        for event in events:
            if isinstance(event, MarbleMoved) and event.target in _NORMAL:
                if last_free is None:
                    last_free = list(self.last_free)
                last_free[event.target] = moved
            elif isinstance(event, TrapFired):
                moved += 1
        if last_free is None and moved == self.moved:
            return self
        return TrapSightings(self.last_free if last_free is None else tuple(last_free), moved)
