"""What one seat may see of the table (RULES.md section 5).

Its own hand, the board, the Firepit, how many cards each hand and the Deck hold, and the legal
actions of its own hand.  Never: other hands, the Deck's order, hidden trap cells or the generator.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model.actions import Action
from ..model.board import Colour
from ..model.cards import Card
from ..model.game import Game


@dataclass(frozen=True, slots=True)
class Observation:
    """The table as seen from ``seat`` (the seat to act, when a policy is asked).

    ``marbles`` are 16 cell ids (-1 Home; see :mod:`jackaroo.model.board`); ``hand_sizes`` and
    ``colours`` are per seat; ``legal_actions`` are those of ``hand`` (empty if ``seat`` is not to act).
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
    legal_actions: tuple[Action, ...]


def observe(game: Game, seat: int) -> Observation:
    """The observation of ``seat`` in ``game``."""
    state = game.state
    legal = game.legal_actions() if seat == state.current else ()
    return Observation(
        seat=seat,
        current=state.current,
        round=state.round,
        turn=state.turn,
        colours=state.colours,
        marbles=state.marbles,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        deck_size=len(state.deck),
        firepit=state.firepit,
        legal_actions=legal,
    )
