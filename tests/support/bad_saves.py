"""Test helper: families of bad saved games, each with the exact reason the player is shown.

``BAD_SAVES`` lists ``(id, content, reason)``: the bytes of a file and the reason
:func:`jackaroo.controller.records.saves.read_save` gives (the banner reads
``Could not open <file name>: <reason>``).  Used by the save tests at the loader and the window
level; docs/hardening.md lists the families.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from jackaroo.model import Game
from support.position import position_json

Edit = Callable[[dict[str, Any]], object]


def base() -> dict[str, Any]:
    """A valid position: seat 0 to act in turn 0, marbles on the board, three traps."""
    return position_json("t5 home home s0 | t30 t26 | s1 | t80", hand="6H AS 10C BURNER", traps=[8, 17, 31])


def edited(edit: Edit) -> bytes:
    """The base position after ``edit`` (which changes the object in place) as file bytes."""
    obj = base()
    edit(obj)
    return json.dumps(obj, indent=2).encode("utf-8")


def text_of(edit: Callable[[str], str]) -> bytes:
    """The base position's JSON text after ``edit`` as file bytes."""
    return edit(json.dumps(base(), indent=2)).encode("utf-8")


def _saved_game() -> str:
    return Game.new(seed=2024).to_json()


def _set(path: str, value: object) -> Edit:
    """An edit setting ``path`` (``"seats.1.name"``) to ``value``."""

    def edit(obj: dict[str, Any]) -> None:
        keys: list[Any] = [int(k) if k.isdigit() else k for k in path.split(".")]
        target: Any = obj
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return edit


def _give_back(obj: dict[str, Any]) -> None:
    """The seat to act holds three cards in turn 0 (one went back to the deck)."""
    obj["deck"].append(obj["seats"][0]["hand"].pop())


def _extra_hand_card(obj: dict[str, Any]) -> None:
    """A seat that already acted this turn holds four cards (turn 1, seat 2 to act)."""
    new = position_json("t5 | | |", hand="6H AS 10C", current=2)
    new["seats"][0]["hand"].append(new["deck"].pop())
    obj.clear()
    obj.update(new)


def _drop_seat_key(obj: dict[str, Any]) -> None:
    del obj["seats"][3]["hand"]


SAVED = _saved_game()
WHOLE = "'deck', 'firepit' and the hands together must hold exactly the 102 cards of the deck"

#: (id, file content, exact reason shown to the player)
BAD_SAVES: list[tuple[str, bytes, str]] = [
    ("empty-file", b"", "not JSON: Expecting value: line 1 column 1 (char 0)"),
    (
        "truncated",
        SAVED[: len(SAVED) // 2].encode(),
        "not JSON: Unterminated string starting at: line 178 column 10 (char 2165)",
    ),
    (
        "truncated-at-a-brace",
        SAVED.rstrip()[:-1].encode(),
        "not JSON: Expecting ',' delimiter: line 179 column 1 (char 5512)",
    ),
    ("not-an-object", b"[1, 2, 3]", "the state must be a JSON object"),
    ("wrong-version", edited(_set("version", 2)), "'version' 2 is not supported (only 1)"),
    ("version-as-text", edited(_set("version", "1")), "'version' '1' is not supported (only 1)"),
    ("wrong-format-key", edited(_set("format", "jackaroo/save")), "'format' must be \"jackaroo/state\""),
    ("unknown-key", edited(_set("score", 3)), "unknown key 'score'"),
    ("missing-key", edited(lambda o: o.pop("turn")), "missing key 'turn'"),
    ("missing-seat-key", edited(_drop_seat_key), "'seats[3]': missing key 'hand'"),
    (
        "duplicate-key",
        text_of(lambda t: t.replace('"turn": 0', '"turn": 0, "turn": 2')),
        "not JSON: the key 'turn' appears twice in one object",
    ),
    ("unknown-ruleset", edited(_set("ruleset", "traditional")), "'ruleset' 'traditional' is not known"),
    ("card-missing", edited(lambda o: o["deck"].pop()), WHOLE),
    ("card-added", edited(lambda o: o["firepit"].append("AS")), WHOLE),
    ("second-burner", edited(_set("deck.0", "BURNER")), WHOLE),
    (
        "unknown-card",
        edited(_set("seats.0.hand.0", "1S")),
        "'seats[0].hand': '1S' is not a card (expected e.g. AS, 10H, KD, BURNER)",
    ),
    (
        "two-marbles-one-cell",
        edited(_set("seats.2.marbles.3", "t5")),
        "'seats[2].marbles[3]': t5 already holds a marble of seat 0",
    ),
    (
        "bad-location",
        edited(_set("seats.2.marbles.1", "t100")),
        "'seats[2].marbles[1]': 't100' is not a location",
    ),
    ("trap-on-base", edited(_set("traps", [8, 25])), "'traps' must be distinct Normal Track cells"),
    ("trap-twice", edited(_set("traps", [8, 17, 8])), "'traps' must be distinct Normal Track cells"),
    (
        "nine-traps",
        edited(_set("traps", [8, 17, 31, 44, 59, 66, 81, 90, 91])),
        "'traps': at most 8 traps, found 9",
    ),
    ("trap-not-a-number", edited(_set("traps", [8, "17"])), "'traps' must be a list of track cells"),
    ("hand-too-small", edited(_give_back), "'seats[0].hand': the seat to act in turn 0 must hold 4 cards"),
    (
        "hand-too-large",
        edited(_extra_hand_card),
        "'seats[0].hand': 3 cards is more than a seat can hold in turn 1 with seat 2 to act",
    ),
    ("turn-out-of-range", edited(_set("turn", 4)), "'turn' must be in 0..3, found 4"),
    ("false-winner", edited(_set("winner", 0)), "'winner': seat 0 does not have all its marbles safe"),
    (
        "bad-generator",
        edited(_set("rng", "mt19937:abc")),
        "'rng' must be an integer seed or a saved generator ('mt19937:...')",
    ),
    (
        "name-with-lone-surrogate",
        edited(_set("seats.1.name", "\ud800")),
        "'seats[1].name' holds characters that cannot be shown",
    ),
    (
        "name-with-control-character",
        edited(_set("seats.1.name", "CPU\x1b[2J")),
        "'seats[1].name' holds characters that cannot be shown",
    ),
    ("duplicate-colour", edited(_set("seats.3.colour", "RED")), "'seats': every seat needs its own colour"),
    (
        "huge-integer",
        text_of(lambda t: t.replace('"round": 1', '"round": ' + "9" * 5000)),
        "not a saved game: a number is too long",
    ),
    (
        "nan",
        text_of(lambda t: t.replace('"turn": 0', '"turn": NaN')),
        "not JSON: NaN is not a number JSON allows",
    ),
    (
        "infinity",
        text_of(lambda t: t.replace('"current": 0', '"current": Infinity')),
        "not JSON: Infinity is not a number JSON allows",
    ),
    ("deep-nesting", b"[" * 200_000, "not a saved game: the JSON is nested too deeply"),
    ("oversized", b" " * 1_000_001, "the file is too large to be a saved game"),
    ("not-utf8", b"\xff\xfe{\x00}\x00", "the file is not text (UTF-8)"),
    (
        "latin1-name",
        edited(_set("seats.1.name", "Zo\u00eb")).replace(b"Zo\\u00eb", b"Zo\xeb"),
        "the file is not text (UTF-8)",
    ),
    ("binary-garbage", bytes(range(256)) * 64, "the file is not text (UTF-8)"),
]
