"""A server table: its seats and watchers, the lobby, its game, CPU turns and seats taken over.

Everything here runs on the server's event loop, one message at a time, so a table changes only
between two messages.  A table tells its members what changed with ``send``; the connection adds the
sequence number.  CPU turns and take-overs are timers on the loop.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

from ..model.players import CPU_LEVELS, EMPTY_SEAT, HUMAN
from ..model.rules import RULESETS
from ..online.names import name_key
from .buckets import Bucket
from .cpu_turns import CpuTurns
from .match import Match
from .options import Options, burst_of
from .seats import BAD_TOKEN, OPEN, Member, Seat, ServerError, new_token
from .storage import Storage, StoredTable


class Table:
    """Table ``table_id``: ``ruleset``, ``private`` (listed or not), ``code`` (invitation),
    ``takeover`` (CPU level for dropped seats), ``seats`` (4), ``host`` (a seat), ``watchers``
    (spectators), ``match`` (the game now, None before the first), ``rng`` (seeds of its games and
    CPU policies), ``chats`` (the chat lines everyone at it may send together), ``origin`` (the
    address its creator came from, "" once restored) and ``created`` (larger is newer)."""

    def __init__(
        self,
        table_id: str,
        storage: Storage,
        options: Options,
        rng: random.Random,
        *,
        ruleset: str = "guc",
        private: bool = False,
        code: str = "",
        takeover: str = "random",
        origin: str = "",
        created: int = 0,
    ) -> None:
        if ruleset not in RULESETS:
            raise ServerError("bad_ruleset", f"unknown ruleset {ruleset!r}")
        self.table_id = table_id
        self.storage = storage
        self.options = options
        self.rng = rng
        self.ruleset = ruleset
        self.private = private
        self.code = code
        self.takeover = takeover
        self.seats = [Seat() for _ in range(4)]
        self.host = 0
        self.watchers: set[Member] = set()
        self.match: Match | None = None
        self.chats = Bucket(burst_of(options.chat_rate_table), options.chat_rate_table)
        self.origin = origin
        self.created = created
        #: called whenever what the table lists or who is at it changes, a game begins or ends
        #: (the server keeps its lobby and closes tables nobody needs any more)
        self.on_change: Callable[[Table], None] | None = None
        self.cpu = CpuTurns(self)

    # -- storage ----------------------------------------------------------------------------------
    def lobby_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "private": self.private,
            "code": self.code,
            "takeover": self.takeover,
            "host": self.host,
            "seats": [seat.to_json() for seat in self.seats],
        }

    def save(self) -> None:
        self.storage.save_lobby(self.table_id, self.lobby_json())

    @classmethod
    def restore(cls, stored: StoredTable, storage: Storage, options: Options, rng: random.Random) -> Table:
        """A table as stored; every person is away, so a game in progress hands their seats to the CPU
        after ``takeover_seconds`` unless they reclaim them."""
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
        )
        table.host = lobby["host"]
        table.seats = [Seat.from_json(obj) for obj in lobby["seats"]]
        if stored.game is not None:
            table.match = Match.restore(stored.table_id, stored.game, storage)
            if not table.match.is_over:
                for seat in table.seats:
                    if seat.is_human:
                        table._start_takeover_timer(seat)
                table.cpu.schedule()
        return table

    # -- what members are told --------------------------------------------------------------------
    @property
    def status(self) -> str:
        """``lobby`` before the first game, ``playing``, or ``over`` (rematch possible)."""
        if self.match is None:
            return "lobby"
        return "over" if self.match.is_over else "playing"

    def summary(self) -> dict[str, Any]:
        """The table as listed: id, ruleset, status, and the seats' kinds and names."""
        return {
            "table": self.table_id,
            "ruleset": self.ruleset,
            "status": self.status,
            "seats": [{"kind": s.kind, "name": s.name} for s in self.seats],
            "spectators": len(self.watchers),
        }

    def members(self) -> list[Member]:
        seated = [seat.member for seat in self.seats if seat.member is not None]
        return [*seated, *self.watchers]

    def broadcast(self, message: dict[str, Any]) -> None:
        for member in self.members():
            member.send(message)

    def table_message(self, member: Member) -> dict[str, Any]:
        """The ``table`` message for ``member``: the lobby, and the game as its seat sees it."""
        seated = member.seat is not None and self.seats[member.seat].member is member
        message: dict[str, Any] = {
            "type": "table",
            **self.summary(),
            "private": self.private,
            "takeover": self.takeover,
            "host": self.host,
            "seats": [seat.public() for seat in self.seats],
            "you": member.seat if seated else None,
            "game_number": self.match.number if self.match else None,
            "game": self.match.view(member.seat if seated else None) if self.match else None,
        }
        if seated:  # the invitation code is for the people at the table
            message["code"] = self.code
        return message

    def send_tables(self) -> None:
        for member in self.members():
            member.send(self.table_message(member))
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    @property
    def abandoned(self) -> bool:
        """Before the first game, people hold seats here but none of them is connected."""
        humans = [seat for seat in self.seats if seat.is_human]
        return self.match is None and bool(humans) and all(seat.member is None for seat in humans)

    def _check_name(self, member: Member, name: str) -> None:
        """ServerError ``name_taken`` if another person here (seated or watching) has ``name``."""
        key = name_key(name)
        seated = [seat.name for seat in self.seats if seat.is_human and seat.member is not member]
        watching = [w.name for w in self.watchers if w is not member]
        if any(name_key(other) == key for other in (*seated, *watching)):
            raise ServerError("name_taken", f"someone at this table is already called {name}")

    def notice(self, kind: str, seat: int, text: str) -> None:
        self.broadcast({"type": "notice", "kind": kind, "seat": seat, "text": text})

    # -- the lobby --------------------------------------------------------------------------------
    def sit(self, member: Member, name: str, seat_index: int | None = None) -> str:
        """Seat ``member`` as ``name`` at ``seat_index`` (None: the first open seat); return their
        token.  ServerError ``in_game`` (the game has begun), ``seat_taken`` (no such open seat)."""
        if self.match is not None:
            raise ServerError("in_game", "the game has begun: watch it, or reclaim your seat with your token")
        open_seats = [i for i, s in enumerate(self.seats) if s.kind == OPEN]
        index = seat_index if seat_index is not None else (open_seats[0] if open_seats else None)
        if index is None or index not in open_seats:
            raise ServerError("seat_taken", "that seat is not open")
        self._check_name(member, name)
        token, hashed = new_token()
        self.seats[index] = Seat(HUMAN, name, hashed, False, member)
        member.seat = index
        if not any(s.is_human for i, s in enumerate(self.seats) if i == self.host):
            self.host = index
        self.save()
        self.send_tables()
        return token

    def watch(self, member: Member) -> None:
        """``member`` watches (its ``name`` set).  ServerError ``too_many_spectators``,
        ``name_taken``."""
        if len(self.watchers) >= self.options.max_spectators:
            raise ServerError("too_many_spectators", "this table has as many spectators as it takes")
        self._check_name(member, member.name)
        self.watchers.add(member)
        member.send(self.table_message(member))
        self._changed()

    def _own_seat(self, member: Member) -> Seat:
        if member.seat is None or self.seats[member.seat].member is not member:
            raise ServerError("not_seated", "you have no seat at this table")
        return self.seats[member.seat]

    def set_seat(self, member: Member, index: int, kind: str) -> None:
        """Host only, before the first game: seat ``index`` becomes ``kind`` (a CPU level, ``open`` or
        ``none``).  ServerError ``not_host``, ``in_game``, ``seat_taken`` (a person sits there)."""
        self._own_seat(member)
        if member.seat != self.host:
            raise ServerError("not_host", "only the host sets the seats")
        if self.match is not None:
            raise ServerError("in_game", "the seats are set before the game")
        if self.seats[index].is_human:
            raise ServerError("seat_taken", "a person sits there")
        if kind == EMPTY_SEAT and self.ruleset != "classic":
            raise ServerError("bad_seats", "only the classic rules leave seats empty")
        self.seats[index] = Seat(kind, kind.capitalize() if kind in CPU_LEVELS else "")
        self.save()
        self._maybe_start()

    def ready(self, member: Member, ready: bool) -> None:
        """Set ``member``'s Ready flag; the game starts once every seat is filled and every person is
        ready.  ServerError ``not_seated``, ``in_game``."""
        seat = self._own_seat(member)
        if self.match is not None:
            raise ServerError("in_game", "the game has begun")
        seat.ready = ready
        self.save()
        self._maybe_start()

    def _maybe_start(self) -> None:
        humans = [s for s in self.seats if s.is_human]
        if humans and all(s.ready for s in humans) and all(s.kind != OPEN for s in self.seats):
            try:
                self._new_match(0)
            except ServerError as error:
                self.broadcast({"type": "error", "code": error.code, "message": error.message})
        self.send_tables()

    def _new_match(self, number: int) -> None:
        self.match = Match.new(
            self.table_id,
            number,
            self.storage,
            seed=self.rng.randrange(2**32),
            ruleset=self.ruleset,
            players=[s.player for s in self.seats],
            names=[s.name or "-" for s in self.seats],
        )
        for seat in self.seats:
            seat.rematch = False
        self.cpu.schedule()

    def chat(self, member: Member, text: str) -> None:
        self.broadcast({"type": "chat", "seat": member.seat, "name": member.name, "text": text})

    # -- playing ----------------------------------------------------------------------------------
    def act(self, member: Member, ply: int, text: str, ref: int | None) -> None:
        """``member`` plays ``text`` answering position ``ply``.  ServerError ``not_seated``,
        ``no_game``, ``cpu_plays`` (a CPU plays this seat now), and those of :meth:`Match.play`."""
        seat = self._own_seat(member)
        if self.match is None:
            raise ServerError("no_game", "the game has not begun")
        if seat.taken_over:
            raise ServerError("cpu_plays", "a CPU plays this seat: reclaim it first")
        assert member.seat is not None
        self.play(member.seat, ply, text, ref)

    def play(self, seat: int, ply: int, text: str, ref: int | None) -> None:
        """Play ``text`` for ``seat`` at position ``ply`` and tell everyone (the actor's ``played``
        carries ``ref``).  ServerError as :meth:`Match.play`."""
        match = self.match
        assert match is not None
        notation, events = match.play(seat, ply, text)
        played = {"type": "played", "seat": seat, "action": notation, "events": match.events_json(events)}
        for member in self.members():
            is_seat = member.seat is not None and self.seats[member.seat].member is member
            message = {**played, "game": match.view(member.seat if is_seat else None)}
            if is_seat and member.seat == seat and ref is not None:
                message["ref"] = ref
            member.send(message)
        if match.is_over:
            self.broadcast(
                {
                    "type": "game_over",
                    "winner": match.game.winner,
                    "game_number": match.number,
                    "record": True,
                }
            )
            self._changed()
        else:
            self.cpu.schedule()

    # -- drops, take-overs, reclaims --------------------------------------------------------------
    def leave(self, member: Member, *, dropped: bool) -> None:
        """``member`` has gone (``dropped``: the connection was lost; else they said ``leave``).
        Before the first game a person who leaves frees the seat, one who drops keeps it (not ready);
        during a game a CPU takes the seat at once (leave) or after ``takeover_seconds`` (drop)."""
        if member in self.watchers:
            self.watchers.discard(member)
            self._changed()
        if member.seat is None or self.seats[member.seat].member is not member:
            return
        index, seat = member.seat, self.seats[member.seat]
        seat.member = None
        member.seat = None
        if self.match is None:
            if not dropped:
                self.seats[index] = Seat()
                humans = [i for i, s in enumerate(self.seats) if s.is_human]
                if index == self.host and humans:
                    self.host = humans[0]
            else:
                seat.ready = False
            self.save()
        elif not self.match.is_over:
            if dropped:
                self._start_takeover_timer(seat)
            else:
                self._take_over(index)
        self.send_tables()

    def _start_takeover_timer(self, seat: Seat) -> None:
        if seat.timer is not None or seat.taken_over:
            return
        index = self.seats.index(seat)
        loop = asyncio.get_running_loop()
        seat.timer = loop.call_later(self.options.takeover_seconds, self._take_over, index)

    def _take_over(self, index: int) -> None:
        seat = self.seats[index]
        if seat.timer is not None:
            seat.timer.cancel()
            seat.timer = None
        if seat.member is not None or seat.taken_over or self.match is None or self.match.is_over:
            return
        seat.taken_over = True
        self.notice("takeover", index, f"{seat.name} is away: a {self.takeover} CPU plays their seat")
        self.send_tables()
        self.cpu.schedule()

    def reclaim(self, member: Member, token: str) -> int:
        """``member`` takes back the seat whose token is ``token``; return its index.  A connection
        still sitting there is told and detached.  ServerError ``bad_token``."""
        index = next((i for i, s in enumerate(self.seats) if s.is_human and s.owns(token)), None)
        if index is None:
            raise ServerError("bad_token", BAD_TOKEN)
        seat = self.seats[index]
        if seat.member is not None and seat.member is not member:
            old = seat.member
            old.seat = None
            old.send(
                {
                    "type": "notice",
                    "kind": "replaced",
                    "seat": index,
                    "text": "your seat was reclaimed elsewhere",
                }
            )
        if seat.timer is not None:
            seat.timer.cancel()
            seat.timer = None
        was_cpu = seat.taken_over
        seat.member, seat.taken_over = member, False
        member.seat, member.name = index, seat.name
        self.watchers.discard(member)
        if was_cpu:
            self.notice("reclaimed", index, f"{seat.name} is back and plays their seat")
        self.send_tables()
        return index

    # -- after the game ---------------------------------------------------------------------------
    def record_json(self) -> str:
        """The finished game's record, read back from storage.  ServerError ``game_not_over``."""
        if self.match is None or not self.match.is_over:
            raise ServerError("game_not_over", "the record is offered when the game is over")
        stored = self.storage.game(self.table_id, self.match.number)
        assert stored is not None
        return stored.record.to_json()

    def rematch(self, member: Member) -> None:
        """Vote for another game; it begins when every person still here has voted."""
        seat = self._own_seat(member)
        if self.match is None or not self.match.is_over:
            raise ServerError("game_not_over", "a rematch is voted when the game is over")
        seat.rematch = True
        here = [s for s in self.seats if s.is_human and s.member is not None]
        if all(s.rematch for s in here):
            self._new_match(self.match.number + 1)
        self.send_tables()

    def close(self) -> None:
        """Cancel this table's timers (server shutdown)."""
        self.cpu.cancel()
        for seat in self.seats:
            if seat.timer is not None:
                seat.timer.cancel()
