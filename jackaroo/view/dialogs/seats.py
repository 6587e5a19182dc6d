"""The start dialog's seat rows: one row per seat (side, name, kind, colour), over the values of
:mod:`jackaroo.view.settings.seats`.

:class:`SeatTable` is a plain grid of rows (side, name, kind) so that further per-seat columns (an
empty seat, a team) can be added later without changing its users.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from ...model.board import Colour
from ...model.players import EXPERT, GREEDY, HUMAN, RANDOM
from ..board.palette import COLOURS
from ..settings.seats import (
    DEFAULT_COLOURS,
    EMPTY,
    KINDS,
    NAME_LIMIT,
    Seat,
    clean_name,
    is_usual_name,
    usual_name,
)
from ..text.bidi import fill


def side_names() -> tuple[str, ...]:
    """The translated side of the board of seats 0..3 (seat 0's hand is at the bottom)."""
    return (
        QCoreApplication.translate("StartDialog", "Bottom"),
        QCoreApplication.translate("StartDialog", "Left"),
        QCoreApplication.translate("StartDialog", "Top"),
        QCoreApplication.translate("StartDialog", "Right"),
    )


def kind_box(kind: str = RANDOM) -> QComboBox:
    """A combo box offering the seat kinds (item data: the kind of :data:`KINDS`), showing ``kind``."""
    labels = {
        HUMAN: QCoreApplication.translate("StartDialog", "Human"),
        RANDOM: QCoreApplication.translate("StartDialog", "CPU Random"),
        GREEDY: QCoreApplication.translate("StartDialog", "CPU Greedy"),
        EXPERT: QCoreApplication.translate("StartDialog", "CPU Expert"),
        EMPTY: QCoreApplication.translate("StartDialog", "Empty seat"),
    }
    tips = {
        HUMAN: QCoreApplication.translate("StartDialog", "A person at this computer (hot-seat)"),
        RANDOM: QCoreApplication.translate("StartDialog", "The game description's CPU: any legal card"),
        GREEDY: QCoreApplication.translate("StartDialog", "The best-looking move right now"),
        EXPERT: QCoreApplication.translate("StartDialog", "Also plays out what the others may answer"),
        EMPTY: QCoreApplication.translate("StartDialog", "Nobody sits here (traditional rules only)"),
    }
    box = QComboBox()
    for key in KINDS:
        box.addItem(labels[key], key)
        box.setItemData(box.count() - 1, tips[key], 3)  # Qt.ItemDataRole.ToolTipRole
    box.setCurrentIndex(max(0, box.findData(kind)))
    return box


def colour_labels() -> dict[str, str]:
    """The translated name of each colour (:class:`~jackaroo.model.board.Colour` names)."""
    return {
        "RED": QCoreApplication.translate("StartDialog", "Red"),
        "GREEN": QCoreApplication.translate("StartDialog", "Green"),
        "BLUE": QCoreApplication.translate("StartDialog", "Blue"),
        "YELLOW": QCoreApplication.translate("StartDialog", "Yellow"),
    }


def colour_box(colour: str) -> QComboBox:
    """A combo box offering the four colours with a swatch each (item data: the Colour name)."""
    box = QComboBox()
    for key, label in colour_labels().items():
        swatch = QPixmap(14, 14)
        swatch.fill(COLOURS[Colour[key]])
        box.addItem(QIcon(swatch), label, key)
    box.setCurrentIndex(max(0, box.findData(colour)))
    return box


class SeatTable(QWidget):
    """One row per seat: the seat's side of the board, a name field, a kind box and a colour box.

    :meth:`seats` and :meth:`colours` read the rows, :meth:`set_seats` and :meth:`set_colours` fill
    them; each colour is at one seat (choosing a colour another seat has swaps the two);
    ``changed`` is emitted on every edit.
    """

    changed = Signal()

    def __init__(self, seats: Sequence[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel(self.tr("Seat")), 0, 0)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Player")), 0, 2)
        grid.addWidget(QLabel(self.tr("Colour")), 0, 3)
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.colour_boxes: list[QComboBox] = []
        self.side_labels: list[QLabel] = []
        for seat, side in enumerate(side_names()):
            label = QLabel(fill(self.tr("&{number}. {side}"), number=seat + 1, side=side))
            edit = QLineEdit()
            edit.setMaxLength(NAME_LIMIT + 10)  # trimmed before the limit applies
            box = kind_box()
            label.setBuddy(edit)
            edit.textChanged.connect(self.changed)
            box.currentIndexChanged.connect(lambda _i, seat=seat: self._kind_changed(seat))
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(edit, seat + 1, 1)
            grid.addWidget(box, seat + 1, 2)
            colour = colour_box(DEFAULT_COLOURS[seat])
            colour.currentIndexChanged.connect(lambda _i, seat=seat: self._colour_changed(seat))
            grid.addWidget(colour, seat + 1, 3)
            self.side_labels.append(label)
            self.name_edits.append(edit)
            self.kind_boxes.append(box)
            self.colour_boxes.append(colour)
        grid.setColumnStretch(1, 1)
        self._colours = list(DEFAULT_COLOURS)
        self.set_seats(seats)

    def colours(self) -> tuple[str, ...]:
        """Every seat's colour (Colour names), seat order."""
        return tuple(self._colours)

    def set_colours(self, colours: Sequence[str]) -> None:
        """Show ``colours`` (the four Colour names, seat order) in the rows."""
        self._colours = list(colours)
        for box, colour in zip(self.colour_boxes, colours, strict=True):
            blocker = QSignalBlocker(box)
            box.setCurrentIndex(max(0, box.findData(colour)))
            del blocker

    def _colour_changed(self, seat: int) -> None:
        """Seat ``seat`` chose a colour: the seat that had it takes this seat's old colour."""
        chosen = str(self.colour_boxes[seat].currentData())
        old = self._colours[seat]
        colours = [old if colour == chosen else colour for colour in self._colours]
        colours[seat] = chosen
        self.set_colours(colours)
        self.changed.emit()

    def set_seats(self, seats: Sequence[Seat]) -> None:
        """Show ``seats`` (four) in the rows."""
        for number, (seat, edit, box) in enumerate(zip(seats, self.name_edits, self.kind_boxes, strict=True)):
            edit.setText(seat.name)
            box.setCurrentIndex(max(0, box.findData(seat.kind)))
            self._placeholder(number, seat.kind)

    def seats(self) -> tuple[Seat, ...]:
        """The rows as seats (names trimmed; a bad name is kept as typed, see :func:`seat_problem`)."""
        return tuple(
            Seat(box.currentData(), clean_name(edit.text()) or edit.text())
            for edit, box in zip(self.name_edits, self.kind_boxes, strict=True)
        )

    def _kind_changed(self, seat: int) -> None:
        """Seat ``seat`` changed hands: a person taking a CPU's seat does not go by the CPU's
        name ("CPU 2"), so the field is emptied to ask for hers; a name typed by hand is kept."""
        edit, kind = self.name_edits[seat], self.kind_boxes[seat].currentData()
        if kind == HUMAN and is_usual_name(edit.text().strip(), seat, len(self.name_edits)):
            edit.clear()
        self._placeholder(seat, kind)
        self.changed.emit()

    def _placeholder(self, seat: int, kind: str) -> None:
        """A person's field asks for a name; a CPU's shows the name it plays under if left empty."""
        edit = self.name_edits[seat]
        cpu = usual_name(seat, len(self.name_edits))
        edit.setPlaceholderText(self.tr("Your name") if kind == HUMAN else cpu)
        edit.setEnabled(kind != EMPTY)
