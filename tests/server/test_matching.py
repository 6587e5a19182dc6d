"""Quick match's pure core: the band widening with the wait, tables of four near in rating, partners
kept together, players alone made into teams, CPUs only for a player who accepted them."""

from __future__ import annotations

from jackaroo.server.matching import BAND_START, Waiting, band, form, parties


def players(*ratings: float, waited: float = 0.0) -> list[Waiting]:
    return [Waiting(f"p{i}", mu, waited) for i, mu in enumerate(ratings)]


def test_the_band_widens_with_the_wait() -> None:
    assert band(0) == BAND_START
    assert band(10) > band(5) > band(0)
    assert band(-3) == BAND_START  # (a clock that stepped back)


def test_four_near_players_make_a_table_three_wait() -> None:
    (table,) = form(players(25, 26, 24, 25.5), classic=False)
    assert table[0] == "p0" and sorted(table) == ["p0", "p1", "p2", "p3"]
    assert form(players(25, 26, 24), classic=False) == []


def test_players_far_apart_wait_until_the_band_reaches_them() -> None:
    spread = [10.0, 20.0, 30.0, 40.0]
    assert form(players(*spread, waited=0), classic=False) == []
    assert form(players(*spread, waited=10), classic=False) == []  # band 8: not yet
    (table,) = form(players(*spread, waited=60), classic=False)  # band 33: everyone
    assert sorted(k for k in table if k) == ["p0", "p1", "p2", "p3"]


def test_the_longest_waiting_player_is_seated_first_with_the_nearest_ratings() -> None:
    waiting = [
        Waiting("old", 25, 30.0),
        Waiting("a", 26, 1.0),
        Waiting("b", 24, 1.0),
        Waiting("c", 27, 1.0),
        Waiting("far", 40, 1.0),
        Waiting("d", 30, 1.0),
    ]
    (table,) = form(waiting, classic=False)
    assert table[0] == "old" and set(table) == {"old", "a", "b", "c"}


def test_eight_players_two_tables_and_the_limit() -> None:
    assert len(form(players(*[25.0] * 8), classic=False)) == 2
    assert len(form(players(*[25.0] * 8), classic=False, limit=1)) == 1
    seated = [k for table in form(players(*[25.0] * 11), classic=False) for k in table]
    assert len(seated) == len(set(seated)) == 8  # nobody twice; three wait


def test_a_player_who_accepted_cpus_plays_with_whoever_is_near_and_cpus() -> None:
    waiting = [Waiting("sara", 25, 40.0, fill=True), Waiting("omar", 26, 1.0), Waiting("far", 45, 1.0)]
    (table,) = form(waiting, classic=False, growth=0.0)
    assert table == ("sara", "omar", None, None)
    assert form([Waiting("huda", 25, 40.0)], classic=False) == []  # no CPUs unless accepted


def test_partners_who_name_each_other_are_one_party_a_one_sided_request_is_not() -> None:
    sara = Waiting("s", 25, 0, name_key="sara", partner="omar")
    omar = Waiting("o", 25, 0, name_key="omar", partner="sara")
    huda = Waiting("h", 25, 0, name_key="huda", partner="sara")
    found = parties([sara, omar, huda], classic=True)
    assert sorted(len(p.members) for p in found) == [1, 2]
    assert len(parties([sara, omar], classic=False)) == 2  # the default game has no partners


def test_partners_sit_opposite_and_players_alone_are_made_into_balanced_teams() -> None:
    sara = Waiting("s", 30, 5, name_key="sara", partner="omar")
    omar = Waiting("o", 20, 5, name_key="omar", partner="sara")
    alone = [Waiting("a", 24, 1), Waiting("b", 26, 1)]
    (table,) = form([sara, omar, *alone], classic=True)
    teams = [{table[0], table[2]}, {table[1], table[3]}]
    assert {"s", "o"} in teams and {"a", "b"} in teams
    four = [Waiting("w", 20, 30), Waiting("x", 30, 30), Waiting("y", 26, 30), Waiting("z", 24, 30)]
    (table,) = form(four, classic=True)
    assert {table[0], table[2]} == {"x", "w"} and {table[1], table[3]} == {"y", "z"}


def test_two_pairs_make_a_table_and_partners_are_never_split() -> None:
    waiting = []
    for i in range(3):
        waiting += [
            Waiting(f"a{i}", 25, i, name_key=f"a{i}", partner=f"b{i}"),
            Waiting(f"b{i}", 25, i, name_key=f"b{i}", partner=f"a{i}"),
        ]
    waiting.append(Waiting("solo", 25, 9))
    tables = form(waiting, classic=True)
    assert len(tables) == 1
    (table,) = tables
    for i in range(3):
        if f"a{i}" in table:
            assert table.index(f"a{i}") % 2 == table.index(f"b{i}") % 2  # the same team
    lonely = [Waiting("s", 25, 60, name_key="sara", partner="omar", fill=True)]
    (table,) = form(lonely, classic=True)  # a partner who never came: CPUs, when accepted
    assert table.count(None) == 3
