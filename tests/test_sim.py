"""The headless simulator's command line (``python -m jackaroo.sim``)."""

from __future__ import annotations

import json
import multiprocessing
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from jackaroo.sim import game_seeds, play_random_game
from jackaroo.sim import main as sim_main

ROOT = Path(__file__).resolve().parent.parent
KEYS = {
    "games",
    "seconds",
    "games_per_second",
    "turns_mean",
    "turns_median",
    "turns_p10",
    "turns_p90",
    "rounds_mean",
    "wins_by_seat",
    "per_game",
}
COUNTERS = {
    "captures",
    "king_kills",
    "trap_deaths",
    "fields",
    "drops",
    "discards",
    "skips",
    "swaps",
    "burns",
    "saves",
}
TIMINGS = ("seconds", "games_per_second")


def sim(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "jackaroo.sim", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def sim_json(*args: str) -> dict[str, Any]:
    out = sim(*args, "--json")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1, f"expected one JSON line, got {out.stdout!r}"
    report = json.loads(lines[0])
    assert isinstance(report, dict)
    return report


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    return sim_json("--games", "3", "--seed", "5", "--no-progress")


def test_json_report_has_exactly_the_documented_keys(report: dict[str, Any]) -> None:
    assert set(report) == KEYS
    assert report["games"] == 3
    wins = report["wins_by_seat"]
    assert isinstance(wins, list) and len(wins) == 4
    assert all(isinstance(w, int) and w >= 0 for w in wins) and sum(wins) == 3
    assert set(report["per_game"]) == COUNTERS
    assert all(isinstance(v, int | float) and v >= 0 for v in report["per_game"].values())
    assert report["seconds"] > 0 and report["games_per_second"] > 0
    assert 0 < report["turns_p10"] <= report["turns_median"] <= report["turns_p90"]
    assert report["rounds_mean"] >= 1 and report["turns_mean"] > 0


def test_json_report_agrees_with_the_games_it_played(report: dict[str, Any]) -> None:
    records = [play_random_game(s) for s in game_seeds(3, 5)]
    turns = [r.turns for r in records]
    assert report["turns_mean"] == pytest.approx(sum(turns) / 3, abs=0.01)
    assert report["turns_median"] == sorted(turns)[1]
    assert report["rounds_mean"] == pytest.approx(sum(r.rounds for r in records) / 3, abs=0.01)
    wins = [0] * 4
    for r in records:
        wins[r.winner] += 1
    assert report["wins_by_seat"] == wins


def test_same_seed_gives_the_same_report_apart_from_timings(report: dict[str, Any]) -> None:
    again = sim_json("--games", "3", "--seed", "5", "--no-progress")
    for key in TIMINGS:
        report = {k: v for k, v in report.items() if k != key}
        again.pop(key)
    assert again == report


def test_another_seed_gives_other_games(report: dict[str, Any]) -> None:
    other = sim_json("--games", "3", "--seed", "6", "--no-progress")
    assert (other["turns_mean"], other["per_game"]) != (report["turns_mean"], report["per_game"])


def test_text_report_mentions_games_per_second() -> None:
    out = sim("--games", "2", "--seed", "5", "--no-progress")
    assert out.returncode == 0, out.stderr
    assert "games/s" in out.stdout
    assert out.stderr == ""
    with pytest.raises(json.JSONDecodeError):
        json.loads(out.stdout)


def test_bench_adds_a_bench_entry() -> None:
    report = sim_json("--games", "2", "--seed", "5", "--no-progress", "--bench")
    assert set(report) == KEYS | {"bench", "engine"}
    bench = report["bench"]
    assert bench["states"] > 0 and bench["legal_lists_per_second"] > 0


def test_progress_bar_goes_to_stderr_not_stdout() -> None:
    out = sim("--games", "2", "--seed", "5", "--json")
    assert out.returncode == 0, out.stderr
    assert set(json.loads(out.stdout)) == KEYS, "stdout holds only the JSON object"
    assert "2/2" in out.stderr
    quiet = sim("--games", "2", "--seed", "5", "--json", "--no-progress")
    assert quiet.stderr == ""


def test_fewer_than_one_game_is_refused() -> None:
    out = sim("--games", "0", "--no-progress")
    assert out.returncode == 2
    assert "--games" in out.stderr


# -- --check ----------------------------------------------------------------------------------------
def test_check_plays_the_same_games_and_passes(report: dict[str, Any]) -> None:
    checked = sim_json("--games", "3", "--seed", "5", "--no-progress", "--check")
    for key in TIMINGS:
        checked.pop(key)
    assert checked == {k: v for k, v in report.items() if k not in TIMINGS}


def test_check_every_nth_action_passes() -> None:
    out = sim("--games", "2", "--seed", "5", "--no-progress", "--check", "--check-every", "7")
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""


def test_check_every_below_one_is_refused() -> None:
    out = sim("--games", "1", "--no-progress", "--check", "--check-every", "0")
    assert out.returncode == 2
    assert "--check-every" in out.stderr


def _break_the_engine_after(monkeypatch: pytest.MonkeyPatch, actions: int) -> None:
    """The engine duplicates a card into the Firepit at the ``actions``-th action of every game (a
    ``Game`` subclass: the compiled engine's own methods cannot be patched)."""
    from jackaroo import sim
    from jackaroo.model.game import Game

    class Broken(Game):
        played = 0

        def play(self, action):  # type: ignore[no-untyped-def]
            events = super().play(action)
            self.played += 1
            if self.played == actions:
                self.table.firepit.append(self.table.firepit[-1])
            return events

    monkeypatch.setattr(sim, "Game", Broken)


def test_check_exits_1_naming_the_first_violation(monkeypatch, capsys) -> None:
    _break_the_engine_after(monkeypatch, 40)
    assert sim_main(["--games", "2", "--seed", "5", "--no-progress", "--check", "--jobs", "1"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    first = next(game_seeds(1, 5))
    # the 40th action breaks the engine, and the check of that action sees it
    match = re.fullmatch(
        rf"invariant violated: game seed {first}, action (\d+) \(round \d+, seat \d\): check_action: "
        r"InvariantError: hands \+ deck \+ firepit is not the deck\n",
        err,
    )
    assert match and int(match[1]) == 39, err


def test_check_every_nth_action_finds_the_violation_later(monkeypatch, capsys) -> None:
    _break_the_engine_after(monkeypatch, 40)
    assert (
        sim_main(
            ["--games", "2", "--seed", "5", "--no-progress", "--check", "--check-every", "7", "--jobs", "1"]
        )
        == 1
    )
    err = capsys.readouterr().err
    match = re.search(r"action (\d+) .*: check_state: InvariantError: hands \+ deck", err)
    assert match and int(match[1]) % 7 == 0, err  # found in the position before a checked action


def test_without_check_the_broken_engine_goes_unnoticed(monkeypatch) -> None:
    _break_the_engine_after(monkeypatch, 10**9)
    assert sim_main(["--games", "1", "--seed", "5", "--no-progress", "--json", "--jobs", "1"]) == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_classic_games_for_two_to_four_players(players: int) -> None:
    record = play_random_game(5, ruleset="classic", players=players)
    assert record.turns > 0 and record.rounds >= 1
    seats = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}[players]
    assert record.winner in seats


def test_cli_accepts_the_classic_ruleset_and_refuses_players_without_it() -> None:
    out = sim("--games", "2", "--json", "--no-progress", "--ruleset", "classic", "--players", "3")
    assert out.returncode == 0, out.stderr
    assert set(json.loads(out.stdout)) == KEYS
    refused = sim("--games", "2", "--no-progress", "--players", "2")
    assert refused.returncode == 2 and "--ruleset classic" in refused.stderr


def _without_timings(report: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in report.items() if k not in TIMINGS}


@pytest.mark.parametrize("extra", [(), ("--ruleset", "classic", "--players", "3")])
def test_the_report_does_not_depend_on_the_number_of_processes(extra: tuple[str, ...]) -> None:
    one = sim_json("--games", "5", "--seed", "7", "--no-progress", "--jobs", "1", *extra)
    two = sim_json("--games", "5", "--seed", "7", "--no-progress", "--jobs", "2", *extra)
    assert _without_timings(one) == _without_timings(two)


def test_check_on_a_pool_passes_and_jobs_below_one_is_refused() -> None:
    out = sim("--games", "4", "--seed", "5", "--no-progress", "--check", "--check-every", "10", "--jobs", "2")
    assert out.returncode == 0, out.stderr
    refused = sim("--games", "2", "--jobs", "0")
    assert refused.returncode == 2 and "--jobs" in refused.stderr


@pytest.mark.skipif(
    multiprocessing.get_start_method() != "fork", reason="the broken engine reaches workers only by fork"
)
def test_check_on_a_pool_exits_1_naming_the_first_violation_in_game_order(monkeypatch, capsys) -> None:
    _break_the_engine_after(monkeypatch, 40)  # in every worker: each breaks in its first game
    assert sim_main(["--games", "4", "--seed", "5", "--no-progress", "--check", "--jobs", "2"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    first = next(game_seeds(1, 5))
    assert err.startswith(f"invariant violated: game seed {first}, action ") and err.count("\n") == 1, err
