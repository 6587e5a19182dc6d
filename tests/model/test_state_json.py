"""The JSON state of NOTATION.md: exact round trips, exact continuation, and strict validation."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from support.position import position_json

from jackaroo.model import Game, InvalidFormatError, JackarooError, StateFormatError
from jackaroo.model.board import SAFE_START

SEEDS = [0, 1, 3, 7, 2024]


def base() -> dict[str, Any]:
    """A valid position: seat 0 to act in turn 0 with marbles on the board."""
    return position_json("t5 home home s0 | t30 t26 | s1 | t80", hand="6H AS 10C BURNER", traps=[8, 17, 31])


def load(obj: object) -> Game:
    return Game.from_json(json.dumps(obj))


def accepted(obj: dict[str, Any]) -> Game:
    """Assert that ``obj`` loads and saves back as it was (its ``rng`` as a saved generator)."""
    game = load(obj)
    saved = json.loads(game.to_json())
    assert isinstance(saved.pop("rng"), str)
    assert saved == {key: value for key, value in obj.items() if key != "rng"}
    return game


def rejected(obj: object, *words: str) -> str:
    """Assert that ``obj`` is refused with a StateFormatError whose message holds ``words``."""
    text = obj if isinstance(obj, str) else json.dumps(obj)
    with pytest.raises(StateFormatError) as info:
        Game.from_json(text)
    message = str(info.value)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    return message


def play_some(game: Game, steps: int, rng: random.Random) -> list[str]:
    played = []
    for _ in range(steps):
        if game.is_over:
            break
        action = rng.choice(game.legal_actions())
        game.play(action)
        played.append(str(action))
    return played


# -- round trips ----------------------------------------------------------------------------------


def test_state_format_error_is_a_format_error() -> None:
    assert issubclass(StateFormatError, InvalidFormatError)
    assert issubclass(StateFormatError, JackarooError)


def test_base_position_is_valid() -> None:
    game = load(base())
    assert game.current_seat == 0
    assert game.state.turn == 0


@pytest.mark.parametrize("seed", SEEDS)
def test_new_game_round_trip(seed: int) -> None:
    text = Game.new(seed=seed).to_json()
    assert Game.from_json(text).to_json() == text


@pytest.mark.parametrize("seed", SEEDS)
def test_new_game_json_shape(seed: int) -> None:
    obj = json.loads(Game.new(seed=seed).to_json())
    assert (obj["format"], obj["version"], obj["ruleset"]) == ("jackaroo/state", 1, "guc")
    assert len(obj["traps"]) == 8
    assert [len(seat["hand"]) for seat in obj["seats"]] == [4, 4, 4, 4]
    assert len(obj["deck"]) == 102 - 16
    assert obj["firepit"] == []
    assert obj["winner"] is None
    assert (obj["current"], obj["turn"], obj["round"]) == (0, 0, 1)


@pytest.mark.parametrize("seed", [0, 3])
def test_round_trip_after_first_legal_actions(seed: int) -> None:
    game = Game.new(seed=seed)
    for _ in range(40):
        game.play(game.legal_actions()[0])
        text = game.to_json()
        assert Game.from_json(text).to_json() == text


@pytest.mark.parametrize("seed", [1, 2])
def test_round_trip_at_every_step_of_a_whole_game(seed: int) -> None:
    game = Game.new(seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
        text = game.to_json()
        assert Game.from_json(text).to_json() == text
        steps += 1
        assert steps < 5000
    assert json.loads(game.to_json())["winner"] == game.winner


@pytest.mark.parametrize("seed", [0, 3, 7])
def test_loaded_game_continues_like_the_original(seed: int) -> None:
    original = Game.new(seed=seed)
    play_some(original, 25, random.Random(seed))
    loaded = Game.from_json(original.to_json())
    rng = random.Random(seed + 100)
    for _ in range(300):
        if original.is_over:
            break
        assert loaded.legal_actions() == original.legal_actions()
        action = rng.choice(original.legal_actions())
        assert loaded.play(str(action)) == original.play(action)
        assert loaded.to_json() == original.to_json()


def test_reloading_at_every_step_continues_like_the_original() -> None:
    original = Game.new(seed=11)
    reloaded = Game.from_json(original.to_json())
    rng = random.Random(11)
    for _ in range(200):
        if original.is_over:
            break
        action = rng.choice(original.legal_actions())
        assert reloaded.play(action) == original.play(action)
        reloaded = Game.from_json(reloaded.to_json())
        assert reloaded.to_json() == original.to_json()


def test_loaded_game_with_integer_rng_is_deterministic() -> None:
    first, second = load(base()), load(base())
    assert first.to_json() == second.to_json()
    for _ in range(30):
        action = first.legal_actions()[0]
        assert first.play(action) == second.play(action)
    assert first.to_json() == second.to_json()


def test_integer_rng_is_saved_as_a_generator_that_continues_exactly() -> None:
    game = load(base())
    text = game.to_json()
    assert isinstance(json.loads(text)["rng"], str)
    assert Game.from_json(text).to_json() == text


def test_rng_may_be_absent() -> None:
    obj = base()
    del obj["rng"]
    game = load(obj)
    saved = json.loads(game.to_json())
    del saved["rng"]
    assert saved == obj


def test_rng_may_be_null() -> None:
    obj = base()
    obj["rng"] = None
    game = accepted(obj)
    assert game.legal_actions()  # the fresh generator serves the game


def test_position_without_rng_round_trips_everything_else() -> None:
    obj = base()
    saved = json.loads(load(obj).to_json())
    assert saved.pop("rng") != obj.pop("rng")
    assert saved == obj


def test_different_integer_rngs_load_the_same_position() -> None:
    one, two = base(), base()
    two["rng"] = 99
    a, b = json.loads(load(one).to_json()), json.loads(load(two).to_json())
    assert a["rng"] != b["rng"]
    del a["rng"], b["rng"]
    assert a == b


def test_traps_may_be_fewer_than_eight() -> None:
    obj = base()
    obj["traps"] = []
    assert json.loads(load(obj).to_json())["traps"] == []


def test_eight_traps_accepted() -> None:
    obj = base()
    obj["traps"] = [8, 17, 31, 44, 59, 66, 81, 90]
    assert accepted(obj).state.traps == (8, 17, 31, 44, 59, 66, 81, 90)


# -- structure ------------------------------------------------------------------------------------


def test_not_json() -> None:
    rejected("{not json", "JSON")


def test_empty_text() -> None:
    rejected("", "JSON")


@pytest.mark.parametrize("value", [[], "state", 1, None])
def test_not_an_object(value: object) -> None:
    rejected(json.dumps(value), "object")


def test_unknown_top_level_key() -> None:
    obj = base()
    obj["colour"] = "RED"
    rejected(obj, "'colour'")


@pytest.mark.parametrize("key", ["format", "version", "ruleset", "seats", "current", "turn", "round"])
def test_missing_key(key: str) -> None:
    obj = base()
    del obj[key]
    rejected(obj, f"'{key}'", "missing")


@pytest.mark.parametrize("key", ["traps", "deck", "firepit", "winner"])
def test_missing_list_or_winner_key(key: str) -> None:
    obj = base()
    del obj[key]
    rejected(obj, f"'{key}'")


@pytest.mark.parametrize("value", ["jackaroo/save", "jackaroo", "", None, 1])
def test_wrong_format_string(value: object) -> None:
    obj = base()
    obj["format"] = value
    rejected(obj, "format")


@pytest.mark.parametrize("value", [2, 0, "1", None, True])
def test_unsupported_version(value: object) -> None:
    obj = base()
    obj["version"] = value
    rejected(obj, "version")


def test_version_must_be_the_integer_1() -> None:
    obj = base()
    obj["version"] = 1.0
    rejected(obj, "version")


@pytest.mark.parametrize("value", ["traditional-x", "GUC", "", 1])
def test_unknown_ruleset(value: object) -> None:
    obj = base()
    obj["ruleset"] = value
    rejected(obj, "ruleset")


@pytest.mark.parametrize("count", [0, 3, 5])
def test_seats_not_four(count: int) -> None:
    obj = base()
    seats = obj["seats"]
    obj["seats"] = (seats * 2)[:count]
    rejected(obj, "seats")


def test_seats_not_a_list() -> None:
    obj = base()
    obj["seats"] = {"0": obj["seats"][0]}
    rejected(obj, "seats")


def test_seat_not_an_object() -> None:
    obj = base()
    obj["seats"][2] = "CPU 2"
    rejected(obj, "seats[2]")


def test_unknown_seat_key() -> None:
    obj = base()
    obj["seats"][1]["score"] = 3
    rejected(obj, "seats[1]", "'score'")


def test_missing_seat_key() -> None:
    obj = base()
    del obj["seats"][3]["hand"]
    rejected(obj, "seats[3]", "'hand'")


@pytest.mark.parametrize("name", ["", "  ", None, 7])
def test_bad_seat_name(name: object) -> None:
    obj = base()
    obj["seats"][1]["name"] = name
    rejected(obj, "seats[1].name")


@pytest.mark.parametrize("colour", ["PINK", "red", "", None, 0, ["RED"]])
def test_bad_colour(colour: object) -> None:
    obj = base()
    obj["seats"][2]["colour"] = colour
    rejected(obj, "seats[2].colour")


def test_duplicate_colours() -> None:
    obj = base()
    obj["seats"][3]["colour"] = obj["seats"][0]["colour"]
    rejected(obj, "colour")


@pytest.mark.parametrize("player", ["robot", "Human", "", None, ["human"]])
def test_unknown_player_type(player: object) -> None:
    obj = base()
    obj["seats"][1]["player"] = player
    rejected(obj, "seats[1].player")


@pytest.mark.parametrize("count", [0, 3, 5])
def test_marbles_not_four(count: int) -> None:
    obj = base()
    obj["seats"][1]["marbles"] = ["home"] * count
    rejected(obj, "seats[1].marbles")


@pytest.mark.parametrize("token", ["t100", "t-1", "t05", "s4", "x3", "HOME", "", "T5", 5, None])
def test_bad_marble_location(token: object) -> None:
    obj = base()
    obj["seats"][2]["marbles"][1] = token
    rejected(obj, "seats[2].marbles[1]")


def test_two_seats_on_one_track_cell() -> None:
    obj = base()
    obj["seats"][2]["marbles"][3] = "t5"
    rejected(obj, "seats[2].marbles[3]", "t5")


def test_one_seat_twice_on_one_safe_cell() -> None:
    obj = base()
    obj["seats"][0]["marbles"] = ["s0", "s0", "home", "t5"]
    rejected(obj, "seats[0].marbles[1]", "s0")


def test_same_safe_index_of_different_seats_is_fine() -> None:
    obj = base()
    obj["seats"][3]["marbles"][2] = "s0"  # seat 0 also holds s0: its own Safe Zone, another cell
    state = accepted(obj).state
    assert state.marbles[3] != state.marbles[14] and state.marbles[14] >= SAFE_START


# -- cards ----------------------------------------------------------------------------------------


def test_card_removed_from_deck() -> None:
    obj = base()
    obj["deck"].pop()
    rejected(obj, "deck")


def test_card_added_to_firepit() -> None:
    obj = base()
    obj["firepit"].append("AS")
    rejected(obj, "deck")


def test_second_burner_instead_of_a_deck_card() -> None:
    obj = base()
    assert "BURNER" in obj["seats"][0]["hand"]
    obj["deck"][0] = "BURNER"
    rejected(obj, "deck")


def test_card_moved_between_deck_and_firepit_is_fine() -> None:
    obj = base()
    obj["firepit"].append(obj["deck"].pop())
    state = accepted(obj).state
    assert len(state.firepit) == len(base()["firepit"]) + 1


@pytest.mark.parametrize("where", ["deck", "firepit"])
def test_bad_card_token(where: str) -> None:
    obj = base()
    obj[where].append("ZZ")
    rejected(obj, where, "ZZ")


def test_bad_card_in_hand() -> None:
    obj = base()
    obj["seats"][0]["hand"][0] = "1S"
    rejected(obj, "seats[0].hand", "1S")


@pytest.mark.parametrize("value", ["AS KD", None, [1, 2]])
def test_deck_not_a_list_of_cards(value: object) -> None:
    obj = base()
    obj["deck"] = value
    rejected(obj, "deck")


# -- traps ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("cell", [0, 25, 50, 75], ids=lambda c: f"base{c}")
def test_trap_on_a_base_cell(cell: int) -> None:
    obj = base()
    obj["traps"] = [8, cell]
    rejected(obj, "traps")


@pytest.mark.parametrize("cell", [98, 23, 48, 73], ids=lambda c: f"entry{c}")
def test_trap_on_an_entry(cell: int) -> None:
    obj = base()
    obj["traps"] = [8, cell]
    rejected(obj, "traps")


def test_duplicated_trap() -> None:
    obj = base()
    obj["traps"] = [8, 17, 8]
    rejected(obj, "traps")


@pytest.mark.parametrize("cell", [100, -1, 113, "8", None, True, 8.0])
def test_trap_not_a_track_cell(cell: object) -> None:
    obj = base()
    obj["traps"] = [17, cell]
    rejected(obj, "traps")


def test_nine_traps() -> None:
    obj = base()
    obj["traps"] = [8, 17, 31, 44, 59, 66, 81, 90, 91]
    rejected(obj, "traps")


def test_traps_not_a_list() -> None:
    obj = base()
    obj["traps"] = 8
    rejected(obj, "traps")


# -- hand sizes, turn order, winner ------------------------------------------------------------


def test_seat_to_act_with_too_few_cards() -> None:
    obj = base()
    obj["deck"].append(obj["seats"][0]["hand"].pop())
    rejected(obj, "seats[0].hand")


def test_seat_to_act_with_too_many_cards_for_the_turn() -> None:
    load(position_json("t5 | | |", hand="6H AS 10C", current=1))  # turn 1: three cards
    obj = position_json("t5 | | |", hand="6H AS 10C BURNER", current=1, turn=1)
    rejected(obj, "seats[1].hand")


def test_seat_to_act_needs_exactly_four_minus_turn_cards() -> None:
    obj = position_json("t5 | | |", hand="6H AS", turn=1)
    rejected(obj, "seats[0].hand")


def test_seat_holding_more_cards_than_possible() -> None:
    # Turn 1, seat 2 to act: seats 0 and 1 have acted (at most 2 cards), seat 3 has not (at most 3).
    obj = position_json("t5 | | |", hand="6H AS 10C", current=2)
    obj["seats"][3]["hand"].append(obj["deck"].pop())
    rejected(obj, "seats[3].hand")


def test_seat_that_already_acted_holding_too_many_cards() -> None:
    obj = position_json("t5 | | |", hand="6H AS 10C", current=2)
    obj["seats"][0]["hand"].append(obj["deck"].pop())
    rejected(obj, "seats[0].hand")


def test_fewer_cards_for_a_seat_that_will_be_skipped_is_fine() -> None:
    obj = position_json("t5 | | |", hand="6H AS 10C", current=2)
    obj["deck"].append(obj["seats"][3]["hand"].pop())
    game = accepted(obj)
    game.play(game.legal_actions()[0])
    assert game.current_seat == 0  # seat 3, one card short, is skipped


def test_winner_without_all_marbles_safe() -> None:
    obj = base()
    obj["winner"] = 0
    rejected(obj, "winner")


def test_winner_other_than_the_seat_with_all_marbles_safe() -> None:
    obj = position_json("s0 s1 s2 s3 | t30 | |", hand="6H AS 10C", winner=1)
    rejected(obj, "winner")


def test_all_marbles_safe_but_no_winner() -> None:
    obj = position_json("t5 | s0 s1 s2 s3 | |", hand="6H AS 10C BURNER")
    rejected(obj, "winner")


def test_finished_game_loads_and_round_trips() -> None:
    obj = position_json("t5 | s3 s2 s1 s0 | |", hand="6H AS 10C", current=2, winner=1)
    game = load(obj)
    assert game.is_over
    assert game.legal_actions() == ()
    saved = json.loads(game.to_json())
    del saved["rng"], obj["rng"]
    assert saved == obj


@pytest.mark.parametrize("value", [True, "1", 4, -1, 1.0])
def test_bad_winner_value(value: object) -> None:
    obj = position_json("t5 | s0 s1 s2 s3 | |", hand="6H AS 10C BURNER")
    obj["winner"] = value
    rejected(obj, "winner")


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("current", 4),
        ("current", -1),
        ("current", "0"),
        ("current", True),
        ("current", None),
        ("turn", 4),
        ("turn", -1),
        ("turn", 0.0),
        ("round", 0),
        ("round", -3),
        ("round", "1"),
    ],
)
def test_bad_counter(key: str, value: object) -> None:
    obj = base()
    obj[key] = value
    rejected(obj, f"'{key}'")


@pytest.mark.parametrize("value", ["abc", "mt19937:", "mt19937:abc", True, 1.5, [1, 2], {"seed": 1}])
def test_bad_rng_value(value: object) -> None:
    obj = base()
    obj["rng"] = value
    rejected(obj, "'rng'")


def test_truncated_saved_generator() -> None:
    obj = json.loads(Game.new(seed=5).to_json())
    obj["rng"] = obj["rng"][:-8]
    rejected(obj, "'rng'")


def test_rejected_input_is_not_modified() -> None:
    obj = base()
    obj["turn"] = 9
    frozen = copy.deepcopy(obj)
    rejected(obj, "turn")
    assert obj == frozen


# -- hostile text: only StateFormatError escapes (regressions) ------------------------------------


def test_a_number_too_long_for_python_is_a_format_error() -> None:
    # json.loads raised ValueError (int_max_str_digits) through Game.from_json
    text = json.dumps(base()).replace('"round": 1', '"round": ' + "9" * 5000)
    assert rejected(text) == "not a saved game: a number is too long"


@pytest.mark.parametrize("opener", ["[", '{"a": '])
def test_deeply_nested_json_is_a_format_error(opener: str) -> None:
    # json.loads raised RecursionError through Game.from_json
    assert rejected(opener * 100_000) == "not a saved game: the JSON is nested too deeply"


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_json(constant: str) -> None:
    text = json.dumps(base()).replace('"turn": 0', f'"turn": {constant}')
    assert rejected(text) == f"not JSON: {constant} is not a number JSON allows"


def test_a_key_given_twice_is_refused() -> None:
    text = json.dumps(base()).replace('"turn": 0', '"turn": 0, "turn": 3')
    assert rejected(text) == "not JSON: the key 'turn' appears twice in one object"


@pytest.mark.parametrize("name", ["\ud800", "Sara\udfff", "a\nb", "\x00", "tab\there"])
def test_a_name_that_cannot_be_shown_or_saved_is_refused(name: str) -> None:
    # a lone surrogate loaded fine, then to_json().encode() raised UnicodeEncodeError in the
    # controller (load_from, autosave)
    obj = base()
    obj["seats"][1]["name"] = name
    assert rejected(obj) == "'seats[1].name' holds characters that cannot be shown"


@pytest.mark.parametrize("name", ["سارة", "Zoë", "ми\u200cр", "\u05e9\u05e8\u05d4 K."])
def test_names_in_any_script_load_and_save(name: str) -> None:
    obj = base()
    obj["seats"][1]["name"] = name
    game = load(obj)
    assert game.state.names[1] == name
    assert Game.from_json(game.to_json().encode("utf-8").decode("utf-8")).state.names[1] == name
