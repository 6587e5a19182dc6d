"""Determinization: a complete table consistent with what one seat sees (Cowling, Powley and
Whitehouse 2012, "Information Set Monte Carlo Tree Search", section on determinization).

The cards the seat has not seen (the deck minus its hand and the Firepit) are dealt at random to the
other hands, by their known sizes, and to the Deck; the hidden traps are placed at random on Normal
cells, each cell weighted by the chance that it holds one given the table's public sightings
(:func:`trap_weights`).  Searching such tables never uses what the seat cannot know.
"""

from __future__ import annotations

import heapq
import math
import random
from collections import Counter

from ..model.board import NORMAL_CELLS, SEATS, TRACK_LENGTH
from ..model.cards import Card
from ..model.chance import shuffle
from ..model.players import EMPTY_SEAT, RANDOM
from ..model.rules import RULESETS
from ..model.rules.guc_board import TRAP_COUNT
from ..model.sightings import TrapSightings
from ..model.state import GameState
from ..model.table import Table
from .observation import Observation

#: chance that a given Normal cell holds one of the traps placed at game start
START_CHANCE = TRAP_COUNT / len(NORMAL_CELLS)
#: chance that a given trap-free Normal cell receives the trap that moves when one fires
MOVE_CHANCE = 1 / (len(NORMAL_CELLS) - TRAP_COUNT + 1)


def trap_weights(sightings: TrapSightings) -> tuple[tuple[int, float], ...]:
    """``(cell, weight)`` for every Normal cell that may hold a trap: the chance that a trap was put
    there since it was last proved free, ``1 - (1 - MOVE_CHANCE) ** moves`` (RULES.md section 1: a
    fired trap moves to a random Normal cell holding none); for a cell never proved free, the chance
    that a trap was placed there at the start or moved there since,
    ``1 - (1 - START_CHANCE) (1 - MOVE_CHANCE) ** moves``.  Each cell is treated on its own;
    sampling without replacement by these weights (:meth:`Determinizer.sample`) then spreads the
    eight traps over the likely cells."""
    weights = []
    stay = 1.0 - MOVE_CHANCE
    for cell in NORMAL_CELLS:
        since = sightings.moves_since_free(cell)
        if since is None:
            weight = 1.0 - (1.0 - START_CHANCE) * stay**sightings.moved
        else:
            weight = 1.0 - stay**since
        if weight > 0.0:
            weights.append((cell, weight))
    return tuple(weights)


def trap_chances(weights: tuple[tuple[int, float], ...]) -> tuple[float, ...]:
    """Per Track cell (0..99), the chance that it holds a trap now: the eight traps shared out in
    proportion to ``weights`` (:func:`trap_weights`; at most 1 a cell, 0 on Base cells and
    Entries)."""
    total = sum(w for _, w in weights)
    chances = [0.0] * TRACK_LENGTH
    for cell, weight in weights:
        chances[cell] = min(1.0, TRAP_COUNT * weight / total)
    return tuple(chances)


class Determinizer:
    """Samples tables consistent with one observation.  ``deck`` is the ruleset's full deck."""

    def __init__(self, obs: Observation, deck: tuple[Card, ...], ruleset: str | None = None) -> None:
        self.obs = obs
        self.ruleset = ruleset or obs.ruleset
        unseen = Counter(deck)
        unseen.subtract(obs.hand)
        unseen.subtract(obs.firepit)
        self.unseen = list(unseen.elements())
        self.trap_weights = trap_weights(obs.sightings)

    def sample(self, rng: random.Random, traps: bool = True) -> Table:
        """A table with the unseen cards and (if ``traps`` and the ruleset has traps) the eight traps
        placed at random."""
        obs = self.obs
        pool = self.unseen[:]
        shuffle(rng, pool)
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
            tuple(EMPTY_SEAT if p == EMPTY_SEAT else RANDOM for p in obs.players),
            obs.marbles,
            tuple(hands),
            tuple(pool[start:]),
            obs.firepit,
            self._traps(rng) if traps and RULESETS[self.ruleset].has_traps else (),
            obs.current,
            obs.turn,
            obs.round,
            classic=obs.classic,
        )
        return Table(state)

    def _traps(self, rng: random.Random) -> tuple[int, ...]:
        """Eight distinct cells drawn by :attr:`trap_weights` without replacement (Efraimidis and
        Spirakis 2006: the largest keys ``log(u) / weight``)."""
        weights = self.trap_weights
        if len(weights) < TRAP_COUNT:  # cannot happen in a real game: fall back to uniform cells
            return tuple(rng.sample(NORMAL_CELLS, TRAP_COUNT))
        keys = [(math.log(1.0 - rng.random()) / w, cell) for cell, w in weights]
        return tuple(cell for _, cell in heapq.nlargest(TRAP_COUNT, keys))
