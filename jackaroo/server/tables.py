"""The server's tables by id and invitation code, and how long each lives (docs/online.md, "How long
a table lives").

- A **lobby table** is a table whose first game has not begun.  It lives while a person holding one
  of its seats is connected.  Once none is (they dropped, or the server restarted), it waits
  ``lobby_grace_seconds`` for one of them to reclaim a seat or for someone to join, then goes; once
  nobody holds a seat at all (the last person left), it goes at once.  A table that goes is
  deleted from storage, so it never comes back at a restart; its spectators are told (``notice``
  ``closed``).
- A table **playing** a game stays until the game ends (CPUs play the seats of people away).
- A table whose game is **over** stays while anyone is at it (for a rematch or the record) and goes
  when the last one leaves; its games stay in storage.
- A restarted server reloads every table not over; a lobby table then has the same grace period,
  counted from the start.

Each lobby table counts against the address it was opened from (``lobby_per_address``) and the
server's ``max_lobby_tables`` until it begins or goes.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import random
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from .addresses import AddressBook
from .clock import default_turn_seconds
from .connection import Connection
from .lobby import Listing
from .options import Options
from .seats import BAD_TOKEN, ServerError, new_invite_code, new_table_id, token_hash
from .storage import Storage, StoredTable
from .table import Table
from .thinkers import Thinkers

if TYPE_CHECKING:
    from ..online.protocol import CreateTable

log = logging.getLogger("jackaroo.server")


class Tables(Mapping[str, "Table"]):
    """Every table, by id (a read-only mapping; ``by_id``), by invitation code (``codes``), those
    before their first game (``lobby``) and the public ones in lobby order (``listing``)."""

    def __init__(self, storage: Storage, options: Options, rng: random.Random, book: AddressBook) -> None:
        self.storage = storage
        self.options = options
        self.rng = rng
        self.book = book
        #: where the tables' Expert and Master CPUs think
        self.thinkers = Thinkers(options.cpu_workers)
        self.by_id: dict[str, Table] = {}
        self.codes: dict[str, Table] = {}
        self.lobby: set[Table] = set()
        self.listing = Listing(self.by_id.values)
        self._grace: dict[Table, asyncio.TimerHandle] = {}
        self._serial = itertools.count(1)
        #: told when a table changed what the lobby lists, and when one went (over: for good)
        self.on_listed: Callable[[Table], None] | None = None
        self.on_gone: Callable[[str, bool], None] | None = None

    def __getitem__(self, table_id: str) -> Table:
        return self.by_id[table_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self.by_id)

    def __len__(self) -> int:
        return len(self.by_id)

    def _add(self, table: Table) -> None:
        table.created = next(self._serial)
        table.on_change = self.review
        table.cpu.thinkers = self.thinkers
        self.by_id[table.table_id] = table
        self.codes[table.code] = table
        if table.match is None:
            self.lobby.add(table)
            if table.origin:
                self.book.get(table.origin).lobby_tables += 1
        self.listing.invalidate()

    def restore(self) -> None:
        """Load every stored table not over (call on the running loop: timers start now)."""
        for stored in self.storage.load_tables():
            rng = random.Random(self.rng.randrange(2**32))
            self._add(Table.restore(stored, self.storage, self.options, rng))
        for table in list(self.by_id.values()):
            self.review(table)
        log.info("restored %d tables", len(self.by_id))

    def adopt(self, stored: StoredTable) -> None:
        """Run ``stored``, a table another process ran (it died or handed it over), from its last
        stored action, as a restarted server does (:meth:`Table.restore`)."""
        rng = random.Random(self.rng.randrange(2**32))
        table = Table.restore(stored, self.storage, self.options, rng)
        self._add(table)
        self.review(table)

    def let_go(self, table: Table, why: str) -> None:
        """Stop running ``table`` here, another process runs it now: its people and spectators are
        closed with ``why`` (close code 1012: they reconnect, and find it there)."""
        for member in table.members():
            if isinstance(member, Connection):
                member.close(1012, why)
            member.table = None
        table.watchers.clear()
        for seat in table.seats:
            seat.member = None
        self._begun(table)
        table.on_change = None
        table.close()
        del self.by_id[table.table_id]
        self.codes.pop(table.code, None)
        self.listing.invalidate()

    # -- requests ---------------------------------------------------------------------------------
    def create(self, conn: Connection, name: str, message: CreateTable) -> dict[str, Any]:
        """A new table with ``conn`` at seat 0 as ``name``; the ``joined`` reply.  ServerError
        ``full`` (the server's limits) or ``too_many_tables`` (the address's)."""
        options = self.options
        if len(self.by_id) >= options.max_tables or len(self.lobby) >= options.max_lobby_tables:
            raise ServerError("full", "this server holds as many tables as it can: try again later")
        if self.book.get(conn.address).lobby_tables >= options.lobby_per_address:
            raise ServerError(
                "too_many_tables",
                f"{options.lobby_per_address} tables opened from your address are waiting for their"
                " first game: begin or leave one first",
            )
        table_id, code = self._new_ids()
        table = Table(
            table_id,
            self.storage,
            self.options,
            random.Random(self.rng.randrange(2**32)),
            ruleset=message.ruleset,
            private=message.private,
            code=code,
            takeover=message.takeover,
            turn_seconds=message.turn_seconds,
            spectator_chat=message.spectator_chat,
            origin=conn.address,
        )
        self._add(table)
        conn.name = name
        token = table.sit(conn, name, 0)
        return self.joined(conn, table, token, message.ref)

    def open_matched(self, ruleset: str, level: str) -> Table:
        """A new table for quick match (:mod:`.matchmaker`): private (found by its code only), the
        turn clock of a table of strangers, ``level`` playing for a person away, its games rated
        (``matched``, :mod:`.rating_rules`); its seats are set by
        :meth:`~.seating.SeatingTable.seat_matched`."""
        table_id, code = self._new_ids()
        rng = random.Random(self.rng.randrange(2**32))
        table = Table(table_id, self.storage, self.options, rng, ruleset=ruleset, private=True, code=code)
        table.takeover, table.turn_seconds = level, default_turn_seconds(False)
        table.matched = True
        self._add(table)
        return table

    def _new_ids(self) -> tuple[str, str]:
        """A new table's id and invitation code, neither in use."""
        table_id = new_table_id()
        while table_id in self.by_id:
            table_id = new_table_id()
        code = new_invite_code()
        while code in self.codes:
            code = new_invite_code()
        return table_id, code

    def joined(self, conn: Connection, table: Table, token: str, ref: int | None) -> dict[str, Any]:
        """``conn`` sits at ``table`` with ``token``: the ``joined`` reply (its ``table`` follows)."""
        conn.table = table
        return {
            "type": "joined",
            "table": table.table_id,
            "seat": conn.seat,
            "token": token,
            "code": table.code,
            "ref": ref,
        }

    def reclaim(self, conn: Connection, table_id: str, token: str | None, ref: int | None) -> dict[str, Any]:
        """``conn`` takes back the seat of ``token`` at ``table_id``; the ``joined`` reply.
        ServerError ``bad_token``, the same whether the table exists or not (a private table's id
        is no secret to reveal)."""
        table = self.by_id.get(table_id)
        if table is None:
            token_hash(token or "")  # the same work as for a table that exists
            raise ServerError("bad_token", BAD_TOKEN)
        if conn.table is not table:
            self.leave(conn)
        table.reclaim(conn, token)
        conn.table = table
        return {"type": "joined", "table": table.table_id, "seat": conn.seat, "ref": ref}

    def find(self, table_id: str | None, code: str | None) -> Table:
        """The table of invitation ``code``, or the public table ``table_id``.  ServerError
        ``no_table`` (a private table is found by its code only), ``bad_message`` (neither given)."""
        table: Table | None
        if code is not None:
            table = self.codes.get(code)
        elif table_id is not None:
            table = self.by_id.get(table_id)
            if table is not None and table.private:
                table = None
        else:
            raise ServerError("bad_message", "name a table or an invitation code")
        if table is None:
            raise ServerError("no_table", "there is no such table (a private one needs its invitation code)")
        return table

    def leave(self, conn: Connection) -> None:
        """``conn`` leaves the table it is at, if any (the table's own rule for its seat)."""
        table, conn.table = conn.table, None
        if table is not None:
            table.leave(conn, dropped=False)

    # -- lifetimes --------------------------------------------------------------------------------
    def review(self, table: Table) -> None:
        """Apply the lifetime rule (the module's docstring) to ``table`` after it changed."""
        if self.by_id.get(table.table_id) is not table:
            return
        self.listing.invalidate()
        if self.on_listed is not None:
            self.on_listed(table)
        if table.match is not None:
            self._begun(table)
            if table.match.is_over and not table.members():
                self.remove(table, "the game is over and everyone has left")
        elif not any(seat.is_human for seat in table.seats):
            self.remove(table, "everyone left the table before the game")
        elif table.abandoned:
            if table not in self._grace:
                loop = asyncio.get_running_loop()
                self._grace[table] = loop.call_later(self.options.lobby_grace_seconds, self._expire, table)
        elif table in self._grace:
            self._grace.pop(table).cancel()

    def _expire(self, table: Table) -> None:
        self._grace.pop(table, None)
        if table.abandoned:
            self.remove(table, "nobody came back to the table before its game")

    def _begun(self, table: Table) -> None:
        """``table`` is no longer a lobby table (its game began, or it went)."""
        if table in self.lobby:
            self.lobby.discard(table)
            if table.origin:
                self.book.get(table.origin).lobby_tables -= 1
        timer = self._grace.pop(table, None)
        if timer is not None:
            timer.cancel()

    def remove(self, table: Table, why: str) -> None:
        """``table`` goes: its timers stop, its spectators are told ``why``; a table whose first
        game never began is deleted from storage too."""
        self._begun(table)
        table.on_change = None
        table.close()
        for watcher in list(table.watchers):
            watcher.send(
                {
                    "type": "notice",
                    "kind": "closed",
                    "seat": None,
                    "name": None,
                    "text": f"table closed: {why}",
                }
            )
            watcher.table = None
        table.watchers.clear()
        del self.by_id[table.table_id]
        self.codes.pop(table.code, None)
        self.listing.invalidate()
        if self.on_gone is not None:
            self.on_gone(table.table_id, True)
        if table.match is None:
            try:
                self.storage.drop_lobby(table.table_id)
            except Exception:  # the database's own error: the table is gone here all the same
                log.exception("could not delete table %s", table.table_id)

    def close(self) -> None:
        """Stop every timer (server shutdown)."""
        for timer in self._grace.values():
            timer.cancel()
        self._grace.clear()
        for table in self.by_id.values():
            table.close()
        self.thinkers.close()
