"""The public facade: a game in progress (table, ruleset, random generator).

>>> g = Game.new(seed=7, human_name="Sara")
>>> g.current_seat, g.is_over
(0, False)
>>> events = g.play(g.legal_actions()[0])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mypy_extensions import mypyc_attr

from .actions import Action
from .board import Colour
from .cards import Card, CardTable, default_card_table
from .chance import Chance
from .errors import JackarooError, StateFormatError
from .events import Event
from .notation import (
    assisted_from_object,
    load_json,
    sightings_from_object,
    state_from_object,
    state_to_json,
)
from .players import HUMAN, RANDOM
from .rules import DEFAULT_RULESET, RULESETS, Ruleset
from .sightings import SightingsRecorder, TrapSightings
from .state import GameState
from .table import Table

CPU_NAMES = ("CPU 1", "CPU 2", "CPU 3")


@mypyc_attr(allow_interpreted_subclasses=True)  # online play's MirrorGame is a Game
class Game:
    """A game in progress.  Mutable (like a chess board); its :attr:`state` values are not.

    ``play`` accepts an action for whichever seat is current; deciding who may act is the
    controller's business.  An illegal or malformed action raises a
    :class:`~jackaroo.model.errors.JackarooError` and changes nothing.
    """

    #: the seed a new game was made with (None for a loaded game)
    seed: int | None = None
    #: events of the opening deal (``RoundDealt``)
    opening_events: tuple[Event, ...] = ()
    #: the game was played with help (a move taken back): kept in its saves, never a high score
    assisted: bool = False

    def __init__(self, state: GameState, chance: Chance, rules: Ruleset) -> None:
        self.table = Table(state)
        self.rules = rules
        self._chance = chance
        self._state: GameState | None = state
        self._sightings = SightingsRecorder()
        self.seed = None
        self.opening_events = ()

    # -- construction -----------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        seed: int | None = None,
        human_name: str = "You",
        *,
        players: Sequence[str] = (HUMAN, RANDOM, RANDOM, RANDOM),
        ruleset: str = DEFAULT_RULESET,
        cards: CardTable | None = None,
        names: Sequence[str] | None = None,
        colour: Colour | None = None,
        colours: Sequence[Colour] | None = None,
    ) -> Game:
        """A new game: seat 0 is ``human_name``, seats 1-3 are "CPU 1".."CPU 3" (or the four seats
        are ``names``, in seat order: a hot-seat table names every seat).

        ``colour`` is seat 0's colour (None: as shuffled).  RULES.md shuffles the colours onto the
        seats; a player who keeps one colour game after game is a *deliberate* product choice: the
        shuffle still happens (the same seed deals the same cards), then seat 0 trades colours with
        the seat the shuffle gave ``colour`` to.  ``colours`` gives every seat its colour (seat
        order, each colour once): each seat keeps its colour from game to game, again after the
        shuffle (a *deliberate* product choice).  Raises ValueError for ``colours`` that are not the
        four colours.

        ``seed`` fixes every chance event (None: a fresh random seed, kept in :attr:`seed`).
        ``ruleset`` is a name of RULESETS (KeyError if unknown).  The default ruleset needs four
        ``players``; ``"classic"`` takes 2 (seats 0 and 2), 3 (seats 0-2) or 4 values, ``"none"``
        marking an empty seat.  ValueError if the players do not suit the ruleset.
        """
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        rules = RULESETS[ruleset](cards or default_card_table())
        chance = Chance(seed)
        if names is None:
            names = (human_name, *CPU_NAMES)
        if len(names) != len(CPU_NAMES) + 1:
            raise ValueError(f"a name for each of the 4 seats, not {len(names)}")
        state, events = rules.new_state(chance, tuple(names), tuple(players))
        if colours is not None:
            if sorted(c.value for c in colours) != sorted(c.value for c in Colour):
                raise ValueError(f"each of the four colours once, not {tuple(colours)!r}")
            state = replace(state, colours=tuple(colours))
        elif colour is not None and state.colours[0] is not colour:
            swapped = list(state.colours)
            other = swapped.index(colour)
            swapped[0], swapped[other] = colour, swapped[0]
            state = replace(state, colours=tuple(swapped))
        game = cls(state, chance, rules)
        game.seed = seed
        game.opening_events = events
        return game

    @classmethod
    def from_json(cls, text: str, *, cards: CardTable | None = None) -> Game:
        """Load NOTATION.md state JSON; raises StateFormatError naming the bad field."""
        return cls.from_object(load_json(text), cards=cards)

    @classmethod
    def from_object(cls, obj: Any, *, cards: CardTable | None = None) -> Game:
        """:meth:`from_json` for an already parsed JSON value (same checks, same errors)."""
        state, chance = state_from_object(obj)
        ruleset = RULESETS.get(state.ruleset)
        if ruleset is None:
            raise StateFormatError("'ruleset' {ruleset} is not known", ruleset=repr(state.ruleset))
        rules = ruleset(cards or default_card_table())
        rules.check_state(state)
        sightings = sightings_from_object(obj)
        if sightings is not None and not rules.has_traps:
            raise StateFormatError("unknown key 'sightings' (only a game with traps has it)")
        game = cls(state, chance, rules)
        if sightings is not None:
            game._sightings = SightingsRecorder(sightings)
        game.assisted = assisted_from_object(obj)
        return game

    def to_json(self, written_by: str | None = None) -> str:
        """The NOTATION.md state JSON, generator included: loading it continues this exact game.
        ``written_by`` (e.g. ``"Jackaroo 0.1.0"``) names the program in the optional ``written_by``
        key; None leaves the key out.

        A game with traps also writes what the table has seen of them (``"sightings"``, unless
        nothing yet), so the loaded game's players remember it."""
        sightings = self.sightings if self.rules.has_traps else None
        if sightings == TrapSightings():
            sightings = None
        return state_to_json(self.state, self._chance, written_by, sightings, self.assisted)

    def copy(self, traps: bool = True) -> Game:
        """An independent game in the same position with the same future draws; with ``traps``
        False its Track hides no trap (what a player can foresee of a play: a move preview)."""
        twin = Game(self.state, self._chance.copy(), self.rules)
        twin.table = self.table.copy()
        twin.table.memo = dict(self.table.memo)  # its own, for a copy may go to another thread
        if not traps:
            twin.table.traps = []
            twin._state = None
        twin.seed = self.seed
        twin.assisted = self.assisted
        twin._sightings = self._sightings.copy()
        return twin

    # -- queries ----------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The immutable value of the position now."""
        if self._state is None:
            self._state = self.table.snapshot()
        return self._state

    @property
    def sightings(self) -> TrapSightings:
        """What every player has seen of the hidden traps since this game's first position (a new
        game's deal), saved and loaded with the game (a save without them loads with none): see
        :mod:`jackaroo.model.sightings`."""
        return self._sightings.value

    @property
    def current_seat(self) -> int:
        return self.table.current

    @property
    def winner(self) -> int | None:
        return self.table.winner

    @property
    def is_over(self) -> bool:
        return self.table.winner is not None

    def legal_actions(self) -> tuple[Action, ...]:
        """Legal actions of the current seat (``drop`` for each card without one); () when over."""
        return self.rules.legal_actions(self.table)

    def explain(self, action: Action) -> JackarooError | None:
        """Why :meth:`play` would refuse ``action`` now (the error it would raise, in the rules'
        words: RULES.md section 6), without playing it; None when it is one of
        :meth:`legal_actions` or the rules would take it.  The game is unchanged."""
        if action in self.legal_actions():
            return None
        scratch = self.table.copy()
        scratch.memo = {}
        try:
            self.rules.apply(scratch, action, self._chance.copy())
        except JackarooError as error:
            return error
        return None

    # -- acting -----------------------------------------------------------------------------------
    def play(self, action: Action | str) -> tuple[Event, ...]:
        """Apply ``action`` (an Action or its notation) for the current seat; return its events.

        Raises NotationError for malformed text, InvalidSelectionError or IllegalActionError when
        the action is not legal now; the game is then unchanged.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        events = self.rules.apply(self.table, action, self._chance)
        self._state = None
        self._sightings.record(events)
        return events

    def forfeit(self, card: Card | str) -> tuple[Event, ...]:
        """The strict rule (RULES.md section 6): after an invalid play the card is discarded without
        effect and the turn ends.  Its record is ``<card> drop``."""
        if isinstance(card, str):
            card = Card.parse(card)
        events = self.rules.forfeit(self.table, card, self._chance)
        self._state = None
        return events
