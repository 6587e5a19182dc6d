"""Several server processes, one service, sharing one PostgreSQL database (docs/online.md, "Several
processes, one service").  PostgreSQL is the only shared component: no process talks to another
except through it.

- **Who runs a table**: the process holding its lease (:mod:`.leases`).  It alone advances the table,
  runs its timers (CPU turns, the take-over after a drop, the turn clock, the lobby's grace) and
  stores its actions, each committed before it is acknowledged, as with one process.
- **Any process serves any table**: a client connected to another process has its frames checked
  there as usual, then passed to the table's process in a notification (``NOTIFY``); the table's
  process handles them for a :class:`~.relay.RemoteConnection` and what it makes for that client
  (its seat's own view) goes back the same way.  Notifications are sent in one transaction per turn
  of the event loop, after the action they tell of was committed; from one process they arrive in
  the order sent.
- **No table dies with its process**: a process that dies stops renewing its leases; within
  :attr:`~.pg_storage.PostgresStorage.lease_seconds` and a second another process claims each table,
  restores it from its last committed action (people away, CPUs taking over as after a restart) and
  tells every process, which closes its clients of the dead process's tables (close code 1012):
  they reconnect by themselves, and reclaim their seats with their tokens, now at the new process.
- **The lobby** is every process's: each publishes its listed tables' summaries in the database,
  and any process finds a table by id or invitation code there.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from typing import TYPE_CHECKING, Any, Protocol

from ..online import protocol as p
from ..online.names import name_key
from .buckets import Bucket
from .leases import Leases
from .listener import Listener
from .lobby import listed
from .options import burst_of
from .relay import RemoteConnection
from .storage import StorageError
from .whereabouts import SharedWhereabouts

if TYPE_CHECKING:
    from .accounts import Accounts
    from .admission import Gate
    from .connection import Connection
    from .friends import Social
    from .matchmaker import Matchmaker
    from .options import Options
    from .pg_storage import PostgresStorage
    from .tables import Tables

log = logging.getLogger("jackaroo.server")

#: the close code of a client whose table moved to another process (WebSocket "service restart")
CLOSE_MOVED = 1012
#: the channel every process listens to (besides its own)
EVERYONE = "jackaroo_all"
#: seconds between two renewals of the leases (a third of their length)
TICK_SECONDS = 1.0
#: notifications kept while the database is away
MAX_WAITING = 10_000
#: seconds after the database is back before tables are taken from processes that seem gone
#: (a lease, 3 s, and a renewal: every live process has renewed its leases and listens by then)
SETTLE_SECONDS = 4.0
#: messages about one table: they go to the process that runs it
_AT_TABLE = (
    p.Chat, p.SetSeat, p.SetTable, p.MoveSeat, p.SwapSeats, p.Back, p.Shown, p.Ready, p.Act, p.Rematch,
    p.GetRecord, p.Leave, p.Invite, p.Report,
)  # fmt: skip


class Served(Protocol):
    """What the cluster needs of its process's server (:class:`~.app.GameServer` is one)."""

    @property
    def tables(self) -> Tables:
        """The tables this process runs."""

    @property
    def options(self) -> Options:
        """The resource budget."""

    @property
    def gate(self) -> Gate:
        """Who may connect, and what ``/healthz`` answers."""

    @property
    def accounts(self) -> Accounts:
        """The account requests of this process's connections."""

    @property
    def social(self) -> Social:
        """The friends of this process's connections."""

    @property
    def matchmaker(self) -> Matchmaker:
        """Quick match for this process's connections."""

    def receive(self, conn: Connection, frame: str | bytes) -> None:
        """Check and carry out one frame of ``conn``."""


def channel_of(process: str) -> str:
    return f"jackaroo_{process}"


class Cluster:
    """This process (``id``, random) among those sharing ``storage``'s database, for ``server``."""

    def __init__(self, server: Served, storage: PostgresStorage) -> None:
        self.server = server
        self.storage = storage
        self.id = secrets.token_hex(6)
        storage.owner = self.id
        self.leases = Leases(storage)
        #: relayed clients of this process, by the number their table's process knows them by
        self.relayed: dict[int, Connection] = {}
        #: clients of other processes at this process's tables, by (process, number)
        self.remotes: dict[tuple[str, int], RemoteConnection] = {}
        self.takeovers = 0
        self._numbers = iter(range(1, 2**62))
        self._outgoing: list[tuple[str, dict[str, Any]]] = []
        self._dirty: set[str] = set()
        self._listing: tuple[float, list[dict[str, Any]]] | None = None
        self._tasks: list[asyncio.Task[None]] = []
        server.tables.on_listed = lambda table: self._dirty.add(table.table_id)
        server.tables.on_gone = self._gone
        server.matchmaker.bus = self
        server.accounts.on_ended = lambda account, session, keep: self.post(
            "", {"k": "signout", "p": self.id, "u": account, "s": session, "keep": keep}
        )
        social = server.social
        social.on_notice = lambda account, note: self.post(
            "", {"k": "social", "p": self.id, "u": account, "m": note}
        )
        members = lambda: [*social.connections, *self.remotes.values()]  # noqa: E731
        self.whereabouts = SharedWhereabouts(storage, self.id, members)
        social.whereabouts = self.whereabouts
        #: this process's connection listening to the others (``/healthz`` says 503 while it is not)
        self.listener = Listener(
            storage.url,
            self.id,
            (channel_of(self.id), EVERYONE),
            storage.available,
            self._receive,
            lambda: self._drop_everyone_relayed("the server lost its database for a moment: reconnect"),
        )
        server.gate.unhealthy = self.unhealthy

    async def start(self) -> None:
        """Listen, claim the tables nobody runs, and keep the leases from now on."""
        self._tasks = [asyncio.ensure_future(self.listener.run()), asyncio.ensure_future(self._keep())]
        await asyncio.wait_for(self.listener.ready.wait(), 30)

    # -- the relay: clients of this process at tables of others ------------------------------------
    def forwards(self, conn: Connection, message: p.ClientMessage, frame: str) -> bool:
        """Pass ``frame`` (checked as ``message``) to the process running the table it concerns, if
        that is another; False: this process handles it."""
        target: str | None = None
        if isinstance(message, (p.JoinTable, p.Spectate, p.Reclaim)):
            code = getattr(message, "code", None)
            tables = self.server.tables
            here = code in tables.codes if code is not None else message.table in tables.by_id
            if not here:
                place = self.leases.locate(message.table, code)
                if place is not None and place.owner is None:  # nobody runs it: this process will
                    if self.settled():  # (not yet: its process may be coming back from an outage)
                        self._claim(1, place.table_id)
                        place = self.leases.locate(message.table, code)
                    if place is not None and place.owner is None:
                        conn.error("moving", "the table is moving to another server: try again", message.ref)
                        return True
                if place is not None and place.owner != self.id:
                    target = place.owner
            if target != conn.relay:
                self.leave(conn)
            if target is not None:
                tables.leave(conn)
        elif isinstance(message, p.CreateTable):
            self.leave(conn)
        elif isinstance(message, _AT_TABLE):
            target = conn.relay
        if target is None:
            return False
        self.number(conn)
        conn.relay = target
        request = {"k": "req", "p": self.id, "c": conn.relay_id, "a": conn.address, "f": frame}
        self.post(target, {**request, "u": conn.account, "n": conn.account_name})
        return True

    def number(self, conn: Connection) -> int:
        """``conn``'s number among this process's relayed clients (given one if it has none)."""
        if conn.relay_id == 0:
            conn.relay_id = next(self._numbers)
            self.relayed[conn.relay_id] = conn
        return conn.relay_id

    def leave(self, conn: Connection, *, dropped: bool = False) -> None:
        """``conn`` is no longer at a table of another process (it left, went elsewhere, dropped)."""
        if conn.relay is not None:
            self.post(conn.relay, {"k": "gone", "p": self.id, "c": conn.relay_id, "dropped": dropped})
            conn.relay = None

    def closed(self, conn: Connection) -> None:
        """``conn``'s connection has ended."""
        self.leave(conn, dropped=True)
        self.relayed.pop(conn.relay_id, None)

    # -- the bus ----------------------------------------------------------------------------------
    def post(self, process: str, payload: dict[str, Any]) -> None:
        """Send ``payload`` to ``process`` ("": every process) with the others of this turn of the loop."""
        if not self._outgoing:
            asyncio.get_running_loop().call_soon(self._flush)
        self._outgoing.append((channel_of(process) if process else EVERYONE, payload))

    def _flush(self) -> None:
        """Send what waits; if the database refuses, again in a moment (in order), and past
        :data:`MAX_WAITING` messages drop them: the clients concerned are cut off from their table
        by then, and resynchronise when they reconnect."""
        batch, self._outgoing = self._outgoing, []
        try:
            self.leases.notify(batch)
        except StorageError as error:
            if len(batch) > MAX_WAITING:
                log.warning("dropped %d notifications: %s", len(batch), error)
                return
            if not self._outgoing:
                asyncio.get_running_loop().call_later(TICK_SECONDS / 2, self._flush)
            self._outgoing[:0] = batch

    def _receive(self, payload: dict[str, Any]) -> None:
        kind = payload.get("k")
        if kind == "outbox":
            taken = self.leases.take(payload["id"])
            if taken is not None:
                self._receive(taken)
        elif kind in ("msg", "close"):
            conn = self.relayed.get(payload["c"])
            if conn is None:
                return
            if kind == "msg":
                conn.send(payload["m"])
            else:
                conn.close(payload["code"], payload["reason"])
        elif kind == "req":
            self._request(payload)
        elif kind == "matched":  # quick match seated a client of this process at another's table
            self.server.matchmaker.matched(payload["e"], payload["p"], payload["c"])
        elif kind == "signout" and payload["p"] != self.id:
            accounts = self.server.accounts
            accounts.sessions_ended(payload["u"], session=payload["s"], keep=payload["keep"], here_only=True)
        elif kind == "social" and payload["p"] != self.id:
            self.server.social.deliver(payload["u"], payload["m"], here_only=True)
        elif kind == "gone":
            remote = self.remotes.pop((payload["p"], payload["c"]), None)
            if remote is not None and remote.table is not None:
                table, remote.table = remote.table, None
                table.leave(remote, dropped=payload["dropped"])
        elif kind == "lost":
            owners = set(payload["owners"])
            for conn in [c for c in self.relayed.values() if c.relay in owners]:
                conn.relay = None
                conn.close(CLOSE_MOVED, "the table moved to another server process: reconnect")

    def _request(self, payload: dict[str, Any]) -> None:
        """A client of another process asks something of a table here: handled as for a client
        of this process (the reply and what it causes go back to it)."""
        remote = self.remote(payload["p"], payload["c"], payload["a"], payload.get("u"), payload.get("n"))
        self.server.receive(remote, payload["f"])

    def remote(
        self, process: str, cid: int, address: str, account: str | None, account_name: str | None
    ) -> RemoteConnection:
        """Client ``cid`` of ``process`` (from ``address``, signed in to ``account``) as this
        process's tables see it: made the first time it asks for something here."""
        remote = self.remotes.get((process, cid))
        if remote is None:
            options = self.server.options
            remote = RemoteConnection(
                process,
                cid,
                address,
                self.post,
                burst=options.burst,
                rate=options.rate,
                chats=Bucket(burst_of(options.chat_rate), options.chat_rate),
            )
            self.remotes[(process, cid)] = remote
        remote.account, remote.account_name = account, account_name
        return remote

    def alive(self) -> set[str]:
        """The processes sharing the database now."""
        return self.leases.alive()

    def _drop_everyone_relayed(self, why: str) -> None:
        for conn in list(self.relayed.values()):
            conn.relay = None
            conn.close(CLOSE_MOVED, why)
        for remote in list(self.remotes.values()):
            if remote.table is not None:
                table, remote.table = remote.table, None
                table.leave(remote, dropped=True)
        self.remotes.clear()

    # -- the leases -------------------------------------------------------------------------------
    async def _keep(self) -> None:
        """Every :data:`TICK_SECONDS`: renew the leases, let go the tables lost, claim those nobody
        runs, publish what the lobby lists."""
        while True:
            try:
                self.tick()
            except StorageError as error:
                log.warning("could not renew the leases: %s", error)
            await asyncio.sleep(TICK_SECONDS)

    def tick(self) -> None:
        tables = self.server.tables
        held = self.leases.renew()
        for table_id in [t for t in tables.by_id if t not in held]:
            log.warning("table %s: its lease was lost; another process runs it now", table_id)
            tables.let_go(tables.by_id[table_id], "the table moved to another server process: reconnect")
        if self.settled():
            self._tend_others()
        self._publish()
        self.whereabouts.publish()

    def settled(self) -> bool:
        """Whether the database has answered long enough for every live process to have renewed
        its leases and listened again (:data:`SETTLE_SECONDS` since it came back): until then, a
        table whose lease ran out during the outage, or a process not listening yet, is not taken
        for one that died."""
        back = self.storage.available.back_at
        return not back or time.monotonic() - back >= SETTLE_SECONDS

    def unhealthy(self) -> str | None:
        """Why this process cannot serve now (``/healthz`` answers 503), or None."""
        if not self.storage.available.up:
            return "the database is unavailable"
        return None if self.listener.listening else "not listening to the other processes yet"

    def _tend_others(self) -> None:
        """Claim the tables nobody runs; close the relayed clients of processes that are gone and
        drop the clients of those processes at this process's tables."""
        self._claim(50)
        alive = self.leases.alive()
        for conn in [c for c in self.relayed.values() if c.relay is not None and c.relay not in alive]:
            conn.relay = None
            conn.close(CLOSE_MOVED, "the table's server process stopped: reconnect")
        for key in list(self.remotes):
            if key[0] not in alive:  # its process is gone: the person dropped
                self._receive({"k": "gone", "p": key[0], "c": key[1], "dropped": True})

    def _claim(self, limit: int, table_id: str | None = None) -> None:
        """Run here at most ``limit`` tables nobody runs (``table_id`` only, if given), within this
        process's ``max_tables``; tell every process whose clients were at the old processes."""
        tables = self.server.tables
        room = min(limit, self.server.options.max_tables - len(tables))
        if room <= 0:
            return
        stored, owners = self.leases.claim(room, table_id)
        for table in stored:
            if table.table_id not in tables.by_id:
                log.info("table %s: taken over (process %s)", table.table_id, self.id)
                tables.adopt(table)
                self.takeovers += 1
        if owners:
            self.post("", {"k": "lost", "owners": sorted(owners)})

    def _publish(self) -> None:
        dirty, self._dirty = self._dirty, set()
        tables = self.server.tables
        changes = []
        for table_id in dirty:
            table = tables.by_id.get(table_id)
            if table is not None:
                shown = listed(table)
                entry = {**table.summary(), "host_name": table.seats[table.host].name} if shown else None
                changes.append((table_id, entry))
        if changes:
            self.leases.publish(changes)

    def _gone(self, table_id: str, over: bool) -> None:
        """Table ``table_id`` went from this process (closed when ``over``; else handed over)."""
        with contextlib.suppress(StorageError):
            self.leases.release([table_id], closed=over)

    def page(self, offset: int, limit: int, host: str | None) -> dict[str, Any]:
        """The lobby's list of every process's tables (as :meth:`~.lobby.Listing.page`), read from
        the database at most once a second."""
        now = asyncio.get_running_loop().time()
        if self._listing is None or now - self._listing[0] >= 1.0:
            rows = sorted(self.leases.listing(), key=lambda s: (s["open_seats"] == 0, -s["created"]))
            self._listing = (now, rows)
        rows = self._listing[1]
        if host is not None:
            rows = [s for s in rows if name_key(s["host_name"]) == name_key(host)]
        shown = [{k: v for k, v in s.items() if k not in ("created", "host_name")} for s in rows]
        return {"tables": shown[offset : offset + limit], "total": len(rows), "offset": offset}

    def stats(self) -> dict[str, Any]:
        """What ``stats`` adds for a process of several: its ``process`` id, the ``takeovers`` of
        tables it claimed from others, ``relayed`` (its clients at other processes' tables) and
        ``remote`` (other processes' clients at its tables) connections, and the database's
        ``db_up``, ``db_outages`` and ``db_down_s`` (:meth:`~.availability.Availability.figures`)."""
        relayed = sum(1 for conn in self.relayed.values() if conn.relay is not None)
        return {
            "process": self.id,
            "takeovers": self.takeovers,
            "relayed": relayed,
            "remote": len(self.remotes),
            **self.storage.available.figures(),
        }

    def close(self) -> None:
        """Hand every table of this process over (another claims it at once) and stop."""
        for task in self._tasks:
            task.cancel()
        with contextlib.suppress(StorageError):
            self.leases.release(list(self.server.tables.by_id), closed=False)
