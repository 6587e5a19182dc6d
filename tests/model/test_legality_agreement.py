"""Legality is decided in one place: ``play`` accepts exactly what ``legal_actions`` lists.

For positions taken from seeded random games, every well-formed action over the hand and the
occupied cells is tried: it must apply iff it is listed, and a refusal must be a JackarooError
that leaves the game unchanged.
"""

import random

import pytest

from jackaroo.model import Game, JackarooError
from jackaroo.model.actions import Action, Verb
from jackaroo.model.board import SAFE_START, safe_index


def candidate_actions(game: Game) -> list[Action]:
    state = game.state
    seat = state.current
    locs = []
    for m, cell in enumerate(state.marbles):
        if 0 <= cell < SAFE_START:
            locs.append(cell)
        elif cell >= SAFE_START and m // 4 == seat:
            locs.append(SAFE_START + safe_index(cell))
    out = []
    for card in dict.fromkeys(state.hands[seat]):
        out += [Action(card, Verb.FIELD), Action(card, Verb.DISCARD), Action(card, Verb.DROP)]
        for verb in (Verb.MOVE, Verb.BURN, Verb.SAVE):
            out += [Action(card, verb, (loc,)) for loc in locs]
        for a in locs:
            for b in locs:
                out.append(Action(card, Verb.SWAP, (a, b)))
                out += [Action(card, Verb.SPLIT, (a, b), s) for s in range(0, 8)]
    return out


def listed(action: Action, legal: set[str]) -> bool:
    """Whether ``action`` is listed; a swap may name its two marbles in either order."""
    if action.verb is Verb.SWAP:
        return str(Action(action.card, Verb.SWAP, action.locs[::-1])) in legal or str(action) in legal
    return str(action) in legal


def sample_positions(seed: int, count: int) -> list[Game]:
    rng = random.Random(seed)
    game = Game.new(seed=seed)
    positions = []
    while not game.is_over and len(positions) < count:
        if rng.random() < 0.2:
            positions.append(game.copy())
        game.play(rng.choice(game.legal_actions()))
    return positions


@pytest.mark.parametrize("seed", range(4))
def test_play_accepts_exactly_the_legal_actions(seed):
    for game in sample_positions(seed, 25):
        legal = {str(a) for a in game.legal_actions()}
        before = game.to_json()
        for action in candidate_actions(game):
            trial = game.copy()
            try:
                trial.play(action)
            except JackarooError:
                assert not listed(action, legal), f"{action} is listed but refused in\n{before}"
                assert trial.to_json() == before
            else:
                assert listed(action, legal), f"{action} is accepted but not listed in\n{before}"
