"""The leases that decide which process runs each table, on a real PostgreSQL: a table is claimed
by one process only, renewed by its owner, claimed by another once its lease ran out or its process
left the database, handed over at once, closed for good once over; and the notifications between
processes arrive whole and in order, long ones through ``outbox``."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import psycopg
import pytest

from jackaroo.model.game import Game
from jackaroo.server.leases import NOTIFY_MAX, Leases
from jackaroo.server.pg_storage import PostgresStorage


@pytest.fixture
def two(pg_url: str) -> Iterator[tuple[Leases, Leases, list[psycopg.Connection[object]]]]:
    """Two processes' leases on one database, each present as its listening connection would be."""
    storages = [PostgresStorage(pg_url), PostgresStorage(pg_url)]
    present: list[psycopg.Connection[object]] = []
    for storage, name in zip(storages, ("aaa", "bbb"), strict=True):
        storage.owner = name
        storage.lease_seconds = 0.5
        present.append(psycopg.connect(pg_url, autocommit=True, application_name=f"jackaroo-{name}"))
    yield Leases(storages[0]), Leases(storages[1]), present
    for conn in present:
        conn.close()
    for storage in storages:
        storage.close()


def test_a_table_is_run_by_one_process_and_claimed_when_its_lease_runs_out(
    two: tuple[Leases, Leases, list[psycopg.Connection[object]]],
) -> None:
    first, second, _ = two
    first.storage.save_lobby("t", {"code": "ABCD"})
    assert second.claim(10) == ([], set())  # its lease is live
    assert first.renew() == {"t"}
    place = second.locate(code="ABCD")
    assert place is not None and place.table_id == "t" and place.owner == "aaa"
    time.sleep(0.7)  # not renewed: the lease runs out
    stored, owners = second.claim(10)
    assert [s.table_id for s in stored] == ["t"] and owners == {"aaa"}
    assert first.renew() == set()  # the old owner finds it gone
    assert second.renew() == {"t"}
    second.release(["t"], closed=False)  # handed over: claimable at once
    stored, owners = first.claim(10)
    assert [s.table_id for s in stored] == ["t"] and owners == {"bbb"}


def test_a_table_whose_process_left_the_database_is_claimed_at_once(
    two: tuple[Leases, Leases, list[psycopg.Connection[object]]],
) -> None:
    first, second, present = two
    first.storage.lease_seconds = 60
    first.storage.save_lobby("t", {"code": "ABCD"})
    assert second.claim(10) == ([], set())
    present[0].close()  # the process is gone (killed: its connections close)
    assert first.renew() == {"t"}  # (its storage still answers here, the lease is still live)
    place = second.locate("t")
    assert place is not None and place.owner is None
    stored, owners = second.claim(10, "t")
    assert [s.table_id for s in stored] == ["t"] and owners == {"aaa"}


def test_a_table_over_is_closed_for_good_when_claimed(
    two: tuple[Leases, Leases, list[psycopg.Connection[object]]],
) -> None:
    first, second, _ = two
    first.storage.save_lobby("t", {"code": "ABCD"})
    first.storage.start_game("t", 0, Game.new(seed=1).to_json())
    first.storage.finish_game("t", 0, 1)
    first.release(["t"], closed=False)
    assert second.claim(10) == ([], {"aaa"})
    assert second.locate("t") is None
    assert first.claim(10) == ([], set())


def test_notifications_arrive_whole_in_order_and_long_ones_through_the_outbox(
    two: tuple[Leases, Leases, list[psycopg.Connection[object]]],
) -> None:
    first, second, present = two
    listener = present[1]
    listener.execute('LISTEN "jackaroo_bbb"')
    long_text = "x" * (2 * NOTIFY_MAX)
    sent = [{"k": "msg", "n": i, "text": long_text if i == 3 else "y" * 900} for i in range(20)]
    first.notify([("jackaroo_bbb", payload) for payload in sent])
    received = []
    for note in listener.notifies(timeout=5, stop_after=50):
        for payload in json.loads(note.payload):
            received.append(second.take(payload["id"]) if payload["k"] == "outbox" else payload)
        if len(received) == len(sent):
            break
    assert received == sent
