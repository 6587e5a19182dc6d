"""Compare two arena runs on the same seed game by game (McNemar's exact test).

    python -m jackaroo.arena --seats expert,greedy,greedy,greedy --games 400 --seed 7101 --json > a.json
    python scripts/variant_arena.py --variant v=expert:... --seats v,greedy,greedy,greedy \\
        --games 400 --seed 7101 > b.json
    python scripts/compare_runs.py a.json b.json

Both runs deal game ``g`` from the same seed, so the same entry (``--entry``, default 0: the first of
``--seats``) meets the same first hands in both.  Games it won in both runs or lost in both say
nothing about which version is better; the test looks only at the discordant games, won by one
version and lost by the other, which under "no difference" split like fair coin tosses (McNemar
1947, exact binomial form).  Prints both win rates, the discordant counts and the two-sided p-value.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact p-value for ``b`` games won only by A and ``c`` won only by B (binomial,
    n = b + c, p = 1/2); 1.0 when there is no discordant game."""
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(b, c) + 1)) / 2**n
    return min(1.0, 2 * tail)


def wins_of(report: dict, entry: int) -> list[bool]:
    """Game by game, whether ``entry`` won (the report's ``winners``)."""
    if "winners" not in report:
        raise SystemExit("a report without per-game winners (made before the arena listed them)")
    return [entry in won for won in report["winners"]]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("a", type=Path)
    parser.add_argument("b", type=Path)
    parser.add_argument("--entry", type=int, default=0, help="the entry of --seats compared (default 0)")
    args = parser.parse_args(argv)
    a, b = (json.loads(path.read_text(encoding="utf-8")) for path in (args.a, args.b))
    if a["seed"] != b["seed"] or a["ruleset"] != b["ruleset"]:
        raise SystemExit("the runs must share --seed and --ruleset")
    wins_a, wins_b = wins_of(a, args.entry), wins_of(b, args.entry)
    games = min(len(wins_a), len(wins_b))
    pairs = list(zip(wins_a[:games], wins_b[:games], strict=True))
    only_a = sum(1 for x, y in pairs if x and not y)
    only_b = sum(1 for x, y in pairs if y and not x)
    both = sum(1 for x, y in pairs if x and y)
    print(f"games compared: {games} (seed {a['seed']}, entry {args.entry})")
    for name, wins in (("A", wins_a), ("B", wins_b)):
        won = sum(wins[:games])
        print(f"{name}: {won} wins, {100 * won / games:.1f} %")
    print(f"won by both: {both}; only by A: {only_a}; only by B: {only_b}")
    print(f"McNemar exact two-sided p = {mcnemar_exact(only_a, only_b):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
