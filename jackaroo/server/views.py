"""What one seat (or a spectator) is sent of a game: the JSON of docs/protocol.md's ``game`` object.

A seat sees its own hand, the public board, the Firepit, how many cards every hand and the Deck hold
and, when it is to act, its legal actions (RULES.md section 5, as :mod:`jackaroo.ai.observation`).
Nobody is sent the Deck's order, the generator, the hidden trap cells or another hand: events are
rewritten here so a fired trap's new cell is left out too.
"""

from __future__ import annotations

from typing import Any

from ..ai.observation import observe
from ..model import events as ev
from ..model.board import MARBLES_PER_SEAT, location_name
from ..model.game import Game


def game_view(game: Game, ply: int, seat: int | None) -> dict[str, Any]:
    """The ``game`` object for ``seat`` (None: a spectator, who sees no hand).

    Shape: ``ply`` (actions played), ``ruleset``, ``current``, ``round``, ``turn``, ``winner`` (seat or
    None), ``seats`` (per seat: ``name``, ``colour``, ``player``, ``cards`` in hand, ``marbles`` as
    notation locations), ``deck`` (cards left), ``firepit`` (oldest first), ``classic`` (dealer, teams,
    pending; None in the default game), and for a seat ``seat``, ``hand`` and ``legal`` (notation;
    empty unless it is to act).
    """
    obs = observe(game, 0 if seat is None else seat)
    state = game.state
    seats = []
    for p, cards in enumerate(obs.hand_sizes):
        marbles = obs.marbles[p * MARBLES_PER_SEAT : (p + 1) * MARBLES_PER_SEAT]
        seats.append(
            {
                "name": state.names[p],
                "colour": obs.colours[p].name,
                "player": obs.players[p],
                "cards": cards,
                "marbles": [location_name(cell) for cell in marbles],
            }
        )
    classic = None
    if obs.classic is not None:
        info = obs.classic
        classic = {"dealer": info.dealer, "teams": [list(t) for t in info.teams], "pending": info.pending_by}
    view: dict[str, Any] = {
        "ply": ply,
        "ruleset": obs.ruleset,
        "current": obs.current,
        "round": obs.round,
        "turn": obs.turn,
        "winner": game.winner,
        "seats": seats,
        "deck": obs.deck_size,
        "firepit": [str(card) for card in obs.firepit],
        "classic": classic,
    }
    if seat is not None:
        view["seat"] = seat
        view["hand"] = [str(card) for card in obs.hand]
        view["legal"] = [str(action) for action in obs.legal_actions()]
    return view


def event_json(event: ev.Event) -> dict[str, Any]:
    """One event as public JSON: ``{"event": <kind>, ...fields}`` with cells as notation locations
    (a fired trap's ``new_cell`` is hidden, so it is left out)."""
    match event:
        case ev.CardPlayed(seat, action):
            return {"event": "card-played", "seat": seat, "action": str(action)}
        case ev.MarbleFielded(marble, cell):
            return {"event": "fielded", "marble": marble, "cell": location_name(cell)}
        case ev.MarbleMoved(marble, start, path, backwards):
            return {
                "event": "moved",
                "marble": marble,
                "from": location_name(start),
                "path": [location_name(c) for c in path],
                "backwards": backwards,
            }
        case ev.MarblesSwapped(first, second, first_cell, second_cell):
            return {
                "event": "swapped",
                "marbles": [first, second],
                "cells": [location_name(first_cell), location_name(second_cell)],
            }
        case ev.MarbleSaved(marble, start, cell):
            return {
                "event": "saved",
                "marble": marble,
                "from": location_name(start),
                "cell": location_name(cell),
            }
        case ev.MarbleSentHome(marble, cell, cause, by_seat):
            return {
                "event": "sent-home",
                "marble": marble,
                "cell": location_name(cell),
                "cause": cause.value,
                "by": by_seat,
            }
        case ev.TrapFired(cell, _new_cell):
            return {"event": "trap-fired", "cell": location_name(cell)}
        case ev.CardDiscarded(seat, card, by_seat):
            return {"event": "discarded", "seat": seat, "card": str(card), "by": by_seat}
        case ev.TurnSkipped(seat, round_, turn, cause):
            return {"event": "skipped", "seat": seat, "round": round_, "turn": turn, "cause": cause.value}
        case ev.DeckRefilled(cards):
            return {"event": "deck-refilled", "cards": cards}
        case ev.RoundDealt(round_, hand_size):
            return {"event": "dealt", "round": round_, "hand_size": hand_size}
        case ev.GameWon(seat):
            return {"event": "won", "seat": seat}
    raise TypeError(f"unknown event {event!r}")  # pragma: no cover - the ev.Event union is closed
