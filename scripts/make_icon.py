"""Draw the application icon, resources/icon.png: a felt disc in a wooden rim, a ring of track cells
and the four players' marbles, one on each side.

    python scripts/make_icon.py [--size 256] [--out resources/icon.png]
    python scripts/make_icon.py --size 16 --size 32 --out 'icons/{size}x{size}/jackaroo.png'

"""

from __future__ import annotations

import argparse
import math
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QImage, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QApplication

from jackaroo.model.board import Colour
from jackaroo.view.board.palette import CELL, COLOURS, FELT, WOOD

#: the marbles' order around the ring, starting at the top, clockwise
MARBLES = (Colour.RED, Colour.GREEN, Colour.YELLOW, Colour.BLUE)
CELLS = 20


def draw_icon(size: int) -> QImage:
    """The icon as a ``size`` x ``size`` ARGB image with a transparent background."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / 256, size / 256)  # drawn on a 256 x 256 grid
    centre = QPointF(128, 128)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(WOOD)
    painter.drawEllipse(centre, 124, 124)
    painter.setBrush(FELT)
    painter.drawEllipse(centre, 110, 110)
    painter.setPen(QPen(WOOD.darker(130), 2))
    painter.setBrush(CELL)
    for i in range(CELLS):
        angle = 2 * math.pi * i / CELLS
        painter.drawEllipse(QPointF(128 + 84 * math.sin(angle), 128 - 84 * math.cos(angle)), 9, 9)
    for i, colour in enumerate(MARBLES):
        angle = 2 * math.pi * (i * CELLS // 4 + 2) / CELLS
        at = QPointF(128 + 84 * math.sin(angle), 128 - 84 * math.cos(angle))
        gradient = QRadialGradient(at + QPointF(-6, -6), 26)
        gradient.setColorAt(0, COLOURS[colour].lighter(170))
        gradient.setColorAt(1, COLOURS[colour].darker(120))
        painter.setPen(QPen(COLOURS[colour].darker(200), 2))
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(at, 19, 19)
    # a card in the middle
    painter.setPen(QPen(Qt.GlobalColor.black, 2))
    painter.setBrush(Qt.GlobalColor.white)
    card = QRectF(128 - 24, 128 - 34, 48, 68)
    painter.save()
    painter.translate(centre)
    painter.rotate(-12)
    painter.translate(-centre)
    painter.drawRoundedRect(card, 6, 6)
    painter.setPen(COLOURS[Colour.RED])
    font = painter.font()
    font.setPixelSize(40)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(card, Qt.AlignmentFlag.AlignCenter, "J")
    painter.restore()
    painter.end()
    return image


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, action="append", help="edge in pixels (repeatable; default 256)")
    parser.add_argument(
        "--out", default="resources/icon.png", help="the file; with several sizes, a template with {size}"
    )
    args = parser.parse_args()
    sizes = args.size or [256]
    if len(sizes) > 1 and "{size}" not in args.out:
        parser.error("several --size need an --out template with {size}")
    _app = QApplication(sys.argv)
    for size in sizes:
        out = args.out.format(size=size)
        os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
        if not draw_icon(size).save(out):
            print(f"could not write {out}", file=sys.stderr)
            return 1
        print(f"wrote {out} ({size} x {size})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
