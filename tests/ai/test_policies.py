"""Greedy and Expert: legal choices, reproducible games, and only what a seat may see."""

import json
import random
from collections import Counter

import pytest
from support.position import position, position_json

from jackaroo.ai import make_policy, observe
from jackaroo.ai.determinize import Determinizer
from jackaroo.ai.evaluate import evaluate, marble_value
from jackaroo.ai.expert import ExpertPolicy
from jackaroo.ai.greedy import GreedyPolicy, action_scores
from jackaroo.ai.registry import LEVELS
from jackaroo.model import Game
from jackaroo.model.board import NORMAL_CELLS
from jackaroo.model.cards import default_card_table
from jackaroo.model.chance import Chance
from jackaroo.model.players import CPU_LEVELS

FAST_EXPERT = {"samples": 2}


def policy(level, seed):
    if level == "expert":
        return ExpertPolicy(seed, **FAST_EXPERT)
    return make_policy(level, seed)


def play(levels, seed, limit=3000):
    game = Game.new(seed=seed, players=("random",) * 4)
    policies = [policy(level, f"{seed}:{i}") for i, level in enumerate(levels)]
    record = []
    while not game.is_over and len(record) < limit:
        seat = game.current_seat
        obs = observe(game, seat)
        action = policies[seat].choose(obs)
        assert action in obs.legal_actions()
        game.play(action)
        record.append(str(action))
    return game, record


@pytest.mark.parametrize("levels", [("greedy",) * 4, ("expert", "greedy", "random", "greedy")])
def test_policies_always_choose_a_legal_action_until_the_game_ends(levels):
    game, _ = play(levels, 3)
    assert game.is_over


@pytest.mark.parametrize("level", ["greedy", "expert"])
def test_a_seed_reproduces_the_game(level):
    levels = (level, "random", level, "random")
    assert play(levels, 11, limit=300)[1] == play(levels, 11, limit=300)[1]


def test_greedy_takes_a_capture():
    g = position("t10 | t13", "3S 2H 4D 6C")  # 3S captures
    assert str(GreedyPolicy(1).choose(observe(g, 0))) == "3S move t10"


def nine_scores(marbles: str) -> tuple[float, float]:
    """Greedy's scores of the two Nines (t30, t60) in a position with ``marbles``."""
    g = position(marbles, "9C 2H 3D 6S")
    actions = g.legal_actions()
    scores = dict(
        zip(map(str, actions), action_scores(actions, g.table.copy(), g.rules, Chance(1)), strict=True)
    )
    return scores["9C move t30"], scores["9C move t60"]


def test_greedy_moves_a_threatened_marble_out_of_reach():
    """Both Nines make the same progress; only t30 is within reach of CPU 1's marble on t25 (5 cells
    behind it), and the Nine takes it to t39, out of reach (14 cells ahead)."""
    threatened = position("t30 t60 | t25", "9C 2H 3D 6S")
    assert str(GreedyPolicy(1).choose(observe(threatened, 0))) == "9C move t30"
    away, other = nine_scores("t30 t60 | t25")
    assert away > other
    # with the opponent's marble out of reach of both, the two Nines are worth the same
    away, other = nine_scores("t30 t60 | t95")
    assert away == other


def test_greedy_enters_the_safe_zone():
    g = position("t95 t40", "5S 2H 8D 9C")
    assert str(GreedyPolicy(1).choose(observe(g, 0))) == "5S move t95"


def test_evaluation_prefers_progress_safety_and_the_win():
    assert marble_value(0, -1) < marble_value(0, 0) < marble_value(0, 50) < marble_value(0, 100)
    home = (-1,) * 16
    ahead = (60,) + (-1,) * 15
    assert evaluate(ahead, 0) > evaluate(home, 0) > evaluate(ahead, 1)
    threatened = (60, -1, -1, -1, 55) + (-1,) * 11
    assert evaluate(threatened, 0) < evaluate((60, -1, -1, -1, 65) + (-1,) * 11, 0)


def hidden_variants():
    """The same position seen by seat 0, with different hidden information."""
    base = position_json("t10 t40 | t20 | t60 | t80", "2S 5H JS KH", traps=[5, 7, 33, 44, 57, 66, 81, 90])
    other = json.loads(json.dumps(base))
    pool = other["seats"][1]["hand"] + other["seats"][2]["hand"] + other["seats"][3]["hand"] + other["deck"]
    random.Random(4).shuffle(pool)
    for p in (1, 2, 3):
        n = len(other["seats"][p]["hand"])
        other["seats"][p]["hand"], pool = pool[:n], pool[n:]
    other["deck"] = pool
    other["traps"] = [3, 9, 31, 46, 59, 67, 82, 92]
    other["rng"] = 99
    return Game.from_json(json.dumps(base)), Game.from_json(json.dumps(other))


def public(obs):
    return {name: getattr(obs, name) for name in obs.__match_args__}


def test_hidden_information_never_changes_what_a_seat_sees():
    a, b = hidden_variants()
    assert a.state.hands[1] != b.state.hands[1] and a.state.deck != b.state.deck
    assert a.state.traps != b.state.traps
    oa, ob = observe(a, 0), observe(b, 0)
    assert public(oa) == public(ob)
    assert oa.legal_actions() == ob.legal_actions()


@pytest.mark.parametrize("level", ["random", "greedy", "expert"])
def test_hidden_information_never_changes_a_policys_choice(level):
    a, b = hidden_variants()
    assert policy(level, 5).choose(observe(a, 0)) == policy(level, 5).choose(observe(b, 0))


def test_determinizations_keep_what_is_known_and_deal_the_rest():
    game = Game.new(seed=8)
    for _ in range(30):
        game.play(game.legal_actions()[0])
    obs = observe(game, game.current_seat)
    deck = default_card_table().deck()
    table = Determinizer(obs, deck).sample(random.Random(1))
    assert table.hands[obs.seat] == obs.hand and tuple(table.marbles) == obs.marbles
    assert [len(h) for h in table.hands] == list(obs.hand_sizes) and len(table.deck) == obs.deck_size
    held = list(table.deck) + list(table.firepit) + [c for h in table.hands for c in h]
    assert Counter(held) == Counter(deck)
    assert len(set(table.traps)) == 8 and set(table.traps) <= set(NORMAL_CELLS)


def test_the_registry_has_a_policy_for_every_cpu_level_weakest_first():
    assert tuple(LEVELS) == CPU_LEVELS
    for level in CPU_LEVELS:
        assert make_policy(level, 0).name == level
