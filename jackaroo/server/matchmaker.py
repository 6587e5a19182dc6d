"""Quick match on the server: the queue's requests, the offer of CPUs after a player's wait, and the
rounds of matching that open tables (docs/online.md, "Quick match"; docs/protocol.md).

- ``queue`` puts a signed-in connection in the queue of a ruleset (a row of :mod:`.queue_store`,
  so every process of a PostgreSQL service sees it), after taking it away from any table it is at,
  as joining another table would.  A connection waits in one queue at most, an account in one.
- A **round** (every half second while a player of this process waits, and at once after a
  ``queue`` or ``accept_cpus``) takes the queue's rows under the one-matcher lock, lets
  :func:`.matching.form` choose the tables, and opens each here: people seated (ready), CPUs in the
  seats left, the game started at once.  Each person is sent ``match_found`` (like ``joined``: the
  table, the seat and its token), then the ``table``.  A person connected to another process is
  seated as a :class:`~.relay.RemoteConnection`, and that process is told first (``matched``), so
  their later frames go to this table as any relayed client's do (:mod:`.cluster`).
- After a round, each player of this process still waiting is sent ``queue_status`` (how many wait
  in their queue) when that count has changed since they were last told.
- After ``cpu_fill_seconds`` a waiting player is sent ``queue_offer``; ``accept_cpus`` marks their
  row, and the next round opens their table with whoever is near and CPUs of ``queue_cpu``.
- ``leave_queue`` takes the row out at once.  ``create_table``, ``join_table``, ``spectate``,
  ``reclaim`` and signing in or out do it too, and so does a connection that closes.  With several
  processes, a row another process has just matched cannot be taken out: the request is refused
  ``matched`` and ``match_found`` follows.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..online import protocol as p
from ..online.names import name_key
from .account_store import AccountStore
from .buckets import Bucket
from .connection import Connection
from .matching import Waiting, form
from .options import Options, burst_of
from .queue_store import QueueFull, QueueRow, QueueStore
from .ratings import NEW_MU
from .seats import Member, ServerError
from .storage import Duplicate, Storage, StorageError

if TYPE_CHECKING:
    from .tables import Tables

log = logging.getLogger("jackaroo.server")
#: seconds between two rounds of matching while a player of this process waits
ROUND_SECONDS = 0.5
#: seconds a row matched by another process may take to be announced before it is forgotten
MATCHED_WAIT = 10.0
#: the requests that take a connection out of the queue
LEAVES_QUEUE = (
    p.CreateTable, p.JoinTable, p.Spectate, p.Reclaim,
    p.Guest, p.SignUp, p.SignIn, p.SignOut, p.DeleteAccount,
)  # fmt: skip


class Bus(Protocol):
    """What quick match needs of the processes sharing a PostgreSQL database (:class:`~.cluster.Cluster`)."""

    id: str

    def number(self, conn: Connection) -> int:
        """``conn``'s number among this process's relayed clients (given one if it has none)."""

    def leave(self, conn: Connection) -> None:
        """``conn`` leaves its table at another process, if it is at one."""

    def remote(self, process: str, cid: int, address: str, account: str, account_name: str | None) -> Member:
        """Client ``cid`` of ``process`` as a member of a table here."""

    def post(self, process: str, payload: dict[str, Any]) -> None:
        """Send ``payload`` to ``process``."""

    def alive(self) -> set[str]:
        """The processes sharing the database now."""


@dataclass
class Entry:
    """A connection of this process waiting: its ``row``, its offer's ``timer``, whether the offer
    was made (``offered``), since when another process has matched it (``matched``), and how many
    wait in its queue as it was last told (``told``)."""

    conn: Connection
    row: QueueRow
    timer: asyncio.TimerHandle | None = None
    offered: bool = False
    matched: float | None = None
    told: int = 0


class Matchmaker:
    """Quick match for one server process (the module's docstring).  ``seat_name(conn, given)`` is
    the name a connection sits under (:meth:`~.app.GameServer.seat_name`)."""

    def __init__(
        self,
        storage: Storage,
        options: Options,
        tables: Tables,
        seat_name: Callable[[Connection, str | None], str],
    ) -> None:
        self.store = QueueStore(storage)
        self.accounts = AccountStore(storage)
        self.options = options
        self.tables = tables
        self.seat_name = seat_name
        #: this process's connections waiting, by their row's id
        self.entries: dict[str, Entry] = {}
        self.by_conn: dict[Connection, Entry] = {}
        #: the processes sharing the database (None: a server of one process)
        self.bus: Bus | None = None
        self._buckets: dict[Connection, Bucket] = {}
        self._rounds: asyncio.Task[None] | None = None
        self._soon: asyncio.Handle | None = None

    def start(self) -> None:
        """Forget what a server of one process left in the queue, and start the rounds."""
        if self.bus is None:
            self.store.clear("")
        self._rounds = asyncio.ensure_future(self._keep())

    def close(self) -> None:
        if self._rounds is not None:
            self._rounds.cancel()
        for entry in self.entries.values():
            if entry.timer is not None:
                entry.timer.cancel()

    # -- requests ---------------------------------------------------------------------------------
    def handle(self, conn: Connection, message: p.ClientMessage) -> dict[str, Any] | None:
        """The reply to ``queue``, ``leave_queue`` or ``accept_cpus``; ServerError to refuse it."""
        ref = message.ref
        if isinstance(message, p.Queue):
            return {**self._queue(conn, message), "ref": ref}
        entry = self.by_conn.get(conn)
        if entry is None:
            raise ServerError("not_queued", "you are not in the queue")
        if isinstance(message, p.LeaveQueue):
            if not self.step_out(conn):
                raise ServerError("matched", "a table was found for you just now")
            return {"type": "left_queue", "ref": ref}
        if not entry.offered:
            raise ServerError("no_offer", "CPUs are offered once you have waited as long as you asked")
        if not self.store.accept(entry.row.id):
            raise ServerError("matched", "a table was found for you just now")
        self.soon()
        return {"type": "ok", "ref": ref} if ref is not None else None

    def _queue(self, conn: Connection, message: p.Queue) -> dict[str, Any]:
        if conn.account is None:
            raise ServerError("not_signed_in", "sign in (or play as a guest) to play a quick match")
        if conn in self.by_conn:
            raise ServerError("in_queue", "you are in the queue already: leave it first")
        partner = None
        if message.partner is not None:
            if message.ruleset != "classic":
                raise ServerError("bad_partner", "partners play the classic game")
            if conn.account_name is None:
                raise ServerError("not_named", "sign up to play with a partner")
            partner = name_key(message.partner)
            if partner == name_key(conn.account_name):
                raise ServerError("bad_partner", "choose someone else as your partner")
        name = self.seat_name(conn, message.name)
        rate = self.options.queue_rate
        if not self._buckets.setdefault(conn, Bucket(burst_of(rate), rate)).take():
            raise ServerError("queue_rate", "you joined the queue too often: wait a little")
        self.tables.leave(conn)
        if self.bus is not None:
            self.bus.leave(conn)
        rating = self.accounts.rating(conn.account, message.ruleset, self.options.season)
        row = QueueRow(
            secrets.token_hex(8),
            conn.account,
            message.ruleset,
            name,
            None if conn.account_name is None else name_key(conn.account_name),
            partner,
            NEW_MU if rating is None else rating.mu,
            time.time(),
            0,
            self._process,
            0 if self.bus is None else self.bus.number(conn),
            conn.address,
            conn.account_name,
        )
        try:
            place, waiting = self._join(row)
        except QueueFull as full:
            if full.everyone:
                raise ServerError("queue_full", "the queue is full: try again in a moment") from None
            raise ServerError("queue_full", "too many players from your address wait already") from None
        except Duplicate:
            raise ServerError("in_queue", "your account waits in the queue already") from None
        entry = Entry(conn, row, told=waiting)
        if message.cpu_fill_seconds is not None:
            loop = asyncio.get_running_loop()
            delay = message.cpu_fill_seconds * self.options.clock_scale  # (tests shorten every clock)
            entry.timer = loop.call_later(delay, self._offer, row.id)
        self.entries[row.id] = self.by_conn[conn] = entry
        self.soon()
        return {
            "type": "queued",
            "ruleset": message.ruleset,
            "partner": message.partner,
            "position": place,
            "waiting": waiting,
            "cpu_fill_seconds": message.cpu_fill_seconds,
        }

    def _join(self, row: QueueRow) -> tuple[int, int]:
        """Add ``row`` to the queue; with several processes, once more after dropping the rows of
        processes gone, if one of those held the account (or filled the address's share)."""
        bounds = (self.options.max_queue, self.options.queue_per_address)
        try:
            return self.store.join(row, *bounds)
        except (Duplicate, QueueFull):
            if self.bus is None:
                raise
            self.store.take(lambda _ruleset, _rows: [], self.bus.alive())
            return self.store.join(row, *bounds)

    def step_out(self, conn: Connection) -> bool:
        """Take ``conn`` out of the queue, if it waits; False if another process has just matched it
        (its ``match_found`` is on its way; after :data:`MATCHED_WAIT` seconds it is forgotten)."""
        entry = self.by_conn.get(conn)
        if entry is None:
            return True
        if entry.matched is None and not self.store.leave(entry.row.id):
            entry.matched = time.monotonic()
        if entry.matched is not None and time.monotonic() - entry.matched < MATCHED_WAIT:
            return False
        self._forget(entry)
        return True

    def gone(self, conn: Connection) -> None:
        """``conn`` closed: out of the queue."""
        entry = self.by_conn.get(conn)
        if entry is not None:
            with contextlib.suppress(StorageError):
                self.store.leave(entry.row.id)
            self._forget(entry)
        self._buckets.pop(conn, None)

    def _forget(self, entry: Entry) -> None:
        if entry.timer is not None:
            entry.timer.cancel()
        self.entries.pop(entry.row.id, None)
        self.by_conn.pop(entry.conn, None)

    def _offer(self, entry_id: str) -> None:
        entry = self.entries.get(entry_id)
        if entry is None:
            return
        entry.offered, entry.timer = True, None
        entry.conn.send(
            {
                "type": "queue_offer",
                "ruleset": entry.row.ruleset,
                "waited_ms": round((time.time() - entry.row.since) * 1000),
                "level": self.options.queue_cpu,
            }
        )

    def matched(self, entry_id: str, process: str, cid: int) -> None:
        """Another process seated this process's row ``entry_id`` at its table: the connection's
        frames go there from now on (or, if it has gone, that process is told)."""
        entry = self.entries.get(entry_id)
        if entry is None or entry.conn.closed is not None or self.bus is None:
            if self.bus is not None:
                self.bus.post(process, {"k": "gone", "p": self.bus.id, "c": cid, "dropped": True})
            return
        self._forget(entry)
        entry.conn.relay = process

    # -- rounds -----------------------------------------------------------------------------------
    def soon(self) -> None:
        """A round as soon as the loop is free (once, however often asked meanwhile)."""
        if self._soon is None:
            self._soon = asyncio.get_running_loop().call_soon(self._round)

    async def _keep(self) -> None:
        while True:
            await asyncio.sleep(ROUND_SECONDS)
            if self.entries:
                self._round()

    def _round(self) -> None:
        self._soon = None
        if not self.entries:
            return
        room = [self.options.max_tables - len(self.tables)]
        now = time.time()
        #: how many wait in each ruleset's queue once this round's tables are taken out
        left: dict[str, int] = {}

        def choose(ruleset: str, rows: Sequence[QueueRow]) -> list[tuple[QueueRow | None, ...]]:
            by_id = {row.id: row for row in rows}
            waiting = [Waiting(r.id, r.mu, now - r.since, r.name_key, r.partner, bool(r.fill)) for r in rows]
            band, growth = self.options.queue_band, self.options.queue_band_growth
            found = form(waiting, ruleset == "classic", start=band, growth=growth, limit=room[0])
            room[0] -= len(found)
            left[ruleset] = len(rows) - sum(1 for seats in found for key in seats if key is not None)
            return [tuple(None if key is None else by_id[key] for key in seats) for seats in found]

        try:
            alive = self.bus.alive() if self.bus is not None else None
            found = self.store.take(choose, alive)
        except StorageError as error:
            log.warning("quick match: the queue could not be read: %s", error)
            return
        for seats in found:
            try:
                self._open(seats, now)
            except Exception:  # one table failing to open leaves the others to open
                log.exception("quick match: a table could not be opened")
        self._tell_counts(left)

    def _tell_counts(self, left: dict[str, int]) -> None:
        """Send ``queue_status`` to each player of this process still waiting whose queue's count
        (``left``, as the round read it) differs from what they were last told."""
        for entry in self.entries.values():
            count = left.get(entry.row.ruleset)
            if count is None or count == entry.told or entry.matched is not None:
                continue
            entry.told = count
            entry.conn.send({"type": "queue_status", "ruleset": entry.row.ruleset, "waiting": count})

    def _open(self, seats: Sequence[QueueRow | None], now: float) -> None:
        """Open a table with the players of ``seats`` (None: a CPU) and start its game."""
        ruleset = next(row.ruleset for row in seats if row is not None)
        table = self.tables.open_matched(ruleset, self.options.queue_cpu)
        people: list[tuple[Member, str] | None] = []
        for row in seats:
            member = None if row is None else self._member(row)
            people.append(None if member is None or row is None else (member, row.name))
        tokens = table.seat_matched(people, self.options.queue_cpu)
        for index, (row, token) in enumerate(zip(seats, tokens, strict=True)):
            person = people[index]
            if row is None or person is None or token is None:
                continue
            if row.process != self._process and self.bus is not None:
                note = {"k": "matched", "p": self.bus.id, "e": row.id, "c": row.conn}
                self.bus.post(row.process, note)
            person[0].send(
                {
                    "type": "match_found",
                    "table": table.table_id,
                    "seat": index,
                    "token": token,
                    "code": table.code,
                    "ruleset": ruleset,
                    "waited_ms": round((now - row.since) * 1000),
                }
            )
        table.begin()

    @property
    def _process(self) -> str:
        return "" if self.bus is None else self.bus.id

    def _member(self, row: QueueRow) -> Member | None:
        """Who sits for ``row``: this process's connection, or another process's client; None if
        the connection has gone (a CPU sits instead)."""
        if row.process == self._process:
            entry = self.entries.get(row.id)
            if entry is None or entry.conn.closed is not None:
                return None
            self._forget(entry)
            return entry.conn
        if self.bus is None:
            return None
        return self.bus.remote(row.process, row.conn, row.address, row.account, row.account_name)
