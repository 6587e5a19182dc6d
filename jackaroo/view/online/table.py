"""The online table before its game, on the board where the game will be: who sits where and with
whom, the host's settings, each person's Ready.

:class:`TablePanel` shows a ``table`` message (docs/protocol.md): the invitation code (with Copy)
and the address to give friends, the rules and the turn clock, and per seat its team, name, whether
its person is connected and ready, "Sit here" on an open seat, and for the host the choice of what
plays an unoccupied seat (open for a person, a CPU level, or in the classic game nobody), a swap of
two seats, the clock and the spectators' chat.  It is part of the main window, never a dialog: Esc
does not close it, only Leave does (which asks).  It only shows and asks; the controller sends
``set_seat``, ``move_seat``, ``swap_seats``, ``set_table`` and ``ready``.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...model.players import EXPERT, GREEDY, RANDOM
from ...online.links import invitation_link
from ..buttons import destructive
from ..settings.seats import CLASSIC_RULES
from ..text.bidi import fill
from ..text.names import level_name, ruleset_name
from .seat_words import clock_words, seat_label

#: what the host may put in a seat (set_seat kinds), in the order offered
SEAT_KINDS = ("open", RANDOM, GREEDY, EXPERT, "none")  # Master is not offered (docs/ai.md)
#: the turn clocks a table may have, in seconds (0: none)
TURN_SECONDS = (0, 30, 60, 120)
#: the panel's widest (pixels)
WIDTH = 600


class TablePanel(QFrame):
    """The seats of an online table until its game begins."""

    seat_set = Signal(int, str)
    #: "Sit here": move to this open seat
    move_requested = Signal(int)
    #: the host swaps these two seats
    swap_requested = Signal(int, int)
    #: the host's table settings: turn seconds, spectators may chat
    settings_set = Signal(int, bool)
    ready_set = Signal(bool)
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablePanel")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#tablePanel { background: palette(window); border: 1px solid palette(mid); border-radius: 14px }"
            " #tableTitle { font-size: 16pt; font-weight: bold }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 18)
        title = QLabel(self.tr("Online table"))
        title.setObjectName("tableTitle")
        layout.addWidget(title)
        layout.addLayout(self._build_invitation())
        self.rules = QLabel()
        layout.addWidget(self.rules)
        layout.addLayout(self._build_settings())
        layout.addLayout(self._build_seats())
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        layout.addWidget(self.waiting)
        row = QHBoxLayout()
        self.ready_box = QCheckBox(self.tr("&Ready"))
        self.ready_box.toggled.connect(self.ready_set)
        self.leave_button = destructive(QPushButton(self.tr("&Leave the table")))
        self.leave_button.clicked.connect(self.leave_requested)
        row.addWidget(self.ready_box)
        row.addStretch(1)
        row.addWidget(self.leave_button)
        layout.addLayout(row)
        self._you: int | None = None
        self._swapping: int | None = None
        self.code = self.link = ""

    def _build_invitation(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.invitation = QLabel()
        self.invitation.setWordWrap(True)
        self.invitation.setTextFormat(Qt.TextFormat.RichText)
        self.invitation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton(self.tr("&Copy code"))
        self.copy_button.clicked.connect(self.copy_code)
        self.link_button = QPushButton(self.tr("Copy invitation lin&k"))
        self.link_button.clicked.connect(self.copy_link)
        row.addWidget(self.invitation, 1)
        row.addWidget(self.copy_button)
        row.addWidget(self.link_button)
        return row

    def _build_settings(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.clock_label = QLabel(self.tr("Turn clock:"))
        self.clock_box = QComboBox()
        for seconds in TURN_SECONDS:
            self.clock_box.addItem(clock_words(seconds), seconds)
        self.clock_box.activated.connect(lambda _index: self._settings_changed())
        self.spectator_box = QCheckBox(self.tr("Spectators may &chat"))
        self.spectator_box.clicked.connect(lambda _on: self._settings_changed())
        row.addWidget(self.clock_label)
        row.addWidget(self.clock_box)
        row.addStretch(1)
        row.addWidget(self.spectator_box)
        return row

    def _build_seats(self) -> QGridLayout:
        grid = QGridLayout()
        self.teams: list[QLabel] = []
        self.names: list[QLabel] = []
        self.states: list[QLabel] = []
        self.kinds: list[QComboBox] = []
        self.sit_buttons: list[QPushButton] = []
        self.swap_buttons: list[QPushButton] = []
        for seat in range(4):
            team, name, state, kind = QLabel(), QLabel(), QLabel(), QComboBox()
            name.setStyleSheet("font-weight: bold")
            state.setStyleSheet("color: palette(placeholder-text)")
            for label in (name, state):
                label.setTextFormat(Qt.TextFormat.PlainText)  # what other players typed, as typed
            for value in SEAT_KINDS:
                kind.addItem(self._kind_words(value), value)
            kind.activated.connect(lambda _index, s=seat: self._kind_chosen(s))
            sit = QPushButton(self.tr("Sit here"))
            sit.clicked.connect(lambda _on=False, s=seat: self.move_requested.emit(s))
            swap = QPushButton(self.tr("Swap"))
            swap.setCheckable(True)
            swap.clicked.connect(lambda _on=False, s=seat: self._swap_clicked(s))
            number = QLabel(fill(self.tr("Seat {number}"), number=seat + 1))
            for column, widget in enumerate((number, team, name, state, kind, sit, swap)):
                grid.addWidget(widget, seat, column)
            self.teams.append(team)
            self.names.append(name)
            self.states.append(state)
            self.kinds.append(kind)
            self.sit_buttons.append(sit)
            self.swap_buttons.append(swap)
        grid.setColumnStretch(2, 1)
        return grid

    def _kind_words(self, kind: str) -> str:
        if kind == "open":
            return self.tr("Open for a person")
        if kind == "none":
            return self.tr("Nobody (classic only)")
        return fill(self.tr("CPU: {level}"), level=level_name(kind))

    def _kind_chosen(self, seat: int) -> None:
        self.seat_set.emit(seat, str(self.kinds[seat].currentData()))

    def _settings_changed(self) -> None:
        self.settings_set.emit(int(self.clock_box.currentData()), self.spectator_box.isChecked())

    def _swap_clicked(self, seat: int) -> None:
        """The first Swap chooses a seat, the second the seat it changes places with."""
        first, self._swapping = self._swapping, None
        for button in self.swap_buttons:
            button.setChecked(False)
        if first is None:
            self._swapping = seat
            self.swap_buttons[seat].setChecked(True)
        elif first != seat:
            self.swap_requested.emit(first, seat)

    def copy_code(self) -> None:
        """Put the invitation code on the clipboard."""
        if self.code:
            QGuiApplication.clipboard().setText(self.code)

    def copy_link(self) -> None:
        """Put the invitation link (``jackaroo://host:port/CODE``) on the clipboard."""
        if self.link:
            QGuiApplication.clipboard().setText(self.link)

    def set_invitation(self, address: str, code: str | None) -> None:
        """The address and invitation code to give friends (and the link made of them)."""
        self.code = code or ""
        self.link = invitation_link(address, code) or ""
        self.copy_button.setVisible(bool(code))
        self.link_button.setVisible(bool(self.link))
        self.link_button.setToolTip(self.link)
        if code:
            text = self.tr("Invite friends: address <b>{address}</b>, code <b>{code}</b>")
            self.invitation.setText(fill(text, address=html.escape(address), code=html.escape(code)))
        else:
            self.invitation.setText(fill(self.tr("Table at {address}"), address=html.escape(address)))

    def show_table(self, table: dict[str, Any]) -> None:
        """A ``table`` message: names, teams, connection, Ready, and the host's choices."""
        you = table.get("you")
        self._you = you if isinstance(you, int) else None
        host = table.get("host") == self._you and self._you is not None
        ruleset = str(table.get("ruleset", ""))
        self.rules.setText(fill(self.tr("Rules: {rules}"), rules=ruleset_name(ruleset)))
        self._show_settings(table, host)
        seats = table.get("seats")
        seats = [s if isinstance(s, dict) else {} for s in seats] if isinstance(seats, list) else []
        teams = _teams_of(table)
        people = ready = 0
        for i in range(4):
            seat = seats[i] if i < len(seats) else {}
            kind = str(seat.get("kind", "open"))
            person = kind == "human"
            people += person
            ready += person and bool(seat.get("ready"))
            label, state = seat_label(seat, you=i == self._you)
            self.names[i].setText(label)
            self.states[i].setText(state)
            self.teams[i].setText(teams.get(i, ""))
            box = self.kinds[i]
            box.setCurrentIndex(max(0, box.findData(kind if kind in SEAT_KINDS else "open")))
            box.setVisible(host and not person)
            model_item = box.model().item(box.findData("none"))  # type: ignore[attr-defined]
            model_item.setEnabled(ruleset == CLASSIC_RULES)
            self.sit_buttons[i].setVisible(kind == "open" and self._you is not None)
            self.swap_buttons[i].setVisible(host and i < len(seats))
        mine = seats[self._you] if self._you is not None and self._you < len(seats) else {}
        self.ready_box.blockSignals(True)
        self.ready_box.setChecked(bool(mine.get("ready")))
        self.ready_box.blockSignals(False)
        self.ready_box.setEnabled(self._you is not None)
        text = self.tr(
            "The game begins when every seat is filled and every person is ready ({ready} of {people})."
        )
        self.waiting.setText(fill(text, ready=ready, people=people))

    def _show_settings(self, table: dict[str, Any], host: bool) -> None:
        seconds = table.get("turn_seconds")
        index = self.clock_box.findData(seconds if isinstance(seconds, int) else 0)
        self.clock_box.setCurrentIndex(max(0, index))
        self.clock_box.setEnabled(host)
        self.spectator_box.setChecked(table.get("spectator_chat") is not False)
        self.spectator_box.setEnabled(host)

    def place(self, width: int, height: int) -> None:
        """Centre the panel in a ``width`` x ``height`` area (its parent), narrower if need be."""
        self.setFixedWidth(min(WIDTH, max(320, width - 30)))
        self.adjustSize()
        self.move((width - self.width()) // 2, max(8, (height - self.height()) // 2))


def _teams_of(table: dict[str, Any]) -> dict[int, str]:
    """Each seat's team in words, when some team has two seats (the classic partners)."""
    teams = table.get("teams")
    if not isinstance(teams, list) or all(not isinstance(t, list) or len(t) < 2 for t in teams):
        return {}
    words: dict[int, str] = {}
    for number, team in enumerate(teams):
        if isinstance(team, list):
            for seat in team:
                if isinstance(seat, int):
                    words[seat] = fill(
                        QCoreApplication.translate("TablePanel", "Team {number}"), number=number + 1
                    )
    return words
