"""Seats, deals and the legality predicates of the classic ruleset (docs/rules-classic.md), as pure
functions.

The classic game uses the default board's geometry (:mod:`jackaroo.model.board`): its path tables
already make a marble enter its owner's Safe Zone at the owner's Entry and never pass it, which is
the rulebook's "at most once around".  What differs is who may be passed, kept here with the other
checks that :meth:`~jackaroo.model.rules.classic.ClassicRules.card_actions` enumerates with and
:func:`~jackaroo.model.rules.classic_explain.explain` names refusals with.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ..actions import Verb
from ..board import HOME, OWN_PATH, SAFE_START, SEATS, base_cell
from ..cards import ALL_CARDS, Card, CardKind
from ..players import EMPTY_SEAT

if TYPE_CHECKING:
    from ..table import Table

#: the 52 standard cards, one of each
CLASSIC_DECK: Final[tuple[Card, ...]] = tuple(c for c in ALL_CARDS if c.suit is not None)
#: cards dealt per player in the rounds of a set
SET_SIZES: Final = (4, 4, 5)
#: the ``player`` value of an empty seat
EMPTY: Final = EMPTY_SEAT

#: the Ace's second distance, written ``AS move t5 11``
ACE_FAR: Final = 11
#: what each card kind can do besides ``drop`` (docs/rules-classic.md section 4)
VERBS_OF_KIND: Final[dict[CardKind, tuple[Verb, ...]]] = {
    CardKind.STANDARD: (Verb.MOVE,),
    CardKind.ACE: (Verb.FIELD, Verb.MOVE),
    CardKind.KING: (Verb.FIELD, Verb.MOVE),
    CardKind.QUEEN: (Verb.MOVE,),
    CardKind.TEN: (Verb.DISCARD, Verb.MOVE),
    CardKind.JACK: (Verb.SWAP,),
    CardKind.SEVEN: (Verb.SPLIT, Verb.MOVE),
    CardKind.FOUR: (Verb.MOVE,),
    CardKind.FIVE: (Verb.MOVE, Verb.FIELD_PARTNER),
}

SELF_PASS: Final = "A marble cannot pass a marble of its own colour"
SELF_LAND: Final = "A marble cannot land on a marble of its own colour"
SAFE_STOP_BLOCK: Final = "A foreign marble on the Safe Stop blocks the way into the Safe Zone"


def hand_size(round_: int) -> int:
    """Cards each player is dealt in round ``round_`` (1-based): 4, 4, 5, 4, 4, 5, ..."""
    return SET_SIZES[(round_ - 1) % len(SET_SIZES)]


def active_seats(players: Sequence[str]) -> list[int]:
    """The occupied seats, in seat order."""
    return [p for p in range(SEATS) if players[p] != EMPTY]


def play_order(players: Sequence[str], dealer: int) -> list[int]:
    """The occupied seats in playing order: clockwise, starting left of ``dealer``."""
    return sorted(active_seats(players), key=lambda p: (p - dealer - 1) % SEATS)


def next_seat(players: Sequence[str], seat: int) -> int:
    """The next occupied seat clockwise after ``seat``."""
    for k in range(1, SEATS + 1):
        p = (seat + k) % SEATS
        if players[p] != EMPTY:
            return p
    raise ValueError("no occupied seat")


def teams_for(players: Sequence[str]) -> tuple[tuple[int, ...], ...]:
    """The sides: partners opposite with four players, everyone alone with two or three."""
    active = active_seats(players)
    if len(active) == SEATS:
        return ((0, 2), (1, 3))
    return tuple((p,) for p in active)


def seat_players(players: Sequence[str]) -> tuple[str, ...]:
    """Four ``player`` values from 2, 3 or 4: two players sit at seats 0 and 2, three at 0, 1, 2.

    Four values are taken as they are (``none`` marks an empty seat).  Raises ValueError unless 2..4
    seats are occupied.
    """
    players = tuple(players)
    if len(players) == 2:
        players = (players[0], EMPTY, players[1], EMPTY)
    elif len(players) == 3:
        players = (*players, EMPTY)
    if len(players) != SEATS or not 2 <= len(active_seats(players)) <= SEATS:
        raise ValueError("the classic ruleset needs 2, 3 or 4 players")
    return players


def path_problem(occ: list[int], path: tuple[int, ...], owner: int) -> str | None:
    """Why a marble of seat ``owner`` may not move along ``path``, or None (rules-classic.md 3).

    ``occ`` maps cell id -> marble id or -1.  Its owner's marbles can be neither passed nor landed
    on; a foreign marble on the cell before a Safe cell (the owner's Safe Stop) blocks the entry.
    Foreign marbles are otherwise passed freely (a King's sweep is the caller's business).
    """
    last = len(path) - 1
    for j, cell in enumerate(path):
        m = occ[cell]
        if m < 0:
            continue
        if m >> 2 == owner:
            return SELF_PASS if j < last else SELF_LAND
        if j < last and path[j + 1] >= SAFE_START:
            return SAFE_STOP_BLOCK
    return None


def controlled(table: Table, seat: int) -> int:
    """The seat whose marbles ``seat`` plays with: its partner's once all its own are safe."""
    info = table.classic
    assert info is not None
    return info.controlled_seat(seat, table.marbles)


def field_problem(table: Table, me: int) -> str | None:
    """Why ``me`` cannot field a marble onto its Base cell, or None."""
    locations = table.seat_locations(me)
    if HOME not in locations:
        return "No marble is left in the Home Zone to field"
    if base_cell(me) in locations:
        return "An own marble is already on the Base cell"
    return None


def partner_field_problem(table: Table, me: int) -> str | None:
    """Why a Five cannot field ``me``'s partner's marble and move it 5, or None."""
    assert table.classic is not None
    partner = table.classic.partner(me)
    if partner is None:
        return "Only a player with a partner can field the partner's marble"
    problem = field_problem(table, partner)
    path = OWN_PATH[partner][base_cell(partner)][5]
    if problem is None and path is not None:
        problem = path_problem(table.occupied, path, partner)
    return problem


def swap_targets(table: Table, me: int) -> list[int]:
    """Cells of foreign marbles on the Track (a Jack may switch with any of them)."""
    return [c for m, c in enumerate(table.marbles) if 0 <= c < SAFE_START and m >> 2 != me]
