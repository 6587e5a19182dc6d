"""Ratings in the database, SQLite and PostgreSQL alike (the storage suite's ``database`` fixture):
a game's end rates its players once, in the transaction of its last action, to the values
``openskill``'s own Plackett-Luce model gives for the same match; leaderboards; a deleted account's
games stay, anonymised."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator

import pytest
from openskill.models import PlackettLuce

from jackaroo.model.game import Game
from jackaroo.server.account_store import DELETED_NAME, AccountStore
from jackaroo.server.open_storage import open_storage
from jackaroo.server.ratings import CPU_RATINGS, GameEnd, Player
from jackaroo.server.storage import DuplicateAction, Storage

GUC_TEAMS = ((0,), (1,), (2,), (3,))
CLASSIC_TEAMS = ((0, 2), (1, 3))


@pytest.fixture
def storage(database: str) -> Iterator[Storage]:
    opened = open_storage(database)
    yield opened
    opened.close()


def accounts(storage: Storage, *ids: str) -> AccountStore:
    store = AccountStore(storage)
    for n, account in enumerate(ids):
        store.create(account, 0.0, (f"Player {account}", f"player {account}", f"skeleton {n}"), "hash")
    return store


def finish(storage: Storage, table: str, end: GameEnd, number: int = 0) -> tuple[object, ...]:
    """Store game ``number`` of ``table`` with one action, the one that ends it as ``end``."""
    storage.save_lobby(table, {})
    storage.start_game(table, number, Game.new(seed=1).to_json())
    return storage.append_action(table, number, 0, "AS field", end)


def test_four_rivals_are_rated_as_openskill_rates_them_and_only_once(storage: Storage) -> None:
    store = accounts(storage, "a", "b", "c", "d")
    end = GameEnd("guc", 2, GUC_TEAMS, tuple(Player(s, account) for s, account in enumerate("abcd")))
    changes = finish(storage, "t", end)
    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in range(4)], ranks=[2, 2, 1, 2])
    for seat, account in enumerate("abcd"):
        rating = store.rating(account, "guc", 1)
        assert rating is not None and rating.games == 1
        assert rating.mu == pytest.approx(expected[seat][0].mu)
        assert rating.sigma == pytest.approx(expected[seat][0].sigma)
    assert len(changes) == 4
    # the same end written again, as by a retried request or a second process: taken as done (the
    # changes stored with it), not rated again; another action at that ply is refused
    assert storage.append_action("t", 0, 0, "AS field", end) == changes
    with pytest.raises(DuplicateAction):
        storage.append_action("t", 0, 0, "2H move t1", end)
    with storage.transaction() as tx:
        from jackaroo.server.game_results import record_end

        assert record_end(tx, "t", 0, end) == ()  # the game is finished already
    assert all(store.rating(a, "guc", 1).games == 1 for a in "abcd")  # type: ignore[union-attr]


def test_partners_are_one_team_and_cpus_play_at_their_fixed_rating(storage: Storage) -> None:
    store = accounts(storage, "a", "b")
    players = (Player(0, "a"), Player(1, "b"), Player(2, cpu="expert"), Player(3, cpu="random"))
    assert finish(storage, "off", GameEnd("classic", 2, CLASSIC_TEAMS, players)) == ()  # CPUs: not rated
    assert store.rating("a", "classic", 1) is None
    finish(storage, "on", GameEnd("classic", 2, CLASSIC_TEAMS, players, cpu_games_count=True))
    model = PlackettLuce()
    expected = model.rate(
        [
            [model.rating(), model.rating(*CPU_RATINGS["expert"])],
            [model.rating(), model.rating(*CPU_RATINGS["random"])],
        ],
        ranks=[1, 2],
    )
    a, b = store.rating("a", "classic", 1), store.rating("b", "classic", 1)
    assert a is not None and b is not None
    assert (a.mu, a.sigma) == pytest.approx((expected[0][0].mu, expected[0][0].sigma))
    assert (b.mu, b.sigma) == pytest.approx((expected[1][0].mu, expected[1][0].sigma))
    with storage.transaction() as tx:
        rows = tx.execute("SELECT table_id, rated, with_cpus FROM game_players WHERE seat = 0").fetchall()
    assert sorted(tuple(r) for r in rows) == [("off", 0, 1), ("on", 1, 1)]


def test_a_player_who_abandoned_loses_even_when_their_side_wins(storage: Storage) -> None:
    store = accounts(storage, "a", "b", "c", "d")
    players = (Player(0, "a", abandoned=True), Player(1, "b"), Player(2, "c"), Player(3, "d"))
    finish(storage, "t", GameEnd("classic", 2, CLASSIC_TEAMS, players))
    model = PlackettLuce()
    r = model.rating
    expected = model.rate([[r()], [r(), r()], [r()]], ranks=[1, 2, 3])  # (c), (b, d), (a) alone, last
    got = {x: store.rating(x, "classic", 1) for x in "abcd"}
    assert got["c"].mu == pytest.approx(expected[0][0].mu)  # type: ignore[union-attr]
    assert got["b"].mu == pytest.approx(expected[1][0].mu)  # type: ignore[union-attr]
    assert got["a"].mu == pytest.approx(expected[2][0].mu)  # type: ignore[union-attr]
    assert max(got["a"].mu, got["b"].mu) < 25 < got["c"].mu  # type: ignore[union-attr]


def test_two_processes_ending_one_game_rate_it_once(database: str) -> None:
    first, second = open_storage(database), open_storage(database)
    try:
        store = accounts(first, "a", "b")
        first.save_lobby("t", {})
        first.start_game("t", 0, Game.new(seed=1).to_json())
        end = GameEnd("guc", 0, ((0,), (1,)), (Player(0, "a"), Player(1, "b")))
        barrier = threading.Barrier(2)
        outcomes: list[str] = []

        def write(storage: Storage) -> None:
            barrier.wait()
            try:
                storage.append_action("t", 0, 0, "AS field", end)
                outcomes.append("stored")
            except DuplicateAction:
                outcomes.append("refused")

        threads = [threading.Thread(target=write, args=(s,)) for s in (first, second)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert outcomes == ["stored", "stored"]  # each sees its action stored; it is rated once
        rating = store.rating("a", "guc", 1)  # rated once; its win shows its ordinal
        assert rating is not None and rating.games == 1 and rating.shown == rating.ordinal
    finally:
        first.close()
        second.close()


def test_leaderboards_list_named_players_with_enough_games_per_season(storage: Storage) -> None:
    store = accounts(storage, "a", "b", "c")
    store.create("guest", 0.0, None, None)
    for n in range(3):  # a wins thrice, b twice second, c once; the guest plays every game
        seats = ("a", "b", "guest") if n < 2 else ("a", "c", "guest")
        end = GameEnd("guc", 0, GUC_TEAMS[:3], tuple(Player(s, x) for s, x in enumerate(seats)))
        finish(storage, f"t{n}", end)
    assert [row[0] for row in store.board("guc", 1, 2, 0, 100)] == ["Player a", "Player b"]
    everyone = store.board("guc", 1, 1, 0, 100)
    shown = [row[5] for row in everyone]
    assert sorted({row[0] for row in everyone}) == ["Player a", "Player b", "Player c"]
    assert shown == sorted(shown, reverse=True) and everyone[0][0] == "Player a"
    assert store.board_size("guc", 1, 2) == 2
    assert store.place("b", "guc", 1, 2) == 1 and store.place("c", "guc", 1, 2) is None
    assert [store.place(row[4], "guc", 1, 1) for row in everyone] == [0, 1, 2]
    assert store.place("guest", "guc", 1, 1) is None  # guests are rated, never listed
    assert store.board("guc", 2, 0, 0, 100) == [] and store.board("classic", 1, 0, 0, 100) == []
    assert store.board("guc", 1, 1, 1, 1) == everyone[1:2]


def test_a_deleted_account_leaves_its_games_anonymised(storage: Storage) -> None:
    store = accounts(storage, "a", "b")
    store.add_session("digest", "a", 0.0, 10.0**12)
    finish(storage, "t", GameEnd("guc", 0, ((0,), (1,)), (Player(0, "a"), Player(1, "b"))))
    store.delete("a")
    assert store.by_id("a") is None and store.session("digest", 1.0) is None
    assert store.rating("a", "guc", 1) is None and store.rating("b", "guc", 1) is not None
    game = storage.game("t", 0)
    assert game is not None and game.winner == 0 and game.record.actions == ("AS field",)
    assert json.loads(game.record.initial_state_json)["seats"][0]["name"] == DELETED_NAME
    with storage.transaction() as tx:
        rows = tx.execute("SELECT seat, account FROM game_players ORDER BY seat").fetchall()
    assert [tuple(r) for r in rows] == [(0, None), (1, "b")]


def test_an_account_keeps_its_newest_sessions_and_forgets_expired_ones(storage: Storage) -> None:
    from jackaroo.server.account_store import MAX_SESSIONS

    store = accounts(storage, "a")
    store.add_session("old", "a", 0.0, 5.0)
    for n in range(MAX_SESSIONS + 3):
        store.add_session(f"s{n:02}", "a", 10.0 + n, 10.0**9)
    assert store.sessions("a", 100.0) == MAX_SESSIONS
    assert store.session("s00", 100.0) is None and store.session(f"s{MAX_SESSIONS + 2:02}", 100.0) == "a"
    with storage.transaction() as tx:
        assert tx.execute("SELECT COUNT(*) FROM sessions WHERE hash = 'old'").fetchone()[0] == 0
