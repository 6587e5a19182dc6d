"""Events: what happened when an action was applied, in order.

:meth:`jackaroo.model.Game.play` returns a tuple of these frozen values; the view animates them and
the log describes them.  Marbles are ids 0..15 (seat = id // 4) and cells are board cell ids
(:mod:`jackaroo.model.board`): 0..99 Track, 100 + 4*seat + i Safe cell i, -1 Home.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .actions import Action
from .cards import Card


class HomeCause(Enum):
    """Why a marble was sent back to its Home Zone."""

    CAPTURE = "capture"  # another marble landed on it
    KING = "king"  # it stood on a King's path
    TRAP = "trap"  # it landed on a trap cell
    BURN = "burn"  # a Burner was played on it
    FIELD_CAPTURE = "field-capture"  # it stood on a Base cell when that seat fielded

    # Members are singletons: identity hashing is exact, and C-fast (Enum hashes its name in Python).
    __hash__ = object.__hash__


class SkipCause(Enum):
    """Why a seat was skipped."""

    FEW_CARDS = "few-cards"  # the default game: it holds fewer cards than the turn needs
    CARD_GIVEN_UP = "card-given-up"  # the classic Ten: it gave up a card and loses its turn

    __hash__ = object.__hash__


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``action``; its card went to the Firepit (for ``drop``, with no effect)."""

    seat: int
    action: Action

    @property
    def card(self) -> Card:
        return self.action.card


@dataclass(frozen=True, slots=True)
class MarbleFielded:
    """``marble`` left its Home Zone onto its Base cell ``cell``."""

    marble: int
    cell: int


@dataclass(frozen=True, slots=True)
class MarbleMoved:
    """``marble`` went from ``start`` along ``path`` (cells after the start, target last)."""

    marble: int
    start: int
    path: tuple[int, ...]
    backwards: bool = False

    @property
    def target(self) -> int:
        return self.path[-1]


@dataclass(frozen=True, slots=True)
class MarblesSwapped:
    """``first`` (on ``first_cell``) and ``second`` (on ``second_cell``) exchanged places."""

    first: int
    second: int
    first_cell: int
    second_cell: int


@dataclass(frozen=True, slots=True)
class MarbleSaved:
    """``marble`` was moved by a Saver from Track cell ``start`` to Safe cell ``cell``."""

    marble: int
    start: int
    cell: int


@dataclass(frozen=True, slots=True)
class MarbleSentHome:
    """``marble`` on ``cell`` went back to its Home Zone because of ``cause``, by ``by_seat``'s action."""

    marble: int
    cell: int
    cause: HomeCause
    by_seat: int


@dataclass(frozen=True, slots=True)
class TrapFired:
    """The trap on ``cell`` fired (its victim is in the MarbleSentHome before) and moved to ``new_cell``."""

    cell: int
    new_cell: int


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    """A Ten or Queen of ``by_seat`` made ``seat`` discard ``card`` to the Firepit."""

    seat: int
    card: Card
    by_seat: int


@dataclass(frozen=True, slots=True)
class TurnSkipped:
    """``seat`` holds fewer cards than the turn needs and is skipped in this turn, because of ``cause``
    (the default game's too few cards, or a card given up for a classic Ten)."""

    seat: int
    round: int
    turn: int
    cause: SkipCause


@dataclass(frozen=True, slots=True)
class DeckRefilled:
    """The Firepit (``cards`` cards) was shuffled into the Deck before a draw."""

    cards: int


@dataclass(frozen=True, slots=True)
class RoundDealt:
    """Round ``round`` began: every player was dealt ``hand_size`` cards (the default game: 4, seat 0
    first; classic: 4, 4 or 5, from the left of the dealer)."""

    round: int
    hand_size: int


@dataclass(frozen=True, slots=True)
class GameWon:
    """``seat`` has all four marbles in its Safe Zone; the game is over."""

    seat: int


Event = (
    CardPlayed
    | MarbleFielded
    | MarbleMoved
    | MarblesSwapped
    | MarbleSaved
    | MarbleSentHome
    | TrapFired
    | CardDiscarded
    | TurnSkipped
    | DeckRefilled
    | RoundDealt
    | GameWon
)
