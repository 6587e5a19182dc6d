"""Expert's search: rollouts that play the seats the table lists as Random CPUs at random."""

from __future__ import annotations

from jackaroo.ai.determinize import Determinizer
from jackaroo.ai.expert import ExpertPolicy, _Search, random_action
from jackaroo.ai.observation import observe
from jackaroo.model import Game
from jackaroo.model.actions import Verb
from jackaroo.model.chance import Chance


def test_a_random_seats_rollout_action_is_legal_and_drawn_from_the_rollouts_chance():
    game = Game.new(seed=5)
    for _ in range(25):
        table = game.table.copy()
        a = random_action(table, game.rules, Chance(3))
        assert a == random_action(table, game.rules, Chance(3))  # the same draws, the same action
        assert a in game.legal_actions() or (a.verb is Verb.DROP and not game.legal_actions())
        game.play(game.legal_actions()[0])


def test_expert_modelling_random_seats_still_reproduces_its_game():
    def play(seed):
        game = Game.new(seed=seed, players=("expert", "random", "random", "random"))
        expert = ExpertPolicy(seed, samples=2, model_opponents=True)
        record = []
        while not game.is_over and len(record) < 200:
            obs = observe(game, game.current_seat)
            action = expert.choose(obs) if obs.seat == 0 else obs.legal_actions()[0]
            assert action in obs.legal_actions()
            game.play(action)
            record.append(str(action))
        return record

    assert play(4) == play(4)


def test_seats_listed_as_greedy_or_human_are_rolled_out_as_greedy_as_before():
    game = Game.new(seed=6, players=("expert", "greedy", "human", "greedy"))
    for _ in range(30):
        obs = observe(game, game.current_seat)
        modelled = ExpertPolicy(7, samples=3, model_opponents=True).choose(obs)
        assert modelled == ExpertPolicy(7, samples=3, model_opponents=False).choose(obs)
        game.play(modelled)


def test_sequential_halving_spends_its_budget_on_the_candidates_it_keeps():
    game = Game.new(seed=9, players=("expert", "greedy", "greedy", "greedy"))
    while len(game.legal_actions()) < 6:  # a decision with a real choice
        game.play(game.legal_actions()[0])
    obs = observe(game, game.current_seat)
    policy = ExpertPolicy(3)
    rules = policy.rules
    candidates = list(obs.legal_actions()[:6])
    search = _Search(policy, obs, rules, Determinizer(obs, rules.deck()), candidates, None)
    best = search.halve(60)
    counts, means = search.counts, search.means()
    assert sum(counts) <= 60 + len(candidates)  # rounds of equal share, at least one sample each
    assert min(counts) > 0 and counts[best] == max(counts) > min(counts)  # the survivor got most
    finalists = [i for i, c in enumerate(counts) if c == max(counts)]
    assert means[best] == max(means[i] for i in finalists)
