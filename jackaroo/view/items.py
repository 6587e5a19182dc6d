"""Graphics items: the static board, marbles and cards (QGraphicsObject items keyed by model ids)."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..model.board import (
    SAFE_LENGTH,
    SEATS,
    SIDE,
    TRACK_LENGTH,
    Colour,
    base_cell,
    entry_cell,
)
from ..model.cards import Card, CardKind, Suit
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
    painter: QPainter, centre: QPointF, colour: Colour, background: QColor, radius: float
) -> None:
    """Draw ``colour``'s symbol at ``centre`` in the ink that contrasts with ``background``, outlined
    in the opposite ink."""
    ink = contrast_ink(background)
    outline = QColor("white") if ink != QColor("white") else QColor(0, 0, 0, 150)
    painter.setPen(QPen(outline, layout.SYMBOL_OUTLINE))
    painter.setBrush(ink)
    painter.drawPath(symbol_path(SYMBOLS[colour], radius).translated(centre))


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
        # every fifth cell's number, faintly, for reading the log
        painter.setPen(QColor(255, 255, 255, 120))
        font = QFont()
        font.setPointSizeF(7.5)
        painter.setFont(font)
        for cell in range(0, TRACK_LENGTH, 5):
            if cell % SIDE == 0:
                continue
            p = layout.track_point(cell)
            outward = QPointF(p.x() * 1.075, p.y() * 1.075)
            painter.drawText(
                QRectF(outward.x() - 14, outward.y() - 8, 28, 16), Qt.AlignmentFlag.AlignCenter, str(cell)
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
        draw_symbol(painter, layout.track_point(base_cell(seat)), kind, colour, size)
        for i in range(SAFE_LENGTH):
            draw_symbol(painter, layout.safe_point(seat, i), kind, colour.lighter(160), size)
        for i in range(4):
            draw_symbol(painter, layout.home_point(seat, i), kind, colour.darker(200), size * 0.85)


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


class CardItem(QGraphicsObject):
    """A card face (rank, suit symbol, name) or a card back; reports clicks through ``clicked``."""

    clicked = Signal(object)
    double_clicked = Signal(object)

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
            event.accept()
        else:
            super().mousePressEvent(event)

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
        font = QFont()
        font.setBold(True)
        font.setPointSizeF(15)
        painter.setFont(font)
        corner = "★" if wild else str(card).removesuffix(card.suit.value if card.suit else "")
        painter.drawText(QRectF(-w / 2 + 6, -h / 2 + 4, 40, 24), Qt.AlignmentFlag.AlignLeft, corner)
        if wild:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(_flame() if card.kind is CardKind.BURNER else _shield())
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


def _flame() -> QPainterPath:
    """The Burner's symbol, drawn (fonts with a fire glyph are not everywhere)."""
    path = QPainterPath(QPointF(0, 12))
    path.cubicTo(QPointF(-20, 10), QPointF(-20, -10), QPointF(-6, -22))
    path.cubicTo(QPointF(-6, -12), QPointF(0, -8), QPointF(2, -6))
    path.cubicTo(QPointF(4, -16), QPointF(10, -24), QPointF(8, -34))
    path.cubicTo(QPointF(22, -22), QPointF(22, 8), QPointF(0, 12))
    return path


def _shield() -> QPainterPath:
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
