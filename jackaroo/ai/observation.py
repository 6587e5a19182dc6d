"""What one seat may see of the table (RULES.md section 5).

Its own hand, the board, the Firepit, how many cards each hand and the Deck hold, and the legal
actions of its own hand.  Never: other hands, the Deck's order, hidden trap cells or the generator.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from ..model.actions import Action, Verb
from ..model.board import Colour
from ..model.cards import Card
from ..model.game import Game


@dataclass(frozen=True, slots=True)
class Observation:
    """The table as seen from ``seat`` (the seat to act, when a policy is asked).

    ``marbles`` are 16 cell ids (-1 Home; see :mod:`jackaroo.model.board`); ``hand_sizes`` and
    ``colours`` are per seat.  :meth:`card_actions` and :meth:`legal_actions` give the legal actions
    of ``hand`` (none if ``seat`` is not to act), computed on demand.
    """

    seat: int
    current: int
    round: int
    turn: int
    colours: tuple[Colour, ...]
    marbles: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    firepit: tuple[Card, ...]
    _actions_of: Callable[[Card], tuple[Action, ...]] = field(repr=False, compare=False)

    def card_actions(self, card: Card) -> tuple[Action, ...]:
        """Legal actions of ``card`` (a card of :attr:`hand`), ``drop`` excluded."""
        return self._actions_of(card)

    def legal_actions(self) -> tuple[Action, ...]:
        """All legal actions of the hand, ``drop`` for each card without one; () unless ``seat`` is to
        act in a game that is not over."""
        if self.seat != self.current or self._actions_of is _no_actions:
            return ()
        out: list[Action] = []
        for card in dict.fromkeys(self.hand):
            out.extend(self.card_actions(card) or (Action(card, Verb.DROP),))
        return tuple(out)


def _no_actions(card: Card) -> tuple[Action, ...]:
    return ()


def observe(game: Game, seat: int) -> Observation:
    """The observation of ``seat`` in ``game``."""
    state = game.state
    acting = seat == state.current and not game.is_over
    actions_of = partial(game.rules.card_actions, state) if acting else _no_actions

    return Observation(
        seat=seat,
        current=state.current,
        round=state.round,
        turn=state.turn,
        colours=state.colours,
        marbles=state.marbles,
        hand=state.hands[seat],
        hand_sizes=tuple(map(len, state.hands)),
        deck_size=len(state.deck),
        firepit=state.firepit,
        _actions_of=actions_of,
    )
