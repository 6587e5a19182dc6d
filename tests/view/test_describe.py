"""The log's plain-words lines (jackaroo.view.text.describe) and the rules text (jackaroo.view.text.rules_text)."""

from __future__ import annotations

import json
import random
from typing import ClassVar

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from support import without_isolates
from support.position import position, position_json

from jackaroo.model import Action, Game, Verb
from jackaroo.model.rules import RULESETS
from jackaroo.view.text.action_words import action_words
from jackaroo.view.text.describe import action_text, describe_events
from jackaroo.view.text.names import card_name
from jackaroo.view.text.rules_text import RULES_TEXTS, rules_html


def describe(game: Game, action: str) -> list[str]:
    before = game.state
    events = game.play(action)
    return describe_events(events, before, game.state)


def test_move() -> None:
    lines = describe(position("t10", "6H"), "6H move t10")
    assert lines == [
        "You play Six ♥: the red marble moves 6 from cell 10 past your Base to cell 9 before the green Base"
    ]


def test_move_of_a_named_player_and_into_the_safe_zone() -> None:
    # seat 1 (CPU 1, GREEN): Entry 23, so 5 from t21 goes t22, t23, Safe cells 0..2
    lines = describe(position("| t21", "5D", current=1), "5D move t21")
    assert lines == [
        "CPU 1 plays Five ♦: the green marble moves 5 from cell 4 before the green Base to cell 3 of the green Safe Zone"
    ]


def test_backwards_move() -> None:
    lines = describe(position("| t30", "4C", current=1), "4C move t30")
    assert lines == [
        "CPU 1 plays Four ♣: the green marble moves 4 back from cell 5 past the green Base to cell 1 past the green Base"
    ]


def test_capture() -> None:
    lines = describe(position("t10 | t13", "3S"), "3S move t10")
    assert lines == [
        "You play Three ♠: the red marble moves 3 from cell 10 past your Base to cell 12 before the green Base",
        "The red marble lands on cell 12 before the green Base and sends the green marble Home",
    ]


def test_king_sweeps_its_path() -> None:
    lines = describe(position("| t40 t44 | t45", "KH", current=1), "KH move t40")
    assert lines == [
        "CPU 1 plays King ♥: the green marble moves 13 from cell 10 before the blue Base to cell 3 past the blue Base",
        "The King sends the green marble on cell 6 before the blue Base Home",
        "The King sends the blue marble on cell 5 before the blue Base Home",
    ]
    lines = describe(position("t10 | t13 t15 | t23", "KS"), "KS move t10")
    assert lines == [
        "You play King ♠: the red marble moves 13 from cell 10 past your Base to cell 2 before the green Base",
        "The King sends the green marble on cell 12 before the green Base Home",
        "The King sends the green marble on cell 10 before the green Base Home",
        "The King sends the blue marble on cell 2 before the green Base Home",
    ]


def test_trap_fires_without_revealing_the_new_trap() -> None:
    game = position("t10", "2S", traps=[12])
    lines = describe(game, "2S move t10")
    assert lines == [
        "You play Two ♠: the red marble moves 2 from cell 10 past your Base to cell 12 past your Base",
        "A hidden trap on cell 12 past your Base destroys the red marble; a new trap is hidden on the Track",
    ]
    new_trap = game.state.traps[0]
    assert f"t{new_trap}" not in " ".join(lines[1:])


def test_field_with_field_capture() -> None:
    lines = describe(position("| t0", "AS"), "AS field")
    assert lines == [
        "You play Ace ♠: a red marble leaves Home for your Base",
        "The green marble on your Base is sent Home",
    ]


def test_swap() -> None:
    lines = describe(position("| t30 | t40", "JS", current=1), "JS swap t30 t40")
    assert lines == [
        "CPU 1 plays Jack ♠: the green marble on cell 5 past the green Base swaps places with the blue marble on cell 10 before the blue Base"
    ]


def test_split() -> None:
    lines = describe(position("| t30 t35 | t38", "7S", current=1), "7S split t30 t35 3")
    assert lines == [
        "CPU 1 plays Seven ♠ split 3 and 4: the green marble moves 3 from cell 5 past the green Base to cell 8 past the green Base",
        "Then the green marble moves 4 from cell 10 past the green Base to cell 11 before the blue Base",
    ]


def test_burn() -> None:
    lines = describe(position("t5 | | t40", "BURNER"), "BURNER burn t40")
    assert lines == [
        "You play Burner: the blue marble on cell 10 before the blue Base is burned and goes Home"
    ]


def test_save() -> None:
    game = position("t30", "SAVER")
    lines = describe(game, "SAVER save t30")
    index = game.state.marbles[0] - 100 + 1
    assert lines == [
        f"You play Saver: the red marble on cell 5 past the green Base is saved to cell {index} of your Safe Zone"
    ]


def test_ten_discard_with_the_resulting_skip() -> None:
    game = position("t5", "10S 2S 3S 4S")
    lines = describe(game, "10S discard")
    assert len(game.state.hands[1]) == 3
    lost = card_name(game.state.firepit[-1])  # the Ten, then the discarded card
    assert lines == [
        f"You play Ten ♠: CPU 1 discards {lost} to the Firepit",
        "CPU 1 misses this turn: a card was lost to a Ten or a Queen",
    ]


def test_a_cpu_discard_of_your_card() -> None:
    game = position("t5", "10S 2S 3S 4S", current=3)
    lines = describe(game, "10S discard")
    lost = card_name(game.state.firepit[-1])
    assert lines == [
        f"CPU 3 plays Ten ♠: you discard {lost} to the Firepit",
        "You miss this turn: you lost a card to a Ten or a Queen",
    ]


def test_drop() -> None:
    lines = describe(position("", "9C"), "9C drop")
    assert lines == ["You drop Nine ♣: no legal move"]
    lines = describe(position("", "9C", current=2), "9C drop")
    assert lines == ["CPU 2 drops Nine ♣: no legal move"]


def test_round_deal() -> None:
    game = position("| | | t5", "2S", current=3, hands={0: "", 1: "", 2: ""})
    lines = describe(game, "2S move t5")
    assert (
        lines[0]
        == "CPU 3 plays Two ♠: the yellow marble moves 2 from cell 5 past your Base to cell 7 past your Base"
    )
    assert lines[-1] == "Round 2: four new cards each"


def test_opening_events_and_deck_refill() -> None:
    game = Game.new(seed=3, human_name="Sara")
    assert describe_events(game.opening_events, game.state, game.state) == ["Round 1: four new cards each"]
    # a new round with 2 cards left in the Deck: the Firepit is shuffled into it before the deal
    state = position_json("| | | t5", "2S", current=3, hands={0: "", 1: "", 2: ""})
    deck = state["deck"]
    assert isinstance(deck, list)
    state["deck"], state["firepit"] = deck[:2], deck[2:]
    game = Game.from_json(json.dumps(state))
    lines = describe(game, "2S move t5")
    assert lines == [
        "CPU 3 plays Two ♠: the yellow marble moves 2 from cell 5 past your Base to cell 7 past your Base",
        "The Firepit is shuffled into the Deck",
        "Round 2: four new cards each",
    ]


def test_win() -> None:
    lines = describe(position("s1 s2 s3 t97", "2S 3S"), "2S move t97")
    assert lines == [
        "You play Two ♠: the red marble moves 2 from cell 1 before your Safe Zone to cell 1 of your Safe Zone",
        "You win!",
    ]


def test_named_players() -> None:
    game = Game.new(seed=11, human_name="Sara")
    before = game.state
    action = game.legal_actions()[0]
    lines = describe_events(game.play(action), before, game.state)
    verb = "drops" if action.verb is Verb.DROP else "plays"
    assert lines[0].startswith(f"Sara {verb} {card_name(action.card)}")


def test_card_names_and_action_text() -> None:
    assert card_name(Action.parse("KH field").card) == "King ♥"
    assert card_name(Action.parse("10S discard").card) == "Ten ♠"
    assert card_name(Action.parse("BURNER burn t4").card) == "Burner"
    assert card_name(Action.parse("SAVER save t4").card) == "Saver"
    assert action_text(Action.parse("7D split t10 s0 3")) == "7D split t10 s0 3"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_describe_never_raises_over_random_games(seed: int) -> None:
    rng = random.Random(seed)
    game = Game.new(seed=seed, human_name="Sara")
    lines = describe_events(game.opening_events, game.state, game.state)
    plays = 0
    while not game.is_over:
        before = game.state
        action = rng.choice(game.legal_actions())
        new = describe_events(game.play(action), before, game.state)
        assert new and all(isinstance(line, str) and line for line in new)
        lines.extend(new)
        plays += 1
        assert plays < 20_000
    assert game.winner is not None
    assert lines[-1] == f"{game.state.names[game.winner]} wins!"


def test_every_ruleset_has_its_rules_text() -> None:
    assert set(RULES_TEXTS) == set(RULESETS)


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_rules_text_ends_with_the_levels_and_the_keys(qapp, ruleset) -> None:
    html = rules_html(ruleset)
    assert html.index("<b>Expert</b>") < html.index("<h2>Keys</h2>") and "<b>Master</b>" not in html
    for key in ("<b>1</b>-<b>5</b>", "<b>Tab</b>", "<b>Space</b>", "<b>F</b>", "<b>Enter</b>", "<b>Esc</b>"):
        assert key in html, key


def test_rules_html_covers_the_cards_and_the_vocabulary(qapp) -> None:
    html = rules_html()
    cards = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]
    cards += ["Jack", "Queen", "King", "Burner", "Saver"]
    for word in [
        *cards,
        "Firepit",
        "Safe Zone Entry",
        "Safe Zone",
        "Base cell",
        "Home Zone",
        "Track",
        "Deck",
    ]:
        assert word in html, word
    assert html.count("<h2>") >= 8
    assert "<table" in html and "strict" in html


class _Arabic(QTranslator):
    """A stand-in translation: a few "Log" templates with the placeholders in another order."""

    TEXTS: ClassVar[dict[str, str]] = {
        "{player} wins!": "فاز {player}!",
        "King": "الشايب",
        "{rank} {suit}": "{suit} {rank}",
        "red": "الحمراء",
        "{player} plays {card}: the {colour} marble moves {steps} from {start} to {target}": (
            "{player} يلعب {card}: الكرة {colour} تتحرك {steps} من {start} إلى {target}"
        ),
    }

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if context == "Log" and source in self.TEXTS:
            return self.TEXTS[source]
        return None  # a null string: "no translation", Qt keeps the source text


def test_templates_are_translated_before_they_are_filled(qapp: QCoreApplication) -> None:
    translator = _Arabic()
    assert QCoreApplication.installTranslator(translator)
    try:
        game = position("t10", "KS", current=0)
        lines = [without_isolates(line) for line in describe(game, "KS move t10")]
        assert lines == [
            "You play ♠ الشايب: the الحمراء marble moves 13 from cell 10 past your Base to cell 2 before the green Base"
        ]
        game = position("| | | t10", "KS", current=3)
        lines = [without_isolates(line) for line in describe(game, "KS move t10")]
        assert (
            lines[0]
            == "CPU 3 يلعب ♠ الشايب: الكرة yellow تتحرك 13 من cell 10 past your Base إلى cell 2 before the green Base"
        )
        game = position("| s1 s2 s3 t21", "2S 3S", current=1)
        assert without_isolates(describe(game, "3S move t21")[-1]) == "فاز CPU 1!"
    finally:
        QCoreApplication.removeTranslator(translator)


# -- an action in words (hints, refused plays) -------------------------------------------------------


@pytest.mark.parametrize(
    ("marbles", "hand", "action", "words"),
    [
        (
            "t10 | t40",
            "5H 2S 3S 4S",
            "5H move t10",
            "play Five ♥: move the red marble on cell 10 past your Base 5 cells",
        ),
        (
            "t10 | t40",
            "4H 2S 3S 5S",
            "4H move t10",
            "play Four ♥: move the red marble on cell 10 past your Base 4 cells backwards",
        ),
        ("| t40", "AS 2S 3S 4S", "AS field", "play Ace ♠: bring a marble out of Home onto your Base"),
        ("t10 | t40", "QC 2S 3S 4S", "QC discard", "play Queen ♣: a random opponent discards a random card"),
        (
            "t10 | t40",
            "10C 2S 3S 4S",
            "10C discard",
            "play Ten ♣: CPU 1, the next player, discards a random card",
        ),
        (
            "t10 | t40",
            "JH 2S 3S 4S",
            "JH swap t10 t40",
            "play Jack ♥: swap your marble on cell 10 past your Base with the green marble on cell 10 before the blue Base",
        ),
        (
            "t10 | t40",
            "BURNER 2S 3S 4S",
            "BURNER burn t40",
            "play Burner: burn the green marble on cell 10 before the blue Base (it goes Home)",
        ),
        (
            "t10 t30 | t40",
            "7S 2S 3S 4S",
            "7S split t10 t30 2",
            "play Seven ♠: move the marble on cell 10 past your Base 2 cells and the one on cell 5 past the green Base 5 cells",
        ),
        ("| t40", "2S 3S 4S 6S", "2S drop", "drop Two ♠ (it has no move)"),
    ],
)
def test_an_action_in_words_names_no_notation(marbles, hand, action, words) -> None:
    game = position(marbles, hand)
    parsed = Action.parse(action)
    assert parsed in game.legal_actions()
    assert action_words(parsed, game.state) == words
