"""RULES.md section 2: rounds, turns, skips, drops and the win."""

import pytest
from support.position import legal, position

from jackaroo.model import Game
from jackaroo.model.errors import CannotDropError, GameOverError
from jackaroo.model.events import CardPlayed, GameWon, RoundDealt, SkipCause, TurnSkipped


def test_seats_act_in_order_and_seat_0_starts_every_round():
    g = Game.new(seed=11)  # a game with no Ten or Queen discard in its first two rounds
    order = []
    while g.state.round < 3:
        order.append((g.state.round, g.state.turn, g.current_seat))
        events = g.play(g.legal_actions()[0])
        assert not any(isinstance(e, TurnSkipped) for e in events)
    assert order == [(r, t, p) for r in (1, 2) for t in range(4) for p in range(4)]


def test_a_new_round_deals_four_cards_to_every_seat():
    g = position("t10", "2S", current=3, hands={0: "", 1: "", 2: ""})
    events = g.play(g.legal_actions()[0])
    assert RoundDealt(2, 4) in events
    assert [len(h) for h in g.state.hands] == [4, 4, 4, 4]
    assert (g.state.round, g.state.turn, g.current_seat) == (2, 0, 0)


def test_a_seat_with_too_few_cards_is_skipped_and_nothing_goes_to_the_firepit():
    g = position("t10", "2S 3S 6S 8S", hands={1: "9S 9C 9D"})  # seat 1 lost a card
    events = g.play("2S move t10")
    assert TurnSkipped(1, 1, 0, SkipCause.FEW_CARDS) in events
    assert g.current_seat == 2
    assert [str(c) for c in g.state.firepit] == ["2S"]


def test_a_ten_discard_costs_the_next_seat_exactly_one_turn():
    g = position("t10", "10S 2S 3S 6S", hands={1: "9S 9C 9D 9H"})
    events = g.play("10S discard")
    assert TurnSkipped(1, 1, 0, SkipCause.FEW_CARDS) in events
    while g.current_seat != 0:
        g.play(g.legal_actions()[0])
    g.play(g.legal_actions()[0])  # seat 0, turn 1
    assert g.current_seat == 1 and g.state.turn == 1


def test_a_card_without_legal_action_is_dropped_with_no_effect():
    g = position("| t40", "2S 3S 6S 8S")
    assert legal(g) == {"2S drop", "3S drop", "6S drop", "8S drop"}
    marbles = g.state.marbles
    events = g.play("6S drop")
    assert isinstance(events[0], CardPlayed) and str(g.state.firepit[-1]) == "6S"
    assert g.state.marbles == marbles and len(g.state.hands[0]) == 3


def test_drop_is_only_for_cards_without_a_legal_action():
    g = position("t10", "2S 3S 6S BURNER")
    assert "BURNER drop" in legal(g) and "2S drop" not in legal(g)
    with pytest.raises(CannotDropError, match="can be played"):
        g.play("2S drop")


def test_duplicate_cards_give_one_set_of_actions():
    g = position("t10", "2S 2S 3S 6S")
    assert [str(a) for a in g.legal_actions()].count("2S move t10") == 1


def test_the_game_ends_at_once_when_a_seat_has_all_marbles_safe():
    g = position("s1 s2 s3 t97", "2S 3S")
    events = g.play("2S move t97")
    assert events[-1] == GameWon(0)
    assert g.winner == 0 and g.is_over and g.legal_actions() == ()
    assert g.current_seat == 0
    with pytest.raises(GameOverError):
        g.play("3S drop")


def test_turn_passes_to_the_next_seat_that_can_act():
    g = position("t10", "2S 3S 6S 8S")
    g.play("2S move t10")
    assert g.current_seat == 1 and g.state.turn == 0


def test_strict_forfeit_discards_a_playable_card_and_ends_the_turn():
    g = position("t10", "2S 3S 6S 8S")
    events = g.forfeit("2S")
    assert str(events[0].action) == "2S drop"
    assert g.current_seat == 1 and str(g.state.firepit[-1]) == "2S"
    assert g.state.marbles[0] == 10
