"""The seats as the board and the side panels show them: the empty ones and the teams."""

from __future__ import annotations

from ...model.players import EMPTY_SEAT
from ...model.state import GameState


def empty_seats(state: GameState) -> frozenset[int]:
    """The seats nobody plays (player ``none``, classic ruleset with two or three players)."""
    return frozenset(seat for seat, player in enumerate(state.players) if player == EMPTY_SEAT)


def team_numbers(state: GameState) -> dict[int, int]:
    """Seat -> its team's index (0 or 1) for the seats that have a partner (classic, four players);
    empty otherwise."""
    info = state.classic
    if info is None:
        return {}
    sides = [team for team in info.teams if len(team) > 1]
    return {seat: number for number, team in enumerate(sides) for seat in team}
