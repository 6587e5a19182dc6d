"""A small asyncio client of the game server (docs/protocol.md), shared by tests, the load test and
bots; the app's Qt client follows the same protocol over QWebSocket.

>>> client = await Client.connect("ws://127.0.0.1:8765", reconnect=Backoff())   # doctest: +SKIP
>>> await client.request(CreateTable(name="Sara"))                              # doctest: +SKIP
{'type': 'joined', 'seq': 2, 'table': '...', 'seat': 0, 'token': '...', ...}

With ``reconnect`` (a :class:`~jackaroo.online.reconnect.Backoff`), a connection that drops is
opened again by itself on that schedule: the client says hello and reclaims its seat with the seat's
token (or watches again the table it watched), and reports each step as a
:class:`~jackaroo.online.reconnect.ConnectionEvent` (``dropped``, ``reconnecting`` with the attempt's
number, ``reconnected``, ``gave_up``).  It does not reconnect after :meth:`Client.close`, after a
``leave``, or once another connection has reclaimed its seat (``notice`` ``replaced``).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import random
import ssl
import time
from collections.abc import Callable
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from .protocol import VERSION, ClientMessage, Hello, Leave, Reclaim, Spectate, encode, parse_server
from .reconnect import Backoff, ConnectionEvent

#: the largest frame the client accepts from the server, in bytes
MAX_SERVER_FRAME = 2**20

#: seconds :meth:`Client.request` waits before sending again a request refused for the rate
RATE_PAUSE = 0.25

#: seconds a reconnection attempt may take to open the connection
ATTEMPT_TIMEOUT = 10.0


class Client:
    """One connection (and, with ``reconnect``, the ones that replace it after a drop).

    Kept up to date as messages arrive: ``table`` (the last ``table`` message), ``game`` (the
    latest game view), ``seat``, ``table_id``, ``token``, ``winner`` (once over), ``errors`` and
    ``notices`` (every such message), ``history`` (each action seen played, by its ply),
    ``seq_gaps`` (times ``seq`` did not go up by one on a connection: 0 on a sound server),
    ``rtts`` (seconds from each :meth:`send` with a ``ref`` to its reply) and ``events`` (every
    :class:`ConnectionEvent`, also given to ``on_event`` as it happens).  ``rng`` draws the
    back-off's jitter.
    """

    def __init__(
        self,
        ws: ClientConnection,
        *,
        reconnect: Backoff | None = None,
        on_event: Callable[[ConnectionEvent], None] | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.ws = ws
        self.table: dict[str, Any] | None = None
        self.game: dict[str, Any] | None = None
        self.seat: int | None = None
        self.table_id: str | None = None
        self.token: str | None = None
        self.winner: int | None = None
        self.errors: list[dict[str, Any]] = []
        self.notices: list[dict[str, Any]] = []
        self.history: dict[int, str] = {}
        self.seq_gaps = 0
        self.rtts: list[float] = []
        self.acked: list[float] = []  # when each of ``rtts`` ended (time.monotonic, any process's)
        self.events: list[ConnectionEvent] = []
        self.changed = asyncio.Event()
        self.backoff = reconnect
        self.on_event = on_event
        self.url = ""
        self._options: dict[str, Any] = {}
        self._rng = rng if rng is not None else random.Random()
        self._watching: Spectate | None = None  # the table watched, to watch again
        self._seated = False  # holds a seat to reclaim after a drop (not once it left or was replaced)
        self._closing = False
        self._online = asyncio.Event()  # set while a connection is open (or for good once closed)
        self._online.set()
        self._last_seq = 0
        self._refs = itertools.count(1)
        self._sent_at: dict[int, float] = {}
        self._inbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._reader = asyncio.ensure_future(self._read())

    @classmethod
    async def connect(
        cls,
        url: str,
        *,
        ssl_context: ssl.SSLContext | None = None,
        hello: bool = True,
        headers: dict[str, str] | None = None,
        reconnect: Backoff | None = None,
        on_event: Callable[[ConnectionEvent], None] | None = None,
        rng: random.Random | None = None,
    ) -> Client:
        """Open a connection to ``url`` (ws:// or wss://) and, with ``hello``, greet the server;
        ``headers`` go with the handshake (the load test names a client's address in
        ``X-Forwarded-For``, as a reverse proxy would); ``reconnect``: open it again after a drop
        on that schedule.  Raises OSError or websockets' errors (``InvalidStatus`` for a handshake
        refused, 429 past the address's connections) if it cannot connect the first time."""
        options: dict[str, Any] = {"ssl": ssl_context, "additional_headers": headers}
        ws = await cls._open(url, options, 30)
        client = cls(ws)  # (subclasses take the connection alone)
        client.url, client._options = url, options
        client.backoff, client.on_event = reconnect, on_event
        if rng is not None:
            client._rng = rng
        if hello:
            await client.request(Hello(version=VERSION))
        return client

    @staticmethod
    async def _open(url: str, options: dict[str, Any], timeout: float) -> ClientConnection:
        return await connect(
            url, max_size=MAX_SERVER_FRAME, compression=None, open_timeout=timeout, **options
        )

    @property
    def connected(self) -> bool:
        """Whether a connection is open now (False while reconnecting and once closed)."""
        return self._online.is_set() and not self.closed

    # -- sending ----------------------------------------------------------------------------------
    async def send(self, message: ClientMessage) -> int | None:
        """Send ``message``; return its ``ref`` (given one if it had none and is not a hello).
        While reconnecting, wait for the connection first; ConnectionError if the client has
        closed or given up (or the connection drops as it is sent, with ``reconnect``)."""
        ref = message.ref
        if ref is None:
            ref = next(self._refs)
            message = msgspec.structs.replace(message, ref=ref)
        if isinstance(message, Spectate):
            self._watching, self._seated = message, False
        elif isinstance(message, Reclaim):
            self.token, self._watching = message.token, None
        elif isinstance(message, Leave):
            self._watching = None
        if self.backoff is not None:
            await self._online.wait()
            if self.closed:
                raise ConnectionError("the connection is closed")
        self._sent_at[ref] = time.perf_counter()
        try:
            await self.ws.send(encode(message))
        except ConnectionClosed as error:
            if self.backoff is None:
                raise
            raise ConnectionError(f"the connection dropped as this was sent: {error}") from error
        return ref

    async def send_raw(self, frame: str | bytes) -> None:
        """Send any frame as it is (the hostile tests' way in)."""
        await self.ws.send(frame)

    async def request(self, message: ClientMessage, timeout: float = 30) -> dict[str, Any]:
        """Send ``message`` and return the reply naming its ``ref`` (which may be an ``error``).
        Refused for the rate (``rate_limited``), it is sent again after :data:`RATE_PAUSE` seconds,
        until ``timeout`` seconds in all have passed (then TimeoutError)."""
        clock = asyncio.get_running_loop().time
        deadline = clock() + timeout
        ref = await self.send(message)
        while True:
            reply = await self.wait(lambda m: m.get("ref") == ref, deadline - clock())
            if reply.get("type") != "error" or reply.get("code") != "rate_limited":
                return reply
            await asyncio.sleep(RATE_PAUSE)
            await self.send(msgspec.structs.replace(message, ref=ref))  # again, under the same ref

    # -- receiving --------------------------------------------------------------------------------
    async def _read(self) -> None:
        try:
            while True:
                reason = "the connection closed"
                try:
                    async for frame in self.ws:
                        message = parse_server(frame)
                        self._note(message)
                        self._inbox.put_nowait(message)
                        self.changed.set()
                except ConnectionClosed as closed:
                    reason = str(closed)
                if self._closing or self.backoff is None or not await self._reconnect(reason):
                    return
        finally:
            self._inbox.put_nowait(None)
            self._online.set()  # (whoever waits to send learns that the client has closed)
            self.changed.set()

    def _report(self, event: ConnectionEvent) -> None:
        self.events.append(event)
        self.changed.set()
        if self.on_event is not None:
            self.on_event(event)

    async def _reconnect(self, reason: str) -> bool:
        """Open the connection again on the back-off's schedule, say hello and reclaim the seat (or
        watch again); whether it came back before the schedule gave up."""
        backoff = self.backoff
        assert backoff is not None
        self._online.clear()
        self._report(ConnectionEvent("dropped", reason=reason))
        clock = asyncio.get_running_loop().time
        began = clock()
        for attempt in itertools.count(1):
            delay = backoff.delay(attempt, self._rng)
            if not backoff.allows(attempt, clock() - began + delay):
                self._report(ConnectionEvent("gave_up", attempt - 1, reason=reason))
                return False
            self._report(ConnectionEvent("reconnecting", attempt, delay))
            await asyncio.sleep(delay)
            try:
                ws = await self._open(self.url, self._options, ATTEMPT_TIMEOUT)
                await ws.send(encode(Hello(version=VERSION)))
                again = self._again()
                if again is not None:
                    await ws.send(encode(again))
                    if not await self._back(ws, again.ref):
                        reason = "the table is not reachable for a moment (moving, or its database away)"
                        await ws.close()
                        continue
            except (OSError, TimeoutError, InvalidHandshake, ConnectionClosed) as error:
                reason = str(error) or type(error).__name__
                continue
            self.ws = ws
            if again is None:
                self._last_seq = 0
            self._online.set()
            self._report(ConnectionEvent("reconnected", attempt))
            return True
        raise AssertionError("unreachable")  # pragma: no cover

    async def _back(self, ws: ClientConnection, ref: int | None) -> bool:
        """Read ``ws`` (as :meth:`_read` does) up to the reply to the reclaim or watch numbered
        ``ref``: False if it was refused with ``moving`` or ``storage`` (the table's process is
        changing, or its database is away for a moment: try again), True otherwise (back, or
        refused for good: the reply is in the inbox either way).
        TimeoutError after :data:`ATTEMPT_TIMEOUT` seconds, ConnectionClosed if ``ws`` closes."""
        async with asyncio.timeout(ATTEMPT_TIMEOUT):
            self._last_seq = 0
            while True:
                message = parse_server(await ws.recv())
                if message.get("ref") == ref and message.get("code") in ("moving", "storage"):
                    return False
                self._note(message)
                self._inbox.put_nowait(message)
                self.changed.set()
                if message.get("ref") == ref:
                    return True

    def _again(self) -> ClientMessage | None:
        """What takes this client back where it was: its seat's reclaim, or watching again."""
        ref = next(self._refs)
        if self._seated and self.table_id is not None and self.token is not None:
            return Reclaim(table=self.table_id, token=self.token, ref=ref)
        if self._watching is not None:
            return msgspec.structs.replace(self._watching, ref=ref)
        return None

    def _note(self, message: dict[str, Any]) -> None:
        seq = message.get("seq")
        if seq != self._last_seq + 1:
            self.seq_gaps += 1
        self._last_seq = seq if isinstance(seq, int) else self._last_seq
        ref = message.get("ref")
        if isinstance(ref, int) and ref in self._sent_at:
            self.rtts.append(time.perf_counter() - self._sent_at.pop(ref))
            self.acked.append(time.monotonic())
        kind = message.get("type")
        if kind in ("joined", "match_found"):  # (quick match seats a player as a join does)
            self.table_id, self.seat = message["table"], message["seat"]
            self.token = message.get("token", self.token)
            self._seated, self._watching = True, None
        elif kind == "table":
            self.table = message
            self.seat = message["you"]
            if message.get("game") is not None:
                self.game = message["game"]
                self.winner = self.game["winner"]
        elif kind == "played":
            self.game = message["game"]
            self.winner = self.game["winner"]
            self.history[self.game["ply"] - 1] = message["action"]
        elif kind == "left":
            self._seated = False
        elif kind == "error":
            self.errors.append(message)
        elif kind == "notice":
            self.notices.append(message)
            if message.get("kind") == "replaced":  # the seat is another connection's now
                self._seated = False
            elif message.get("kind") == "closed":
                self._watching = None

    async def recv(self, timeout: float = 30) -> dict[str, Any]:
        """The next message; ConnectionError once the connection is closed (with ``reconnect``: once
        the client has given up), TimeoutError after ``timeout`` seconds."""
        message = await asyncio.wait_for(self._inbox.get(), timeout)
        if message is None:
            self._inbox.put_nowait(None)
            raise ConnectionError("the server closed the connection")
        return message

    async def wait(self, match: Any, timeout: float = 30) -> dict[str, Any]:
        """The next message for which ``match`` (a ``type`` string, or a predicate on the message)
        holds; messages before it are skipped (``table``, ``game`` and the rest still follow them)."""
        test = (lambda m: m.get("type") == match) if isinstance(match, str) else match
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError(f"no message matching {match!r}")
            message = await self.recv(left)
            if test(message):
                return message

    @property
    def closed(self) -> bool:
        return self._reader.done()

    async def close(self) -> None:
        """Close the connection and stop reading (and reconnecting)."""
        self._closing = True
        if not self._online.is_set():  # waiting between two attempts: stop at once
            self._reader.cancel()
        with contextlib.suppress(ConnectionClosed):
            await self.ws.close()
        await asyncio.wait({self._reader}, timeout=5)
