"""The interface every ruleset implements (OpenSpiel's vocabulary where it fits)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar

from ..actions import Action
from ..cards import Card, CardTable
from ..chance import Chance
from ..events import Event
from ..state import GameState
from ..table import Table


class Ruleset(ABC):
    """Legality and effects of actions for one variant of the game.

    A ruleset is stateless apart from its card table.  It reads and changes a :class:`Table` (the
    mutable form of a :class:`GameState`); ``apply`` is the only method that changes it or draws from
    the :class:`Chance`.
    """

    #: the ``"ruleset"`` value of the state notation
    name: ClassVar[str] = ""
    #: how many players a game of this ruleset may seat
    player_counts: ClassVar[tuple[int, ...]] = ()
    #: whether the Track hides traps
    has_traps: ClassVar[bool] = False
    #: whether seats play in teams of partners (with every seat taken)
    has_partners: ClassVar[bool] = False

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
    def legal_actions(self, table: Table) -> tuple[Action, ...]:
        """Every legal action of the seat to act, ``drop`` for each card without one; () if over."""

    @staticmethod
    def listed(action: Action, actions: tuple[Action, ...]) -> bool:
        """Whether ``action`` is one of ``actions``.  The legal-action lists hand out shared Action
        values, so identity settles it at once (comparing dataclass values one by one is slow)."""
        for listed in actions:
            if listed is action:
                return True
        return action in actions

    def card_actions(self, table: Table, card: Card) -> tuple[Action, ...]:
        """Legal actions of ``card`` for the seat to act (``drop`` excluded), memoised in the table."""
        memo = table.memo
        actions = memo.get(card)
        if actions is None:
            actions = memo[card] = tuple(self._card_actions(table, card))
        return actions

    @abstractmethod
    def _card_actions(self, table: Table, card: Card) -> list[Action]:
        """The legal actions of ``card`` for the seat to act, computed (:meth:`card_actions` keeps them)."""

    @abstractmethod
    def apply(self, table: Table, action: Action, chance: Chance) -> tuple[Event, ...]:
        """Check ``action`` for the seat to act and apply it to ``table``; return its events.

        Raises a JackarooError if the action is illegal; the table and ``chance`` are then untouched.
        """

    @abstractmethod
    def forfeit(self, table: Table, card: Card, chance: Chance) -> tuple[Event, ...]:
        """Discard ``card`` without effect and end the turn (the strict rule after a mistake)."""

    @abstractmethod
    def check_state(self, state: GameState) -> None:
        """Raise StateFormatError if ``state`` could not arise in this ruleset."""
