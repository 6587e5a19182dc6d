"""The storage, SQLite and PostgreSQL alike (one suite, run on each): tables, games and actions as
written, read back by a new connection; an action is never stored twice, even by two servers racing
for the same ply.  PostgreSQL's own: its schema migrated once by servers starting together, and a
stopped database refused at once and used again when it is back."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import astuple
from pathlib import Path

import pytest

from jackaroo.model.game import Game
from jackaroo.server.local_cluster import PostgresServer
from jackaroo.server.open_storage import open_storage
from jackaroo.server.queue_store import MATCH_LOCK, QueueFull, QueueRow, QueueStore
from jackaroo.server.storage import (
    Duplicate,
    DuplicateAction,
    SqliteStorage,
    Storage,
    StorageError,
    default_db_path,
)

Opener = Callable[[], Storage]


@pytest.fixture
def opener(database: str) -> Iterator[Opener]:
    """Opens the same database (SQLite or PostgreSQL: tests/server/conftest.py) again each time it
    is called (as another server process would)."""
    opened: list[Storage] = []

    def open_again() -> Storage:
        opened.append(open_storage(database))
        return opened[-1]

    yield open_again
    for storage in opened:
        storage.close()


def test_what_is_written_is_read_back_after_reopening(opener: Opener) -> None:
    storage = opener()
    game = Game.new(seed=5)
    storage.save_lobby("t1", {"seats": [], "ruleset": "guc"})
    storage.save_lobby("t1", {"seats": [1], "ruleset": "guc"})
    storage.start_game("t1", 0, game.to_json())
    actions = []
    for ply in range(20):
        action = str(game.legal_actions()[0])
        game.play(action)
        storage.append_action("t1", 0, ply, action)
        actions.append(action)
    storage.close()
    again = opener()
    (table,) = again.load_tables()
    assert table.table_id == "t1" and table.lobby == {"seats": [1], "ruleset": "guc"}
    assert table.game is not None and table.game.number == 0 and table.game.winner is None
    assert table.game.record.actions == tuple(actions)
    assert table.game.record.final_game().to_json() == game.to_json()
    with pytest.raises(DuplicateAction):
        again.append_action("t1", 0, 3, actions[3])
    again.finish_game("t1", 0, 2)
    stored = again.game("t1", 0)
    assert stored is not None and stored.winner == 2
    assert again.load_tables() == []  # a finished table is not loaded again
    assert again.game("t1", 1) is None


def test_tables_load_in_the_order_made_with_their_latest_game_and_lobbies_drop(opener: Opener) -> None:
    storage = opener()
    for name in ("c", "a", "b"):
        storage.save_lobby(name, {"name": name})
    storage.start_game("a", 0, Game.new(seed=1).to_json())
    storage.finish_game("a", 0, 1)
    storage.start_game("a", 1, Game.new(seed=2).to_json())
    storage.drop_lobby("a")  # it has games: kept
    storage.drop_lobby("b")
    loaded = opener().load_tables()
    assert [t.table_id for t in loaded] == ["c", "a"]
    assert loaded[0].game is None
    assert loaded[1].game is not None and loaded[1].game.number == 1


def test_two_servers_racing_for_one_ply_store_exactly_one_action(opener: Opener) -> None:
    first, second = opener(), opener()
    game = Game.new(seed=3)
    first.save_lobby("t", {})
    first.start_game("t", 0, game.to_json())
    legal = [str(a) for a in game.legal_actions()]
    wins: list[str] = []
    losses: list[str] = []
    barrier = threading.Barrier(2)

    def write(storage: Storage, action: str) -> None:
        barrier.wait()
        try:
            storage.append_action("t", 0, 0, action)
            wins.append(action)
        except DuplicateAction:
            losses.append(action)

    threads = [
        threading.Thread(target=write, args=(s, a)) for s, a in ((first, legal[0]), (second, legal[-1]))
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(wins) == 1 and len(losses) == 1
    stored = opener().game("t", 0)
    assert stored is not None and stored.record.actions == tuple(wins)


def _row(entry: str, address: str = "a", since: float = 1.0, process: str = "") -> QueueRow:
    return QueueRow(
        entry, "acct-" + entry, "guc", entry, None, None, 25.0, since, 0, process, 1, address, None
    )


def test_the_queue_keeps_one_row_an_account_within_its_bounds_and_matches_once(opener: Opener) -> None:
    first, second = QueueStore(opener()), QueueStore(opener())
    assert first.join(_row("a", since=1.0), 10, 2) == (1, 1)
    assert second.join(_row("b", since=2.0), 10, 2) == (2, 2)  # another process sees the first
    with pytest.raises(QueueFull) as full:
        first.join(_row("c", since=3.0), 10, 2)  # a third from the same address
    assert not full.value.everyone
    with pytest.raises(QueueFull) as full:
        first.join(_row("c", address="b"), 2, 5)
    assert full.value.everyone
    with pytest.raises(Duplicate):
        first.join(QueueRow(*(("other", *astuple(_row("a"))[1:]))), 10, 5)  # the account waits already
    assert second.accept("b") and not second.accept("nobody")
    seen: list[list[str]] = []

    def choose(ruleset: str, rows: Sequence[QueueRow]) -> list[tuple[QueueRow | None, ...]]:
        seen.append([r.id for r in rows])
        return [(rows[1], None, None, None)] if rows else []

    (table,) = first.take(choose)
    assert seen == [["a", "b"]] and table[0] is not None and table[0].id == "b" and table[0].fill == 1
    assert not second.leave("b")  # matched: gone for every process
    assert second.leave("a") and not first.leave("a")
    assert first.take(choose) == []


def test_the_queue_drops_the_rows_of_processes_gone_and_a_restart_clears_its_own(opener: Opener) -> None:
    store = QueueStore(opener())
    store.join(_row("a", process="p1"), 10, 5)
    store.join(_row("b", address="b", process="p2"), 10, 5)
    store.join(_row("c", address="c", process="p3"), 10, 5)
    store.clear("p3")
    found: list[str] = []
    store.take(lambda _r, rows: found.extend(r.id for r in rows) or [], alive={"p2"})
    assert found == ["b"]


def test_one_matcher_at_a_time(pg_url: str) -> None:
    holder, other = open_storage(pg_url), open_storage(pg_url)
    try:
        QueueStore(holder).join(_row("a"), 10, 5)
        with holder.transaction() as tx:
            assert tx.try_lock(MATCH_LOCK)
            assert QueueStore(other).take(lambda _r, rows: [(rows[0], None, None, None)]) == []
        (table,) = QueueStore(other).take(lambda _r, rows: [(rows[0], None, None, None)])
        assert table[0] is not None and table[0].id == "a"
    finally:
        holder.close()
        other.close()


def test_servers_starting_together_migrate_the_schema_once(pg_url: str) -> None:
    from jackaroo.server.pg_storage import MIGRATIONS, PostgresStorage

    opened: list[PostgresStorage] = []
    failed: list[BaseException] = []

    def start() -> None:
        try:
            opened.append(PostgresStorage(pg_url))
        except BaseException as error:  # the assertion below shows it
            failed.append(error)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    try:
        assert failed == [] and len(opened) == 4
        assert {s.version for s in opened} == {len(MIGRATIONS)}
        opened[0].save_lobby("t", {})
        assert [t.table_id for t in opened[3].load_tables()] == ["t"]
    finally:
        for storage in opened:
            storage.close()


def test_a_database_newer_than_the_server_is_refused(pg_url: str) -> None:
    import psycopg

    from jackaroo.server.pg_storage import MIGRATIONS, PostgresStorage

    PostgresStorage(pg_url).close()
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("UPDATE schema_version SET version = %s", (len(MIGRATIONS) + 1,))
    with pytest.raises(StorageError, match="newer than this server"):
        PostgresStorage(pg_url)


def test_a_stopped_database_is_refused_quickly_and_used_again_once_back(
    postgres: PostgresServer, pg_url: str
) -> None:
    from jackaroo.server.pg_storage import PostgresStorage

    storage = PostgresStorage(pg_url, rest_seconds=0.2)
    try:
        storage.save_lobby("t", {"n": 1})
        postgres.stop()
        try:
            for _ in range(3):
                began = time.monotonic()
                with pytest.raises(StorageError, match="unavailable"):
                    storage.save_lobby("t", {"n": 2})
                assert time.monotonic() - began < 5  # bounded: the loop is never held for long
        finally:
            postgres.start()
        deadline = time.monotonic() + 30
        while True:
            try:
                storage.save_lobby("t", {"n": 3})
                break
            except StorageError:
                assert time.monotonic() < deadline, "the storage did not come back"
                time.sleep(0.1)
        assert [t.lobby for t in storage.load_tables()] == [{"n": 3}]
    finally:
        storage.close()


def test_a_path_or_nothing_keeps_sqlite(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    for db in (None, str(tmp_path / "x.sqlite3")):
        storage = open_storage(db)
        assert isinstance(storage, SqliteStorage)
        storage.close()
    assert (tmp_path / "Jackaroo" / "Jackaroo" / "server.sqlite3").exists()


def test_the_default_database_is_in_the_user_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db_path() == tmp_path / "Jackaroo" / "Jackaroo" / "server.sqlite3"
