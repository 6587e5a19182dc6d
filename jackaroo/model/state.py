"""The game state value and its JSON form (NOTATION.md, state version 1).

:class:`GameState` is immutable: the value of everything on the table at one moment.  Rulesets play
on its mutable twin, :class:`~jackaroo.model.table.Table`; the random generator lives beside both in
the :class:`~jackaroo.model.game.Game`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from .board import (
    CELL_COUNT,
    MARBLE_COUNT,
    MARBLES_PER_SEAT,
    SAFE_START,
    SEATS,
    Colour,
    action_location,
    all_safe,
    location_cell,
    location_name,
    owner,
    parse_location_token,
    safe_cell,
    safe_index,
)
from .cards import Card

HAND_SIZE: Final = 4
TURNS_PER_ROUND: Final = 4


def occupancy(marbles: tuple[int, ...]) -> tuple[int, ...]:
    """Cell id -> marble id standing there, or -1 (CELL_COUNT entries)."""
    occ = [-1] * CELL_COUNT
    for m, cell in enumerate(marbles):
        if cell >= 0:
            occ[cell] = m
    return tuple(occ)


@dataclass(frozen=True, slots=True)
class ClassicInfo:
    """What the classic ruleset (docs/rules-classic.md) keeps beyond the default game's state.

    - ``dealer``: the seat that dealt the current set of three rounds (play starts left of it).
    - ``teams``: the sides, each a tuple of seats: ``((0, 2), (1, 3))`` with four players, one seat
      per side with two or three.
    - ``pending_by``: while a Ten's victim (the current seat) must choose a card to discard, the seat
      that played the Ten; else None.
    """

    dealer: int
    teams: tuple[tuple[int, ...], ...]
    pending_by: int | None = None

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The side ``seat`` plays on (itself alone without a partner); () for an empty seat."""
        for team in self.teams:
            if seat in team:
                return team
        return ()

    def partner(self, seat: int) -> int | None:
        """The partner of ``seat`` or None."""
        team = self.team_of(seat)
        return next((p for p in team if p != seat), None)

    def controlled_seat(self, seat: int, marbles: Sequence[int]) -> int:
        """The seat whose marbles ``seat`` plays with when the marbles stand on ``marbles`` (16
        locations): its partner's once all four of its own are in its Safe Zone, else its own."""
        partner = self.partner(seat)
        if partner is not None and all_safe(marbles, seat):
            return partner
        return seat

    def to_dict(self) -> dict[str, Any]:
        """The classic keys of the state notation: ``dealer``, ``teams``, ``pending``."""
        pending = None
        if self.pending_by is not None:
            pending = {"decision": "discard-choice", "by": self.pending_by}
        return {"dealer": self.dealer, "teams": [list(t) for t in self.teams], "pending": pending}


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything on the table (NOTATION.md state).

    - ``names``, ``colours``, ``players``: per seat (``players`` are policy names: ``human``, ``random``..).
    - ``marbles``: 16 cell ids (-1 = Home); marble ``m`` belongs to seat ``m // 4``.
    - ``hands``: per seat, the cards held.  ``deck``: next card first.  ``firepit``: oldest first.
    - ``traps``: trap cells (Normal Track cells).  ``current``: seat to act; ``turn`` 0..3; ``round`` >= 1.
    - ``winner``: the winning seat or None (with teams, its partner has won too).
    - ``occupied``: the derived cell -> marble table (not compared).
    - ``classic``: the classic ruleset's dealer, teams and pending decision; None in the default game.
    """

    ruleset: str
    names: tuple[str, ...]
    colours: tuple[Colour, ...]
    players: tuple[str, ...]
    marbles: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]
    deck: tuple[Card, ...]
    firepit: tuple[Card, ...]
    traps: tuple[int, ...]
    current: int
    turn: int
    round: int
    winner: int | None = None
    occupied: tuple[int, ...] = field(default=(), compare=False, repr=False)
    classic: ClassicInfo | None = None

    def __post_init__(self) -> None:
        if not self.occupied:
            object.__setattr__(self, "occupied", occupancy(self.marbles))

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def marble_at(self, cell: int) -> int | None:
        """Marble id on ``cell`` or None."""
        m = self.occupied[cell]
        return None if m < 0 else m

    def seat_locations(self, seat: int) -> tuple[int, ...]:
        """Cell ids of ``seat``'s four marbles."""
        start = seat * MARBLES_PER_SEAT
        return self.marbles[start : start + MARBLES_PER_SEAT]

    def controlled_seat(self, seat: int) -> int:
        """The seat whose marbles ``seat`` plays with: its partner's in the classic ruleset once all
        four of its own are safe (partner assist), otherwise ``seat`` itself."""
        return seat if self.classic is None else self.classic.controlled_seat(seat, self.marbles)

    def location_of(self, marble: int) -> int | None:
        """The action location that names ``marble`` for the seat to act: its Track cell, or
        ``SAFE_START + i`` (``s<i>``) for a marble on Safe cell i of the seat whose marbles the seat to
        act plays with; None for a marble at Home or in another seat's Safe Zone."""
        cell = self.marbles[marble]
        if cell < 0:
            return None
        if cell < SAFE_START:
            return cell
        if owner(marble) != self.controlled_seat(self.current):
            return None
        return action_location(cell)

    def cell_of(self, loc: int) -> int:
        """The cell an action location names for the seat to act (the inverse of
        :meth:`location_of`): a Track cell is itself, ``s<i>`` the controlled seat's Safe cell i."""
        return location_cell(loc, self.controlled_seat(self.current))

    def to_dict(self) -> dict[str, Any]:
        """The NOTATION.md state object without ``rng``."""
        seats = []
        for p in range(SEATS):
            seats.append(
                {
                    "name": self.names[p],
                    "colour": self.colours[p].value,
                    "player": self.players[p],
                    "hand": [str(c) for c in self.hands[p]],
                    "marbles": [location_name(c) for c in self.seat_locations(p)],
                }
            )
        obj: dict[str, Any] = {
            "format": "jackaroo/state",
            "version": 1,
            "ruleset": self.ruleset,
            "seats": seats,
            "current": self.current,
            "turn": self.turn,
            "round": self.round,
        }
        if self.classic is not None:
            obj.update(self.classic.to_dict())
        obj.update(
            {
                "traps": list(self.traps),
                "deck": [str(c) for c in self.deck],
                "firepit": [str(c) for c in self.firepit],
                "winner": self.winner,
            }
        )
        return obj


def parse_location(token: str, seat: int) -> int:
    """Cell id of a state location (``home``, ``t<n>``, ``s<i>`` of ``seat``); ValueError if bad."""
    parsed = parse_location_token(token)
    if parsed is None:
        raise ValueError(token)
    kind, n = parsed
    return safe_cell(seat, n) if kind == "s" else n


__all__ = [
    "HAND_SIZE",
    "MARBLE_COUNT",
    "TURNS_PER_ROUND",
    "ClassicInfo",
    "GameState",
    "occupancy",
    "parse_location",
    "safe_index",
]
