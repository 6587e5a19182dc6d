"""How well ways of spending Expert's rollouts choose, one decision at a time (docs/ai.md).

    python scripts/search_allocation.py --games 7 --eval 400 [--seed 300]

Plays ``--games`` games of four Greedy CPUs and, at every third action that has more than three
legal actions, lets each allocation of the same 320 rollouts choose (the flat search over Greedy's
3, 5 or 8 best actions, 106, 64 or 40 rollouts each; sequential halving over its 8 or 12 best), then
values every action chosen with ``--eval`` fresh rollouts of Expert's search (the same samples for
all: common random numbers).  Prints, per allocation, the mean value of its choices minus that of
the flat 5 (Expert's search until sequential halving), in points of the win chance that the
rollouts' end positions give, with its standard error.  A game-free screen: a difference of a
tenth of a point per decision is seen in a few hundred decisions, where an arena needs thousands
of games.  Its yardstick is Expert's own model (Greedy replies, the win-chance model at the end of
the round), so it tells how to spend the rollouts, not whether that model is right.
"""

from __future__ import annotations

import argparse
import math
import statistics

from jackaroo.ai.determinize import Determinizer
from jackaroo.ai.expert import Budget, ExpertPolicy, _Search
from jackaroo.ai.greedy import GreedyPolicy
from jackaroo.ai.observation import observe
from jackaroo.model.game import Game
from jackaroo.model.rules import DEFAULT_RULESET

#: name -> (samples, width, halving): all spend samples * width = 320 rollouts
ALLOCATIONS = {
    "flat5": (64, 5, 0),
    "flat3": (106, 3, 0),
    "flat8": (40, 8, 0),
    "halving8": (64, 5, 8),
    "halving12": (64, 5, 12),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=7)
    parser.add_argument("--eval", type=int, default=400, help="rollouts valuing each choice")
    parser.add_argument("--seed", type=int, default=300)
    args = parser.parse_args()
    diffs: dict[str, list[float]] = {name: [] for name in ALLOCATIONS}
    for seed in range(args.seed, args.seed + args.games):
        game = Game.new(seed=seed, players=("greedy",) * 4)
        greedy = [GreedyPolicy(f"{seed}:{p}") for p in range(4)]
        judge = ExpertPolicy(f"{seed}:judge")
        actions_played = 0
        while not game.is_over:
            obs = observe(game, game.current_seat)
            actions_played += 1
            if actions_played % 3 == 0 and len(obs.legal_actions()) > 3:
                choices = {
                    name: ExpertPolicy(
                        f"{seed}:{actions_played}",
                        budgets={DEFAULT_RULESET: Budget(samples, width, None, halving=halving)},
                    ).choose(obs)
                    for name, (samples, width, halving) in ALLOCATIONS.items()
                }
                chosen = list(dict.fromkeys(choices.values()))
                det = Determinizer(obs, judge.rules.deck())
                search = _Search(judge, obs, judge.rules, det, chosen, None)
                for _ in range(args.eval if len(chosen) > 1 else 0):
                    search.sample(range(len(chosen)))
                value = dict(zip(chosen, search.means() if len(chosen) > 1 else [0.0], strict=True))
                for name, action in choices.items():
                    diffs[name].append(value[action] - value[choices["flat5"]])
            game.play(greedy[game.current_seat].choose(obs))
        n = len(diffs["flat5"])
        shown = " ".join(
            f"{name} {100 * statistics.fmean(d):+.2f}±{100 * statistics.stdev(d) / math.sqrt(n):.2f}"
            for name, d in diffs.items()
            if name != "flat5"
        )
        print(f"game {seed}: {n} decisions; against flat5: {shown}", flush=True)


if __name__ == "__main__":
    main()
