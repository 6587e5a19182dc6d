"""Board geometry of the default game as constants and pure functions (RULES.md section 1).

Cells have integer ids: ``0..99`` are the Track cells (clockwise = +1 mod 100) and
``100 + 4*seat + i`` is Safe cell ``i`` (0..3) of ``seat``.  A marble in its Home Zone has the
location :data:`HOME` (-1).  Marble ``m`` belongs to seat ``m // 4``; marbles are numbered 0..15.

The path tables at the bottom are the movement geometry of RULES.md section 3 computed once:
a path is the tuple of cells visited after the start cell, target last.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Final

SEATS: Final = 4
MARBLES_PER_SEAT: Final = 4
MARBLE_COUNT: Final = SEATS * MARBLES_PER_SEAT
TRACK_LENGTH: Final = 100
SAFE_LENGTH: Final = 4
SIDE: Final = TRACK_LENGTH // SEATS  # 25: Base cells are this far apart
HOME: Final = -1
SAFE_START: Final = TRACK_LENGTH
CELL_COUNT: Final = TRACK_LENGTH + SEATS * SAFE_LENGTH  # 116 cells a marble can stand on


class Colour(Enum):
    """Marble colours, shuffled onto the seats at game start."""

    RED = "RED"
    GREEN = "GREEN"
    BLUE = "BLUE"
    YELLOW = "YELLOW"


class CellType(Enum):
    NORMAL = "normal"
    BASE = "base"
    ENTRY = "entry"
    SAFE = "safe"


def owner(marble: int) -> int:
    """Seat owning ``marble`` (0..15 -> 0..3)."""
    return marble >> 2


def all_safe(marbles: Sequence[int], seat: int) -> bool:
    """Whether all four of ``seat``'s marbles are in its Safe Zone (``marbles``: the 16 locations)."""
    start = seat * MARBLES_PER_SEAT
    for m in range(start, start + MARBLES_PER_SEAT):  # noqa: SIM110 (interpreted, all() is slower)
        if marbles[m] < SAFE_START:
            return False
    return True


def base_cell(seat: int) -> int:
    """Base cell of ``seat``: ``25 * seat``."""
    return SIDE * seat


def entry_cell(seat: int) -> int:
    """Safe Zone Entry of ``seat``: two cells before its Base cell (98, 23, 48, 73)."""
    return (SIDE * seat - 2) % TRACK_LENGTH


def safe_cell(seat: int, index: int) -> int:
    """Cell id of Safe cell ``index`` (0..3) of ``seat``."""
    return SAFE_START + SAFE_LENGTH * seat + index


def safe_owner(cell: int) -> int:
    """Seat whose Safe Zone holds ``cell`` (a Safe cell id)."""
    return (cell - SAFE_START) // SAFE_LENGTH


def safe_index(cell: int) -> int:
    """Index 0..3 of a Safe cell id within its Safe Zone."""
    return (cell - SAFE_START) % SAFE_LENGTH


def base_owner(cell: int) -> int | None:
    """Seat whose Base cell is ``cell``, or None."""
    if 0 <= cell < TRACK_LENGTH and cell % SIDE == 0:
        return cell // SIDE
    return None


def cell_type(cell: int) -> CellType:
    if cell >= SAFE_START:
        return CellType.SAFE
    if cell % SIDE == 0:
        return CellType.BASE
    if cell % SIDE == SIDE - 2:
        return CellType.ENTRY
    return CellType.NORMAL


#: Track cells that may hold a trap.
NORMAL_CELLS: Final[tuple[int, ...]] = tuple(
    c for c in range(TRACK_LENGTH) if cell_type(c) is CellType.NORMAL
)
#: ``PROTECTED[cell]`` is the seat whose marble is protected on that Base cell, else -1.
PROTECTED: Final[tuple[int, ...]] = tuple(
    -1 if (o := base_owner(c)) is None else o for c in range(TRACK_LENGTH)
) + (-1,) * (CELL_COUNT - TRACK_LENGTH)
MAX_STEPS: Final = 13


#: the most digits a number of the notation may have (cells, Safe cells, split distances)
MAX_DECIMAL_DIGITS: Final = 9


def decimal(text: str) -> int | None:
    """The value of a plain ASCII decimal without sign or leading zeros (``"7"``, ``"10"``), else None.

    At most :data:`MAX_DECIMAL_DIGITS` digits: nothing in the notation is larger, and Python refuses
    to convert very long digit strings."""
    if (
        text.isascii()
        and text.isdigit()
        and (text == "0" or text[0] != "0")
        and len(text) <= MAX_DECIMAL_DIGITS
    ):
        return int(text)
    return None


def parse_location_token(token: str) -> tuple[str, int] | None:
    """Split location notation: ``("t", n)`` for ``t0..t99``, ``("s", i)`` for ``s0..s3``,
    ``("home", -1)`` for ``home``; None for anything else."""
    if token == "home":
        return ("home", HOME)
    n = decimal(token[1:]) if token[:1] in ("t", "s") else None
    if n is not None and n < (TRACK_LENGTH if token[0] == "t" else SAFE_LENGTH):
        return (token[0], n)
    return None


def action_location(cell: int) -> int:
    """The action location (NOTATION.md actions) naming a marble on ``cell``: a Track cell is itself
    (``t<n>``), Safe cell i of the seat to act's marbles is ``SAFE_START + i`` (``s<i>``)."""
    return cell if cell < SAFE_START else SAFE_START + (cell - SAFE_START) % SAFE_LENGTH


def location_cell(loc: int, seat: int) -> int:
    """The cell an action location names when ``seat``'s marbles are the ones ``s<i>`` means (the
    inverse of :func:`action_location`)."""
    return loc if loc < SAFE_START else SAFE_START + SAFE_LENGTH * seat + loc - SAFE_START


def location_name(cell: int) -> str:
    """Notation of a location: ``home``, ``t<n>`` or ``s<i>`` (Safe cell of the marble's owner)."""
    if cell < 0:
        return "home"
    if cell < SAFE_START:
        return f"t{cell}"
    return f"s{safe_index(cell)}"


# -- path tables ----------------------------------------------------------------------------------
def _own_forward(seat: int, start: int, steps: int) -> tuple[int, ...] | None:
    """Path of ``seat``'s own marble moving ``steps`` forward from ``start`` (track or own Safe cell).

    None when the rank is too high (past Safe cell 3).
    """
    if start >= SAFE_START:
        i = safe_index(start)
        if i + steps >= SAFE_LENGTH:
            return None
        return tuple(safe_cell(seat, j) for j in range(i + 1, i + steps + 1))
    d = (entry_cell(seat) - start) % TRACK_LENGTH
    if steps <= d:
        return tuple((start + j) % TRACK_LENGTH for j in range(1, steps + 1))
    if steps <= d + SAFE_LENGTH:
        track = tuple((start + j) % TRACK_LENGTH for j in range(1, d + 1))
        return track + tuple(safe_cell(seat, j) for j in range(steps - d))
    return None


#: ``OWN_PATH[seat][cell][steps]``: path of an own marble, None if the rank is too high.
OWN_PATH: Final[tuple[tuple[tuple[tuple[int, ...] | None, ...], ...], ...]] = tuple(
    tuple(
        tuple(
            None if (c >= SAFE_START and safe_owner(c) != s) or k == 0 else _own_forward(s, c, k)
            for k in range(MAX_STEPS + 1)
        )
        for c in range(CELL_COUNT)
    )
    for s in range(SEATS)
)
#: ``TRACK_PATH[cell][steps]``: plain clockwise track path with wrap-around (an opponent's Five).
TRACK_PATH: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple((c + j) % TRACK_LENGTH for j in range(1, k + 1)) for k in range(MAX_STEPS + 1))
    for c in range(TRACK_LENGTH)
)
#: ``BACK_PATH[cell]``: four cells counter-clockwise (a Four).
BACK_PATH: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple((c - j) % TRACK_LENGTH for j in range(1, 5)) for c in range(TRACK_LENGTH)
)
