"""The review's win-chance graph: the player's estimated chance to win after each of their decisions,
beside the chance Expert's play would have had, drawn with QPainter.

The time axis runs in the layout's reading direction (left to right, right to left in Arabic); the
chance axis from 0 % at the bottom to 100 % at the top, with a line at 50 %.  Mistakes are red dots;
the decision being looked at has a vertical line.  A click picks the nearest decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..board.palette import ERROR, INFO, MUTED_TEXT

#: the room around the plot for the percentage labels (pixels)
MARGIN = 6


def percent(chance: float) -> str:
    """A chance (0..1) as the locale writes a whole percentage."""
    return QLocale().toString(round(100 * chance)) + QLocale().percent()


class WinChanceGraph(QWidget):
    """``points``: per decision, (the chance of the play taken, the chance of Expert's, a mistake)."""

    #: a decision was clicked: its row
    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[float, float, bool]] = []
        self.current: int | None = None
        self.setMinimumHeight(70)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setToolTip(
            self.tr("Your chance to win after each decision (solid) and with Expert's play (dashed)")
        )

    def sizeHint(self) -> QSize:
        return QSize(240, 96)

    def set_points(self, points: Sequence[tuple[float, float, bool]]) -> None:
        self.points = list(points)
        self.current = None
        self.update()

    def set_current(self, row: int | None) -> None:
        self.current = row
        self.update()

    # -- geometry -------------------------------------------------------------------------------
    def _plot(self) -> QRectF:
        """Where the curves go: the widget less the labels' column and the margins."""
        labels = self.fontMetrics().horizontalAdvance(percent(1.0)) + MARGIN
        rect = QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            return rect.adjusted(0, 0, -labels, 0)
        return rect.adjusted(labels, 0, 0, 0)

    def _x(self, row: int, plot: QRectF) -> float:
        share = row / (len(self.points) - 1) if len(self.points) > 1 else 0.5
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            share = 1 - share
        return plot.left() + share * plot.width()

    @staticmethod
    def _y(chance: float, plot: QRectF) -> float:
        return plot.bottom() - max(0.0, min(1.0, chance)) * plot.height()

    # -- painting and clicks ---------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plot = self._plot()
        painter.fillRect(plot, QColor(0, 0, 0, 12))
        self._draw_axis(painter, plot)
        if self.points:
            if self.current is not None and 0 <= self.current < len(self.points):
                x = self._x(self.current, plot)
                painter.setPen(QPen(INFO, 1.5))
                painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            self._draw_curve(painter, plot, 1, QPen(MUTED_TEXT, 1.2, Qt.PenStyle.DashLine))
            self._draw_curve(painter, plot, 0, QPen(INFO, 2))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ERROR)
            for row, (taken, _best, mistake) in enumerate(self.points):
                if mistake:
                    painter.drawEllipse(QPointF(self._x(row, plot), self._y(taken, plot)), 3.5, 3.5)
        painter.end()

    def _draw_axis(self, painter: QPainter, plot: QRectF) -> None:
        """The 0, 50 and 100 % lines and their labels, on the reading side of the plot."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        metrics = self.fontMetrics()
        for chance in (0.0, 0.5, 1.0):
            y = self._y(chance, plot)
            painter.setPen(QPen(QColor(0, 0, 0, 40), 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            text = percent(chance)
            width = metrics.horizontalAdvance(text)
            x = plot.right() + MARGIN if rtl else plot.left() - MARGIN - width
            baseline = min(max(y + metrics.ascent() / 2, metrics.ascent()), self.height())
            painter.setPen(MUTED_TEXT)
            painter.drawText(QPointF(x, baseline), text)

    def _draw_curve(self, painter: QPainter, plot: QRectF, which: int, pen: QPen) -> None:
        path = QPainterPath()
        for row, point in enumerate(self.points):
            at = QPointF(self._x(row, plot), self._y(point[which], plot))
            if row:
                path.lineTo(at)
            else:
                path.moveTo(at)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        if len(self.points) == 1:
            painter.drawEllipse(path.currentPosition(), 2, 2)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Pick the decision nearest to where the graph was clicked."""
        if not self.points or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        plot = self._plot()
        x = event.position().x()
        row = min(range(len(self.points)), key=lambda r: abs(self._x(r, plot) - x))
        self.picked.emit(row)

    def point_of(self, row: int) -> QPointF:
        """Where decision ``row`` is drawn (its chance taken), in widget coordinates."""
        plot = self._plot()
        return QPointF(self._x(row, plot), self._y(self.points[row][0], plot))
