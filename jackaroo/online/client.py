"""A small asyncio client of the game server (docs/protocol.md), shared by tests, the load test and
bots; the app's Qt client follows the same protocol over QWebSocket.

>>> client = await Client.connect("ws://127.0.0.1:8765")          # doctest: +SKIP
>>> await client.request(CreateTable(name="Sara"))                  # doctest: +SKIP
{'type': 'joined', 'seq': 2, 'table': '...', 'seat': 0, 'token': '...', ...}
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import ssl
import time
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from .protocol import VERSION, ClientMessage, Hello, encode, parse_server

#: the largest frame the client accepts from the server, in bytes
MAX_SERVER_FRAME = 2**20

#: seconds :meth:`Client.request` waits before sending again a request refused for the rate
RATE_PAUSE = 0.25


class Client:
    """One connection.  Kept up to date as messages arrive: ``table`` (the last ``table`` message),
        ``game`` (the latest game view), ``seat``, ``table_id``, ``token``, ``winner`` (once over),
        ``errors`` and ``notices`` (every such message), ``history`` (each action seen played, by its
    ply), ``seq_gaps`` (times ``seq`` did not go up by one: 0 on a
        sound server), ``rtts`` (seconds from each :meth:`send` with a ``ref`` to its reply)."""

    def __init__(self, ws: ClientConnection) -> None:
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
        self.changed = asyncio.Event()
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
    ) -> Client:
        """Open a connection to ``url`` (ws:// or wss://) and, with ``hello``, greet the server;
        ``headers`` go with the handshake (the load test names a client's address in
        ``X-Forwarded-For``, as a reverse proxy would).  Raises OSError or websockets' errors
        (``InvalidStatus`` for a handshake refused, 429 past the address's connections) if it
        cannot connect."""
        ws = await connect(
            url,
            ssl=ssl_context,
            max_size=MAX_SERVER_FRAME,
            compression=None,
            open_timeout=30,
            additional_headers=headers,
        )
        client = cls(ws)
        if hello:
            await client.request(Hello(version=VERSION))
        return client

    # -- sending ----------------------------------------------------------------------------------
    async def send(self, message: ClientMessage) -> int | None:
        """Send ``message``; return its ``ref`` (given one if it had none and is not a hello)."""
        ref = message.ref
        if ref is None:
            ref = next(self._refs)
            message = msgspec.structs.replace(message, ref=ref)
        self._sent_at[ref] = time.perf_counter()
        await self.ws.send(encode(message))
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
            async for frame in self.ws:
                message = parse_server(frame)
                self._note(message)
                self._inbox.put_nowait(message)
                self.changed.set()
        except ConnectionClosed:
            pass
        finally:
            self._inbox.put_nowait(None)
            self.changed.set()

    def _note(self, message: dict[str, Any]) -> None:
        seq = message.get("seq")
        if seq != self._last_seq + 1:
            self.seq_gaps += 1
        self._last_seq = seq if isinstance(seq, int) else self._last_seq
        ref = message.get("ref")
        if isinstance(ref, int) and ref in self._sent_at:
            self.rtts.append(time.perf_counter() - self._sent_at.pop(ref))
        kind = message.get("type")
        if kind == "joined":
            self.table_id, self.seat = message["table"], message["seat"]
            self.token = message.get("token", self.token)
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
        elif kind == "error":
            self.errors.append(message)
        elif kind == "notice":
            self.notices.append(message)

    async def recv(self, timeout: float = 30) -> dict[str, Any]:
        """The next message; ConnectionError once the connection is closed, TimeoutError after
        ``timeout`` seconds."""
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
        """Close the connection and stop reading."""
        await self.ws.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._reader, 5)
