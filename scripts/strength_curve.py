"""Expert's strength against its thinking time, on the pure and on the compiled engine (docs/ai.md).

    pip install -e ".[plot]"        # matplotlib, for the picture only
    python scripts/strength_curve.py [--samples 8,16,32,64] [--games 400] [--seed 2001] [--jobs 2]
        [--decisions 100] [--reports docs/curve] [--plot docs/expert-curve.png]

For each budget (``--samples`` determinizations for each of Expert's five candidates: 8 is 40
rollouts a decision, 64 is the level's 320), Expert plays three Greedy CPUs in the arena
(``scripts/variant_arena.py``'s variants, seats rotated) and its wins are counted.  A report
already in ``--reports`` (``expert_s<samples>.json``) is read instead of played again.

The two engines play the same games, action for action (CI compares them), so a budget wins the
same games on either; what the compiled engine changes is the time a decision takes.  That is
measured on the same decisions for both: the first ``--decisions`` of Expert (those with a choice)
in games 0, 1, ... of the arena's seed, each engine in a fresh process (``scripts/engine_bench.py``'s
two copies of the package), by the process's CPU time (what a decision takes on a core of its own,
whatever else the machine runs), written to ``timing.json`` beside the reports.  The script prints one row per
budget and draws win rate (95 % Wilson interval) against the median decision time, one line per
engine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_bench import lay_out, run
from variant_arena import register

from jackaroo.arena import run_arena

ROOT = Path(__file__).resolve().parent.parent
CANDIDATES = 5  # Expert's flat share: rollouts = samples * 5

TIMING_RUN = """
import json, sys, time
from jackaroo.ai.expert import ExpertPolicy
from jackaroo.ai.observation import observe
from jackaroo.ai.registry import make_policy
from jackaroo.arena import game_seed, policy_seed
from jackaroo.model.engine import engine
decisions, seed = int(sys.argv[1]), int(sys.argv[2])
budgets = [int(s) for s in sys.argv[3].split(",")]
from jackaroo.model.game import Game
times = {}
for samples in budgets:
    levels = ("expert", "greedy", "greedy", "greedy")
    spent = []
    g = 0
    while len(spent) < decisions:
        game = Game.new(seed=game_seed(seed, g), players=levels)
        policies = [make_policy(level, policy_seed(seed, g, i)) for i, level in enumerate(levels)]
        policies[0] = ExpertPolicy(policies[0].rng, samples=samples)
        while len(spent) < decisions and not game.is_over:
            seat = game.current_seat
            obs = observe(game, seat)
            start = time.process_time()
            action = policies[seat].choose(obs)
            if seat == 0 and len(obs.legal_actions()) > 1:
                spent.append(1000 * (time.process_time() - start))
            game.play(action)
        g += 1
    times[samples] = spent
print(json.dumps({"engine": engine(), "ms": times}))
"""


def arena_report(samples: int, args: argparse.Namespace) -> dict:
    """The arena's report of Expert with ``samples`` against three Greedy: read, or played and kept."""
    path = args.reports / f"expert_s{samples}.json"
    if path.is_file():
        return json.loads(path.read_text(encoding="utf-8"))
    name = register(f"expert_s{samples}=expert:samples={samples}")
    print(f"playing {args.games} games with {samples * CANDIDATES} rollouts a decision ...", flush=True)
    report = run_arena([name, "greedy", "greedy", "greedy"], args.games, args.seed, jobs=args.jobs)
    path.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return report


def timings(budgets: list[int], args: argparse.Namespace) -> dict[str, dict[str, list[float]]]:
    """Per engine, per budget: the decision times (ms) of the same decisions; read or measured."""
    path = args.reports / "timing.json"
    if path.is_file():
        kept = json.loads(path.read_text(encoding="utf-8"))
        if all(str(s) in kept[name] for name in ("pure", "compiled") for s in budgets):
            return kept
    measured: dict[str, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory(prefix="strength-curve-") as folder:
        pure, compiled = lay_out(Path(folder))
        for name, where in (("pure", pure), ("compiled", compiled)):
            print(f"timing {args.decisions} decisions a budget on the {name} engine ...", flush=True)
            out = run(
                where, "-c", TIMING_RUN, str(args.decisions), str(args.seed), ",".join(map(str, budgets))
            )
            measured[name] = json.loads(out)["ms"]
    path.write_text(json.dumps(measured) + "\n", encoding="utf-8")
    return measured


def plot(rows: list[dict], out: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7.5, 4.5), dpi=110)
    for engine, style in (("pure", "o--"), ("compiled", "s-")):
        xs = [row[f"{engine}_median_ms"] for row in rows]
        ys = [100 * row["win_rate"] for row in rows]
        err = [[100 * (row["win_rate"] - row["low"]) for row in rows],
               [100 * (row["high"] - row["win_rate"]) for row in rows]]  # fmt: skip
        label = "pure Python engine" if engine == "pure" else "compiled engine (mypyc)"
        ax.errorbar(xs, ys, yerr=err, fmt=style, capsize=3, label=label)
        for x, y, row in zip(xs, ys, rows, strict=True):
            ax.annotate(str(row["rollouts"]), (x, y), textcoords="offset points", xytext=(6, -12), fontsize=8)
    ax.axhline(25, color="grey", linewidth=0.8, linestyle=":")
    ax.axhline(55, color="tab:red", linewidth=0.8, linestyle=":")
    ax.axvline(100, color="grey", linewidth=0.8, linestyle="--")
    ax.text(0.01, 25.5, "four equals: 25 %", fontsize=8, color="grey", transform=ax.get_yaxis_transform())
    ax.text(0.01, 55.5, "target: 55 %", fontsize=8, color="tab:red", transform=ax.get_yaxis_transform())
    ax.text(101, 26.5, "Expert's budget: median 100 ms", fontsize=8, color="grey")
    ax.set_xscale("log")
    ax.set_xlabel("Expert's median decision time (CPU ms, log scale; labels: rollouts a decision)")
    ax.set_ylabel("Expert's wins against three Greedy (%)")
    ax.set_title("Expert: strength against thinking time")
    ax.legend(loc="lower center")
    ax.grid(True, which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(out)
    print(f"plot: {out}")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--samples", default="8,16,32,64", help="samples per candidate, comma-separated")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2001)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--decisions", type=int, default=100, help="Expert decisions timed per budget")
    parser.add_argument("--reports", type=Path, default=ROOT / "docs" / "curve")
    parser.add_argument("--plot", type=Path, default=None, help="write the picture here (needs matplotlib)")
    args = parser.parse_args()
    args.reports.mkdir(parents=True, exist_ok=True)
    budgets = [int(s) for s in args.samples.split(",")]
    times = timings(budgets, args)
    rows = []
    print("rollouts  games  wins  win rate (95 % Wilson)   compiled median / p90 ms   pure median / p90 ms")
    for samples in budgets:
        entry = arena_report(samples, args)["entries"][0]
        row = {"rollouts": samples * CANDIDATES, "games": entry["games"], "wins": entry["wins"],
               "win_rate": entry["win_rate"], "low": entry["ci95"][0], "high": entry["ci95"][1]}  # fmt: skip
        for engine in ("compiled", "pure"):
            spent = sorted(times[engine][str(samples)])
            row[f"{engine}_median_ms"] = statistics.median(spent)
            row[f"{engine}_p90_ms"] = spent[int(0.9 * (len(spent) - 1))]
        rows.append(row)
        print(f"{row['rollouts']:8d}  {row['games']:5d}  {row['wins']:4d}  {100 * row['win_rate']:5.1f} % "
              f"({100 * row['low']:.1f}-{100 * row['high']:.1f})"
              f"        {row['compiled_median_ms']:7.1f} / {row['compiled_p90_ms']:7.1f}"
              f"        {row['pure_median_ms']:7.1f} / {row['pure_p90_ms']:7.1f}")  # fmt: skip
    if args.plot is not None:
        plot(rows, args.plot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
