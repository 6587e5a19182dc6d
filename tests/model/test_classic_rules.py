"""docs/rules-classic.md: the traditional ruleset's movement, cards, decisions and the end."""

from __future__ import annotations

import pytest
from support.classic_position import classic_position

from jackaroo.model import Action, Game, NotationError
from jackaroo.model.errors import (
    CannotDropError,
    IllegalMovementError,
    InvalidCardError,
    JackarooError,
)
from jackaroo.model.events import GameWon, HomeCause, MarbleSentHome, RoundDealt, SkipCause, TurnSkipped


def acts(game: Game) -> set[str]:
    return {str(a) for a in game.legal_actions()}


def sent_home(events) -> set[tuple[int, HomeCause]]:
    return {(e.marble, e.cause) for e in events if isinstance(e, MarbleSentHome)}


# -- movement --------------------------------------------------------------------------------------
def test_own_marbles_are_never_passed_or_landed_on() -> None:
    g = classic_position("t5 t8", hand="6H 3D 9S 2C")
    assert "6H move t5" not in acts(g) and "3D move t5" not in acts(g)
    assert {"6H move t8", "2C move t5", "9S move t8"} <= acts(g)
    with pytest.raises(IllegalMovementError, match="own colour"):
        g.play("3D move t5")


def test_foreign_marbles_are_passed_freely_and_sent_home_when_landed_on() -> None:
    g = classic_position("t5 | t7 t8 t9", hand="6H 3D 9S 2C")
    assert "6H move t5" in acts(g)  # passes three foreign marbles
    events = g.play("3D move t5")
    assert sent_home(events) == {(5, HomeCause.CAPTURE)}
    assert g.state.marbles[0] == 8


def test_a_foreign_marble_on_the_safe_stop_blocks_entry_but_can_be_landed_on() -> None:
    g = classic_position("t95 | t98", hand="6H 3D 2C 9S")
    assert "6H move t95" not in acts(g)
    with pytest.raises(IllegalMovementError, match="Safe Stop"):
        g.play("6H move t95")
    assert "9S move t95" not in acts(g)  # too far anyway
    events = g.play("3D move t95")
    assert sent_home(events) == {(4, HomeCause.CAPTURE)}


def test_a_marble_never_passes_its_own_safe_stop_and_counts_exactly() -> None:
    g = classic_position("t95", hand="9S 8C 7D 6H")
    assert acts(g) == {"6H move t95", "7D move t95"}  # 6 -> s2, 7 -> s3; 8 and 9 overshoot


def test_a_four_may_back_past_the_safe_stop_to_enter_later() -> None:
    g = classic_position("t0", hand="4C 6H 2C 3D")
    g.play("4C move t0")
    assert g.state.marbles[0] == 96
    g2 = classic_position("t96", hand="6H 2C 3D 9S")
    g2.play("6H move t96")
    assert g2.state.marbles[0] == 103  # Safe cell 3


def test_fielding_sends_a_foreign_marble_on_the_start_home() -> None:
    g = classic_position("| t0", hand="AS 2C 3D 6H")
    events = g.play("AS field")
    assert sent_home(events) == {(4, HomeCause.FIELD_CAPTURE)}
    assert g.state.marbles[0] == 0
    assert "KS field" not in acts(classic_position("t0", hand="KS 2C 3D 6H"))


# -- cards -----------------------------------------------------------------------------------------
def test_ace_fields_or_moves_one_or_eleven() -> None:
    g = classic_position("t5", hand="AS 2C 3D 6H")
    assert {"AS field", "AS move t5", "AS move t5 11"} <= acts(g)
    with pytest.raises(InvalidCardError):
        g.play("AS move t5 3")
    g.play("AS move t5 11")
    assert g.state.marbles[0] == 16


def test_the_default_ruleset_refuses_a_move_distance() -> None:
    from support.position import position

    with pytest.raises(InvalidCardError):
        position("t5", "AS").play("AS move t5 11")


def test_five_moves_any_marble_on_the_track_but_not_a_protected_one() -> None:
    g = classic_position("t5 | t21 | s0", hand="5S 2C 3D 6H", players=4)
    offered = acts(g)
    assert {"5S move t5", "5S move t21"} <= offered
    assert not any("s0" in a for a in offered if a.startswith("5S move"))
    g.play("5S move t21")  # a foreign marble follows its owner's path into its Safe Zone
    assert g.state.marbles[4] == 100 + 4 * 1 + 2


def test_five_fields_the_partners_marble_and_moves_it_five() -> None:
    g = classic_position("t5 | | | t50", hand="5S 2C 3D 6H")
    assert "5S field-partner" in acts(g)
    events = g.play("5S field-partner")
    assert sent_home(events) == {(12, HomeCause.FIELD_CAPTURE)}
    assert g.state.marbles[8] == 55
    alone = classic_position("t5", hand="5S 2C 3D 6H", players=2)
    assert "5S field-partner" not in acts(alone)


def test_seven_moves_seven_or_splits_between_two_own_marbles() -> None:
    g = classic_position("t5 t20", hand="7D 2C 3D 6H")
    assert {"7D move t5", "7D split t5 t20 3", "7D split t20 t5 6"} <= acts(g)
    g.play("7D split t5 t20 3")
    assert g.state.marbles[:2] == (8, 24)


def test_ten_makes_the_next_player_choose_a_discard_and_lose_a_turn() -> None:
    g = classic_position("t5", hand="10S 2C 3D 6H", hands={1: "9C 8C 7C 6C"})
    assert {"10S move t5", "10S discard"} <= acts(g)
    g.play("10S discard")
    assert g.current_seat == 1 and g.state.classic.pending_by == 0
    assert acts(g) == {"9C discard-choice", "8C discard-choice", "7C discard-choice", "6C discard-choice"}
    with pytest.raises(InvalidCardError):
        g.play("9C drop")
    text = g.to_json()
    assert '"pending": {\n    "decision": "discard-choice",\n    "by": 0\n  }' in text
    assert Game.from_json(text).to_json() == text
    events = g.play("8C discard-choice")
    assert TurnSkipped(1, 1, 0, SkipCause.CARD_GIVEN_UP) in events
    assert g.current_seat == 2 and g.state.firepit[-1].__str__() == "8C"
    assert g.state.hands[1] == tuple(c for c in g.state.hands[1])
    assert len(g.state.hands[1]) == 3


def test_ten_cannot_discard_when_the_next_player_has_no_card() -> None:
    g = classic_position("t5", hand="10S", hands={3: ""}, dealer=1, current=2)
    assert "10S discard" not in acts(g)


def test_jack_switches_an_own_marble_with_a_foreign_one_on_the_track() -> None:
    g = classic_position("t5 t10 | t25 | s0", hand="JC 2C 3D 6H")
    swaps = {a for a in acts(g) if a.startswith("JC")}
    assert swaps == {"JC swap t5 t25", "JC swap t10 t25"}
    g.play("JC swap t25 t5")  # either order
    assert g.state.marbles[0] == 25 and g.state.marbles[4] == 5


def test_queen_moves_twelve() -> None:
    g = classic_position("t5", hand="QH 2C 3D 6H")
    g.play("QH move t5")
    assert g.state.marbles[0] == 17


def test_king_sends_home_what_it_passes_except_marbles_on_their_start() -> None:
    g = classic_position("t20 | t25 | | t30", hand="KS 2C 3D 6H")
    events = g.play("KS move t20")
    assert sent_home(events) == {(12, HomeCause.KING)}
    assert g.state.marbles[4] == 25 and g.state.marbles[0] == 33
    blocked = classic_position("t20 t30", hand="KS 2C 3D 6H")
    assert "KS move t20" not in acts(blocked)


# -- turns, assist and the end ---------------------------------------------------------------------
def test_a_player_must_play_a_playable_card() -> None:
    g = classic_position("", hand="AS 2C 3D 4H")
    assert acts(g) == {"AS field"}
    with pytest.raises(CannotDropError):
        g.play("2C drop")
    stuck = classic_position("", hand="2C 3D 4H 6S")
    assert acts(stuck) == {"2C drop", "3D drop", "4H drop", "6S drop"}
    stuck.play("3D drop")
    assert stuck.current_seat == 1


def test_with_no_free_marble_cards_that_act_on_other_marbles_stay_playable() -> None:
    """ "No Free Marbles", read deliberately (rules-classic.md 4): with every own marble at Home, the
    player's own marbles can only be fielded, but a Five on another marble, the Five's partner field
    and the Ten's discard stay playable, and must-play applies to them."""
    g = classic_position("| t30 | t40", hand="5S 10H 2C 9D")  # seat 0: all four at Home
    assert acts(g) == {"5S move t30", "5S move t40", "5S field-partner", "10H discard"}
    with pytest.raises(CannotDropError, match="must play"):
        g.play("2C drop")
    events = g.play("5S move t30")
    assert g.state.marbles[4] == 35 and not sent_home(events)


def test_with_no_free_marble_a_marble_in_the_safe_zone_still_moves() -> None:
    g = classic_position("s0 | t30 | t40", hand="2C 9D 3H 6S")  # one safe, three at Home
    assert acts(g) == {"2C move s0", "3H move s0"}


def test_with_every_marble_at_home_and_no_such_card_the_player_drops() -> None:
    g = classic_position("| t30 | t40", hand="2C 9D 3H 6S")
    assert acts(g) == {"2C drop", "9D drop", "3H drop", "6S drop"}


def test_partner_assist_moves_the_partners_marbles() -> None:
    g = classic_position("s0 s1 s2 s3 | t30 | t60", hand="6H AS 2C 3D")
    assert {"6H move t60", "AS field"} <= acts(g)
    assert "6H move t30" not in acts(g)
    g.play("AS field")
    assert 50 in g.state.seat_locations(2)


def test_a_team_wins_with_all_eight_marbles_safe() -> None:
    g = classic_position("s0 s1 s2 s3 | t30 | s1 s2 s3 t46", hand="3D 2C 4H 6S")
    events = g.play("3D move t46")
    assert events[-1] == GameWon(0) and g.winner == 0 and g.is_over
    assert Game.from_json(g.to_json()).winner == 0


def test_a_lone_player_wins_with_four_marbles_safe() -> None:
    g = classic_position("s1 s2 s3 t96 | | t60", hand="2C 3D 4H 6S", players=2)
    g.play("3D move t96")
    assert g.winner == 0
    assert g.legal_actions() == ()
    with pytest.raises(JackarooError):
        g.play("2C move t60")


@pytest.mark.parametrize("text", ["AS move t5 11", "5S field-partner", "9C discard-choice", "AS move s2 11"])
def test_classic_action_notation_round_trips(text: str) -> None:
    assert str(Action.parse(text)) == text


@pytest.mark.parametrize(
    ("text", "word"), [("AS move t5 t6", "'t6'"), ("AS move t5 14", "'14'"), ("5S field-partner t5", "'t5'")]
)
def test_bad_classic_action_notation_names_the_token(text: str, word: str) -> None:
    with pytest.raises(NotationError, match=word):
        Action.parse(text)


def test_a_deal_says_how_many_cards_each_player_got() -> None:
    g = classic_position("| | | t80", hand="2C", round=2, current=3, dealer=3)  # the last to act
    events = g.play("2C move t80")
    assert [e for e in events if isinstance(e, RoundDealt)] == [RoundDealt(3, 5)]
