"""Lesson positions as short sketches of the state notation (pure Python, no Qt).

``sketch("t10 t30 | t13 t34", "7S 2S 3S 8S")`` is a game of the default rules in which seat 0 (the
player, RED) has marbles on Track cells 10 and 30 and seat 1 (GREEN) on 13 and 34, the rest at
Home; seat 2 is BLUE, seat 3 YELLOW.  The player holds the hand given and acts first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...model.cards import default_card_table
from ...model.game import Game

COLOURS = ("RED", "GREEN", "BLUE", "YELLOW")
#: what the lesson's seats are called (never shown in a lesson's words: the goal says "you");
#: the lesson runner passes them in the app's language (the translated "You", "CPU 1"...)
SEAT_NAMES = ("You", "CPU 1", "CPU 2", "CPU 3")


def sketch_object(
    marbles: str, hand: str, traps: Sequence[int] = (), names: Sequence[str] = SEAT_NAMES
) -> dict[str, Any]:
    """The state object (docs/notation.md) of a lesson position.

    ``marbles``: up to four ``|``-separated parts, one per seat from seat 0, each listing that seat's
    marble locations (``t10``, ``s0``, ``home``; missing ones are ``home``).  ``hand``: the player's
    four cards (``"AS 2S 3S 4S"``).  The other hands and the Deck are dealt from the rest of the
    default deck in file order; the player (seat 0) acts first in round 1, turn 0.  ``traps``: Track
    cells.  Raises ValueError for more than four seats and for a hand that is not four cards of the
    deck.
    """
    parts = [part.split() for part in marbles.split("|")]
    if len(parts) > len(COLOURS):
        raise ValueError("a sketch lists at most four '|'-separated seats")
    parts += [[] for _ in range(len(COLOURS) - len(parts))]
    cards = hand.split()
    pool = [str(card) for card in default_card_table().deck()]
    if len(cards) != 4:
        raise ValueError(f"a lesson hand holds four cards, not {len(cards)}")
    for card in cards:
        pool.remove(card)  # ValueError for a card not in the deck
    seats = []
    for seat, locations in enumerate(parts):
        seat_hand = cards if seat == 0 else pool[:4]
        pool = pool if seat == 0 else pool[4:]
        seats.append(
            {
                "name": names[seat],
                "colour": COLOURS[seat],
                "player": "human" if seat == 0 else "random",
                "hand": seat_hand,
                "marbles": locations + ["home"] * (4 - len(locations)),
            }
        )
    return {
        "format": "jackaroo/state",
        "version": 1,
        "ruleset": "guc",
        "seats": seats,
        "current": 0,
        "turn": 0,
        "round": 1,
        "traps": list(traps),
        "deck": pool,
        "firepit": [],
        "winner": None,
        "rng": 1,
    }


def sketch(marbles: str, hand: str, traps: Sequence[int] = (), names: Sequence[str] = SEAT_NAMES) -> Game:
    """The game in the sketched position (:func:`sketch_object`), the seats called ``names`` (four,
    seat order); raises ValueError for a bad sketch and the model's StateFormatError for an
    impossible position."""
    return Game.from_object(sketch_object(marbles, hand, traps, names))
