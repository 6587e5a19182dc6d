"""Seats, deals and movement checks of the classic ruleset (docs/rules-classic.md), as pure functions.

The classic game uses the default board's geometry (:mod:`jackaroo.model.board`): its path tables
already make a marble enter its owner's Safe Zone at the owner's Entry and never pass it, which is
the rulebook's "at most once around".  What differs is who may be passed, kept here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..board import MARBLES_PER_SEAT, SAFE_START, SEATS
from ..cards import ALL_CARDS, Card

#: the 52 standard cards, one of each
CLASSIC_DECK: tuple[Card, ...] = tuple(c for c in ALL_CARDS if c.suit is not None)
#: cards dealt per player in the rounds of a set
SET_SIZES = (4, 4, 5)
#: the ``player`` value of an empty seat
EMPTY = "none"

SELF_PASS = "A marble cannot pass a marble of its own colour"
SELF_LAND = "A marble cannot land on a marble of its own colour"
SAFE_STOP_BLOCK = "A foreign marble on the Safe Stop blocks the way into the Safe Zone"


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


def path_problem(occ: Sequence[int], path: tuple[int, ...], owner: int) -> str | None:
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


def all_safe(marbles: Sequence[int], seat: int) -> bool:
    """Whether all four of ``seat``'s marbles are in its Safe Zone."""
    start = seat * MARBLES_PER_SEAT
    return min(marbles[start : start + MARBLES_PER_SEAT]) >= SAFE_START
