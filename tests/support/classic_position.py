"""Classic test positions as short notation literals (like :mod:`tests.position` for the default game).

``classic_position("t5 home | t30", hand="6H AS")`` builds a full classic state: each ``|``-separated
part lists a seat's marbles (missing ones are ``home``); ``hand`` is the hand of the seat to act; the
other occupied seats get cards from the rest of the 52 in order, the Deck keeps as many as stay
undealt at that point of the set, and the Firepit takes the rest.
"""

from __future__ import annotations

import json

from jackaroo.model import Game
from jackaroo.model.rules.classic_board import CLASSIC_DECK, SET_SIZES, play_order, seat_players, teams_for

COLOURS = ["RED", "GREEN", "BLUE", "YELLOW"]


def classic_json(
    marbles: str = "",
    hand: str = "",
    *,
    players: int = 4,
    dealer: int | None = None,
    current: int = 0,
    turn: int | None = None,
    hands: dict[int, str] | None = None,
    round: int = 1,
    pending_by: int | None = None,
    winner: int | None = None,
) -> dict[str, object]:
    """The classic state object (see module doc).  ``dealer`` defaults to the seat before ``current``
    and ``turn`` to ``hand size - len(hand)``."""
    seats = seat_players(["human"] + ["random"] * (players - 1))
    active = [p for p in range(4) if seats[p] != "none"]
    if dealer is None:
        dealer = active[(active.index(current) - 1) % len(active)]
    size = SET_SIZES[(round - 1) % 3]
    hand_cards = hand.split()
    if turn is None:
        turn = size - len(hand_cards) + (1 if pending_by is not None and current < dealer else 0)
    given = {current: hand_cards} | {p: h.split() for p, h in (hands or {}).items()}
    pool = [str(c) for c in CLASSIC_DECK]
    for cards in given.values():
        for card in cards:
            pool.remove(card)
    order = play_order(seats, dealer)
    done = order[: order.index(current)]
    parts = [p.split() for p in marbles.split("|")] if marbles else []
    parts += [[] for _ in range(4 - len(parts))]
    out = []
    for p in range(4):
        if p in given:
            seat_hand = given[p]
        elif p in active:
            n = size - turn - (1 if p in done else 0)
            seat_hand, pool = pool[:n], pool[n:]
        else:
            seat_hand = []
        out.append(
            {
                "name": "You" if p == 0 else f"CPU {p}",
                "colour": COLOURS[p],
                "player": seats[p],
                "hand": seat_hand,
                "marbles": parts[p] + ["home"] * (4 - len(parts[p])),
            }
        )
    undealt = 52 - len(active) * sum(SET_SIZES[: (round - 1) % 3 + 1])
    return {
        "format": "jackaroo/state",
        "version": 1,
        "ruleset": "classic",
        "seats": out,
        "current": current,
        "turn": turn,
        "round": round,
        "dealer": dealer,
        "teams": [list(t) for t in teams_for(seats)],
        "pending": None if pending_by is None else {"decision": "discard-choice", "by": pending_by},
        "traps": [],
        "deck": pool[:undealt],
        "firepit": pool[undealt:],
        "winner": winner,
        "rng": 0,
    }


def classic_position(marbles: str = "", hand: str = "", **kwargs: object) -> Game:
    """The game of :func:`classic_json`, loaded like a saved game."""
    return Game.from_json(json.dumps(classic_json(marbles, hand, **kwargs)))  # type: ignore[arg-type]
