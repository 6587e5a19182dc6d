"""The table: the mutable working state a ruleset plays on.

A :class:`Table` is to a :class:`~jackaroo.model.state.GameState` what a chess board is to a FEN
string: rulesets check and apply actions on it in place (fast enough for simulations and search),
and :meth:`Table.snapshot` gives the immutable value the rest of the program reads.  Only the
ruleset and :class:`~jackaroo.model.game.Game` change a table.
"""

from __future__ import annotations

from typing import Any

from .board import MARBLES_PER_SEAT, Colour
from .cards import Card
from .state import ClassicInfo, GameState


class Table:
    """Everything on the table, in mutable form; the attribute names are those of GameState.

    ``occupied[cell]`` is the marble on a cell or -1; ``memo`` holds values derived from the current
    position (the legal actions per card).  Whatever changes the table replaces the memo with a new
    one (it is never cleared in place), so a :meth:`copy`, which is in the same position, shares its
    original's memo until either of them changes.
    """

    __slots__ = (
        "classic", "colours", "current", "deck", "firepit", "hands", "marbles", "memo", "names",
        "occupied", "players", "round", "ruleset", "traps", "turn", "winner",
    )  # fmt: skip

    ruleset: str
    names: tuple[str, ...]
    colours: tuple[Colour, ...]
    players: tuple[str, ...]
    marbles: list[int]
    occupied: list[int]
    hands: list[tuple[Card, ...]]
    deck: list[Card]
    firepit: list[Card]
    traps: list[int]
    current: int
    turn: int
    round: int
    winner: int | None
    classic: ClassicInfo | None
    memo: dict[Any, Any]

    def __init__(self, state: GameState | None = None) -> None:
        """The table of ``state``; None makes a blank table for :meth:`copy` to fill in."""
        if state is None:
            return
        self.ruleset = state.ruleset
        self.names = state.names
        self.colours = state.colours
        self.players = state.players
        self.marbles = list(state.marbles)
        self.occupied = list(state.occupied)
        self.hands = list(state.hands)
        self.deck = list(state.deck)
        self.firepit = list(state.firepit)
        self.traps = list(state.traps)
        self.current = state.current
        self.turn = state.turn
        self.round = state.round
        self.winner = state.winner
        self.classic = state.classic
        self.memo = {}

    def snapshot(self) -> GameState:
        """The immutable value of the table now."""
        return GameState(
            self.ruleset,
            self.names,
            self.colours,
            self.players,
            tuple(self.marbles),
            tuple(self.hands),
            tuple(self.deck),
            tuple(self.firepit),
            tuple(self.traps),
            self.current,
            self.turn,
            self.round,
            self.winner,
            tuple(self.occupied),
            self.classic,
        )

    def copy(self) -> Table:
        """An independent table in the same position."""
        twin = Table()
        twin.ruleset = self.ruleset
        twin.names = self.names
        twin.colours = self.colours
        twin.players = self.players
        twin.current = self.current
        twin.turn = self.turn
        twin.round = self.round
        twin.winner = self.winner
        twin.classic = self.classic
        twin.marbles = self.marbles[:]
        twin.occupied = self.occupied[:]
        twin.hands = self.hands[:]
        twin.deck = self.deck[:]
        twin.firepit = self.firepit[:]
        twin.traps = self.traps[:]
        twin.memo = self.memo  # the same position: what one of them works out serves both
        return twin

    def seat_locations(self, seat: int) -> list[int]:
        """Cell ids of ``seat``'s four marbles."""
        start = seat * MARBLES_PER_SEAT
        return self.marbles[start : start + MARBLES_PER_SEAT]
