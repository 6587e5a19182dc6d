"""The load benchmark on a small scale: its tables finish, its checks pass, its report has its keys,
and its attackers (--hostile) run beside the honest tables without spoiling their games (figures of
time are reported, never asserted)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from support.server import run, running_server

from jackaroo.loadtest import Report, load, merge, percentile
from jackaroo.loadtest_accounts import AccountsReport, run_accounts
from jackaroo.loadtest_hostile import KINDS, attack


def test_a_few_bot_tables_play_to_the_end_and_their_records_replay(tmp_path: Path) -> None:
    async def scenario() -> tuple[Report, list[float]]:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            return await load(url, tables=2, think=0.0, seed=3, ruleset="guc")

    report, rtts = run(scenario)
    assert report.tables == report.tables_finished == 2
    assert report.errors == report.lost_or_duplicated == report.replay_mismatches == 0
    assert report.actions > 100 and len(rtts) >= report.actions - 8
    assert report.server_rss_mb > 0
    merged = merge([(report, rtts), (report, rtts)])
    assert merged.tables_finished == 4 and merged.actions == 2 * report.actions and merged.processes == 2


def test_percentiles_by_nearest_rank() -> None:
    assert percentile([], 0.99) == 0.0
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile(list(range(1, 101)), 0.99) == 99


def test_honest_tables_play_on_while_every_attack_runs(tmp_path: Path) -> None:
    async def scenario() -> tuple[Report, dict[str, Any], dict[str, Any]]:
        async with running_server(
            tmp_path / "db.sqlite3", trusted_proxy="127.0.0.1", max_per_address=16, hello_seconds=0.5
        ) as (url, server):
            stop = asyncio.Event()
            attacking = asyncio.ensure_future(attack(url, len(KINDS), stop, seconds=60))
            await asyncio.sleep(1.0)  # the attacks under way before the tables sit down
            report, _ = await load(url, tables=2, think=0.0, seed=5, ruleset="guc")
            stop.set()
            return report, await attacking, {"refused": server.gate.refused, "closed": server.closed}

    report, hostile, stats = run(scenario)
    assert report.tables == report.tables_finished == 2
    assert report.errors == report.lost_or_duplicated == report.replay_mismatches == 0
    assert set(hostile) == set(KINDS) and all(kind["attackers"] == 1 for kind in hostile.values())
    assert hostile["squatter"].get("created", 0) <= 4  # the address's share of waiting tables
    assert stats["refused"] > 0 and stats["closed"].get("no hello", 0) > 0


def test_accounts_sign_in_wait_in_quick_match_and_every_game_is_finished_and_rated_once(
    tmp_path: Path,
) -> None:
    async def scenario() -> AccountsReport:
        async with running_server(
            tmp_path / "db.sqlite3",
            trusted_proxy="127.0.0.1",
            argon2_time_cost=1,
            argon2_memory_kib=8,
            clock_scale=0.05,
            queue_cpu="random",
        ) as (url, _server):
            await run_accounts(url, 2, think=0.0, seed=4, fill_seconds=10)  # two, with CPUs
            return await run_accounts(url, 5, think=0.0, seed=4, fill_seconds=10)  # signed in again

    report = run(scenario)
    assert report.sign_ins == 5 and report.sign_ins_per_second > 0
    assert report.errors == report.rated_twice == 0
    assert report.tables == report.games_finished == 2 and report.tables_with_cpus == 1
    assert report.rating_updates == 4  # the table of four people; a game with CPUs is not rated
    assert report.queue_wait_ms_p99 >= report.queue_wait_ms_p50 > 0
    assert report.server_cpu_s_per_game > 0
