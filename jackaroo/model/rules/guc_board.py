"""The default ruleset's legality predicates (RULES.md sections 3 and 4), as pure functions.

Each returns the player-facing reason an action is refused, or None (or the marbles and seats an
action may pick).  :meth:`~jackaroo.model.rules.guc.GucRules.card_actions` enumerates with them and
:func:`~jackaroo.model.rules.guc_explain.explain` names the refusal with them, so what is offered and
why anything else is refused cannot disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..actions import Verb
from ..board import HOME, PROTECTED, SAFE_START, SEATS, base_cell
from ..cards import CardKind
from .names import (
    ACE,
    BURN,
    BURNER,
    DISCARD,
    FIELD,
    FIVE,
    FOUR,
    JACK,
    KING,
    MOVE,
    QUEEN,
    SAVE,
    SAVER,
    SEVEN,
    SPLIT,
    STANDARD,
    SWAP,
    TEN,
)

if TYPE_CHECKING:
    from ..table import Table

#: traps on the board of a new game (a fired trap is re-placed, so the count never changes)
TRAP_COUNT: Final = 8


# Reasons a move is refused (RULES.md section 3), in the words the player reads.
SAFE_BLOCK: Final = "A marble in a Safe Zone cannot be passed or landed on"
BASE_PASS: Final = "A marble on its own Base cell cannot be passed"
BASE_LAND: Final = "A marble on its own Base cell cannot be landed on"
SELF_PASS: Final = "You cannot pass your own marble"
SELF_LAND: Final = "You cannot land on your own marble"
ENTRY_BLOCK: Final = "A marble on the Safe Zone Entry blocks the way into the Safe Zone"
TWO_PASS: Final = "Cannot pass more than one marble"
TOO_FAR: Final = "The rank is too high: the marble cannot go that far into its Safe Zone"
BACK_IN_SAFE: Final = "A marble in the Safe Zone cannot move backwards"
FIVE_IN_SAFE: Final = "A Five moves marbles on the track only"

#: steps a ``move`` of each card kind takes (a Standard card moves its rank)
MOVE_STEPS: Final = {
    ACE: 1,
    SEVEN: 7,
    TEN: 10,
    JACK: 11,
    QUEEN: 12,
    KING: 13,
    FOUR: 4,
    FIVE: 5,
}
#: what each card kind can do besides ``drop`` (RULES.md section 4)
VERBS_OF_KIND: Final[dict[CardKind, tuple[Verb, ...]]] = {
    STANDARD: (MOVE,),
    ACE: (FIELD, MOVE),
    KING: (FIELD, MOVE),
    QUEEN: (DISCARD, MOVE),
    TEN: (DISCARD, MOVE),
    JACK: (SWAP, MOVE),
    SEVEN: (SPLIT, MOVE),
    FOUR: (MOVE,),
    FIVE: (MOVE,),
    BURNER: (BURN,),
    SAVER: (SAVE,),
}


def path_problem(occ: list[int], path: tuple[int, ...], acting: int, king: bool = False) -> str | None:
    """Why moving along ``path`` is illegal for seat ``acting``, or None (RULES.md section 3, 1-5).

    ``occ`` maps cell id -> marble id or -1.  The cells are checked in order; a King ignores
    self-blocking, the Safe Zone Entry rule and the one-marble limit, never the Safe Zone or a marble
    on its own Base cell.  Rule 4 is seen as an occupied Track cell followed by a Safe cell on the path:
    only an own marble's path enters a Safe Zone, and only from its owner's Entry.
    """
    last = len(path) - 1
    passed = 0
    for j, cell in enumerate(path):
        m = occ[cell]
        if m < 0:
            continue
        if cell >= SAFE_START:
            return SAFE_BLOCK
        if PROTECTED[cell] == m >> 2:
            return BASE_PASS if j < last else BASE_LAND
        if king:
            continue
        if m >> 2 == acting:
            return SELF_PASS if j < last else SELF_LAND
        if j < last:
            if path[j + 1] >= SAFE_START:
                return ENTRY_BLOCK
            passed += 1
            if passed > 1:
                return TWO_PASS
    return None


def targets(marbles: list[int], seat: int) -> list[int]:
    """Cells of opponents' marbles that a Burner or a Jack may pick: on the track, not on their own
    Base cell (RULES.md section 4)."""
    return [
        cell
        for m, cell in enumerate(marbles)
        if 0 <= cell < SAFE_START and m >> 2 != seat and PROTECTED[cell] != m >> 2
    ]


def field_problem(table: Table) -> str | None:
    """Why the seat to act cannot field a marble onto its Base cell, or None."""
    seat = table.current
    locations = table.seat_locations(seat)
    if HOME not in locations:
        return "No marble is left in your Home Zone to field"
    if base_cell(seat) in locations:
        return "Your own marble is already on your Base cell"
    return None


def discard_victims(table: Table, kind: CardKind) -> list[int]:
    """Seats a Ten (the next seat) or Queen (any opponent) of the seat to act could make discard."""
    seat = table.current
    hands = table.hands
    if kind is TEN:
        return [p for p in ((seat + 1) % SEATS,) if hands[p]]
    return [p for p in ((seat + 1) % SEATS, (seat + 2) % SEATS, (seat + 3) % SEATS) if hands[p]]
