"""The classic ruleset's setup, deals and JSON state (docs/notation.md, classic keys)."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from support.classic_position import classic_json
from support.position import position_json

from jackaroo.model import Game, StateFormatError
from jackaroo.model.events import DeckRefilled, RoundDealt
from jackaroo.model.rules.classic_board import CLASSIC_DECK


def test_the_deck_is_the_52_standard_cards_once_each() -> None:
    assert len(CLASSIC_DECK) == len(set(CLASSIC_DECK)) == 52
    assert all(c.suit is not None for c in CLASSIC_DECK)


@pytest.mark.parametrize(
    ("players", "seats"),
    [(2, (0, 2)), (3, (0, 1, 2)), (4, (0, 1, 2, 3))],
)
def test_new_game_seats_deal_and_teams(players: int, seats: tuple[int, ...]) -> None:
    g = Game.new(seed=3, ruleset="classic", players=["human"] + ["random"] * (players - 1))
    s = g.state
    assert s.classic is not None
    assert tuple(p for p in range(4) if s.players[p] != "none") == seats
    assert [len(h) for h in s.hands] == [4 if p in seats else 0 for p in range(4)]
    assert len(s.deck) == 52 - 4 * players and s.firepit == () and s.traps == ()
    dealer = s.classic.dealer
    assert dealer in seats
    assert s.current == seats[(seats.index(dealer) + 1) % len(seats)]  # left of the dealer
    assert s.classic.teams == (((0, 2), (1, 3)) if players == 4 else tuple((p,) for p in seats))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sets_of_three_rounds_deal_4_4_5_and_pass_the_deal(players: int) -> None:
    g = Game.new(seed=11, ruleset="classic", players=["random"] * players)
    rng = random.Random(1)
    dealers = [g.state.classic.dealer]
    sizes = {1: 4}
    while g.state.round < 7 and not g.is_over:
        events = g.play(rng.choice(g.legal_actions()))
        if any(isinstance(e, RoundDealt) for e in events):
            s = g.state
            assert {len(h) for h in s.hands if h} <= {4 if s.round % 3 else 5}
            sizes[s.round] = max(len(h) for h in s.hands)
            undealt = 52 - players * (4, 8, 13)[(s.round - 1) % 3]
            assert len(s.deck) == undealt
            assert any(isinstance(e, DeckRefilled) for e in events) == (s.round % 3 == 1)
            if s.round % 3 == 1:
                assert s.firepit == ()
                dealers.append(s.classic.dealer)
    if not g.is_over:
        assert [sizes[r] for r in range(1, 7)] == [4, 4, 5, 4, 4, 5]
        seats = [p for p in range(4) if g.state.players[p] != "none"]
        for a, b in itertools.pairwise(dealers):
            assert b == seats[(seats.index(a) + 1) % len(seats)]


def test_a_classic_state_round_trips_and_default_files_stay_as_they_were() -> None:
    text = json.dumps(classic_json("t5 | t30", hand="6H AS 2C 3D"))
    g = Game.from_json(text)
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    guc = Game.new(seed=1)
    assert '"dealer"' not in guc.to_json() and '"pending"' not in guc.to_json()


def rejected(obj: dict, *words: str) -> None:
    with pytest.raises(StateFormatError) as info:
        Game.from_json(json.dumps(obj))
    for word in words:
        assert word in str(info.value)


def test_the_default_ruleset_rejects_empty_seats_and_classic_keys() -> None:
    obj = position_json("t5", "6H AS 10C BURNER")
    obj["seats"][1]["player"] = "none"
    rejected(obj, "seats[1].player")
    obj = position_json("t5", "6H AS 10C BURNER")
    obj["dealer"] = 0
    rejected(obj, "'dealer'", "classic")
    with pytest.raises(ValueError):
        Game.new(seed=1, players=("human", "none", "random", "random"))


@pytest.mark.parametrize("key", ["dealer", "teams", "pending"])
def test_classic_keys_are_required(key: str) -> None:
    obj = classic_json("t5", hand="6H AS 2C 3D")
    del obj[key]
    rejected(obj, f"'{key}'", "missing")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda o: o.update(teams=[[0, 1], [2, 3]]), ["'teams'"]),
        (lambda o: o.update(teams="x"), ["'teams'"]),
        (lambda o: o.update(dealer=7), ["'dealer'"]),
        (lambda o: o.update(pending={"decision": "give", "by": 3}), ["'pending.decision'"]),
        (lambda o: o.update(pending={"decision": "discard-choice", "by": 2}), ["'pending.by'"]),
        (lambda o: o.update(pending={"by": 2}), ["'pending'"]),
        (lambda o: o.update(traps=[8]), ["'traps'"]),
        (lambda o: o.update(turn=4), ["'turn'"]),
        (lambda o: o["deck"].append(o["firepit"].pop()), ["'deck'"]),
        (lambda o: o["seats"][0]["hand"].append("BURNER"), ["52 cards"]),
    ],
)
def test_bad_classic_keys_are_named(change, words: list[str]) -> None:
    obj = classic_json("t5", hand="6H AS 2C 3D", round=2)
    change(obj)
    rejected(obj, *words)


def test_an_empty_seat_holds_nothing() -> None:
    obj = classic_json("t5", hand="6H AS 2C 3D", players=2)
    obj["seats"][1]["marbles"][0] = "t40"
    rejected(obj, "seats[1]", "empty seat")
