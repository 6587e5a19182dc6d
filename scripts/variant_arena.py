"""An arena run with CPU variants registered beside the levels (docs/ai.md, what was tried).

    python scripts/variant_arena.py --variant expert64=expert:samples=64 \\
        --seats expert64,greedy,greedy,greedy --games 200 --seed 2001 --jobs 2

``--variant NAME=LEVEL:key=value,...`` registers ``NAME`` as ``LEVEL`` (expert or master) built
with those keyword arguments (integers: ``samples``, ``width``, ``horizon``, ``halving``;
``seconds`` a float; ``model_opponents`` 0 or 1, passed as a bool, as the compiled engine
insists); the rest of the arguments are those of ``python -m jackaroo.arena`` (``--json`` is
implied).  The variants are registered before the arena's processes start, so its workers (forked)
see them.  Prints the arena's JSON report.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from functools import partial

from jackaroo.ai import registry
from jackaroo.ai.expert import ExpertPolicy, MasterPolicy
from jackaroo.arena import run_arena

BASES = {"expert": ExpertPolicy, "master": MasterPolicy}
#: the options that are on (1) or off (0)
FLAGS = ("model_opponents",)


def register(spec: str) -> str:
    """Register ``NAME=LEVEL:key=value,...``; returns NAME."""
    name, _, rest = spec.partition("=")
    level, _, options = rest.partition(":")
    kwargs: dict[str, float | int] = {}
    for item in filter(None, options.split(",")):
        key, _, value = item.partition("=")
        kwargs[key] = float(value) if key == "seconds" else bool(int(value)) if key in FLAGS else int(value)

    def make(rng: random.Random, base: type = BASES[level], options: dict = kwargs) -> object:
        return base(rng, **options)

    registry.LEVELS[name] = partial(make)  # type: ignore[assignment]
    return name


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=LEVEL:key=value,...")
    parser.add_argument("--seats", required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--ruleset", default="guc")
    args = parser.parse_args()
    for spec in args.variant:
        register(spec)
    report = run_arena(args.seats.split(","), args.games, args.seed, ruleset=args.ruleset, jobs=args.jobs)
    report["variants"] = args.variant
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
