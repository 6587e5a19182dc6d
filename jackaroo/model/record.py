"""Game records: a starting position and the actions played from it (docs/records.md).

A :class:`GameRecord` is an immutable value: the NOTATION.md state JSON of the start (generator
included) and the actions in notation.  Because the state restores the generator exactly, replaying
the actions from the start repeats the game exactly, random draws included: :meth:`GameRecord.game_at`
gives the position after any number of actions and :meth:`GameRecord.steps` the events of each.

JSON form (``"format": "jackaroo/record"``, version 1)::

    {"format": "jackaroo/record", "version": 1, "written_by": "Jackaroo 0.1.0",
     "initial": { ...a NOTATION.md state object... },
     "actions": ["6H move t5", "AS field", ...]}

In a record ``<card> drop`` means the card went to the Firepit without effect: the drop of a card
with no legal action, or the strict rule's forfeit after an invalid play (RULES.md section 6).
``written_by`` (optional, read and ignored) names the program that wrote the file; ``"assisted": true``
(optional) marks a game played with help (a move taken back), which never enters the high scores.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .actions import Action, Verb
from .errors import JackarooError, StateFormatError
from .events import Event
from .game import Game
from .notation import ASSISTED, WRITTEN_BY, assisted_from_object, check_written_by, load_json, with_written_by
from .state import GameState

FORMAT = "jackaroo/record"
VERSION = 1
_KEYS = {"format", "version", "initial", "actions"}


class RecordFormatError(StateFormatError):
    """A record file is malformed, or one of its actions cannot be played; names the field or the
    action's index."""


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """Action ``index`` (0-based) of a record: ``seat`` played ``notation``; ``events`` led from
    ``before`` to ``after``."""

    index: int
    seat: int
    notation: str
    events: tuple[Event, ...]
    before: GameState
    after: GameState


def play_recorded(game: Game, action: Action | str) -> tuple[Event, ...]:
    """Apply a recorded action to ``game``: ``drop`` is played as the forfeit of its card (which is
    the same as a legal drop), anything else through :meth:`Game.play`.

    Raises the model's JackarooError family if the action cannot be played; ``game`` is then unchanged.
    """
    if isinstance(action, str):
        action = Action.parse(action)
    if action.verb is Verb.DROP:
        return game.forfeit(action.card)
    return game.play(action)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game as its start and its actions.  Immutable: :meth:`add` returns a longer record.

    ``initial_state_json`` is NOTATION.md state JSON text (with ``rng``); ``actions`` are action
    notation strings, in the order played.  Construction does not check them; :meth:`from_json` does.
    """

    initial_state_json: str
    actions: tuple[str, ...] = ()
    #: the game was played with help (a move taken back): never a high score (docs/records.md)
    assisted: bool = False

    @classmethod
    def start(cls, game: Game) -> GameRecord:
        """An empty record starting at ``game``'s position (and generator) now."""
        return cls(game.to_json(), (), game.assisted)

    def add(self, action: Action | str) -> GameRecord:
        """This record with ``action`` (an Action or its notation) played after the last one."""
        return GameRecord(self.initial_state_json, (*self.actions, str(action)), self.assisted)

    def taken_back(self, k: int) -> GameRecord:
        """The record of the first ``k`` actions, marked assisted (a take-back: the same start and
        generator, so the same deals and traps follow).  Raises IndexError for ``k`` out of range."""
        if not 0 <= k <= len(self.actions):
            raise IndexError(f"position {k} is not in 0..{len(self.actions)}")
        return GameRecord(self.initial_state_json, self.actions[:k], True)

    def __len__(self) -> int:
        return len(self.actions)

    # -- replaying --------------------------------------------------------------------------------
    def initial_game(self) -> Game:
        """A new Game at the start; raises StateFormatError if the initial state is bad."""
        return Game.from_json(self.initial_state_json)

    def game_at(self, k: int) -> Game:
        """A new Game in the position after the first ``k`` actions (0 <= k <= len(self)).

        Raises IndexError for ``k`` out of range and the JackarooError family if an action cannot
        be played (only for records not read by :meth:`from_json`).
        """
        if not 0 <= k <= len(self.actions):
            raise IndexError(f"position {k} is not in 0..{len(self.actions)}")
        game = self.initial_game()
        for notation in self.actions[:k]:
            play_recorded(game, notation)
        return game

    def events_of(self, k: int) -> tuple[Event, ...]:
        """The events of action ``k`` (0-based), replayed from the start; IndexError if out of range."""
        if not 0 <= k < len(self.actions):
            raise IndexError(f"action {k} is not in 0..{len(self.actions) - 1}")
        return play_recorded(self.game_at(k), self.actions[k])

    def steps(self) -> Iterator[ReplayStep]:
        """Every action replayed from the start, in order (one replay for the whole record).

        Raises like :meth:`game_at` for an action that cannot be played.
        """
        game = self.initial_game()
        for index, notation in enumerate(self.actions):
            before, seat = game.state, game.current_seat
            events = play_recorded(game, notation)
            yield ReplayStep(index, seat, notation, events, before, game.state)

    def final_game(self) -> Game:
        """A new Game in the position after every action (it may go on), assisted if the record is."""
        game = self.game_at(len(self.actions))
        game.assisted = game.assisted or self.assisted
        return game

    # -- JSON -------------------------------------------------------------------------------------
    def to_json(self, written_by: str | None = None) -> str:
        """The record as JSON text (2-space indent, one action a line).  ``written_by`` (e.g.
        ``"Jackaroo 0.1.0"``) names the program in the optional ``written_by`` key after
        ``version``; None leaves the key out."""
        obj: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "initial": json.loads(self.initial_state_json),
            "actions": list(self.actions),
        }
        if self.assisted:
            obj[ASSISTED] = True
        obj = with_written_by(obj, written_by)
        return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """Read and check a record: its structure, its initial state (as :meth:`Game.from_json`), and
        that every action can be played in turn.

        Raises :class:`RecordFormatError` naming the field (``'initial': ...``) or the action
        (``'actions[12]' '6H move t5': ...``) at fault.
        """
        return cls.from_object(load_json(text, RecordFormatError))

    @classmethod
    def from_object(cls, obj: Any) -> GameRecord:
        """:meth:`from_json` for an already parsed JSON value."""
        if not isinstance(obj, dict):
            raise RecordFormatError("a record must be a JSON object")
        unknown = sorted(set(obj) - _KEYS - {WRITTEN_BY, ASSISTED})
        if unknown:
            raise RecordFormatError("unknown key '{key}'", key=unknown[0])
        missing = sorted(_KEYS - set(obj))
        if missing:
            raise RecordFormatError("missing key '{key}'", key=missing[0])
        if obj["format"] != FORMAT:
            raise RecordFormatError("'format' must be \"{format}\"", format=FORMAT)
        if type(obj["version"]) is not int or obj["version"] != VERSION:
            raise RecordFormatError(
                "'version' {version} is not supported (only {supported})",
                version=repr(obj["version"]),
                supported=VERSION,
            )
        check_written_by(obj, RecordFormatError)
        assisted = assisted_from_object(obj, RecordFormatError)
        if not isinstance(obj["initial"], dict):
            raise RecordFormatError("'initial' must be a state object")
        actions = obj["actions"]
        if not isinstance(actions, list):
            raise RecordFormatError("'actions' must be a list of actions")
        for i, notation in enumerate(actions):
            if not isinstance(notation, str):
                raise RecordFormatError("'actions[{i}]' must be a string", i=i)
        try:
            game = Game.from_json(json.dumps(obj["initial"]))
        except JackarooError as error:
            raise RecordFormatError("'initial': {error}", error=error) from None
        for i, notation in enumerate(actions):
            try:
                play_recorded(game, notation)
            except JackarooError as error:
                raise RecordFormatError(
                    "'actions[{i}]' '{notation}': {error}", i=i, notation=notation, error=error
                ) from None
        initial = json.dumps(obj["initial"], indent=2, ensure_ascii=False) + "\n"
        return cls(initial, tuple(actions), assisted)
