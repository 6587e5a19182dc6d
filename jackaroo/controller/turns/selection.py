"""The human player's selection while choosing an action (pure Python, no Qt).

As in the desktop game: click a card, the marbles it may act on are highlighted, click one or two
marbles, for a Seven with two marbles choose the split distance, then Play or Deselect.  Marbles are
named by action locations (``jackaroo.model.actions``): Track cell ``n`` is ``n``, the acting
player's Safe cell ``i`` is ``100 + i``.

The selection only describes what the player asks for; :meth:`Selection.action` may be illegal (the
game then explains why, RULES.md section 6).  A card without any legal action asks for ``drop``
when ``drop`` is legal for it (in the classic ruleset only when no card of the hand is playable).

The classic ruleset adds: a move with a choice of distance (the Ace's 1 or 11, :meth:`distance_options`),
actions without a marble other than field and discard (``field-partner``, ``discard-choice``: the one
such legal action of the card is asked for when no marble is chosen).
"""

from __future__ import annotations

from collections.abc import Sequence

from jackaroo.model.actions import Action, Verb, make_action
from jackaroo.model.board import SAFE_LENGTH, SAFE_START
from jackaroo.model.cards import Card, CardKind

#: the largest action location: the acting player's Safe cell 3
_LAST_LOCATION = SAFE_START + SAFE_LENGTH - 1
_SPLIT_DISTANCES = range(1, 7)
_FIELD_KINDS = (CardKind.ACE, CardKind.KING)
_DISCARD_KINDS = (CardKind.TEN, CardKind.QUEEN)
_PAIR_VERBS = (Verb.SWAP, Verb.SPLIT)


class Selection:
    """A card of the hand, up to two chosen marbles and a split distance, against the legal actions.

    ``hand`` and ``legal`` are the acting player's hand and ``Game.legal_actions()`` for this turn.
    """

    hand: tuple[Card, ...]
    legal: tuple[Action, ...]
    card_index: int | None
    marbles: tuple[int, ...]
    split: int
    distance: int

    def __init__(self, hand: Sequence[Card] = (), legal: Sequence[Action] = ()) -> None:
        self.reset(hand, legal)

    # -- state ------------------------------------------------------------------------------------
    def reset(self, hand: Sequence[Card], legal: Sequence[Action]) -> None:
        """Start a new turn with ``hand`` and its ``legal`` actions; nothing is selected."""
        self.hand = tuple(hand)
        self.legal = tuple(legal)
        self._by_card: dict[Card, tuple[Action, ...]] = {}
        for action in self.legal:
            if action.verb is not Verb.DROP:
                self._by_card[action.card] = (*self._by_card.get(action.card, ()), action)
        self._legal_set = frozenset(self.legal)
        self.clear()

    def clear(self) -> None:
        """Deselect: no card, no marbles."""
        self.card_index = None
        self.marbles = ()
        self.split = 1
        self.distance = 0

    @property
    def card(self) -> Card | None:
        """The selected card, or None."""
        return None if self.card_index is None else self.hand[self.card_index]

    def _actions(self) -> tuple[Action, ...]:
        """The selected card's legal actions other than drop."""
        card = self.card
        return () if card is None else self._by_card.get(card, ())

    def actions_of(self, card: Card) -> tuple[Action, ...]:
        """``card``'s legal actions other than drop."""
        return self._by_card.get(card, ())

    # -- cards ------------------------------------------------------------------------------------
    def playable(self, card: Card) -> bool:
        """True if ``card`` has a legal action other than drop (otherwise it is shown dimmed)."""
        return card in self._by_card

    def select_card(self, index: int) -> None:
        """Select ``hand[index]``, or deselect it if it is already selected; marbles are cleared.

        Raises IndexError for an index outside the hand.
        """
        if not 0 <= index < len(self.hand):
            raise IndexError(f"no card {index} in a hand of {len(self.hand)}")
        selected = None if index == self.card_index else index
        self.clear()
        self.card_index = selected

    def marble_choices(self) -> int:
        """How many marbles the selected card's legal actions take at most (0, 1 or 2)."""
        return max((len(a.locs) for a in self._actions()), default=0)

    # -- marbles ----------------------------------------------------------------------------------
    def highlighted(self) -> frozenset[int]:
        """Action locations worth clicking now.

        With no marble chosen: every marble the selected card's legal actions act on (a Jack's own
        marbles and those it may swap with, both marbles of each Seven split).  With one:
        that marble and every location completing a legal swap or split with it (a swap either way
        round).  With two: those two.  Empty with no card selected.
        """
        if self.card is None:
            return frozenset()
        if not self.marbles:
            return frozenset(loc for a in self._actions() for loc in a.locs)
        if len(self.marbles) == 2:
            return frozenset(self.marbles)
        (first,) = self.marbles
        found = {first}
        for a in self._actions():
            if a.verb in _PAIR_VERBS:
                if a.locs[0] == first:
                    found.add(a.locs[1])
                elif a.verb is Verb.SWAP and a.locs[1] == first:
                    found.add(a.locs[0])
        return frozenset(found)

    def choose(self, action: Action) -> None:
        """Choose ``action``'s card, marbles, split and distance (a hint, a cell clicked).  Raises
        ValueError if its card is not in the hand."""
        self.clear()
        self.select_card(self.hand.index(action.card))
        if action.verb is not Verb.DROP:
            for loc in action.locs:
                self.toggle_marble(loc)
            if action.verb is Verb.SPLIT:
                self.set_split(action.split)
            if action.verb is Verb.MOVE and action.split in self.distance_options():
                self.set_distance(action.split)

    def can_choose(self, loc: int) -> bool:
        """Whether clicking the marble at ``loc`` leads somewhere: it is chosen already (a click
        unchooses it), or some legal action of the selected card takes it with the marbles chosen
        so far (as :meth:`toggle_marble` would leave them).  The game only offers legal choices."""
        if self.card is None:
            return False
        if loc in self.marbles:
            return True
        chosen = {*self.marbles, loc} if len(self.marbles) < 2 else {self.marbles[0], loc}
        return any(chosen <= set(a.locs) for a in self._actions())

    def toggle_marble(self, loc: int) -> None:
        """Choose or unchoose the marble at ``loc``; a third marble replaces the second.

        Any location may be chosen, highlighted or not.  Does nothing without a selected card.
        Raises ValueError for a number that is no action location (0..99, 100..103).
        """
        if not 0 <= loc <= _LAST_LOCATION:
            raise ValueError(f"{loc} is not an action location (0..{_LAST_LOCATION})")
        if self.card is None:
            return
        if loc in self.marbles:
            self.marbles = tuple(m for m in self.marbles if m != loc)
        elif len(self.marbles) < 2:
            self.marbles = (*self.marbles, loc)
        else:
            self.marbles = (self.marbles[0], loc)
        options = self.split_options()
        self.split = options[0] if options else 1
        distances = self._move_distances()
        self.distance = distances[0] if distances else 0

    # -- the Seven's split ------------------------------------------------------------------------
    def needs_split(self) -> bool:
        """True if a split distance is to be chosen: a playable Seven with two marbles chosen."""
        card = self.card
        return (
            card is not None
            and card.kind is CardKind.SEVEN
            and len(self.marbles) == 2
            and self.playable(card)
        )

    def split_options(self) -> tuple[int, ...]:
        """The legal split distances of the first chosen marble for the chosen pair, in legal order."""
        return tuple(a.split for a in self.split_actions())

    def split_actions(self) -> tuple[Action, ...]:
        """The legal splits of the selected Seven between the two chosen marbles, first chosen
        first (their ``split``: the distance the first chosen one moves)."""
        if not self.needs_split():
            return ()
        return tuple(a for a in self._actions() if a.verb is Verb.SPLIT and a.locs == self.marbles)

    def set_split(self, first_distance: int) -> None:
        """Set the distance the first marble of a split moves; ValueError unless 1..6."""
        if first_distance not in _SPLIT_DISTANCES:
            raise ValueError(f"a split distance is 1..6, not {first_distance}")
        self.split = first_distance

    # -- a move's distance (the classic Ace: 1 or 11) ---------------------------------------------
    def _move_distances(self) -> tuple[int, ...]:
        """The ``split`` values (0: the card's usual distance) of the chosen marble's legal moves."""
        if len(self.marbles) != 1:
            return ()
        return tuple(a.split for a in self._actions() if a.verb is Verb.MOVE and a.locs == self.marbles)

    def distance_options(self) -> tuple[int, ...]:
        """The move distances to choose from for the one chosen marble, as written in the action
        (0 for the card's usual one, e.g. ``(0, 11)`` for a classic Ace's 1 or 11); () when the legal
        actions leave no choice."""
        options = self._move_distances()
        return options if len(options) > 1 else ()

    def needs_distance(self) -> bool:
        """True if a move distance is to be chosen (:meth:`distance_options` has two or more)."""
        return bool(self.distance_options())

    def set_distance(self, written: int) -> None:
        """Choose the move distance ``written`` (a value of :meth:`distance_options`); ValueError if
        it is not one of them."""
        if written not in self.distance_options():
            raise ValueError(f"{written} is not a distance to choose here ({self.distance_options()})")
        self.distance = written

    # -- the action -------------------------------------------------------------------------------
    def action(self) -> Action | None:
        """The action this selection asks for, legal or not; None if it is incomplete.

        A card without a legal action asks for ``drop`` whatever the marbles; a card with one legal
        action asks for it before any marble is chosen (there is nothing to choose).  A swap the
        engine lists the other way round is returned in the engine's order.
        """
        card = self.card
        if card is None:
            return None
        if not self.playable(card):
            drop = make_action(card, Verb.DROP)
            return drop if drop in self._legal_set or not self.legal else None
        kind = card.kind
        marbles = self.marbles
        if not marbles:
            actions = self._actions()
            if len(actions) == 1:  # nothing left to choose: the card's one play
                return actions[0]
            free = [a for a in actions if not a.locs]
            if len(free) == 1:
                return free[0]
            if kind in _FIELD_KINDS:
                return make_action(card, Verb.FIELD)
            if kind in _DISCARD_KINDS:
                return make_action(card, Verb.DISCARD)
            return None
        if len(marbles) == 1:
            if kind is CardKind.BURNER:
                return make_action(card, Verb.BURN, marbles)
            if kind is CardKind.SAVER:
                return make_action(card, Verb.SAVE, marbles)
            distances = self._move_distances()
            written = self.distance if self.distance in distances else (distances[0] if distances else 0)
            return make_action(card, Verb.MOVE, marbles, written)
        if kind is CardKind.JACK:
            swap = make_action(card, Verb.SWAP, marbles)
            turned = make_action(card, Verb.SWAP, (marbles[1], marbles[0]))
            return turned if swap not in self._legal_set and turned in self._legal_set else swap
        if kind is CardKind.SEVEN:
            return make_action(card, Verb.SPLIT, marbles, self.split)
        return None

    def is_legal(self) -> bool:
        """True if :meth:`action` is complete and one of the legal actions (e.g. to enable Play)."""
        action = self.action()
        return action is not None and action in self._legal_set

    def field_action(self) -> Action | None:
        """For the F key: ``<card> field`` if the selected card is an Ace or King (legal or not: the
        game explains an illegal field).  Otherwise the hand's legal field when the cards that may
        field are all of one kind (two Aces field alike; an Ace or a King is the person's choice),
        else None."""
        card = self.card
        if card is not None and card.kind in _FIELD_KINDS:
            return make_action(card, Verb.FIELD)
        fields = [action for action in self.legal if action.verb is Verb.FIELD]
        return fields[0] if len({action.card.kind for action in fields}) == 1 else None
