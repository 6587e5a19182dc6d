"""A board drawn into an image by its own scene: the home screen's picture of a kept game, the
rules' pictures."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from ...model.cards import CardTable
from ...model.state import GameState
from .scene import BoardScene


def board_image(scene: QGraphicsScene, source: QRectF, width: int, height: int) -> QImage:
    """``source`` (scene units) of ``scene`` drawn into a ``width`` x ``height`` pixel image with a
    transparent ground, its aspect ratio kept."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return image


def board_thumbnail(
    state: GameState, cards: CardTable, seat: int = 0, size: int = 240, hide_hand: bool = False
) -> QPixmap:
    """``state``'s board seen from ``seat``, drawn by a :class:`BoardScene` into a ``size`` pixel
    square; with ``hide_hand`` the seat's hand shows its backs (a hot-seat game: whoever looks may
    not be the one whose cards they are)."""
    scene = BoardScene(cards, seat)
    scene.hand_hidden = hide_hand
    scene.sync(state)
    image = board_image(scene, scene.sceneRect(), size, size)
    scene.deleteLater()
    return QPixmap.fromImage(image)
