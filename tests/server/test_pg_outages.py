"""PostgreSQL stopped and started again under two server processes behind HAProxy, during games with
people on both processes (``support.pg_drill``): after every outage the whole service is back (every
table plays on, every request is served, ``/healthz`` says 200 again), ``/healthz`` says 503 while
the database is away, every action anyone saw played stands in the record once, every game ends
and no rating counts a game twice.

By default one outage of each of two modes (``fast``, ``immediate``), the database away 3 s each
(about 25 s in all); ``JACKAROO_PG_RESTARTS=5`` runs 5 outages of every mode
(``support.pg_faults.MODES``: also ``refused``, ``terminate`` and a restart ``loop``), the
database away 8 s each (about 6 minutes; ``scripts/pg_outages.py`` is the same drill as a script,
printing each outage's figures).

The service is asked to be back within 5 s of the database; the test allows 15 s (a liveness
deadline, with room for a loaded machine), and the figures are printed.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from pathlib import Path

import pytest
from support.pg_drill import run_drill
from support.pg_faults import MODES

from jackaroo.server.local_cluster import PostgresServer, find_bindir

#: outages of each mode (the environment's JACKAROO_PG_RESTARTS: every mode that many times)
DEEP = int(os.environ.get("JACKAROO_PG_RESTARTS", "0"))


def _needs(program: str, found: bool) -> None:
    if not found:
        if os.environ.get("CI"):
            pytest.fail(f"CI runs the outage test, but {program} is not installed")
        pytest.skip(f"{program} is not installed (Debian: apt-get install postgresql haproxy)")


def test_the_service_comes_back_after_every_outage_of_its_database(tmp_path: Path) -> None:
    bindir = find_bindir()
    _needs("PostgreSQL", bindir is not None)
    _needs("HAProxy", shutil.which("haproxy") is not None or os.path.exists("/usr/sbin/haproxy"))
    assert bindir is not None
    modes = [m for _ in range(DEEP) for m in MODES] if DEEP else ["fast", "immediate"]
    postgres = PostgresServer(bindir)
    try:
        postgres.start()
        result = asyncio.run(
            run_drill(postgres, tmp_path, modes, down_seconds=8.0 if DEEP else 3.0, play_seconds=2.0)
        )
    finally:
        postgres.destroy()
    for figures in result.restarts:
        print(f"{figures.mode}: 503 after {figures.unhealthy_s} s, back after {figures.resumed_s} s")
    assert not result.problems, "\n".join(result.problems[:20])
    assert len(result.restarts) == len(modes)
    for figures in result.restarts:
        assert figures.resumed_s is not None and figures.resumed_s < 15, figures
    assert result.games >= 2 and result.acked > 0
    for stats in result.stats:  # each process counted the outages
        assert stats["db_outages"] >= sum(1 for m in modes if m != "terminate"), stats
        assert stats["db_down_s"] > 0 and stats["db_up"] is True, stats
        assert any(line.startswith("jackaroo_database_outages_total") for line in stats["metrics"]), stats
