"""The static board item: felt, Track cells, Base cells, Entries, Safe Zones and Home Zones."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...model.board import (
    SAFE_LENGTH,
    SEATS,
    SIDE,
    TRACK_LENGTH,
    Colour,
    base_cell,
    entry_cell,
)
from . import layout
from .palette import (
    CELL,
    COLOURS,
    FELT,
    NEUTRAL,
    TEAM_COLOURS,
    TRACK_NUMBER,
    WOOD,
    contrast_ink,
    draw_symbol,
)

#: the Track numbers' size (points, in scene units at scale 1)
NUMBER_POINTS = 7.5
#: below this scale (view pixels per scene unit) the numbers stop shrinking and thin out to every tenth
SMALL_BOARD = 0.8


class BoardItem(QGraphicsItem):
    """The static board: felt, Track cells, Base cells, Entries, Safe Zones and Home Zones.

    Painted once into a device-coordinate cache; only a new game (new colours) repaints it.
    """

    def __init__(self, colours: tuple[Colour, ...]) -> None:
        super().__init__()
        self.colours = colours
        self.symbols = False
        self.empty: frozenset[int] = frozenset()
        self.teams: dict[int, int] = {}
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(-10)

    def set_colours(self, colours: tuple[Colour, ...]) -> None:
        if colours != self.colours:
            self.colours = colours
            self.update()

    def set_seats(self, empty: frozenset[int], teams: dict[int, int]) -> None:
        """Paint the ``empty`` seats' cells in a neutral grey, and a partner mark (a disc in the team's
        colour with its number) beside the Base cell of each seat of ``teams`` (seat -> team 0 or 1)."""
        if (empty, teams) != (self.empty, self.teams):
            self.empty, self.teams = empty, dict(teams)
            self.update()

    def set_symbols(self, on: bool) -> None:
        """Draw (or not) each seat's colour-blind symbol on its Base, Safe and Home cells."""
        if on != self.symbols:
            self.symbols = on
            self.update()

    def boundingRect(self) -> QRectF:
        return layout.SCENE_RECT

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = layout.SCENE_RECT.adjusted(8, 8, -8, -8)
        painter.setPen(QPen(WOOD.darker(130), 10))
        gradient = QRadialGradient(QPointF(0, 0), rect.width() * 0.7)
        gradient.setColorAt(0, FELT.lighter(118))
        gradient.setColorAt(1, FELT.darker(115))
        painter.setBrush(gradient)
        painter.drawRoundedRect(rect, 40, 40)
        r = layout.CELL_RADIUS
        # the Track as a ring of cells
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.5))
        for cell in range(TRACK_LENGTH):
            painter.setBrush(CELL)
            painter.drawEllipse(layout.track_point(cell), r, r)
        for seat in range(SEATS):
            colour = NEUTRAL if seat in self.empty else COLOURS[self.colours[seat]]
            # Home Zone
            painter.setPen(QPen(colour.darker(140), 2.5))
            painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 70))
            painter.drawRoundedRect(layout.home_rect(seat), 14, 14)
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.setPen(Qt.PenStyle.NoPen)
            for i in range(4):
                painter.drawEllipse(layout.home_point(seat, i), r * 0.8, r * 0.8)
            # Base cell: filled with the seat's colour
            painter.setPen(QPen(colour.darker(150), 2.5))
            painter.setBrush(colour)
            painter.drawEllipse(layout.track_point(base_cell(seat)), r + 1.5, r + 1.5)
            # Safe Zone Entry: a ring in the seat's colour, and the Safe Zone leading inward
            entry = layout.track_point(entry_cell(seat))
            painter.setPen(QPen(colour, 4))
            painter.setBrush(CELL)
            painter.drawEllipse(entry, r + 1, r + 1)
            lane = QPainterPath(entry)
            lane.lineTo(layout.safe_point(seat, SAFE_LENGTH - 1))
            painter.setPen(
                QPen(
                    QColor(colour.red(), colour.green(), colour.blue(), 120),
                    2 * r + 8,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                )
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(lane)
            painter.setPen(QPen(colour.darker(150), 2))
            painter.setBrush(colour.lighter(160))
            for i in range(SAFE_LENGTH):
                painter.drawEllipse(layout.safe_point(seat, i), r, r)
            if self.symbols and seat not in self.empty:
                self._paint_symbols(painter, seat, colour)
            if seat in self.teams:
                self._paint_team_mark(painter, seat, self.teams[seat])
        # every fifth cell's number, faintly, for reading the notation; on a small board the
        # numbers keep a readable size and only every tenth is written
        transform = painter.worldTransform()
        scale = math.sqrt(abs(transform.determinant())) or 1.0
        small = scale < SMALL_BOARD
        painter.setPen(TRACK_NUMBER)
        font = QFont()
        font.setPointSizeF(
            min(NUMBER_POINTS * SMALL_BOARD / scale, 2 * NUMBER_POINTS) if small else NUMBER_POINTS
        )
        painter.setFont(font)
        for cell in range(0, TRACK_LENGTH, 10 if small else 5):
            if cell % SIDE == 0:
                continue
            p = layout.track_point(cell)
            outward = QPointF(p.x() * 1.075, p.y() * 1.075)
            painter.drawText(
                QRectF(outward.x() - 20, outward.y() - 10, 40, 20), Qt.AlignmentFlag.AlignCenter, str(cell)
            )

    def _paint_team_mark(self, painter: QPainter, seat: int, team: int) -> None:
        """A disc in the team's colour with the team's number, beside the seat's Home Zone."""
        fill = TEAM_COLOURS[team]
        centre = layout.team_mark_point(seat)
        radius = layout.TEAM_MARK_RADIUS
        painter.setPen(QPen(contrast_ink(fill), 2))
        painter.setBrush(fill)
        painter.drawEllipse(centre, radius, radius)
        font = QFont()
        font.setPointSizeF(radius * 0.9)
        font.setBold(True)
        painter.setFont(font)
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(team + 1))

    def _paint_symbols(self, painter: QPainter, seat: int, colour: QColor) -> None:
        """The seat's symbol on its Base cell, Safe cells and Home slots."""
        kind = self.colours[seat]
        size = layout.CELL_SYMBOL_RADIUS
        # hollow: a cell's symbol is an outline, a marble's is solid
        draw_symbol(painter, layout.track_point(base_cell(seat)), kind, colour, size, hollow=True)
        for i in range(SAFE_LENGTH):
            draw_symbol(painter, layout.safe_point(seat, i), kind, colour.lighter(160), size, hollow=True)
        for i in range(4):
            draw_symbol(
                painter, layout.home_point(seat, i), kind, colour.darker(200), size * 0.85, hollow=True
            )
