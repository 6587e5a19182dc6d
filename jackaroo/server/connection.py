"""One client connection: its numbered outgoing messages, and the rate limits on what it sends.

Every message the server sends carries ``seq``, 1, 2, 3... per connection, in the order sent.  The
messages wait in a queue that one writer task drains, so a slow client never blocks a table; a
client that lets :data:`MAX_BACKLOG` messages pile up is closed (1008).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgspec
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

if TYPE_CHECKING:
    from .table import Table

#: messages queued for one client before it is closed as too slow
MAX_BACKLOG = 2000
#: close codes (docs/protocol.md)
CLOSE_POLICY = 1008  # flood, or a client too slow to read
CLOSE_VERSION = 4001  # the hello named a protocol version the server does not speak


class Bucket:
    """A token bucket: up to ``burst`` at once, ``rate`` per second after; ``clock`` in seconds."""

    def __init__(self, burst: float, rate: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.burst = burst
        self.rate = rate
        self.clock = clock
        self.tokens = burst
        self.stamp = clock()

    def take(self) -> bool:
        """Whether one more message is allowed now (and count it)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Connection:
    """A client: ``name`` and ``seat`` (where it sits at ``table``, if anywhere), ``greeted`` once its
    hello was accepted, ``messages`` (any frame) and ``chats`` (chat lines) rate limits, and
    ``refused`` (frames refused in a row for the rate; :data:`MAX_REFUSED` closes it)."""

    MAX_REFUSED = 200

    def __init__(self, ws: ServerConnection, *, burst: float = 40, rate: float = 20) -> None:
        self.ws = ws
        self.name = ""
        self.seat: int | None = None
        self.table: Table | None = None
        self.greeted = False
        self.messages = Bucket(burst, rate)
        self.chats = Bucket(5, 0.5)
        self.refused = 0
        self._seq = 0
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._encoder = msgspec.json.Encoder()
        self._writer = asyncio.ensure_future(self._write())

    def send(self, message: dict[str, Any]) -> None:
        """Number ``message`` and queue it (never blocks)."""
        if self._queue.qsize() >= MAX_BACKLOG:
            self.close(CLOSE_POLICY, "too slow: messages piled up")
            return
        self._seq += 1
        self._queue.put_nowait(self._encoder.encode({"seq": self._seq, **message}).decode())

    def error(self, code: str, message: str, ref: int | None = None) -> None:
        """Send an ``error``: ``code`` (docs/protocol.md), a ``message`` for a person, ``ref`` echoed."""
        self.send({"type": "error", "code": code, "message": message, "ref": ref})

    def close(self, code: int, reason: str) -> None:
        """Close after the messages already queued (``code`` and ``reason`` are the close frame's)."""
        self._queue.put_nowait(None)
        self._close = (code, reason)

    async def _write(self) -> None:
        try:
            while True:
                text = await self._queue.get()
                if text is None:
                    code, reason = self._close
                    await self.ws.close(code, reason)
                    return
                await self.ws.send(text)
        except ConnectionClosed:
            pass

    async def finish(self) -> None:
        """Stop the writer once the connection is gone."""
        self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer
