"""Determinization: a complete table consistent with what one seat sees (Cowling, Powley and
Whitehouse 2012, "Information Set Monte Carlo Tree Search", section on determinization).

The cards the seat has not seen (the deck minus its hand and the Firepit) are dealt at random to the
other hands, by their known sizes, and to the Deck; the hidden traps are placed at random on Normal
cells.  Searching such tables never uses what the seat cannot know.
"""

from __future__ import annotations

import random
from collections import Counter

from ..model.board import NORMAL_CELLS, SEATS
from ..model.cards import Card
from ..model.rules.guc import TRAP_COUNT
from ..model.state import GameState
from ..model.table import Table
from .observation import Observation


class Determinizer:
    """Samples tables consistent with one observation.  ``deck`` is the ruleset's full deck."""

    def __init__(self, obs: Observation, deck: tuple[Card, ...], ruleset: str | None = None) -> None:
        self.obs = obs
        self.ruleset = ruleset or obs.ruleset
        unseen = Counter(deck)
        unseen.subtract(obs.hand)
        unseen.subtract(obs.firepit)
        self.unseen = list(unseen.elements())

    def sample(self, rng: random.Random, traps: bool = True) -> Table:
        """A table with the unseen cards and (if ``traps`` and the ruleset has traps) the eight traps
        placed at random."""
        obs = self.obs
        pool = self.unseen[:]
        rng.shuffle(pool)
        hands: list[tuple[Card, ...]] = []
        start = 0
        for seat in range(SEATS):
            if seat == obs.seat:
                hands.append(obs.hand)
            else:
                size = obs.hand_sizes[seat]
                hands.append(tuple(pool[start : start + size]))
                start += size
        state = GameState(
            self.ruleset,
            ("",) * SEATS,
            obs.colours,
            tuple("none" if p == "none" else "random" for p in obs.players),
            obs.marbles,
            tuple(hands),
            tuple(pool[start:]),
            obs.firepit,
            tuple(rng.sample(NORMAL_CELLS, TRAP_COUNT)) if traps and obs.classic is None else (),
            obs.current,
            obs.turn,
            obs.round,
            classic=obs.classic,
        )
        return Table(state)
