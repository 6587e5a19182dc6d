"""What a person at the table must not miss while the CPUs play.

- The card each other seat plays is held up, large and face up, near that seat for a moment
  (:func:`hold_up`) before it goes to the Firepit, as a player lays a card down for all to see.
- An action of another seat that hits the person (one of their marbles captured, burned, swept by a
  King, swapped away, moved by a Five, a card lost from their hand) is looked at a little longer:
  each of their marbles it hit is marked with a ring (:func:`hit_marbles`, :func:`mark_hits`).

Durations are milliseconds at normal speed, scaled by the animation speed (instant: none).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from ...model.board import owner
from ...model.events import CardDiscarded, CardPlayed, Event, MarbleMoved, MarbleSentHome, MarblesSwapped
from ...model.players import HUMAN
from ...model.state import GameState
from . import layout
from .animated import AnimatedBoard
from .effects import PulseItem
from .items import CardItem

#: how long a played card is held up near its seat
SHOW_MS = 650
#: the extra look at an action that hit the person, and the ring on each marble it hit
HIT_MS = 1100
#: how large a held-up card is (1: a card of the hand)
SHOW_SCALE = 1.1
#: the ring around a marble that was hit
HIT_COLOUR = QColor("#ffb300")


def hold_up(item: CardItem, seat: int, speed: float) -> QSequentialAnimationGroup:
    """``item`` (a card face at ``seat``'s hand) moves to the seat's showcase point, growing, and
    stays there a moment."""
    group = QSequentialAnimationGroup()
    rise = QParallelAnimationGroup()
    move = QPropertyAnimation(item, b"pos")
    move.setEndValue(layout.showcase_point(seat))
    move.setDuration(int(SHOW_MS * 0.45 * speed))
    move.setEasingCurve(QEasingCurve.Type.OutCubic)
    grow = QPropertyAnimation(item, b"scale")
    grow.setEndValue(SHOW_SCALE)
    grow.setDuration(int(SHOW_MS * 0.45 * speed))
    rise.addAnimation(move)
    rise.addAnimation(grow)
    group.addAnimation(rise)
    group.addPause(int(SHOW_MS * speed))
    return group


def hit_marbles(events: Sequence[Event], before: GameState, viewer: int) -> tuple[set[int], bool]:
    """What another seat's action (``events``, played from ``before``) did to ``viewer``: the
    viewer's marbles it hit, and whether it took a card from the viewer's hand.  Nothing for the
    viewer's own action."""
    played = next((e for e in events if isinstance(e, CardPlayed)), None)
    if played is None or played.seat == viewer:
        return set(), False
    mine = {m for m in range(len(before.marbles)) if owner(m) == viewer}
    hit: set[int] = set()
    lost = False
    for event in events:
        if isinstance(event, MarbleSentHome | MarbleMoved) and event.marble in mine:
            hit.add(event.marble)
        elif isinstance(event, MarblesSwapped):
            hit |= {event.first, event.second} & mine
        elif isinstance(event, CardDiscarded) and event.seat == viewer:
            lost = True
    return hit, lost


def mark_hits(
    marbles: set[int], after: GameState, speed: float, added: list[QGraphicsItem]
) -> QSequentialAnimationGroup:
    """A ring growing and fading on each of ``marbles`` where it stands in ``after`` (its Home
    place if it was sent Home), held for :data:`HIT_MS`; the rings are appended to ``added`` for
    the caller to put in the scene and take away."""
    group = QParallelAnimationGroup()
    for marble in sorted(marbles):
        ring = PulseItem(HIT_COLOUR)
        ring.setPos(layout.marble_point(marble, after.marbles[marble]))
        ring.setZValue(45)
        added.append(ring)
        grow = QPropertyAnimation(ring, b"radius")
        grow.setStartValue(layout.CELL_RADIUS)
        grow.setKeyValueAt(0.5, layout.CELL_RADIUS * 2.0)
        grow.setEndValue(layout.CELL_RADIUS * 1.4)
        grow.setDuration(int(HIT_MS * speed))
        group.addAnimation(grow)
    sequence = QSequentialAnimationGroup()
    sequence.addAnimation(group)
    if not marbles:
        sequence.addPause(int(HIT_MS * 0.6 * speed))  # a card lost from the hand: a moment to see it go
    return sequence


def queue_hits(board: AnimatedBoard, events: Sequence[Event], after: GameState) -> None:
    """A longer look at another seat's action that hit the person whose hand is shown: a ring
    on each of their marbles it hit (:mod:`.spotlight`)."""
    viewer = board.human_seat
    if after.players[viewer] != HUMAN:
        return
    after = after  # the marbles' owners do not change
    marbles, lost = hit_marbles(events, after, viewer)
    if not marbles and not lost:
        return
    rings: list[QGraphicsItem] = []

    def look(speed: float) -> QAbstractAnimation:
        group = mark_hits(marbles, after, speed, rings)
        for ring in rings:
            board.addItem(ring)
        return group

    board.animator.enqueue(look, lambda: _remove(board, rings))


def _remove(board: AnimatedBoard, items: list[QGraphicsItem]) -> None:
    for item in items:
        if item.scene() is board:
            board.removeItem(item)
    items.clear()


__all__ = ["HIT_MS", "SHOW_MS", "hit_marbles", "hold_up", "mark_hits", "queue_hits"]
