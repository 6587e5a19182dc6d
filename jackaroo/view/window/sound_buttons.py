"""Two small square buttons on the table, as card-game tables have them: the music and the sound
effects on or off.  Each shows one of the View menu's actions (its check mark, its enabled state and
its tool tip), so the buttons and the menu are always in step; their icons are drawn here.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QAction, QColor, QGuiApplication, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

#: the buttons' side and their icons' side, in pixels
BUTTON = 30
ICON = 20


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(ICON * 2, ICON * 2)  # drawn at twice the size: sharp on high-density screens
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _strike(painter: QPainter, ink: QColor) -> None:
    """The "off" stroke across an icon."""
    painter.setPen(_pen(QColor("#c62828"), 2.2))
    painter.drawLine(QPointF(3, 17), QPointF(17, 3))
    painter.setPen(QPen(ink, 1.6))


def _icon(draw: Callable[[QColor, bool], QPixmap], ink: QColor) -> QIcon:
    """An icon with its on and off states, and a faded, struck-through look when disabled (no sound
    can play)."""
    icon = QIcon()
    faded = QColor(ink)
    faded.setAlpha(150)  # dimmed, yet seen on every theme's table (the high-contrast black too)
    for state in (QIcon.State.On, QIcon.State.Off):
        icon.addPixmap(draw(ink, state == QIcon.State.Off), QIcon.Mode.Normal, state)
        icon.addPixmap(draw(faded, True), QIcon.Mode.Disabled, state)
    return icon


def speaker_icon(ink: QColor) -> QIcon:
    """A speaker with sound waves (on) or struck through (off)."""
    return _icon(_speaker, ink)


def note_icon(ink: QColor) -> QIcon:
    """Two beamed eighth notes (on) or struck through (off)."""
    return _icon(_notes, ink)


def _speaker(ink: QColor, off: bool) -> QPixmap:
    pixmap, painter = _canvas()
    cone = QPainterPath()
    cone.moveTo(3, 8)
    cone.lineTo(6, 8)
    cone.lineTo(10, 4.5)
    cone.lineTo(10, 15.5)
    cone.lineTo(6, 12)
    cone.lineTo(3, 12)
    cone.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(cone)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(ink, 1.6))
    if not off:
        painter.drawArc(QRectF(8, 6.5, 6, 7), -50 * 16, 100 * 16)
        painter.drawArc(QRectF(8, 3.5, 10, 13), -50 * 16, 100 * 16)
    else:
        _strike(painter, ink)
    painter.end()
    return pixmap


def _notes(ink: QColor, off: bool) -> QPixmap:
    pixmap, painter = _canvas()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawEllipse(QRectF(3, 13, 5, 4))
    painter.drawEllipse(QRectF(11, 11, 5, 4))
    painter.setPen(QPen(ink, 1.6))
    painter.drawLine(QPointF(7.5, 15), QPointF(7.5, 4.5))
    painter.drawLine(QPointF(15.5, 13), QPointF(15.5, 2.5))
    painter.setPen(QPen(ink, 2.6))
    painter.drawLine(QPointF(7.5, 4.5), QPointF(15.5, 2.5))
    if off:
        _strike(painter, ink)
    painter.end()
    return pixmap


class SoundButtons(QWidget):
    """The music and sound-effects buttons, showing ``music`` and ``effects`` (checkable actions)."""

    def __init__(self, music: QAction, effects: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.music_button = QToolButton()
        self.effects_button = QToolButton()
        for button, action in ((self.music_button, music), (self.effects_button, effects)):
            button.setDefaultAction(action)
            action.setIconVisibleInMenu(False)
            button.setFixedSize(BUTTON, BUTTON)
            button.setIconSize(QSize(ICON, ICON))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click keeps the board's focus
            button.setAutoRaise(False)
            row.addWidget(button)
        self.refresh_look(QColor("#f5f0e6"))
        self.adjustSize()

    def refresh_look(self, ink: QColor) -> None:
        """Draw the icons in ``ink`` (the board's text colour of the theme)."""
        self.music_button.defaultAction().setIcon(note_icon(ink))
        self.effects_button.defaultAction().setIcon(speaker_icon(ink))
        # the frame in the ink's colour: seen on the light felt, the dark one and high contrast's black
        frame = f"rgba({ink.red()}, {ink.green()}, {ink.blue()}, 120)"
        self.setStyleSheet(
            f"QToolButton {{ background: rgba(0, 0, 0, 70); border: 1px solid {frame};"
            " border-radius: 6px } QToolButton:checked { background: rgba(0, 0, 0, 110) }"
            " QToolButton:disabled { background: rgba(0, 0, 0, 30) }"
        )

    def place(self, width: int) -> None:
        """Put the buttons in the table's top corner on the reading side's end (top right, or top
        left for right-to-left languages), in a view ``width`` pixels wide."""
        margin = 8
        right_to_left = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.move(margin if right_to_left else width - self.width() - margin, margin)
