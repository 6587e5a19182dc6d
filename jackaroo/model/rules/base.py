"""The interface every ruleset implements (OpenSpiel's vocabulary where it fits)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from ..actions import Action
from ..cards import Card, CardTable
from ..chance import Chance
from ..events import Event
from ..state import GameState


class Ruleset(ABC):
    """Legality and effects of actions for one variant of the game.

    A ruleset is stateless apart from its card table: every method takes the state it works on and
    returns new values.  ``apply`` is the only method that draws from the :class:`Chance`.
    """

    #: the ``"ruleset"`` value of the state notation
    name: str = ""

    def __init__(self, cards: CardTable) -> None:
        self.cards = cards

    def deck(self) -> tuple[Card, ...]:
        """The ruleset's full deck (a multiset; order unimportant)."""
        return self.cards.deck()

    @abstractmethod
    def new_state(
        self, chance: Chance, names: Sequence[str], players: Sequence[str]
    ) -> tuple[GameState, tuple[Event, ...]]:
        """A new game: colours, traps, shuffled deck, first round dealt; with the deal's events."""

    @abstractmethod
    def legal_actions(self, state: GameState) -> tuple[Action, ...]:
        """Every legal action of the seat to act, ``drop`` for each card without one; () if over."""

    @abstractmethod
    def card_actions(self, state: GameState, card: Card) -> tuple[Action, ...]:
        """Legal actions of ``card`` for the seat to act (``drop`` excluded), memoised in the state."""

    @abstractmethod
    def apply(self, state: GameState, action: Action, chance: Chance) -> tuple[GameState, tuple[Event, ...]]:
        """Check and apply ``action`` for the seat to act; raises a JackarooError if illegal.

        Nothing is drawn from ``chance`` unless the action is legal.
        """

    @abstractmethod
    def check_state(self, state: GameState) -> None:
        """Raise StateFormatError if ``state`` could not arise in this ruleset."""
