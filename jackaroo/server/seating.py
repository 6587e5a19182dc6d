"""A server table before its game: people sit down (the first open seat, or one they choose) or
watch, move to an open seat, the host sets the other seats (a CPU level, open, or empty) and may
swap any two, the table's settings, Ready, the start, and the chat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..model.players import EMPTY_SEAT, HUMAN
from ..model.rules import RULESETS
from ..online.names import name_key
from .seats import OPEN, Member, Seat, ServerError, new_token
from .social_store import SocialStore
from .table_state import TableState


class SeatingTable(TableState):
    """A table's seats before the game, its settings and its chat (see the module's docstring)."""

    def sit(self, member: Member, name: str, seat_index: int | None = None) -> str:
        """Seat ``member`` as ``name`` at ``seat_index`` (None: the host's partner's seat, opposite
        the host, if the rules play in partners and it is open; else the first open seat); return
        their token.  One seat an account: ServerError ``already_seated`` if ``member``'s account holds a
        seat here already (from another connection: ``reclaim`` takes it); ``in_game`` (the game
        has begun), ``no_seat`` (no seat is open), ``seat_taken`` (that seat is not open, another
        is)."""
        account = member.account
        held = next(
            (i for i, s in enumerate(self.seats) if s.is_human and account and s.account == account), None
        )
        if held is not None:
            raise ServerError(
                "already_seated",
                f"your account already holds seat {held} at this table: reclaim it to play it here",
            )
        if self.match is not None:
            raise ServerError("in_game", "the game has begun: watch it, or reclaim your seat with your token")
        open_seats = [i for i, s in enumerate(self.seats) if s.kind == OPEN]
        if not open_seats:
            raise ServerError("no_seat", "this table is full: every seat is taken")
        partner = (self.host + 2) % len(self.seats)  # a friend who joins plays with the host
        if seat_index is not None:
            index = seat_index
        elif RULESETS[self.ruleset].has_partners and partner in open_seats:
            index = partner
        else:
            index = open_seats[0]
        if index not in open_seats:
            raise ServerError("seat_taken", "that seat is not open")
        self._check_name(member, name)
        token, hashed = new_token()
        self.seats[index] = Seat(HUMAN, name, hashed, False, member, account=member.account)
        member.seat = index
        if not any(s.is_human for i, s in enumerate(self.seats) if i == self.host):
            self.host = index
        self.save()
        self.send_tables()
        return token

    def seat_matched(self, people: Sequence[tuple[Member, str] | None], level: str) -> list[str | None]:
        """Quick match: each of ``people`` (a member and its name; None: a CPU of ``level``) sits,
        ready, at the seat of its place; return their tokens (None for a CPU).  Two people of one
        name are told apart by their seat's number.  The game starts with :meth:`begin`."""
        tokens: list[str | None] = []
        names: set[str] = set()
        for index, person in enumerate(people):
            if person is None:
                self.seats[index] = Seat(level)
                tokens.append(None)
                continue
            member, name = person
            if name_key(name) in names:
                name = f"{name} {index + 1}"
            names.add(name_key(name))
            token, hashed = new_token()
            self.seats[index] = Seat(HUMAN, name, hashed, True, member, account=member.account)
            member.seat, member.name, member.table = index, name, self
            tokens.append(token)
        self.host = next(i for i, seat in enumerate(self.seats) if seat.is_human)
        self._number_cpus()
        self.save()
        return tokens

    def begin(self) -> None:
        """Start the game if every seat is filled and every person is ready (and tell everyone)."""
        self._maybe_start()

    def watch(self, member: Member) -> None:
        """``member`` watches (its ``name`` set); the others are told.  ServerError
        ``too_many_spectators``, ``name_taken``."""
        if len(self.watchers) >= self.options.max_spectators:
            raise ServerError("too_many_spectators", "this table has as many spectators as it takes")
        self._check_name(member, member.name)
        self.watchers.add(member)
        member.send(self.table_message(member))
        name = member.name
        self.notice("spectator_joined", None, name, f"{name} is watching", skip=member)
        self._changed()

    def _host_before_game(self, member: Member, what: str) -> None:
        """ServerError ``not_seated``, ``not_host``, ``in_game`` unless ``member`` is the host and
        the first game has not begun."""
        self._own_seat(member)
        if member.seat != self.host:
            raise ServerError("not_host", f"only the host {what}")
        if self.match is not None:
            raise ServerError("in_game", f"{what} before the game")

    def set_seat(self, member: Member, index: int, kind: str) -> None:
        """Host only, before the first game: seat ``index`` becomes ``kind`` (a CPU level, ``open`` or
        ``none``).  ServerError ``not_host``, ``in_game``, ``seat_taken`` (a person sits there)."""
        self._host_before_game(member, "sets the seats")
        if self.seats[index].is_human:
            raise ServerError("seat_taken", "a person sits there")
        if kind == EMPTY_SEAT and self.ruleset != "classic":
            raise ServerError("bad_seats", "only the classic rules leave seats empty")
        self.seats[index] = Seat(kind)
        self._number_cpus()
        self.save()
        self._maybe_start()

    def move(self, member: Member, index: int) -> None:
        """Before the first game, ``member`` moves to the open seat ``index`` (with their token, name
        and Ready flag; the seat they leave is open).  ServerError ``not_seated``, ``in_game``,
        ``seat_taken``."""
        seat = self._own_seat(member)
        if self.match is not None:
            raise ServerError("in_game", "the seats are chosen before the game")
        old = member.seat
        assert old is not None
        if index == old:
            return
        if self.seats[index].kind != OPEN:
            raise ServerError("seat_taken", "that seat is not open")
        self.seats[index], self.seats[old] = seat, Seat()
        member.seat = index
        if self.host == old:
            self.host = index
        self.save()
        self.send_tables()

    def swap(self, member: Member, first: int, second: int) -> None:
        """Host only, before the first game: seats ``first`` and ``second`` change places, whoever
        holds them (people with their tokens, CPUs, open or empty seats).  ServerError
        ``not_host``, ``in_game``."""
        self._host_before_game(member, "swaps seats")
        seats = self.seats
        seats[first], seats[second] = seats[second], seats[first]
        for index in (first, second):
            person = seats[index].member
            if person is not None:
                person.seat = index
        if self.host in (first, second):
            self.host = second if self.host == first else first
        self._number_cpus()
        self.save()
        self.send_tables()

    def configure(self, member: Member, turn_seconds: int | None, spectator_chat: bool | None) -> None:
        """Host only: the turn clock (not while a game is played) and whether spectators may chat
        (any time).  ServerError ``not_seated``, ``not_host``, ``in_game``."""
        self._own_seat(member)
        if member.seat != self.host:
            raise ServerError("not_host", "only the host changes the table's settings")
        if turn_seconds is not None and turn_seconds != self.turn_seconds:
            if self.status == "playing":
                raise ServerError("in_game", "the turn clock is set before a game or between games")
            self.turn_seconds = turn_seconds
        if spectator_chat is not None:
            self.spectator_chat = spectator_chat
        self.save()
        self.send_tables()

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

    def check_chat(self, member: Member) -> None:
        """ServerError ``chat_off`` if ``member`` watches and the host has turned spectators' chat
        off."""
        if member in self.watchers and not self.spectator_chat:
            raise ServerError("chat_off", "the host has turned chat off for spectators")

    def chat(self, member: Member, text: str) -> None:
        """``member`` says ``text``: sent to everyone here (the line numbered by its ``id``) but
        those whose account blocks ``member``'s.  ServerError ``chat_off``; StorageError when the
        blocks cannot be read (then nobody is sent it)."""
        self.check_chat(member)
        line = {"id": next(self.chat_ids), "name": member.name, "text": text}
        deaf = self._blocking(member.account)
        for other in self.members():
            if other.account is None or other.account not in deaf:
                other.send({"type": "chat", "seat": member.seat, **line})
        self.chat_log.append({**line, "account": member.account})

    def _blocking(self, account: str | None) -> set[str]:
        """The accounts of the people here that block ``account``."""
        among = {m.account for m in self.members() if m.account is not None and m.account != account}
        return SocialStore(self.storage).blockers(account, among) if account is not None else set()

    def said(self, chat_id: int) -> dict[str, Any] | None:
        """The chat line ``chat_id`` of those kept (``id``, ``name``, ``text``, ``account``), or None."""
        return next((line for line in self.chat_log if line["id"] == chat_id), None)

    def chat_for(self, member: Member) -> list[dict[str, Any]]:
        """The chat lines kept, as ``member`` may read them (not those of the accounts it blocks)."""
        said = {line["account"] for line in self.chat_log if line["account"] is not None}
        hidden = SocialStore(self.storage).blocked_among(member.account, said) if member.account else set()
        return [
            {"id": line["id"], "name": line["name"], "text": line["text"]}
            for line in self.chat_log
            if line["account"] not in hidden
        ]
