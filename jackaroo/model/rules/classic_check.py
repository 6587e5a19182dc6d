"""Loading check of a classic state: could this position arise under docs/rules-classic.md?"""

from __future__ import annotations

from collections import Counter

from ..board import HOME, SEATS, all_safe
from ..cards import Card
from ..errors import StateFormatError
from ..state import ClassicInfo, GameState
from .classic_board import SET_SIZES, active_seats, hand_size, next_seat, play_order, teams_for


def check_classic_state(state: GameState, deck: Counter[Card]) -> None:
    """Raise StateFormatError naming the field if ``state`` could not arise in the classic ruleset.

    Checks the seats (2..4 occupied, empty seats without cards or marbles on the board), the teams,
    the dealer, no traps, the 52 cards, the Deck's size for the place in the set of three rounds,
    the hand sizes for the turn and the order of play, the pending decision and the winner.
    """
    info = state.classic
    if info is None:
        raise StateFormatError("'dealer', 'teams' and 'pending' are required by the classic ruleset")
    active = _check_seats(state, info)
    _check_cards(state, deck, active)
    _check_turn(state, info, active)
    _check_winner(state, info)


def _check_seats(state: GameState, info: ClassicInfo) -> list[int]:
    """2..4 occupied seats (returned), empty ones bare, the teams, the dealer, no traps."""
    players = state.players
    active = active_seats(players)
    if len(active) < 2:
        raise StateFormatError("'seats': the classic ruleset needs 2, 3 or 4 players")
    for p in range(SEATS):
        if p not in active and (state.hands[p] or any(c != HOME for c in state.seat_locations(p))):
            raise StateFormatError(
                "'seats[{p}]': an empty seat holds no cards and has all its marbles Home", p=p
            )
    if info.teams != teams_for(players):
        expected = [list(t) for t in teams_for(players)]
        raise StateFormatError("'teams' must be {expected} for these seats", expected=expected)
    if info.dealer not in active:
        raise StateFormatError("'dealer': seat {dealer} is empty", dealer=info.dealer)
    if state.traps:
        raise StateFormatError("'traps' must be empty: the classic ruleset has no traps")
    return active


def _check_cards(state: GameState, deck: Counter[Card], active: list[int]) -> None:
    """The 52 cards, one of each, and the Deck's size for the place in the set of three rounds."""
    held = list(state.deck) + list(state.firepit)
    for hand in state.hands:
        held.extend(hand)
    if Counter(held) != deck:
        raise StateFormatError("'deck', 'firepit' and the hands together must hold the 52 cards, one of each")
    place = (state.round - 1) % len(SET_SIZES)
    dealt = len(active) * sum(SET_SIZES[: place + 1])
    if len(state.deck) != len(deck) - dealt:
        raise StateFormatError(
            "'deck': {count} cards, but {value} stay undealt in round {round} with {count2} players",
            count=len(state.deck),
            value=len(deck) - dealt,
            round=state.round,
            count2=len(active),
        )


def _check_turn(state: GameState, info: ClassicInfo, active: list[int]) -> None:
    """The turn within the round, the seat to act, the hand sizes for the order of play, and the
    pending decision."""
    players = state.players
    size, turn, current = hand_size(state.round), state.turn, state.current
    if turn >= size:
        raise StateFormatError(
            "'turn' must be in 0..{value} in a round of {size} cards, found {turn}",
            value=size - 1,
            size=size,
            turn=turn,
        )
    if current not in active:
        raise StateFormatError("'current': seat {current} is empty", current=current)
    order = play_order(players, info.dealer)
    done = order[: order.index(current)]
    for p in active:
        limit = size - turn - (1 if p in done else 0)
        if len(state.hands[p]) > limit:
            raise StateFormatError(
                "'seats[{p}].hand': {count} cards is more than a seat can hold"
                " in turn {turn} with seat {current} to act",
                p=p,
                count=len(state.hands[p]),
                turn=turn,
                current=current,
            )
    if info.pending_by is not None:
        if info.pending_by not in active or next_seat(players, info.pending_by) != current:
            raise StateFormatError("'pending.by' must be the seat before the current one")
        if not state.hands[current]:
            raise StateFormatError(
                "'seats[{current}].hand': the seat choosing a card to discard holds none", current=current
            )


def _check_winner(state: GameState, info: ClassicInfo) -> None:
    """A winner exactly when a side has all its marbles safe; otherwise the seat to act holds its
    turn's cards."""
    size, turn, current = hand_size(state.round), state.turn, state.current
    winners = [t for t in info.teams if all(all_safe(state.marbles, p) for p in t)]
    if state.winner is None:
        if winners:
            raise StateFormatError(
                "'winner': seat {winners} has all its side's marbles safe", winners=winners[0][0]
            )
        if info.pending_by is None and len(state.hands[current]) != size - turn:
            raise StateFormatError(
                "'seats[{current}].hand': the seat to act in turn {turn} must hold {value} cards",
                current=current,
                turn=turn,
                value=size - turn,
            )
    elif len(winners) != 1 or state.winner not in winners[0]:
        raise StateFormatError(
            "'winner': seat {winner}'s side does not have all its marbles safe", winner=state.winner
        )
