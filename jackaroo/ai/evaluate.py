"""A static evaluation of a position for one seat: the heuristic shared by Greedy and Expert.

Units are "steps": a marble fielded is worth 30, each step it has travelled from its Base cell one
more (0.9), a marble in the Safe Zone 130 and a little more the deeper it sits.  Own marbles within
reach of an opponent's marble (1-13 cells behind it, or 4 ahead for a Four) lose part of their
value; a marble on its own Base cell cannot be touched.  The evaluation is the seat's own value minus
a share of its opponents', the leader's counted twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model.board import MARBLES_PER_SEAT, SAFE_START, SEATS, SIDE, TRACK_LENGTH

FIELDED = 30.0
PER_STEP = 0.9
SAFE = 130.0
SAFE_DEPTH = 3.0
THREAT = 0.07  # share of a marble's value lost per opponent marble that can reach it
OPPONENTS = 0.25
WIN = 10_000.0


def marble_value(seat: int, cell: int) -> float:
    """Value of one of ``seat``'s marbles standing on ``cell`` (-1 Home)."""
    if cell < 0:
        return 0.0
    if cell >= SAFE_START:
        return SAFE + SAFE_DEPTH * ((cell - SAFE_START) % 4)
    return FIELDED + PER_STEP * ((cell - SIDE * seat) % TRACK_LENGTH)


def seat_values(marbles: Sequence[int]) -> list[float]:
    """Every seat's value, threats included."""
    values = [0.0] * SEATS
    track = [(cell, m >> 2) for m, cell in enumerate(marbles) if 0 <= cell < SAFE_START]
    for m, cell in enumerate(marbles):
        seat = m >> 2
        value = marble_value(seat, cell)
        if 0 <= cell < SAFE_START and cell != SIDE * seat:
            threats = 0
            for other, owner in track:
                if owner != seat:
                    behind = (cell - other) % TRACK_LENGTH
                    if 1 <= behind <= 13 or behind == TRACK_LENGTH - 4:
                        threats += 1
            value *= 1.0 - THREAT * min(threats, 4)
        values[seat] += value
    for seat in range(SEATS):
        if min(marbles[seat * MARBLES_PER_SEAT : (seat + 1) * MARBLES_PER_SEAT]) >= SAFE_START:
            values[seat] += WIN
    return values


def evaluate(marbles: Sequence[int], seat: int) -> float:
    """The position's worth for ``seat``: its value minus a share of its opponents' (leader twice)."""
    values = seat_values(marbles)
    others = [v for p, v in enumerate(values) if p != seat]
    return values[seat] - OPPONENTS * (sum(others) + max(others))
