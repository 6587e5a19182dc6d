"""Events: what happened when an action was applied, in order.

:meth:`jackaroo.model.Game.play` returns a tuple of these immutable values
(:class:`~jackaroo.model.values.Value`: compared, hashed and matched by their fields); the view
animates them and the log describes them.  Marbles are ids 0..15 (seat = id // 4) and cells are board cell ids
(:mod:`jackaroo.model.board`): 0..99 Track, 100 + 4*seat + i Safe cell i, -1 Home.
"""

from __future__ import annotations

from enum import Enum
from typing import Final

from .actions import Action
from .cards import Card
from .values import Value


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


class CardPlayed(Value):
    """``seat`` played ``action``; its card went to the Firepit (for ``drop``, with no effect)."""

    __slots__ = ("action", "seat")
    __match_args__ = ("seat", "action")

    def __init__(self, seat: int, action: Action) -> None:
        self.seat: Final = seat
        self.action: Final = action

    @property
    def card(self) -> Card:
        return self.action.card


class MarbleFielded(Value):
    """``marble`` left its Home Zone onto its Base cell ``cell``."""

    __slots__ = ("cell", "marble")
    __match_args__ = ("marble", "cell")

    def __init__(self, marble: int, cell: int) -> None:
        self.marble: Final = marble
        self.cell: Final = cell


class MarbleMoved(Value):
    """``marble`` went from ``start`` along ``path`` (cells after the start, target last)."""

    __slots__ = ("backwards", "marble", "path", "start")
    __match_args__ = ("marble", "start", "path", "backwards")

    def __init__(self, marble: int, start: int, path: tuple[int, ...], backwards: bool = False) -> None:
        self.marble: Final = marble
        self.start: Final = start
        self.path: Final = path
        self.backwards: Final = backwards

    @property
    def target(self) -> int:
        return self.path[-1]


class MarblesSwapped(Value):
    """``first`` (on ``first_cell``) and ``second`` (on ``second_cell``) exchanged places."""

    __slots__ = ("first", "first_cell", "second", "second_cell")
    __match_args__ = ("first", "second", "first_cell", "second_cell")

    def __init__(self, first: int, second: int, first_cell: int, second_cell: int) -> None:
        self.first: Final = first
        self.second: Final = second
        self.first_cell: Final = first_cell
        self.second_cell: Final = second_cell


class MarbleSaved(Value):
    """``marble`` was moved by a Saver from Track cell ``start`` to Safe cell ``cell``."""

    __slots__ = ("cell", "marble", "start")
    __match_args__ = ("marble", "start", "cell")

    def __init__(self, marble: int, start: int, cell: int) -> None:
        self.marble: Final = marble
        self.start: Final = start
        self.cell: Final = cell


class MarbleSentHome(Value):
    """``marble`` on ``cell`` went back to its Home Zone because of ``cause``, by ``by_seat``'s action."""

    __slots__ = ("by_seat", "cause", "cell", "marble")
    __match_args__ = ("marble", "cell", "cause", "by_seat")

    def __init__(self, marble: int, cell: int, cause: HomeCause, by_seat: int) -> None:
        self.marble: Final = marble
        self.cell: Final = cell
        self.cause: Final = cause
        self.by_seat: Final = by_seat


class TrapFired(Value):
    """The trap on ``cell`` fired (its victim is in the MarbleSentHome before) and moved to ``new_cell``."""

    __slots__ = ("cell", "new_cell")
    __match_args__ = ("cell", "new_cell")

    def __init__(self, cell: int, new_cell: int) -> None:
        self.cell: Final = cell
        self.new_cell: Final = new_cell


class CardDiscarded(Value):
    """A Ten or Queen of ``by_seat`` made ``seat`` discard ``card`` to the Firepit."""

    __slots__ = ("by_seat", "card", "seat")
    __match_args__ = ("seat", "card", "by_seat")

    def __init__(self, seat: int, card: Card, by_seat: int) -> None:
        self.seat: Final = seat
        self.card: Final = card
        self.by_seat: Final = by_seat


class TurnSkipped(Value):
    """``seat`` holds fewer cards than the turn needs and is skipped in this turn, because of ``cause``
    (the default game's too few cards, or a card given up for a classic Ten)."""

    __slots__ = ("cause", "round", "seat", "turn")
    __match_args__ = ("seat", "round", "turn", "cause")

    def __init__(self, seat: int, round: int, turn: int, cause: SkipCause) -> None:
        self.seat: Final = seat
        self.round: Final = round
        self.turn: Final = turn
        self.cause: Final = cause


class DeckRefilled(Value):
    """The Firepit (``cards`` cards) was shuffled into the Deck before a draw."""

    __slots__ = ("cards",)
    __match_args__ = ("cards",)

    def __init__(self, cards: int) -> None:
        self.cards: Final = cards


class RoundDealt(Value):
    """Round ``round`` began: every player was dealt ``hand_size`` cards (the default game: 4, seat 0
    first; classic: 4, 4 or 5, from the left of the dealer)."""

    __slots__ = ("hand_size", "round")
    __match_args__ = ("round", "hand_size")

    def __init__(self, round: int, hand_size: int) -> None:
        self.round: Final = round
        self.hand_size: Final = hand_size


class GameWon(Value):
    """``seat`` has all four marbles in its Safe Zone; the game is over."""

    __slots__ = ("seat",)
    __match_args__ = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat: Final = seat


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
