"""The hand at the bottom of the board and the panel over it, drawn as :class:`~.face_up.FaceUp` decides.

:class:`FaceUp` (pure Python) decides whose hand is face up and what covers it; this class draws
its decision on the board whenever the board is idle (:meth:`PassScreen.follow`), takes the cover's
button and Enter (:meth:`PassScreen.accept`) and hands it what was played (:meth:`PassScreen.played`).
Nothing else sets the board's viewer.  docs/hot-seat.md.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...model.events import CardPlayed, Event, TurnSkipped
from ...model.record import ReplayStep
from ...model.state import GameState
from ...view.board.scene import BoardScene
from ...view.text.bidi import fill
from ...view.text.describe import SKIP_LINES
from ...view.text.names import card_name
from .face_up import Cover, FaceUp, Showing


class PassScreen(QObject):
    """Draws :class:`FaceUp`'s decision: the scene's viewer, its hand face up or down, the cover."""

    #: a person took the seat (their hand is face up once the board is idle)
    revealed = Signal()
    #: what happened to the person who has just taken the seat while they were away
    told = Signal(str)

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        #: the one owner of whose hand is face up
        self.owner = FaceUp()
        #: what the board shows now (None: no game drawn yet)
        self.drawn: Showing | None = None
        self._state: GameState | None = None
        self._automatic: int | None = None
        scene.pass_accepted.connect(self.accept)

    # -- the table ----------------------------------------------------------------------------------
    def begin(self, people: Iterable[int], open_table: bool = True) -> None:
        """A game came to the table (``people``: the seats played here; ``open_table``: with nobody
        here its bottom hand may be seen): nobody has taken the seat yet (:meth:`FaceUp.begin`)."""
        self.owner.begin(people, open_table)
        self.drawn = None
        self._automatic = None
        self._state = None
        self.owner.drawn(None)
        self.scene.hide_pass_screen()
        self.scene.set_viewer(self.scene.human_seat, hidden=True)  # until the owner's first word

    def follow(self, state: GameState) -> None:
        """The board is idle and shows ``state``: draw what the owner decides for it."""
        self._state = state
        self._draw(self.owner.showing(state))

    def suspend(self) -> None:
        """A replay or the game's end: the cover goes (the hand stays as it is) until :meth:`follow`."""
        self.owner.drawn(None)
        self.scene.hide_pass_screen()
        if self.drawn is not None:
            self.drawn = Showing(self.drawn.viewer, self.drawn.face_up)

    def _draw(self, showing: Showing) -> None:
        drawn = self.drawn
        if drawn is None or (drawn.viewer, drawn.face_up) != (showing.viewer, showing.face_up):
            self.scene.set_viewer(showing.viewer, hidden=not showing.face_up)
        cover = showing.cover
        if cover != (drawn.cover if drawn is not None else None):
            state = self._state
            name = state.names[cover.seat] if cover is not None and state is not None else ""
            if cover is None:
                self.scene.hide_pass_screen()
            elif cover.passes:
                self.scene.show_pass_screen(name)
            else:
                self.scene.show_turn_over(name, cover.notes)
        self.owner.drawn(cover)
        self.drawn = showing

    # -- what the people see and do ------------------------------------------------------------------
    @property
    def cover(self) -> Cover | None:
        """The cover on the board (None: none)."""
        return self.drawn.cover if self.drawn is not None else None

    @property
    def waiting_for(self) -> int | None:
        """The seat a pass screen on the board asks to come (None: no pass screen)."""
        cover = self.cover
        return cover.seat if cover is not None and cover.passes else None

    @property
    def person_shown(self) -> int | None:
        """The person the bottom of the board is about: the one a cover asks for, else the one
        whose hand is there (None: no person here)."""
        if not self.owner.people or self.drawn is None:
            return None
        return self.drawn.cover.seat if self.drawn.cover is not None else self.drawn.viewer

    def hides(self, seat: int) -> bool:
        """Whether ``seat``'s person cannot see their hand now (covered, face down or another's)."""
        drawn = self.drawn
        return drawn is None or drawn.viewer != seat or not drawn.face_up or drawn.cover is not None

    def accept(self) -> None:
        """The cover's button or Enter (:meth:`FaceUp.confirm`: not in its first moments); the board
        shows the result once idle."""
        was = self.cover
        if not self.owner.confirm():
            return
        if self._state is not None and self.scene.animator.is_idle():
            self.follow(self._state)
        elif self.drawn is not None:  # the panel goes now; the hand shows once the board is idle
            self.scene.hide_pass_screen()
            self.drawn = Showing(self.drawn.viewer, self.drawn.face_up)
        if was is not None and was.passes:
            self.revealed.emit()
            for text in self.owner.told():
                self.told.emit(text)

    # -- what was played -----------------------------------------------------------------------------
    def dropping(self, seat: int) -> None:
        """The app is dropping a card for ``seat``'s person (no card of theirs has a move)."""
        self._automatic = seat

    def played(self, step: ReplayStep) -> None:
        """``step`` was played: the turns it ended without their person's own play are kept for them."""
        automatic = self._automatic == step.seat
        self._automatic = None

        def describe(event: Event) -> str:
            if isinstance(event, TurnSkipped):  # said to the person: "You miss this turn: …"
                return SKIP_LINES[event.cause].say(you=True, player=step.before.names[event.seat])
            assert isinstance(event, CardPlayed)
            text = QCoreApplication.translate("Board", "No card had a move: {card} was dropped.")
            return fill(text, card=card_name(event.card))

        self.owner.played(step.seat, step.events, automatic, describe)
