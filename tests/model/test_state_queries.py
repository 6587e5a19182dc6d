"""What the state says about itself for a player: whose marbles the seat to act plays with, and the
action locations that name them (NOTATION.md actions), in both rulesets; and what each ruleset is."""

from __future__ import annotations

import random

import pytest
from support.classic_position import classic_position
from support.position import position

from jackaroo.model import Game
from jackaroo.model.board import safe_cell
from jackaroo.model.rules import CLASSIC_RULESET, DEFAULT_RULESET, RULESETS


def test_the_default_game_names_its_own_safe_marbles_and_no_one_elses() -> None:
    g = position("t5 s1 | s0 t30", "2S")
    state = g.state
    assert state.controlled_seat(0) == 0
    assert [state.location_of(m) for m in (0, 1, 2, 4, 5)] == [5, 101, None, None, 30]
    assert state.cell_of(101) == safe_cell(0, 1)
    assert state.cell_of(30) == 30


def test_the_seat_to_act_decides_what_s_names() -> None:
    g = position("s1 | s2", "2S", current=1)
    state = g.state
    assert (state.location_of(0), state.location_of(4)) == (None, 102)
    assert state.cell_of(102) == safe_cell(1, 2)


def test_a_classic_player_with_all_four_safe_plays_the_partners_marbles() -> None:
    g = classic_position("s0 s1 s2 s3 | t30 | s1 t46", hand="2C 3D 6H 9S")
    state = g.state
    assert state.controlled_seat(0) == 2 and state.controlled_seat(1) == 1
    assert state.location_of(0) is None  # its own safe marbles are out of play
    assert (state.location_of(8), state.location_of(9), state.location_of(4)) == (101, 46, 30)
    assert state.cell_of(101) == safe_cell(2, 1)


def test_a_classic_player_plays_its_own_marbles_until_all_four_are_safe() -> None:
    g = classic_position("s0 s1 s2 t90 | | s3", hand="2C 3D 6H 9S")
    assert g.state.controlled_seat(0) == 0
    assert (g.state.location_of(1), g.state.location_of(8)) == (101, None)


@pytest.mark.parametrize(("ruleset", "players"), [("guc", 4), ("classic", 2), ("classic", 4)])
def test_locations_name_the_marbles_the_legal_actions_name(ruleset: str, players: int) -> None:
    rng = random.Random(7)
    game = Game.new(seed=7, ruleset=ruleset, players=("random",) * players)
    while not game.is_over:
        state = game.state
        for m, cell in enumerate(state.marbles):
            loc = state.location_of(m)
            if loc is not None:
                assert state.cell_of(loc) == cell
        named = {loc for a in game.legal_actions() for loc in a.locs}
        assert all(state.occupied[state.cell_of(loc)] >= 0 for loc in named)
        game.play(rng.choice(game.legal_actions()))


def test_what_each_ruleset_is() -> None:
    guc, classic = RULESETS[DEFAULT_RULESET], RULESETS[CLASSIC_RULESET]
    assert (guc.player_counts, guc.has_traps, guc.has_partners) == ((4,), True, False)
    assert (classic.player_counts, classic.has_traps, classic.has_partners) == ((2, 3, 4), False, True)
    assert (DEFAULT_RULESET, CLASSIC_RULESET) == ("guc", "classic")
