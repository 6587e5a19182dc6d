"""The one owner of whose hand is face up (:mod:`jackaroo.controller.turns.face_up`), in pure Python:
what it shows for each table and position, which events end a person's turn unasked (every event
kind), the time a cover needs in sight, and a state machine over begin, turns, confirmations and
plays that checks the rule after every step (docs/hot-seat.md)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from jackaroo.controller.turns import face_up
from jackaroo.controller.turns.face_up import Cover, FaceUp, Showing, next_person, turn_endings
from jackaroo.model.actions import Verb, make_action
from jackaroo.model.cards import Card
from jackaroo.model.events import (
    CardDiscarded,
    CardPlayed,
    DeckRefilled,
    GameWon,
    HomeCause,
    MarbleFielded,
    MarbleMoved,
    MarbleSaved,
    MarbleSentHome,
    MarblesSwapped,
    RoundDealt,
    SkipCause,
    TrapFired,
    TurnSkipped,
)

FIVE = Card.parse("5S")


FULL = (FIVE,) * 4


@dataclass(frozen=True)
class Position:
    """What the owner reads of a position of the default game: the seat to act, the turn of the
    round and the hands (full unless said)."""

    current: int
    hands: tuple[tuple[Card, ...], ...] = (FULL, FULL, FULL, FULL)
    turn: int = 0
    round: int = 1
    classic: None = None
    is_over: bool = False


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def owner_at(people: tuple[int, ...]) -> tuple[FaceUp, Clock]:
    clock = Clock()
    owner = FaceUp(clock)
    owner.begin(people)
    return owner, clock


def draw(owner: FaceUp, state: Position) -> Showing:
    """What the board does: draw the owner's decision and tell it so."""
    shown = owner.showing(state)  # type: ignore[arg-type]
    owner.drawn(shown.cover)
    return shown


def confirm_after(owner: FaceUp, clock: Clock, seconds: float) -> bool:
    clock.now += seconds
    return owner.confirm()


def test_one_person_sees_their_hand_at_once_and_nobody_is_asked() -> None:
    owner, _clock = owner_at((2,))
    assert draw(owner, Position(0)) == Showing(2, True)
    assert draw(owner, Position(2)) == Showing(2, True)


def test_with_no_person_the_bottom_hand_is_seen_unless_the_table_is_closed() -> None:
    owner, _clock = owner_at(())
    assert draw(owner, Position(1)) == Showing(0, True)
    owner.begin((), open_table=False)  # an online spectator
    assert draw(owner, Position(1)) == Showing(0, False)


def test_after_a_game_comes_nobody_has_confirmed_and_the_next_person_is_asked() -> None:
    owner, clock = owner_at((0, 2))
    assert draw(owner, Position(0)) == Showing(0, False, Cover(0))
    assert draw(owner, Position(1)) == Showing(2, False, Cover(2))  # between CPU turns: the next
    assert confirm_after(owner, clock, 1.0)
    assert owner.seated == 2 and draw(owner, Position(1)) == Showing(2, True)
    assert draw(owner, Position(3)) == Showing(0, False, Cover(0))
    owner.begin((0, 2))  # resumed, opened, taken back: nobody again
    assert owner.seated is None and draw(owner, Position(2)) == Showing(2, False, Cover(2))


def test_a_cover_takes_its_key_only_once_it_has_been_in_sight_long_enough() -> None:
    owner, clock = owner_at((0, 2))
    draw(owner, Position(0))
    assert not confirm_after(owner, clock, face_up.SETTLE_S / 2)
    assert owner.seated is None
    assert draw(owner, Position(2)) == Showing(2, False, Cover(2))  # another cover: its time restarts
    assert not confirm_after(owner, clock, face_up.SETTLE_S * 0.9)
    assert confirm_after(owner, clock, face_up.SETTLE_S * 0.2)
    assert owner.seated == 2
    assert not owner.confirm()  # no cover: nothing to confirm


def test_the_seated_persons_turn_ended_unasked_is_acknowledged_before_the_next_screen() -> None:
    owner, clock = owner_at((0, 2))
    draw(owner, Position(0))
    confirm_after(owner, clock, 1.0)
    drop = CardPlayed(0, make_action(FIVE, Verb.DROP))
    owner.played(0, (drop,), True, lambda event: "dropped")
    assert draw(owner, Position(1)) == Showing(0, False, Cover(0, ("dropped",)))
    assert not confirm_after(owner, clock, 0.1)  # the Enter meant for her own turn does nothing
    assert draw(owner, Position(2)) == Showing(0, False, Cover(0, ("dropped",)))
    assert confirm_after(owner, clock, 1.0) and owner.seated == 0
    assert draw(owner, Position(2)) == Showing(2, False, Cover(2))


def test_what_happened_to_a_person_away_is_told_once_they_take_the_seat() -> None:
    owner, clock = owner_at((0, 2))
    draw(owner, Position(1))
    confirm_after(owner, clock, 1.0)  # Omar (2) sits
    owner.played(3, (TurnSkipped(0, 1, 2, SkipCause.FEW_CARDS),), False, lambda event: "skipped")
    draw(owner, Position(1))
    assert owner.told() == []
    assert draw(owner, Position(3)) == Showing(0, False, Cover(0))  # a pass screen, not Omar's notice
    confirm_after(owner, clock, 1.0)
    assert owner.told() == ["skipped"] and owner.told() == []


def test_a_person_playing_their_own_card_has_nothing_to_acknowledge() -> None:
    owner, clock = owner_at((0, 2))
    draw(owner, Position(0))
    confirm_after(owner, clock, 1.0)
    owner.played(0, (CardPlayed(0, make_action(FIVE, Verb.DROP)),), False, str)
    assert draw(owner, Position(1)) == Showing(2, False, Cover(2))


ALL_EVENTS = [
    CardPlayed(0, make_action(FIVE, Verb.DROP)),
    MarbleFielded(0, 0),
    MarbleMoved(0, 0, (1, 2)),
    MarblesSwapped(0, 4, 3, 30),
    MarbleSaved(0, 40, 100),
    MarbleSentHome(4, 20, HomeCause.CAPTURE, 0),
    TrapFired(20, 33),
    CardDiscarded(0, FIVE, 3),
    TurnSkipped(0, 1, 2, SkipCause.FEW_CARDS),
    TurnSkipped(0, 1, 2, SkipCause.CARD_GIVEN_UP),
    DeckRefilled(20),
    RoundDealt(2, 4),
    GameWon(0),
]


@pytest.mark.parametrize("event", ALL_EVENTS, ids=lambda e: f"{type(e).__name__}")
@pytest.mark.parametrize("automatic", [False, True])
def test_only_an_automatic_drop_and_a_skip_end_a_persons_turn_unasked(event, automatic) -> None:
    """Every event kind: only the app's drop for the person who acted, and a person's skipped turn,
    end a person's turn without their own play; nothing about a CPU (seat 1) ever does."""
    ended = turn_endings(0, (event,), automatic, (0, 2))
    expected = isinstance(event, TurnSkipped) or (isinstance(event, CardPlayed) and automatic)
    assert ended == ([event] if expected else [])
    for cpu_event in (CardPlayed(1, make_action(FIVE, Verb.DROP)), TurnSkipped(1, 1, 0, SkipCause.FEW_CARDS)):
        assert turn_endings(1, (cpu_event,), automatic, (0, 2)) == []


@given(
    current=st.integers(0, 3),
    people=st.lists(st.integers(0, 3), min_size=1, max_size=4, unique=True),
)
def test_the_next_person_is_the_one_to_act_or_the_next_in_turn_order(current, people) -> None:
    person = next_person(Position(current), sorted(people))  # type: ignore[arg-type]
    steps = [(current + k) % 4 for k in range(4)]
    assert person == next(seat for seat in steps if seat in people)


def test_a_person_whose_turn_will_be_skipped_is_not_asked_to_come() -> None:
    """Sara (seat 0) lost her last card to a Ten: her turn in the round's last turn is skipped, so
    while CPU 3 plays the screen asks for Omar (seat 2), not for Sara (it would go by itself)."""
    one, two = (FIVE,), (FIVE, FIVE)
    hands = ((), one, one, two)
    assert next_person(Position(3, hands, turn=2), (0, 2)) == 2  # type: ignore[arg-type]
    # at the round's last turn Sara is next once the new round deals her a hand
    last = ((), (), (), one)
    assert next_person(Position(3, last, turn=3), (0, 2)) == 0  # type: ignore[arg-type]


class OwnerMachine(RuleBasedStateMachine):
    """Begin, turns passing, people confirming early or late, plays with unasked endings; after
    every step the rule holds for what is drawn."""

    @initialize(people=st.lists(st.integers(0, 3), min_size=2, max_size=4, unique=True))
    def begin(self, people) -> None:
        self.owner, self.clock = owner_at(tuple(sorted(people)))
        self.position = Position(0)
        self.seated: int | None = None  # who confirmed, by the machine's own account
        self.since = self.clock.now  # when the cover on the board came
        self.shown = self.draw()

    def draw(self) -> Showing:
        before = self.owner.cover
        shown = draw(self.owner, self.position)
        if shown.cover != before:
            self.since = self.clock.now
        return shown

    @rule(seat=st.integers(0, 3))
    def turn_passes(self, seat) -> None:
        self.position = Position(seat)
        self.shown = self.draw()

    @rule(seconds=st.sampled_from([0.0, 0.2, 0.5, 0.9, 2.0]))
    def press_the_cover(self, seconds) -> None:
        cover = self.owner.cover
        if confirm_after(self.owner, self.clock, seconds):
            assert cover is not None and self.clock.now - self.since >= face_up.SETTLE_S
            if cover.passes:
                self.seated = cover.seat
        else:
            assert cover is None or self.clock.now - self.since < face_up.SETTLE_S
        self.shown = self.draw()

    @rule(seat=st.integers(0, 3), automatic=st.booleans(), skipped=st.lists(st.integers(0, 3), max_size=2))
    def a_seat_plays(self, seat, automatic, skipped) -> None:
        events = [CardPlayed(seat, make_action(FIVE, Verb.DROP))]
        events += [TurnSkipped(s, 1, 1, SkipCause.FEW_CARDS) for s in skipped]
        self.owner.played(seat, events, automatic, lambda event: type(event).__name__)
        self.shown = self.draw()

    @rule()
    def the_game_comes_again(self) -> None:
        self.owner.begin(self.owner.people)
        self.seated = None
        self.shown = self.draw()

    @invariant()
    def only_the_confirmed_person_sees_a_hand(self) -> None:
        shown = self.shown
        assert self.owner.seated == self.seated
        if shown.face_up:
            assert shown.viewer == self.seated and shown.cover is None
        if shown.cover is not None and shown.cover.passes:
            assert shown.cover.seat != self.seated
            assert shown.cover.seat == next_person(self.position, self.owner.people)  # type: ignore[arg-type]
        if shown.cover is not None and not shown.cover.passes:
            assert shown.cover.seat == self.seated and not shown.face_up


TestOwnerMachine = OwnerMachine.TestCase
TestOwnerMachine.settings = settings(max_examples=200, stateful_step_count=30, deadline=None)
