"""Replay mode: stepping through a game record on the board.

A :class:`Replay` replays its record once (:meth:`GameRecord.steps`) and then moves a position
``index`` (the number of actions shown, 0..count) on the scene: Next animates that action's events
through the scene's animation queue exactly as live play does; Previous, First and Last re-sync the
scene to the position.  The log panel shows the replayed actions' lines (the game's own log comes
back when the replay is closed).  It never touches the live game: the :class:`GameController` keeps
its CPUs and the player's input away while a replay is open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut

from ...model.record import GameRecord, ReplayStep
from ...model.state import GameState
from ...view.text.bidi import fill
from ...view.text.describe import log_entry
from ...view.text.log_entry import LogEntry
from ...view.window.main_window import MainWindow


class Replay(QObject):
    """Shows one record in ``window``'s scene (from :meth:`begin` on).

    Keys: Right (Left in a right-to-left layout) next, the other arrow previous, Home first, End last.
    Raises the model's JackarooError family if the record cannot be replayed.
    """

    #: the position changed (the number of actions now shown)
    moved = Signal(int)
    #: Back to the game was asked for (button or Esc); the owner calls :meth:`close`
    leave_requested = Signal()
    #: the replay was closed (:meth:`close`)
    closed = Signal()

    def __init__(self, record: GameRecord, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.scene = window.scene
        self.first_state = record.initial_game().state
        self.steps: list[ReplayStep] = list(record.steps())
        self.index = 0
        self._entries: dict[int, LogEntry] = {}
        self._saved_log = window.log.entries()
        bar = window.replay_bar
        self._connections = [
            (bar.first_button.clicked, self.first),
            (bar.previous_button.clicked, self.previous),
            (bar.next_button.clicked, self.next),
            (bar.last_button.clicked, self.last),
            (bar.leave_button.clicked, self.leave_requested.emit),
        ]
        for signal, slot in self._connections:
            signal.connect(slot)
        rtl = window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        forward, backward = ("Left", "Right") if rtl else ("Right", "Left")
        keys: list[tuple[str, Callable[[], None]]] = [
            (forward, self.next),
            (backward, self.previous),
            ("Home", self.first),
            ("End", self.last),
        ]
        self.shortcuts = []
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)

    def begin(self, start: int = 0, bar: bool = True) -> None:
        """Show the controls (unless not ``bar``: another panel leads the way back) and the position
        after ``start`` actions."""
        self.window.banner.clear_message()
        self.window.replay_bar.setVisible(bar)
        self.go_to(start)

    @property
    def count(self) -> int:
        """The number of actions in the record."""
        return len(self.steps)

    def state_at(self, index: int) -> GameState:
        """The position after ``index`` actions."""
        return self.steps[index - 1].after if index > 0 else self.first_state

    def prompt(self) -> str:
        """What the prompt line says during the replay."""
        if self.index == 0:
            return self.tr("Replay: the start of the game. Next plays the first action.")
        words = self._entry(self.index - 1).words
        return fill(self.tr("Replay: {action}."), action=words[0] if words else "")

    # -- moving -----------------------------------------------------------------------------------
    def go_to(self, index: int) -> None:
        """Show the position after ``index`` actions (clamped to 0..count) without animation."""
        index = max(0, min(index, self.count))
        self.scene.animator.flush()
        self.index = index
        state = self.state_at(index)
        self.scene.sync(state)
        log = self.window.log
        log.restore([LogEntry((self.tr("Replay of %n actions", None, self.count),))])
        for i in range(index):
            log.add(self._entry(i))
        self._show(state)

    def next(self) -> None:
        """Play the next action with the animations of live play (an animation still running is
        finished first)."""
        if self.index >= self.count:
            return
        self.scene.animator.flush()
        step = self.steps[self.index]
        self.index += 1
        self.window.log.add(self._entry(step.index))
        self._show(step.after)
        self.scene.show_events(step.events, step.after)

    def previous(self) -> None:
        """Back one action (the scene jumps to the earlier position)."""
        if self.index > 0:
            self.go_to(self.index - 1)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        self.go_to(self.count)

    def close(self) -> None:
        """Leave the replay: finish animations, hide the controls, free the keys, restore the log.
        The owner then shows the live game again."""
        self.scene.animator.flush()
        for signal, slot in self._connections:
            signal.disconnect(slot)
        for shortcut in self.shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self.shortcuts = []
        self.window.replay_bar.hide()
        self.window.log.restore(self._saved_log)
        self.closed.emit()
        self.deleteLater()

    # -- helpers ----------------------------------------------------------------------------------
    def _entry(self, i: int) -> LogEntry:
        entry = self._entries.get(i)
        if entry is None:
            step = self.steps[i]
            entry = self._entries[i] = log_entry(
                step.seat, step.notation, step.events, step.before, step.after
            )
        return entry

    def _show(self, state: GameState) -> None:
        self.window.show_state(state)
        self.window.replay_bar.show_position(self.index, self.count)
        self.window.prompt.setText(self.prompt())
        self.moved.emit(self.index)
