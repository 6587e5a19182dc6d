"""A fixed, numbered action space for learning agents: every action of either ruleset as one integer.

The legal actions of a position change with the hand and the board, so an agent is offered a fixed
set of :data:`ACTION_COUNT` integers and a mask of the legal ones (:mod:`jackaroo.env.aec`).  An
integer names a card (one of the 54 distinct cards, :data:`~jackaroo.model.cards.ALL_CARDS`), a verb
and its locations (0..103: the action notation's ``t0..t99`` and ``s0..s3``, docs/notation.md), in
blocks:

==========================  =====================================  ======
block                        index within the block                 size
==========================  =====================================  ======
no location                  card x 5 verbs (field, discard,        270
                             drop, field-partner, discard-choice)
one location                 3 verbs (move, burn, save) x card x    16,848
                             location
a move with its distance     Ace x location x distance 1..13        5,408
                             (the classic Ace's 11)
swap                         Jack x location x location             43,264
split                        Seven x location x location x 1..6     259,584
==========================  =====================================  ======

:func:`action_index` and :func:`index_action` convert both ways; every legal action of both
rulesets has an index, and ``index_action(action_index(a)) == a``.  Pure Python, no numpy.
"""

from __future__ import annotations

from ..model.actions import Action, Verb, make_action
from ..model.cards import ALL_CARDS, Card, CardKind

#: action locations: Track cells 0..99 and the acting seat's Safe cells s0..s3 (100..103)
LOCATIONS = 104
SIMPLE_VERBS = (Verb.FIELD, Verb.DISCARD, Verb.DROP, Verb.FIELD_PARTNER, Verb.DISCARD_CHOICE)
ONE_LOCATION_VERBS = (Verb.MOVE, Verb.BURN, Verb.SAVE)
ACES = tuple(card for card in ALL_CARDS if card.kind is CardKind.ACE)
JACKS = tuple(card for card in ALL_CARDS if card.kind is CardKind.JACK)
SEVENS = tuple(card for card in ALL_CARDS if card.kind is CardKind.SEVEN)
DISTANCES = 13
SPLITS = 6

CARDS = len(ALL_CARDS)
_CARD_INDEX = {card: i for i, card in enumerate(ALL_CARDS)}
_BLOCKS = (
    CARDS * len(SIMPLE_VERBS),
    len(ONE_LOCATION_VERBS) * CARDS * LOCATIONS,
    len(ACES) * LOCATIONS * DISTANCES,
    len(JACKS) * LOCATIONS * LOCATIONS,
    len(SEVENS) * LOCATIONS * LOCATIONS * SPLITS,
)
SIMPLE, ONE, FAR, SWAP, SPLIT = (sum(_BLOCKS[:i]) for i in range(len(_BLOCKS)))
#: the size of the action space
ACTION_COUNT = sum(_BLOCKS)


def action_index(action: Action) -> int:
    """The integer of ``action``; ValueError for an action no ruleset can make legal (a Two's swap,
    a location beyond ``s3``)."""
    card, verb, locs = action.card, action.verb, action.locs
    if any(not 0 <= loc < LOCATIONS for loc in locs):
        raise ValueError(f"{action}: a location outside t0..t99, s0..s3")
    c = _CARD_INDEX[card]
    if verb in SIMPLE_VERBS:
        return SIMPLE + c * len(SIMPLE_VERBS) + SIMPLE_VERBS.index(verb)
    if verb is Verb.MOVE and action.split:
        if card not in ACES or not 1 <= action.split <= DISTANCES:
            raise ValueError(f"{action}: only an Ace moves a distance of its choice")
        return FAR + (ACES.index(card) * LOCATIONS + locs[0]) * DISTANCES + action.split - 1
    if verb in ONE_LOCATION_VERBS:
        return ONE + (ONE_LOCATION_VERBS.index(verb) * CARDS + c) * LOCATIONS + locs[0]
    if verb is Verb.SWAP and card in JACKS:
        return SWAP + (JACKS.index(card) * LOCATIONS + locs[0]) * LOCATIONS + locs[1]
    if verb is Verb.SPLIT and card in SEVENS and 1 <= action.split <= SPLITS:
        first = (SEVENS.index(card) * LOCATIONS + locs[0]) * LOCATIONS + locs[1]
        return SPLIT + first * SPLITS + action.split - 1
    raise ValueError(f"{action}: no ruleset makes this action legal")


def index_action(index: int) -> Action:
    """The action of an integer in ``0..ACTION_COUNT - 1`` (legal or not); ValueError outside it."""
    if not 0 <= index < ACTION_COUNT:
        raise ValueError(f"{index} is not an action index (0..{ACTION_COUNT - 1})")
    if index >= SPLIT:
        rest, split = divmod(index - SPLIT, SPLITS)
        rest, second = divmod(rest, LOCATIONS)
        seven, first = divmod(rest, LOCATIONS)
        return make_action(SEVENS[seven], Verb.SPLIT, (first, second), split + 1)
    if index >= SWAP:
        rest, second = divmod(index - SWAP, LOCATIONS)
        jack, first = divmod(rest, LOCATIONS)
        return make_action(JACKS[jack], Verb.SWAP, (first, second))
    if index >= FAR:
        rest, distance = divmod(index - FAR, DISTANCES)
        ace, loc = divmod(rest, LOCATIONS)
        return make_action(ACES[ace], Verb.MOVE, (loc,), distance + 1)
    if index >= ONE:
        rest, loc = divmod(index - ONE, LOCATIONS)
        verb, c = divmod(rest, CARDS)
        return make_action(ALL_CARDS[c], ONE_LOCATION_VERBS[verb], (loc,))
    c, verb = divmod(index - SIMPLE, len(SIMPLE_VERBS))
    return make_action(ALL_CARDS[c], SIMPLE_VERBS[verb])


def card_index(card: Card) -> int:
    """The position of ``card`` among the 54 distinct cards (the observation's card counts)."""
    return _CARD_INDEX[card]
