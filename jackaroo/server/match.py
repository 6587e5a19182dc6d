"""One game at a server table: the model's :class:`Game`, its actions, and writing them down first.

:meth:`Match.play` is the server's only caller of :meth:`Game.play` (through
:func:`~jackaroo.model.record.play_recorded` when replaying a stored game).  An action is checked by
the model's one legality path, then committed to storage, and only then acknowledged: if storage
fails, the game is rebuilt from its stored record, so the table never runs ahead of its database.
Each seat's captures are counted from the events of every action (the statistics' rule), so a game
restored from its record counts them again as it is replayed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..model.actions import Action
from ..model.board import SEATS
from ..model.errors import JackarooError
from ..model.events import Event
from ..model.game import Game
from ..model.record import GameRecord, play_recorded
from ..model.statistics import count_captures, turns_elapsed
from .ratings import GameEnd, RatingChange
from .seats import ServerError
from .storage import DuplicateAction, Storage, StoredGame
from .views import event_json, game_view


class Match:
    """Game ``number`` of table ``table_id``: ``game`` (the position now), ``actions`` (notation,
    in order; ``len(actions)`` is the ply) and ``captures`` (per seat, the other seats' marbles its
    actions sent Home: :func:`~jackaroo.model.statistics.count_captures`).  Mutable."""

    def __init__(
        self, table_id: str, number: int, game: Game, actions: Sequence[str], storage: Storage
    ) -> None:
        self.table_id = table_id
        self.number = number
        self.game = game
        self.initial_json = ""
        self.actions = list(actions)
        self.storage = storage
        self.captures = [0] * SEATS
        #: every action as the table saw it: ``seat``, ``action`` (notation), ``events`` (JSON), and
        #: the ``round`` and ``turn`` it was played in
        self.history: list[dict[str, Any]] = []
        #: who played the game when it is won, for its result and ratings (set by the table;
        #: None: the winner alone is stored)
        self.ending: Callable[[int], GameEnd] | None = None
        #: the ratings the game's end changed (:func:`~.game_results.record_end`)
        self.rating_changes: tuple[RatingChange, ...] = ()
        #: the game's end as stored, with why it was not rated (None until it is won here)
        self.end: GameEnd | None = None

    @classmethod
    def new(
        cls,
        table_id: str,
        number: int,
        storage: Storage,
        *,
        seed: int,
        ruleset: str,
        players: Sequence[str],
        names: Sequence[str],
    ) -> Match:
        """A new game, stored before it is returned.  Raises ServerError ``bad_seats`` if the players
        do not suit the ruleset (for example three seats at the default game)."""
        try:
            game = Game.new(seed, players=tuple(players), names=tuple(names), ruleset=ruleset)
        except ValueError as error:
            raise ServerError("bad_seats", f"these seats cannot play this ruleset: {error}") from None
        match = cls(table_id, number, game, (), storage)
        match.initial_json = game.to_json()
        storage.start_game(table_id, number, match.initial_json)
        return match

    @classmethod
    def restore(cls, table_id: str, stored: StoredGame, storage: Storage) -> Match:
        """The stored game replayed to its last stored action (JackarooError if the record is bad)."""
        game = stored.record.initial_game()
        match = cls(table_id, stored.number, game, stored.record.actions, storage)
        for action in stored.record.actions:
            before = game.state
            events = play_recorded(game, action)
            match._count(events)
            match._remember(before.current, action, events, before.round, before.turn)
        match.initial_json = stored.record.initial_state_json
        return match

    @property
    def ply(self) -> int:
        """How many actions have been played."""
        return len(self.actions)

    @property
    def current(self) -> int:
        return self.game.current_seat

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    def play(self, seat: int, ply: int, text: str) -> tuple[str, tuple[Event, ...]]:
        """Play ``text`` for ``seat`` as the answer to position ``ply``; return the action's notation
        and its events once the action is stored.

        Raises ServerError: ``game_over``, ``stale`` (``ply`` is not the position now: an old or a
        repeated action), ``not_your_turn``, ``illegal`` (the model's refusal: a NotationError or
        an IllegalActionError message) or ``storage`` (not stored; the game is as before).  If
        another action is stored at ``ply`` already, that one is played instead (and returned).  The
        action that wins is stored in one transaction with the game's winner and the ratings it
        changes (:attr:`ending`, which first reads what :mod:`.rating_rules` needs: a failed read
        is ``storage`` too), so a game is rated once: never twice, never without its end.
        """
        if self.game.is_over:
            raise ServerError("game_over", "the game is over")
        if ply != self.ply:
            raise ServerError("stale", f"that answers position {ply}, but the game is at position {self.ply}")
        if seat != self.game.current_seat:
            raise ServerError(
                "not_your_turn", f"it is seat {self.game.current_seat}'s turn, not seat {seat}'s"
            )
        before = self.game.state
        try:
            action = Action.parse(text)
            events = self.game.play(action)
        except JackarooError as error:
            raise ServerError("illegal", str(error)) from None
        notation = str(action)
        winner = self.game.winner
        end = None
        try:
            if winner is not None:
                end = self.ending(winner) if self.ending is not None else GameEnd("", winner, (), ())
            changes = self.storage.append_action(self.table_id, self.number, self.ply, notation, end)
        except DuplicateAction as error:  # another action is stored at this ply: go on from it
            self.game = self.record().final_game()
            return self._stored_instead(seat, ply, error)
        except Exception as error:  # the database's own errors: undo the play
            self.game = self.record().final_game()
            raise ServerError("storage", f"the action could not be stored: {error}") from None
        self.actions.append(notation)
        self.rating_changes, self.end = changes, end
        self._count(events)
        self._remember(seat, notation, events, before.round, before.turn)
        return notation, events

    def _stored_instead(self, seat: int, ply: int, refused: DuplicateAction) -> tuple[str, tuple[Event, ...]]:
        """The database holds ``refused.stored`` at ``ply``, not the action just tried: an earlier
        answer whose commit went through unseen (its reply lost as the database went away; a CPU
        has chosen again since), or another process's.  The table plays the stored action, as
        :meth:`play` does (ServerError ``storage`` if there is none, or it is not legal here)."""
        stored = refused.stored
        try:  # (in its own notation only: then storing it again finds it done, and goes no deeper)
            if stored is None or str(Action.parse(stored)) != stored:
                raise ServerError("storage", f"the action could not be stored: {refused}")
            return self.play(seat, ply, stored)
        except (ServerError, JackarooError) as error:
            raise ServerError("storage", f"the stored action {stored} cannot be played: {error}") from None

    def _remember(self, seat: int, notation: str, events: Sequence[Event], round_: int, turn: int) -> None:
        entry = {"seat": seat, "action": notation, "events": self.events_json(events)}
        self.history.append({**entry, "round": round_, "turn": turn})

    def _count(self, events: Sequence[Event]) -> None:
        for seat in range(SEATS):
            self.captures[seat] += count_captures(events, seat)

    def summary(self) -> dict[str, Any] | None:
        """The finished game in short (None while it is played): ``game_number``, ``winners`` (the
        winning seat, with its partner in the classic 2v2), ``turns`` (the statistics' count,
        ``4 * (round - 1) + turn + 1``) and ``captures`` (per seat)."""
        winner = self.game.winner
        if winner is None:
            return None
        state = self.game.state
        winners = list(state.classic.team_of(winner)) if state.classic is not None else [winner]
        return {
            "game_number": self.number,
            "winners": winners,
            "turns": turns_elapsed(state),
            "captures": list(self.captures),
        }

    def record(self) -> GameRecord:
        """The game so far as a record (its start and every action)."""
        return GameRecord(self.initial_json, tuple(self.actions))

    def view(self, seat: int | None) -> dict[str, Any]:
        """The ``game`` object for ``seat`` (None: a spectator): see :func:`views.game_view`."""
        return game_view(self.game, self.ply, seat)

    @staticmethod
    def events_json(events: Sequence[Event]) -> list[dict[str, Any]]:
        return [event_json(event) for event in events]
