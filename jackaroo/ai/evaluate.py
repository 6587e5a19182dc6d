"""A static evaluation of a position for one seat: the heuristic shared by Greedy and Expert.

Units are "steps": a marble fielded is worth 30, each step it has travelled from its Base cell one
more (0.9), a marble in the Safe Zone 130 and a little more the deeper it sits.  Own marbles within
reach of an opponent's marble (1-13 cells behind it, or 4 ahead for a Four) lose part of their
value; a marble on its own Base cell cannot be touched (in the default game).  The evaluation is the
seat's own value minus a share of its opponents', the leader's counted twice.  In a classic team game
the partner's value counts as the seat's own, the partner's marbles are no threat, and a side wins
when both partners have all their marbles safe.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from ..model.board import MARBLES_PER_SEAT, SAFE_START, SEATS, SIDE, TRACK_LENGTH, entry_cell

FIELDED: Final = 30.0
PER_STEP: Final = 0.9
SAFE: Final = 130.0
SAFE_DEPTH: Final = 3.0
THREAT: Final = 0.07  # share of a marble's value lost per opponent marble that can reach it
OPPONENTS: Final = 0.25
WIN: Final = 10_000.0
#: mean length of a forward move, in cells (the ranks a marble on the track moves by, weighted by the deck)
MEAN_STEP: Final = 7.0


def marble_value(seat: int, cell: int) -> float:
    """Value of one of ``seat``'s marbles standing on ``cell`` (-1 Home)."""
    if cell < 0:
        return 0.0
    if cell >= SAFE_START:
        return SAFE + SAFE_DEPTH * ((cell - SAFE_START) % 4)
    return FIELDED + PER_STEP * ((cell - SIDE * seat) % TRACK_LENGTH)


def alive_table(chances: Sequence[float], mean_step: float = MEAN_STEP) -> tuple[tuple[float, ...], ...]:
    """[seat][cell]: the chance that a marble of ``seat`` on track ``cell`` reaches its Safe Zone
    Entry alive, each cell ``c`` ahead holding a trap with chance ``chances[c]`` (0 where no trap
    can be) and being landed on once in ``mean_step`` moves: ``prod(1 - chances[c] / mean_step)``."""
    table = []
    for seat in range(SEATS):
        alive = [1.0] * TRACK_LENGTH
        cell, odds = entry_cell(seat), 1.0
        for _ in range(TRACK_LENGTH - 1):
            odds *= 1.0 - chances[cell] / mean_step
            cell = (cell - 1) % TRACK_LENGTH
            alive[cell] = odds
        table.append(tuple(alive))
    return tuple(table)


def track_values(value: Callable[[int, int], float]) -> tuple[tuple[float, ...], ...]:
    """``value(seat, cell)`` for every seat and track cell, as a lookup table [seat][cell]."""
    return tuple(tuple(value(seat, cell) for cell in range(TRACK_LENGTH)) for seat in range(SEATS))


#: track values of the plain evaluation
PLAIN: Final = track_values(marble_value)


#: cells from which an opponent's marble can reach a cell: 1-13 behind it, or 4 ahead (a Four)
REACH: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(sorted({(c - k) % TRACK_LENGTH for k in range(1, 14)} | {(c + 4) % TRACK_LENGTH}))
    for c in range(TRACK_LENGTH)
)


def sides(seat: int, partner: int | None) -> tuple[int, ...]:
    """The side of every seat as seen by ``seat``: without a ``partner`` every seat alone (its own
    number); with one (classic teams, partners opposite) 0 for ``seat`` and ``partner``, 1 for the
    other two, who are partners too."""
    if partner is None:
        return ALONE
    return _TEAMS[seat, partner]


#: every seat on its own side (the default game)
ALONE: Final = tuple(range(SEATS))
_TEAMS = {
    (seat, partner): tuple(0 if p in (seat, partner) else 1 for p in range(SEATS))
    for seat in range(SEATS)
    for partner in range(SEATS)
}


def threat_counts(marbles: Sequence[int], side: Sequence[int] = ALONE, base_safe: bool = True) -> list[int]:
    """For each of the 16 marbles, how many marbles of another side (``side`` as in
    :func:`seat_values`) stand where they could reach it (:data:`REACH`), at most 4; 0 for a marble
    Home, in its Safe Zone, or on its own Base cell when ``base_safe``."""
    owner_at = [-1] * TRACK_LENGTH
    for m, cell in enumerate(marbles):
        if 0 <= cell < SAFE_START:
            owner_at[cell] = m >> 2
    counts = [0] * len(marbles)
    for m, cell in enumerate(marbles):
        seat = m >> 2
        if not 0 <= cell < SAFE_START or (base_safe and cell == SIDE * seat):
            continue
        mine = side[seat]
        threats = 0
        for origin in REACH[cell]:
            owner = owner_at[origin]
            if owner >= 0 and side[owner] != mine:
                threats += 1
        counts[m] = min(threats, 4)
    return counts


def seat_values(
    marbles: Sequence[int],
    track: Sequence[Sequence[float]] = PLAIN,
    side: Sequence[int] = ALONE,
    base_safe: bool = True,
) -> list[float]:
    """Every seat's value, threats included (the inner loop of every search: kept flat).

    ``track[seat][cell]`` is the value of a marble of ``seat`` on track ``cell`` before threats.
    ``side[seat]`` numbers the seats' sides (:func:`sides`): only marbles of another side threaten a
    marble, and a side wins (:data:`WIN` to each of its seats) when all its seats have their four
    marbles safe.  ``base_safe``: a marble on its own Base cell cannot be touched (the default
    game; in the classic one it can)."""
    threats = threat_counts(marbles, side, base_safe)
    values = [0.0] * SEATS
    safe = [0] * SEATS
    for m, cell in enumerate(marbles):
        if cell < 0:
            continue
        seat = m >> 2
        if cell >= SAFE_START:
            values[seat] += SAFE + SAFE_DEPTH * ((cell - SAFE_START) % MARBLES_PER_SEAT)
            safe[seat] += 1
            continue
        value = track[seat][cell]
        if threats[m]:
            value *= 1.0 - THREAT * threats[m]
        values[seat] += value
    for seat in range(SEATS):
        if safe[seat] == MARBLES_PER_SEAT and all(
            safe[p] == MARBLES_PER_SEAT for p in range(SEATS) if side[p] == side[seat]
        ):
            values[seat] += WIN
    return values


def evaluate(
    marbles: Sequence[int],
    seat: int,
    partner: int | None = None,
    track: Sequence[Sequence[float]] = PLAIN,
    base_safe: bool = True,
) -> float:
    """The position's worth for ``seat``: its value minus a share of its opponents' (leader twice).

    With a ``partner`` (classic teams) the partner's value counts as the seat's own, the partner's
    marbles threaten neither of them, and the side wins only when both have all their marbles safe.
    ``track`` gives the track marbles' values (:data:`PLAIN`: :func:`marble_value`);
    ``base_safe`` as in :func:`seat_values`.
    """
    values = seat_values(marbles, track, sides(seat, partner), base_safe)
    side = (seat,) if partner is None else (seat, partner)
    others = [v for p, v in enumerate(values) if p not in side]
    return sum(values[p] for p in side) - OPPONENTS * (sum(others) + max(others))
