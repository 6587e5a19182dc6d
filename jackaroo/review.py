"""Review a recorded game (``python -m jackaroo.review RECORD --seat 0``): each decision of one seat
with the estimated win chance of the action taken and of Expert's choice, mistakes marked
(:mod:`jackaroo.ai.review`).  ``--json`` prints one JSON object.  Reproducible from ``--seed``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

from .ai.review import MISTAKE, ROLLOUTS, review
from .model.errors import JackarooError
from .model.record import GameRecord


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m jackaroo.review", description=__doc__)
    parser.add_argument("record", type=Path, help="a game record (Game > Save record…)")
    parser.add_argument("--seat", type=int, default=0, help="the seat whose decisions are judged (default 0)")
    parser.add_argument("--rollouts", type=int, default=ROLLOUTS, help=f"per action (default {ROLLOUTS})")
    parser.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        record = GameRecord.from_json(args.record.read_text(encoding="utf-8"))
        judgements = review(record, args.seat, rollouts=args.rollouts, seed=args.seed)
    except (OSError, JackarooError) as error:
        print(f"cannot review {args.record}: {error}", file=sys.stderr)
        return 1
    mistakes = [j for j in judgements if j.mistake]
    if args.json:
        result = {
            "seat": args.seat,
            "rollouts": args.rollouts,
            "seed": args.seed,
            "decisions": len(judgements),
            "mistakes": len(mistakes),
            "judgements": [asdict(j) | {"mistake": j.mistake} for j in judgements],
        }
        print(json.dumps(result))
        return 0
    for j in judgements:
        mark = "MISTAKE" if j.mistake else ""
        print(
            f"{j.index:4d}  {j.taken:<22} {j.taken_chance:6.1%}   best {j.best:<22} {j.best_chance:6.1%}"
            f"  ±{j.error:5.1%}  {mark}"
        )
    print(
        f"{len(judgements)} decisions, {len(mistakes)} mistakes (Expert's choice at least "
        f"{MISTAKE:.0%} and two standard errors more likely to win; {args.rollouts} rollouts each)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
