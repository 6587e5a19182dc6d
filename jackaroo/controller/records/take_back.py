"""Game > Take back (Ctrl+Z) and Redo (Ctrl+Shift+Z) against the CPUs.

Take back undoes the person's last action and the CPUs' actions since, when every other seat at the
table is a CPU (not online, not hot-seat, not in the lessons: the players there are not all CPUs).
The game is rebuilt from its record (:meth:`GameRecord.taken_back`): the same start and the same
random generator, so the same deals and the same traps follow and no better card can be fished for.
From then on the game counts as *assisted* (:attr:`GameRecord.assisted`): marked beside the board,
in its saves and records, counted apart in the statistics and never a high score.  Redo plays the
taken-back actions again, until the person makes a new one.  A setting turns take-back off.
Before the first take-back of a game the person is told that it will then count as assisted, and
may cancel; the log keeps a "Taken back" line where each take-back happened (:attr:`TakeBack.marks`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QObject

from ...model.game import Game
from ...model.record import GameRecord, ReplayStep
from ...view.text.messages import confirm_take_back
from ...view.window.main_window import MainWindow
from ..turns.driver import TurnDriver
from ..turns.seat_players import CpuPlayer, LocalPerson

#: puts a game and its record on the table, with the log of its actions (the game controller's)
Restore = Callable[[Game, GameRecord], None]
T = TypeVar("T")


def with_marks(entries: Sequence[T], marks: Sequence[int], line: T) -> list[T]:
    """``entries`` with ``line`` after the first ``k`` of them for each ``k`` of ``marks`` (where
    each take-back happened: :attr:`TakeBack.marks`)."""
    out: list[T] = []
    for k in range(len(entries) + 1):
        out.extend(line for mark in marks if mark == k)
        out.extend(entries[k : k + 1])
    return out


class TakeBack(QObject):
    """Take back and Redo for the game ``driver`` drives; ``restore`` puts a rebuilt game on the
    table."""

    def __init__(self, window: MainWindow, driver: TurnDriver, restore: Restore, parent: QObject) -> None:
        super().__init__(parent)
        self.window = window
        self.driver = driver
        self.restore = restore
        #: the setting: take-back is offered at all
        self.allowed = True
        #: what Redo plays back, the last taken back last (each: the actions of one take-back)
        self._redo: list[tuple[str, ...]] = []
        #: where the game's take-backs happened: the record's length right after each
        self.marks: list[int] = []
        self._replaying = False
        window.take_back_action.triggered.connect(self.take_back)
        window.redo_action.triggered.connect(self.redo)
        driver.played.connect(self._played)

    @property
    def replaying(self) -> bool:
        """Whether a take-back or redo is putting its game on the table right now."""
        return self._replaying

    def person_seat(self) -> int | None:
        """The seat of the one person at this table when every other seat is a CPU, else None."""
        players = self.driver.players
        people = [seat for seat, player in players.items() if isinstance(player, LocalPerson)]
        cpus = [seat for seat, player in players.items() if isinstance(player, CpuPlayer)]
        if len(people) != 1 or len(people) + len(cpus) != len(players):
            return None
        return people[0]

    def can_take_back(self) -> bool:
        """Whether Take back would undo something now."""
        record, seat = self.driver.record, self.person_seat()
        if not self.allowed or record is None or seat is None or self.driver.game is None:
            return False
        return not self.driver.game.is_over and self._last_action_of(record, seat) is not None

    def can_redo(self) -> bool:
        """Whether Redo would play something back now."""
        return self.allowed and bool(self._redo) and self.person_seat() is not None

    def forget(self) -> None:
        """A new game: nothing to redo, no take-back yet."""
        self._redo.clear()
        self.marks.clear()
        self.refresh()

    def refresh(self) -> None:
        """Enable the menu items when they would do something, and show the assisted mark."""
        self.window.take_back_action.setEnabled(self.can_take_back())
        self.window.redo_action.setEnabled(self.can_redo())
        record = self.driver.record
        self.window.assisted.setVisible(record is not None and record.assisted)

    def take_back(self) -> None:
        """Undo the person's last action and every CPU action since."""
        record = self.driver.record
        if not self.can_take_back() or record is None:
            return
        if not record.assisted and not confirm_take_back(self.window):
            return
        record, seat = self.driver.record, self.person_seat()  # (the CPUs may have played meanwhile)
        if not self.can_take_back() or record is None or seat is None:
            return
        k = self._last_action_of(record, seat)
        assert k is not None
        self._redo.append(record.actions[k:])
        self.marks = [mark for mark in self.marks if mark < k] + [k]
        shorter = record.taken_back(k)
        self._put(shorter)

    def redo(self) -> None:
        """Play the last taken-back actions again."""
        record = self.driver.record
        if not self.can_redo() or record is None:
            return
        actions = self._redo.pop()
        longer = record
        for action in actions:
            longer = longer.add(action)
        self._put(longer)

    def _put(self, record: GameRecord) -> None:
        game = record.final_game()
        game.assisted = True
        self._replaying = True
        try:
            self.restore(game, record)
        finally:
            self._replaying = False
        self.refresh()

    @staticmethod
    def _last_action_of(record: GameRecord, seat: int) -> int | None:
        """The index of ``seat``'s last action in ``record`` (None: it has not acted)."""
        last = None
        for step in record.steps():
            if step.seat == seat:
                last = step.index
        return last

    def _played(self, step: ReplayStep) -> None:
        """A new action by the person ends what Redo could play back."""
        if not self._replaying and step.seat == self.person_seat():
            self._redo.clear()
        self.refresh()
