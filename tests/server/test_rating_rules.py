"""The rules deciding which finished games are rated (:mod:`jackaroo.server.rating_rules`), alone:
each reason in its order, and on SQLite and PostgreSQL the two that read the database (accounts made
from one address close in time; the same accounts rated together too often in a day), the address
kept only as a hash, and a game judged unrated changing no rating."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace

import pytest

from jackaroo.server.account_store import AccountStore
from jackaroo.server.open_storage import open_storage
from jackaroo.server.rating_rules import (
    DAY,
    PLAYED_ACTIONS,
    RatingRules,
    judged,
    origin_of,
    shared_reason,
    table_reason,
)
from jackaroo.server.ratings import GameEnd, Player
from jackaroo.server.storage import Storage

from .test_ratings import GUC_TEAMS, finish

HOUR = 3600.0
#: every rule on, player tables rated (the rules of a table's people are what is tested here)
RULES = RatingRules(rate_player_tables=True)


def end_of(*players: Player, **fields: object) -> GameEnd:
    return GameEnd("guc", 0, GUC_TEAMS[: len(players)], players, **fields)  # type: ignore[arg-type]


def people(*acted: int | None) -> tuple[Player, ...]:
    return tuple(Player(seat, f"a{seat}", acted=count) for seat, count in enumerate(acted))


def test_the_reasons_of_the_table_in_their_order() -> None:
    played = people(30, 25, 28, 26)
    assert table_reason(end_of(*played), matched=True, rules=RatingRules()) is None
    # a table a player made: quick match's only, unless the server rates player tables
    assert table_reason(end_of(*played), matched=False, rules=RatingRules()) == "not_quick_match"
    assert table_reason(end_of(*played), matched=False, rules=RULES) is None
    # a CPU seat, on a server that rates no game with one (whoever left first)
    with_cpu = (*people(30, 1), Player(2, cpu="random"), Player(3, cpu="expert"))
    assert table_reason(end_of(*with_cpu), matched=True, rules=RULES) == "with_cpus"
    cpus_on = replace(RULES, cpu_games_rated=True)
    assert table_reason(end_of(*with_cpu), matched=True, rules=cpus_on) == "left_early"
    # a person not signed in: nobody to hold to the rules
    stranger = (*played[:3], Player(3, None, acted=30))
    assert table_reason(end_of(*stranger), matched=True, rules=RULES) == "not_signed_in"
    # a seat whose person played fewer than PLAYED_ACTIONS actions: left, or let a CPU play, at
    # the start; one more, and the game was played (a leaver then loses: test_ratings)
    early = people(30, PLAYED_ACTIONS - 1, 28, 26)
    assert table_reason(end_of(*early), matched=True, rules=RULES) == "left_early"
    gone = (played[0], replace(early[1], abandoned=True), *played[2:])
    assert table_reason(end_of(*gone), matched=True, rules=RULES) == "left_early"
    later = (played[0], Player(1, "a1", abandoned=True, acted=PLAYED_ACTIONS), *played[2:])
    assert table_reason(end_of(*later), matched=True, rules=RULES) is None
    # a game whose actions were not counted (an end written by another part of the server)
    assert table_reason(end_of(*people(None, None)), matched=True, rules=RULES) is None


@pytest.fixture
def storage(database: str) -> Iterator[Storage]:
    opened = open_storage(database)
    yield opened
    opened.close()


def test_accounts_made_from_one_address_within_a_day_are_not_rated_together(storage: Storage) -> None:
    store, now = AccountStore(storage), 10.0**9
    made = {"a": ("198.51.100.7", 0.0), "b": ("198.51.100.7", 23 * HOUR), "c": ("198.51.100.7", 25 * HOUR)}
    made |= {"d": ("2001:db8:1:2::/64", 1.0), "e": ("203.0.113.9", 2.0), "f": ("", 3.0)}
    for account, (address, when) in made.items():
        store.create(account, now + when, None, None, address=address)
    assert shared_reason(storage, {"a", "b"}, RULES, now) == "same_address"
    assert shared_reason(storage, {"b", "c", "d"}, RULES, now) == "same_address"  # 2 h apart
    for apart in ({"a", "c"}, {"a", "d", "e"}, {"a", "f"}, {"f", "e"}):  # 25 h, other addresses, none
        assert shared_reason(storage, apart, RULES, now) is None
    assert shared_reason(storage, {"a", "b"}, replace(RULES, same_address_hours=0), now) is None
    assert shared_reason(storage, {"a", "b"}, replace(RULES, same_address_hours=1), now) is None
    # what is kept of the address: a hash, never the address itself
    with storage.transaction() as tx:
        kept = {row[0] for row in tx.execute("SELECT origin FROM accounts").fetchall()}
    assert origin_of("198.51.100.7") in kept and not any("198.51" in (k or "") for k in kept)


def test_the_same_accounts_are_rated_together_a_few_times_a_day(storage: Storage) -> None:
    store = AccountStore(storage)
    for n, account in enumerate("abc"):
        store.create(account, 0.0, None, None, address=f"192.0.2.{n}")
    pair = end_of(Player(0, "a", acted=20), Player(1, "b", acted=20))
    rules = replace(RULES, group_games_a_day=2)
    for n in range(2):
        now = time.time()
        assert judged(storage, pair, matched=True, rules=rules, now=now).reason is None
        assert len(finish(storage, f"pair{n}", pair)) == 2  # rated
    now = time.time()
    assert judged(storage, pair, matched=True, rules=rules, now=now).reason == "same_group"
    unrated = replace(pair, reason="same_group")
    assert finish(storage, "pair2", unrated) == ()  # judged unrated: no rating changes
    assert store.rating("a", "guc", 1).games == 2  # type: ignore[union-attr]
    # another group (one more player), a day later, no limit: rated again
    assert shared_reason(storage, {"a", "b", "c"}, rules, now) is None
    assert shared_reason(storage, {"a", "b"}, rules, now + DAY + 1) is None
    assert shared_reason(storage, {"a", "b"}, replace(rules, group_games_a_day=0), now) is None
    assert shared_reason(storage, {"a"}, rules, now) is None  # alone (with CPUs): no group
    with storage.transaction() as tx:
        rows = tx.execute("SELECT rated FROM game_players WHERE table_id = 'pair2'").fetchall()
    assert [row[0] for row in rows] == [0, 0]
