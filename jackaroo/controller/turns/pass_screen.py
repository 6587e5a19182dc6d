"""Whose hand lies face up at the bottom of the board, and the hot-seat pass screen.

With one person at this computer their hand is always shown.  With several (hot-seat), the hand of
the person to act is shown (between CPU turns: of the next person in turn order), and when it changes
to another person a "Pass to <name>" screen hides the cards until that person presses
"<name>, show my cards" (or Enter).  docs/hot-seat.md.

No hand is ever shown to the wrong person:

- a pass screen changes only after the person it names has taken the seat: if their turn passes
  meanwhile (skipped, a card given up), the screen waits for them all the same, and only then
  names the next person;
- a click or Enter within :data:`SETTLE_MS` of the screen appearing is ignored (it was meant for
  what was there before);
- what happened to a person while their screen was up (a skipped turn) is told to them once they
  have taken the seat (:meth:`PassScreen.tell`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QElapsedTimer, QObject, Signal

from ...model.game import Game
from ...view.board.scene import BoardScene

#: how long a new pass screen ignores clicks and Enter, in milliseconds
SETTLE_MS = 500


class PassScreen(QObject):
    """Keeps the scene's viewer (the seat whose hand is at the bottom) on the right person."""

    #: the person the screen waited for took the seat: their hand is face up now
    revealed = Signal()
    #: a message kept for the person the screen waited for, to be said now that they are here
    told = Signal(str)

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        #: the seat the screen is waiting for (None: not shown)
        self.waiting_for: int | None = None
        #: the person whose hand was shown last
        self.shown_seat: int | None = None
        self._reveal_asked = False
        self._shown_for = QElapsedTimer()
        self._kept: list[str] = []
        scene.pass_accepted.connect(self.accept)

    def reset(self, seat: int) -> None:
        """A new game, seen from ``seat``: no screen, that seat's hand face up."""
        self.clear()
        self.scene.set_viewer(seat)
        self.shown_seat = seat

    def clear(self) -> None:
        """Take the screen down (the hand it hid stays hidden until the viewer changes)."""
        self.waiting_for = None
        self._reveal_asked = False
        self._kept.clear()
        self.scene.hide_pass_screen()

    def tell(self, seat: int, message: str) -> bool:
        """Keep ``message`` for ``seat``'s person if the screen is waiting for them (said once they
        take the seat); False if it is not (say it now)."""
        if self.waiting_for != seat:
            return False
        self._kept.append(message)
        return True

    def hides(self, seat: int) -> bool:
        """Whether ``seat``'s person cannot see their hand yet (the screen is up, or another hand
        is shown)."""
        return self.waiting_for is not None or self.scene.human_seat != seat or self.scene.hand_hidden

    def follow(self, game: Game, local_seats: Sequence[int]) -> None:
        """The board is idle: show the hand of the person to act (between CPU turns: of the next
        person), putting the screen up when it changes to another person."""
        if self._reveal_asked:
            self._reveal_asked = False
            self.reveal()
        target = _next_person(game, local_seats)
        if target is None or self.waiting_for is not None:
            return  # the screen waits for the person it names, whoever's turn it is now
        if target == self.scene.human_seat and not self.scene.hand_hidden:
            return
        if len(local_seats) < 2 or target == self.shown_seat:
            # one person, or the screen waited for someone whose turn was skipped: no one to pass to
            self.clear()
            self.scene.set_viewer(target)
            self.shown_seat = target
            return
        self.waiting_for = target
        self.scene.set_viewer(target, hidden=True)
        self.scene.show_pass_screen(game.state.names[target])
        self._shown_for.start()

    def accept(self) -> None:
        """The person pressed the screen's button or Enter: ignored in the screen's first
        :data:`SETTLE_MS` (the click was meant for what was there before), else :meth:`reveal`."""
        if (
            self.waiting_for is not None
            and self._shown_for.isValid()
            and self._shown_for.elapsed() < SETTLE_MS
        ):
            return
        self.reveal()

    def reveal(self) -> None:
        """The screen's button (or Enter): show the named person's hand.  While something moves, it
        is shown once the board is idle."""
        if self.waiting_for is None:
            return
        if not self.scene.animator.is_idle():
            self._reveal_asked = True
            return
        kept = list(self._kept)
        self.clear()
        self.scene.set_viewer(self.scene.human_seat, hidden=False)
        self.shown_seat = self.scene.human_seat
        self.revealed.emit()
        for message in kept:
            self.told.emit(message)


def _next_person(game: Game, local_seats: Sequence[int]) -> int | None:
    """The person to act now, else (several people, a CPU to act) the next person in turn order."""
    seat = game.current_seat
    if seat in local_seats:
        return seat
    if len(local_seats) < 2:
        return None
    return min(local_seats, key=lambda person: (person - seat) % len(game.state.hands))
