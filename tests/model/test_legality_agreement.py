"""Legality is decided in one place: ``play`` accepts exactly what ``legal_actions`` lists.

For positions taken from seeded random games of both rulesets (the default game, and the classic
one with 2, 3 and 4 players), every well-formed action over the hand and the occupied cells is
tried: it must apply iff it is listed, and a refusal must be a JackarooError that leaves the game
unchanged.
"""

import random

import pytest

from jackaroo.model import Game, JackarooError
from jackaroo.model.actions import Action, Verb

#: verbs that take no marble (the classic ruleset's ``field-partner`` and ``discard-choice`` included)
NO_MARBLE = (Verb.FIELD, Verb.DISCARD, Verb.DROP, Verb.FIELD_PARTNER, Verb.DISCARD_CHOICE)
#: the classic Ace's second distance (``AS move t5 11``)
ACE_FAR = 11


def candidate_actions(game: Game) -> list[Action]:
    state = game.state
    locs = [loc for m in range(len(state.marbles)) if (loc := state.location_of(m)) is not None]
    out = []
    for card in dict.fromkeys(state.hands[state.current]):
        out += [Action(card, verb) for verb in NO_MARBLE]
        for verb in (Verb.MOVE, Verb.BURN, Verb.SAVE):
            out += [Action(card, verb, (loc,)) for loc in locs]
        out += [Action(card, Verb.MOVE, (loc,), ACE_FAR) for loc in locs]
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


def sample_positions(seed: int, count: int, ruleset: str = "guc", players: int = 4) -> list[Game]:
    rng = random.Random(seed)
    if ruleset == "guc":
        game = Game.new(seed=seed)
    else:
        game = Game.new(seed=seed, ruleset=ruleset, players=("random",) * players)
    positions = []
    while not game.is_over and len(positions) < count:
        if rng.random() < 0.2:
            positions.append(game.copy())
        game.play(rng.choice(game.legal_actions()))
    return positions


def assert_play_accepts_exactly_the_legal_actions(game: Game) -> None:
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


@pytest.mark.parametrize("seed", range(4))
def test_play_accepts_exactly_the_legal_actions(seed):
    for game in sample_positions(seed, 25):
        assert_play_accepts_exactly_the_legal_actions(game)


@pytest.mark.parametrize(("seed", "players"), [(10, 2), (11, 3), (12, 4), (13, 4)])
def test_play_accepts_exactly_the_legal_actions_of_the_classic_rules(seed, players):
    for game in sample_positions(seed, 25, "classic", players):
        assert_play_accepts_exactly_the_legal_actions(game)


def test_the_classic_sweep_meets_its_own_verbs():
    """The classic positions above offer the verbs only the classic ruleset has."""
    offered = set()
    for seed, players in [(10, 2), (11, 3), (12, 4), (13, 4)]:
        for game in sample_positions(seed, 25, "classic", players):
            for action in game.legal_actions():
                offered.add(action.verb)
                if action.verb is Verb.MOVE and action.split == ACE_FAR:
                    offered.add("ace-far")
    assert {Verb.FIELD_PARTNER, Verb.DISCARD_CHOICE, "ace-far"} <= offered
