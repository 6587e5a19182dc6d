"""What every server table holds and says: its settings, seats and watchers, its game, storage, the
messages its members are told, and its turn clock (:mod:`.clock`).

Everything here runs on the server's event loop, one message at a time, so a table changes only
between two messages.  A table tells its members what changed with ``send``; the connection adds the
sequence number.  What a table does is built on this, one idea a module: the seats before the game
(:mod:`.seating`), people away and back (:mod:`.presence`), and the game (:mod:`.table`).
"""

from __future__ import annotations

import itertools
import logging
import random
import time
from collections import Counter, deque
from collections.abc import Callable
from typing import Any, Self

from ..model.players import CPU_LEVELS
from ..model.rules import RULESETS
from ..model.rules.classic_board import teams_for
from ..online.names import name_key
from .buckets import Bucket
from .clock import CATCH_UP_SECONDS, TurnClock, default_turn_seconds
from .cpu_turns import CpuTurns
from .match import Match
from .options import Options, burst_of
from .rating_rules import RatingRules, judged
from .ratings import GameEnd, Player
from .seats import DROPPED, LEFT, OPEN, Member, Seat, ServerError
from .storage import Storage, StorageError

log = logging.getLogger("jackaroo.server")

#: chat lines a table keeps for its ``history`` (in memory only: a restart forgets them)
CHAT_KEPT = 50


class TableState:
    """Table ``table_id``: ``ruleset``, ``private`` (listed or not), ``code`` (invitation),
    ``takeover`` (CPU level for dropped seats and timed-out turns), ``turn_seconds`` (the turn
    clock, 0: none), ``spectator_chat`` (whether spectators may chat), ``seats`` (4), ``host`` (a
    seat), ``watchers`` (spectators), ``match`` (the game now, None before the first), ``wins``
    (per seat, the games of this table its side won; ``games`` finished), ``rng`` (seeds of its
    games and CPU policies), ``chats`` (the chat lines everyone at it may send together),
    ``origin`` (the address its creator came from, "" once restored), ``created`` (larger is
    newer) and ``matched`` (quick match made it: whether its games may be rated,
    :mod:`.rating_rules`)."""

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
        turn_seconds: int | None = None,
        spectator_chat: bool = True,
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
        self.turn_seconds = default_turn_seconds(private) if turn_seconds is None else turn_seconds
        self.spectator_chat = spectator_chat
        self.seats = [Seat() for _ in range(4)]
        self.host = 0
        self.watchers: set[Member] = set()
        self.match: Match | None = None
        #: the last chat lines (``id``, ``name``, ``text``, and the ``account`` that said it), for
        #: someone who comes back or starts watching, and for reports; ``chat_ids`` numbers them
        #: (from the time in ms: a table taken over by another process numbers on, not again)
        self.chat_log: deque[dict[str, Any]] = deque(maxlen=CHAT_KEPT)
        self.chat_ids = itertools.count(int(time.time() * 1000))
        self.games = 0
        self.wins = [0] * len(self.seats)
        self.chats = Bucket(burst_of(options.chat_rate_table), options.chat_rate_table)
        self.origin = origin
        self.created = created
        self.matched = False
        #: called whenever what the table lists or who is at it changes, a game begins or ends
        #: (the server keeps its lobby and closes tables nobody needs any more)
        self.on_change: Callable[[Self], None] | None = None
        self.cpu = CpuTurns(self)
        self.clock = TurnClock(self._clock_out, self._clock_started)

    # -- storage ----------------------------------------------------------------------------------
    def lobby_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "private": self.private,
            "code": self.code,
            "takeover": self.takeover,
            "turn_seconds": self.turn_seconds,
            "spectator_chat": self.spectator_chat,
            "host": self.host,
            "seats": [seat.to_json() for seat in self.seats],
            "score": {"games": self.games, "wins": self.wins},
            "matched": self.matched,
        }

    def save(self) -> None:
        """Store the lobby (seats, settings, score), whole.  If the database refuses (it is away),
        the refusal is logged and the table goes on: the next change stores the lobby whole again.
        (Actions and the start of a game are refused instead: :class:`~.match.Match`.)"""
        try:
            self.storage.save_lobby(self.table_id, self.lobby_json())
        except StorageError as error:
            log.warning("table %s: the lobby could not be stored: %s", self.table_id, error)

    # -- what members are told --------------------------------------------------------------------
    @property
    def status(self) -> str:
        """``lobby`` before the first game, ``playing``, or ``over`` (rematch possible)."""
        if self.match is None:
            return "lobby"
        return "over" if self.match.is_over else "playing"

    @property
    def open_seats(self) -> int:
        """How many seats a person may still sit at (0 once the first game has begun)."""
        return 0 if self.match is not None else sum(1 for s in self.seats if s.kind == OPEN)

    def teams(self) -> list[list[int]]:
        """The sides, each a list of seats: partners opposite (0 and 2, 1 and 3) in the classic game
        with four seats filled or open, everyone alone otherwise (the default game, two or three
        classic players)."""
        if self.ruleset == "classic":
            return [list(team) for team in teams_for([s.kind for s in self.seats])]
        return [[i] for i in range(len(self.seats))]

    def summary(self) -> dict[str, Any]:
        """The table as listed: id, ruleset, status, the seats' kinds, names and CPU numbers,
        ``open_seats``, ``teams``, ``turn_seconds`` and how many watch."""
        return {
            "table": self.table_id,
            "ruleset": self.ruleset,
            "status": self.status,
            "seats": [s.summary() for s in self.seats],
            "open_seats": self.open_seats,
            "teams": self.teams(),
            "turn_seconds": self.turn_seconds,
            "spectators": len(self.watchers),
        }

    def score(self) -> dict[str, Any]:
        """The running score of this table's games: ``games`` finished, ``wins`` per seat (partners
        share their side's), ``team_wins`` per side of :meth:`teams`."""
        return {
            "games": self.games,
            "wins": list(self.wins),
            "team_wins": [self.wins[team[0]] if team else 0 for team in self.teams()],
        }

    def members(self) -> list[Member]:
        seated = [seat.member for seat in self.seats if seat.member is not None]
        return [*seated, *self.watchers]

    def broadcast(self, message: dict[str, Any], *, skip: Member | None = None) -> None:
        for member in self.members():
            if member is not skip:
                member.send(message)

    def table_message(self, member: Member) -> dict[str, Any]:
        """The ``table`` message for ``member``: the lobby, the clock, the score, and the game as
        its seat sees it."""
        seated = member.seat is not None and self.seats[member.seat].member is member
        now = time.monotonic()
        match = self.match
        message: dict[str, Any] = {
            "type": "table",
            **self.summary(),
            "private": self.private,
            "takeover": self.takeover,
            "spectator_chat": self.spectator_chat,
            "host": self.host,
            "seats": [seat.public(now, self.takeover) for seat in self.seats],
            "you": member.seat if seated else None,
            "watching": not seated,
            "spectator_names": sorted(w.name for w in self.watchers),
            "deadline": self.clock.deadline(now),
            "score": self.score(),
            "summary": match.summary() if match is not None else None,
            "game_number": match.number if match else None,
            "game": match.view(member.seat if seated else None) if match else None,
        }
        if seated:  # the invitation code is for the people at the table
            message["code"] = self.code
        return message

    def send_tables(self) -> None:
        """Tell every member the table as it is now (the turn clock is set to it first)."""
        self._arm_clock()
        for member in self.members():
            member.send(self.table_message(member))
        self._changed()

    def _changed(self: Self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    @property
    def abandoned(self) -> bool:
        """Before the first game, people hold seats here but none of them is connected."""
        humans = [seat for seat in self.seats if seat.is_human]
        return self.match is None and bool(humans) and all(seat.member is None for seat in humans)

    def _check_name(self, member: Member, name: str) -> None:
        """ServerError ``name_taken`` if another person here (seated or watching) has ``name`` (a
        seat of ``member``'s own account is theirs: one who left it may watch under that name)."""
        key = name_key(name)
        account = member.account
        seated = [
            seat.name
            for seat in self.seats
            if seat.is_human and seat.member is not member and not (account and seat.account == account)
        ]
        watching = [w.name for w in self.watchers if w is not member]
        if any(name_key(other) == key for other in (*seated, *watching)):
            raise ServerError("name_taken", f"someone at this table is already called {name}")

    def notice(
        self, kind: str, seat: int | None, name: str, text: str, *, skip: Member | None = None, **fields: Any
    ) -> None:
        """A ``notice`` of ``kind`` about ``seat`` (None: a spectator, or the table) and the person
        ``name`` to everyone here but ``skip``; ``text`` in English, ``fields`` as the kind says."""
        message = {"type": "notice", "kind": kind, "seat": seat, "name": name, "text": text, **fields}
        self.broadcast(message, skip=skip)

    def _own_seat(self, member: Member) -> Seat:
        if member.seat is None or self.seats[member.seat].member is not member:
            raise ServerError("not_seated", "you have no seat at this table")
        return self.seats[member.seat]

    def _number_cpus(self, *, rename: bool = True) -> None:
        """Number the CPU seats of each level that appears more than once, in seat order, and name
        them so ("Greedy 1", "Greedy 2"; a lone CPU is its level's name): the level stays the seat's
        ``kind``, so a client says it in its own language.  ``rename``: the names too (not those
        of a game already dealt)."""
        counts = Counter(s.kind for s in self.seats if s.kind in CPU_LEVELS)
        seen: Counter[str] = Counter()
        for seat in self.seats:
            if seat.kind not in CPU_LEVELS:
                seat.number = None
                continue
            seen[seat.kind] += 1
            seat.number = seen[seat.kind] if counts[seat.kind] > 1 else None
            if rename:
                word = seat.kind.capitalize()
                seat.name = word if seat.number is None else f"{word} {seat.number}"

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
        self.match.ending = self.game_end
        for seat in self.seats:
            seat.rematch, seat.acted = False, 0
            if not seat.taken_over:
                seat.timeouts = 0
        self.save()
        self.cpu.schedule()

    def game_end(self, winner: int) -> GameEnd:
        """The game just won by ``winner`` as rated (:mod:`.ratings`): the sides, and each seat
        played: a CPU level, or a person with their account, whether they abandoned the game (a
        CPU plays for them because they left or dropped) and their actions of their own; with the
        reason the server's rules do not rate it, if one holds (:mod:`.rating_rules`, which may
        read the database: StorageError)."""
        players = []
        for index, seat in enumerate(self.seats):
            if seat.kind in CPU_LEVELS:
                players.append(Player(index, cpu=seat.kind))
            elif seat.is_human:
                gone = seat.takeover in (DROPPED, LEFT)
                players.append(Player(index, seat.account, abandoned=gone, acted=seat.acted))
        end = GameEnd(
            self.ruleset,
            winner,
            tuple(tuple(team) for team in self.teams()),
            tuple(players),
            self.options.season,
            self.options.cpu_games_rated,
        )
        rules = RatingRules.of(self.options)
        return judged(self.storage, end, matched=self.matched, rules=rules, now=time.time())

    # -- the turn clock ---------------------------------------------------------------------------
    def _arm_clock(self) -> None:
        """Set the turn clock to the position now: running for the person to act, stopped when a
        CPU acts, the game is over or the table has no clock (:class:`~.clock.TurnClock`)."""
        match = self.match
        position: tuple[int, int] | None = None
        if match is not None and not match.is_over and self.turn_seconds:
            seat = self.seats[match.current]
            if seat.is_human and not seat.taken_over:
                position = (match.current, match.ply)
        scale = self.options.clock_scale
        self.clock.set(position, self.turn_seconds * scale, CATCH_UP_SECONDS * scale)

    def shown(self, member: Member, ply: int) -> None:
        """``member``'s window shows position ``ply`` of the game, ready for their action: their
        turn clock, if it waits for that, runs from now.  Anything else is ignored (a late or
        early word, another's turn).  ServerError ``not_seated``."""
        self._own_seat(member)
        assert member.seat is not None
        self.clock.shown((member.seat, ply))  # (it times only a person's position of the game now)

    def _clock_started(self, seat: int, ply: int) -> None:
        """A clock that waited for its person's window runs: everyone is told (``clock``)."""
        message = {"type": "clock", "deadline": self.clock.deadline(time.monotonic())}
        for member in self.members():
            member.send(message)

    def _clock_out(self, seat: int, ply: int) -> None:
        """The turn clock of ``seat`` at ``ply`` ran out: a CPU chooses that action."""
        self.cpu.play_once(seat, ply)

    def play(self, seat: int, ply: int, text: str, ref: int | None, *, timeout: bool = False) -> None:
        """Play ``text`` for ``seat`` at position ``ply`` (the game's own: :class:`~.table.Table`)."""
        raise NotImplementedError
