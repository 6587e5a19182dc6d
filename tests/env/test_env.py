"""The PettingZoo environment (jackaroo.env): PettingZoo's own API test on both rulesets, the
numbered actions, and observations that hold only what a seat may see."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pettingzoo")

import numpy as np
from pettingzoo.test import api_test

from jackaroo.ai.registry import make_policy
from jackaroo.env import ACTION_COUNT, OBSERVATION_SIZE, action_index, env, index_action
from jackaroo.model.actions import Action
from jackaroo.model.game import Game


@pytest.mark.parametrize(("ruleset", "players"), [("guc", 4), ("classic", 2), ("classic", 3), ("classic", 4)])
def test_pettingzoo_api_test_passes(ruleset: str, players: int) -> None:
    api_test(env(ruleset=ruleset, players=players), num_cycles=700)  # past the end of a game


@pytest.mark.parametrize(
    ("ruleset", "players", "seed"), [("guc", 4, 1), ("classic", 4, 2), ("classic", 3, 3)]
)
def test_every_legal_action_has_an_index_and_comes_back_from_it(
    ruleset: str, players: int, seed: int
) -> None:
    game = Game.new(seed=seed, ruleset=ruleset, players=("random",) * players)
    rng = random.Random(seed)
    seen = 0
    while not game.is_over:
        legal = game.legal_actions()
        for action in legal:
            index = action_index(action)
            assert 0 <= index < ACTION_COUNT
            assert index_action(index) == action
            seen += 1
        game.play(rng.choice(legal))
    assert seen > 1000


def test_indices_outside_the_space_and_impossible_actions_are_refused() -> None:
    with pytest.raises(ValueError):
        index_action(ACTION_COUNT)
    with pytest.raises(ValueError):
        action_index(Action.parse("2H swap t1 t2"))


def play_one(e, seed: int):
    """A game through ``e``: seat 0 plays its first legal action, the others Random CPUs."""
    e.reset(seed=seed)
    cpus = {agent: make_policy("random", f"{seed}:{agent}") for agent in e.possible_agents}
    rewards = {}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _info = e.last()
        assert obs["observation"].shape == (OBSERVATION_SIZE,)
        assert e.observation_space(agent).contains(obs)
        if terminated or truncated:
            rewards[agent] = reward
            e.step(None)
            continue
        mask = obs["action_mask"]
        if agent == "player_0":
            action = int(np.flatnonzero(mask)[0])
        else:
            action = action_index(cpus[agent].choose(e.unwrapped.cpu_observation(agent)))
            assert mask[action] == 1
        e.step(action)
    return rewards, e.unwrapped.game


def test_a_seed_repeats_the_game_and_the_winner_alone_is_rewarded() -> None:
    first, game = play_one(env(), 5)
    again, _ = play_one(env(), 5)
    assert first == again
    assert sorted(first.values()) == [-1, -1, -1, 1]
    assert first[f"player_{game.winner}"] == 1


def test_classic_partners_share_the_reward() -> None:
    rewards, game = play_one(env(ruleset="classic", players=4), 6)
    team = game.state.classic.team_of(game.winner)
    assert {agent for agent, r in rewards.items() if r == 1} == {f"player_{seat}" for seat in team}


def test_an_illegal_action_is_refused() -> None:
    e = env()
    e.reset(seed=1)
    mask = e.observe(e.agent_selection)["action_mask"]
    with pytest.raises(ValueError):
        e.step(int(np.flatnonzero(mask == 0)[0]))


def test_the_observation_does_not_change_with_hidden_information() -> None:
    """Two games that differ only in what seat 0 cannot see (other hands, the Deck's order, the
    traps) look the same to seat 0."""
    import json

    base = json.loads(Game.new(seed=11).to_json())
    other = json.loads(json.dumps(base))
    pool = [c for p in (1, 2, 3) for c in other["seats"][p]["hand"]] + other["deck"]
    random.Random(4).shuffle(pool)
    for p in (1, 2, 3):
        n = len(other["seats"][p]["hand"])
        other["seats"][p]["hand"], pool = pool[:n], pool[n:]
    other["deck"] = pool
    other["traps"] = [3, 9, 31, 46, 59, 67, 82, 92]
    views = []
    for obj in (base, other):
        e = env()
        e.reset(seed=0)
        e.unwrapped.game = Game.from_json(json.dumps(obj))
        views.append(e.observe("player_0"))
    assert np.array_equal(views[0]["observation"], views[1]["observation"])
    assert np.array_equal(views[0]["action_mask"], views[1]["action_mask"])
