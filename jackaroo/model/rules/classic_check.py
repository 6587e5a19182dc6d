"""Loading check of a classic state: could this position arise under docs/rules-classic.md?"""

from __future__ import annotations

from collections import Counter

from ..board import HOME, SEATS, all_safe
from ..cards import Card
from ..errors import StateFormatError
from ..state import GameState
from .classic_board import SET_SIZES, active_seats, hand_size, next_seat, play_order, teams_for


def check_classic_state(state: GameState, deck: Counter[Card]) -> None:
    """Raise StateFormatError naming the field if ``state`` could not arise in the classic ruleset.

    Checks the seats (2..4 occupied, empty seats without cards or marbles on the board), the teams,
    the dealer, no traps, the 52 cards, the Deck's size for the place in the set of three rounds,
    the hand sizes for the turn and the order of play, the pending decision and the winner.
    """
    fail = StateFormatError
    info = state.classic
    if info is None:
        raise fail("'dealer', 'teams' and 'pending' are required by the classic ruleset")
    players = state.players
    active = active_seats(players)
    if len(active) < 2:
        raise fail("'seats': the classic ruleset needs 2, 3 or 4 players")
    for p in range(SEATS):
        if p not in active and (state.hands[p] or any(c != HOME for c in state.seat_locations(p))):
            raise fail(f"'seats[{p}]': an empty seat holds no cards and has all its marbles Home")
    if info.teams != teams_for(players):
        expected = [list(t) for t in teams_for(players)]
        raise fail(f"'teams' must be {expected} for these seats")
    if info.dealer not in active:
        raise fail(f"'dealer': seat {info.dealer} is empty")
    if state.traps:
        raise fail("'traps' must be empty: the classic ruleset has no traps")
    held = list(state.deck) + list(state.firepit)
    for hand in state.hands:
        held.extend(hand)
    if Counter(held) != deck:
        raise fail("'deck', 'firepit' and the hands together must hold the 52 cards, one of each")
    place = (state.round - 1) % len(SET_SIZES)
    dealt = len(active) * sum(SET_SIZES[: place + 1])
    if len(state.deck) != len(deck) - dealt:
        raise fail(
            f"'deck': {len(state.deck)} cards, but {len(deck) - dealt} stay undealt in round "
            f"{state.round} with {len(active)} players"
        )
    size, turn, current = hand_size(state.round), state.turn, state.current
    if turn >= size:
        raise fail(f"'turn' must be in 0..{size - 1} in a round of {size} cards, found {turn}")
    if current not in active:
        raise fail(f"'current': seat {current} is empty")
    order = play_order(players, info.dealer)
    done = order[: order.index(current)]
    for p in active:
        limit = size - turn - (1 if p in done else 0)
        if len(state.hands[p]) > limit:
            raise fail(
                f"'seats[{p}].hand': {len(state.hands[p])} cards is more than a seat can hold in "
                f"turn {turn} with seat {current} to act"
            )
    if info.pending_by is not None:
        if info.pending_by not in active or next_seat(players, info.pending_by) != current:
            raise fail("'pending.by' must be the seat before the current one")
        if not state.hands[current]:
            raise fail(f"'seats[{current}].hand': the seat choosing a card to discard holds none")
    winners = [t for t in info.teams if all(all_safe(state.marbles, p) for p in t)]
    if state.winner is None:
        if winners:
            raise fail(f"'winner': seat {winners[0][0]} has all its side's marbles safe")
        if info.pending_by is None and len(state.hands[current]) != size - turn:
            raise fail(
                f"'seats[{current}].hand': the seat to act in turn {turn} must hold {size - turn} cards"
            )
    elif len(winners) != 1 or state.winner not in winners[0]:
        raise fail(f"'winner': seat {state.winner}'s side does not have all its marbles safe")
