"""The online table before its game: who sits where, the host's seat settings, each person's Ready.

:class:`TableDialog` shows a ``table`` message (docs/protocol.md): the invitation code and the
address to give friends, the rules, and per seat its name, whether its person is connected and
ready, and for the host a choice of what plays an unoccupied seat (open for a person, a CPU level,
or in the classic game nobody).  It only asks; the controller sends ``set_seat`` and ``ready``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...model.players import EXPERT, GREEDY, RANDOM
from ..settings.seats import CLASSIC_RULES
from ..text.bidi import fill
from ..text.names import level_name, ruleset_name

#: what the host may put in a seat (set_seat kinds), in the order offered
SEAT_KINDS = ("open", RANDOM, GREEDY, EXPERT, "none")


class TableDialog(QDialog):
    """The seats of an online table until its game begins."""

    seat_set = Signal(int, str)
    ready_set = Signal(bool)
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Online table"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        self.invitation = QLabel()
        self.invitation.setWordWrap(True)
        self.invitation.setTextInteractionFlags(self.invitation.textInteractionFlags().TextSelectableByMouse)
        layout.addWidget(self.invitation)
        self.rules = QLabel()
        layout.addWidget(self.rules)
        grid = QGridLayout()
        self.names: list[QLabel] = []
        self.states: list[QLabel] = []
        self.kinds: list[QComboBox] = []
        for seat in range(4):
            name, state, kind = QLabel(), QLabel(), QComboBox()
            name.setStyleSheet("font-weight: bold")
            state.setStyleSheet("color: #555")
            for value in SEAT_KINDS:
                kind.addItem(self._kind_words(value), value)
            kind.activated.connect(lambda _index, s=seat: self._kind_chosen(s))
            grid.addWidget(QLabel(fill(self.tr("Seat {number}"), number=seat + 1)), seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(state, seat, 2)
            grid.addWidget(kind, seat, 3)
            self.names.append(name)
            self.states.append(state)
            self.kinds.append(kind)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        layout.addWidget(self.waiting)
        row = QHBoxLayout()
        self.ready_box = QCheckBox(self.tr("&Ready"))
        self.ready_box.toggled.connect(self.ready_set)
        leave = QPushButton(self.tr("&Leave the table"))
        leave.clicked.connect(self.leave_requested)
        row.addWidget(self.ready_box)
        row.addStretch(1)
        row.addWidget(leave)
        layout.addLayout(row)
        self._you: int | None = None

    def _kind_words(self, kind: str) -> str:
        if kind == "open":
            return self.tr("Open for a person")
        if kind == "none":
            return self.tr("Nobody (classic only)")
        return fill(self.tr("CPU: {level}"), level=level_name(kind))

    def _kind_chosen(self, seat: int) -> None:
        self.seat_set.emit(seat, str(self.kinds[seat].currentData()))

    def set_invitation(self, address: str, code: str | None) -> None:
        """The address and invitation code to give friends."""
        if code:
            text = self.tr("Invite friends: address <b>{address}</b>, code <b>{code}</b>")
            self.invitation.setText(fill(text, address=address, code=code))
        else:
            self.invitation.setText(fill(self.tr("Table at {address}"), address=address))

    def show_table(self, table: dict[str, Any]) -> None:
        """A ``table`` message: names, connection, Ready, and the host's seat choices."""
        you = table.get("you")
        self._you = you if isinstance(you, int) else None
        host = table.get("host") == self._you and self._you is not None
        ruleset = str(table.get("ruleset", ""))
        self.rules.setText(fill(self.tr("Rules: {rules}"), rules=ruleset_name(ruleset)))
        seats = table.get("seats")
        seats = seats if isinstance(seats, list) else []
        people = ready = 0
        for i in range(4):
            seat = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
            kind = str(seat.get("kind", "open"))
            person = kind == "human"
            name = str(seat.get("name") or "")
            if person:
                people += 1
                ready += bool(seat.get("ready"))
                label = name if i != self._you else fill(self.tr("{name} (you)"), name=name)
                if not seat.get("connected", True):
                    state = self.tr("not connected")
                else:
                    state = self.tr("ready") if seat.get("ready") else self.tr("not ready")
            elif kind == "open":
                label, state = self.tr("(open seat)"), ""
            elif kind == "none":
                label, state = self.tr("(nobody)"), ""
            else:
                label, state = (
                    name or level_name(kind),
                    fill(self.tr("CPU: {level}"), level=level_name(kind)),
                )
            self.names[i].setText(label)
            self.states[i].setText(state)
            box = self.kinds[i]
            index = box.findData(kind if kind in SEAT_KINDS else "open")
            box.setCurrentIndex(max(0, index))
            box.setVisible(host and not person)
            model_item = box.model().item(box.findData("none"))  # type: ignore[attr-defined]
            model_item.setEnabled(ruleset == CLASSIC_RULES)
        mine = seats[self._you] if self._you is not None and self._you < len(seats) else {}
        self.ready_box.blockSignals(True)
        self.ready_box.setChecked(bool(isinstance(mine, dict) and mine.get("ready")))
        self.ready_box.blockSignals(False)
        self.ready_box.setEnabled(self._you is not None)
        text = self.tr(
            "The game begins when every seat is filled and every person is ready ({ready} of {people})."
        )
        self.waiting.setText(fill(text, ready=ready, people=people))
