"""Test positions as short notation literals.

``position("t5 home home s0 | t30", hand="6H AS")`` builds a full NOTATION.md state: each
``|``-separated part lists a seat's marbles (missing entries and seats are ``home``), ``hand`` is the hand of
the seat to act, the other hands and the deck are filled from the rest of the deck in file order, and
the JSON goes through ``Game.from_json`` like a saved game would.
"""

from __future__ import annotations

import json

from jackaroo.model import Card, Game
from jackaroo.model.cards import default_card_table

COLOURS = ["RED", "GREEN", "BLUE", "YELLOW"]


def position_json(
    marbles: str = "| | |",
    hand: str = "",
    *,
    current: int = 0,
    turn: int | None = None,
    hands: dict[int, str] | None = None,
    traps: list[int] | tuple[int, ...] = (),
    firepit: str = "",
    deck: str | None = None,
    round: int = 1,
    winner: int | None = None,
    rng: object = 0,
) -> dict[str, object]:
    """The state object (see module doc).  ``turn`` defaults to ``4 - len(hand)``."""
    parts = [p.split() for p in marbles.split("|")]
    if len(parts) > 4:
        raise ValueError("marbles lists at most four '|'-separated seats")
    parts += [[] for _ in range(4 - len(parts))]
    hand_cards = hand.split()
    if turn is None:
        turn = 4 - len(hand_cards)
    given = {current: hand_cards}
    for seat, text in (hands or {}).items():
        given[seat] = text.split()
    pool = [str(c) for c in default_card_table().deck()]
    for cards in list(given.values()) + [firepit.split()] + ([deck.split()] if deck else []):
        for card in cards:
            pool.remove(card)
    seats = []
    for p in range(4):
        if p in given:
            seat_hand = given[p]
        else:
            size = 4 - turn - (1 if p < current else 0)
            seat_hand, pool = pool[:size], pool[size:]
        locs = parts[p] + ["home"] * (4 - len(parts[p]))
        seats.append(
            {
                "name": "You" if p == 0 else f"CPU {p}",
                "colour": COLOURS[p],
                "player": "human" if p == 0 else "random",
                "hand": seat_hand,
                "marbles": locs,
            }
        )
    return {
        "format": "jackaroo/state",
        "version": 1,
        "ruleset": "guc",
        "seats": seats,
        "current": current,
        "turn": turn,
        "round": round,
        "traps": list(traps),
        "deck": deck.split() + pool if deck else pool,
        "firepit": firepit.split(),
        "winner": winner,
        "rng": rng,
    }


def position(marbles: str = "| | |", hand: str = "", **kwargs: object) -> Game:
    """A game in the described position (see :func:`position_json`)."""
    return Game.from_json(json.dumps(position_json(marbles, hand, **kwargs)))  # type: ignore[arg-type]


def legal(game: Game) -> set[str]:
    """The legal actions of the seat to act, as notation strings."""
    return {str(a) for a in game.legal_actions()}


def card(token: str) -> Card:
    return Card.parse(token)
