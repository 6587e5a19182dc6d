"""Regression test for the Qt binding: Python ``paint()`` overrides must not leak or steal references.

PySide6 6.12.0 on CPython 3.11 decremented the reference count of ``None`` about four times per call of
a Python ``QGraphicsObject.paint`` override (the ``widget`` argument is None when painting into an
image); after enough paints ``None``'s count reached zero and the interpreter aborted in
``none_dealloc``.  pyproject.toml therefore pins ``PySide6-Essentials < 6.12``.  This test fails
(instead of crashing much later) on a binding with that bug.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from jackaroo.model.board import Colour
from jackaroo.model.cards import Card
from jackaroo.view.board.items import CardItem, MarbleItem

pytestmark = pytest.mark.skipif(
    sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on: its count does not move"
)

ITEMS = 20
RENDERS = 50


class Dot(QGraphicsObject):
    """The smallest QGraphicsObject with a Python paint() override; counts its paints."""

    paints = 0

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, 20, 20)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        Dot.paints += 1
        painter.setBrush(QColor("#3673c9"))
        painter.drawEllipse(QPointF(0, 0), 8, 8)


def render_many(scene: QGraphicsScene, times: int) -> None:
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    for _ in range(times):
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), scene.sceneRect())
        painter.end()


def none_delta_per_paint(scene: QGraphicsScene, count_paints) -> float:
    render_many(scene, 2)  # warm up: caches, lazily created wrappers
    paints_before = count_paints()
    refs_before = sys.getrefcount(None)
    render_many(scene, RENDERS)
    refs_after = sys.getrefcount(None)
    paints = count_paints() - paints_before
    assert paints >= ITEMS * RENDERS, f"only {paints} paints: the items were not all painted every time"
    return (refs_after - refs_before) / paints


def test_painting_python_items_keeps_the_reference_count_of_none(qtbot) -> None:
    scene = QGraphicsScene(QRectF(0, 0, 400, 400))
    for i in range(ITEMS):
        dot = Dot()
        dot.setPos(20 + (i % 5) * 80, 20 + (i // 5) * 80)
        scene.addItem(dot)
    Dot.paints = 0
    delta = none_delta_per_paint(scene, lambda: Dot.paints)
    assert abs(delta) < 1, f"sys.getrefcount(None) changes by {delta:+.2f} per paint() call"


def test_painting_the_game_items_keeps_the_reference_count_of_none(qtbot) -> None:
    """The same with the game's own marbles and cards (their device cache turned off, so every
    render calls paint())."""
    paints = 0
    scene = QGraphicsScene(QRectF(-200, -200, 400, 400))
    items: list[QGraphicsItem] = []
    for i in range(ITEMS // 2):
        items.append(MarbleItem(i, list(Colour)[i % 4]))
        items.append(CardItem(Card.parse("7S") if i % 2 else None, "Seven", ""))
    for i, item in enumerate(items):
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        item.setPos(-180 + (i % 5) * 90, -180 + (i // 5) * 90)
        scene.addItem(item)
        original = item.paint

        def counting(painter, option, widget=None, original=original) -> None:
            nonlocal paints
            paints += 1
            original(painter, option, widget)

        item.paint = counting  # type: ignore[method-assign]
    delta = none_delta_per_paint(scene, lambda: paints)
    assert abs(delta) < 1, f"sys.getrefcount(None) changes by {delta:+.2f} per paint() call"
