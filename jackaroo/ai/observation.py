"""What one seat may see of the table (RULES.md section 5).

Its own hand, the board, the Firepit, how many cards each hand and the Deck hold, the public record
of where traps have been proved absent, and the legal actions of its own hand.  Never: other hands,
the Deck's order, hidden trap cells or the generator.
"""

from __future__ import annotations

from typing import Final

from ..model.actions import Action, Verb
from ..model.board import Colour
from ..model.cards import Card
from ..model.game import Game
from ..model.rules.base import Ruleset
from ..model.sightings import TrapSightings
from ..model.state import ClassicInfo
from ..model.table import Table
from ..model.values import Value


class Observation(Value):
    """The table as seen from ``seat`` (the seat to act, when a policy is asked).

    ``marbles`` are 16 cell ids (-1 Home; see :mod:`jackaroo.model.board`); ``hand_sizes`` and
    ``colours`` are per seat.  :meth:`card_actions` and :meth:`legal_actions` give the legal actions
    of ``hand`` (none if ``seat`` is not to act), computed on demand.  ``ruleset`` is the state's
    ruleset name, ``players`` the seats' player kinds (``none`` for an empty seat) and ``classic`` the
    classic ruleset's public dealer, teams and pending decision (None in the default game).
    """

    #: the fields compared and shown (the legal actions' source, ``_actions_of``, is neither)
    __match_args__ = (
        "seat", "current", "round", "turn", "colours", "marbles", "hand", "hand_sizes", "deck_size",
        "firepit", "ruleset", "players", "classic", "sightings",
    )  # fmt: skip
    __slots__ = (*__match_args__, "_actions_of")

    def __init__(
        self,
        seat: int,
        current: int,
        round: int,
        turn: int,
        colours: tuple[Colour, ...],
        marbles: tuple[int, ...],
        hand: tuple[Card, ...],
        hand_sizes: tuple[int, ...],
        deck_size: int,
        firepit: tuple[Card, ...],
        ruleset: str,
        players: tuple[str, ...],
        classic: ClassicInfo | None,
        sightings: TrapSightings,
        _actions_of: _LiveActions | None = None,
    ) -> None:
        self.seat: Final = seat
        self.current: Final = current
        self.round: Final = round
        self.turn: Final = turn
        self.colours: Final = colours
        self.marbles: Final = marbles
        self.hand: Final = hand
        self.hand_sizes: Final = hand_sizes
        self.deck_size: Final = deck_size
        self.firepit: Final = firepit
        self.ruleset: Final = ruleset
        self.players: Final = players
        self.classic: Final = classic
        self.sightings: Final = sightings
        self._actions_of: Final = _actions_of

    def card_actions(self, card: Card) -> tuple[Action, ...]:
        """Legal actions of ``card`` (a card of :attr:`hand`), ``drop`` excluded."""
        live = self._actions_of
        return () if live is None else live.actions(card)

    def legal_actions(self) -> tuple[Action, ...]:
        """All legal actions of the hand, ``drop`` for each card without one (classic: for every card,
        only when none has one); () unless ``seat`` is to act in a game that is not over."""
        if self.seat != self.current or self._actions_of is None:
            return ()
        out: list[Action] = []
        cards = tuple(dict.fromkeys(self.hand))
        if self.classic is not None:  # a card may be dropped only when none is playable
            out = [a for card in cards for a in self.card_actions(card)]
            return tuple(out) or tuple(Action(card, Verb.DROP) for card in cards)
        for card in cards:
            out.extend(self.card_actions(card) or (Action(card, Verb.DROP),))
        return tuple(out)


class _LiveActions:
    """The legal actions of a card in the position a table is in now (an observation's source of
    actions; an object rather than a closure, which the compiled engine would keep in a reference
    cycle with its frame, left to the cycle collector at every observation)."""

    __slots__ = ("memo", "rules", "table")

    def __init__(self, rules: Ruleset, table: Table) -> None:
        self.rules = rules
        self.table = table
        self.memo = table.memo

    def actions(self, card: Card) -> tuple[Action, ...]:
        """The legal actions of ``card`` (``drop`` excluded); RuntimeError once the game has moved on."""
        if self.table.memo is not self.memo:
            raise RuntimeError("this observation is out of date: the game has moved on")
        return self.rules.card_actions(self.table, card)


def observe(game: Game, seat: int) -> Observation:
    """The observation of ``seat`` in ``game`` now.

    Its legal actions are computed on demand from the live game, so an observation is valid until the
    game moves on; asking an out-of-date one for actions raises RuntimeError.
    """
    table = game.table
    actions_of: _LiveActions | None = None
    if seat == table.current and table.winner is None:
        actions_of = _LiveActions(game.rules, table)
    return Observation(
        seat=seat,
        current=table.current,
        round=table.round,
        turn=table.turn,
        colours=table.colours,
        marbles=tuple(table.marbles),
        hand=table.hands[seat],
        hand_sizes=tuple([len(hand) for hand in table.hands]),
        deck_size=len(table.deck),
        firepit=tuple(table.firepit),
        ruleset=table.ruleset,
        players=table.players,
        classic=table.classic,
        sightings=game.sightings,
        _actions_of=actions_of,
    )
