"""Moving graphics items: marbles and cards (keyed by model ids), and trap marks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...model.board import (
    Colour,
)
from ...model.cards import Card, CardKind
from ..text.language import latin_font
from . import layout
from .effects import flame_path, shield_path
from .palette import BOARD_TEXT, COLOURS, HIGHLIGHT, SUIT_COLOURS, draw_symbol


class MarbleItem(QGraphicsObject):
    """A marble, keyed by its model id; clicks are reported by the scene."""

    def __init__(self, marble: int, colour: Colour) -> None:
        super().__init__()
        self.marble = marble
        self.colour = colour
        self.highlighted = False
        self.chosen = False
        self.focused = False
        self.symbol = False
        self.setZValue(10)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_colour(self, colour: Colour) -> None:
        if colour is not self.colour:
            self.colour = colour
            self.update()

    def set_symbol(self, on: bool) -> None:
        """Draw (or not) the colour-blind symbol of the marble's colour on it."""
        if on != self.symbol:
            self.symbol = on
            self.update()

    def set_marks(self, highlighted: bool, chosen: bool, focused: bool = False) -> None:
        if (highlighted, chosen, focused) != (self.highlighted, self.chosen, self.focused):
            self.highlighted, self.chosen, self.focused = highlighted, chosen, focused
            self.setCursor(Qt.CursorShape.PointingHandCursor if highlighted else Qt.CursorShape.ArrowCursor)
            self.update()

    def boundingRect(self) -> QRectF:
        r = layout.MARBLE_RADIUS + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = layout.MARBLE_RADIUS
        if self.highlighted or self.chosen:
            painter.setPen(QPen(HIGHLIGHT if not self.chosen else QColor("white"), 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 3.5, r + 3.5)
        if self.focused:
            painter.setPen(QPen(QColor("white"), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 5.5, r + 5.5)
        base = COLOURS[self.colour]
        gradient = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.4)
        gradient.setColorAt(0, base.lighter(175))
        gradient.setColorAt(0.45, base)
        gradient.setColorAt(1, base.darker(190))
        painter.setPen(QPen(base.darker(220), 1))
        painter.setBrush(gradient)
        painter.drawEllipse(QPointF(0, 0), r, r)
        if self.symbol:
            draw_symbol(painter, QPointF(0, 0), self.colour, base, layout.MARBLE_SYMBOL_RADIUS)


#: how far (scene units) a card moves before it is dragged, and its height while dragged
DRAG_START = 12.0
DRAG_Z = 60.0


class CardItem(QGraphicsObject):
    """A card face (rank, suit symbol, name) or a card back; reports clicks through ``clicked``."""

    clicked = Signal(object)
    double_clicked = Signal(object)
    #: a face dragged and let go: the item and the scene point where it was let go
    dropped = Signal(object, QPointF)

    def __init__(self, card: Card | None, name: str = "", description: str = "") -> None:
        super().__init__()
        self.card = card
        self.name = name
        self.playable = True
        self.selected = False
        self.index = -1
        self.setZValue(20)
        # Faces are cached at device resolution (sharp text); backs in item coordinates, because
        # opponents' backs are rotated and a device cache is not used for rotated items.
        mode = QGraphicsItem.CacheMode
        self.setCacheMode(mode.DeviceCoordinateCache if card is not None else mode.ItemCoordinateCache)
        if description:
            self.setToolTip(description)
        if card is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_state(self, playable: bool, selected: bool) -> None:
        if (playable, selected) != (self.playable, self.selected):
            self.playable, self.selected = playable, selected
            self.setOpacity(1.0 if playable else 0.55)
            self.update()

    def boundingRect(self) -> QRectF:
        w, h = layout.CARD_WIDTH, layout.CARD_HEIGHT
        return QRectF(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8)

    def mousePressEvent(self, event) -> None:
        if self.card is not None and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self)
            self._drag_from: QPointF | None = self.pos()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        """A face follows the mouse once dragged past a few pixels (drop it on a marble to play)."""
        start = getattr(self, "_drag_from", None)
        if start is None:
            return
        moved = event.scenePos() - event.buttonDownScenePos(Qt.MouseButton.LeftButton)
        if self.zValue() < DRAG_Z and moved.manhattanLength() < DRAG_START:
            return
        self.setZValue(DRAG_Z)
        self.setPos(start + moved)

    def mouseReleaseEvent(self, event) -> None:
        start = getattr(self, "_drag_from", None)
        self._drag_from = None
        if start is not None and self.zValue() >= DRAG_Z:
            self.setPos(start)
            self.setZValue(20 + max(self.index, 0))
            self.dropped.emit(self, event.scenePos())
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        if self.card is not None:
            self.double_clicked.emit(self)
            event.accept()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = layout.CARD_WIDTH, layout.CARD_HEIGHT
        rect = QRectF(-w / 2, -h / 2, w, h)
        if self.card is None:
            gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
            gradient.setColorAt(0, QColor("#7b1f2b"))
            gradient.setColorAt(1, QColor("#4a0f18"))
            painter.setPen(QPen(QColor("#f5e6c8"), 4))
            painter.setBrush(gradient)
            painter.drawRoundedRect(rect, 9, 9)
            painter.setPen(QPen(QColor(245, 230, 200, 140), 2))
            painter.drawRoundedRect(rect.adjusted(10, 10, -10, -10), 5, 5)
            return
        painter.setPen(QPen(HIGHLIGHT if self.selected else QColor("#444"), 4 if self.selected else 1.2))
        painter.setBrush(QColor("#fffdf7"))
        painter.drawRoundedRect(rect, 9, 9)
        card = self.card
        wild = card.kind in (CardKind.BURNER, CardKind.SAVER)
        if wild:
            ink = QColor("#d84315") if card.kind is CardKind.BURNER else QColor("#1565c0")
        else:
            ink = SUIT_COLOURS.get(card.suit, QColor("#1d1d1d"))  # type: ignore[arg-type]
        painter.setPen(ink)
        font = latin_font()  # digits and letters only: the metrics of a Latin face, not an Arabic one
        font.setBold(True)
        font.setPointSizeF(15)
        painter.setFont(font)
        corner = "★" if wild else str(card).removesuffix(card.suit.value if card.suit else "")
        painter.drawText(QRectF(-w / 2 + 6, -h / 2 + 4, 40, 24), Qt.AlignmentFlag.AlignLeft, corner)
        if wild:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(flame_path() if card.kind is CardKind.BURNER else shield_path())
        else:
            font.setPointSizeF(34)
            painter.setFont(font)
            painter.drawText(
                QRectF(-w / 2, -h / 2 + 22, w, 60), Qt.AlignmentFlag.AlignCenter, card.suit.symbol
            )  # type: ignore[union-attr]
        font.setPointSizeF(10)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("#333"))
        painter.drawText(
            QRectF(-w / 2 + 4, h / 2 - 44, w - 8, 40),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.name,
        )


class TrapMark(QGraphicsItem):
    """A trap cell, drawn only when the View option "show traps" is on."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        r = layout.CELL_RADIUS
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = layout.CELL_RADIUS * 0.6
        painter.setPen(QPen(QColor("#b71c1c"), 3))
        painter.drawLine(QPointF(-r, -r), QPointF(r, r))
        painter.drawLine(QPointF(-r, r), QPointF(r, -r))


class BoardText(QGraphicsSimpleTextItem):
    """The board's own words (a player's name, a count): centred on a point, in the board's ink."""

    def __init__(self, centre: QPointF, size: float, bold: bool = False) -> None:
        super().__init__()
        font = QFont()
        font.setPointSizeF(size)
        font.setBold(bold)
        self.setFont(font)
        self.setBrush(BOARD_TEXT)
        self.setZValue(40)
        self.centre = centre

    def set_text(self, text: str) -> None:
        """Show ``text`` centred on :attr:`centre`."""
        self.setText(text)
        rect = self.boundingRect()
        self.setPos(self.centre.x() - rect.width() / 2, self.centre.y() - rect.height() / 2)
