"""The game server: WebSocket connections in, tables' messages out (docs/protocol.md).

:class:`GameServer` owns every table and its :class:`~jackaroo.model.game.Game`; clients only send
action notation.  Each frame is checked whole by :func:`jackaroo.online.protocol.decode` (msgspec)
before anything reads it; a refused frame gets an ``error`` and changes nothing.  Every resource a
stranger can make it hold is bounded (:class:`~.options.Options`, docs/online.md's budget): the
connections (:mod:`.admission`), each one's unsent bytes (:mod:`.connection`), the tables and the
lobby's list (:mod:`.tables`, :mod:`.lobby`), spectators and chat (:mod:`.table`).
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import deque
from typing import TYPE_CHECKING, Any

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from ..online import protocol as p
from ..online.names import NameRefused, clean_name
from .accounts import Accounts
from .addresses import AddressBook, address_key
from .admission import Gate, GuardedConnection
from .buckets import Bucket, take_all
from .connection import CLOSE_POLICY, CLOSE_VERSION, Connection, error_message
from .control import control_response
from .friends import Social
from .matchmaker import LEAVES_QUEUE, Matchmaker
from .metrics import metrics_for, metrics_response
from .options import Options, burst_of
from .process_figures import cpu_seconds, peak_rss_mb, quantile_ms, rss_mb
from .seats import ServerError
from .storage import Storage, StorageError
from .tables import Tables

if TYPE_CHECKING:
    import ssl
    from collections.abc import Callable

    from .cluster import Cluster
    from .table import Table

log = logging.getLogger("jackaroo.server")
#: the WebSocket library's log of the server's connections: never below INFO (every frame, passwords
#: and tokens included)
connections_log = logging.getLogger("jackaroo.server.connections")
connections_log.setLevel(logging.INFO)
#: frames of one connection that may wait while its account request is worked on
MAX_WAITING = 16


class GameServer:
    """Every table of one server process, restored from ``storage`` at start.  ``rng`` seeds the
    tables' games and CPUs (never the global generator); ``options``: the delays and the budget."""

    def __init__(self, storage: Storage, options: Options, rng: random.Random) -> None:
        self.options = options
        self.book = AddressBook(options)
        self.gate = Gate(options, self.book)
        #: actions accepted so far
        self.actions = 0
        #: the figures for Prometheus (None without prometheus_client)
        self.metrics = metrics_for(self)
        self.storage = storage if self.metrics is None else self.metrics.timed(storage)
        self.tables = Tables(self.storage, options, rng, self.book)
        self.connections: set[Connection] = set()
        self.accounts = Accounts(storage, options, self.connections)
        self.social = Social(storage, options, self.connections)
        self.social.watch = lambda conn, spectate: self._handle(conn, p.encode(spectate))
        self.matchmaker = Matchmaker(self.storage, options, self.tables, self.seat_name)
        self._account_tasks: set[asyncio.Future[None]] = set()
        #: how long the latest accepted actions took to check, store and send out, in seconds
        self.act_seconds: deque[float] = deque(maxlen=10_000)
        #: how late the event loop ran a timer set for every 100 ms, in seconds (its latest 3,000)
        self.loop_lag: deque[float] = deque(maxlen=3_000)
        #: connections the server closed, by the reason's first word (too slow, flood, no hello...)
        self.closed: dict[str, int] = {}
        self._lag_watch: asyncio.Task[None] | None = None
        self._stats: tuple[float, dict[str, Any]] | None = None  # (when, what)
        #: the other processes sharing the database, if it is PostgreSQL (:mod:`.cluster`)
        self.cluster: Cluster | None = None
        self.on_end: Callable[[], None] | None = None  # (the host ended every table: control.py)

    def stats(self) -> dict[str, Any]:
        """``tables``, ``connections``, ``playing`` (seated connections), ``rss_mb``, ``rss_peak_mb``
        (resident memory now, at most), ``cpu_s`` (processor time so far), ``act_ms_p50`` / ``_p99``
        (each of the latest 10,000 accepted actions: check, store, queue), ``loop_lag_ms_p99``, ``refused``
        (cut at accept or handshake), ``closed`` (by reason); at most once a second (sorting costs)."""
        now = time.monotonic()
        if self._stats is None or now - self._stats[0] >= 1.0:
            self._stats = (
                now,
                {
                    "tables": len(self.tables),
                    "connections": len(self.connections),
                    "playing": sum(1 for conn in self.connections if conn.seat is not None),
                    "rss_mb": round(rss_mb(), 1),
                    "rss_peak_mb": round(peak_rss_mb(), 1),
                    "cpu_s": round(cpu_seconds(), 3),
                    "act_ms_p50": quantile_ms(self.act_seconds, 0.5),
                    "act_ms_p99": quantile_ms(self.act_seconds, 0.99),
                    "loop_lag_ms_p99": quantile_ms(self.loop_lag, 0.99),
                    "refused": self.gate.refused,
                    "closed": dict(self.closed),
                    **(self.cluster.stats() if self.cluster is not None else {}),
                },
            )
        return self._stats[1]

    async def _housekeeping(self) -> None:
        """Every 100 ms: how late the loop ran; every 10 s: forget idle addresses."""
        loop = asyncio.get_running_loop()
        ticks = 0
        while True:
            due = loop.time() + 0.1
            await asyncio.sleep(0.1)
            self.loop_lag.append(max(0.0, loop.time() - due))
            ticks += 1
            if ticks % 20 == 0:  # every 2 s: sessions ended elsewhere (the admin), limits refilled
                self.accounts.sweep()
                self.social.sweep()
            if ticks % 100 == 0:
                self.book.sweep()

    async def serve(
        self, host: str, port: int, ssl_context: ssl.SSLContext | None = None, **kwargs: Any
    ) -> Server:
        """Start listening (port 0: any free port, see ``server.sockets``)."""
        if self.cluster is None:
            self.tables.restore()
        else:
            await self.cluster.start()
        self.matchmaker.start()
        self._lag_watch = asyncio.ensure_future(self._housekeeping())
        return await serve(
            self.handle,
            host,
            port,
            ssl=ssl_context,
            max_size=p.MAX_FRAME,
            max_queue=16,
            compression=None,
            open_timeout=self.options.hello_seconds,
            write_limit=16 * 1024,
            create_connection=self.gate.connection_class(),
            logger=connections_log,
            process_request=self._process_request,
            **kwargs,
        )

    def _process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        """``/metrics`` (Prometheus), ``/control/…`` (the hosting app: :mod:`.control`), else the gate."""
        if request.path == "/metrics":
            return metrics_response(self.metrics, connection)
        return control_response(self, connection, request) or self.gate.process_request(connection, request)

    def figures(self) -> dict[str, Any]:
        """What the metrics read when scraped (:mod:`.metrics`)."""
        states = {"lobby": 0, "playing": 0, "over": 0}
        for table in self.tables.values():
            states[table.status] += 1
        return {
            "connections": len(self.connections),
            "tables": states,
            "refused": self.gate.refused,
            "loop_lag_seconds": quantile_ms(self.loop_lag, 0.99) / 1000,
            **(self.cluster.stats() if self.cluster is not None else {}),
        }

    # -- one connection ---------------------------------------------------------------------------
    async def handle(self, ws: ServerConnection) -> None:
        if isinstance(ws, GuardedConnection):
            address = ws.address
        else:
            address = address_key(str(ws.remote_address[0]) if ws.remote_address else "")
        options = self.options
        conn = Connection(
            ws,
            address=address,
            burst=options.burst,
            rate=options.rate,
            chats=Bucket(burst_of(options.chat_rate), options.chat_rate),
            max_unsent=options.max_unsent,
        )
        self.connections.add(conn)
        hello_due = asyncio.get_running_loop().call_later(options.hello_seconds, self._hello_due, conn)
        try:
            async for frame in ws:
                self.receive(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            hello_due.cancel()
            self.connections.discard(conn)
            if conn.closed is not None:
                reason = conn.closed[1].split(":")[0]
                self.closed[reason] = self.closed.get(reason, 0) + 1
            if conn.table is not None:
                conn.table.leave(conn, dropped=True)
                conn.table = None
            self.matchmaker.gone(conn)
            if self.cluster is not None:
                self.cluster.closed(conn)
            await conn.finish()

    def _hello_due(self, conn: Connection) -> None:
        if not conn.greeted:
            conn.close(CLOSE_POLICY, f"no hello: say hello within {self.options.hello_seconds:g} s", now=True)

    def receive(self, conn: Connection, frame: str | bytes) -> None:
        """Check and carry out one frame; anything refused is answered with an ``error``.  The reply
        (or error) comes before any other message the frame causes for this connection."""
        if not take_all(conn.messages, self.book.get(conn.address).messages):
            conn.refused += 1
            if conn.refused >= Connection.MAX_REFUSED:
                conn.close(CLOSE_POLICY, "flood: too many messages")
            else:
                conn.error("rate_limited", "too many messages: slow down", p.ref_of(frame))
            return
        conn.refused = 0
        if conn.busy:  # an account request is being worked on: this frame waits its turn
            if len(conn.waiting) >= MAX_WAITING:
                conn.error("rate_limited", "too many messages: wait for the reply", p.ref_of(frame))
            else:
                conn.waiting.append(frame)
            return
        self._handle(conn, frame)

    def _handle(self, conn: Connection, frame: str | bytes) -> None:
        """Decode and carry out one frame that passed the rate limits."""
        if isinstance(frame, bytes):
            conn.error("bad_message", "send JSON text frames, not binary ones", p.ref_of(frame))
            return
        try:
            message = p.decode(frame)
        except msgspec.ValidationError as error:  # (a DecodeError too: this test first)
            conn.error("bad_message", _readable(str(error)), p.ref_of(frame))
            return
        except msgspec.DecodeError as error:
            conn.error("bad_json", f"not JSON: {error}", p.ref_of(frame))
            return
        if isinstance(message, LEAVES_QUEUE) and not self.matchmaker.step_out(conn):
            conn.error("matched", "a table was found for you just now: take your seat there", message.ref)
            return
        if self.cluster is not None and conn.greeted and isinstance(frame, str):
            try:
                if self.cluster.forwards(conn, message, frame):
                    return
            except StorageError as error:
                conn.error("storage", f"the server could not find the table: {error}", message.ref)
                return
        if isinstance(message, (*p.ACCOUNT_MESSAGES, *p.SOCIAL_MESSAGES)) and conn.greeted:
            conn.busy = True
            task = asyncio.ensure_future(self._account(conn, message))
            self._account_tasks.add(task)
            task.add_done_callback(self._account_tasks.discard)
            return
        conn.hold()
        reply: dict[str, Any] | None = None
        try:
            reply = self.dispatch(conn, message)
        except ServerError as error:
            reply = error_message(error.code, error.message, message.ref)
        except StorageError as error:  # the database is away: nothing was acknowledged
            log.warning("storage refused %s: %s", type(message).__name__, error)
            reply = error_message("storage", f"the server could not store this: {error}", message.ref)
        except Exception:  # a fault of the server's own: logged, the request refused, others served
            log.exception("failed on %s", p.loggable(message))
            reply = error_message("internal", "the server failed on this request", message.ref)
        finally:
            conn.release(reply)

    async def _account(self, conn: Connection, message: p.ClientMessage) -> None:
        """Carry out an account request (Argon2 off the event loop) or a friends' one, send its
        reply, then the frames that waited meanwhile, in order."""
        try:
            social = isinstance(message, p.SOCIAL_MESSAGES)
            reply = await (self.social if social else self.accounts).handle(conn, message)
        except ServerError as error:
            reply = error_message(error.code, error.message, message.ref)
        except StorageError as error:
            log.warning("storage refused %s: %s", type(message).__name__, error)
            reply = error_message(
                "storage", "the server could not reach its database: try again", message.ref
            )
        except Exception:
            log.exception("failed on %s", p.loggable(message))
            reply = error_message("internal", "the server failed on this request", message.ref)
        conn.busy = False
        if conn.closed is None and reply is not None:
            conn.send(reply)
        while conn.waiting and not conn.busy and conn.closed is None:
            self._handle(conn, conn.waiting.popleft())

    def seat_name(self, conn: Connection, given: str | None) -> str:
        """The name ``conn`` sits or watches under: ``given`` as the name rule keeps it, or (None)
        its account's user name.  ServerError ``bad_name`` (refused by the rule, or no name and no
        named account), ``name_taken`` (it is, or looks like, another account's user name)."""
        if given is None:
            if conn.account_name is None:
                raise ServerError("bad_name", "give a name, or sign in with a user name")
            return conn.account_name
        name = _name(given)
        owner = self.accounts.name_owner(name)
        if owner is not None and owner != conn.account:
            raise ServerError("name_taken", f"{name} is another player's user name: choose another name")
        return name

    def dispatch(self, conn: Connection, message: p.ClientMessage) -> dict[str, Any] | None:
        """Carry out a checked message; return its reply (None: the reply is among what it caused,
        or it needs none).  Raises ServerError to refuse it."""
        ref = message.ref
        if isinstance(message, p.Hello):
            if message.version != p.VERSION:
                conn.close(CLOSE_VERSION, "unsupported protocol version")
                return error_message("bad_version", f"this server speaks protocol version {p.VERSION}", ref)
            conn.greeted = True
            return {"type": "welcome", "version": p.VERSION, "ref": ref}
        if not conn.greeted:
            raise ServerError("hello_first", "say hello (with the protocol version) first")
        tables = self.tables
        match message:
            case p.ListTables():
                page = (self.cluster or tables.listing).page(message.offset, message.limit, message.host)
                return {"type": "tables", **page, "ref": ref}
            case p.Stats():
                return {"type": "stats", **self.stats(), "ref": ref}
            case p.CreateTable():
                name = self.seat_name(conn, message.name)
                tables.leave(conn)
                return tables.create(conn, name, message)
            case p.JoinTable():
                name = self.seat_name(conn, message.name)
                table = tables.find(message.table, message.code)
                tables.leave(conn)
                conn.name = name
                token = table.sit(conn, name, message.seat)
                return tables.joined(conn, table, token, ref)
            case p.Spectate():
                name = self.seat_name(conn, message.name)
                table = tables.find(message.table, message.code)
                tables.leave(conn)
                conn.name = name
                table.watch(conn)
                conn.table = table
            case p.Reclaim():
                return tables.reclaim(conn, message.table, message.token, ref)
            case p.Chat():
                table = _table_of(conn)
                table.check_chat(conn)
                if not take_all(conn.chats, self.book.get(conn.address).chat, table.chats):
                    raise ServerError("chat_rate", "too many chat lines: wait a little")
                table.chat(conn, message.text)
            case p.SetSeat():
                _table_of(conn).set_seat(conn, message.seat, message.kind)
            case p.SetTable():
                _table_of(conn).configure(conn, message.turn_seconds, message.spectator_chat)
            case p.MoveSeat():
                _table_of(conn).move(conn, message.seat)
            case p.SwapSeats():
                _table_of(conn).swap(conn, *message.seats)
            case p.Back():
                _table_of(conn).back(conn)
            case p.Shown():
                _table_of(conn).shown(conn, message.ply)
            case p.Ready():
                _table_of(conn).ready(conn, message.ready)
            case p.Act():  # acknowledged by the ``played`` message, which carries the ref
                began = time.perf_counter()
                _table_of(conn).act(conn, message.ply, message.action, ref)
                took = time.perf_counter() - began
                self.act_seconds.append(took)
                self.actions += 1
                if self.metrics is not None:
                    self.metrics.action_seconds.observe(took)
                return None
            case p.Rematch():
                _table_of(conn).rematch(conn)
            case p.GetRecord():
                return {"type": "record", "record": _table_of(conn).record_json(), "ref": ref}
            case p.GetHistory():
                return {"type": "history", **_table_of(conn).history(conn), "ref": ref}
            case p.Leave():
                tables.leave(conn)
                return {"type": "left", "ref": ref}
            case p.Queue() | p.LeaveQueue() | p.AcceptCpus():
                return self.matchmaker.handle(conn, message)
        return _ok(ref)

    def close(self) -> None:
        if self._lag_watch is not None:
            self._lag_watch.cancel()
        if self.cluster is not None:
            self.cluster.close()
        self.tables.close()
        self.matchmaker.close()
        self.accounts.close()


def _ok(ref: int | None) -> dict[str, Any] | None:
    """The acknowledgement of a request that has no other reply (only when the client numbered it)."""
    return {"type": "ok", "ref": ref} if ref is not None else None


def _name(text: str) -> str:
    """``text`` as the name rule keeps it; ServerError ``bad_name`` saying why it is refused."""
    try:
        return clean_name(text)
    except NameRefused as refused:
        raise ServerError("bad_name", str(refused)) from None


def _table_of(conn: Connection) -> Table:
    if conn.table is None:
        raise ServerError("not_at_table", "join or create a table first")
    return conn.table


def _readable(error: str) -> str:
    """msgspec's message, with its pattern of forbidden characters said in words."""
    if "matching regex '^[^" in error:
        return "control or direction characters are not allowed" + error[error.rfind(" - at") :]
    return error
