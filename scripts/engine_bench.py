"""The compiled engine against the pure one, side by side on the same seeds (docs/performance.md).

    python scripts/engine_bench.py [--games 1000] [--seed 1] [--rounds 3] [--expert 0]

Lays out two copies of the package in a temporary folder: ``pure/`` (the ``.py`` sources only) and
``compiled/`` (the same sources with the mypyc extensions: those of this checkout if it is compiled
in place, else built there with ``JACKAROO_MYPYC=1 setup.py build_ext``).  Each measurement runs in
a fresh process of this Python on one core, the two engines alternating ``--rounds`` times:

- random games a second: ``python -m jackaroo.sim --games N --seed S --bench --jobs 1``, by the
  wall clock and by the process's CPU time (which other work on the machine changes far less);
- legal-action lists a second: the same run's ``--bench`` figures (every decision state of 20
  games, best of three passes);
- Expert decisions a second (``--expert K``: K decisions of Expert against three Greedy, game 0 of
  the arena's ``--seed``), if asked.

It prints each run, the best of each engine and their ratio, and checks that the simulator's
per-game JSON (``--per-game``) is identical for the two engines.  Exit status 1 if it is not.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXTENSIONS = (".so", ".pyd")

EXPERT_RUN = """
import json, sys, time
from jackaroo.ai.observation import observe
from jackaroo.ai.registry import make_policy
from jackaroo.arena import game_seed, policy_seed
from jackaroo.model.game import Game
decisions, seed = int(sys.argv[1]), int(sys.argv[2])
levels = ("expert", "greedy", "greedy", "greedy")
game = Game.new(seed=game_seed(seed, 0), players=levels)
policies = [make_policy(level, policy_seed(seed, 0, i)) for i, level in enumerate(levels)]
spent, made, actions = 0.0, 0, []
while made < decisions and not game.is_over:
    seat = game.current_seat
    obs = observe(game, seat)
    start = time.perf_counter()
    action = policies[seat].choose(obs)
    if seat == 0:
        spent += time.perf_counter() - start
        made += 1
    actions.append(str(action))
    game.play(action)
print(json.dumps({"decisions": made, "seconds": spent, "actions": actions}))
"""


def sources(target: Path) -> None:
    """Copy the package's sources (no extensions, no caches) and ``data/`` into ``target``."""
    ignore = shutil.ignore_patterns("__pycache__", *(f"*{ext}" for ext in EXTENSIONS))
    shutil.copytree(ROOT / "jackaroo", target / "jackaroo", ignore=ignore)
    shutil.copytree(ROOT / "data", target / "data")


def compiled_files() -> list[Path]:
    return [path for ext in EXTENSIONS for path in (ROOT / "jackaroo").rglob(f"*{ext}")]


def lay_out(work: Path) -> tuple[Path, Path]:
    """``(pure, compiled)``: the two copies of the package."""
    pure, compiled = work / "pure", work / "compiled"
    sources(pure)
    sources(compiled)
    built = compiled_files()
    if built:
        print(f"compiled engine: the {len(built)} extensions of this checkout")
        for path in built:
            shutil.copy2(path, compiled / path.relative_to(ROOT))
    else:
        print("compiled engine: building it (JACKAROO_MYPYC=1 setup.py build_ext) ...", flush=True)
        env = dict(os.environ, JACKAROO_MYPYC="1")
        subprocess.run(
            [sys.executable, "setup.py", "-q", "build_ext", "--build-lib", str(compiled), "--build-temp",
             str(work / "build")],
            cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL,
        )  # fmt: skip
    return pure, compiled


def run(where: Path, *args: str) -> str:
    """Run ``python *args`` with ``where`` first on the path (outside the checkout); its stdout."""
    env = dict(os.environ, PYTHONPATH=str(where))
    done = subprocess.run(
        [sys.executable, *args], cwd=where, env=env, check=True, capture_output=True, text=True
    )
    return done.stdout


def engine_of(where: Path) -> str:
    return run(where, "-c", "from jackaroo.model.engine import engine; print(engine())").strip()


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=1000, help="random games a run (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each engine, alternating (default 3)")
    parser.add_argument("--expert", type=int, default=0, metavar="K", help="also time K Expert decisions")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="engine-bench-") as folder:
        pure, compiled = lay_out(Path(folder))
        builds = {"pure": pure, "compiled": compiled}
        for name, where in builds.items():
            print(f"{name:9s} {engine_of(where)}")
        sim = ["-m", "jackaroo.sim", "--games", str(args.games), "--seed", str(args.seed)]
        same = {name: run(where, *sim[:3], "100", *sim[4:], "--per-game", "--jobs", "1")
                for name, where in builds.items()}  # fmt: skip
        identical = same["pure"] == same["compiled"]
        print(f"per-game JSON of 100 games, seed {args.seed}: {'identical' if identical else 'DIFFERENT'}")
        best: dict[str, dict[str, float]] = {name: {} for name in builds}
        for round_ in range(args.rounds):
            for name, where in builds.items():
                report = json.loads(run(where, *sim, "--bench", "--json", "--no-progress", "--jobs", "1"))
                bench = report["bench"]
                figures = {
                    "games/s": report["games_per_second"],
                    "games/cpu-s": bench["games_per_cpu_second"],
                    "lists/s": bench["legal_lists_per_second"],
                    "lists/cpu-s": bench["legal_lists_per_cpu_second"],
                }
                if args.expert:
                    expert = json.loads(run(where, "-c", EXPERT_RUN, str(args.expert), str(args.seed)))
                    figures["expert decisions/s"] = round(expert["decisions"] / expert["seconds"], 2)
                shown = "  ".join(f"{key} {value:,.1f}" for key, value in figures.items())
                print(f"round {round_ + 1} {name:9s} {shown}", flush=True)
                for key, value in figures.items():
                    best[name][key] = max(best[name].get(key, 0.0), value)
        print(f"best of {args.rounds} ({time.strftime('%Y-%m-%d %H:%M')}, load {os.getloadavg()[0]:.1f}):")
        for key in best["pure"]:
            ratio = best["compiled"][key] / best["pure"][key]
            print(f"  {key:20s} pure {best['pure'][key]:>10,.1f}  compiled {best['compiled'][key]:>10,.1f}"
                  f"  ratio {ratio:.2f}x")  # fmt: skip
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
