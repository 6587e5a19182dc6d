"""The storage, SQLite and PostgreSQL alike (one suite, run on each): tables, games and actions as
written, read back by a new connection; an action is never stored twice, even by two servers racing
for the same ply; an account's finished games listed newest first; friends, blocks and reports;
the quick-match queue.  PostgreSQL's own: its schema migrated once by servers starting together,
and a stopped database refused at once and used again when it is back."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import astuple
from pathlib import Path
from types import SimpleNamespace

import pytest

from jackaroo.model.game import Game
from jackaroo.online.protocol import GetGame, MyGames
from jackaroo.server.account_store import AccountStore
from jackaroo.server.admin_store import AdminStore
from jackaroo.server.game_history import GameHistory
from jackaroo.server.game_results import record_end
from jackaroo.server.local_cluster import PostgresServer
from jackaroo.server.open_storage import open_storage
from jackaroo.server.queue_store import MATCH_LOCK, QueueFull, QueueRow, QueueStore
from jackaroo.server.ratings import GameEnd, Player
from jackaroo.server.social_store import ASKED, ASKED_ME, FRIEND, ChatLine, Circle, SocialStore
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
    assert again.append_action("t1", 0, 3, actions[3]) == ()  # the same again: that write, done
    with pytest.raises(DuplicateAction) as refused:  # another: refused, naming the one stored
        again.append_action("t1", 0, 3, "another")
    assert refused.value.stored == actions[3]
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


def test_friends_blocks_reports_and_the_admins_view(opener: Opener) -> None:
    storage = opener()
    accounts, social = AccountStore(storage), SocialStore(storage)
    for account, name in (("s", "Sara"), ("o", "Omar"), ("h", "Huda")):
        accounts.create(account, 1.0, (name, name.lower(), name.lower()), None)
    accounts.create("g", 1.0, None, None)  # a guest
    social.ask("s", "o", 2.0)
    social.ask("s", "o", 3.0)  # once
    assert (social.state("s", "o"), social.state("o", "s"), social.state("s", "h")) == (ASKED, ASKED_ME, None)
    assert not social.befriend("s", "o", 4.0)  # only the one asked accepts
    assert social.befriend("o", "s", 4.0) and social.state("s", "o") == social.state("o", "s") == FRIEND
    social.ask("h", "s", 5.0)
    assert social.circle("s") == Circle([("o", "Omar")], [("h", "Huda")], [], [])
    assert social.counts("s") == {"friends": 1, "outgoing": 0, "incoming": 1, "blocks": 0}
    social.block("s", "h", 6.0)  # the request goes with the block
    assert social.circle("s") == Circle([("o", "Omar")], [], [], [("h", "Huda")])
    assert social.blocked_either_way("h", "s") and not social.blocked_either_way("h", "o")
    assert social.blockers("h", ["s", "o", "g"]) == {"s"} and social.blocked_among("s", ["h", "o"]) == {"h"}
    line = ChatLine("h", "Huda", "a rude line", "t1", 7)
    assert social.report("s", line, "rude", 7.0) and not social.report("s", line, None, 8.0)
    social.unblock("s", "h")
    social.part("o", "s")
    assert SocialStore(opener()).circle("s") == Circle([], [], [], [])  # as another process reads it
    admin = AdminStore(opener(), shared=False)
    accounts.seen("o", 9.0)
    ban = "INSERT INTO account_status (account, banned) VALUES (?, ?)"
    admin.end_sessions("h", "banned Huda", 10.0, ban, ("h", 10.0))
    assert accounts.banned("h") and not accounts.banned("o")
    assert [(a.name, a.last_seen, a.banned) for a in admin.accounts()] == [
        ("Huda", None, 10.0),
        ("Omar", 9.0, None),
        ("Sara", None, None),
    ]
    (report,) = admin.reports(resolved=False)
    assert (report.reporter, report.reported, report.name, report.text, report.reason) == (
        "Sara",
        "Huda",
        "Huda",
        "a rude line",
        "rude",
    )
    assert admin.act("resolved", 11.0, "UPDATE reports SET resolved = ? WHERE id = ?", (11.0, report.id)) == 1
    assert admin.reports(resolved=False) == [] and len(admin.reports(resolved=True)) == 1
    assert admin.log(5) == [(11.0, "resolved"), (10.0, "banned Huda")]
    accounts.delete("h")  # its rows go with it; the report stays
    assert social.blocked_among("s", ["h"]) == set() and len(admin.reports(resolved=True)) == 1


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

    storage = PostgresStorage(pg_url, probe_seconds=0.2)
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
    assert (tmp_path / "Jackaroo" / "server.sqlite3").exists()


def test_the_default_database_is_in_the_user_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db_path() == tmp_path / "Jackaroo" / "server.sqlite3"
    # one an earlier version made one folder deeper is used while there is no new one
    old = tmp_path / "Jackaroo" / "Jackaroo" / "server.sqlite3"
    old.parent.mkdir(parents=True)
    old.write_bytes(b"")
    assert default_db_path() == old
    (tmp_path / "Jackaroo" / "server.sqlite3").write_bytes(b"")
    assert default_db_path() == tmp_path / "Jackaroo" / "server.sqlite3"


def test_an_accounts_finished_games_are_listed_newest_first_until_it_is_deleted(opener: Opener) -> None:
    storage = opener()
    store = AccountStore(storage)
    for n, account in enumerate("ab"):
        store.create(account, 0.0, (f"Player {account}", f"player {account}", f"skeleton {n}"), "hash")
    players = (Player(0, "a"), Player(1, "b"), Player(2, cpu="greedy"), Player(3, cpu="random"))
    storage.save_lobby("t", {})
    for number in range(3):
        storage.start_game("t", number, Game.new(seed=number, names=("A", "B", "C", "D")).to_json())
        if number < 2:  # the third is still played: never listed
            end = GameEnd("guc", number, ((0,), (1,), (2,), (3,)), players)
            storage.append_action("t", number, 0, "AS field", end)
            with storage.transaction() as tx:  # the end written again changes nothing
                assert record_end(tx, "t", number, end) == ()
    history = GameHistory(opener())  # read back by another connection
    page = asyncio.run(history.my_games(SimpleNamespace(account="b"), MyGames()))  # type: ignore[arg-type]
    assert page["total"] == 2 and [g["game_number"] for g in page["games"]] == [1, 0]
    assert [g["winners"] for g in page["games"]] == [[1], [0]] and page["games"][0]["seat"] == 1
    assert [s["name"] for s in page["games"][0]["seats"]] == ["A", "B", "C", "D"]
    got = asyncio.run(history.get_game(SimpleNamespace(account="a"), GetGame(table="t", game_number=1)))  # type: ignore[arg-type]
    assert got["seat"] == 0 and json.loads(got["record"])["actions"] == ["AS field"]
    store.delete("b")  # its games stay, anonymised: listed to nobody under it
    assert asyncio.run(history.my_games(SimpleNamespace(account="b"), MyGames()))["games"] == []  # type: ignore[arg-type]


def test_a_winning_action_stored_again_after_its_reply_was_lost_is_done_and_rated_once(
    opener: Opener,
) -> None:
    storage = opener()
    store = AccountStore(storage)
    for account in ("a", "b"):
        store.create(account, 0.0, (f"Player {account}", f"player {account}", f"skeleton {account}"), "hash")
    storage.save_lobby("t", {})
    storage.start_game("t", 0, Game.new(seed=1).to_json())
    end = GameEnd("guc", 0, ((0,), (1,)), (Player(0, "a"), Player(1, "b")))
    changes = storage.append_action("t", 0, 0, "the last", end)
    assert len(changes) == 2
    # its commit went through but the reply was lost: written again, by this process or another
    assert storage.append_action("t", 0, 0, "the last", end) == changes
    assert opener().append_action("t", 0, 0, "the last", end) == changes
    with pytest.raises(DuplicateAction) as refused:
        storage.append_action("t", 0, 0, "another", end)
    assert refused.value.stored == "the last"
    for change in changes:
        rating = store.rating(change.account, "guc", 1)
        assert rating is not None and rating.games == 1 == change.after.games  # rated once


def test_a_rated_games_end_is_kept_with_its_time_for_the_rating_history(opener: Opener) -> None:
    from jackaroo.server.account_store import AccountStore
    from jackaroo.server.game_results import record_end
    from jackaroo.server.ratings import GameEnd, Player

    storage = opener()
    store = AccountStore(storage)
    store.create("a1", 0.0, ("Sara", "sara", "sara"), "hash")
    before = time.time()
    for number, winner in enumerate((0, 1, 0)):
        storage.start_game("t1", number, Game.new(seed=number).to_json())
        players = (Player(0, "a1"), Player(1, cpu="greedy"))
        end = GameEnd("guc", winner, ((0,), (1,)), players, cpu_games_count=True)
        with storage.transaction() as tx:
            record_end(tx, "t1", number, end)
    again = AccountStore(opener())
    history = again.history("a1", "guc", 1, 10)
    assert len(history) == 3 and all(ended is not None and ended >= before - 60 for ended, _ in history)
    rating = again.rating("a1", "guc", 1)
    assert rating is not None and history[-1][1] == rating.ordinal
    assert history[0][1] > history[1][1] < history[2][1]  # won, lost, won: oldest first
    assert again.history("a1", "guc", 1, 2) == history[1:]
    assert again.played("a1", "guc") == (3, 2) and again.played("a1", "classic") == (0, 0)


def test_an_older_sqlite_file_gains_the_end_time_column(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE game_players (table_id TEXT NOT NULL, number INTEGER NOT NULL,"
            " seat INTEGER NOT NULL, account TEXT, ruleset TEXT NOT NULL, season INTEGER NOT NULL,"
            " rank INTEGER NOT NULL, rated INTEGER NOT NULL, with_cpus INTEGER NOT NULL,"
            " mu_before REAL, sigma_before REAL, mu REAL, sigma REAL, PRIMARY KEY (table_id, number, seat))"
        )
    SqliteStorage(path).close()
    with sqlite3.connect(path) as db:
        assert "ended" in {row[1] for row in db.execute("PRAGMA table_info(game_players)")}
