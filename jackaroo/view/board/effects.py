"""Effect items: what the board draws for a moment to tell what happened or what would happen.

- :class:`PulseItem`: a ring that grows and fades (a trap springing, a capture's knock).
- :class:`EmblemItem`: the Burner's flame or the Saver's shield, over a marble.
- :class:`TrailItem`: a line through cell centres: the last move (stays until the next), the King's
  sweep, the path a selected move would take.
- :class:`NoticeItem`: a short line of text on the board ("No card has a move: …").

Every item is a ``QGraphicsObject``, so its ``opacity``, ``scale`` and ``pos`` animate on the scene's
one animation queue.  Sizes are scene units (:mod:`jackaroo.view.board.layout`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import layout

#: the colours of the effects
TRAP_COLOUR = QColor("#ff5722")
CAPTURE_COLOUR = QColor("#e53935")
FLAME_COLOUR = QColor("#ff6d00")
SHIELD_COLOUR = QColor("#1e88e5")
KING_COLOUR = QColor("#ffc107")


def flame_path() -> QPainterPath:
    """The Burner's symbol, drawn (fonts with a fire glyph are not everywhere)."""
    path = QPainterPath(QPointF(0, 12))
    path.cubicTo(QPointF(-20, 10), QPointF(-20, -10), QPointF(-6, -22))
    path.cubicTo(QPointF(-6, -12), QPointF(0, -8), QPointF(2, -6))
    path.cubicTo(QPointF(4, -16), QPointF(10, -24), QPointF(8, -34))
    path.cubicTo(QPointF(22, -22), QPointF(22, 8), QPointF(0, 12))
    return path


def shield_path() -> QPainterPath:
    """The Saver's symbol: a shield."""
    path = QPainterPath(QPointF(0, -32))
    path.cubicTo(QPointF(8, -26), QPointF(16, -26), QPointF(20, -26))
    path.cubicTo(QPointF(20, -4), QPointF(14, 6), QPointF(0, 14))
    path.cubicTo(QPointF(-14, 6), QPointF(-20, -4), QPointF(-20, -26))
    path.cubicTo(QPointF(-16, -26), QPointF(-8, -26), QPointF(0, -32))
    return path


class PulseItem(QGraphicsObject):
    """A ring that grows and fades: a trap firing, a capture."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self._radius = layout.CELL_RADIUS
        self.setZValue(30)

    def _get_radius(self) -> float:
        return self._radius

    def _set_radius(self, value: float) -> None:
        self.prepareGeometryChange()
        self._radius = value
        self.update()

    radius = Property(float, _get_radius, _set_radius)

    def boundingRect(self) -> QRectF:
        r = self._radius + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour, 4))
        fill = QColor(self.colour)
        fill.setAlpha(90)
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)


class EmblemItem(QGraphicsObject):
    """A filled symbol (``path``, drawn about 46 units tall) in ``colour`` with a light outline."""

    def __init__(self, path: QPainterPath, colour: QColor) -> None:
        super().__init__()
        self.path = path
        self.colour = colour
        self.setZValue(32)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#fff8e1"), 2))
        painter.setBrush(self.colour)
        painter.drawPath(self.path)


class TrailItem(QGraphicsObject):
    """A rounded line through ``points`` (scene coordinates) in ``colour``, ``width`` units wide,
    ending in a small disc (the landing cell); ``dashed`` for what would happen, solid for what did."""

    def __init__(
        self, points: Sequence[QPointF], colour: QColor, width: float = 6.0, dashed: bool = False
    ) -> None:
        super().__init__()
        self.colour = QColor(colour)
        self.width = width
        self.dashed = dashed
        path = QPainterPath()
        if points:
            path.moveTo(points[0])
            for point in points[1:]:
                path.lineTo(point)
        self.path = path
        self.end = points[-1] if points else QPointF()
        self.setZValue(3)  # above the board, below the marbles

    def boundingRect(self) -> QRectF:
        pad = self.width + layout.CELL_RADIUS
        return self.path.boundingRect().adjusted(-pad, -pad, pad, pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.colour, self.width, Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)
        painter.setPen(QPen(self.colour, 3))
        painter.drawEllipse(self.end, layout.CELL_RADIUS + 3, layout.CELL_RADIUS + 3)


class NoticeItem(QGraphicsObject):
    """A line of text on a dark rounded plate, centred on its position."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.font = QFont()
        self.font.setPointSizeF(15)
        self.font.setBold(True)
        width = QFontMetricsF(self.font).horizontalAdvance(text)
        self.rect = QRectF(-width / 2 - 18, -24, width + 36, 48)
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(20, 28, 24, 225)))
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(QColor("#fff8e1"))
        painter.setFont(self.font)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)
