"""The game server: WebSocket connections in, tables' messages out (docs/protocol.md).

:class:`GameServer` owns every table and its :class:`~jackaroo.model.game.Game`; clients only send
action notation.  Each frame is checked whole by :func:`jackaroo.online.protocol.decode` (msgspec)
before anything reads it; a refused frame gets an ``error`` and changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..online import protocol as p
from .connection import CLOSE_POLICY, CLOSE_VERSION, Connection
from .options import Options
from .seats import ServerError, new_invite_code, new_table_id
from .storage import Storage
from .table import Table

if TYPE_CHECKING:
    import ssl

log = logging.getLogger("jackaroo.server")

#: tables one server holds at most (a connection can open only one at a time)
MAX_TABLES = 5000
#: public tables listed at most per ``list_tables``
MAX_LISTED = 100


def rss_mb() -> float:
    """This process's resident memory in MiB (from /proc; the peak from getrusage elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class GameServer:
    """Every table of one server process, restored from ``storage`` at start.

    ``rng`` seeds the tables' games and CPU players (never the global generator); ``options`` are the
    take-over and CPU delays.
    """

    def __init__(self, storage: Storage, options: Options, rng: random.Random) -> None:
        self.storage = storage
        self.options = options
        self.rng = rng
        self.tables: dict[str, Table] = {}
        self.codes: dict[str, Table] = {}
        self.connections: set[Connection] = set()
        #: how long the latest accepted actions took to check, store and send out, in seconds
        self.act_seconds: deque[float] = deque(maxlen=10_000)
        #: how late the event loop ran a timer set for every 100 ms, in seconds (its latest 3,000)
        self.loop_lag: deque[float] = deque(maxlen=3_000)
        self._lag_watch: asyncio.Task[None] | None = None

    def stats(self) -> dict[str, Any]:
        """``tables``, ``connections``, ``rss_mb``, ``act_ms_p50`` / ``act_ms_p99``: the time the server
        spent on each of its latest 10,000 accepted actions (check, store, queue to send), and
        ``loop_lag_ms_p99``: how late its event loop has been (queueing for the CPU shows here)."""
        return {
            "tables": len(self.tables),
            "connections": len(self.connections),
            "rss_mb": round(rss_mb(), 1),
            "act_ms_p50": _ms(self.act_seconds, 0.5),
            "act_ms_p99": _ms(self.act_seconds, 0.99),
            "loop_lag_ms_p99": _ms(self.loop_lag, 0.99),
        }

    async def _watch_lag(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            due = loop.time() + 0.1
            await asyncio.sleep(0.1)
            self.loop_lag.append(max(0.0, loop.time() - due))

    def restore(self) -> None:
        """Load every stored table (call on the running loop: take-over timers start now)."""
        for stored in self.storage.load_tables():
            table = Table.restore(
                stored, self.storage, self.options, random.Random(self.rng.randrange(2**32))
            )
            self.tables[table.table_id] = table
            self.codes[table.code] = table
            table.on_game_over = self._forget_if_empty
        log.info("restored %d tables", len(self.tables))

    async def serve(
        self, host: str, port: int, ssl_context: ssl.SSLContext | None = None, **kwargs: Any
    ) -> Server:
        """Start listening (port 0: any free port, see ``server.sockets``)."""
        self.restore()
        self._lag_watch = asyncio.ensure_future(self._watch_lag())
        return await serve(
            self.handle,
            host,
            port,
            ssl=ssl_context,
            max_size=p.MAX_FRAME,
            max_queue=16,
            compression=None,
            **kwargs,
        )

    # -- one connection ---------------------------------------------------------------------------
    async def handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws, burst=self.options.burst, rate=self.options.rate)
        self.connections.add(conn)
        try:
            async for frame in ws:
                self.receive(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            if conn.table is not None:
                conn.table.leave(conn, dropped=True)
                self._forget_if_empty(conn.table)
            await conn.finish()

    def receive(self, conn: Connection, frame: str | bytes) -> None:
        """Check and carry out one frame; anything refused is answered with an ``error``."""
        if not conn.messages.take():
            conn.refused += 1
            if conn.refused >= Connection.MAX_REFUSED:
                conn.close(CLOSE_POLICY, "flood: too many messages")
            else:
                conn.error("rate_limited", "too many messages: slow down", p.ref_of(frame))
            return
        conn.refused = 0
        if isinstance(frame, bytes):
            conn.error("bad_message", "send JSON text frames, not binary ones")
            return
        try:
            message = p.decode(frame)
        except msgspec.ValidationError as error:  # (a DecodeError too: this test first)
            conn.error("bad_message", _readable(str(error)))
            return
        except msgspec.DecodeError as error:
            conn.error("bad_json", f"not JSON: {error}")
            return
        try:
            self.dispatch(conn, message)
        except ServerError as error:
            conn.error(error.code, error.message, message.ref)
        except Exception:  # a fault of the server's own: logged, the request refused, others served
            log.exception("failed on %r", message)
            conn.error("internal", "the server failed on this request", message.ref)

    def dispatch(self, conn: Connection, message: p.ClientMessage) -> None:
        """Carry out a checked message; raises ServerError to refuse it."""
        if isinstance(message, p.Hello):
            if message.version != p.VERSION:
                conn.error("bad_version", f"this server speaks protocol version {p.VERSION}", message.ref)
                conn.close(CLOSE_VERSION, "unsupported protocol version")
                return
            conn.greeted = True
            conn.send({"type": "welcome", "version": p.VERSION, "ref": message.ref})
            return
        if not conn.greeted:
            raise ServerError("hello_first", "say hello (with the protocol version) first")
        match message:
            case p.ListTables():
                listed = [t.summary() for t in self.tables.values() if not t.private and t.status != "over"]
                conn.send({"type": "tables", "tables": listed[:MAX_LISTED], "ref": message.ref})
            case p.Stats():
                conn.send({"type": "stats", **self.stats(), "ref": message.ref})
            case p.CreateTable():
                self._create(conn, message)
            case p.JoinTable():
                table = self._find(message.table, message.code)
                self._leave_current(conn)
                conn.name = message.name
                token = table.sit(conn, message.name, message.seat)
                self._joined(conn, table, token, message.ref)
            case p.Spectate():
                table = self._find(message.table, message.code)
                self._leave_current(conn)
                conn.name, conn.table = message.name, table
                table.watch(conn)
            case p.Reclaim():
                self._reclaim(conn, message)
            case p.Chat():
                table = self._table_of(conn)
                if not conn.chats.take():
                    raise ServerError("chat_rate", "too many chat lines: wait a little")
                table.chat(conn, message.text)
                _ok(conn, message.ref)
            case p.SetSeat():
                self._table_of(conn).set_seat(conn, message.seat, message.kind)
                _ok(conn, message.ref)
            case p.Ready():
                self._table_of(conn).ready(conn, message.ready)
                _ok(conn, message.ref)
            case p.Act():  # acknowledged by the ``played`` message, which carries the ref
                began = time.perf_counter()
                self._table_of(conn).act(conn, message.ply, message.action, message.ref)
                self.act_seconds.append(time.perf_counter() - began)
            case p.Rematch():
                self._table_of(conn).rematch(conn)
                _ok(conn, message.ref)
            case p.GetRecord():
                record = self._table_of(conn).record_json()
                conn.send({"type": "record", "record": record, "ref": message.ref})
            case p.Leave():
                self._leave_current(conn)
                conn.send({"type": "left", "ref": message.ref})

    # -- tables -----------------------------------------------------------------------------------
    def _create(self, conn: Connection, message: p.CreateTable) -> None:
        if len(self.tables) >= MAX_TABLES:
            raise ServerError("full", "this server holds as many tables as it can")
        self._leave_current(conn)
        table_id = new_table_id()
        while table_id in self.tables:
            table_id = new_table_id()
        code = new_invite_code()
        while code in self.codes:
            code = new_invite_code()
        table = Table(
            table_id,
            self.storage,
            self.options,
            random.Random(self.rng.randrange(2**32)),
            ruleset=message.ruleset,
            private=message.private,
            code=code,
            takeover=message.takeover,
        )
        self.tables[table_id] = table
        self.codes[code] = table
        table.on_game_over = self._forget_if_empty
        conn.name = message.name
        token = table.sit(conn, message.name, 0)
        self._joined(conn, table, token, message.ref)

    def _reclaim(self, conn: Connection, message: p.Reclaim) -> None:
        table = self.tables.get(message.table)
        if table is None:
            raise ServerError("no_table", "there is no such table")
        if conn.table is not table:
            self._leave_current(conn)
        table.reclaim(conn, message.token)
        conn.table = table
        conn.send({"type": "joined", "table": table.table_id, "seat": conn.seat, "ref": message.ref})
        conn.send(table.table_message(conn))

    def _joined(self, conn: Connection, table: Table, token: str, ref: int | None) -> None:
        conn.table = table
        conn.send(
            {
                "type": "joined",
                "table": table.table_id,
                "seat": conn.seat,
                "token": token,
                "code": table.code,
                "ref": ref,
            }
        )
        conn.send(table.table_message(conn))

    def _find(self, table_id: str | None, code: str | None) -> Table:
        table: Table | None
        if code is not None:
            table = self.codes.get(code)
        elif table_id is not None:
            table = self.tables.get(table_id)
            if table is not None and table.private:
                table = None  # a private table is found by its invitation code only
        else:
            raise ServerError("bad_message", "name a table or an invitation code")
        if table is None:
            raise ServerError("no_table", "there is no such table (a private one needs its invitation code)")
        return table

    def _table_of(self, conn: Connection) -> Table:
        if conn.table is None:
            raise ServerError("not_at_table", "join or create a table first")
        return conn.table

    def _leave_current(self, conn: Connection) -> None:
        table = conn.table
        if table is not None:
            table.leave(conn, dropped=False)
            conn.table = None
            self._forget_if_empty(table)

    def _forget_if_empty(self, table: Table) -> None:
        """A table nobody is at any more is closed: before its first game once no person holds a
        seat, after a game once nobody is connected (its records stay in storage)."""
        lobby_empty = table.match is None and not any(s.is_human for s in table.seats)
        over_empty = table.match is not None and table.match.is_over
        if not table.members() and (lobby_empty or over_empty):
            table.close()
            self.tables.pop(table.table_id, None)
            self.codes.pop(table.code, None)

    def close(self) -> None:
        if self._lag_watch is not None:
            self._lag_watch.cancel()
        for table in self.tables.values():
            table.close()


def _ms(seconds: deque[float], q: float) -> float:
    """The ``q`` quantile of ``seconds`` in milliseconds (0.0 if empty)."""
    ordered = sorted(seconds)
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * q))] * 1000, 3) if ordered else 0.0


def _ok(conn: Connection, ref: int | None) -> None:
    """Acknowledge a request that has no other reply (only when the client numbered it)."""
    if ref is not None:
        conn.send({"type": "ok", "ref": ref})


def _readable(error: str) -> str:
    """msgspec's message, with its pattern of forbidden characters said in words."""
    if "matching regex '^[^" in error:
        return "control or direction characters are not allowed" + error[error.rfind(" - at") :]
    return error
