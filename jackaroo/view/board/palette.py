"""The board's palette and the colour-blind symbols: every colour the scene and the panels draw with.

The colours are shared objects that :func:`jackaroo.view.board.themes.apply_theme` changes in place
(classic green, dark, high contrast): draw with them at paint time, never keep a copy.

``COLOURS`` gives each seat colour its marble colour; ``SYMBOLS`` the shape drawn on a marble when
colour-blind symbols are on (one shape per colour, told apart without colour).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from ...model.board import (
    Colour,
)
from ...model.cards import Suit
from . import layout

COLOURS = {
    Colour.RED: QColor("#d8433b"),
    Colour.GREEN: QColor("#2f9e5a"),
    Colour.BLUE: QColor("#3673c9"),
    Colour.YELLOW: QColor("#e6b422"),
}
FELT = QColor("#1f5f4a")
WOOD = QColor("#7a5230")
CELL = QColor("#f3ead8")
HIGHLIGHT = QColor("#ffe45c")
#: the look of an empty seat's Base, Safe and Home cells (classic ruleset, fewer than four players)
NEUTRAL = QColor("#8a8f8c")
#: the colour of each team's partner mark (classic ruleset, four players), team 0 and team 1
TEAM_COLOURS = (QColor("#f7f7f2"), QColor("#1c1c1c"))
SUIT_COLOURS = {Suit.HEART: QColor("#c62828"), Suit.DIAMOND: QColor("#c62828")}
#: around the board, the board's own words (names, counts), the Track's numbers
VIEW_BACKGROUND = QColor("#12382c")
BOARD_TEXT = QColor("#fdf6e3")
TRACK_NUMBER = QColor(255, 255, 255, 150)
#: the banner's grounds: a refused play, a message
ERROR = QColor("#b3261e")
INFO = QColor("#1d5e9e")
#: the side panel's muted words (a player's counts)
MUTED_TEXT = QColor("#555555")


#: the colour-blind symbol of each colour (drawn on its marbles and its Base, Safe and Home cells)
SYMBOLS = {
    Colour.RED: "circle",
    Colour.GREEN: "triangle",
    Colour.BLUE: "square",
    Colour.YELLOW: "diamond",
}


def symbol_path(shape: str, radius: float) -> QPainterPath:
    """The outline of ``shape`` (circle, triangle, square or diamond) centred on (0, 0), fitting a
    circle of ``radius`` scene units (shapes are sized to look equally large)."""
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(QPointF(0, 0), radius * 0.8, radius * 0.8)
    elif shape == "triangle":
        r = radius * 1.05
        path.addPolygon(
            QPolygonF([QPointF(0, -r), QPointF(r * 0.866, r * 0.5 + 1), QPointF(-r * 0.866, r * 0.5 + 1)])
        )
        path.closeSubpath()
    elif shape == "square":
        side = radius * 1.35
        path.addRect(QRectF(-side / 2, -side / 2, side, side))
    elif shape == "diamond":
        r = radius
        path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(r, 0), QPointF(0, r), QPointF(-r, 0)]))
        path.closeSubpath()
    else:
        raise ValueError(f"unknown symbol {shape!r}")
    return path


def contrast_ink(background: QColor) -> QColor:
    """Near-black on light colours, white on dark ones (by perceived luminance)."""
    luminance = 0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF()
    return QColor("#1a1a1a") if luminance > 0.6 else QColor("white")


def draw_symbol(
    painter: QPainter,
    centre: QPointF,
    colour: Colour,
    background: QColor,
    radius: float,
    hollow: bool = False,
) -> None:
    """Draw ``colour``'s symbol at ``centre`` in the ink that contrasts with ``background``, outlined
    in the opposite ink; ``hollow`` draws its outline only in that ink (the board's cells, so that
    an empty cell never looks like a marble, whose symbol is solid)."""
    ink = contrast_ink(background)
    if hollow:
        painter.setPen(QPen(ink, layout.SYMBOL_OUTLINE * 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(symbol_path(SYMBOLS[colour], radius).translated(centre))
        return
    outline = QColor("white") if ink != QColor("white") else QColor(0, 0, 0, 150)
    painter.setPen(QPen(outline, layout.SYMBOL_OUTLINE))
    painter.setBrush(ink)
    painter.drawPath(symbol_path(SYMBOLS[colour], radius).translated(centre))
