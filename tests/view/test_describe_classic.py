"""The log's plain words for the classic ruleset's actions and events (jackaroo.view.text.describe)."""

from __future__ import annotations

import random

import pytest
from support.classic_position import classic_position

from jackaroo.model import Game
from jackaroo.model.events import RoundDealt
from jackaroo.view.text.describe import describe_events
from jackaroo.view.text.rules_text import rules_html


def describe(game: Game, action: str) -> list[str]:
    before = game.state
    events = game.play(action)
    return describe_events(events, before, game.state)


def test_ace_move_11() -> None:
    lines = describe(classic_position("t5", hand="AS 2C 3D 6H"), "AS move t5 11")
    assert lines == [
        "You play Ace ♠: the red marble moves 11 from cell 5 past your Base to cell 9 before the green Base"
    ]


def test_ten_makes_the_next_player_give_up_a_card_then_the_choice() -> None:
    game = classic_position("t5", hand="10S 2C 3D 6H")
    assert describe(game, "10S discard") == ["You play Ten ♠: CPU 1 must give up a card of their choice"]
    card = game.state.hands[1][0]
    lines = describe(game, f"{card} discard-choice")
    assert lines[0].startswith("CPU 1 gives up ") and lines[0].endswith(" for the Ten and loses a turn")


def test_a_cpu_ten_asks_you() -> None:
    game = classic_position("| t30", hand="10S 2C 3D 6H", current=3, hands={0: "4S 8H 7D 9C"})
    assert describe(game, "10S discard") == ["CPU 3 plays Ten ♠: you must give up a card of your choice"]
    assert describe(game, "9C discard-choice") == [
        "You give up Nine ♣ for the Ten and lose a turn",
        "You lose this turn (a card given up for a Ten)",
    ]


def test_five_fields_the_partner() -> None:
    lines = describe(classic_position("t5", hand="5S 2C 3D 6H"), "5S field-partner")
    assert lines == [
        "You play Five ♠ for your partner: a blue marble leaves Home for the blue Base",
        "Then the blue marble moves 5 from the blue Base to cell 5 past the blue Base",
    ]


def test_a_classic_deal_says_how_many_cards() -> None:
    game = classic_position("t5", hand="2C")
    state = game.state
    assert describe_events([RoundDealt(3, 5)], state, state) == ["Round 3: 5 new cards each"]


def test_a_team_win_names_both_partners() -> None:
    # You (seat 0) have all four safe; the partner (seat 2, Safe Stop t48) needs 3 from t46 to s0
    game = classic_position("s0 s1 s2 s3 | | s1 s2 s3 t46", hand="2C 3D 6H 9S")
    before = game.state
    events = game.play("3D move t46")
    lines = describe_events(events, before, game.state)
    assert lines[-1] == "You and CPU 2 win!"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_describe_never_raises_over_random_classic_games(players: int) -> None:
    rng = random.Random(players)
    game = Game.new(
        seed=players, human_name="Sara", ruleset="classic", players=["human"] + ["random"] * (players - 1)
    )
    plays = 0
    while not game.is_over:
        before = game.state
        new = describe_events(game.play(rng.choice(game.legal_actions())), before, game.state)
        assert new and all(isinstance(line, str) and line for line in new)
        plays += 1
        assert plays < 20_000
    assert new[-1].endswith("win!") or new[-1].endswith("wins!")


def test_classic_rules_html(qapp) -> None:
    html = rules_html("classic")
    for word in ["Ace", "move 11", "Five", "partner", "Ten", "give up", "52", "4, 4 and then 5"]:
        assert word in html, word
    assert "Burner</b> and the" not in html
