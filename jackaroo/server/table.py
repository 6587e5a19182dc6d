"""A server table: a :class:`~.presence.PresenceTable` with its games: restored from storage, the
actions people and CPUs play (a person's turn clock counted), the end of a game with its summary and
the table's running score, the record and the rematch.
"""

from __future__ import annotations

import random
import time
from typing import Any

from .clock import KEEP_AFTER
from .match import Match
from .options import Options
from .presence import PresenceTable
from .rating_rules import NOT_SIGNED_IN, PLAYED_ACTIONS
from .seats import TIMEOUTS, Member, Seat, ServerError
from .storage import Storage, StoredTable


class Table(PresenceTable):
    """A table with its games (see :class:`~.table_state.TableState` for what it holds)."""

    @classmethod
    def restore(cls, stored: StoredTable, storage: Storage, options: Options, rng: random.Random) -> Table:
        """A table as stored; every person is away, so a game in progress hands their seats to the CPU
        after ``takeover_seconds`` unless they reclaim them (at once for a seat whose person had left
        or whose clock had run out :data:`KEEP_AFTER` times in a row).  The turn clock of the person
        to act starts again in full.  (Settings stored before the turn clock: the defaults.)"""
        lobby = stored.lobby
        table = cls(
            stored.table_id,
            storage,
            options,
            rng,
            ruleset=lobby["ruleset"],
            private=lobby["private"],
            code=lobby["code"],
            takeover=lobby["takeover"],
            turn_seconds=lobby.get("turn_seconds"),
            spectator_chat=lobby.get("spectator_chat", True),
        )
        table.host = lobby["host"]
        table.matched = bool(lobby.get("matched", False))
        table.seats = [Seat.from_json(obj) for obj in lobby["seats"]]
        score = lobby.get("score") or {}
        table.games = int(score.get("games", 0))
        table.wins = [int(w) for w in score.get("wins", table.wins)]
        if stored.game is not None:
            table.match = Match.restore(stored.table_id, stored.game, storage)
            table.match.ending = table.game_end
        table._number_cpus(rename=table.match is None)
        if table.match is not None and not table.match.is_over:
            for seat in table.seats:
                if seat.is_human and not seat.taken_over:
                    table._start_takeover_timer(seat)
            table.cpu.schedule()
            table._arm_clock()
        return table

    def act(self, member: Member, ply: int, text: str, ref: int | None) -> None:
        """``member`` plays ``text`` answering position ``ply``; acting hands back a seat a CPU kept
        after the person's timeouts.  ServerError ``not_seated``, ``no_game``, and those of
        :meth:`Match.play`."""
        seat = self._own_seat(member)
        if self.match is None:
            raise ServerError("no_game", "the game has not begun")
        index = member.seat
        assert index is not None
        handed = seat.taken_over
        if handed:
            self._hand_back(index)
        try:
            self.play(index, ply, text, ref)
        finally:
            if handed:
                self.send_tables()

    def play(self, seat: int, ply: int, text: str, ref: int | None, *, timeout: bool = False) -> None:
        """Play ``text`` for ``seat`` at position ``ply`` and tell everyone (the actor's ``played``
        carries ``ref``); ``timeout``: a CPU's choice for a person whose clock ran out, counted
        against them.  A person's own action (not a CPU's for them) counts in their seat's
        ``acted``, stored while it is at most :data:`PLAYED_ACTIONS` (:mod:`.rating_rules`).
        ServerError as :meth:`Match.play`."""
        match = self.match
        assert match is not None
        person = self.seats[seat]
        own = int(person.is_human and not timeout and not person.taken_over)
        person.acted += own  # (before the play: the rules of a winning action count it)
        try:
            notation, events = match.play(seat, ply, text)
        except ServerError:
            person.acted -= own  # (refused: not played)
            raise
        if own and person.acted <= PLAYED_ACTIONS:
            self.save()
        kept = False
        if person.is_human and timeout:
            person.timeouts += 1
            kept = person.timeouts >= KEEP_AFTER
            if kept:
                person.takeover = TIMEOUTS
            self.save()
            name = person.name
            words = (
                f"{name}'s time ran out again: a {self.takeover} CPU plays their seat until they act"
                if kept
                else f"{name}'s time ran out: a {self.takeover} CPU played for them"
            )
            self.notice("timeout", seat, name, words, timeouts=person.timeouts, cpu=kept)
        elif person.is_human and not person.taken_over and person.timeouts:
            person.timeouts = 0  # the person acted
            self.save()
        self._arm_clock()
        played = {
            "type": "played",
            "seat": seat,
            "action": notation,
            "events": match.events_json(events),
            "deadline": self.clock.deadline(time.monotonic()),
        }
        for member in self.members():
            is_seat = member.seat is not None and self.seats[member.seat].member is member
            message = {**played, "game": match.view(member.seat if is_seat else None)}
            if is_seat and member.seat == seat and ref is not None:
                message["ref"] = ref
            member.send(message)
        if match.is_over:
            self._finished(match)
        else:
            if kept:
                self.send_tables()
            self.cpu.schedule()

    def _finished(self, match: Match) -> None:
        """The game is over: count it in the score and tell everyone, with the new ratings (each
        with the ``change`` of its shown rating, :mod:`.ratings`: never above 0 after a loss nor
        below after a win) or why the game was not rated (``rated``, ``reason``:
        :mod:`.rating_rules`)."""
        summary = match.summary()
        assert summary is not None
        ratings: list[dict[str, float | int] | None] = [None] * len(self.seats)
        rated = bool(match.rating_changes)
        reason = None if rated else (match.end.unrated if match.end else None) or NOT_SIGNED_IN
        for change in match.rating_changes:
            ratings[change.seat] = {
                **change.after.public(),
                "change": round(change.after.shown_rating - change.before.shown_rating, 2),
            }
        self.games += 1
        for seat in summary["winners"]:
            self.wins[seat] += 1
        self.save()
        self.broadcast(
            {
                "type": "game_over",
                "winner": match.game.winner,
                "game_number": match.number,
                "record": True,
                "summary": summary,
                "score": self.score(),
                "ratings": ratings,
                "rated": rated,
                "reason": reason,
            }
        )
        self._changed()

    def record_json(self) -> str:
        """The finished game's record, read back from storage.  ServerError ``game_not_over``."""
        if self.match is None or not self.match.is_over:
            raise ServerError("game_not_over", "the record is offered when the game is over")
        stored = self.storage.game(self.table_id, self.match.number)
        assert stored is not None
        return stored.record.to_json()

    def history(self, member: Member) -> dict[str, Any]:
        """What ``history`` says to ``member``: ``game_number`` (null before the first game),
        ``actions`` (the game so far, each ``seat``, ``action`` and ``events`` as in ``played``:
        public to everyone at the table) and ``chat`` (the last lines, each ``id``, ``name`` and
        ``text``, but those of accounts ``member`` blocks)."""
        match = self.match
        return {
            "game_number": match.number if match else None,
            "actions": list(match.history) if match else [],
            "chat": self.chat_for(member),
        }

    def rematch(self, member: Member) -> None:
        """Vote for another game (the others are told who asked); it begins when every person still
        here has voted.  Voting hands back a seat a CPU kept after its person's timeouts."""
        seat = self._own_seat(member)
        if self.match is None or not self.match.is_over:
            raise ServerError("game_not_over", "a rematch is voted when the game is over")
        if not seat.rematch:
            seat.rematch = True
            if seat.takeover == TIMEOUTS:
                seat.takeover, seat.timeouts = None, 0
                self.save()
            name = seat.name
            self.notice("rematch", member.seat, name, f"{name} asks for a rematch", skip=member)
        here = [s for s in self.seats if s.is_human and s.member is not None]
        if all(s.rematch for s in here):
            self._new_match(self.match.number + 1)
        self.send_tables()

    def close(self) -> None:
        """Cancel this table's timers (server shutdown)."""
        self.cpu.cancel()
        self.clock.stop()
        for seat in self.seats:
            seat.cancel_timer()
