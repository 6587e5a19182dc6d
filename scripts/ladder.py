"""The strength ladder: one rating per CPU level, fitted to the arena's measured figures (docs/ai.md).

    python scripts/ladder.py [--figures jackaroo/ai/strength.json] [--bootstrap 2000] [--seed 1]

Each figure of ``strength.json`` (written by ``python -m jackaroo.arena ... --save-strength``) is a
run of one level against three of another in the default game: ``wins`` of ``games``.  The model is
Luce's choice model, the Bradley-Terry model for a winner among several (Hunter 2004, "MM
algorithms for generalized Bradley-Terry models"): a level of strength ``s`` wins a game against
three of strength ``t`` with chance ``s / (s + 3t)``.  The strengths are fitted by maximum
likelihood (Hunter's MM iteration), shown on the Elo scale (``400 log10 s``) with Random at 0, each
with a 95 % interval from a parametric bootstrap (every run's wins drawn again from its fitted
chance).  A level measured against a single other level is placed by that one run; the ratings
say nothing beyond the pairs measured, so the script says which pairs of levels have a run (a
round-robin has every pair) and which have none.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

from jackaroo.ai.strength import STRENGTH_FILE, Strength, load
from jackaroo.model.players import CPU_LEVELS, RANDOM

OPPONENTS = 3


def fit(runs: list[tuple[str, str, int, int]], levels: list[str], rounds: int = 2000) -> dict[str, float]:
    """Luce strengths (Random = 1) of ``levels`` from ``runs``: (level, opponent, wins, games)."""
    strength = dict.fromkeys(levels, 1.0)
    for _ in range(rounds):
        new = {}
        for level in levels:
            wins = 0.0
            exposure = 0.0
            for first, other, won, games in runs:
                if level not in (first, other):
                    continue
                total = strength[first] + OPPONENTS * strength[other]
                # the games this level won, and its share of every game's denominator
                if level == first:
                    wins += won
                    exposure += games / total
                else:
                    wins += (games - won) / OPPONENTS  # the three share the games the first lost
                    exposure += games / total
            new[level] = max(wins, 1e-9) / exposure
        scale = new.get(RANDOM, 1.0)
        strength = {level: value / scale for level, value in new.items()}
    return strength


def elo(strength: float) -> float:
    return 400.0 * math.log10(strength)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--figures", type=Path, default=STRENGTH_FILE)
    parser.add_argument("--bootstrap", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    figures: tuple[Strength, ...] = load(args.figures)
    runs = [
        (f.level, f.opponents, f.wins, f.games)
        for f in figures
        if f.ruleset == "guc" and f.players == 4 and f.games
    ]
    levels = [level for level in CPU_LEVELS if any(level in run[:2] for run in runs)]
    if RANDOM not in levels:
        print("no figure against or of Random: nothing to anchor the ladder", file=sys.stderr)
        return 1
    strength = fit(runs, levels)
    pairs = [(a, b) for i, a in enumerate(levels) for b in levels[i + 1 :]]
    missing = [f"{a}-{b}" for a, b in pairs if not any({a, b} == {f, o} for f, o, _w, _g in runs)]
    print(f"pairs of levels with a run: {len(pairs) - len(missing)} of {len(pairs)}"
          + (f" (none yet: {', '.join(missing)})" if missing else " (a round-robin)"))  # fmt: skip
    rng = random.Random(args.seed)
    samples: dict[str, list[float]] = {level: [] for level in levels}
    for _ in range(args.bootstrap):
        redrawn = []
        for first, other, _won, games in runs:
            chance = strength[first] / (strength[first] + OPPONENTS * strength[other])
            redrawn.append((first, other, sum(rng.random() < chance for _ in range(games)), games))
        for level, value in fit(redrawn, levels, rounds=300).items():
            samples[level].append(elo(value))
    print("| level | rating (Elo scale, Random 0) | 95 % interval | runs |")
    print("|---|---|---|---|")
    for level in sorted(levels, key=strength.__getitem__):
        ordered = sorted(samples[level])
        low = ordered[int(0.025 * len(ordered))]
        high = ordered[min(len(ordered) - 1, int(0.975 * len(ordered)))]
        measured = [f"{f} vs 3 {o}: {w}/{g}" for f, o, w, g in runs if level == f]
        print(
            f"| {level} | {elo(strength[level]):.0f} | {low:.0f} to {high:.0f} "
            f"| {'; '.join(measured) or '-'} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
