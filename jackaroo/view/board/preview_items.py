"""The items of a move preview: what a chosen play would do, drawn before it is played
(docs/playing.md).  :class:`~jackaroo.view.board.scene.BoardScene` adds and removes them."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from ...model.board import Colour
from . import layout
from .effects import CAPTURE_COLOUR, TRAP_COLOUR, PulseItem, TrailItem
from .items import MarbleItem
from .palette import COLOURS


def preview_items(
    colours: Mapping[int, Colour],
    places: Mapping[int, QPointF],
    paths: Sequence[tuple[int, Sequence[int]]],
    landings: Sequence[tuple[int, int]],
    sent_home: Collection[int],
    saved: Sequence[tuple[int, Sequence[int]]] = (),
    on_traps: Collection[int] = (),
) -> list[QGraphicsItem]:
    """The items of a move preview (not yet in a scene): each moving marble's path (marble, cells
    passed, landing last) dashed in its ``colours``, a ghost where each marble lands (``landings``:
    marble, cell; the ghost takes no clicks), a red ring where each marble sent Home stands
    (``places``: scene points by marble), for a Saver a faint ghost in each empty Safe cell it may go
    to (``saved``: marble, cells), and a warning ring on each landing cell that is a trap the player
    can see (``on_traps``: cells)."""
    items: list[QGraphicsItem] = []
    for marble, cells in paths:
        colour = QColor(COLOURS[colours[marble]])
        colour.setAlpha(220)
        items.append(TrailItem([layout.cell_point(c) for c in cells], colour, 4.0, dashed=True))
    for marble, cell in landings:
        ghost = MarbleItem(marble, colours[marble])
        ghost.setPos(layout.cell_point(cell))
        ghost.setOpacity(0.55)
        ghost.setZValue(9)
        ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        items.append(ghost)
    for marble, cells in saved:  # one of these: the Safe cell is drawn at random
        for cell in cells:
            ghost = MarbleItem(marble, colours[marble])
            ghost.setPos(layout.cell_point(cell))
            ghost.setOpacity(0.3)
            ghost.setZValue(9)
            ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            items.append(ghost)
    for cell in on_traps:
        warning = PulseItem(TRAP_COLOUR)
        warning.radius = layout.CELL_RADIUS + 7
        warning.setPos(layout.cell_point(cell))
        warning.setZValue(11)
        items.append(warning)
    for marble in sent_home:
        ring = PulseItem(CAPTURE_COLOUR)
        ring.radius = layout.CELL_RADIUS + 4
        ring.setPos(places[marble])
        ring.setZValue(11)
        items.append(ring)
    return items
