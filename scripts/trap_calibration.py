"""Are Expert's trap chances right?  Its chance for each Normal cell against where the traps really are.

Plays ``--games`` games of four Greedy CPUs (arena seeds; Greedy ignores the traps, so the landings
are those of a plain game) and, before every ``--every``-th action, reads the chance that each Normal
cell holds a trap as Expert reads it from the table's public sightings
(:func:`jackaroo.ai.determinize.trap_chances` of :func:`~jackaroo.ai.determinize.trap_weights`),
how often its determinizations put a trap there (``--draws`` samples of
:class:`~jackaroo.ai.determinize.Determinizer`), and whether a trap is there.  Prints, per band of
the chance, the cell-positions in it, the mean chance, the share that held a trap and the share of
determinizations with one: calibrated chances have the last three alike.

    python scripts/trap_calibration.py --games 300 --seed 7101 --jobs 2
"""

from __future__ import annotations

import argparse
import random
from bisect import bisect_right

from jackaroo.ai.determinize import Determinizer, trap_chances, trap_weights
from jackaroo.ai.observation import observe
from jackaroo.ai.registry import make_policy
from jackaroo.arena import game_seed, policy_seed
from jackaroo.model.board import NORMAL_CELLS, TRACK_LENGTH
from jackaroo.model.game import Game
from jackaroo.parallel import ordered_map

#: the bands' lower edges (the last band runs to 1)
EDGES = (0.0, 0.01, 0.03, 0.06, 0.10, 0.15, 0.20, 0.30, 0.50)


def play(task: tuple[int, int, int, int]) -> list[list[float]]:
    """One game's tallies per band: [cell-positions, sum of chances, traps there, sum of draw shares]."""
    seed, g, every, draws = task
    game = Game.new(seed=game_seed(seed, g), players=("greedy",) * 4)
    policies = [make_policy("greedy", policy_seed(seed, g, e)) for e in range(4)]
    rng = random.Random(f"calibration:{seed}:{g}")
    tallies = [[0.0] * 4 for _ in EDGES]
    actions = 0
    while not game.is_over:
        seat = game.current_seat
        obs = observe(game, seat)
        if actions % every == 0:
            chances = trap_chances(trap_weights(game.sightings))
            determinizer = Determinizer(obs, policies[seat].rules.deck())
            drawn = [0] * TRACK_LENGTH
            for _ in range(draws):
                for cell in determinizer.sample(rng).traps:
                    drawn[cell] += 1
            traps = set(game.table.traps)
            for cell in NORMAL_CELLS:
                band = tallies[bisect_right(EDGES, chances[cell]) - 1]
                band[0] += 1
                band[1] += chances[cell]
                band[2] += cell in traps
                band[3] += drawn[cell] / draws
        actions += 1
        game.play(policies[seat].choose(obs))
    return tallies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=7, help="look before every N-th action")
    parser.add_argument("--draws", type=int, default=100, help="determinizations drawn per look")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    tasks = [(args.seed, g, args.every, args.draws) for g in range(args.games)]
    total = [[0.0] * 4 for _ in EDGES]
    for tallies in ordered_map(play, tasks, args.jobs):
        for band, counts in zip(total, tallies, strict=True):
            for i, count in enumerate(counts):
                band[i] += count
    print(f"{args.games} games of four Greedy CPUs, --seed {args.seed}, every {args.every}th action")
    print("chance band   cell-positions  mean chance  held a trap  determinizations with one")
    uppers = (*EDGES[1:], 1.0)
    for lo, hi, (n, chance, held, drawn) in zip(EDGES, uppers, total, strict=True):
        if n:
            figures = f"{chance / n:11.4f}  {held / n:11.4f}  {drawn / n:25.4f}"
            print(f"{lo:.2f}-{hi:.2f}   {int(n):14,d}  {figures}")


if __name__ == "__main__":
    main()
