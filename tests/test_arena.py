"""The arena (``python -m jackaroo.arena``): Wilson intervals, seat rotation, determinism, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from support.scripts import load_script

from jackaroo import arena
from jackaroo.ai import registry
from jackaroo.ai.observation import Observation
from jackaroo.ai.policy import Policy
from jackaroo.arena import run_arena, seating, wilson_interval

ROOT = Path(__file__).resolve().parent.parent
KEYS = {"games", "seconds", "seats", "entries", "levels", "turns_mean"}
ENTRY_KEYS = {"level", "wins", "games", "win_rate", "ci95"}
LEVEL_KEYS = {"wins", "games", "win_rate", "ci95", "decision_ms", "decisions"}


# -- Wilson score interval --------------------------------------------------------------------------
def test_wilson_with_no_trials_is_the_whole_unit_interval() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_wilson_known_values() -> None:
    assert wilson_interval(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert wilson_interval(2, 8) == pytest.approx((0.0715, 0.5907), abs=1e-4)
    assert wilson_interval(1, 10) == pytest.approx((0.0179, 0.4042), abs=1e-4)


def test_wilson_is_exact_at_the_ends() -> None:
    lo, hi = wilson_interval(100, 100)
    assert hi == 1.0 and lo == pytest.approx(0.9630, abs=1e-4)
    lo, hi = wilson_interval(0, 100)
    assert lo == 0.0 and hi == pytest.approx(0.0370, abs=1e-4)


def test_wilson_is_symmetric_and_narrows_with_more_games() -> None:
    lo, hi = wilson_interval(30, 100)
    lo2, hi2 = wilson_interval(70, 100)
    assert (lo, hi) == pytest.approx((1 - hi2, 1 - lo2))
    wide, narrow = wilson_interval(10, 40), wilson_interval(100, 400)
    assert narrow[1] - narrow[0] < wide[1] - wide[0]
    assert wilson_interval(50, 100, z=2.576)[0] < wilson_interval(50, 100)[0]


def test_wilson_refuses_impossible_counts() -> None:
    with pytest.raises(ValueError):
        wilson_interval(5, 4)
    with pytest.raises(ValueError):
        wilson_interval(-1, 4)


# -- seating and run_arena --------------------------------------------------------------------------
def test_seating_rotates_every_entry_through_every_seat() -> None:
    assert seating(0) == (0, 1, 2, 3)
    assert seating(1) == (3, 0, 1, 2)  # entry 0 sits at seat 1
    for entry in range(4):
        assert sorted(seating(g).index(entry) for g in range(4)) == [0, 1, 2, 3]
        assert all(seating(g).index(entry) == (entry + g % 4) % 4 for g in range(8))


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    return run_arena(["random"] * 4, games=4, seed=3)


def test_report_counts_every_game_once(report: dict[str, Any]) -> None:
    assert set(report) >= KEYS
    assert report["games"] == 4 and report["seats"] == ["random"] * 4
    entries = report["entries"]
    assert len(entries) == 4
    assert all(set(e) >= ENTRY_KEYS and e["games"] == 4 and e["level"] == "random" for e in entries)
    assert sum(e["wins"] for e in entries) == 4
    assert [e["seat_games"] for e in entries] == [[1, 1, 1, 1]] * 4
    for e in entries:
        assert e["win_rate"] == e["wins"] / 4
        assert e["ci95"] == pytest.approx(wilson_interval(e["wins"], 4), abs=1e-4)
    assert report["turns_mean"] > 0 and report["seconds"] > 0
    winners = report["winners"]  # game by game, in game order: the entries' wins add up
    assert len(winners) == 4 and all(len(w) == 1 for w in winners)
    assert [sum(e in w for w in winners) for e in range(4)] == [e["wins"] for e in entries]


def test_levels_aggregate_the_entries_of_a_level(report: dict[str, Any]) -> None:
    assert set(report["levels"]) == {"random"}
    row = report["levels"]["random"]
    assert set(row) >= LEVEL_KEYS
    assert (row["wins"], row["games"], row["win_rate"]) == (4, 16, 0.25)
    assert row["decisions"] == pytest.approx(4 * report["turns_mean"], abs=0.05)
    ms = row["decision_ms"]
    assert set(ms) == {"median", "p90", "p99"}
    assert 0 <= ms["median"] <= ms["p90"] <= ms["p99"]


def test_same_seed_same_games_other_seed_other_games(report: dict[str, Any]) -> None:
    def outcome(r: dict[str, Any]) -> Any:
        return [e["wins"] for e in r["entries"]], r["turns_mean"], r["levels"]["random"]["decisions"]

    assert outcome(run_arena(["random"] * 4, games=4, seed=3)) == outcome(report)
    assert outcome(run_arena(["random"] * 4, games=4, seed=4)) != outcome(report)


class _Spy:
    """A random policy that records (game, entry, seat) for every decision it is asked for."""

    def __init__(self, inner: Policy, game: int, entry: int, log: set[tuple[int, int, int]]) -> None:
        self.name, self.inner, self.game, self.entry, self.log = inner.name, inner, game, entry, log

    def choose(self, obs: Observation) -> Any:
        self.log.add((self.game, self.entry, obs.seat))
        return self.inner.choose(obs)


def test_each_entry_really_plays_at_its_rotated_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    log: set[tuple[int, int, int]] = set()
    real = registry.make_policy

    def spy(level: str, seed: Any) -> Policy:
        _, g, i = map(int, str(seed).split(":"))
        return _Spy(real(level, seed), g, i, log)

    monkeypatch.setattr(registry, "make_policy", spy)
    run_arena(["random"] * 4, games=4, seed=3)
    assert {(g, i) for g, i, _ in log} == {(g, i) for g in range(4) for i in range(4)}
    assert all(seat == (i + g % 4) % 4 for g, i, seat in log)


def test_distinct_levels_are_reported_separately(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.LEVELS, "random-b", registry.LEVELS["random"])
    r = run_arena(["random-b", "random", "random", "random"], games=4, seed=3)
    assert list(r["levels"]) == ["random-b", "random"]
    assert r["levels"]["random-b"]["games"] == 4 and r["levels"]["random"]["games"] == 12
    assert r["levels"]["random-b"]["wins"] + r["levels"]["random"]["wins"] == 4
    assert r["levels"]["random-b"]["wins"] == r["entries"][0]["wins"]


@pytest.mark.parametrize("levels", [["random"] * 3, ["random"] * 5, ["random", "random", "random", "nope"]])
def test_run_arena_refuses_bad_levels(levels: list[str]) -> None:
    with pytest.raises(ValueError):
        run_arena(levels, games=4, seed=1)


def test_format_report_is_a_table(report: dict[str, Any]) -> None:
    text = arena.format_report(report)
    assert "games/s" in text and "95 % CI" in text and "p99 ms" in text
    assert text.count("random") >= 5


# -- command line -----------------------------------------------------------------------------------
def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "jackaroo.arena", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_cli_json() -> None:
    out = cli(
        "--seats", "random,random,random,random", "--games", "4", "--seed", "3", "--json", "--no-progress"
    )
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1
    report = json.loads(lines[0])
    assert set(report) >= KEYS
    assert report["games"] == 4 and report["seats"] == ["random"] * 4
    assert all(set(e) >= ENTRY_KEYS for e in report["entries"])
    assert set(report["levels"]["random"]) >= LEVEL_KEYS
    assert [e["wins"] for e in report["entries"]] == [
        e["wins"] for e in run_arena(["random"] * 4, games=4, seed=3)["entries"]
    ]


def test_cli_text_and_warning_for_uneven_games() -> None:
    out = cli("--seats", "random,random,random,random", "--games", "1", "--no-progress")
    assert out.returncode == 0, out.stderr
    assert "games/s" in out.stdout
    assert "multiple of 4" in out.stderr


@pytest.mark.parametrize(
    "seats", ["random,random,random", "random,random,random,random,random", "random,random,random,nope", ""]
)
def test_cli_bad_seats_exit_2(seats: str) -> None:
    out = cli("--seats", seats, "--games", "4", "--no-progress")
    assert out.returncode == 2
    assert "--seats" in out.stderr


def test_cli_needs_seats_and_games() -> None:
    assert cli("--games", "4").returncode == 2
    assert cli("--seats", "random,random,random,random", "--games", "0").returncode == 2


def test_classic_arena_credits_both_partners() -> None:
    report = run_arena(["random", "greedy", "random", "greedy"], games=4, seed=2, ruleset="classic")
    wins = [e["wins"] for e in report["entries"]]
    assert report["ruleset"] == "classic"
    assert sum(wins) == 2 * 4 and wins[0] == wins[2] and wins[1] == wins[3]


def test_cli_accepts_the_classic_ruleset() -> None:
    out = cli(
        "--seats",
        "random,random,random,random",
        "--games",
        "4",
        "--json",
        "--no-progress",
        "--ruleset",
        "classic",
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["ruleset"] == "classic"


# -- processes and player counts --------------------------------------------------------------------
def _without_timings(report: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in report.items() if k not in ("seconds", "games_per_second")}
    out["levels"] = {
        level: {k: v for k, v in row.items() if k != "decision_ms"} for level, row in report["levels"].items()
    }
    return out


@pytest.mark.parametrize(
    ("seats", "ruleset"),
    [("greedy,random,random,random", "guc"), ("greedy,random,greedy,random", "classic")],
)
def test_the_report_does_not_depend_on_the_number_of_processes(seats: str, ruleset: str) -> None:
    def run(jobs: str) -> dict[str, Any]:
        out = cli(
            "--seats",
            seats,
            "--games",
            "4",
            "--seed",
            "5",
            "--json",
            "--no-progress",
            "--ruleset",
            ruleset,
            "--jobs",
            jobs,
        )
        assert out.returncode == 0, out.stderr
        report = json.loads(out.stdout)
        assert isinstance(report, dict)
        return report

    one, two = run("1"), run("2")
    assert _without_timings(one) == _without_timings(two)
    assert _without_timings(one) == _without_timings(run_arena(seats.split(","), 4, 5, ruleset=ruleset))


def test_jobs_below_one_is_refused() -> None:
    assert cli("--seats", "random,random,random,random", "--games", "4", "--jobs", "0").returncode == 2
    with pytest.raises(ValueError):
        run_arena(["random"] * 4, games=4, seed=1, jobs=0)


@pytest.mark.parametrize("players", [2, 3])
def test_classic_arena_seats_two_or_three_players_alone(players: int) -> None:
    levels = ["greedy"] + ["random"] * (players - 1)
    report = run_arena(levels, games=players, seed=4, ruleset="classic", jobs=2)
    assert sum(e["wins"] for e in report["entries"]) == players  # nobody shares a win
    assert [e["seat_games"] for e in report["entries"]] == [[1] * players] * players
    assert cli("--seats", ",".join(levels), "--games", "2").returncode == 2  # the default game seats four


def test_two_runs_compare_game_by_game(tmp_path, capsys) -> None:
    compare = load_script("scripts/compare_runs.py")
    assert compare.mcnemar_exact(0, 0) == 1.0
    assert compare.mcnemar_exact(0, 5) == pytest.approx(2 / 32)  # all five discordant games one way
    assert compare.mcnemar_exact(3, 3) == 1.0
    assert compare.mcnemar_exact(10, 2) == pytest.approx(2 * 79 / 4096)
    a = {"seed": 5, "ruleset": "guc", "winners": [[0], [1], [0], [2]]}
    b = {"seed": 5, "ruleset": "guc", "winners": [[0], [0], [3], [0]]}
    for name, report in (("a", a), ("b", b)):
        (tmp_path / f"{name}.json").write_text(json.dumps(report))
    assert compare.main([str(tmp_path / "a.json"), str(tmp_path / "b.json")]) == 0
    out = capsys.readouterr().out
    assert "A: 2 wins, 50.0 %" in out and "B: 3 wins, 75.0 %" in out
    assert "won by both: 1; only by A: 1; only by B: 2" in out
