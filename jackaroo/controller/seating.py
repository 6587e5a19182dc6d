"""A new game for any table of seats (hot-seat): every seat's kind and name.

``Game.new`` names seat 0 after the player and seats 1..3 "CPU 1".."CPU 3"; a table chosen in the
start dialog names every seat.  :func:`new_game` builds that game through the model's public API
(the ruleset's ``new_state`` with the same generator ``Game.new`` uses), so for the usual table it is
the very game ``Game.new(seed, name, players=...)`` deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..model.cards import CardTable, default_card_table
from ..model.chance import Chance
from ..model.game import Game
from ..model.rules import DEFAULT_RULESET, RULESETS
from ..view.seats import Seat


def new_game(seats: Sequence[Seat], seed: int | None = None, cards: CardTable | None = None) -> Game:
    """A new game of the default ruleset with ``seats`` (four, seat order): their names on the
    board and their kinds as the state's ``players``.  ``seed`` fixes every chance event (None: a
    fresh random seed, kept in ``Game.seed``)."""
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    rules = RULESETS[DEFAULT_RULESET](cards or default_card_table())
    chance = Chance(seed)
    names = tuple(seat.name for seat in seats)
    players = tuple(seat.kind for seat in seats)
    state, events = rules.new_state(chance, names, players)
    game = Game(state, chance, rules)
    game.seed = seed
    game.opening_events = events
    return game
