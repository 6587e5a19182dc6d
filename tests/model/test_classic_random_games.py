"""Random classic games for 2, 3 and 4 players, with the invariants checked after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from test_random_games import uniform_chooser

from jackaroo.ai import RandomPolicy, observe
from jackaroo.model import Action, Game, Verb
from jackaroo.model.board import HOME, TRACK_LENGTH
from jackaroo.model.events import CardPlayed, GameWon
from jackaroo.model.invariants import check_round_trip as check_json_round_trip
from jackaroo.model.rules.classic_board import CLASSIC_DECK, SET_SIZES, hand_size, play_order

MAX_ACTIONS = 5000
FULL = Counter(CLASSIC_DECK)


def check_state(game: Game) -> None:
    s = game.state
    info = s.classic
    assert info is not None and s.traps == ()
    active = [p for p in range(4) if s.players[p] != "none"]
    # 52 cards over hands + deck (the undealt rest) + firepit
    held = Counter(s.deck) + Counter(s.firepit)
    for hand in s.hands:
        held += Counter(hand)
    assert held == FULL
    assert len(s.deck) == 52 - len(active) * sum(SET_SIZES[: (s.round - 1) % 3 + 1])
    # four marbles per occupied seat, each where its owner may stand; empty seats hold nothing
    standing = [c for c in s.marbles if c != HOME]
    assert len(standing) == len(set(standing))
    for m, cell in enumerate(s.marbles):
        p = m // 4
        assert cell == HOME or 0 <= cell < TRACK_LENGTH or 100 + 4 * p <= cell <= 103 + 4 * p
        if p not in active:
            assert cell == HOME and not s.hands[p]
    # hand sizes against the order of play
    size = hand_size(s.round)
    order = play_order(s.players, info.dealer)
    done = order[: order.index(s.current)]
    for p in active:
        assert len(s.hands[p]) <= size - s.turn - (p in done)
    if not game.is_over and info.pending_by is None:
        assert len(s.hands[s.current]) == size - s.turn


def check_legal(game: Game) -> None:
    legal = game.legal_actions()
    assert legal and len(set(legal)) == len(legal)
    drops = [a for a in legal if a.verb is Verb.DROP]
    assert not drops or len(drops) == len(legal), "drop only when nothing is playable"
    if game.state.classic.pending_by is not None:
        assert all(a.verb is Verb.DISCARD_CHOICE for a in legal)
    before = game.to_json()
    for action in legal:
        game.copy().play(action)
    assert game.to_json() == before


def policy_chooser(seed: int):
    master = random.Random(seed)
    policies = [RandomPolicy(master.randrange(2**32)) for _ in range(4)]

    def choose(game: Game) -> Action:
        obs = observe(game, game.current_seat)
        assert set(obs.legal_actions()) == set(game.legal_actions())
        return policies[game.current_seat].choose(obs)

    return choose


def play_checked(game: Game, choose) -> None:
    check_state(game)
    for n in range(MAX_ACTIONS):
        if game.is_over:
            break
        check_legal(game)
        if n % 20 == 0:
            check_json_round_trip(game)
        action = choose(game)
        assert action in game.legal_actions()
        seat = game.current_seat
        events = game.play(action)
        assert events[0] == CardPlayed(seat, action)
        check_state(game)
    assert game.is_over
    assert isinstance(events[-1], GameWon)
    info = game.state.classic
    team = info.team_of(game.winner)
    assert all(c >= 100 for p in team for c in game.state.seat_locations(p))
    check_json_round_trip(game)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1])
def test_random_policy_classic_games_keep_every_invariant(players: int, seed: int) -> None:
    game = Game.new(seed=seed, ruleset="classic", players=["random"] * players)
    play_checked(game, policy_chooser(seed + 100))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_uniform_classic_games_keep_every_invariant(players: int) -> None:
    game = Game.new(seed=players, ruleset="classic", players=["random"] * players)
    play_checked(game, uniform_chooser(players + 7))
