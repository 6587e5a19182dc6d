"""Colour-blind symbols (jackaroo.view.board.items): one distinct shape per colour, drawn on marbles and on
each seat's Base, Safe and Home cells only when the option is on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from jackaroo.model.board import Colour, base_cell
from jackaroo.model.cards import default_card_table
from jackaroo.view.board import layout
from jackaroo.view.board.board_item import BoardItem
from jackaroo.view.board.items import MarbleItem
from jackaroo.view.board.palette import COLOURS, SYMBOLS, contrast_ink, symbol_path
from jackaroo.view.board.scene import BoardScene


def render(item, rect: QRectF, scale: float = 4.0) -> QImage:
    """``item`` painted onto a transparent image (``rect`` in item coordinates)."""
    image = QImage(int(rect.width() * scale), int(rect.height() * scale), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    item.paint(painter, None)
    painter.end()
    return image


def test_every_colour_has_its_own_shape() -> None:
    assert set(SYMBOLS) == set(Colour)
    assert len(set(SYMBOLS.values())) == len(Colour)


@pytest.mark.parametrize("shape", sorted(set(SYMBOLS.values())))
def test_each_shape_fits_its_radius(shape) -> None:
    radius = layout.MARBLE_SYMBOL_RADIUS
    box = symbol_path(shape, radius).boundingRect()
    assert box.width() > radius and box.height() > radius
    assert abs(box.center().x()) < 0.5 and abs(box.center().y()) < 1.5
    assert max(abs(box.left()), abs(box.right()), abs(box.top()), abs(box.bottom())) <= radius * 1.1
    assert radius + layout.SYMBOL_OUTLINE < layout.MARBLE_RADIUS


def test_an_unknown_shape_is_an_error() -> None:
    with pytest.raises(ValueError, match="star"):
        symbol_path("star", 5)


def test_the_ink_contrasts_with_the_colour() -> None:
    assert contrast_ink(COLOURS[Colour.YELLOW]) == QColor("#1a1a1a")
    assert contrast_ink(COLOURS[Colour.BLUE]) == QColor("white")
    assert contrast_ink(QColor("white")) == QColor("#1a1a1a")


@pytest.mark.parametrize("colour", list(Colour))
def test_a_marble_shows_its_symbol_only_when_asked(qtbot, colour) -> None:
    item = MarbleItem(0, colour)
    rect = item.boundingRect()
    plain = render(item, rect)
    item.set_symbol(True)
    assert item.symbol
    marked = render(item, rect)
    assert marked != plain
    item.set_symbol(False)
    assert render(item, rect) == plain


def test_marbles_of_different_colours_differ_in_shape_not_only_colour(qtbot) -> None:
    """With the colours taken away (luminance only), the four marked marbles still all differ."""
    shapes = []
    for colour in Colour:
        item = MarbleItem(0, colour)
        item.set_symbol(True)
        image = render(item, item.boundingRect()).convertToFormat(QImage.Format.Format_Grayscale8)
        ink_mask = tuple(
            image.pixelColor(x, y).value() > 200 or image.pixelColor(x, y).value() < 50
            for y in range(image.height() // 2 - 24, image.height() // 2 + 24, 4)
            for x in range(image.width() // 2 - 24, image.width() // 2 + 24, 4)
        )
        shapes.append(ink_mask)
    assert len(set(shapes)) == len(shapes)


def test_the_board_marks_base_safe_and_home_cells(qtbot) -> None:
    board = BoardItem(tuple(Colour))
    base = layout.track_point(base_cell(0))
    rect = QRectF(base - QPointF(20, 20), base + QPointF(20, 20))
    plain = render(board, rect)
    board.set_symbols(True)
    assert render(board, rect) != plain
    home = layout.home_point(0, 0)
    rect = QRectF(home - QPointF(10, 10), home + QPointF(10, 10))
    marked = render(board, rect)
    board.set_symbols(False)
    assert render(board, rect) != marked


def test_the_scene_turns_symbols_on_and_off_everywhere(qtbot) -> None:
    scene = BoardScene(default_card_table())
    assert not scene.show_symbols and not scene.board.symbols
    scene.set_show_symbols(True)
    assert scene.board.symbols
    assert all(item.symbol for item in scene.marbles.values())
    scene.set_show_symbols(False)
    assert not any(item.symbol for item in scene.marbles.values())
