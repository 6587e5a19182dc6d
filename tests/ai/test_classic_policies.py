"""Every CPU level plays the classic ruleset (2 and 4 players) to the end with legal actions."""

from __future__ import annotations

import pytest
from support.classic_position import classic_position

from jackaroo.ai import observe
from jackaroo.ai.expert import ExpertPolicy
from jackaroo.ai.policy import Policy
from jackaroo.ai.registry import make_policy
from jackaroo.model import Game, Verb


def cpu(level: str, seed: int) -> Policy:
    """A CPU of ``level``; a small Expert, to keep the test fast."""
    if level == "expert":
        return ExpertPolicy(seed, samples=2, width=2, horizon=2)
    return make_policy(level, seed)


def play(game: Game, levels: dict[int, str], limit: int = 3000) -> None:
    policies = {seat: cpu(level, seat) for seat, level in levels.items()}
    for _ in range(limit):
        if game.is_over:
            return
        seat = game.current_seat
        action = policies[seat].choose(observe(game, seat))
        assert action in game.legal_actions()
        game.play(action)
    raise AssertionError("no winner")


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_plays_classic_games_to_the_end(players: int) -> None:
    game = Game.new(seed=5, ruleset="classic", players=["greedy"] * players)
    seats = [p for p in range(4) if game.state.players[p] != "none"]
    play(game, dict.fromkeys(seats, "greedy"))


def test_expert_answers_a_pending_discard_and_plays_classic() -> None:
    g = classic_position("t5", hand="10S 2C 3D 6H", hands={1: "9C 8C 7C 6C"})
    g.play("10S discard")
    for level in ("random", "greedy", "expert"):
        policy = cpu(level, 1)
        assert policy.choose(observe(g, 1)).verb is Verb.DISCARD_CHOICE
    game = Game.new(seed=8, ruleset="classic", players=["expert", "random", "expert", "random"])
    for _ in range(60):  # a stretch of play is enough to show it does not crash
        seat = game.current_seat
        level = game.state.players[seat]
        policy = cpu(level, seat)
        game.play(policy.choose(observe(game, seat)))
