"""Arena: four CPU levels play complete games against each other (``python -m jackaroo.arena``).

``--seats expert,random,random,random`` names the four policies (levels of
:data:`jackaroo.ai.registry.LEVELS`).  Seats rotate: game ``g`` uses rotation ``r = g % 4`` and the
policy of ``--seats`` entry ``i`` sits at seat ``(i + r) % 4``, so with a multiple of 4 games every
entry plays every seat equally often.  Reports wins, win rate and 95 % Wilson score interval per entry
and per level, decision times per level (median, p90, p99 in ms), games per second and mean turns per
game; ``--json`` prints one JSON object instead, whose ``winners`` lists each game's winning entries
(indices into ``--seats``, in game order) so that two runs on the same ``--seed`` can be compared
game by game (``scripts/compare_runs.py``).  The same ``--seed`` gives the same wins (timings
aside): game ``g`` is dealt from a seed derived from (``--seed``, ``g``) and entry ``i``'s policy
gets its own generator seeded with ``f"{seed}:{g}:{i}"``.  ``--jobs N`` plays the games on N
processes (default: every CPU) and merges them in game order, so the report does not depend on N
(timings aside).
``--ruleset classic`` plays the traditional rules (docs/rules-classic.md): with four ``--seats``
partners sit opposite (entries i and i + 2 stay partners through the rotation) and both are
credited a win; two or three ``--seats`` seat two or three players, each alone (at seats 0 and 2,
or 0-2), rotating over those places the same way with ``g % 2`` or ``g % 3``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tqdm import tqdm

from .ai import registry, strength
from .ai.observation import observe
from .model.game import Game
from .model.players import EMPTY_SEAT
from .model.rules import DEFAULT_RULESET, RULESETS
from .parallel import default_jobs, ordered_map

SEATS = 4


def wilson_interval(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials (z = 1.96: 95 %).

    With no trials nothing is known: (0.0, 1.0).  The bounds are clamped to [0, 1] and are exact at
    the ends (0 wins: lower bound 0.0; ``n`` wins: upper bound 1.0).
    """
    if n < 0 or not 0 <= wins <= n:
        raise ValueError(f"need 0 <= wins <= n, got wins={wins}, n={n}")
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    lo = 0.0 if wins == 0 else max(0.0, centre - half)
    hi = 1.0 if wins == n else min(1.0, centre + half)
    return (lo, hi)


def seating(game_index: int, n: int = SEATS) -> tuple[int, ...]:
    """The ``--seats`` entry at each of the ``n`` places in game ``game_index``: entry i sits at
    place (i + g % n) % n (with four players the places are the seats)."""
    r = game_index % n
    return tuple((place - r) % n for place in range(n))


def game_seed(seed: int, game_index: int) -> int:
    """The deal seed of game ``game_index`` of an arena run with master ``seed``."""
    return random.Random(f"arena:{seed}:{game_index}").randrange(2**32)


def policy_seed(seed: int, game_index: int, entry: int) -> str:
    """The seed of entry ``entry``'s policy generator in game ``game_index``."""
    return f"{seed}:{game_index}:{entry}"


def _quantile(ordered: Sequence[float], q: float) -> float:
    """Linear-interpolation quantile (numpy's default) of a sorted, non-empty sequence."""
    pos = (len(ordered) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def _rate(wins: int, games: int) -> dict[str, Any]:
    lo, hi = wilson_interval(wins, games)
    return {
        "wins": wins,
        "games": games,
        "win_rate": round(wins / games, 4) if games else None,
        "ci95": [round(lo, 4), round(hi, 4)],
    }


def check_levels(levels: Sequence[str], ruleset: str = DEFAULT_RULESET) -> list[str]:
    """Error messages for ``levels`` (empty if they name known levels, as many as ``ruleset`` seats:
    four in the default game, 2, 3 or 4 in the classic one)."""
    problems = []
    counts = RULESETS[ruleset].player_counts if ruleset in RULESETS else (SEATS,)
    if len(levels) not in counts:
        need = " or ".join(map(str, counts))
        problems.append(f"need exactly {need} seats, got {len(levels)}")
    unknown = sorted({level for level in levels if level not in registry.LEVELS})
    if unknown:
        problems.append(
            f"unknown level(s) {', '.join(map(repr, unknown))}; known: {', '.join(registry.LEVELS)}"
        )
    return problems


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """One arena game: ``order[i]`` is the entry playing the game's i-th player (its seat is the
    i-th occupied seat), ``winners`` the entries credited a win (both partners of a team),
    ``turns`` the actions played and ``times[e]`` entry e's decision times in seconds."""

    order: tuple[int, ...]
    winners: tuple[int, ...]
    turns: int
    times: tuple[tuple[float, ...], ...]


def play_game(
    levels: Sequence[str], seed: int, game_index: int, ruleset: str = DEFAULT_RULESET
) -> GameOutcome:
    """Game ``game_index`` of an arena run with master ``seed`` (a function of its arguments only, so
    it may run in any process)."""
    n = len(levels)
    order = seating(game_index, n)
    game = Game.new(
        seed=game_seed(seed, game_index), players=tuple(levels[e] for e in order), ruleset=ruleset
    )
    occupied = [p for p in range(SEATS) if game.state.players[p] != EMPTY_SEAT]
    entry_at = dict(zip(occupied, order, strict=True))  # seat -> entry
    policies = {e: registry.make_policy(levels[e], policy_seed(seed, game_index, e)) for e in range(n)}
    times: list[list[float]] = [[] for _ in range(n)]
    clock = time.perf_counter
    turns = 0
    while not game.is_over:
        seat = game.current_seat
        e = entry_at[seat]
        obs = observe(game, seat)
        t0 = clock()
        action = policies[e].choose(obs)
        times[e].append(clock() - t0)
        game.play(action)
        turns += 1
    assert game.winner is not None
    classic = game.state.classic
    winners = tuple(entry_at[w] for w in (classic.team_of(game.winner) if classic else (game.winner,)))
    return GameOutcome(order, winners, turns, tuple(map(tuple, times)))


def _play_task(task: tuple[tuple[str, ...], int, int, str]) -> GameOutcome:
    return play_game(*task)


def run_arena(
    levels: Sequence[str],
    games: int,
    seed: int,
    progress: bool = False,
    ruleset: str = DEFAULT_RULESET,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play ``games`` complete games between the ``levels`` (rotating seats); the report.

    ``ruleset`` names the rules (``guc`` or ``classic``; in a classic game both partners win, and
    2 or 3 levels seat 2 or 3 players).  ``jobs`` processes play the games (1: this process); the
    report does not depend on it, timings aside.

    ValueError for levels the ruleset cannot seat, unknown levels, fewer than one game or one job.
    The report is the ``--json`` object: see the module docstring and docs/ai.md.  Each entry also
    carries ``seat_games``: how many games it played at each place of the rotation (with four
    players, each seat), and ``winners`` each game's winning entries, in game order.
    """
    levels = list(levels)
    problems = check_levels(levels, ruleset)
    if games < 1:
        problems.append("need at least one game")
    if jobs < 1:
        problems.append("need at least one job")
    if problems:
        raise ValueError("; ".join(problems))

    n = len(levels)
    entry_wins = [0] * n
    entry_seats = [[0] * n for _ in range(n)]
    times: dict[str, list[float]] = {level: [] for level in levels}
    total_turns = 0
    winners: list[list[int]] = []
    clock = time.perf_counter
    tasks = [(tuple(levels), seed, g, ruleset) for g in range(games)]
    start = clock()
    results = ordered_map(_play_task, tasks, jobs)
    bar = tqdm(results, total=games, unit="game", file=sys.stderr, disable=not progress)
    for outcome in bar:
        for place, e in enumerate(outcome.order):
            entry_seats[e][place] += 1
        for e in outcome.winners:
            entry_wins[e] += 1
        winners.append(sorted(outcome.winners))
        for e, spent in enumerate(outcome.times):
            times[levels[e]].extend(spent)
        total_turns += outcome.turns
        if progress:
            bar.set_postfix_str("wins " + "/".join(map(str, entry_wins)), refresh=False)
    seconds = clock() - start
    bar.close()

    entries = []
    for e, level in enumerate(levels):
        entry = {"level": level, **_rate(entry_wins[e], games)}
        entry["seat_games"] = entry_seats[e]
        entries.append(entry)
    return {
        "games": games,
        "ruleset": ruleset,
        "seed": seed,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "seats": levels,
        "entries": entries,
        "levels": _level_rows(levels, entry_wins, times, games),
        "turns_mean": round(total_turns / games, 2),
        "winners": winners,
    }


def _level_rows(
    levels: Sequence[str], entry_wins: Sequence[int], times: dict[str, list[float]], games: int
) -> dict[str, dict[str, Any]]:
    """The report's ``levels``: each level's entries pooled (wins, rate, interval) and the
    quantiles of its decision times in ms."""
    rows: dict[str, dict[str, Any]] = {}
    for level in dict.fromkeys(levels):
        mine = [e for e, other in enumerate(levels) if other == level]
        ordered = sorted(times[level])
        rows[level] = {
            **_rate(sum(entry_wins[e] for e in mine), games * len(mine)),
            "decisions": len(ordered),
            "decision_ms": {
                name: round(_quantile(ordered, q) * 1000, 4) if ordered else None
                for name, q in (("median", 0.5), ("p90", 0.9), ("p99", 0.99))
            },
        }
    return rows


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:5.1f} %"


def _ci(ci: Sequence[float]) -> str:
    return f"[{_pct(ci[0])}, {_pct(ci[1])}]"


def format_report(report: dict[str, Any]) -> str:
    """The text report: a header and two tables (per ``--seats`` entry, per level)."""
    games, n = report["games"], len(report["seats"])
    k = games // n
    rotation = (
        f"each entry plays every seat {k} time{'s' * (k != 1)}"
        if games % n == 0
        else f"games not a multiple of {n}: seats are uneven"
    )
    lines = [
        f"games     {games} in {report['seconds']} s ({report['games_per_second']} games/s), "
        f"seed {report['seed']}",
        f"turns     mean {report['turns_mean']} per game",
        f"seats     {', '.join(report['seats'])} (rotated: {rotation})",
        "",
        f"{'entry':<6}{'level':<12}{'wins':>6}{'games':>7}{'win rate':>10}  95 % CI",
    ]
    for i, entry in enumerate(report["entries"], 1):
        lines.append(
            f"{i:<6}{entry['level']:<12}{entry['wins']:>6}{entry['games']:>7}{_pct(entry['win_rate']):>10}"
            f"  {_ci(entry['ci95'])}"
        )
    lines += [
        "",
        f"{'level':<12}{'wins':>6}{'games':>7}{'win rate':>10}  {'95 % CI':<20}"
        f"{'decisions':>10}{'median ms':>11}{'p90 ms':>9}{'p99 ms':>9}",
    ]
    for level, row in report["levels"].items():
        ms = row["decision_ms"]
        cells = "".join(
            f"{'-' if v is None else f'{v:.3f}':>{w}}" for v, w in zip(ms.values(), (11, 9, 9), strict=True)
        )
        lines.append(
            f"{level:<12}{row['wins']:>6}{row['games']:>7}{_pct(row['win_rate']):>10}  "
            f"{_ci(row['ci95']):<20}{row['decisions']:>10}{cells}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m jackaroo.arena",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--seats",
        required=True,
        help="four comma-separated level names, e.g. expert,random,random,random (classic: 2-4) "
        f"(known: {', '.join(registry.LEVELS)})",
    )
    parser.add_argument("--games", type=int, default=400, help="games to play, a multiple of 4 (default 400)")
    parser.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    parser.add_argument(
        "--ruleset", choices=sorted(RULESETS), default=DEFAULT_RULESET, help="rules (default guc)"
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=default_jobs(),
        metavar="N",
        help="processes playing the games (default: the number of CPUs); the results do not depend on it",
    )
    parser.add_argument(
        "--save-strength",
        action="store_true",
        help="keep the first entry's result as its level's measured strength (jackaroo/ai/strength.json "
        "and the table in docs/ai.md), shown by the start dialog",
    )
    args = parser.parse_args(argv)
    levels = [name.strip() for name in args.seats.split(",")]
    problems = check_levels(levels, args.ruleset)
    if problems:
        parser.error("--seats: " + "; ".join(problems))
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.games % len(levels):
        print(
            f"warning: --games {args.games} is not a multiple of {len(levels)}: the entries do not play "
            "every seat equally often",
            file=sys.stderr,
        )
    report = run_arena(
        levels,
        args.games,
        args.seed,
        progress=not args.no_progress,
        ruleset=args.ruleset,
        jobs=args.jobs,
    )
    print(json.dumps(report) if args.json else format_report(report))
    if args.save_strength:
        shown = [a for a in (argv if argv is not None else sys.argv[1:]) if a != "--save-strength"]
        command = " ".join(["python -m jackaroo.arena", *shown])
        docs = Path(__file__).resolve().parent.parent / "docs" / "ai.md"
        strength.save(strength.from_report(report, command), docs=docs if docs.is_file() else None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
