"""The start dialog's seat rows: one row per seat (side, name, kind), over the values of
:mod:`jackaroo.view.settings.seats`.

:class:`SeatTable` is a plain grid of rows (side, name, kind) so that further per-seat columns (an
empty seat, a team) can be added later without changing its users.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from ...model.players import EXPERT, GREEDY, HUMAN, RANDOM
from ..settings.seats import EMPTY, KINDS, NAME_LIMIT, Seat, clean_name


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


class SeatTable(QWidget):
    """One row per seat: the seat's side of the board, a name field and a kind box.

    :meth:`seats` reads the rows, :meth:`set_seats` fills them; ``changed`` is emitted on every edit.
    """

    changed = Signal()

    def __init__(self, seats: Sequence[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel(self.tr("Seat")), 0, 0)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Player")), 0, 2)
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.side_labels: list[QLabel] = []
        for seat, side in enumerate(side_names()):
            label = QLabel(self.tr("&{number}. {side}").format(number=seat + 1, side=side))
            edit = QLineEdit()
            edit.setMaxLength(NAME_LIMIT + 10)  # trimmed before the limit applies
            box = kind_box()
            label.setBuddy(edit)
            edit.textChanged.connect(self.changed)
            box.currentIndexChanged.connect(self._kind_changed)
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(edit, seat + 1, 1)
            grid.addWidget(box, seat + 1, 2)
            self.side_labels.append(label)
            self.name_edits.append(edit)
            self.kind_boxes.append(box)
        grid.setColumnStretch(1, 1)
        self.set_seats(seats)

    def set_seats(self, seats: Sequence[Seat]) -> None:
        """Show ``seats`` (four) in the rows."""
        for seat, edit, box in zip(seats, self.name_edits, self.kind_boxes, strict=True):
            edit.setText(seat.name)
            box.setCurrentIndex(max(0, box.findData(seat.kind)))
            self._placeholder(edit, seat.kind)

    def seats(self) -> tuple[Seat, ...]:
        """The rows as seats (names trimmed; a bad name is kept as typed, see :func:`seat_problem`)."""
        return tuple(
            Seat(box.currentData(), clean_name(edit.text()) or edit.text())
            for edit, box in zip(self.name_edits, self.kind_boxes, strict=True)
        )

    def _kind_changed(self) -> None:
        for edit, box in zip(self.name_edits, self.kind_boxes, strict=True):
            self._placeholder(edit, box.currentData())
        self.changed.emit()

    def _placeholder(self, edit: QLineEdit, kind: str) -> None:
        edit.setPlaceholderText(self.tr("Your name") if kind == HUMAN else self.tr("CPU name"))
        edit.setEnabled(kind != EMPTY)
