"""RULES.md section 4: what each card does, and how many marbles it takes."""

import pytest
from support.position import legal, position

from jackaroo.model import Game
from jackaroo.model.errors import (
    CannotDiscardError,
    CannotFieldError,
    IllegalDestroyError,
    IllegalMovementError,
    IllegalSaveError,
    IllegalSwapError,
    InvalidCardError,
    InvalidMarbleError,
    JackarooError,
    NotationError,
    SplitOutOfRangeError,
)
from jackaroo.model.events import (
    CardDiscarded,
    HomeCause,
    MarbleFielded,
    MarbleMoved,
    MarbleSaved,
    MarbleSentHome,
    MarblesSwapped,
    TrapFired,
)


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# -- field: Ace and King ---------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["AS", "KH"])
def test_ace_and_king_field_a_marble_onto_the_base_cell(card):
    g = position("| | ", card)
    (field,) = of(g.play(f"{card} field"), MarbleFielded)
    assert field == MarbleFielded(0, 0)
    assert g.state.marbles[0] == 0


def test_fielding_for_another_seat_uses_its_base_cell():
    g = position("| ", "AS", current=2)
    g.play("AS field")
    assert g.state.marbles[8] == 50


def test_field_is_illegal_with_an_empty_home_zone():
    g = position("t3 t5 t7 s0", "AS")
    assert "AS field" not in legal(g)
    with pytest.raises(CannotFieldError):
        g.play("AS field")


def test_field_is_illegal_with_an_own_marble_on_the_base_cell():
    g = position("t0", "KS")
    assert "KS field" not in legal(g)
    with pytest.raises(CannotFieldError, match="Base cell"):
        g.play("KS field")


def test_field_sends_an_opponent_on_the_base_cell_home():
    g = position("| t0", "AS")
    events = g.play("AS field")
    assert of(events, MarbleSentHome) == [MarbleSentHome(4, 0, HomeCause.FIELD_CAPTURE, 0)]
    assert g.state.marbles[4] == -1


def test_ace_moves_one_step_and_king_thirteen():
    g = position("t10 t30", "AS KS")
    assert {"AS move t10", "KS move t10", "AS move t30", "KS move t30", "AS field", "KS field"} == legal(g)
    g.play("KS move t30")
    assert g.state.marbles[1] == 43


# -- Queen and Ten: discard --------------------------------------------------------------------------
def test_ten_discards_a_random_card_of_the_next_seat():
    g = position("t10", "10S 2S 3S 6S", hands={1: "9C 9D 9H 9S"})
    events = g.play("10S discard")
    (discard,) = of(events, CardDiscarded)
    assert discard.seat == 1 and discard.card.rank == 9 and discard.by_seat == 0
    assert len(g.state.hands[1]) == 3
    assert [str(c) for c in g.state.firepit[-2:]] == ["10S", str(discard.card)]


def test_ten_discard_is_illegal_if_the_next_seat_has_no_card():
    # seat 0 acts in turn 3 (1 card); seat 1 already lost its last card
    g = position("t10", "10S", hands={1: ""})
    assert legal(g) == {"10S move t10"}
    with pytest.raises(CannotDiscardError, match="next player"):
        g.play("10S discard")


def test_queen_discards_from_a_random_opponent_who_holds_cards():
    g = position("t10", "QS", hands={1: "", 2: "", 3: "9C"})
    assert "QS discard" in legal(g)
    (discard,) = of(g.play("QS discard"), CardDiscarded)
    assert (discard.seat, str(discard.card)) == (3, "9C")


def test_queen_discard_is_illegal_when_no_opponent_holds_cards():
    g = position("", "QS", hands={1: "", 2: "", 3: ""})
    assert legal(g) == {"QS drop"}
    with pytest.raises(CannotDiscardError):
        g.play("QS discard")


def test_queen_picks_every_opponent_who_holds_cards():
    victims = set()
    for seed in range(40):
        g = position("", "QS 2S 3S 4S", rng=seed)
        victims.add(of(g.play("QS discard"), CardDiscarded)[0].seat)
    assert victims == {1, 2, 3}


# -- Jack: swap ----------------------------------------------------------------------------------------
def test_jack_swaps_an_own_marble_with_an_opponents():
    g = position("t10 | t40", "JS")
    assert legal(g) == {"JS swap t10 t40", "JS move t10"}
    events = g.play("JS swap t40 t10")  # either order
    assert of(events, MarblesSwapped) == [MarblesSwapped(0, 4, 10, 40)]
    assert (g.state.marbles[0], g.state.marbles[4]) == (40, 10)


def test_swap_with_an_opponent_on_its_own_base_cell_is_illegal():
    g = position("t10 | t25", "JS")
    assert "JS swap t10 t25" not in legal(g)
    with pytest.raises(IllegalSwapError, match="Base cell"):
        g.play("JS swap t10 t25")


def test_an_own_marble_on_its_own_base_cell_may_be_swapped():
    g = position("t0 | t40", "JS")
    assert "JS swap t0 t40" in legal(g)


def test_an_opponent_on_another_seats_base_cell_may_be_swapped():
    g = position("t10 | t50", "JS")
    assert "JS swap t10 t50" in legal(g)


def test_swap_needs_marbles_on_the_track():
    g = position("s0 | t40 s1", "JS")
    assert "JS" not in " ".join(a for a in legal(g) if "swap" in a)
    with pytest.raises(IllegalSwapError, match="track"):
        g.play("JS swap s0 t40")


def test_two_own_marbles_cannot_be_swapped():
    g = position("t10 t20", "JS")
    with pytest.raises(IllegalSwapError, match="own"):
        g.play("JS swap t10 t20")


def test_swap_needs_one_own_marble():
    g = position("t10 | t20 | t30", "JS")
    with pytest.raises(InvalidMarbleError):
        g.play("JS swap t20 t30")


def test_a_swap_never_triggers_a_trap():
    g = position("t10 | t40", "JS", traps=[40, 10])
    events = g.play("JS swap t10 t40")
    assert not of(events, TrapFired) and g.state.marbles[0] == 40


# -- Seven: move or split --------------------------------------------------------------------------
def test_seven_moves_one_marble_seven():
    g = position("t10", "7S")
    assert legal(g) == {"7S move t10"}


def test_seven_splits_between_two_own_marbles():
    g = position("t10 t40", "7S")
    expected = {f"7S split t10 t40 {s}" for s in range(1, 7)} | {f"7S split t40 t10 {s}" for s in range(1, 7)}
    assert expected | {"7S move t10", "7S move t40"} == legal(g)
    events = g.play("7S split t10 t40 2")
    assert [(e.marble, e.path[-1]) for e in of(events, MarbleMoved)] == [(0, 12), (1, 45)]


def test_split_distance_out_of_range():
    g = position("t10 t40", "7S")
    with pytest.raises(SplitOutOfRangeError):
        g.play("7S split t10 t40 7")
    with pytest.raises(SplitOutOfRangeError):
        g.play("7S split t10 t40 0")


def test_split_needs_two_different_own_marbles():
    g = position("t10 t40 | t20", "7S")
    with pytest.raises(InvalidMarbleError):
        g.play("7S split t10 t10 3")
    with pytest.raises(InvalidMarbleError, match="not yours"):
        g.play("7S split t10 t20 3")


def test_split_is_atomic_when_the_second_part_is_illegal():
    # the first part (t10 -> t13) is legal, the second (t40 + 4 onto t44, an own... blocked by two)
    g = position("t10 t40 | t41 t42", "7S")
    before = g.to_json()
    assert "7S split t10 t40 3" not in legal(g)
    with pytest.raises(IllegalMovementError, match="more than one"):
        g.play("7S split t10 t40 3")
    assert g.to_json() == before


def test_split_second_part_sees_the_board_the_first_part_left():
    # first part captures the marble that would block the second part's path: t10 +2 -> t12
    # captures; then t8 +5 passes 10 (now empty), 12 (own marble) ... choose a clean case:
    # t12 holds an opponent; t10 moves 2 and captures it; t5 then moves 5 to t10's old cell
    g = position("t10 t5 | t12 t7", "7S")
    assert "7S split t5 t10 5" not in legal(g)  # t5 first would land on own t10
    assert "7S split t10 t5 2" in legal(g)  # t10 leaves first, t5 passes t7 and lands on t10
    events = g.play("7S split t10 t5 2")
    assert {(e.marble, e.cause) for e in of(events, MarbleSentHome)} == {(4, HomeCause.CAPTURE)}
    assert g.state.marbles[:2] == (12, 10)


def test_split_first_part_trap_clears_its_cell_for_the_second_part():
    # t10 moves 1 onto a trap at 11 and goes home; t8 then moves 6 past cells 9..14 with only the
    # opponent on 9 in the way.  Without the trap, 11 would hold an own marble and block.
    g = position("t10 t8 | t9", "7S", traps=[11])
    assert "7S split t10 t8 1" in legal(g)
    g2 = position("t10 t8 | t9", "7S", traps=[])
    assert "7S split t10 t8 1" not in legal(g2)


def test_split_into_the_safe_zone():
    g = position("t97 t40", "7S")
    g.play("7S split t97 t40 3")  # 98, s0, s1
    assert g.state.to_dict()["seats"][0]["marbles"][:2] == ["s1", "t44"]


# -- Four, Five -----------------------------------------------------------------------------------
def test_four_takes_only_own_marbles():
    g = position("t10 | t40", "4S")
    assert legal(g) == {"4S move t10"}
    with pytest.raises(InvalidMarbleError, match="own"):
        g.play("4S move t40")


def test_five_moves_any_marble_on_the_track():
    g = position("t10 s0 | t40 | t60", "5S")
    assert legal(g) == {"5S move t10", "5S move t40", "5S move t60"}


# -- Burner ---------------------------------------------------------------------------------------
def test_burner_sends_an_opponents_track_marble_home():
    g = position("t10 | t40 t25 s0 | t48 t50 | t51", "BURNER")
    assert legal(g) == {"BURNER burn t40", "BURNER burn t48", "BURNER burn t51"}  # not t25, t50
    events = g.play("BURNER burn t51")
    assert of(events, MarbleSentHome) == [MarbleSentHome(12, 51, HomeCause.BURN, 0)]


def test_burner_cannot_burn_own_marbles_or_protected_ones():
    g = position("t10 | t25", "BURNER")
    assert legal(g) == {"BURNER drop"}
    with pytest.raises(IllegalDestroyError, match="own marble"):
        g.play("BURNER burn t10")
    with pytest.raises(IllegalDestroyError, match="Base cell"):
        g.play("BURNER burn t25")


# -- Saver ----------------------------------------------------------------------------------------
def test_saver_moves_an_own_marble_to_a_random_empty_safe_cell():
    cells = set()
    for seed in range(30):
        g = position("t0 s1 | t40", "SAVER", rng=seed)
        assert legal(g) == {"SAVER save t0"}
        (save,) = of(g.play("SAVER save t0"), MarbleSaved)
        assert save.start == 0 and save.cell in (100, 102, 103)
        cells.add(save.cell)
    assert cells == {100, 102, 103}


def test_saver_refuses_safe_home_and_opponents_marbles():
    g = position("s0 | t40", "SAVER")
    assert legal(g) == {"SAVER drop"}
    with pytest.raises(IllegalSaveError):
        g.play("SAVER save s0")
    with pytest.raises(InvalidMarbleError):
        g.play("SAVER save t40")


# -- marble counts and card checks --------------------------------------------------------------------
@pytest.mark.parametrize("text", ["6H move", "AS field t1", "JS swap t1", "7S split t1 3", "BURNER burn"])
def test_wrong_number_of_marbles_is_a_notation_error(text):
    with pytest.raises(NotationError):
        position("t1", "6H").play(text)


@pytest.mark.parametrize(
    "text", ["6H field", "6H swap t1 t2", "AS discard", "KS swap t1 t2", "5S burn t1", "BURNER move t1"]
)
def test_a_card_cannot_do_what_it_does_not_do(text):
    g = position("t1 | t2", text.split()[0])
    with pytest.raises(InvalidCardError):
        g.play(text)


def test_a_card_not_in_hand_cannot_be_played():
    g = position("t1", "6H")
    with pytest.raises(InvalidCardError, match="do not hold"):
        g.play("7H move t1")


def test_no_marble_on_the_named_cell():
    g = position("t1", "6H")
    with pytest.raises(InvalidMarbleError, match="no marble"):
        g.play("6H move t2")


def test_every_error_is_a_jackaroo_error_and_leaves_the_game_unchanged():
    g = Game.new(seed=11)
    before = g.to_json()
    for text in ["BURNER burn t3", "2H move t7", "AS field field", "KS move t0"]:
        with pytest.raises(JackarooError):
            g.play(text)
    assert g.to_json() == before
