"""Who sits where: one :class:`Seat` per seat (a kind and a name) and the start dialog's seat rows.

A seat's kind is ``"human"`` (a person plays it at this computer, hot-seat) or a CPU level of
``jackaroo.ai.registry.LEVELS`` (``"random"``, ``"greedy"``, ``"expert"``): the values of the state
notation's ``player`` field.  Seats are listed in seat order 0..3, which is also the turn order; seat
``p`` sits on side ``p`` of the board (bottom, left, top, right; see :mod:`jackaroo.view.layout`).

:class:`SeatTable` is a plain grid of rows (side, name, kind) so that further per-seat columns (an
empty seat, a team) can be added later without changing its users.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from ..model.board import Colour
from ..model.players import CPU_LEVELS, EMPTY_SEAT, EXPERT, GREEDY, HUMAN, MASTER, PLAYERS, RANDOM
from ..model.rules import CLASSIC_RULESET, DEFAULT_RULESET, RULESETS

#: an empty seat (the traditional rules only: 2 or 3 players)
EMPTY = EMPTY_SEAT
#: the CPU levels offered, weakest first (names of ``jackaroo.ai.registry.LEVELS``)
LEVEL_NAMES = CPU_LEVELS
#: every kind of seat, in the order the kind boxes offer them
KINDS = PLAYERS
#: the rulesets the start dialog offers (``jackaroo.model.rules.RULESETS`` names)
DEFAULT_RULES = DEFAULT_RULESET
CLASSIC_RULES = CLASSIC_RULESET
SEAT_COUNT = 4
NAME_LIMIT = 20


@dataclass(frozen=True)
class Seat:
    """One seat of the table: ``kind`` (:data:`KINDS`) and the ``name`` shown on the board."""

    kind: str
    name: str

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def is_empty(self) -> bool:
        return self.kind == EMPTY


def clean_name(text: str) -> str | None:
    """A name trimmed, or None if empty or longer than 20 characters."""
    name = text.strip()
    return name if 0 < len(name) <= NAME_LIMIT else None


def cpu_name(number: int) -> str:
    """The default name of CPU ``number`` (1..3 for seats 1..3 of the usual table): "CPU 2"."""
    return f"CPU {number}"


def default_seats(name: str, levels: Sequence[str]) -> tuple[Seat, ...]:
    """The usual table: seat 0 is the human ``name``, seats 1..3 are "CPU 1".."CPU 3" at ``levels``
    (three level names)."""
    return (Seat(HUMAN, name), *(Seat(level, cpu_name(i + 1)) for i, level in enumerate(levels)))


def first_human(seats: Sequence[Seat]) -> int | None:
    """The first human seat's number, or None when every seat is a CPU."""
    return next((i for i, seat in enumerate(seats) if seat.is_human), None)


def seat_problem(seats: Sequence[Seat], ruleset: str = DEFAULT_RULES) -> str:
    """Why ``seats`` cannot start a game of ``ruleset`` (translated), or "" when they can: every
    occupied seat's name valid (1..20 characters once trimmed), no two seats with the same name; the
    ruleset's ``player_counts`` (the default rules: four, a player in every seat; the traditional rules:
    two to four)."""
    players = sum(not seat.is_empty for seat in seats)
    counts = RULESETS[ruleset].player_counts
    if counts == (len(seats),) and players != len(seats):
        return QCoreApplication.translate("StartDialog", "The default rules need a player in every seat.")
    if players not in counts:
        return QCoreApplication.translate("StartDialog", "A game needs at least two players.")
    for i, seat in enumerate(seats):
        if seat.is_empty:
            continue
        if not seat.name.strip():
            if i == 0 and seat.is_human:
                return QCoreApplication.translate("StartDialog", "Please enter your name.")
            return QCoreApplication.translate("StartDialog", "Please give every seat a name.")
        if clean_name(seat.name) is None:
            return QCoreApplication.translate("StartDialog", "A name has at most {limit} characters.").format(
                limit=NAME_LIMIT
            )
    folded = [seat.name.strip().casefold() for seat in seats if not seat.is_empty]
    if len(set(folded)) != len(folded):
        return QCoreApplication.translate("StartDialog", "Two seats have the same name.")
    return ""


CPU_SEATS = 3
DEFAULT_LEVELS = (RANDOM,) * CPU_SEATS
#: the rulesets offered, in the order the start dialog lists them
RULESET_NAMES = (DEFAULT_RULES, CLASSIC_RULES)


@dataclass(frozen=True)
class GameOptions:
    """What the start dialog asks: who sits where, and an optional seed.

    The usual table (seat 0 the human ``name``, seats 1..3 "CPU 1".."CPU 3" at ``levels``) needs only
    ``name`` and ``levels``; ``levels`` may also be one level name for all three CPUs.  Any other
    table is given by ``seats`` (four :class:`Seat`, seat order), best made with :meth:`of_seats`,
    which keeps ``name`` (the first human's) and ``levels`` (the CPU seats', padded with Random) in
    step.  :meth:`table` is the table to play either way.  ``ruleset`` is ``"guc"`` (the default
    game) or ``"classic"`` (the traditional rulebook, whose tables may have empty seats).  Raises
    ValueError for a wrong number of levels or seats, an unknown kind of seat or ruleset.
    """

    name: str
    levels: tuple[str, str, str] = DEFAULT_LEVELS  # type: ignore[assignment]
    seed: int | None = None
    seats: tuple[Seat, ...] | None = None
    ruleset: str = DEFAULT_RULES
    #: seat 0's colour (a :class:`~jackaroo.model.board.Colour` value, ``"RED"``); None: shuffled
    colour: str | None = None

    def __post_init__(self) -> None:
        if self.colour is not None and self.colour not in Colour.__members__:
            raise ValueError(f"colour one of {tuple(Colour.__members__)}, not {self.colour!r}")
        if self.ruleset not in RULESET_NAMES:
            raise ValueError(f"ruleset one of {RULESET_NAMES}, not {self.ruleset!r}")
        levels = self.levels
        if isinstance(levels, str):
            levels = (levels,) * CPU_SEATS
        levels = tuple(levels)
        if len(levels) != CPU_SEATS:
            raise ValueError(f"one level per CPU seat ({CPU_SEATS}), not {levels!r}")
        object.__setattr__(self, "levels", levels)
        if self.seats is not None:
            seats = tuple(self.seats)
            if len(seats) != SEAT_COUNT or any(seat.kind not in KINDS for seat in seats):
                raise ValueError(f"four seats of kinds {KINDS}, not {seats!r}")
            object.__setattr__(self, "seats", seats)

    @classmethod
    def of_seats(
        cls,
        seats: tuple[Seat, ...],
        seed: int | None = None,
        ruleset: str = DEFAULT_RULES,
        colour: str | None = None,
    ) -> GameOptions:
        """The options for ``seats`` (four); equal to ``GameOptions(name, levels, seed)`` when they
        are the usual table of the default game."""
        human = first_human(seats)
        name = seats[human].name if human is not None else ""
        cpus = [seat.kind for seat in seats if not seat.is_human and not seat.is_empty]
        levels = tuple((cpus + [RANDOM] * CPU_SEATS)[:CPU_SEATS])
        usual = default_seats(name, levels)
        table = None if tuple(seats) == usual else tuple(seats)
        return cls(name, levels, seed, table, ruleset, colour)  # type: ignore[arg-type]

    def table(self) -> tuple[Seat, ...]:
        """Every seat's kind and name, seat order."""
        return self.seats if self.seats is not None else default_seats(self.name, self.levels)


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
        MASTER: QCoreApplication.translate("StartDialog", "CPU Master"),
        EMPTY: QCoreApplication.translate("StartDialog", "Empty seat"),
    }
    tips = {
        HUMAN: QCoreApplication.translate("StartDialog", "A person at this computer (hot-seat)"),
        RANDOM: QCoreApplication.translate("StartDialog", "The game description's CPU: any legal card"),
        GREEDY: QCoreApplication.translate("StartDialog", "The best-looking move right now"),
        EXPERT: QCoreApplication.translate("StartDialog", "Also plays out what the others may answer"),
        MASTER: QCoreApplication.translate("StartDialog", "Plays out many more futures: up to 2 s a move"),
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
