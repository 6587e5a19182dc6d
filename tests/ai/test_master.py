"""Master: Expert's search with a larger budget and a time limit (jackaroo.ai.expert.MasterPolicy)."""

from __future__ import annotations

from jackaroo.ai.expert import BUDGETS, MASTER_BUDGETS, MASTER_SECONDS, MasterPolicy
from jackaroo.ai.observation import observe
from jackaroo.ai.registry import LEVELS, make_policy
from jackaroo.model.game import Game
from jackaroo.model.players import CPU_LEVELS, MASTER
from jackaroo.model.rules import DEFAULT_RULESET


def test_master_is_the_strongest_level_and_searches_more_than_expert() -> None:
    assert CPU_LEVELS[-1] == MASTER and MASTER in LEVELS
    policy = make_policy(MASTER, 1)
    assert isinstance(policy, MasterPolicy) and policy.seconds == MASTER_SECONDS == 2.0
    master, expert = MASTER_BUDGETS[DEFAULT_RULESET], BUDGETS[DEFAULT_RULESET]
    assert master.samples * master.width > 2 * expert.samples * expert.width


def test_a_master_that_may_not_think_still_plays_a_legal_action() -> None:
    game = Game.new(seed=3, players=("random",) * 4)
    for seed in range(40):  # past the first round's fieldings, into choices that need a search
        obs = observe(game, game.current_seat)
        action = MasterPolicy(seed, seconds=0.0).choose(obs)
        assert action in obs.legal_actions()
        game.play(action)
