"""CPU players playing a game out among themselves, counting what happens (the simulator's loop).

:func:`play_out` is the inner loop of ``python -m jackaroo.sim`` (and of its ``--bench`` figure of
games a second): compiled with the engine (setup.py), so a simulated game runs in compiled code from
one action to the next.  :func:`count_events` adds an action's events to the simulator's counters.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Final

from ..model.actions import Action, Verb
from ..model.events import (
    CardDiscarded,
    CardPlayed,
    Event,
    HomeCause,
    MarbleFielded,
    MarbleSaved,
    MarbleSentHome,
    MarblesSwapped,
    TurnSkipped,
)
from ..model.game import Game
from .observation import observe
from .policy import Policy

#: per-game counters reported by the simulator, in output order
COUNTERS: Final = (
    "captures", "king_kills", "trap_deaths", "fields", "drops", "discards", "skips", "swaps", "burns",
    "saves",
)  # fmt: skip
_HOME_COUNTER: Final = {
    HomeCause.CAPTURE: "captures",
    HomeCause.FIELD_CAPTURE: "captures",
    HomeCause.KING: "king_kills",
    HomeCause.TRAP: "trap_deaths",
    HomeCause.BURN: "burns",
}
DROP: Final = Verb.DROP
DISCARD_CHOICE: Final = Verb.DISCARD_CHOICE

#: ``step(game, action, turn)`` plays ``action``, the ``turn``-th of the game (0 first), and returns
#: its events (:meth:`Game.play`, or the same with checks around it)
Step = Callable[[Game, Action, int], Sequence[Event]]


def count_events(events: Sequence[Event], counts: Counter[str]) -> None:
    """Add the simulator's counters for ``events`` to ``counts`` (a capture on a field counts)."""
    for event in events:
        if isinstance(event, MarbleSentHome):
            counts[_HOME_COUNTER[event.cause]] += 1
        elif isinstance(event, CardPlayed):
            verb = event.action.verb
            if verb is DROP:
                counts["drops"] += 1
            elif verb is DISCARD_CHOICE:  # classic: the Ten's victim discards a card it chose
                counts["discards"] += 1
        elif isinstance(event, MarbleFielded):
            counts["fields"] += 1
        elif isinstance(event, CardDiscarded):
            counts["discards"] += 1
        elif isinstance(event, TurnSkipped):
            counts["skips"] += 1
        elif isinstance(event, MarblesSwapped):
            counts["swaps"] += 1
        elif isinstance(event, MarbleSaved):
            counts["saves"] += 1


def play_out(game: Game, policies: Sequence[Policy], counts: Counter[str], step: Step | None = None) -> int:
    """Play ``game`` to its end, ``policies[seat]`` choosing for each seat from what it may see;
    count the events in ``counts``; return the number of actions played.  ``step`` plays each action
    (None: :meth:`Game.play`)."""
    turns = 0
    while not game.is_over:
        seat = game.current_seat
        action = policies[seat].choose(observe(game, seat))
        events = game.play(action) if step is None else step(game, action, turns)
        count_events(events, counts)
        turns += 1
    return turns
