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
CAPTURES, KING_KILLS, TRAP_DEATHS, FIELDS, DROPS, DISCARDS, SKIPS, SWAPS, BURNS, SAVES = range(10)
_HOME_COUNTER: Final = {
    HomeCause.CAPTURE: CAPTURES,
    HomeCause.FIELD_CAPTURE: CAPTURES,
    HomeCause.KING: KING_KILLS,
    HomeCause.TRAP: TRAP_DEATHS,
    HomeCause.BURN: BURNS,
}
DROP: Final = Verb.DROP
DISCARD_CHOICE: Final = Verb.DISCARD_CHOICE

#: ``step(game, action, turn)`` plays ``action``, the ``turn``-th of the game (0 first), and returns
#: its events (:meth:`Game.play`, or the same with checks around it)
Step = Callable[[Game, Action, int], Sequence[Event]]


def count_events(events: Sequence[Event], counts: list[int]) -> None:
    """Add the simulator's counters for ``events`` to ``counts`` (one number per :data:`COUNTERS`
    entry, in order; a capture on a field counts)."""
    for event in events:
        if isinstance(event, MarbleSentHome):
            counts[_HOME_COUNTER[event.cause]] += 1
        elif isinstance(event, CardPlayed):
            verb = event.action.verb
            if verb is DROP:
                counts[DROPS] += 1
            elif verb is DISCARD_CHOICE:  # classic: the Ten's victim discards a card it chose
                counts[DISCARDS] += 1
        elif isinstance(event, MarbleFielded):
            counts[FIELDS] += 1
        elif isinstance(event, CardDiscarded):
            counts[DISCARDS] += 1
        elif isinstance(event, TurnSkipped):
            counts[SKIPS] += 1
        elif isinstance(event, MarblesSwapped):
            counts[SWAPS] += 1
        elif isinstance(event, MarbleSaved):
            counts[SAVES] += 1


def play_out(game: Game, policies: Sequence[Policy], step: Step | None = None) -> tuple[int, Counter[str]]:
    """Play ``game`` to its end, ``policies[seat]`` choosing for each seat from what it may see;
    return the number of actions played and the counters of what happened (:data:`COUNTERS`).
    ``step`` plays each action (None: :meth:`Game.play`)."""
    turns = 0
    counts = [0] * len(COUNTERS)
    while not game.is_over:
        seat = game.current_seat
        action = policies[seat].choose(observe(game, seat))
        events = game.play(action) if step is None else step(game, action, turns)
        count_events(events, counts)
        turns += 1
    return turns, Counter({name: n for name, n in zip(COUNTERS, counts, strict=True) if n})
