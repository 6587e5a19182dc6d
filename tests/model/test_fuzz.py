"""Fuzzing the parsers and loaders with hypothesis: only the model's JackarooError family escapes.

The card, location and action parsers get random text and random sequences of plausible tokens;
``Game.from_json`` gets random text, random JSON values and random mutations of real saved states;
``parse_cards_csv`` gets mutations of the reference file.  Whatever is accepted must also be usable:
a loaded state saves as UTF-8, loads again identically and plays its legal actions.
"""

from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jackaroo.model import Action, Card, Game, JackarooError
from jackaroo.model.actions import parse_action_location
from jackaroo.model.cards import parse_cards_csv
from jackaroo.model.errors import CardsFileError, NotationError, StateFormatError

FUZZ_EXAMPLES = int(os.environ.get("JACKAROO_FUZZ_EXAMPLES", "300"))
FUZZ = settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
REFERENCE_TEXT = (Path(__file__).resolve().parents[1] / "data" / "reference_Cards.csv").read_text("utf-8")

TOKENS = [
    *("AS", "10H", "7D", "JC", "KS", "QD", "4C", "5H", "BURNER", "SAVER", "1S", "as", "ZZ"),
    *("field", "move", "split", "swap", "burn", "save", "discard", "drop", "jump"),
    *("t0", "t5", "t99", "t100", "s0", "s3", "s4", "home", "t-1", "t05", "1", "3", "6", "7", "0", "x"),
]
token = st.one_of(st.sampled_from(TOKENS), st.text(max_size=6))


# -- notation ---------------------------------------------------------------------------------------
@FUZZ
@given(st.text())
def test_card_parser_raises_only_notation_errors(text: str) -> None:
    try:
        card = Card.parse(text)
    except NotationError:
        return
    assert str(card) == text


@FUZZ
@given(st.text(max_size=12))
def test_location_parser_raises_only_notation_errors(text: str) -> None:
    try:
        loc = parse_action_location(text)
    except NotationError:
        return
    assert 0 <= loc < 104


@FUZZ
@given(st.one_of(st.text(), st.lists(token, max_size=6).map(" ".join)))
def test_action_parser_raises_only_notation_errors(text: str) -> None:
    try:
        action = Action.parse(text)
    except NotationError:
        return
    assert str(action) == text


@pytest.fixture(scope="module")
def started() -> Game:
    return Game.new(seed=5)


@FUZZ
@given(st.lists(token, min_size=1, max_size=6).map(" ".join))
def test_playing_any_text_raises_only_jackaroo_errors_and_changes_nothing(started: Game, text: str) -> None:
    game = started.copy()
    before = game.to_json()
    try:
        game.play(text)
    except JackarooError:
        assert game.to_json() == before
        return
    assert Action.parse(text) in started.legal_actions()


# -- saved states -----------------------------------------------------------------------------------
def _states() -> list[dict[str, Any]]:
    """Real states: a new game, games part-way, a finished game."""
    out = []
    for seed, steps in ((1, 0), (2, 30), (3, 90), (4, 10_000)):
        game = Game.new(seed=seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_actions()))
        out.append(json.loads(game.to_json()))
    return out


STATES = _states()

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=8)
    | st.sampled_from([*TOKENS, "RED", "GREEN", "human", "random", "guc", "jackaroo/state", "mt19937:"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path (keys and indexes) into a JSON value, the root included."""
    paths = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            paths += _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            paths += _paths(child, (*prefix, i))
    return paths


@st.composite
def mutated_states(draw: st.DrawFn) -> dict[str, Any]:
    """A real state with one to three random edits: a value replaced, a key or element deleted,
    an element duplicated, two elements swapped, or a key added."""
    obj = copy.deepcopy(draw(st.sampled_from(STATES)))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(obj) if p]
        path = draw(st.sampled_from(paths))
        parent = obj
        for key in path[:-1]:
            parent = parent[key]
        last = path[-1]
        edit = draw(st.sampled_from(["replace", "delete", "duplicate", "swap", "add", "sibling"]))
        if edit == "replace":
            parent[last] = draw(json_values)
        elif edit == "delete":
            del parent[last]
        elif edit == "duplicate" and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        elif edit == "swap" and isinstance(parent, list) and len(parent) > 1:
            other = draw(st.integers(0, len(parent) - 1))
            parent[last], parent[other] = parent[other], parent[last]
        elif edit == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=8))] = draw(json_values)
        elif edit == "sibling":
            # a value taken from elsewhere in the state (a card into a location, a seat into a hand..)
            source = draw(st.sampled_from(paths))
            value: Any = obj
            for key in source:
                value = value[key]
            parent[last] = copy.deepcopy(value)
    return obj


def _check_loads_or_refuses(text: str) -> None:
    """Only StateFormatError escapes; an accepted state saves, reloads identically and plays on."""
    try:
        game = Game.from_json(text)
    except StateFormatError:
        return
    saved = game.to_json()
    saved.encode("utf-8")
    assert Game.from_json(saved).to_json() == saved
    for _ in range(8):
        if game.is_over:
            break
        legal = game.legal_actions()
        assert legal
        game.play(legal[-1])
    game.to_json().encode("utf-8")


@FUZZ
@given(st.text())
def test_state_loader_refuses_random_text(text: str) -> None:
    _check_loads_or_refuses(text)


@FUZZ
@given(json_values)
def test_state_loader_refuses_random_json_values(value: object) -> None:
    _check_loads_or_refuses(json.dumps(value))


@settings(max_examples=2 * FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_states())
def test_state_loader_survives_mutations_of_real_states(obj: dict[str, Any]) -> None:
    _check_loads_or_refuses(json.dumps(obj, ensure_ascii=False))


@FUZZ
@given(st.sampled_from(STATES), st.data())
def test_state_loader_survives_truncation_and_byte_edits(obj: dict[str, Any], data: st.DataObject) -> None:
    text = json.dumps(obj, indent=2)
    cut = data.draw(st.integers(0, len(text)))
    edits = data.draw(st.lists(st.tuples(st.integers(0, len(text) - 1), st.characters()), max_size=4))
    chars = list(text[:cut] if data.draw(st.booleans()) else text)
    for at, ch in edits:
        if at < len(chars):
            chars[at] = ch
    _check_loads_or_refuses("".join(chars))


# -- Cards.csv --------------------------------------------------------------------------------------
@FUZZ
@given(st.data())
def test_cards_loader_raises_only_cards_file_errors(data: st.DataObject) -> None:
    lines = REFERENCE_TEXT.splitlines()
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(lines) - 1))
        fields = lines[i].split(",")
        how = data.draw(st.sampled_from(["field", "line", "drop", "insert"]))
        if how == "field":
            fields[data.draw(st.integers(0, len(fields) - 1))] = data.draw(st.text(max_size=8))
            lines[i] = ",".join(fields)
        elif how == "line":
            lines[i] = data.draw(st.text(max_size=40))
        elif how == "drop":
            del lines[i]
            if not lines:
                lines = [""]
        else:
            lines.insert(i, data.draw(st.text(max_size=40)))
    try:
        table = parse_cards_csv("\n".join(lines))
    except CardsFileError:
        return
    assert len(table.deck()) == 102
