"""Who sits where, as values: one :class:`Seat` per seat (a kind and a name) and the start dialog's
result, :class:`GameOptions` (remembered between runs).

A seat's kind is ``"human"`` (a person plays it at this computer, hot-seat) or a CPU level of
``jackaroo.ai.registry.LEVELS`` (``"random"``, ``"greedy"``, ``"expert"``): the values of the state
notation's ``player`` field.  Seats are listed in seat order 0..3, which is also the turn order; seat
``p`` sits on side ``p`` of the board (bottom, left, top, right; see :mod:`jackaroo.view.board.layout`).
The start dialog's rows are :class:`jackaroo.view.dialogs.seats.SeatTable`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...model.board import Colour
from ...model.players import EMPTY_SEAT, EXPERT, GREEDY, HUMAN, MASTER, RANDOM
from ...model.rules import CLASSIC_RULESET, DEFAULT_RULESET, RULESETS
from ..text.bidi import fill

# an empty seat (the traditional rules only: 2 or 3 players)
EMPTY = EMPTY_SEAT
# the CPU levels offered, weakest first (names of ``jackaroo.ai.registry.LEVELS``).  Master is not
# offered: measured no stronger than Expert (docs/ai.md) while it thinks 2 s a move; a saved game
# or a table remembered with it plays it on as Expert would be asked to (:func:`offered_level`)
LEVEL_NAMES = (RANDOM, GREEDY, EXPERT)
# every kind of seat offered, in the order the kind boxes offer them
KINDS = (HUMAN, *LEVEL_NAMES, EMPTY_SEAT)


def offered_level(kind: str) -> str:
    """A remembered seat kind as one offered now: Master (no longer offered) becomes Expert, an
    unknown one Random."""
    if kind == MASTER:
        return EXPERT
    return kind if kind in KINDS else RANDOM


# the rulesets the start dialog offers (``jackaroo.model.rules.RULESETS`` names)
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
    """The default name of CPU ``number`` (1..3 for seats 1..3 of the usual table) in the app's
    language: "CPU 2", in Arabic "كمبيوتر 2".  A plain string (no direction marks): it is a name."""
    #: the name a CPU seat goes by when none is typed ("CPU 2"); {number} is 1 to 4
    return QCoreApplication.translate("Seats", "CPU {number}").format(number=number)


def is_usual_name(name: str, seat: int, seats: int = 4) -> bool:
    """Whether ``name`` is the name seat ``seat`` goes by when none is typed (:func:`usual_name`), in
    the app's language or in English (what versions before the translated names stored)."""
    number = seat or seats
    return name in (cpu_name(number), f"CPU {number}")


def usual_name(seat: int, seats: int = 4) -> str:
    """The name a CPU (or empty) seat ``seat`` of a table of ``seats`` goes by when none is typed:
    its CPU number, seat 0 counting as the last ("CPU 4")."""
    return cpu_name(seat or seats)


def seat_name(seats: Sequence[Seat], seat: int) -> str:
    """The name seat ``seat`` of ``seats`` plays under: the name typed (trimmed), or, for a CPU or an
    empty seat left without one, :func:`usual_name` (a person's seat has no such name: "")."""
    name = seats[seat].name.strip()
    if name or seats[seat].is_human:
        return name
    return usual_name(seat, len(seats))


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
    names = [seat_name(seats, i) for i in range(len(seats))]  # a CPU left unnamed: "CPU 2"
    for i, seat in enumerate(seats):
        if seat.is_empty:
            continue
        if not names[i]:
            if i == 0:
                return QCoreApplication.translate("StartDialog", "Please enter your name.")
            return QCoreApplication.translate("StartDialog", "Please give every person a name.")
        if clean_name(names[i]) is None:
            return fill(
                QCoreApplication.translate("StartDialog", "A name has at most {limit} characters."),
                limit=NAME_LIMIT,
            )
    folded = [name.casefold() for name, seat in zip(names, seats, strict=True) if not seat.is_empty]
    if len(set(folded)) != len(folded):
        return QCoreApplication.translate("StartDialog", "Two seats have the same name.")
    return ""


#: the seats' colours until the player chooses others: red at the bottom, then green, blue and
#: yellow round the table (as in the lessons)
DEFAULT_COLOURS = ("RED", "GREEN", "BLUE", "YELLOW")
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
    #: each seat's colour, seat order (:class:`~jackaroo.model.board.Colour` names, each once);
    #: None: :data:`DEFAULT_COLOURS`
    colours: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.colours is not None and sorted(self.colours) != sorted(Colour.__members__):
            raise ValueError(f"each of {tuple(Colour.__members__)} once, not {self.colours!r}")
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
        colours: tuple[str, ...] | None = None,
    ) -> GameOptions:
        """The options for ``seats`` (four); equal to ``GameOptions(name, levels, seed)`` when they
        are the usual table of the default game."""
        human = first_human(seats)
        name = seats[human].name if human is not None else ""
        cpus = [seat.kind for seat in seats if not seat.is_human and not seat.is_empty]
        levels = tuple((cpus + [RANDOM] * CPU_SEATS)[:CPU_SEATS])
        usual = default_seats(name, levels)
        table = None if tuple(seats) == usual else tuple(seats)
        return cls(name, levels, seed, table, ruleset, colours)  # type: ignore[arg-type]

    def table(self) -> tuple[Seat, ...]:
        """Every seat's kind and name, seat order."""
        return self.seats if self.seats is not None else default_seats(self.name, self.levels)

    def seat_colours(self) -> tuple[Colour, ...]:
        """Every seat's colour, seat order."""
        return tuple(Colour[name] for name in (self.colours or DEFAULT_COLOURS))
