"""The side panel's frame: it scrolls up and down when the window is shorter than the panel, and at
an online table it lays the table's chat and buttons beside the game where the window has the width.

The side panel holds the four players' panels, the prompt, the play controls, the log and, online,
the chat and the table's buttons: about 890 pixels tall at the least in English and 1,110 in Arabic
(its lines are taller and wrap more) when its parts are stacked in one column.  Without a frame that
scrolls, the window could be no shorter than that, taller than a laptop's screen of 768 pixels, and
the chat's line and Leave fell below the screen's edge.  Where the window is tall enough nothing
scrolls and the panel is laid out as before: the log and the chat take the room to spare, or give it
up down to their least heights.

A window wider than its board's height has felt to spare beside the square board: at an online table
the side panel then takes two columns of it, the game's (players, prompt, controls, log) next to the
board and the table's (chat, Rematch, Leave) beyond, so that a 1280 × 720 window shows both whole,
without scrolling, in Arabic too.  Right to left, the columns are mirrored with the window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from ..dialogs.screen_fit import FocusFollowingArea

#: a column's narrowest and widest (pixels, its margins included): narrower only when the board
#: needs the room
SIDE_WIDTHS = (250, 330)
#: the room around and between the columns (pixels)
MARGIN = 6


class SideColumn(QWidget):
    """The side panel's widgets' parent: the game's column (:attr:`first`), and the table's (the
    widgets given to :meth:`set_second`) at its foot or beside it (:meth:`set_two_columns`).  In its
    :class:`SideArea` it is as tall as the room, down to the least height its widgets need at its
    width; only below that does the frame scroll.  (A frame lays out a widget whose height depends
    on its width at the height the widget asks for, and a layout asks for its widgets' preferred
    heights: the log and the chat at their preferred heights made the panel scroll where squeezing
    them would have fitted, as it did before it could scroll.)  Stacked, every widget is in the one
    column, as it always was: a column nested in another would be given its preferred height as its
    least one, and squeezed below its true least height where the room is short."""

    #: the table's widget was shown or hidden
    second_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        #: the game's column: the players' panels, the prompt, the controls, the log
        self.first = QVBoxLayout()
        #: the table's column, beside the game's (empty while there is one column)
        self.second = QVBoxLayout()
        self._row.addLayout(self.first, 1)
        self._row.addLayout(self.second, 0)  # (empty, with a stretch, it would still take room)
        #: the widgets of the table's column, in its order: (widget, stretch, place in the game's)
        self._movers: list[tuple[QWidget, int, int]] = []
        self._table: QWidget | None = None
        self.two_columns = False

    def set_second(self, table: QWidget, *above: QWidget) -> None:
        """``table`` (the chat and the table's buttons, at the foot of the game's column) and the
        widgets ``above`` it (of the game's column) make the table's column where there are two;
        there are two only while ``table`` shows (:attr:`second_changed` when it shows or hides)."""
        places = [(widget, self.first.indexOf(widget)) for widget in (*above, table)]
        self._movers = [(widget, self.first.stretch(place), place) for widget, place in places]
        self._table = table
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._table and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.second_changed.emit()
        return False

    def second_wanted(self) -> bool:
        """Whether the table's widget is shown (an online table)."""
        return self._table is not None and self._table.isVisibleTo(self)

    def set_two_columns(self, two: bool) -> None:
        """The table's column beside the game's (mirrored right to left, as the window is), as wide
        as it; or its widgets back in their places in the game's column."""
        if two == self.two_columns:
            return
        self.two_columns = two
        self._row.setStretch(1, 1 if two else 0)
        for widget, stretch, place in self._movers:
            if two:
                self.first.removeWidget(widget)
                self.second.addWidget(widget, stretch)
            else:
                self.second.removeWidget(widget)
                self.first.insertWidget(place, widget, stretch)
            # beside the game's column, its share of the width is all a widget asks for
            policy = widget.sizePolicy()  # (a wrapping label's keeps its height for its width)
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored if two else QSizePolicy.Policy.Preferred)
            widget.setSizePolicy(policy)

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return super().heightForWidth(width)
        return layout.minimumHeightForWidth(width)


class SideArea(FocusFollowingArea):
    """``column`` in a frame that scrolls it vertically when it is taller than the room, and brings
    the widget that takes the keyboard focus into view; it never scrolls sideways.  The column is
    :attr:`room` pixels wide whether or not a scroll bar shows: the frame widens by the bar's width
    while it shows (the players' panels and their team badges were laid out for that room, and a
    narrower one clipped them)."""

    def __init__(self, column: SideColumn, room: int) -> None:
        super().__init__()  # never takes the focus itself: the game's keys stay with the board
        self.setObjectName("side")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidgetResizable(True)  # the column fills the frame where it fits
        # a least width of its own, so that the frame lays the column out at the frame's width
        # rather than at the width its widest row would like
        column.setMinimumWidth(1)
        self.setWidget(column)
        self.column = column
        self.room = self.spare = room
        self.verticalScrollBar().rangeChanged.connect(self._fit)
        column.second_changed.connect(self._fit)
        self._fit()

    def offer(self, spare: int) -> None:
        """The window has ``spare`` pixels of width beside its square board: take one column of
        :data:`SIDE_WIDTHS`, or two at an online table where they fit (the board keeps the rest)."""
        self.spare = spare
        self._fit()

    def _fit(self, *_range: int) -> None:
        low, high = SIDE_WIDTHS
        two = self.column.second_wanted() and self.spare >= 2 * low
        self.column.set_two_columns(two)
        self.room = min(self.spare, 2 * high) if two else max(low, min(high, self.spare))
        bar = self.verticalScrollBar()
        width = bar.sizeHint().width() if bar.maximum() > 0 else 0
        # as wide as its room, and no wider; yet the window may narrow it down to one narrowest
        # column (its resizing then gives the room again)
        self.setMinimumWidth(low + width)
        self.setMaximumWidth(self.room + width)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(self.maximumWidth(), super().sizeHint().height())
