"""Whose hand lies face up at the bottom of the board: the one place that decides it.

The rule (docs/hot-seat.md): with two or more people at this computer, a person's hand is face up only
after that person confirmed it ("<name>, show my cards") since another person's hand was last shown;
when a game comes to the table (new, resumed, opened, taken back, redone) nobody has confirmed yet.
With one person their hand is face up; with none (the CPUs play alone) the bottom seat's is, unless
the hands are not ours to see (watching an online table).

Every path goes through :meth:`FaceUp.showing`: the controller asks it whenever the board is idle and
draws what it answers.  Besides the hand it decides the panel over the hand (:class:`Cover`):

- a **pass screen** names the person whose hand comes next (the person to act, or between CPU turns
  the next person in turn order), whenever that is not the person at the seat;
- an **acknowledgement**: a person's turn that ended without their own play (an automatic drop, a
  skipped turn, a card given up to a Ten) is shown to that person, who presses OK, before the next
  person's pass screen appears; so nobody reveals someone else's hand with a key meant for their own
  turn.

A cover takes its button or Enter only once it has been in sight for :data:`SETTLE_S` (a key pressed
sooner was meant for what was there before).  Pure Python: the clock is injected.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ...model.events import CardPlayed, Event, TurnSkipped
from ...model.rules.turn_order import coming_turns
from ...model.state import GameState

#: how long a cover must have been in sight before its button or Enter counts, in seconds
SETTLE_S = 0.8


@dataclass(frozen=True)
class Cover:
    """The panel over the hand: a pass screen asking ``seat``'s person to take the seat (``notes``
    empty), or, for the person at the seat, what ended their turn without their own play (``notes``:
    one text each), to acknowledge."""

    seat: int
    notes: tuple[str, ...] = ()

    @property
    def passes(self) -> bool:
        """Whether it is a pass screen (else an acknowledgement)."""
        return not self.notes


@dataclass(frozen=True)
class Showing:
    """What the bottom of the board shows: ``viewer``'s hand, face up or not, and the ``cover``."""

    viewer: int
    face_up: bool
    cover: Cover | None = None


class FaceUp:
    """The owner of whose hand is face up, for the game at the table.

    ``clock`` gives the time in seconds (monotonic; :func:`time.monotonic` by default).
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        #: the seats the people at this computer play, in seat order
        self.people: tuple[int, ...] = ()
        #: whether, with no person here, the bottom seat's hand may be seen (the CPUs play alone)
        self.open_table = True
        #: the person who confirmed last (None: nobody since the game came to the table)
        self.seated: int | None = None
        #: what ended a person's turn without their own play, kept for them (seat -> texts)
        self._notes: dict[int, list[str]] = {}
        #: what was told to a person who took the seat since: said once, then forgotten
        self._told: list[str] = []
        self._cover: Cover | None = None
        self._since = 0.0

    # -- the table ---------------------------------------------------------------------------------
    def begin(self, people: Iterable[int], open_table: bool = True) -> None:
        """A game came to the table (new, resumed, opened, taken back, redone, an online game):
        ``people`` are the seats played by a person here; nobody has confirmed yet.  ``open_table``:
        with no person, the bottom seat's hand may be seen (not so for an online spectator)."""
        self.people = tuple(sorted(people))
        self.open_table = open_table
        self.seated = None
        self._notes.clear()
        self._told.clear()
        self._cover = None

    @property
    def shared(self) -> bool:
        """Whether several people share this computer (hot-seat)."""
        return len(self.people) > 1

    # -- the decision ------------------------------------------------------------------------------
    def showing(self, state: GameState) -> Showing:
        """What the bottom of the board should show in ``state`` (the position on the board)."""
        people = self.people
        if not people:
            return Showing(0, self.open_table)
        if not self.shared:
            return Showing(people[0], True)
        seated = self.seated
        if seated is not None and self._notes.get(seated):
            return Showing(seated, False, Cover(seated, tuple(self._notes[seated])))
        target = next_person(state, people)
        if target == seated:
            return Showing(seated, True)
        return Showing(target, False, Cover(target))

    def drawn(self, cover: Cover | None) -> None:
        """The board now shows ``cover`` (None: none): a new one starts its time in sight."""
        if cover != self._cover:
            self._cover = cover
            self._since = self.clock()

    @property
    def cover(self) -> Cover | None:
        """The cover on the board (None: the hand is not covered)."""
        return self._cover

    # -- the people --------------------------------------------------------------------------------
    def confirm(self) -> bool:
        """The cover's button or Enter: a pass screen seats the person it names, an acknowledgement
        is done with.  Ignored (False) while no cover is up or before it has been in sight for
        :data:`SETTLE_S`."""
        cover = self._cover
        if cover is None or self.clock() - self._since < SETTLE_S:
            return False
        if cover.passes:
            self.seated = cover.seat
            self._told = self._notes.pop(cover.seat, [])
        else:
            self._notes.pop(cover.seat, None)
        self._cover = None
        return True

    def told(self) -> list[str]:
        """What happened in their absence to the person who has just taken the seat (said once)."""
        told, self._told = self._told, []
        return told

    def played(
        self,
        seat: int,
        events: Sequence[Event],
        automatic: bool,
        describe: Callable[[Event], str],
    ) -> None:
        """``seat`` played (``automatic``: the app chose its action for the person, a drop) and these
        ``events`` followed: every person's turn that ended without their own play is kept for
        them, in ``describe``'s words (the person at the seat acknowledges it; another is told once
        they take the seat).  With one person nothing is kept (no one to pass to)."""
        if not self.shared:
            return
        for event in turn_endings(seat, events, automatic, self.people):
            self._notes.setdefault(event_seat(event), []).append(describe(event))


def turn_endings(seat: int, events: Sequence[Event], automatic: bool, people: Sequence[int]) -> list[Event]:
    """The events among ``events`` (played by ``seat``; ``automatic``: not chosen by its person) that
    end a person's turn without their own play: the automatic drop of a person's card, and a
    person's skipped turn (too few cards, or a card given up to a Ten)."""
    dropped = automatic and seat in people
    return [
        event
        for event in events
        if (isinstance(event, CardPlayed) and dropped and event.seat == seat)
        or (isinstance(event, TurnSkipped) and event.seat in people)
    ]


def event_seat(event: Event) -> int:
    """The seat a turn-ending event is about."""
    assert isinstance(event, CardPlayed | TurnSkipped)
    return event.seat


def next_person(state: GameState, people: Sequence[int]) -> int:
    """The person to act in ``state``, else the next person to act (a person whose turns are skipped
    as the hands stand is passed over: :func:`~jackaroo.model.rules.turn_order.coming_turns`)."""
    for seat in coming_turns(state):
        if seat in people:
            return seat
    seat = state.current  # the game is over: the next person in seat order
    seats = len(state.hands)
    return min(people, key=lambda person: (person - seat) % seats)
