"""The side panel's frame: it scrolls up and down when the window is shorter than the panel.

The side panel holds the four players' panels, the prompt, the play controls, the log and, online,
the chat and the table's buttons: about 890 pixels tall at the least in English and 1,110 in Arabic
(its lines are taller and wrap more).  Without a frame that scrolls, the window could be no shorter
than that, taller than a laptop's screen of 768 pixels, and the chat's line and Leave fell below
the screen's edge.  Where the window is tall enough nothing scrolls and the panel is laid out as
before: the log and the chat take the room to spare, or give it up down to their least heights.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QWidget

from ..dialogs.screen_fit import FocusFollowingArea


class SideColumn(QWidget):
    """The side panel's widgets' parent.  In its :class:`SideArea` it is as tall as the room, down
    to the least height its widgets need at its width; only below that does the frame scroll.  (A
    frame lays out a widget whose height depends on its width at the height the widget asks for,
    and a layout asks for its widgets' preferred heights: the log and the chat at their preferred
    heights made the panel scroll where squeezing them would have fitted, as it did before it
    could scroll.)"""

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return super().heightForWidth(width)
        return layout.minimumHeightForWidth(width)


class SideArea(FocusFollowingArea):
    """``column`` in a frame that scrolls it vertically when it is taller than the room, and brings
    the widget that takes the keyboard focus into view; it never scrolls sideways.  The column is
    ``room`` pixels wide whether or not a scroll bar shows: the frame widens by the bar's width
    while it shows (the players' panels and their team badges were laid out for that room, and a
    narrower one clipped them)."""

    def __init__(self, column: QWidget, room: int) -> None:
        super().__init__()  # never takes the focus itself: the game's keys stay with the board
        self.setObjectName("side")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidgetResizable(True)  # the column fills the frame where it fits
        # a least width of its own, so that the frame lays the column out at the frame's width
        # rather than at the width its widest row would like
        column.setMinimumWidth(1)
        self.setWidget(column)
        self.room = room
        self.verticalScrollBar().rangeChanged.connect(self._fit)
        self._fit()

    def set_room(self, room: int) -> None:
        """Make the column ``room`` pixels wide."""
        self.room = room
        self._fit()

    def _fit(self, *_range: int) -> None:
        bar = self.verticalScrollBar()
        self.setFixedWidth(self.room + (bar.sizeHint().width() if bar.maximum() > 0 else 0))
