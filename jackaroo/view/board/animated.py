"""The board as its animations see it: a narrow protocol of the
:class:`~jackaroo.view.board.scene.BoardScene`, so the modules that animate it never import it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QGraphicsItem

    from ...model.cards import Card
    from ...model.state import GameState
    from .animator import Animator
    from .effects import TrailItem
    from .items import CardItem, MarbleItem


class AnimatedBoard(Protocol):
    """What the animations use of the board scene (:class:`~jackaroo.view.board.scene.BoardScene`):
    its items keyed by model ids, its one queue, and how it syncs to a state."""

    animator: Animator
    #: an event whose animation step begins now
    event_shown: SignalInstance
    marbles: dict[int, MarbleItem]
    hand: list[CardItem]
    hidden_hand: list[CardItem]
    backs: dict[int, list[CardItem]]
    firepit: CardItem | None
    human_seat: int

    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...
    def card_face(self, card: Card) -> CardItem: ...
    def sync(self, state: GameState) -> None: ...
    def sync_hand(self, hand: Sequence[Card]) -> None: ...
    def sync_backs(self, seat: int, count: int) -> None: ...
    def sync_firepit(self, firepit: Sequence[Card]) -> None: ...
    def add_last_move(self, trail: TrailItem) -> None: ...
