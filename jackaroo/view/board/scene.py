"""The board scene: items keyed by model ids, placed from a GameState and animated from events.

:meth:`BoardScene.sync` puts every item where a state says; :meth:`BoardScene.show_events` queues
one animation step per event on the :class:`~jackaroo.view.board.animator.Animator` and ends with a sync
to the state after them, so the picture always lands on the model's position.  The scene never
changes the model; clicks leave it as signals.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from ...model.board import MARBLE_COUNT, SEATS, Colour, owner
from ...model.cards import Card, CardTable
from ...model.events import Event
from ...model.state import GameState
from ..text.bidi import fill
from ..text.names import rank_name
from . import layout
from .animator import Animator
from .board_item import BoardItem
from .effects import TrailItem
from .event_animations import EventAnimations
from .items import BoardText, CardItem, MarbleItem, TrapMark
from .palette import BOARD_TEXT
from .pass_screen import PassScreen
from .preview_items import preview_items
from .seats import empty_seats, team_numbers

MAX_BACKS = 4


class BoardScene(QGraphicsScene):
    """The board of one game, seen from ``human_seat`` (the viewing seat): that seat's hand lies
    face up inside the loop at the bottom, the other seats' hands face down beside their sides.
    Whose hand, face up or not, and the panel over it are the controller's to say (:meth:`set_viewer`,
    :meth:`show_pass_screen`, :meth:`show_turn_over`; its button: ``pass_accepted``)."""

    marble_clicked = Signal(int)  # marble id
    card_clicked = Signal(int)  # index in the human's hand
    card_double_clicked = Signal(int)
    #: a hand card (index) dragged onto a marble (id)
    card_dropped = Signal(int, int)
    #: a Track or Safe cell clicked where no marble stands (cell id)
    cell_clicked = Signal(int)
    #: an event (of :meth:`show_events`) whose animation step begins now: sounds follow it
    event_shown = Signal(object)
    pass_accepted = Signal()  # the panel's button ("<name>, show my cards", or OK)

    def __init__(self, cards: CardTable, human_seat: int = 0) -> None:
        super().__init__()
        self.setSceneRect(layout.SCENE_RECT)
        self.cards = cards
        self.human_seat = human_seat
        self.animator = Animator(self)
        self._texts: list[BoardText] = []  # the board's own words (names, counts)
        self.show_traps = False
        self.show_symbols = False
        self.state: GameState | None = None
        self.board = BoardItem((Colour.RED, Colour.GREEN, Colour.BLUE, Colour.YELLOW))
        self.addItem(self.board)
        self.marbles: dict[int, MarbleItem] = {}
        for m in range(MARBLE_COUNT):
            item = MarbleItem(m, Colour.RED)
            self.marbles[m] = item
            self.addItem(item)
        self.hand: list[CardItem] = []
        #: card backs in the hand's place while the viewing seat's hand is hidden
        self.hidden_hand: list[CardItem] = []
        self.hand_hidden = False
        #: how many people play at this computer (several: a hot-seat game, whose hand is captioned)
        self.people_here = 1
        #: hot-seat: the viewing person's side turns to the bottom (View > Turn the board)
        self.turn_board = True
        self.pass_screen: PassScreen | None = None
        self.backs: dict[int, list[CardItem]] = {}
        self.back_counts: dict[int, QGraphicsSimpleTextItem] = {}
        self.names: dict[int, QGraphicsSimpleTextItem] = {}
        for seat in range(SEATS):
            self.names[seat] = self._text(layout.label_point(seat), 13, bold=True)
            self.back_counts[seat] = self._text(layout.backs_point(seat) + QPointF(0, 0), 12)
            if seat != human_seat:
                self.backs[seat] = []
        self.deck = CardItem(None)
        self.deck.setPos(layout.DECK)
        self.addItem(self.deck)
        self.deck_count = self._text(layout.DECK + QPointF(0, layout.CARD_HEIGHT / 2 + 14), 12)
        self.firepit: CardItem | None = None
        self.firepit_count = self._text(layout.FIREPIT + QPointF(0, layout.CARD_HEIGHT / 2 + 14), 12)
        #: over the hand in a hot-seat game: whose cards they are
        self.hand_caption = self._text(layout.HAND_CAPTION, 12, bold=True)
        self.traps: list[TrapMark] = []
        #: the trails of the last action's moves (until the next action, or a sync)
        self.last_move: list[TrailItem] = []
        #: the items of a chosen play's preview (:meth:`show_preview`)
        self.preview: list[QGraphicsItem] = []
        #: turns model events into the animator's steps
        self.animations = EventAnimations(self)

    # -- building blocks --------------------------------------------------------------------------
    def _text(self, centre: QPointF, size: float, bold: bool = False) -> BoardText:
        item = BoardText(centre, size, bold)
        self._texts.append(item)
        self.addItem(item)
        return item

    def card_face(self, card: Card) -> CardItem:
        """A new face-up card item with its Cards.csv name and description."""
        description = QCoreApplication.translate("Cards", self.cards.spec(card).description)
        item = CardItem(card, rank_name(card), description)
        item.clicked.connect(self._on_card_clicked)
        item.double_clicked.connect(self._on_card_double_clicked)
        item.dropped.connect(self._on_card_dropped)
        self.addItem(item)
        return item

    def _on_card_dropped(self, item: CardItem, point: QPointF) -> None:
        marble = self._marble_at(point)
        if item in self.hand and marble is not None:
            self.card_dropped.emit(item.index, marble)

    def _on_card_clicked(self, item: CardItem) -> None:
        if item in self.hand:
            self.card_clicked.emit(item.index)

    def _on_card_double_clicked(self, item: CardItem) -> None:
        if item in self.hand:
            self.card_double_clicked.emit(item.index)

    # -- placing from a state ---------------------------------------------------------------------
    def sync(self, state: GameState) -> None:
        """Put every item where ``state`` says (no animation).  An empty seat (classic ruleset,
        player ``none``) shows no marbles, no name and neutral cells; partners get their team's mark."""
        self.state = state
        self.clear_last_move()
        self.clear_preview()
        empty = empty_seats(state)
        self.board.set_colours(state.colours)
        self.board.set_seats(empty, team_numbers(state))
        for m, item in self.marbles.items():
            item.set_colour(state.colours[owner(m)])
            item.setPos(layout.marble_point(m, state.marbles[m]))
            item.setScale(1.0)
            item.setOpacity(1.0)
            item.setVisible(owner(m) not in empty)
        for seat in range(SEATS):
            self.names[seat].set_text("" if seat in empty else state.names[seat])
        self._sync_caption(state)
        self.sync_hand(state.hands[self.human_seat])
        for seat in self.backs:
            self.sync_backs(seat, len(state.hands[seat]))
        self.deck_count.set_text(
            fill(QCoreApplication.translate("Board", "Deck: {count}"), count=len(state.deck)),
        )
        self.sync_firepit(state.firepit)
        self._sync_traps(state.traps)

    def clear(self) -> None:
        """Show no game, as before the first one: no marbles, names, hands, Deck or Firepit (the
        next :meth:`sync` puts a game back)."""
        self.state = None
        self.clear_last_move()
        self.clear_preview()
        self.sync_hand(())
        self.sync_firepit(())
        self._sync_traps(())
        for seat in self.backs:
            self.sync_backs(seat, 0)
        for item in self.marbles.values():
            item.setVisible(False)
        for text in (*self.names.values(), self.hand_caption, self.deck_count, self.firepit_count):
            text.set_text("")

    # -- the viewing seat (hot-seat) -------------------------------------------------------------------
    def set_viewer(self, seat: int, hidden: bool = False) -> None:
        """Show the board from ``seat``: its hand at the bottom (face down if ``hidden``), every
        other hand face down beside its side.  Call while the animator is idle."""
        self.turn_to(seat if self.turn_board else 0)
        if seat != self.human_seat:
            for item in self.backs.pop(seat, []):
                self.removeItem(item)
            self.back_counts[seat].set_text("")
            self.backs[self.human_seat] = []
            self.human_seat = seat
        self.hand_hidden = hidden
        if self.state is not None:
            self._sync_caption(self.state)
            self.sync_hand(self.state.hands[seat])
            for other in self.backs:
                self.sync_backs(other, len(self.state.hands[other]))

    def refresh_look(self) -> None:
        """Draw every item again with the palette's colours (after :func:`themes.apply_theme`)."""
        for text in self._texts:
            text.setBrush(BOARD_TEXT)
        for item in self.items():
            item.update()

    def turn_to(self, seat: int) -> None:
        """Draw ``seat``'s side at the bottom (:func:`layout.turn_to`): names, card backs and the
        board follow; call while the animator is idle."""
        if layout.bottom_seat() == seat % SEATS:
            return
        layout.turn_to(seat)
        for other in range(SEATS):
            self.names[other].centre = layout.label_point(other)
            self.back_counts[other].centre = layout.backs_point(other)
            self.names[other].set_text(self.names[other].text())
            self.back_counts[other].set_text(self.back_counts[other].text())
        for other, backs in self.backs.items():
            for back in backs:
                back.setRotation(layout.backs_rotation(other))
        self.board.update()
        if self.state is not None:
            self.sync(self.state)

    def _sync_caption(self, state: GameState | None) -> None:
        """Name the hand's owner over it when several people share this computer (and no pass
        screen names the next one); people at other computers (online) do not count."""
        shared = state is not None and self.people_here > 1
        text = ""
        if shared and not self.pass_screen_shown():
            text = fill(
                QCoreApplication.translate("Board", "{player}'s cards"), player=state.names[self.human_seat]
            )
        self.hand_caption.set_text(text)

    def show_pass_screen(self, name: str) -> None:
        """Cover the hand with "Pass to ``name``" and its button; the hand is hidden meanwhile."""
        self._cover(lambda panel: panel.set_name(name))

    def show_turn_over(self, name: str, notes: tuple[str, ...]) -> None:
        """Cover the hand with what ended ``name``'s turn without their play, and an OK button."""
        self._cover(lambda panel: panel.set_turn_over(name, notes))

    def _cover(self, fill_in: Callable[[PassScreen], None]) -> None:
        if self.pass_screen is None:
            self.pass_screen = PassScreen(self)
            self.pass_screen.accepted.connect(self.pass_accepted)
            self.addItem(self.pass_screen.panel)
        fill_in(self.pass_screen)
        self.pass_screen.panel.setVisible(True)
        if not self.hand_hidden:
            self.set_viewer(self.human_seat, hidden=True)
        self._sync_caption(self.state)

    def hide_pass_screen(self) -> None:
        """Take the pass screen away (the hand stays as it is: see :meth:`set_viewer`)."""
        if self.pass_screen is not None:
            self.pass_screen.panel.setVisible(False)
            self._sync_caption(self.state)

    def pass_screen_shown(self) -> bool:
        """Whether the pass screen is up."""
        return self.pass_screen is not None and self.pass_screen.panel.isVisible()

    def sync_hand(self, hand: Sequence[Card]) -> None:
        if self.hand_hidden:
            for item in self.hand:
                self.removeItem(item)
            self.hand = []
            while len(self.hidden_hand) < len(hand):
                back = CardItem(None)
                self.addItem(back)
                self.hidden_hand.append(back)
            while len(self.hidden_hand) > len(hand):
                self.removeItem(self.hidden_hand.pop())
            for i, back in enumerate(self.hidden_hand):
                back.setPos(layout.hand_point(i, len(hand)))
                back.setZValue(20 + i)
            return
        while self.hidden_hand:
            self.removeItem(self.hidden_hand.pop())
        keep = [item.card for item in self.hand] == list(hand)
        if not keep:
            for item in self.hand:
                self.removeItem(item)
            self.hand = [self.card_face(card) for card in hand]
        for i, item in enumerate(self.hand):
            item.index = i
            item.setPos(layout.hand_point(i, len(self.hand)))
            item.setZValue(20 + i)
            item.setScale(1.0)

    def sync_backs(self, seat: int, count: int) -> None:
        items = self.backs[seat]
        while len(items) < min(count, MAX_BACKS):
            back = CardItem(None)
            back.setScale(layout.SMALL_CARD)
            back.setRotation(layout.backs_rotation(seat))
            self.addItem(back)
            items.append(back)
        while len(items) > min(count, MAX_BACKS):
            self.removeItem(items.pop())
        centre = layout.backs_point(seat)
        for i, back in enumerate(items):
            offset = (i - (len(items) - 1) / 2) * 18
            shift = QPointF(offset, 0) if (seat - layout.bottom_seat()) % 2 == 0 else QPointF(0, offset)
            back.setPos(centre + shift)
            back.setZValue(15 + i)
        label = self.back_counts[seat]
        # on the front card's face, not across the cards' light edges where it could not be read
        label.centre = items[-1].pos() if items else centre
        label.set_text(str(count) if count else "")
        label.setZValue(30)

    def sync_firepit(self, firepit: Sequence[Card]) -> None:
        top = firepit[-1] if firepit else None
        if self.firepit is None or self.firepit.card != top:
            if self.firepit is not None:
                self.removeItem(self.firepit)
                self.firepit = None
            if top is not None:
                self.firepit = self.card_face(top)
                self.firepit.unsetCursor()
        if self.firepit is not None:
            self.firepit.setPos(layout.FIREPIT)
            self.firepit.setZValue(12)
            self.firepit.setScale(1.0)
        self.firepit_count.set_text(
            fill(QCoreApplication.translate("Board", "Firepit: {count}"), count=len(firepit)),
        )

    def _sync_traps(self, traps: Sequence[int]) -> None:
        while len(self.traps) < len(traps):
            mark = TrapMark()
            self.addItem(mark)
            self.traps.append(mark)
        for mark, cell in zip(self.traps, traps, strict=False):
            mark.setPos(layout.track_point(cell))
        for i, mark in enumerate(self.traps):
            mark.setVisible(self.show_traps and i < len(traps))

    def set_show_traps(self, show: bool) -> None:
        self.show_traps = show
        if self.state is not None:
            self._sync_traps(self.state.traps)

    def set_show_symbols(self, show: bool) -> None:
        """Draw (or not) each seat's symbol on its marbles, Base cell, Safe Zone and Home Zone."""
        self.show_symbols = show
        self.board.set_symbols(show)
        for item in self.marbles.values():
            item.set_symbol(show)

    # -- selection marks --------------------------------------------------------------------------
    def set_marks(self, highlighted: set[int], chosen: set[int], focused: int | None = None) -> None:
        """Ring the marbles (ids) the player may click, those already chosen, and the keyboard focus."""
        for m, item in self.marbles.items():
            item.set_marks(m in highlighted, m in chosen, m == focused)

    def set_hand_marks(self, playable: Sequence[bool], selected: int | None) -> None:
        for i, item in enumerate(self.hand):
            item.set_state(playable[i] if i < len(playable) else True, i == selected)
            lift = -14 if i == selected else 0
            item.setY(layout.HAND_Y + lift)

    def _marble_at(self, point: QPointF) -> int | None:
        """The marble drawn at ``point`` (never a preview's ghost), or None."""
        for item in self.items(point):
            if isinstance(item, MarbleItem) and self.marbles.get(item.marble) is item:
                return item.marble
        return None

    def mousePressEvent(self, event) -> None:
        point = event.scenePos()
        marble = self._marble_at(point)
        if marble is not None:
            self.marble_clicked.emit(marble)
            event.accept()
            return
        super().mousePressEvent(event)
        if not any(isinstance(i, CardItem) for i in self.items(point)):  # a bare cell
            cell = layout.cell_at(point)
            if cell is not None:
                self.cell_clicked.emit(cell)
                event.accept()

    # -- a chosen play, before it is played ------------------------------------------------------------
    def show_preview(
        self,
        paths: Sequence[tuple[int, Sequence[int]]],
        landings: Sequence[tuple[int, int]],
        sent_home: Collection[int],
        saved: Sequence[tuple[int, Sequence[int]]] = (),
        on_traps: Collection[int] = (),
    ) -> None:
        """Show what a chosen play would do (:func:`.preview_items.preview_items`: paths, ghosts,
        red rings, a Saver's possible cells, warnings on visible traps).  Replaces any earlier
        preview."""
        self.clear_preview()
        colours = {m: item.colour for m, item in self.marbles.items()}
        places = {m: item.pos() for m, item in self.marbles.items()}
        self.preview = preview_items(colours, places, paths, landings, sent_home, saved, on_traps)
        for item in self.preview:
            self.addItem(item)

    def clear_preview(self) -> None:
        for item in self.preview:
            self.removeItem(item)
        self.preview.clear()

    # -- animating events -------------------------------------------------------------------------
    def add_last_move(self, trail: TrailItem) -> None:
        """Draw ``trail`` as part of the last move (gone at the next sync)."""
        self.addItem(trail)
        self.last_move.append(trail)

    def clear_last_move(self) -> None:
        for trail in self.last_move:
            self.removeItem(trail)
        self.last_move.clear()

    def show_notice(self, text: str) -> None:
        """Queue ``text`` shown on the board for a moment (after what is queued already)."""
        self.animations.notice(text)

    def show_events(
        self, events: Sequence[Event], after: GameState, landed: Callable[[], None] | None = None
    ) -> None:
        """Queue the animation of ``events`` (:mod:`~jackaroo.view.board.event_animations`), a preview
        gone; the last step syncs to ``after``.  Each event's step is announced by ``event_shown``
        as it begins (not when a new game flushes the queue); ``landed`` is called once the played
        card has landed."""
        self.clear_preview()
        self.animations.queue(events, after, landed)
