"""Who acts next (:func:`jackaroo.model.rules.turn_order.coming_turns`) agrees with the rules: in
random games of both rulesets, the seat to act after each play is the one foreseen before it, unless
the play took a card from someone (a Ten or a Queen), which only adds skips."""

from __future__ import annotations

import random

import pytest

from jackaroo.model import Game
from jackaroo.model.events import CardDiscarded, GameWon
from jackaroo.model.rules.turn_order import coming_turns

GAMES = [("guc", 4), ("classic", 2), ("classic", 3), ("classic", 4)]


@pytest.mark.parametrize(("ruleset", "players"), GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_seat_to_act_after_a_play_is_the_one_foreseen(ruleset: str, players: int, seed: int) -> None:
    game = Game.new(seed=seed, ruleset=ruleset, players=["random"] * players)
    rng = random.Random(seed)
    checked = 0
    while not game.is_over:
        foreseen = list(coming_turns(game.state))
        assert foreseen[0] == game.state.current
        events = game.play(rng.choice(game.legal_actions()))
        if any(isinstance(e, GameWon) for e in events):
            assert list(coming_turns(game.state)) == []
        elif not any(isinstance(e, CardDiscarded) for e in events) and (
            game.state.classic is None or game.state.classic.pending_by is None
        ):
            assert game.state.current == foreseen[1]
            checked += 1
    assert checked > 100
