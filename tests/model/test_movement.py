"""RULES.md section 3: paths, the five blocking rules and their effects."""

import pytest
from support.position import legal, position

from jackaroo.model.errors import IllegalMovementError, InvalidMarbleError, JackarooError
from jackaroo.model.events import HomeCause, MarbleMoved, MarbleSentHome


def moved(events):
    return [e for e in events if isinstance(e, MarbleMoved)]


def sent_home(events):
    return {(e.marble, e.cause) for e in events if isinstance(e, MarbleSentHome)}


def test_forward_move_on_the_track():
    g = position("t5", "6H")
    (move,) = moved(g.play("6H move t5"))
    assert move.path == (6, 7, 8, 9, 10, 11)
    assert g.state.marbles[0] == 11


def test_move_runs_through_the_entry_into_the_safe_zone_by_exact_count():
    g = position("t95", "6H")  # Entry of seat 0 is 98: 96 97 98 then Safe cells 0 1 2
    (move,) = moved(g.play("6H move t95"))
    assert move.path == (96, 97, 98, 100, 101, 102)
    assert g.state.to_dict()["seats"][0]["marbles"][0] == "s2"


def test_rank_too_high_to_fit_in_the_safe_zone_is_illegal():
    g = position("t97", "6H 5D 2S 3S")  # d = 1: at most 5 steps
    assert "6H move t97" not in legal(g)
    assert "5D move t97" in legal(g)
    with pytest.raises(IllegalMovementError, match="too high"):
        g.play("6H move t97")


def test_a_marble_never_passes_its_own_entry_on_the_track():
    g = position("| t20", "3S", current=1)  # seat 1's Entry is 23
    (move,) = moved(g.play("3S move t20"))
    assert move.path == (21, 22, 23)
    g = position("| t20", "6S", current=1)
    assert moved(g.play("6S move t20"))[0].path[-1] == 104 + 2  # seat 1 Safe cell 2


def test_safe_zone_moves_forward_only_within_it():
    g = position("s0 t40", "3S 4S")
    assert "3S move s0" in legal(g)
    g.play("3S move s0")
    assert g.state.to_dict()["seats"][0]["marbles"][0] == "s3"
    g = position("s1 t40", "3S")
    assert "3S move s1" not in legal(g)


def test_four_moves_backwards_with_wrap_around_and_not_in_the_safe_zone():
    g = position("t2 s0", "4S")
    assert legal(g) == {"4S move t2"}
    (move,) = moved(g.play("4S move t2"))
    assert move.path == (1, 0, 99, 98) and move.backwards


def test_four_backwards_over_the_entry_does_not_enter_the_safe_zone():
    g = position("t1", "4S")
    g.play("4S move t1")
    assert g.state.marbles[0] == 97


def test_five_moves_an_opponent_with_wrap_around_past_its_entry():
    g = position("t96 | t40", "5S", current=1)
    (move,) = moved(g.play("5S move t96"))
    assert move.path == (97, 98, 99, 0, 1)


def test_five_moves_an_own_marble_into_its_safe_zone():
    g = position("t96", "5S")
    (move,) = moved(g.play("5S move t96"))
    assert move.path == (97, 98, 100, 101, 102)


def test_five_does_not_move_a_marble_in_a_safe_zone():
    g = position("s0 | s1", "5S 2S", current=0)
    assert "5S move s0" not in legal(g)
    with pytest.raises(InvalidMarbleError):
        g.play("5S move s0")


# -- rule 1: occupied Safe cells ------------------------------------------------------------------
def test_rule1_an_occupied_safe_cell_blocks_the_path():
    g = position("t97 s1", "3S")  # 98, s0, s1
    assert "3S move t97" not in legal(g)


def test_rule1_an_occupied_safe_cell_blocks_even_a_king():
    g = position("t89 s3", "KS")  # 13 = 9 to the Entry + 4 into the Safe Zone
    assert "KS move t89" not in legal(g)
    g = position("t89", "KS")
    assert "KS move t89" in legal(g)


# -- rule 2: a marble on its own Base cell ---------------------------------------------------------
def test_rule2_a_marble_on_its_own_base_cell_cannot_be_passed():
    g = position("t22 | t25", "5S")
    with pytest.raises(IllegalMovementError, match="A marble on its own Base cell cannot be passed"):
        g.play("5S move t22")


def test_rule2_a_marble_on_its_own_base_cell_cannot_be_landed_on():
    g = position("t22 | t25", "3S")
    assert "3S move t22" not in legal(g)
    with pytest.raises(IllegalMovementError, match="landed on"):
        g.play("3S move t22")


def test_rule2_holds_for_a_king():
    g = position("t20 | t25", "KS")
    assert "KS move t20" not in legal(g)


def test_rule2_a_marble_on_another_seats_base_cell_has_no_protection():
    g = position("t47 | t50", "3S 5S")
    assert {"3S move t47", "5S move t47"} <= legal(g)
    assert sent_home(g.play("3S move t47")) == {(4, HomeCause.CAPTURE)}


def test_rule2_own_marble_on_own_base_also_blocks_its_owner():
    g = position("t0 t2", "4S")  # backwards over its own Base cell
    assert "4S move t2" not in legal(g)


# -- rule 3: self-blocking ------------------------------------------------------------------------
def test_rule3_own_marble_on_the_path_or_target_blocks():
    g = position("t10 t12", "3S 2S")
    assert "3S move t10" not in legal(g)
    assert "2S move t10" not in legal(g)
    with pytest.raises(IllegalMovementError, match="own marble"):
        g.play("3S move t10")


def test_rule3_a_king_passes_and_destroys_own_marbles():
    g = position("t10 t12", "KS")
    events = g.play("KS move t10")
    assert (1, HomeCause.KING) in sent_home(events)
    assert g.state.marbles[:2] == (23, -1)


def test_rule3_a_five_on_an_opponent_is_blocked_by_the_acting_players_marbles_only():
    # seat 1 moves seat 0's marble from 10: its own marble at 12 blocks, seat 0's marble at 13 does not
    g = position("t10 t13 | t12", "5S", current=1)
    assert "5S move t10" not in legal(g)
    g = position("t10 t13 | t40", "5S", current=1)
    assert "5S move t10" in legal(g)
    g = position("t10 t15 | t40", "5S", current=1)
    assert sent_home(g.play("5S move t10")) == {(1, HomeCause.CAPTURE)}


# -- rule 4: the Safe Zone Entry --------------------------------------------------------------------
def test_rule4_a_marble_on_the_entry_blocks_the_way_into_the_safe_zone():
    g = position("t96 | t98", "3S 2S")
    assert "3S move t96" not in legal(g)
    with pytest.raises(IllegalMovementError, match="Safe Zone Entry"):
        g.play("3S move t96")


def test_rule4_landing_on_the_entry_is_allowed_and_captures():
    g = position("t96 | t98", "2S")
    assert sent_home(g.play("2S move t96")) == {(4, HomeCause.CAPTURE)}


def test_rule4_does_not_apply_to_a_king():
    g = position("t89 | t98", "KS")
    events = g.play("KS move t89")
    assert sent_home(events) == {(4, HomeCause.KING)}
    assert g.state.to_dict()["seats"][0]["marbles"][0] == "s3"


def test_rule4_starting_on_the_entry_is_not_blocked():
    g = position("t98", "2S")
    assert "2S move t98" in legal(g)


# -- rule 5: at most one marble passed ------------------------------------------------------------
def test_rule5_passing_two_marbles_is_illegal():
    g = position("t10 | t12 t14", "6S")
    with pytest.raises(IllegalMovementError, match="Cannot pass more than one marble"):
        g.play("6S move t10")


def test_rule5_passing_one_and_capturing_another_is_legal():
    g = position("t10 | t12 t16", "6S")
    assert sent_home(g.play("6S move t10")) == {(5, HomeCause.CAPTURE)}


def test_rule5_a_king_passes_any_number_and_sends_all_home():
    g = position("t10 | t12 t14 | t16 | t23", "KS")
    events = g.play("KS move t10")
    assert sent_home(events) == {
        (4, HomeCause.KING),
        (5, HomeCause.KING),
        (8, HomeCause.KING),
        (12, HomeCause.KING),
    }


# -- effects ----------------------------------------------------------------------------------------
def test_landing_on_an_opponent_sends_it_home():
    g = position("t10 | t13", "3S")
    assert sent_home(g.play("3S move t10")) == {(4, HomeCause.CAPTURE)}
    assert g.state.marbles[4] == -1 and g.state.marbles[0] == 13


def test_a_marble_in_the_home_zone_cannot_move():
    g = position("| t40", "3S")
    with pytest.raises(InvalidMarbleError):
        g.play("3S move t40")  # not yours either
    assert legal(g) == {"3S drop"}


def test_an_illegal_move_changes_nothing():
    g = position("t10 | t12 t14", "6S 2S")
    before = g.to_json()
    with pytest.raises(JackarooError):
        g.play("6S move t10")
    assert g.to_json() == before
