"""The human player's selection (jackaroo.controller.turns.selection): cards, highlights, marbles, actions."""

from __future__ import annotations

import random

import pytest
from support.position import card, position

from jackaroo.controller.turns.selection import Selection
from jackaroo.model import Action, Game, Verb


def selection(marbles: str, hand: str) -> tuple[Game, Selection]:
    g = position(marbles, hand)
    return g, Selection(g.state.hands[0], g.legal_actions())


def pick(sel: Selection, token: str) -> None:
    """Select the card ``token`` of the hand."""
    sel.select_card(sel.hand.index(card(token)))


def act(sel: Selection) -> str | None:
    action = sel.action()
    return None if action is None else str(action)


# -- cards ----------------------------------------------------------------------------------------
def test_cards_without_a_legal_action_are_not_playable():
    _, sel = selection("| | |", "2H 7S AS BURNER")
    assert [sel.playable(c) for c in sel.hand] == [False, False, True, False]


def test_a_new_selection_is_empty():
    sel = Selection()
    assert (sel.hand, sel.legal, sel.card_index, sel.card, sel.marbles) == ((), (), None, None, ())
    assert sel.highlighted() == frozenset()
    assert sel.action() is None
    assert sel.field_action() is None
    assert sel.marble_choices() == 0
    assert not sel.needs_split()
    assert sel.split_options() == ()


def test_selecting_the_selected_card_again_deselects_it():
    _, sel = selection("t10 t40 | t20", "7S JS AS 5H")
    sel.select_card(1)
    assert (sel.card_index, sel.card) == (1, card("JS"))
    sel.select_card(1)
    assert (sel.card_index, sel.card) == (None, None)
    assert sel.highlighted() == frozenset()


def test_selecting_another_card_clears_the_marbles():
    _, sel = selection("t10 t40 | t20", "7S JS AS 5H")
    pick(sel, "7S")
    sel.toggle_marble(10)
    sel.toggle_marble(40)
    sel.set_split(4)
    pick(sel, "5H")
    assert (sel.card, sel.marbles, sel.split) == (card("5H"), (), 1)


def test_selecting_a_card_outside_the_hand_raises():
    _, sel = selection("t10", "6H")
    with pytest.raises(IndexError):
        sel.select_card(1)
    with pytest.raises(IndexError):
        sel.select_card(-1)


def test_marble_choices_is_the_most_marbles_the_card_may_take():
    _, sel = selection("t10 t40 | t20", "7S JS AS 5H")
    counts = {}
    for i, c in enumerate(sel.hand):
        sel.select_card(i)
        counts[str(c)] = sel.marble_choices()
    assert counts == {"7S": 2, "JS": 2, "AS": 1, "5H": 1}
    _, sel = selection("| | |", "AS 2H 10S QS")
    counts = {}
    for i, c in enumerate(sel.hand):
        sel.select_card(i)
        counts[str(c)] = sel.marble_choices()
    assert counts == {"AS": 0, "2H": 0, "10S": 0, "QS": 0}


# -- highlighting and actions per card --------------------------------------------------------------
def test_a_plain_move_highlights_own_marbles_that_can_move():
    g, sel = selection("t10 t40 t16 | t20", "6H")  # t10 is blocked by t16 (self-blocking)
    pick(sel, "6H")
    assert sel.highlighted() == {40, 16}
    assert sel.marble_choices() == 1
    assert sel.action() is None
    sel.toggle_marble(40)
    assert sel.highlighted() == {40}
    assert act(sel) == "6H move t40"
    assert sel.action() in g.legal_actions()


def test_an_illegal_click_still_asks_for_the_action():
    g, sel = selection("t10 t40 t16 | t20", "6H")
    pick(sel, "6H")
    sel.toggle_marble(10)  # not highlighted: the game will explain why
    assert act(sel) == "6H move t10"
    assert sel.action() not in g.legal_actions()


def test_a_five_highlights_opponents_marbles_too():
    g, sel = selection("t10 | t20 | | t77", "5H")
    pick(sel, "5H")
    assert sel.highlighted() == {10, 20, 77}
    sel.toggle_marble(20)
    assert act(sel) == "5H move t20"
    assert sel.action() in g.legal_actions()


def test_a_burner_highlights_opponents_marbles_off_their_base():
    g, sel = selection("t10 | t20 t25", "BURNER")
    pick(sel, "BURNER")
    assert sel.highlighted() == {20}
    sel.toggle_marble(20)
    assert act(sel) == "BURNER burn t20"
    assert sel.action() in g.legal_actions()


def test_a_saver_saves_an_own_track_marble():
    g, sel = selection("t10 s0 | t20", "SAVER")
    pick(sel, "SAVER")
    assert sel.highlighted() == {10}
    sel.toggle_marble(10)
    assert act(sel) == "SAVER save t10"
    assert sel.action() in g.legal_actions()


def test_a_jack_swap_own_marble_first():
    g, sel = selection("t10 t40 | t20", "JS")
    pick(sel, "JS")
    assert sel.highlighted() == {10, 40, 20}  # own marbles and the one they may swap with
    sel.toggle_marble(10)
    assert sel.highlighted() == {10, 20}
    assert act(sel) == "JS move t10"
    sel.toggle_marble(20)
    assert sel.highlighted() == {10, 20}
    assert act(sel) == "JS swap t10 t20"
    assert sel.action() in g.legal_actions()
    assert not sel.needs_split()


def test_a_jack_swap_other_marble_first():
    g, sel = selection("t10 t40 | t20", "JS")
    pick(sel, "JS")
    sel.toggle_marble(20)  # not highlighted first, but a swap works either way round
    assert sel.highlighted() == {20, 10, 40}
    sel.toggle_marble(40)
    assert sel.marbles == (20, 40)
    assert act(sel) == "JS swap t40 t20"  # in the engine's order
    assert sel.action() in g.legal_actions()


def test_a_seven_split():
    g, sel = selection("t10 t40 | t20", "7S")
    pick(sel, "7S")
    assert sel.highlighted() == {10, 40}
    sel.toggle_marble(10)
    assert sel.highlighted() == {10, 40}
    assert not sel.needs_split()
    assert sel.split_options() == ()
    assert act(sel) == "7S move t10"
    sel.toggle_marble(40)
    assert sel.needs_split()
    assert sel.split_options() == (1, 2, 3, 4, 5, 6)
    assert sel.split == 1
    assert act(sel) == "7S split t10 t40 1"
    sel.set_split(3)
    assert act(sel) == "7S split t10 t40 3"
    assert sel.action() in g.legal_actions()


def test_the_default_split_is_the_first_legal_one():
    g, sel = selection("t10 t40 s1 | t20", "7S")
    pick(sel, "7S")
    sel.toggle_marble(10)
    assert sel.highlighted() == {10, 40, 101}
    sel.toggle_marble(101)
    assert sel.split_options() == (5, 6)  # the marble in Safe cell 1 moves at most 2
    assert sel.split == 5
    assert act(sel) == "7S split t10 s1 5"
    assert sel.action() in g.legal_actions()
    sel.toggle_marble(101)
    sel.toggle_marble(40)
    assert sel.split == 1


def test_a_split_may_be_set_only_to_1_to_6():
    _, sel = selection("t10 t40", "7S")
    pick(sel, "7S")
    sel.toggle_marble(10)
    sel.toggle_marble(40)
    for bad in (0, 7, -1):
        with pytest.raises(ValueError):
            sel.set_split(bad)
    sel.set_split(6)
    assert act(sel) == "7S split t10 t40 6"


def test_split_options_belong_to_the_chosen_pair():
    g, sel = selection("t10 t12 | t20", "7S")  # t10 cannot pass t12; t12 then t10 is legal
    pick(sel, "7S")
    sel.toggle_marble(10)
    sel.toggle_marble(12)
    assert sel.needs_split()
    assert sel.split_options() == (1,)  # t10 moves 1 to t11, then t12 moves 6
    sel.toggle_marble(12)
    sel.toggle_marble(20)  # not a own marble
    assert sel.split_options() == ()
    assert sel.split == 1
    assert act(sel) == "7S split t10 t20 1"
    assert sel.action() not in g.legal_actions()


@pytest.mark.parametrize("token", ["AS", "KH"])
def test_ace_and_king_field_with_no_marble_and_move_with_one(token):
    g, sel = selection("t10", token)
    pick(sel, token)
    assert act(sel) == f"{token} field"
    assert str(sel.field_action()) == f"{token} field"
    assert sel.highlighted() == {10}
    sel.toggle_marble(10)
    assert act(sel) == f"{token} move t10"
    assert str(sel.field_action()) == f"{token} field"
    for _ in range(2):
        assert sel.action() in g.legal_actions()
        sel.toggle_marble(10)


def test_field_action_is_only_for_aces_and_kings():
    _, sel = selection("t10", "AS KH 6H")  # an Ace and a King may field: the person chooses
    assert sel.field_action() is None
    pick(sel, "6H")
    assert sel.field_action() is None
    pick(sel, "KH")
    assert str(sel.field_action()) == "KH field"


@pytest.mark.parametrize(
    ("hand", "field"), [("AS 6H", "AS field"), ("6H KD", "KD field"), ("AS AH 6H", "AS field")]
)
def test_field_action_takes_the_one_kind_of_card_that_may_field(hand, field):
    _, sel = selection("t10", hand)
    assert str(sel.field_action()) == field  # nothing chosen
    pick(sel, "6H")
    assert str(sel.field_action()) == field  # a card that cannot field chosen


@pytest.mark.parametrize("token", ["10S", "QS"])
def test_ten_and_queen_discard_with_no_marble(token):
    g, sel = selection("t10", token)
    pick(sel, token)
    assert act(sel) == f"{token} discard"
    assert sel.field_action() is None
    sel.toggle_marble(10)
    assert act(sel) == f"{token} move t10"
    assert sel.action() in g.legal_actions()
    sel.toggle_marble(10)
    assert sel.action() in g.legal_actions()


def test_a_card_without_a_legal_action_is_dropped_whatever_the_marbles():
    g, sel = selection("| t20 |", "7S 2H AS BURNER")
    for token in ("7S", "2H"):
        pick(sel, token)
        assert sel.highlighted() == frozenset()
        assert act(sel) == f"{token} drop"
        sel.toggle_marble(20)
        assert act(sel) == f"{token} drop"
        sel.toggle_marble(30)
        assert act(sel) == f"{token} drop"
        assert not sel.needs_split()
        assert sel.action() in g.legal_actions()


def test_cards_needing_marbles_are_incomplete_without():
    _, sel = selection("t10 t40 | t20 t50", "7S JS 5H BURNER")
    for token in ("7S", "JS", "5H", "BURNER"):
        pick(sel, token)
        assert sel.action() is None


@pytest.mark.parametrize(
    ("hand", "play"),
    [("6S", "6S move t10"), ("BURNER", "BURNER burn t20"), ("7S", "7S move t10")],
)
def test_a_card_with_one_play_is_complete_without_a_marble(hand: str, play: str):
    _, sel = selection("t10 | t20", hand)
    pick(sel, hand)
    assert act(sel) == play
    sel.toggle_marble(10 if hand != "BURNER" else 20)  # choosing its marble asks for the same
    assert act(sel) == play


def test_one_marble_cards_are_incomplete_with_two():
    _, sel = selection("t10 t40 | t20", "AS 5H")
    for token in ("AS", "5H"):
        pick(sel, token)
        sel.toggle_marble(10)
        sel.toggle_marble(40)
        assert sel.marbles == (10, 40)
        assert sel.highlighted() == {10, 40}
        assert sel.action() is None


# -- toggling, deselecting, resetting ---------------------------------------------------------------
def test_clicking_a_chosen_marble_unchooses_it():
    _, sel = selection("t10 t40 | t20", "7S")
    pick(sel, "7S")
    sel.toggle_marble(10)
    sel.toggle_marble(40)
    sel.toggle_marble(10)
    assert sel.marbles == (40,)
    sel.toggle_marble(40)
    assert sel.marbles == ()


def test_a_third_marble_replaces_the_second():
    _, sel = selection("t10 t40 | t20", "JS")
    pick(sel, "JS")
    for loc in (10, 40, 20):
        sel.toggle_marble(loc)
    assert sel.marbles == (10, 20)


def test_marbles_need_a_selected_card():
    _, sel = selection("t10", "6H")
    sel.toggle_marble(10)
    assert sel.marbles == ()


def test_only_action_locations_can_be_clicked():
    _, sel = selection("t10", "6H")
    pick(sel, "6H")
    for bad in (-1, 104, 200):
        with pytest.raises(ValueError):
            sel.toggle_marble(bad)
    sel.toggle_marble(103)
    assert sel.marbles == (103,)


def test_clear_deselects_everything():
    _, sel = selection("t10 t40", "7S")
    pick(sel, "7S")
    sel.toggle_marble(10)
    sel.toggle_marble(40)
    sel.set_split(2)
    sel.clear()
    assert (sel.card_index, sel.card, sel.marbles, sel.split) == (None, None, (), 1)
    assert sel.action() is None
    assert sel.highlighted() == frozenset()


def test_reset_starts_a_new_turn():
    _, sel = selection("t10 t40", "7S 6H")
    pick(sel, "7S")
    sel.toggle_marble(10)
    g2 = position("| | |", "AS 2H")
    sel.reset(g2.state.hands[0], g2.legal_actions())
    assert sel.hand == (card("AS"), card("2H"))
    assert sel.legal == g2.legal_actions()
    assert (sel.card_index, sel.marbles, sel.split) == (None, (), 1)
    assert [sel.playable(c) for c in sel.hand] == [True, False]
    pick(sel, "AS")
    assert act(sel) == "AS field"


def test_duplicate_cards_are_told_apart_by_index():
    _, sel = selection("t10 t30", "6H 6H")
    sel.select_card(0)
    sel.select_card(1)
    assert sel.card_index == 1
    assert act(sel) is None


# -- every highlighted path asks for a legal action -------------------------------------------------
def sampled_positions(seed: int, every: int = 7, limit: int = 400) -> list[Game]:
    """Copies of a seeded game with random legal play, every ``every`` actions."""
    rng = random.Random(seed)
    g = Game.new(seed=seed)
    found = []
    for n in range(limit):
        actions = g.legal_actions()
        if not actions:
            break
        if n % every == 0:
            found.append(g.copy())
        g.play(rng.choice(actions))
    return found


def highlighted_paths(sel: Selection) -> set[Action]:
    """Every action a fully chosen selection reached through highlighted marbles asks for."""
    out = set()
    zero = sel.action()
    if zero is not None and sel.is_legal():
        out.add(zero)
    elif zero is not None:  # Play with no marble: asked for, but illegal now (the game explains)
        assert zero.verb in (Verb.FIELD, Verb.DISCARD)
    for first in sorted(sel.highlighted()):
        sel.toggle_marble(first)
        assert first in sel.highlighted()
        one = sel.action()
        assert one is not None
        if sel.is_legal():
            out.add(one)
        else:  # e.g. a Jack's marble that can swap but not move 11: a second marble is needed
            assert one.verb is Verb.MOVE
            assert sel.highlighted() - {first}, f"{one}: highlighted, but leads nowhere"
        for second in sorted(sel.highlighted() - {first}):
            sel.toggle_marble(second)
            assert sel.highlighted() == {first, second}
            assert sel.is_legal()
            options = sel.split_options()
            if sel.needs_split():
                assert options, f"{sel.card} {first} {second}: a highlighted pair without split"
                assert sel.split == options[0]
                for s in options:
                    sel.set_split(s)
                    out.add(sel.action())  # type: ignore[arg-type]
            else:
                assert options == ()
                out.add(sel.action())  # type: ignore[arg-type]
            sel.toggle_marble(second)
        sel.toggle_marble(first)
        assert sel.marbles == ()
    return out


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_highlighted_selections_give_exactly_the_legal_actions(seed):
    checked = 0
    for g in sampled_positions(seed):
        legal = g.legal_actions()
        hand = g.state.hands[g.current_seat]
        sel = Selection(hand, legal)
        for i, c in enumerate(hand):
            sel.clear()
            sel.select_card(i)
            reached = highlighted_paths(sel)
            assert None not in reached
            card_legal = {a for a in legal if a.card == c}
            assert reached <= set(legal), {str(a) for a in reached - set(legal)}
            # and nothing legal is out of reach (a card without legal action is dropped)
            assert reached == card_legal, {str(a) for a in card_legal ^ reached}
            assert sel.playable(c) == (card_legal != {Action(c, Verb.DROP)})
            checked += 1
            # swaps also work the other marble first
            for a in card_legal:
                if a.verb is Verb.SWAP:
                    sel.clear()
                    sel.select_card(i)
                    sel.toggle_marble(a.locs[1])
                    assert a.locs[0] in sel.highlighted()
                    sel.toggle_marble(a.locs[0])
                    assert sel.action() == a
    assert checked > 50
