"""How model events look on the board: each event becomes one step of the scene's animation queue.

:class:`EventAnimations` queues, for the events of one action: a card flying to the Firepit; a marble
hopping cell by cell along its path (under the King, a golden sweep over its path); a capture's knock
(a red ring where it was hit, the marble thrown back before it flies Home); a trap springing (a
burst, the marble falling through the board and rising at Home); the Burner's flame and the Saver's
shield over their marble; two marbles swapping along crossing arcs; a deal.  When the action's steps
are over the scene is synced to the state after the events and the action's moves stay drawn as
trails until the next action (the last move).  Every step has a *finish* that puts its items where
the step ends, so flushing the queue (a new game) leaves the board right.  At instant speed only
the finishes run.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QColor, QPainterPath

from ...model.board import owner
from ...model.cards import Card, CardKind
from ...model.events import (
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
from ...model.state import GameState
from . import layout
from .animated import AnimatedBoard
from .effects import (
    CAPTURE_COLOUR,
    FLAME_COLOUR,
    KING_COLOUR,
    SHIELD_COLOUR,
    TRAP_COLOUR,
    EmblemItem,
    NoticeItem,
    PulseItem,
    TrailItem,
    flame_path,
    shield_path,
)
from .items import CardItem, MarbleItem
from .palette import COLOURS
from .spotlight import hold_up, queue_hits

HOP_MS = 95  # one cell of a move
FLY_MS = 380  # a marble or card flying somewhere
EFFECT_MS = 520  # a burst, a flame, a shield
NOTICE_MS = 1500  # a notice on the board, from fading in to gone
#: where notices show: the middle of the board, below the Deck and the Firepit
NOTICE_POINT = QPointF(0.0, 90.0)
#: the opacity of the last move's trail
TRAIL_ALPHA = 190


def _pos_animation(item: object, end: QPointF, ms: float, easing: QEasingCurve.Type) -> QPropertyAnimation:
    animation = QPropertyAnimation(item, b"pos")
    animation.setEndValue(end)
    animation.setDuration(max(1, int(ms)))
    animation.setEasingCurve(easing)
    return animation


def _animation(item: object, prop: bytes, start: float, end: float, ms: float) -> QPropertyAnimation:
    animation = QPropertyAnimation(item, prop)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setDuration(max(1, int(ms)))
    return animation


def _fade(item: object, start: float, end: float, ms: float) -> QPropertyAnimation:
    return _animation(item, b"opacity", start, end, ms)


def _arc(item: MarbleItem, end: QPointF, ms: float) -> QPropertyAnimation:
    """``item`` flies to ``end`` along an arc bulging to the left of its way (two marbles swapping
    on arcs bulging to their own left cross without meeting)."""
    start = item.pos()
    way = end - start
    middle = (start + end) / 2 + QPointF(way.y(), -way.x()) * 0.25
    animation = _pos_animation(item, end, ms, QEasingCurve.Type.InOutSine)
    animation.setStartValue(start)
    animation.setKeyValueAt(0.5, middle)
    return animation


def _knock(item: MarbleItem, cell: QPointF, home: QPointF, ms: float) -> QPropertyAnimation:
    """``item`` is knocked a little way back from ``cell`` (away from home), then flies home."""
    away = cell - home
    length = max(1.0, (away.x() ** 2 + away.y() ** 2) ** 0.5)
    back = cell + away * (layout.CELL_RADIUS * 2.2 / length)
    animation = _pos_animation(item, home, ms, QEasingCurve.Type.Linear)
    animation.setStartValue(cell)
    animation.setKeyValueAt(0.25, back)
    animation.setKeyValueAt(0.4, back)
    return animation


class EventAnimations:
    """Queues the animation steps of events on ``scene``'s animator."""

    def __init__(self, scene: AnimatedBoard) -> None:
        self.scene = scene

    def queue(
        self, events: Sequence[Event], after: GameState, landed: Callable[[], None] | None = None
    ) -> None:
        """Queue the steps of ``events``, each announced by the scene's ``event_shown`` as it
        begins, then a sync to ``after`` and the trails of the action's moves.  ``landed`` is called
        once the played card has landed on the Firepit, as what it does begins (at once if no card
        is played): the log writes the action then, not while the card is still flying."""
        scene = self.scene
        card: Card | None = None
        for event in events:
            scene.animator.cue(lambda event=event: scene.event_shown.emit(event))
            if isinstance(event, CardPlayed):
                card = event.card
            self._queue(event, after, card)
            if landed is not None and isinstance(event, CardPlayed):
                scene.animator.cue(landed)
                landed = None
        if landed is not None:
            scene.animator.cue(landed)
        trails = [
            (event.marble, [layout.cell_point(event.start), *map(layout.cell_point, event.path)])
            for event in events
            if isinstance(event, MarbleMoved) and event.path
        ]
        trails += [  # a swap: a ring on each of the two cells
            (marble, [layout.cell_point(cell)])
            for event in events
            if isinstance(event, MarblesSwapped)
            for marble, cell in ((event.first, event.second_cell), (event.second, event.first_cell))
        ]

        queue_hits(scene, events, after)

        def settle() -> None:
            scene.sync(after)
            for marble, points in trails:
                colour = QColor(COLOURS[after.colours[owner(marble)]])
                colour.setAlpha(TRAIL_ALPHA)
                scene.add_last_move(TrailItem(points, colour, width=8.0))

        scene.animator.enqueue(None, settle)

    def notice(self, text: str) -> None:
        """Queue ``text`` shown in the middle of the board for a moment."""
        shown: list[NoticeItem] = []

        def show(speed: float) -> QSequentialAnimationGroup:
            item = NoticeItem(text)
            item.setPos(NOTICE_POINT)
            item.setOpacity(0.0)
            self.scene.addItem(item)
            shown.append(item)
            group = QSequentialAnimationGroup()
            group.addAnimation(_fade(item, 0.0, 1.0, NOTICE_MS * 0.15 * speed))
            group.addPause(int(NOTICE_MS * 0.65 * speed))
            group.addAnimation(_fade(item, 1.0, 0.0, NOTICE_MS * 0.2 * speed))
            return group

        self.scene.animator.enqueue(show, lambda: self._remove(shown))

    def _remove(self, items: list) -> None:  # type: ignore[type-arg]
        for item in items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        items.clear()

    def _queue(self, event: Event, after: GameState, card: Card | None) -> None:
        enqueue = self.scene.animator.enqueue
        if isinstance(event, MarbleMoved):
            item = self.scene.marbles[event.marble]
            path = [layout.cell_point(c) for c in event.path]
            sweep: list[TrailItem] = []
            king = card is not None and card.kind is CardKind.KING

            def hops(
                speed: float, item: MarbleItem = item, path: list[QPointF] = path
            ) -> QSequentialAnimationGroup:
                group = QSequentialAnimationGroup()
                if king:  # the King's sweep: its path lights up before it moves
                    trail = TrailItem([item.pos(), *path], KING_COLOUR, width=10.0)
                    trail.setOpacity(0.0)
                    self.scene.addItem(trail)
                    sweep.append(trail)
                    group.addAnimation(_fade(trail, 0.0, 0.9, EFFECT_MS * 0.6 * speed))
                for point in path:
                    group.addAnimation(
                        _pos_animation(item, point, HOP_MS * speed, QEasingCurve.Type.InOutQuad)
                    )
                if king:
                    group.addAnimation(_fade(sweep[0], 0.9, 0.0, EFFECT_MS * 0.6 * speed))
                return group

            def land(item: MarbleItem = item, path: list[QPointF] = path) -> None:
                item.setPos(path[-1])
                self._remove(sweep)

            enqueue(hops, land)
        elif isinstance(event, MarbleSentHome):
            self._queue_home(event)
        elif isinstance(event, MarbleSaved):
            self._queue_emblem(event.marble, shield_path(), SHIELD_COLOUR)
            self._queue_fly(event.marble, layout.cell_point(event.cell))
        elif isinstance(event, MarbleFielded):
            self._queue_fly(event.marble, layout.cell_point(event.cell))
        elif isinstance(event, MarblesSwapped):
            a, b = self.scene.marbles[event.first], self.scene.marbles[event.second]
            pa, pb = layout.cell_point(event.second_cell), layout.cell_point(event.first_cell)

            def swap(speed: float) -> QParallelAnimationGroup:
                group = QParallelAnimationGroup()
                group.addAnimation(_arc(a, pa, FLY_MS * 1.4 * speed))
                group.addAnimation(_arc(b, pb, FLY_MS * 1.4 * speed))
                return group

            enqueue(swap, lambda: (a.setPos(pa), b.setPos(pb)))
        elif isinstance(event, TrapFired):
            pass  # the burst is part of the victim's MarbleSentHome(TRAP) step
        elif isinstance(event, (CardPlayed, CardDiscarded)):
            self._queue_card(event.seat, event.card, shown=isinstance(event, CardPlayed))
        elif isinstance(event, DeckRefilled):
            enqueue(None, lambda: self.scene.sync_firepit(()))
        elif isinstance(event, RoundDealt):
            self._queue_deal(after)

    def _queue_emblem(self, marble: int, path: QPainterPath, colour: QColor) -> None:
        """The flame or the shield grows over ``marble`` and fades."""
        shown: list[EmblemItem] = []

        def grow(speed: float) -> QParallelAnimationGroup:
            item = self.scene.marbles[marble]
            emblem = EmblemItem(path, colour)
            emblem.setPos(item.pos() + QPointF(0, 10))
            self.scene.addItem(emblem)
            shown.append(emblem)
            group = QParallelAnimationGroup()
            group.addAnimation(_animation(emblem, b"scale", 0.4, 1.5, EFFECT_MS * speed))
            fade = QSequentialAnimationGroup()
            fade.addPause(int(EFFECT_MS * 0.6 * speed))
            fade.addAnimation(_fade(emblem, 1.0, 0.0, EFFECT_MS * 0.4 * speed))
            group.addAnimation(fade)
            return group

        self.scene.animator.enqueue(grow, lambda: self._remove(shown))

    def _queue_fly(self, marble: int, end: QPointF) -> None:
        item = self.scene.marbles[marble]
        self.scene.animator.enqueue(
            lambda speed: _pos_animation(item, end, FLY_MS * speed, QEasingCurve.Type.OutCubic),
            lambda: item.setPos(end),
        )

    def _queue_home(self, event: MarbleSentHome) -> None:
        item = self.scene.marbles[event.marble]
        home = layout.marble_point(event.marble, -1)
        cell = layout.cell_point(event.cell)
        if event.cause is HomeCause.BURN:
            self._queue_emblem(event.marble, flame_path(), FLAME_COLOUR)
            self._queue_fly(event.marble, home)
            return
        if event.cause is not HomeCause.TRAP:  # a capture, the King's sweep, a field capture
            colour = KING_COLOUR if event.cause is HomeCause.KING else CAPTURE_COLOUR
            rings: list[PulseItem] = []

            def knock(speed: float) -> QParallelAnimationGroup:
                group = QParallelAnimationGroup()
                group.addAnimation(self._pulse(cell, colour, 2.4, EFFECT_MS * speed, rings))
                group.addAnimation(_knock(item, cell, home, FLY_MS * 1.5 * speed))
                return group

            def done() -> None:
                self._remove(rings)
                item.setPos(home)

            self.scene.animator.enqueue(knock, done)
            return
        bursts: list[PulseItem] = []

        def blast(speed: float) -> QSequentialAnimationGroup:
            sink = QParallelAnimationGroup()
            sink.addAnimation(self._pulse(cell, TRAP_COLOUR, 3.2, FLY_MS * 1.6 * speed, bursts))
            sink.addAnimation(_animation(item, b"scale", 1.0, 0.05, FLY_MS * 1.6 * speed))
            group = QSequentialAnimationGroup()
            group.addAnimation(sink)
            rise = QSequentialAnimationGroup()  # the marble comes up again at Home
            rise.addAnimation(_pos_animation(item, home, 1, QEasingCurve.Type.Linear))
            rise.addAnimation(_animation(item, b"scale", 0.05, 1.0, FLY_MS * speed))
            group.addAnimation(rise)
            return group

        def done() -> None:  # also when a new game cuts the burst short
            self._remove(bursts)
            item.setScale(1.0)
            item.setPos(home)

        self.scene.animator.enqueue(blast, done)

    def _pulse(
        self, centre: QPointF, colour: QColor, growth: float, ms: float, keep: list[PulseItem]
    ) -> QParallelAnimationGroup:
        """A ring at ``centre`` growing ``growth`` times a cell and fading, kept in ``keep``."""
        pulse = PulseItem(colour)
        pulse.setPos(centre)
        self.scene.addItem(pulse)
        keep.append(pulse)
        group = QParallelAnimationGroup()
        group.addAnimation(_animation(pulse, b"radius", layout.CELL_RADIUS, layout.CELL_RADIUS * growth, ms))
        group.addAnimation(_animation(pulse, b"opacity", 1.0, 0.0, ms))
        return group

    def _queue_card(self, seat: int, card: Card, shown: bool = False) -> None:
        """``card`` flies from ``seat``'s hand to the Firepit (face up: played and discarded cards
        are public); with ``shown`` (another seat's play) it is first held up near the seat
        (:func:`.spotlight.hold_up`)."""
        flying: list[CardItem] = []

        def fly(speed: float) -> QAbstractAnimation:
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
            if not shown or seat == self.scene.human_seat:
                return group
            whole = hold_up(item, seat, speed)
            whole.addAnimation(group)
            return whole

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
