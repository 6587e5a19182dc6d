"""RULES.md section 1: seats, colours, track geometry, traps, Deck and Firepit."""

import json

import pytest
from support.position import position, position_json

from jackaroo.model import Action, Card, Chance, Colour, Game, JackarooError
from jackaroo.model.board import (
    NORMAL_CELLS,
    CellType,
    base_cell,
    cell_type,
    entry_cell,
)
from jackaroo.model.cards import default_card_table
from jackaroo.model.events import DeckRefilled, HomeCause, MarbleSentHome, RoundDealt, TrapFired


def test_four_seats_named_and_coloured():
    g = Game.new(seed=7, human_name="Sara")
    assert g.state.names == ("Sara", "CPU 1", "CPU 2", "CPU 3")
    assert set(g.state.colours) == set(Colour)
    assert g.state.players == ("human", "random", "random", "random")


def test_colours_are_shuffled_onto_the_seats():
    assert len({Game.new(seed=s).state.colours for s in range(20)}) > 5


def test_base_cells_and_safe_zone_entries():
    assert [base_cell(p) for p in range(4)] == [0, 25, 50, 75]
    assert [entry_cell(p) for p in range(4)] == [98, 23, 48, 73]
    assert cell_type(0) is CellType.BASE and cell_type(98) is CellType.ENTRY
    assert len(NORMAL_CELLS) == 92 and 1 in NORMAL_CELLS and 23 not in NORMAL_CELLS


def test_a_new_game_has_eight_traps_on_distinct_normal_cells():
    for seed in range(10):
        traps = Game.new(seed=seed).state.traps
        assert len(set(traps)) == 8 and set(traps) <= set(NORMAL_CELLS)


def test_a_new_game_shuffles_the_102_card_deck_and_deals_four_each():
    g = Game.new(seed=3)
    assert all(len(h) == 4 for h in g.state.hands) and len(g.state.deck) == 86
    assert sorted(map(str, g.state.deck + sum(g.state.hands, ()))) == sorted(
        map(str, default_card_table().deck())
    )
    assert g.opening_events == (RoundDealt(1, 4),)
    assert Game.new(seed=4).state.deck != g.state.deck


def test_a_trap_fires_when_a_marble_lands_on_it():
    g = position("t5", "2S", traps=[7, 30])
    events = g.play("2S move t5")
    assert MarbleSentHome(0, 7, HomeCause.TRAP, 0) in events
    (fired,) = [e for e in events if isinstance(e, TrapFired)]
    assert fired.cell == 7 and fired.new_cell in NORMAL_CELLS
    assert g.state.marbles[0] == -1
    traps = g.state.traps
    assert len(traps) == 2 and 30 in traps and fired.new_cell in traps


def test_passing_over_a_trap_does_nothing():
    g = position("t5", "3S", traps=[6, 7])
    events = g.play("3S move t5")
    assert not [e for e in events if isinstance(e, TrapFired)]
    assert g.state.marbles[0] == 8 and g.state.traps == (6, 7)


def test_a_fired_trap_moves_to_a_normal_cell_without_a_trap():
    for seed in range(30):
        g = position("t5", "2S", traps=[7, *[c for c in NORMAL_CELLS if c != 7][:6]], rng=seed)
        g.play("2S move t5")
        traps = g.state.traps
        assert len(set(traps)) == 7 and set(traps) <= set(NORMAL_CELLS)


def test_a_trap_fires_after_a_capture():
    g = position("t5 | t7", "2S", traps=[7])
    events = g.play("2S move t5")
    causes = [(e.marble, e.cause.value) for e in events if isinstance(e, MarbleSentHome)]
    assert causes == [(4, "capture"), (0, "trap")]


def test_the_firepit_is_shuffled_into_the_deck_when_fewer_than_four_cards_remain():
    # last action of a round; the Deck holds 2 cards, so seat 0's draw refills it first with the
    # 99 Firepit cards and the card just played
    obj = position_json("t10", "2S", current=3, hands={0: "", 1: "", 2: ""})
    deck = obj["deck"]
    obj["firepit"], obj["deck"] = deck[2:], deck[:2]
    g = Game.from_json(json.dumps(obj))
    events = g.play(g.legal_actions()[0])
    assert DeckRefilled(100) in events and RoundDealt(2, 4) in events
    assert events.index(DeckRefilled(100)) < events.index(RoundDealt(2, 4))
    assert len(g.state.deck) == 102 - 16 and g.state.firepit == ()


@pytest.mark.parametrize("seed", [1, 2])
def test_the_deck_refills_in_a_long_game(seed):
    g = Game.new(seed=seed)
    refills = 0
    while not g.is_over and g.state.round < 20:
        refills += sum(isinstance(e, DeckRefilled) for e in g.play(g.legal_actions()[-1]))
    assert refills >= 1


def test_a_copy_shares_the_legal_action_memo_until_either_changes():
    g = position("t10 t30", "2S 3S 6S 8S")
    table = g.table
    actions = g.rules.card_actions(table, Card.parse("2S"))
    twin = table.copy()
    assert twin.memo is table.memo and g.rules.card_actions(twin, Card.parse("2S")) is actions
    g.rules.apply(twin, Action.parse("2S move t10"), Chance(0))
    assert twin.memo is not table.memo and table.memo[Card.parse("2S")] is actions


def test_a_table_without_its_traps_does_not_reuse_splits_worked_out_with_them():
    # the split is legal only because the first part lands on the trap at 11 (test_card_actions)
    g = position("t10 t8 | t9", "7S", traps=[11])
    seven, split = Card.parse("7S"), Action.parse("7S split t10 t8 1")
    assert split in g.rules.card_actions(g.table, seven)
    twin = g.table.copy()
    twin.traps = []  # as the Greedy CPU scores its actions
    assert split not in g.rules.card_actions(twin, seven)
    with pytest.raises(JackarooError):
        g.rules.apply(twin, split, Chance(0))


def test_a_game_copy_keeps_what_was_worked_out_in_a_memo_of_its_own():
    g = position("t10 t30", "2S 3S 6S 8S")
    actions = g.legal_actions()
    twin = g.copy()
    assert twin.table.memo is not g.table.memo and twin.table.memo == g.table.memo
    assert twin.legal_actions() == actions


def test_a_copy_without_traps_foresees_a_play_without_revealing_a_trap() -> None:
    game = position("t10", "5H 2S 3S 4S", traps=[15])
    foreseen = game.copy(traps=False)
    assert foreseen.state.traps == ()
    assert game.state.traps[0] == 15  # the game itself keeps its traps
    events = foreseen.play("5H move t10")
    assert foreseen.state.marbles[0] == 15
    assert not any(type(e).__name__ == "TrapFired" for e in events)
    assert game.state.marbles[0] == 10


def test_a_chosen_colour_keeps_the_deal_and_trades_with_the_shuffle() -> None:
    for seed in range(8):
        plain = Game.new(seed=seed)
        chosen = Game.new(seed=seed, colour=Colour.YELLOW)
        assert chosen.state.colours[0] is Colour.YELLOW
        assert sorted(c.value for c in chosen.state.colours) == sorted(c.value for c in Colour)
        assert chosen.state.hands == plain.state.hands and chosen.state.traps == plain.state.traps
        assert chosen.to_json().count("YELLOW") == 1
        changed = [s for s in range(4) if chosen.state.colours[s] is not plain.state.colours[s]]
        assert changed in ([], [0, plain.state.colours.index(Colour.YELLOW)])


def test_every_seat_may_be_given_its_colour() -> None:
    colours = (Colour.BLUE, Colour.RED, Colour.YELLOW, Colour.GREEN)
    for seed in range(5):
        game = Game.new(seed=seed, colours=colours)
        assert game.state.colours == colours
        assert game.state.hands == Game.new(seed=seed).state.hands  # the same deal
    with pytest.raises(ValueError):
        Game.new(seed=1, colours=(Colour.RED, Colour.RED, Colour.BLUE, Colour.GREEN))
