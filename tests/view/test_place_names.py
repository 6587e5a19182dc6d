"""Places in words a player finds on the board (never the notation's t17), relative to the Bases and
to the Safe Zone of the person spoken to."""

from __future__ import annotations

import pytest
from support.position import position, position_json

from jackaroo.model import Game
from jackaroo.model.board import HOME, safe_cell
from jackaroo.view.text.names import place_name, viewer

STATE = position("t1 | t40", "5H 2S 3S 4S").state  # RED, GREEN, BLUE, YELLOW; seat 0 is the person


@pytest.mark.parametrize(
    ("cell", "you", "words"),
    [
        (HOME, 0, "Home"),
        (0, 0, "your Base"),
        (25, 0, "the green Base"),
        (3, 0, "cell 3 past your Base"),
        (37, 0, "cell 12 past the green Base"),
        (38, 0, "cell 12 before the blue Base"),
        (98, 0, "the entry to your Safe Zone"),
        (95, 0, "cell 3 before your Safe Zone"),
        (86, 0, "cell 12 before your Safe Zone"),
        (85, 0, "cell 10 past the yellow Base"),
        (95, None, "cell 5 before the red Base"),
        (0, None, "the red Base"),
        (23, 1, "the entry to your Safe Zone"),
        (safe_cell(0, 0), 0, "cell 1 of your Safe Zone"),
        (safe_cell(2, 3), 0, "cell 4 of the blue Safe Zone"),
    ],
)
def test_a_place_is_named_after_the_nearest_landmark(cell: int, you: int | None, words: str) -> None:
    assert place_name(cell, STATE, you) == words


def test_the_log_speaks_to_the_one_person_at_this_computer() -> None:
    assert viewer(STATE) == 0
    obj = position_json("t1 | t40", "5H")
    obj["seats"][1]["player"] = "human"  # type: ignore[index]
    assert viewer(Game.from_object(obj).state) is None  # hot-seat: landmarks by colour
