"""The "since your last turn" strip in the side panel: one line per action played since the person at
this computer last played, in the log's words, with a dot in the colour of the seat that acted.

A click on a line emits :attr:`SinceStrip.chosen` with the action's place in the record; the
controller shows the position after it on the board (read only) and marks the line.  The strip never
takes the keyboard focus, so the game's keys stay with the board.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QWidget,
)

#: how many lines show at once (more scroll, the newest in view) when the side panel is short of room
ROWS = 3
#: how many when it has room: a round of the table with a Ten's discard and the missed turn it costs
MAX_ROWS = 5
#: the side of the colour dot before a line (pixels)
DOT = 10


def _dot(colour: QColor | None) -> QPixmap:
    pixmap = QPixmap(DOT, DOT)
    pixmap.fill(Qt.GlobalColor.transparent)
    if colour is not None:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(1, 1, DOT - 2, DOT - 2)
        painter.end()
    return pixmap


class _Lines(QListWidget):
    """The strip's list, asking the layout for :attr:`preferred` pixels of height (growing up to its
    maximum where the side panel has room to spare)."""

    preferred = 0

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.preferred or hint.height())


class SinceStrip(QFrame):
    """A title, the lines (:meth:`set_lines`) and, while a line's position is shown, Back to the game."""

    #: a line was clicked: the index of its action in the record
    chosen = Signal(int)
    #: Back to the game was clicked
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sinceStrip")
        self.indices: list[int] = []
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        self.title = QLabel(self.tr("Since your last turn"))
        self.title.setToolTip(self.tr("Click a line to see the board after it; ← and → step"))
        self.back_button = QPushButton(self.tr("Back to the game"))
        self.back_button.setToolTip(self.tr("Back to the game (Esc, or a click on the board)"))
        self.back_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back_button.hide()
        self.list = _Lines()
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setIconSize(QSize(DOT, DOT))
        self.list.setUniformItemSizes(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        font = QFont(self.list.font())
        font.setPointSizeF(font.pointSizeF() * 0.9)  # three lines and the log's eight fit at 800×600
        self.list.setFont(font)
        self.title.setFont(font)
        grid.addWidget(self.title, 0, 0)
        grid.addWidget(self.back_button, 0, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.list, 1, 0, 1, 2)
        # the title keeps its height: room to spare goes to the lines, up to their most, and the
        # strip grows no further
        self.title.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        grid.setSizeConstraint(QLayout.SizeConstraint.SetMinAndMaxSize)
        self.list.itemClicked.connect(lambda item: self.chosen.emit(self.indices[self.list.row(item)]))
        self.back_button.clicked.connect(self.leave_requested)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """The list asks for :data:`ROWS` lines (as its lines are drawn: an Arabic line is taller),
        takes up to :data:`MAX_ROWS` where the side panel has room to spare, and gives up rows down
        to one when it is short of room (a window too small for its language's lines)."""
        drawn = self.list.sizeHintForRow(0) if self.list.count() else -1
        row = drawn if drawn > 0 else max(self.list.fontMetrics().height(), DOT) + 2
        frame = 2 * self.list.frameWidth()
        self.list.setMinimumHeight(row + frame)
        self.list.preferred = ROWS * row + frame
        self.list.setMaximumHeight(MAX_ROWS * row + frame)
        self.list.updateGeometry()

    def set_lines(self, lines: Sequence[tuple[int, str, QColor | None]]) -> None:
        """Show ``lines``: (the action's index in the record, its words, the colour of its seat)."""
        indices = [index for index, _text, _colour in lines]
        texts = [text for _index, text, _colour in lines]
        if indices == self.indices and texts == [self.list.item(i).text() for i in range(self.list.count())]:
            return
        self.indices = indices
        self.list.clear()
        for _index, text, colour in lines:
            item = QListWidgetItem(_dot(colour), text)
            item.setToolTip(text)
            self.list.addItem(item)
        self._fit_rows()
        self.list.scrollToBottom()

    def mark(self, index: int | None) -> None:
        """Mark the line of action ``index`` as the one shown on the board (None: the game is shown
        again); Back to the game shows while a line is marked."""
        row = self.indices.index(index) if index in self.indices else -1
        self.list.setCurrentRow(row)
        if row < 0:
            self.list.clearSelection()
        else:
            self.list.scrollToItem(self.list.item(row))
        self.back_button.setVisible(index is not None)
