"""Who acts next: the seats that will take their turns from a position on, as the hands stand.

The same walk as each ruleset's passing of the turn (``guc._advance`` after a play, ``classic._advance``):
seats act in turn order, a seat holding fewer cards than its turn needs is skipped (RULES.md, too few
cards; the traditional rulebook, a card given up to a Ten), and a new round deals everyone a full hand.
Cards that a Ten takes later are not foreseen (they add skips).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..board import SEATS
from ..state import HAND_SIZE, TURNS_PER_ROUND, GameState
from .classic_board import hand_size, play_order


def coming_turns(state: GameState) -> Iterator[int]:
    """The seats that will act, in order, starting with the seat to act in ``state``, through the
    rest of its round and the whole next round (the hands dealt full).  Nothing once it is over.
    While a Ten's victim must choose a card to discard, the victim comes first (it chooses)."""
    if state.is_over:
        return
    held = [len(hand) for hand in state.hands]
    if state.classic is None:
        order, size, turns = list(range(SEATS)), HAND_SIZE, TURNS_PER_ROUND
        next_order, next_size = order, HAND_SIZE
    else:
        order = play_order(state.players, state.classic.dealer)
        size = turns = hand_size(state.round)
        next_size = hand_size(state.round + 1)
        next_order = play_order(state.players, order[0]) if size > next_size else order
    i, turn = order.index(state.current), state.turn
    pending = state.classic.pending_by if state.classic is not None else None
    if pending is not None:  # a Ten's victim (the seat to act) chooses a card; then the turn after the Ten's
        yield state.current
        held[state.current] -= 1
        i = order.index(pending) + 1
        if i == len(order):
            i, turn = 0, turn + 1
    while turn < turns:
        seat = order[i]
        if held[seat] == size - turn:
            held[seat] -= 1
            yield seat
        i += 1
        if i == len(order):
            i, turn = 0, turn + 1
    for _ in range(next_size):
        yield from next_order
