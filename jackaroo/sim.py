"""Headless simulator: Random CPUs play complete games (``python -m jackaroo.sim``).

``--ruleset classic`` plays the traditional rules (docs/rules-classic.md) with ``--players`` 2, 3 or
4 (default 4); the default ruleset always seats four.

Prints games per second, turns and rounds per game, wins by seat and per-game means of what
happened; ``--json`` prints one JSON object instead and ``--bench`` adds legal-action lists per
second and which engine ran (compiled or pure Python, :mod:`jackaroo.model.engine`); ``--per-game``
prints one JSON line per game instead (its seed, winner, turns, rounds and counters: the same for
both engines).  The same ``--seed`` gives the same figures (timings aside).  ``--check`` checks the engine
invariants during every game and exits with status 1 and the first violation on stderr.
``--jobs N`` plays the games on N processes (default: every CPU); each game has its own seed and
the results are merged in game order, so the figures do not depend on N (timings aside), and with
``--check`` the violation reported is the first in game order.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TypeVar

from tqdm import tqdm

from .ai.random_policy import RandomPolicy
from .ai.selfplay import COUNTERS, Step, play_out
from .model import invariants
from .model.actions import Action
from .model.engine import engine
from .model.events import (
    Event,
)
from .model.game import Game
from .model.players import RANDOM
from .model.rules import DEFAULT_RULESET, RULESETS
from .model.state import GameState
from .model.table import Table
from .parallel import default_jobs, ordered_map

#: the player counts some ruleset takes
PLAYER_COUNTS = sorted({n for rules in RULESETS.values() for n in rules.player_counts})

T = TypeVar("T")


@dataclass
class GameRecord:
    seed: int
    winner: int
    turns: int
    rounds: int
    counts: Counter[str] = field(default_factory=Counter)


class CheckFailed(Exception):
    """An engine invariant broke during a simulated game (``--check``); names the game and action."""


def play_random_game(
    seed: int,
    states: list[GameState] | None = None,
    ruleset: str = "guc",
    players: int = 4,
    *,
    check_every: int = 0,
) -> GameRecord:
    """One complete game of ``players`` Random CPUs (4 unless ``ruleset`` is classic); ``states``
    (if given) collects every decision state.

    ``check_every`` > 0 checks the engine invariants (:mod:`jackaroo.model.invariants`) at every
    ``check_every``-th action (1: every action): the position before, the action's events and the
    position after; at every :data:`COSTLY_EVERY`-th checked action also every legal action and the
    JSON round trip.  Raises :class:`CheckFailed` at the first violation.
    """
    master = random.Random(seed)
    game = Game.new(seed=master.randrange(2**32), players=(RANDOM,) * players, ruleset=ruleset)
    policies = [RandomPolicy(master.randrange(2**32)) for _ in range(4)]
    step: Step | None = None
    if states is not None or check_every:

        def checked(game: Game, action: Action, turns: int) -> Sequence[Event]:
            if states is not None:
                states.append(game.state)
            if not check_every or turns % check_every:
                return game.play(action)
            if turns % (check_every * COSTLY_EVERY) == 0:
                _checked(game, seed, turns, invariants.check_legal_actions, game)
                _checked(game, seed, turns, invariants.check_round_trip, game)
            if check_every > 1 or turns == 0:  # else the previous action's check saw this position
                _checked(game, seed, turns, invariants.check_state, game)
            return _checked(game, seed, turns, invariants.check_action, game, action)

        step = checked
    turns, counts = play_out(game, policies, step)
    assert game.winner is not None
    return GameRecord(seed, game.winner, turns, game.state.round, counts)


def _play(seed: int, ruleset: str, players: int, check_every: int) -> GameRecord | CheckFailed:
    """One game of :func:`main` (run in a worker process): its record, or the check that failed."""
    try:
        return play_random_game(seed, ruleset=ruleset, players=players, check_every=check_every)
    except CheckFailed as failure:
        return failure


def _checked(game: Game, seed: int, turn: int, check: Callable[..., T], *args: object) -> T:
    """Run one check; any failure (an invariant, or an exception from the engine) becomes CheckFailed."""
    try:
        return check(*args)
    except Exception as error:
        raise CheckFailed(
            f"game seed {seed}, action {turn} (round {game.state.round}, seat {game.current_seat}): "
            f"{check.__name__}: {type(error).__name__}: {error}"
        ) from error


#: with --check, the costly checks (every legal action, the JSON round trip) run at every this many
#: checked actions
COSTLY_EVERY = 50


def game_seeds(games: int, seed: int) -> Iterator[int]:
    master = random.Random(seed)
    for _ in range(games):
        yield master.randrange(2**63)


def _percentile(values: Sequence[int], q: float) -> float:
    ordered = sorted(values)
    return (
        float(statistics.quantiles(ordered, n=100, method="inclusive")[int(q) - 1])
        if len(ordered) > 1
        else float(ordered[0])
    )


def summarise(records: Sequence[GameRecord], seconds: float) -> dict[str, object]:
    """The simulator's report (the ``--json`` object)."""
    n = len(records)
    turns = [r.turns for r in records]
    wins = [0] * 4
    for r in records:
        wins[r.winner] += 1
    totals: Counter[str] = Counter()
    for r in records:
        totals.update(r.counts)
    return {
        "games": n,
        "seconds": round(seconds, 3),
        "games_per_second": round(n / seconds, 2) if seconds > 0 else None,
        "turns_mean": round(statistics.fmean(turns), 2),
        "turns_median": statistics.median(turns),
        "turns_p10": _percentile(turns, 10),
        "turns_p90": _percentile(turns, 90),
        "rounds_mean": round(statistics.fmean(r.rounds for r in records), 2),
        "wins_by_seat": wins,
        "per_game": {name: round(totals[name] / n, 3) for name in COUNTERS},
    }


def bench_legal_actions(
    seed: int, games: int = 20, repeat: int = 3, ruleset: str = "guc", players: int = 4
) -> dict[str, float]:
    """Legal-action lists per second over every decision state of ``games`` random games (the best of
    ``repeat`` passes, timed as :mod:`timeit` times: with the cycle collector paused, which would
    otherwise traverse the thousands of tables kept for the measurement at every full collection)."""
    states: list[GameState] = []
    for s in game_seeds(games, seed):
        play_random_game(s, states, ruleset, players)
    rules = Game.new(seed=0, ruleset=ruleset, players=(RANDOM,) * players).rules
    tables = [Table(state) for state in states]
    best = best_cpu = float("inf")
    for _ in range(repeat):
        for table in tables:
            table.memo = {}  # time the computation, not the table's memo
        collecting = gc.isenabled()
        gc.disable()
        try:
            start, start_cpu = time.perf_counter(), time.process_time()
            for table in tables:
                rules.legal_actions(table)
            best = min(best, time.perf_counter() - start)
            best_cpu = min(best_cpu, time.process_time() - start_cpu)
        finally:
            if collecting:
                gc.enable()
    return {
        "states": len(states),
        "legal_lists_per_second": round(len(states) / best),
        "legal_lists_per_cpu_second": round(len(states) / max(best_cpu, 1e-9)),
    }


def _parser() -> argparse.ArgumentParser:
    """The simulator's command line."""
    parser = argparse.ArgumentParser(prog="python -m jackaroo.sim", description=__doc__)
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--bench", action="store_true", help="also time legal-action lists and name the engine that ran"
    )
    parser.add_argument(
        "--per-game", action="store_true", help="print one JSON line per game (no timings) instead"
    )
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    parser.add_argument(
        "--check",
        action="store_true",
        help="check the engine invariants after every action; exit 1 at the first violation",
    )
    parser.add_argument(
        "--check-every",
        type=int,
        default=1,
        metavar="N",
        help="with --check, check at every Nth action only (default 1: every action); every legal "
        f"action and the JSON round trip are tried at every {COSTLY_EVERY}th checked action",
    )
    parser.add_argument(
        "--ruleset", choices=sorted(RULESETS), default=DEFAULT_RULESET, help="rules (default guc)"
    )
    parser.add_argument(
        "--players", type=int, choices=PLAYER_COUNTS, default=4, help="players, classic only (default 4)"
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=default_jobs(),
        metavar="N",
        help="processes playing the games (default: the number of CPUs); the results do not depend on it",
    )
    return parser


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    """The parsed arguments; exits with the parser's message when they do not go together."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.check_every < 1:
        parser.error("--check-every must be at least 1")
    if args.check and args.ruleset != DEFAULT_RULESET:
        parser.error("--check needs the default ruleset")
    if args.players not in RULESETS[args.ruleset].player_counts:
        takes = " or ".join(
            name for name, rules in sorted(RULESETS.items()) if args.players in rules.player_counts
        )
        parser.error(f"--players {args.players} needs --ruleset {takes}")
    if args.per_game:
        args.no_progress = True
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    check_every = args.check_every if args.check else 0
    records: list[GameRecord] = []
    start, start_cpu = time.perf_counter(), time.process_time()
    play = partial(_play, ruleset=args.ruleset, players=args.players, check_every=check_every)
    results = ordered_map(play, list(game_seeds(args.games, args.seed)), args.jobs)
    bar = tqdm(results, total=args.games, unit="game", file=sys.stderr, disable=args.no_progress)
    for record in bar:
        if isinstance(record, CheckFailed):
            bar.close()
            results.close()
            print(f"invariant violated: {record}", file=sys.stderr)
            return 1
        records.append(record)
        if args.per_game:
            print(json.dumps(per_game(record)))
    seconds = time.perf_counter() - start
    cpu_seconds = time.process_time() - start_cpu  # this process's alone: meaningful with --jobs 1
    if args.per_game:
        return 0
    report = summarise(records, seconds)
    if args.bench:
        report["bench"] = bench_legal_actions(args.seed, ruleset=args.ruleset, players=args.players)
        if args.jobs == 1:  # CPU time: what the machine's other work does not change
            report["bench"]["games_per_cpu_second"] = round(len(records) / max(cpu_seconds, 1e-9), 2)
        report["engine"] = engine()
    if args.json:
        print(json.dumps(report))
    else:
        print(format_report(report))
    return 0


def per_game(record: GameRecord) -> dict[str, object]:
    """One game's line of ``--per-game``: seed, winner, turns, rounds and the counters in order."""
    counts = {name: record.counts[name] for name in COUNTERS}
    return {
        "seed": record.seed,
        "winner": record.winner,
        "turns": record.turns,
        "rounds": record.rounds,
        "counts": counts,
    }


def format_report(report: dict[str, object]) -> str:
    lines = [
        f"games               {report['games']} in {report['seconds']} s "
        f"({report['games_per_second']} games/s)",
        f"turns per game      mean {report['turns_mean']}  median {report['turns_median']}  "
        f"p10 {report['turns_p10']}  p90 {report['turns_p90']}",
        f"rounds per game     mean {report['rounds_mean']}",
        f"wins by seat        {report['wins_by_seat']}",
        "per game (mean)",
    ]
    per_game = report["per_game"]
    assert isinstance(per_game, dict)
    lines.extend(f"  {name:<17} {value}" for name, value in per_game.items())
    bench = report.get("bench")
    if isinstance(bench, dict):
        lines.append(
            f"legal-action lists  {bench['legal_lists_per_second']} per second ({bench['states']} states)"
        )
        lines.append(f"engine              {report['engine']}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
