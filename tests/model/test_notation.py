"""Action notation (NOTATION.md): strict parsing, exact printing, errors naming the bad token."""

from __future__ import annotations

import pytest
from support.position import position

from jackaroo.model import Action, Card, Game, JackarooError, NotationError, Verb
from jackaroo.model.errors import InvalidFormatError, SplitOutOfRangeError

# Every example of NOTATION.md (the Examples line and the wild-card forms of the table).
EXAMPLES = [
    "AS field",
    "6H move t5",
    "4C move s0",
    "7D split t10 t20 3",
    "JC swap t10 t40",
    "BURNER burn t40",
    "SAVER save t0",
    "10S discard",
    "9C drop",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_example_round_trip(text: str) -> None:
    action = Action.parse(text)
    assert str(action) == text
    assert Action.parse(str(action)) == action


@pytest.mark.parametrize(
    "text",
    [
        "KH field",
        "QD discard",
        "5S move t99",
        "5S move t0",
        "AS move s3",
        "7H split s0 t98 6",
        "7H split t1 s2 1",
        "JD swap t0 t25",
        "SAVER save s0",
        "BURNER drop",
        "KS move t73",
    ],
)
def test_more_actions_round_trip(text: str) -> None:
    assert str(Action.parse(text)) == text


def test_parsed_fields() -> None:
    action = Action.parse("7D split t10 s1 3")
    assert action.card is Card.parse("7D")
    assert action.verb is Verb.SPLIT
    assert action.split == 3
    assert len(action.locs) == 2
    assert Action.parse("6H move t5") == Action(Card.parse("6H"), Verb.MOVE, (5,))
    assert Action.parse("AS field") == Action(Card.parse("AS"), Verb.FIELD)


def test_track_and_safe_locations_differ() -> None:
    assert Action.parse("AS move t0") != Action.parse("AS move s0")
    assert Action.parse("AS move t3") != Action.parse("AS move s3")


def test_notation_error_is_a_format_error() -> None:
    assert issubclass(NotationError, InvalidFormatError)
    assert issubclass(NotationError, JackarooError)


def parse_error(text: str) -> str:
    with pytest.raises(NotationError) as info:
        Action.parse(text)
    return str(info.value)


@pytest.mark.parametrize("token", ["1S", "11H", "ZZ", "burner", "as", "Burner", "10"])
def test_unknown_card(token: str) -> None:
    assert f"'{token}'" in parse_error(f"{token} move t5")


@pytest.mark.parametrize("verb", ["jump", "Move", "MOVE", "fields", "burnt", "t5"])
def test_unknown_verb(verb: str) -> None:
    assert f"'{verb}'" in parse_error(f"6H {verb} t5")


def test_card_without_verb() -> None:
    assert "6H" in parse_error("6H")


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("6H move", "move"),
        ("BURNER burn", "burn"),
        ("SAVER save", "save"),
        ("JC swap t1", "swap"),
        ("7D split t1 t2", "split"),
        ("7D split t1", "split"),
        ("7D split", "split"),
    ],
)
def test_too_few_tokens(text: str, token: str) -> None:
    message = parse_error(text)
    assert token in message
    assert f"'{text}'" in message


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("6H move t1 t2", "t2"),
        ("AS field t0", "t0"),
        ("10S discard t26", "t26"),
        ("9C drop now", "now"),
        ("JC swap t1 t2 t3", "t3"),
        ("7D split t1 t2 3 4", "4"),
        ("BURNER burn t40 t41", "t41"),
    ],
)
def test_too_many_tokens(text: str, token: str) -> None:
    assert f"'{token}'" in parse_error(text)


BAD_LOCATIONS = ["t100", "t-1", "x3", "s4", "t05", "home", "t", "s", "T5", "t5.0", "s-0", "t+5"]


@pytest.mark.parametrize("loc", BAD_LOCATIONS)
def test_bad_move_location(loc: str) -> None:
    assert f"'{loc}'" in parse_error(f"6H move {loc}")


@pytest.mark.parametrize("loc", ["t100", "s4", "home", "x3"])
def test_bad_second_location(loc: str) -> None:
    assert f"'{loc}'" in parse_error(f"JC swap t10 {loc}")
    assert f"'{loc}'" in parse_error(f"7D split t10 {loc} 3")


@pytest.mark.parametrize("token", ["x", "-1", "03", "3.0", "+3", "three"])
def test_bad_split_token(token: str) -> None:
    assert f"'{token}'" in parse_error(f"7D split t1 t2 {token}")


@pytest.mark.parametrize(
    "text",
    ["6H  move t5", " 6H move t5", "6H move t5 ", "", " ", "7D split t1  t2 3"],
    ids=["double-space", "leading", "trailing", "empty", "space", "double-space-late"],
)
def test_spacing_must_be_exact(text: str) -> None:
    assert f"'{text}'" in parse_error(text)


@pytest.mark.parametrize(
    ("text", "token"),
    [("6H move\tt5", "move\tt5"), ("6H move t5\n", "t5\n"), ("6H\u00a0move t5", "6H\u00a0move")],
    ids=["tab", "newline", "nbsp"],
)
def test_other_whitespace_is_not_a_separator(text: str, token: str) -> None:
    assert f"'{token}'" in parse_error(text)


NON_ASCII_DIGITS = ["6H move t\u00b2", "6H move s\u00b9", "7D split t1 t2 \u00b3"]


@pytest.mark.parametrize("text", NON_ASCII_DIGITS, ids=["t-sup2", "s-sup1", "split-sup3"])
def test_superscript_digits_are_a_notation_error(text: str) -> None:
    assert text.split(" ")[-1] in parse_error(text)


def test_arabic_indic_digits_are_not_a_location() -> None:
    assert "'t\u0663'" in parse_error("6H move t\u0663")


def test_empty_string_message_shows_empty_quotes() -> None:
    assert "''" in parse_error("")


def test_not_a_string() -> None:
    with pytest.raises(NotationError):
        Action.parse(None)  # type: ignore[arg-type]


# -- Game.play with text ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["6H  move t5", "ZZ move t5", "6H jump t5", "6H move", "6H move t100", "7D split t1 t2 x", ""],
)
def test_play_malformed_text_changes_nothing(text: str) -> None:
    game = Game.new(seed=3)
    before = game.to_json()
    legal_before = game.legal_actions()
    with pytest.raises(NotationError):
        game.play(text)
    assert game.to_json() == before
    assert game.legal_actions() == legal_before


def test_play_superscript_digit_is_a_notation_error() -> None:
    game = Game.new(seed=3)
    before = game.to_json()
    with pytest.raises(NotationError):
        game.play("6H move t\u00b2")
    assert game.to_json() == before


@pytest.mark.parametrize("split", ["0", "7", "9"])
def test_split_distance_out_of_range_parses_but_play_refuses_it(split: str) -> None:
    assert str(Action.parse(f"7D split t5 t10 {split}")) == f"7D split t5 t10 {split}"
    game = position("t5 t10 | | |", hand="7D AS 10C BURNER")
    before = game.to_json()
    with pytest.raises(SplitOutOfRangeError):
        game.play(f"7D split t5 t10 {split}")
    assert game.to_json() == before


def test_play_malformed_text_is_a_jackaroo_error() -> None:
    game = Game.new(seed=3)
    with pytest.raises(JackarooError):
        game.play("burner burn t5")


def test_play_accepts_legal_action_text() -> None:
    game = Game.new(seed=3)
    twin = Game.new(seed=3)
    action = game.legal_actions()[0]
    assert game.play(str(action)) == twin.play(action)
    assert game.to_json() == twin.to_json()


def test_legal_actions_print_in_notation() -> None:
    game = Game.new(seed=3)
    for _ in range(60):
        for action in game.legal_actions():
            assert Action.parse(str(action)) == action
        game.play(game.legal_actions()[-1])


@pytest.mark.parametrize(
    ("text", "token"),
    [("7D split t1 t2 " + "9" * 5000, "9" * 5000), ("6H move t" + "9" * 5000, "t" + "9" * 5000)],
    ids=["split", "location"],
)
def test_a_number_too_long_for_python_is_a_notation_error(text: str, token: str) -> None:
    # int() raised ValueError (int_max_str_digits) through Action.parse
    assert f"'{token}'" in parse_error(text)


def test_the_shared_action_memo_stays_bounded(monkeypatch) -> None:
    # it kept every action ever made: ~46,000 after 400 games, growing on
    from jackaroo.model import actions

    monkeypatch.setattr(actions, "MADE_LIMIT", 50)
    monkeypatch.setattr(actions, "_MADE", {})
    made = [actions.make_action(Card.parse("JH"), Verb.SWAP, (cell, 1)) for cell in range(100)]
    assert len(actions._MADE) <= 50
    again = [actions.make_action(Card.parse("JH"), Verb.SWAP, (cell, 1)) for cell in range(100)]
    assert again == made
    assert [str(a) for a in again] == [f"JH swap t{cell} t1" for cell in range(100)]
