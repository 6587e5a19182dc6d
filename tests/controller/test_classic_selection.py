"""The player's selection against the classic ruleset's legal actions (jackaroo.controller.turns.selection).

The Ace's 1 or 11 is a choice of distance, the Five's partner field and the Ten victim's choice are
actions without a marble, and a card without a legal action is dropped only when no card is playable.
"""

from __future__ import annotations

import pytest
from support.classic_position import classic_position

from jackaroo.controller.turns.selection import Selection
from jackaroo.model import Action
from jackaroo.model.cards import Card


def selection_of(game) -> Selection:
    return Selection(game.state.hands[game.current_seat], game.legal_actions())


def pick(selection: Selection, token: str) -> None:
    selection.select_card(selection.hand.index(Card.parse(token)))


def test_an_ace_on_a_marble_offers_1_or_11() -> None:
    game = classic_position("t5", hand="AS 2C 3D 6H")
    selection = selection_of(game)
    pick(selection, "AS")
    selection.toggle_marble(5)
    assert selection.distance_options() == (0, 11)
    assert selection.action() == Action.parse("AS move t5")
    selection.set_distance(11)
    assert selection.action() == Action.parse("AS move t5 11")
    assert selection.is_legal()
    with pytest.raises(ValueError):
        selection.set_distance(3)


def test_an_ace_near_the_safe_zone_moves_1_without_asking() -> None:
    game = classic_position("t97", hand="AS 2C 3D 6H")  # 11 would overshoot the Safe Zone
    selection = selection_of(game)
    pick(selection, "AS")
    selection.toggle_marble(97)
    assert not selection.needs_distance()
    assert selection.action() == Action.parse("AS move t97")
    assert selection.is_legal()


def test_a_five_without_a_marble_fields_the_partner() -> None:
    game = classic_position("t5", hand="5S 2C 3D 6H")
    assert Action.parse("5S field-partner") in game.legal_actions()
    selection = selection_of(game)
    pick(selection, "5S")
    assert selection.action() == Action.parse("5S field-partner")
    assert selection.is_legal()


def test_a_five_highlights_foreign_marbles_on_the_track() -> None:
    game = classic_position("t5 | t30", hand="5S 2C 3D 6H")
    selection = selection_of(game)
    pick(selection, "5S")
    assert {5, 30} <= selection.highlighted()


def test_the_tens_victim_gives_up_the_selected_card() -> None:
    game = classic_position("t5 | t30", hand="9C 2C 3D 6H", current=1, hands={0: "4S 8H 7D"}, pending_by=0)
    selection = selection_of(game)
    assert all(selection.playable(card) for card in selection.hand)
    pick(selection, "9C")
    assert selection.action() == Action.parse("9C discard-choice")
    assert selection.is_legal()


def test_an_unplayable_card_is_not_dropped_while_another_is_playable() -> None:
    game = classic_position("", hand="AS 2C 3D 6H")  # only the Ace (field) is playable
    selection = selection_of(game)
    pick(selection, "6H")
    assert not selection.playable(Card.parse("6H"))
    assert selection.action() is None


def test_with_nothing_playable_a_card_is_dropped() -> None:
    game = classic_position("", hand="2C 3D 6H 9S")
    selection = selection_of(game)
    assert not any(selection.playable(c) for c in selection.hand)
    pick(selection, "6H")
    assert selection.action() == Action.parse("6H drop")
    assert selection.is_legal()
