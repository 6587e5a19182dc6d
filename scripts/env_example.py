"""Random against Expert through the PettingZoo environment (docs/ai.md, "A research interface").

    pip install -e ".[env]" && python scripts/env_example.py [--games 4] [--seed 1]

Seat 0 (``player_0``) is an agent that sees only what the environment gives it, the observation
vector and the action mask, and picks a legal action at random; the other seats are the built-in
Expert CPU, which reads the same seat's view in the game's own terms (``cpu_observation``) and
answers with an action that the environment's numbering turns into an integer.  Nothing is
trained: this is the loop an agent of your own plugs into.
"""

from __future__ import annotations

import argparse

import numpy as np

from jackaroo.ai.registry import make_policy
from jackaroo.env import action_index, env


def play(seed: int) -> dict[str, int]:
    """One game, seat 0 random; the rewards at its end."""
    e = env(ruleset="guc")
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    experts = {agent: make_policy("expert", f"{seed}:{agent}") for agent in e.possible_agents[1:]}
    final: dict[str, int] = {}
    for agent in e.agent_iter():
        observation, reward, terminated, truncated, _info = e.last()
        if terminated or truncated:
            final[agent] = int(reward)
            e.step(None)
        elif agent == "player_0":
            legal = np.flatnonzero(observation["action_mask"])
            e.step(int(rng.choice(legal)))
        else:
            e.step(action_index(experts[agent].choose(e.unwrapped.cpu_observation(agent))))
    return final


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    wins = 0
    for game in range(args.games):
        rewards = play(args.seed + game)
        wins += rewards["player_0"] == 1
        winner = next(agent for agent, reward in rewards.items() if reward == 1)
        print(f"game {game + 1}: {winner} won")
    print(f"the random agent won {wins} of {args.games} games against three Experts")


if __name__ == "__main__":
    main()
