"""A board drawn into an image by its own scene: the resume question's thumbnail, the rules' pictures."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene


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
