"""Board geometry in scene units: the only module that knows where things are drawn.

The scene's origin is the board's centre, x to the right, y down.  The Track is a rounded square
run clockwise on screen, 25 cells a side: seat 0's side is the bottom one, its Base cell at the
bottom-right end, so each seat owns a corner: Base cell, Safe Zone Entry (on the corner's curve),
the Safe Zone leading to the centre along the diagonal, and the Home Zone outside the corner.  Seat
p's geometry is seat 0's turned by p quarter turns clockwise.  The human's hand lies inside the loop
at the bottom; the Firepit and the Deck in the centre.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication

from ...model.board import (
    CELL_COUNT,
    HOME,
    MARBLES_PER_SEAT,
    SAFE_START,
    SIDE,
    TRACK_LENGTH,
    entry_cell,
    safe_index,
    safe_owner,
)

HALF = 400.0  # half the side of the Track's square (cell centres)
CORNER = 72.0  # radius of the Track's rounded corners
SPACING = (8 * (HALF - CORNER) + 2 * math.pi * CORNER) / TRACK_LENGTH  # distance between cells
CELL_RADIUS = 13.5
MARBLE_RADIUS = 11.5
CARD_WIDTH = 96.0
CARD_HEIGHT = 136.0
SMALL_CARD = 0.5  # scale of opponents' card backs
SCENE_RECT = QRectF(-545.0, -545.0, 1090.0, 1090.0)
FIREPIT = QPointF(-62.0, -20.0)
DECK = QPointF(62.0, -20.0)
HAND_Y = 248.0
#: the "Pass to <name>" screen of a hot-seat game: over the hand, clear of the Safe Zones
#: the centre of the caption over the hand naming whose cards they are (hot-seat)
HAND_CAPTION = QPointF(0.0, HAND_Y - CARD_HEIGHT / 2 - 30.0)  # clear of a raised (chosen) card
#: the space between two cards of the hand: less for five cards, which must stay clear of the Safe
#: Zones on both sides (the traditional rules deal five in some rounds)
HAND_GAP = 14.0
HAND_GAP_FIVE = 2.0
PASS_RECT = QRectF(-256.0, HAND_Y - 98.0, 512.0, 196.0)  # covers a hand of five
PASS_TITLE = QPointF(0.0, HAND_Y - 56.0)  # centres of its title, note and button
PASS_NOTE = QPointF(0.0, HAND_Y - 18.0)
PASS_BUTTON = QPointF(0.0, HAND_Y + 40.0)
#: colour-blind symbols (View > Colour-blind symbols): radius of the symbol on a marble and on a cell
MARBLE_SYMBOL_RADIUS = 7.6
CELL_SYMBOL_RADIUS = 8.0
SYMBOL_OUTLINE = 1.2  # width of the contrasting outline around a symbol
TEAM_MARK_RADIUS = 12.0  # the partner mark beside each Home Zone (classic ruleset, four players)


#: the seat whose side is drawn at the bottom (hot-seat: the person to act, if the board turns)
_bottom = 0


def bottom_seat() -> int:
    """The seat drawn at the bottom of the board (0 unless :func:`turn_to` turned it)."""
    return _bottom


def turn_to(seat: int) -> None:
    """Draw ``seat``'s side at the bottom: every seat-dependent place turns by whole quarter turns
    (the hand, the Deck and the Firepit stay where they are; texts stay upright)."""
    global _bottom
    if seat % 4 != _bottom:
        _bottom = seat % 4
        for function in (track_point, safe_point, home_point):
            function.cache_clear()


def _rotate(p: tuple[float, float], quarter_turns: int) -> QPointF:
    x, y = p
    for _ in range((quarter_turns - _bottom) % 4):
        x, y = -y, x  # a quarter turn clockwise on screen (y down)
    return QPointF(x, y)


def _side_point(s: float) -> tuple[float, float]:
    """Point at arc length ``s`` along seat 0's side: the bottom straight, right to left, then the
    bottom-left corner's curve up to the left side."""
    straight = 2 * (HALF - CORNER)
    if s <= straight:
        return (HALF - CORNER - s, HALF)
    angle = math.pi / 2 + (s - straight) / CORNER  # from pointing down to pointing left
    cx, cy = -(HALF - CORNER), HALF - CORNER
    return (cx + CORNER * math.cos(angle), cy + CORNER * math.sin(angle))


@cache
def track_point(cell: int) -> QPointF:
    """Centre of Track cell ``cell`` (0..99)."""
    side, offset = divmod(cell, SIDE)
    return _rotate(_side_point((offset + 0.5) * SPACING), side)


@cache
def safe_point(seat: int, index: int) -> QPointF:
    """Centre of Safe cell ``index`` of ``seat``: from its Entry toward the centre."""
    entry = track_point(entry_cell(seat))
    length = math.hypot(entry.x(), entry.y())
    step = SPACING * 1.12 * (index + 1)
    return QPointF(entry.x() * (1 - step / length), entry.y() * (1 - step / length))


@cache
def home_point(seat: int, index: int) -> QPointF:
    """Slot ``index`` (0..3) of ``seat``'s Home Zone: a 2x2 block outside its Base cell."""
    base = _side_point(1.5 * SPACING)
    dx = (index % 2 - 0.5) * 2.3 * MARBLE_RADIUS
    dy = (index // 2 - 0.5) * 2.3 * MARBLE_RADIUS
    return _rotate((base[0] + dx, HALF + 58 + dy), seat)


def home_rect(seat: int) -> QRectF:
    """The Home Zone's outline around its four slots."""
    centre = (home_point(seat, 0) + home_point(seat, 3)) / 2
    size = 4.9 * MARBLE_RADIUS
    return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)


def team_mark_point(seat: int) -> QPointF:
    """Centre of ``seat``'s partner mark: beside its Home Zone, on the side away from its Base cell."""
    base = _side_point(1.5 * SPACING)
    return _rotate((base[0] - 3.6 * MARBLE_RADIUS, HALF + 58), seat)


def cell_point(cell: int) -> QPointF:
    """Centre of a board cell id (Track or Safe; see jackaroo.model.board)."""
    if cell < SAFE_START:
        return track_point(cell)
    return safe_point(safe_owner(cell), safe_index(cell))


def cell_at(point: QPointF) -> int | None:
    """The Track or Safe cell whose disc holds ``point`` (scene units), or None."""
    for cell in range(CELL_COUNT):
        centre = cell_point(cell)
        if (centre.x() - point.x()) ** 2 + (centre.y() - point.y()) ** 2 <= CELL_RADIUS**2:
            return cell
    return None


def marble_point(marble: int, cell: int) -> QPointF:
    """Where ``marble`` is drawn when it stands on ``cell`` (its Home slot for HOME)."""
    if cell == HOME:
        return home_point(marble // MARBLES_PER_SEAT, marble % MARBLES_PER_SEAT)
    return cell_point(cell)


def hand_point(index: int, count: int) -> QPointF:
    """Centre of the human's card ``index`` of ``count``, inside the loop at the bottom, in the
    reading order of the language (card 1 on the right when it reads right to left)."""
    x = (index - (count - 1) / 2) * (CARD_WIDTH + (HAND_GAP if count <= 4 else HAND_GAP_FIVE))
    if QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft:
        x = -x
    return QPointF(x, HAND_Y)


def backs_point(seat: int) -> QPointF:
    """Centre of an opponent's face-down hand, outside its side of the Track."""
    return _rotate((-HALF * 0.42, HALF + 92), seat)


def showcase_point(seat: int) -> QPointF:
    """Where a card played by ``seat`` is held up for a moment: inside its side of the Track,
    between its hand and the middle of the board."""
    return _rotate((-HALF * 0.3, HALF * 0.52), seat)


def backs_rotation(seat: int) -> float:
    """Rotation in degrees of an opponent's face-down hand (facing the board's centre)."""
    return 90.0 * ((seat - _bottom) % 4)


def label_point(seat: int) -> QPointF:
    """Where a seat's name is written on the board: beside its Home Zone."""
    return _rotate((HALF * 0.08, HALF + 92), seat)
