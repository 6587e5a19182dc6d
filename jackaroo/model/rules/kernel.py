"""What both rulesets do the same way, as functions on a :class:`~jackaroo.model.table.Table`.

- moving a marble along a path already checked (:func:`move_marble`); how a King treats the marbles
  on its path is the ruleset's (:class:`KingSweep`), and a trap fires only where the table has traps
  (the classic table has none);
- sending a marble Home (:func:`send_home`), fielding one onto its Base cell (:func:`field`) and
  switching two (:func:`swap`);
- the Seven's splits (:func:`splits`), with the ruleset's path check passed in;
- dealing a round (:func:`deal`) and shuffling the Firepit into the Deck (:func:`refill`);
- a card leaving a hand for the Firepit (:func:`play_card`);
- action locations (``t<n>`` -> n, ``s<i>`` -> :data:`SAFE_START` + i) and the cells they name
  (:func:`action_location`, :func:`location_cell`; defined with the board geometry, which the state
  reads too).

Checks live in the rulesets: every function here assumes its move or field is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Final

from ..actions import Action, Verb, make_action
from ..board import (
    HOME,
    MARBLES_PER_SEAT,
    NORMAL_CELLS,
    OWN_PATH,
    PROTECTED,
    action_location,
    base_cell,
    location_cell,
)
from ..cards import Card
from ..events import (
    DeckRefilled,
    Event,
    HomeCause,
    MarbleFielded,
    MarbleMoved,
    MarbleSentHome,
    MarblesSwapped,
    RoundDealt,
    TrapFired,
)

if TYPE_CHECKING:
    from ..chance import Chance
    from ..table import Table

__all__ = [
    "KingSweep",
    "PathCheck",
    "action_location",
    "board_after_first_part",
    "deal",
    "field",
    "location_cell",
    "move_marble",
    "play_card",
    "refill",
    "send_home",
    "splits",
    "swap",
]

KING: Final = HomeCause.KING
CAPTURE: Final = HomeCause.CAPTURE
TRAP: Final = HomeCause.TRAP
FIELD_CAPTURE: Final = HomeCause.FIELD_CAPTURE

#: ``check(occ, path, seat)``: why a marble of ``seat``'s may not move along ``path`` on the board
#: ``occ`` (cell -> marble or -1), or None
PathCheck = Callable[[list[int], tuple[int, ...], int], "str | None"]


class KingSweep(Enum):
    """What a King's move does to the marbles on its path (a ruleset's choice)."""

    #: RULES.md: every marble on the path and at the target goes Home (cause KING)
    WHOLE_PATH = "whole-path"
    #: docs/rules-classic.md: the marbles passed go Home (cause KING) except a marble on its own Base
    #: cell; the target is landed on as by any move (cause CAPTURE)
    PASSED = "passed"

    __hash__ = object.__hash__


WHOLE_PATH: Final = KingSweep.WHOLE_PATH
PASSED: Final = KingSweep.PASSED


def send_home(table: Table, m: int, cause: HomeCause, seat: int, events: list[Event]) -> None:
    """Marble ``m`` goes back to its Home Zone because of ``cause``, by ``seat``'s action."""
    cell = table.marbles[m]
    events.append(MarbleSentHome(m, cell, cause, seat))
    table.occupied[cell] = -1
    table.marbles[m] = HOME


def field(table: Table, owner: int, seat: int, events: list[Event]) -> int:
    """``owner``'s lowest-numbered marble at Home goes onto its Base cell (a marble there is sent
    Home first, by ``seat``'s action); returns the marble fielded."""
    marbles, occ = table.marbles, table.occupied
    first = owner * MARBLES_PER_SEAT
    m = marbles.index(HOME, first, first + MARBLES_PER_SEAT)
    base = base_cell(owner)
    if occ[base] >= 0:
        send_home(table, occ[base], FIELD_CAPTURE, seat, events)
    events.append(MarbleFielded(m, base))
    occ[base] = m
    marbles[m] = base
    return m


def move_marble(
    table: Table,
    m: int,
    path: tuple[int, ...],
    seat: int,
    events: list[Event],
    chance: Chance,
    *,
    backwards: bool = False,
    king: KingSweep | None = None,
) -> None:
    """Move ``m`` along a checked ``path`` by ``seat``'s action: the King's ``sweep`` (None for any
    other card) or the capture at the target, then the trap at the target if the table has one (the
    marble goes Home, and the trap moves to a Normal cell drawn from ``chance``)."""
    occ, marbles = table.occupied, table.marbles
    start = marbles[m]
    events.append(MarbleMoved(m, start, path, backwards))
    occ[start] = -1
    target = path[-1]
    if king is WHOLE_PATH:
        for cell in path:
            if occ[cell] >= 0:
                send_home(table, occ[cell], KING, seat, events)
    else:
        if king is PASSED:
            for cell in path[:-1]:
                other = occ[cell]
                if other >= 0 and PROTECTED[cell] != other >> 2:
                    send_home(table, other, KING, seat, events)
        if occ[target] >= 0:
            send_home(table, occ[target], CAPTURE, seat, events)
    occ[target] = m
    marbles[m] = target
    traps = table.traps
    if target in traps:
        send_home(table, m, TRAP, seat, events)
        traps.remove(target)
        taken = set(traps)
        free = [c for c in NORMAL_CELLS if c not in taken]
        new_cell = chance.choice(free)
        traps.append(new_cell)
        events.append(TrapFired(target, new_cell))


def swap(table: Table, x: int, y: int, events: list[Event]) -> None:
    """Marbles ``x`` and ``y`` exchange places (a Jack; no trap fires)."""
    marbles, occ = table.marbles, table.occupied
    a, b = marbles[x], marbles[y]
    events.append(MarblesSwapped(x, y, a, b))
    marbles[x], marbles[y] = b, a
    occ[a], occ[b] = y, x


def board_after_first_part(
    occ: list[int], mover: int, start: int, target: int, traps: list[int]
) -> list[int]:
    """The board the first part of a Seven's split leaves: the mover has left ``start`` for
    ``target`` (a marble it captured is gone), or gone Home if ``target`` is a trap."""
    board = list(occ)
    board[start] = -1
    board[target] = -1 if target in traps else mover
    return board


def splits(
    card: Card,
    seat: int,
    occ: list[int],
    own: list[int],
    traps: list[int],
    check: PathCheck,
) -> list[Action]:
    """Every legal split of a Seven between two of ``own`` (the cells of ``seat``'s marbles on the
    board, in marble order): the first part checked on the board, the second on the board the first
    leaves (:func:`board_after_first_part`, made here on one copy of ``occ`` and undone after each
    first part).  Ordered by first marble, first distance, second marble."""
    paths = OWN_PATH[seat]
    board = occ[:]
    out = []
    for start in own:
        mover = occ[start]
        for s in range(1, 7):
            path = paths[start][s]
            if path is None or check(occ, path, seat) is not None:
                continue
            target = path[-1]
            board[start] = -1
            board[target] = -1 if target in traps else mover
            for other in own:
                if other != start:
                    second = paths[other][7 - s]
                    if second is not None and check(board, second, seat) is None:
                        locs = (action_location(start), action_location(other))
                        out.append(make_action(card, Verb.SPLIT, locs, s))
            board[target] = occ[target]
            board[start] = mover
    return out


def play_card(table: Table, seat: int, card: Card) -> None:
    """``card`` leaves ``seat``'s hand for the Firepit."""
    hand = list(table.hands[seat])
    hand.remove(card)
    table.hands[seat] = tuple(hand)
    table.firepit.append(card)


def refill(deck: list[Card], firepit: list[Card], chance: Chance, events: list[Event]) -> list[Card]:
    """The Deck with the whole Firepit added and shuffled (the Firepit is emptied)."""
    events.append(DeckRefilled(len(firepit)))
    deck = deck + firepit
    firepit.clear()
    chance.shuffle(deck)
    return deck


def deal(
    hands: list[tuple[Card, ...]],
    deck: list[Card],
    order: Sequence[int],
    size: int,
    events: list[Event],
    round_: int,
    refill_from: tuple[list[Card], Chance] | None = None,
) -> list[Card]:
    """Deal ``size`` cards to every seat of ``order`` from the top of ``deck``; returns what is left.

    With ``refill_from`` (the Firepit and the generator), the Firepit is shuffled into the Deck
    whenever it holds fewer than ``size`` cards at a seat's turn to be dealt.
    """
    for seat in order:
        if refill_from is not None and len(deck) < size:
            deck = refill(deck, *refill_from, events)
        hands[seat] = tuple(deck[:size])
        deck = deck[size:]
    events.append(RoundDealt(round_, size))
    return deck
