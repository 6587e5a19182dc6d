"""How model events look on the board: each event becomes one step of the scene's animation queue.

:class:`EventAnimations` queues, for the events of one action, a marble hopping cell by cell along
its path, flying home, onto its Base cell or into its Safe Zone, two marbles swapping places, a trap's
flash, a card flying to the Firepit, a deal.  Every step has a *finish* that puts its items where the
step ends, so flushing the queue (a new game) leaves the board right; the last step syncs the scene
to the state after the events.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QColor

from ..model.cards import Card
from ..model.events import (
    CardDiscarded,
    CardPlayed,
    DeckRefilled,
    Event,
    HomeCause,
    MarbleFielded,
    MarbleMoved,
    MarbleSaved,
    MarbleSentHome,
    MarblesSwapped,
    RoundDealt,
    TrapFired,
)
from ..model.state import GameState
from . import layout
from .items import CardItem, MarbleItem, PulseItem

if TYPE_CHECKING:
    from .scene import BoardScene

HOP_MS = 95  # one cell of a move
FLY_MS = 380  # a marble or card flying somewhere


def _pos_animation(item: object, end: QPointF, ms: float, easing: QEasingCurve.Type) -> QPropertyAnimation:
    animation = QPropertyAnimation(item, b"pos")
    animation.setEndValue(end)
    animation.setDuration(max(1, int(ms)))
    animation.setEasingCurve(easing)
    return animation


class EventAnimations:
    """Queues the animation steps of events on ``scene``'s animator."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene

    def queue(self, events: Sequence[Event], after: GameState) -> None:
        """Queue the steps of ``events``, each announced by the scene's ``event_shown`` as it
        begins, then a sync to ``after``."""
        scene = self.scene
        for event in events:
            scene.animator.cue(lambda event=event: scene.event_shown.emit(event))
            self._queue(event, after)
        scene.animator.enqueue(None, lambda: scene.sync(after))

    def _queue(self, event: Event, after: GameState) -> None:
        enqueue = self.scene.animator.enqueue
        if isinstance(event, MarbleMoved):
            item = self.scene.marbles[event.marble]
            path = [layout.cell_point(c) for c in event.path]

            def hops(
                speed: float, item: MarbleItem = item, path: list[QPointF] = path
            ) -> QSequentialAnimationGroup:
                group = QSequentialAnimationGroup()
                for point in path:
                    group.addAnimation(
                        _pos_animation(item, point, HOP_MS * speed, QEasingCurve.Type.InOutQuad)
                    )
                return group

            enqueue(hops, lambda: item.setPos(path[-1]))
        elif isinstance(event, MarbleSentHome):
            self._queue_home(event)
        elif isinstance(event, (MarbleFielded, MarbleSaved)):
            self._queue_fly(event.marble, layout.cell_point(event.cell))
        elif isinstance(event, MarblesSwapped):
            a, b = self.scene.marbles[event.first], self.scene.marbles[event.second]
            pa, pb = layout.cell_point(event.second_cell), layout.cell_point(event.first_cell)

            def swap(speed: float) -> QParallelAnimationGroup:
                group = QParallelAnimationGroup()
                group.addAnimation(_pos_animation(a, pa, FLY_MS * speed, QEasingCurve.Type.InOutCubic))
                group.addAnimation(_pos_animation(b, pb, FLY_MS * speed, QEasingCurve.Type.InOutCubic))
                return group

            enqueue(swap, lambda: (a.setPos(pa), b.setPos(pb)))
        elif isinstance(event, TrapFired):
            pass  # the flash is part of the victim's MarbleSentHome(TRAP) step
        elif isinstance(event, (CardPlayed, CardDiscarded)):
            self._queue_card(event.seat, event.card)
        elif isinstance(event, DeckRefilled):
            enqueue(None, lambda: self.scene.sync_firepit(()))
        elif isinstance(event, RoundDealt):
            self._queue_deal(after)

    def _queue_fly(self, marble: int, end: QPointF) -> None:
        item = self.scene.marbles[marble]
        self.scene.animator.enqueue(
            lambda speed: _pos_animation(item, end, FLY_MS * speed, QEasingCurve.Type.OutCubic),
            lambda: item.setPos(end),
        )

    def _queue_home(self, event: MarbleSentHome) -> None:
        item = self.scene.marbles[event.marble]
        home = layout.marble_point(event.marble, -1)
        if event.cause is not HomeCause.TRAP:
            self._queue_fly(event.marble, home)
            return
        cell = layout.cell_point(event.cell)
        flash: list[PulseItem] = []

        def blast(speed: float) -> QParallelAnimationGroup:
            pulse = PulseItem(QColor("#ff5722"))
            pulse.setPos(cell)
            self.scene.addItem(pulse)
            flash.append(pulse)
            group = QParallelAnimationGroup()
            for target, prop, start, end in (
                (pulse, b"radius", layout.CELL_RADIUS, layout.CELL_RADIUS * 3.2),
                (pulse, b"opacity", 1.0, 0.0),
                (item, b"scale", 1.0, 0.05),
            ):
                animation = QPropertyAnimation(target, prop)
                animation.setStartValue(start)
                animation.setEndValue(end)
                animation.setDuration(int(FLY_MS * 1.6 * speed))
                group.addAnimation(animation)
            return group

        def done() -> None:  # also when a new game cuts the flash short
            for pulse in flash:
                self.scene.removeItem(pulse)
            item.setScale(1.0)
            item.setPos(home)

        self.scene.animator.enqueue(blast, done)

    def _queue_card(self, seat: int, card: Card) -> None:
        """``card`` flies from ``seat``'s hand to the Firepit (face up: played and discarded cards
        are public)."""
        flying: list[CardItem] = []

        def fly(speed: float) -> QParallelAnimationGroup:
            item = None
            if seat == self.scene.human_seat:
                item = next((it for it in self.scene.hand if it.card == card), None)
                if item is not None:
                    self.scene.hand.remove(item)
            if item is None:
                item = self.scene.card_face(card)
                item.setScale(layout.SMALL_CARD)
                item.setPos(layout.backs_point(seat))
                if self.scene.backs.get(seat):
                    self.scene.removeItem(self.scene.backs[seat].pop())
                elif seat == self.scene.human_seat and self.scene.hidden_hand:
                    self.scene.removeItem(self.scene.hidden_hand.pop())
            item.setZValue(50)
            flying.append(item)
            group = QParallelAnimationGroup()
            ms = FLY_MS * 1.2 * speed
            group.addAnimation(_pos_animation(item, layout.FIREPIT, ms, QEasingCurve.Type.OutCubic))
            grow = QPropertyAnimation(item, b"scale")
            grow.setEndValue(1.0)
            grow.setDuration(int(ms))
            group.addAnimation(grow)
            return group

        def land() -> None:  # also when a new game cuts the flight short
            for item in flying:
                if self.scene.firepit is not None:
                    self.scene.removeItem(self.scene.firepit)
                self.scene.firepit = item
                item.setPos(layout.FIREPIT)
                item.setScale(1.0)
                item.setZValue(12)

        self.scene.animator.enqueue(fly, land)

    def _queue_deal(self, after: GameState) -> None:
        """New hands: the human's cards fly from the Deck to their places."""

        def place() -> None:
            self.scene.sync_hand(after.hands[self.scene.human_seat])
            for seat in self.scene.backs:
                self.scene.sync_backs(seat, len(after.hands[seat]))

        def deal(speed: float) -> QParallelAnimationGroup:
            place()
            group = QParallelAnimationGroup()
            for i, item in enumerate(self.scene.hand):
                target = item.pos()
                item.setPos(layout.DECK)
                slide = QSequentialAnimationGroup()
                slide.addPause(int(70 * i * speed))
                slide.addAnimation(_pos_animation(item, target, FLY_MS * speed, QEasingCurve.Type.OutCubic))
                group.addAnimation(slide)
            return group

        self.scene.animator.enqueue(deal, place)
