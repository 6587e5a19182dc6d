"""Action values and the action notation of NOTATION.md.

An action is one line, card first: ``AS field``, ``6H move t5``, ``7D split t10 t20 3``,
``JC swap t10 t40``, ``BURNER burn t40``, ``SAVER save t0``, ``10S discard``, ``9C drop``; the classic
ruleset adds ``AS move t5 11`` (a move with an explicit distance), ``5S field-partner`` and
``9C discard-choice``.
In an action ``t<n>`` names the marble on Track cell n (any colour) and ``s<i>`` the **acting**
player's marble in Safe cell i.  Locations are stored as written (``t<n>`` -> n, ``s<i>`` -> 100 + i),
because the acting seat is only known when the action is played.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Final

from .board import SAFE_START, decimal, parse_location_token
from .cards import Card
from .errors import NotationError
from .values import Value


class Verb(Enum):
    """What an action does; the value is its notation word."""

    FIELD = "field"
    MOVE = "move"
    SPLIT = "split"
    SWAP = "swap"
    BURN = "burn"
    SAVE = "save"
    DISCARD = "discard"
    DROP = "drop"
    FIELD_PARTNER = "field-partner"
    DISCARD_CHOICE = "discard-choice"

    # Members are singletons: identity hashing is exact, and C-fast (Enum hashes its name in Python).
    __hash__ = object.__hash__


_ARITY = {
    Verb.FIELD: 0,
    Verb.DISCARD: 0,
    Verb.DROP: 0,
    Verb.FIELD_PARTNER: 0,
    Verb.DISCARD_CHOICE: 0,
    Verb.MOVE: 1,
    Verb.BURN: 1,
    Verb.SAVE: 1,
    Verb.SWAP: 2,
    Verb.SPLIT: 2,
}
_VERBS = {v.value: v for v in Verb}


def format_action_location(loc: int) -> str:
    """``t<n>`` for a Track cell, ``s<i>`` for the acting player's Safe cell ``i`` (stored 100 + i)."""
    return f"t{loc}" if loc < SAFE_START else f"s{loc - SAFE_START}"


def parse_action_location(token: str) -> int:
    """Parse ``t<n>`` (0..99) or ``s<i>`` (0..3); raises NotationError naming the token."""
    parsed = parse_location_token(token)
    if parsed is None:
        raise NotationError("'{token}' is not a marble location (expected t0..t99 or s0..s3)", token=token)
    kind, n = parsed
    if kind == "home":
        raise NotationError("'home' cannot be chosen in an action: name a marble by t<n> or s<i>")
    return n if kind == "t" else SAFE_START + n


class Action(Value):
    """One action: a card and what it does.

    ``locs`` are the chosen marbles as action locations (see module doc): 0 for ``field``, ``discard``,
    ``drop``, ``field-partner`` and ``discard-choice``, 1 for ``move``, ``burn`` and ``save``, 2 for
    ``swap`` and ``split``.  ``split`` is the distance the first marble of a Seven split moves (the
    second moves ``7 - split``); for a ``move`` it is an explicit distance (the classic Ace's 11,
    written ``AS move t5 11``) or 0 for the card's usual one; else 0.
    """

    __slots__ = ("card", "locs", "split", "verb")
    __match_args__ = ("card", "verb", "locs", "split")

    def __init__(self, card: Card, verb: Verb, locs: tuple[int, ...] = (), split: int = 0) -> None:
        self.card: Final = card
        self.verb: Final = verb
        self.locs: Final = locs
        self.split: Final = split

    def __str__(self) -> str:
        parts = [str(self.card), self.verb.value]
        parts.extend(format_action_location(loc) for loc in self.locs)
        if self.verb is Verb.SPLIT or (self.verb is Verb.MOVE and self.split):
            parts.append(str(self.split))
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Action('{self}')"

    @staticmethod
    def parse(text: object) -> Action:
        """Parse action notation strictly; raises :class:`NotationError` naming the bad token.

        >>> Action.parse("7D split t10 s0 3")
        Action('7D split t10 s0 3')
        """
        if not isinstance(text, str):
            raise NotationError("an action must be text, not {kind}", kind=type(text).__name__)
        tokens = text.split(" ")
        if not text or any(not t for t in tokens):
            raise NotationError("'{text}' is not an action: use single spaces, e.g. '6H move t5'", text=text)
        card = Card.parse(tokens[0])
        if len(tokens) < 2:
            raise NotationError("'{text}' has no verb after the card (e.g. 'move', 'field')", text=text)
        verb = _VERBS.get(tokens[1])
        if verb is None:
            words = ", ".join(_VERBS)
            raise NotationError("'{verb}' is not an action verb ({words})", verb=tokens[1], words=words)
        arity = _ARITY[verb]
        expected = arity + 2 + (1 if verb is Verb.SPLIT else 0)
        distance = verb is Verb.MOVE and len(tokens) == expected + 1
        if distance:
            expected += 1
        if len(tokens) != expected:
            extra = tokens[expected] if len(tokens) > expected else None
            if extra is not None:
                raise NotationError("unexpected '{extra}' in '{text}'", extra=extra, text=text)
            raise NotationError(
                "'{verb}' needs {arity} marble(s) in '{text}'", verb=verb.value, arity=arity, text=text
            )
        locs = tuple(parse_action_location(t) for t in tokens[2 : 2 + arity])
        split = 0
        if verb is Verb.SPLIT:
            token = tokens[-1]
            value = decimal(token)
            if value is None:
                raise NotationError("'{token}' is not a split distance (1..6)", token=token)
            split = value
        elif distance:
            token = tokens[-1]
            value = decimal(token)
            if value is None or not 1 <= value <= 13:
                raise NotationError("'{token}' is not a move distance (1..13)", token=token)
            split = value
        return make_action(card, verb, locs, split)


_MADE: dict[tuple[Card, Verb, tuple[int, ...], int], Action] = {}
#: the most actions kept for sharing; the memo starts afresh beyond it (there are some 300,000
#: possible actions, and a long session would otherwise keep every one it met: ~11 MB after 400
#: games).  Actions compare by value, so a fresh object is as good as a shared one.
MADE_LIMIT = 20_000


#: action locations: Track cells 0..99 and the acting seat's Safe cells s0..s3
LOCATIONS = SAFE_START + 4
#: the one-marble actions (a move, a burn, a save: most of a game's) by verb, then card, then action
#: location; and the actions that name no marble (``field``, ``discard``, ``drop``...) by verb, then
#: card.  Both are kept for good, as they are few (10 verbs, 54 cards, 104 locations at the very most);
#: keyed verb first so that a look-up builds no tuple (both Verb and Card hash by identity)
_ONE_MARBLE: dict[Verb, dict[Card, list[Action | None]]] = {verb: {} for verb in Verb}
_BARE: dict[Verb, dict[Card, Action]] = {verb: {} for verb in Verb}


def one_marble_actions(card: Card, verb: Verb) -> list[Action | None]:
    """The shared one-marble actions of ``card`` doing ``verb``, by action location (None where none
    was made yet: :func:`make_action` makes it).  An enumeration looks the list up once per card."""
    by_card = _ONE_MARBLE[verb]
    made = by_card.get(card)
    if made is None:
        made = by_card[card] = [None] * LOCATIONS
    return made


def make_action(card: Card, verb: Verb, locs: tuple[int, ...] = (), split: int = 0) -> Action:
    """The shared :class:`Action` value for these fields (actions are immutable, so the legal-action
    generator hands out the same objects again instead of building thousands per game)."""
    if len(locs) == 1 and not split and 0 <= locs[0] < LOCATIONS:
        made = one_marble_actions(card, verb)
        action = made[locs[0]]
        if action is None:
            action = made[locs[0]] = Action(card, verb, locs)
        return action
    if not locs and not split:
        bare = _BARE[verb]
        action = bare.get(card)
        if action is None:
            action = bare[card] = Action(card, verb)
        return action
    key = (card, verb, locs, split)
    action = _MADE.get(key)
    if action is None:
        if len(_MADE) >= MADE_LIMIT:
            _MADE.clear()
        action = _MADE[key] = Action(card, verb, locs, split)
    return action


def forced_drop(legal: Sequence[Action]) -> Action | None:
    """The drop to make for a seat when its choice cannot matter: no card of the hand has a move
    (every legal action is a ``drop``) and the cards are alike (one card, or all of one kind and
    rank: suits play no part in either ruleset).  None when a card has a move or the player must
    choose among unlike cards (the traditional rulebook: "If you do not have a playable card, you
    must choose and discard a card"; RULES.md section 4's drop is a choice of card too)."""
    if not legal or any(action.verb is not Verb.DROP for action in legal):
        return None
    first = legal[0].card
    if all(action.card.kind is first.kind and action.card.rank == first.rank for action in legal):
        return legal[0]
    return None
