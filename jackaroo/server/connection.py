"""One client connection: its numbered outgoing messages, bounded in bytes, and its rate limits.

Every message the server sends carries ``seq``, 1, 2, 3... per connection, in the order sent.  The
messages wait in a queue that one writer task drains, so a slow reader never blocks a table or
another client; once more than ``max_unsent`` bytes wait for it, it is closed at once (1008) and
what waited is dropped.  While the server handles one of its requests, what the request causes for
it is held back, so the reply (or the error refusing it) comes first (:meth:`Connection.hold`).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from typing import TYPE_CHECKING, Any

import msgspec
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from .buckets import Bucket

if TYPE_CHECKING:
    from .table import Table

#: close codes (docs/protocol.md)
CLOSE_POLICY = 1008  # flood, too slow a reader, or no hello in time
CLOSE_VERSION = 4001  # the hello named a protocol version the server does not speak
#: seconds a closing handshake may take before the TCP connection is cut
CLOSE_WAIT = 2.0


class Connection:
    """A client from ``address`` (a key of :mod:`.addresses`): ``name`` and ``seat`` (where it sits
    at ``table``, if anywhere), ``greeted`` once its hello was accepted, ``messages`` (any frame) and
    ``chats`` (chat lines) rate limits, ``refused`` (frames refused in a row for the rate;
    :data:`MAX_REFUSED` closes it) and ``unsent`` (bytes queued and not yet written)."""

    MAX_REFUSED = 50

    def __init__(
        self,
        ws: ServerConnection,
        *,
        address: str = "",
        burst: float = 40,
        rate: float = 20,
        chats: Bucket | None = None,
        max_unsent: int = 256 * 1024,
    ) -> None:
        self.ws = ws
        self.address = address
        self.name = ""
        #: the account signed in on this connection (None: nobody), its user name (None: a guest)
        #: and the SHA-256 of its session's token
        self.account: str | None = None
        self.account_name: str | None = None
        self.session: str | None = None
        #: frames received while an account request is worked on (they wait their turn)
        self.waiting: deque[str | bytes] = deque()
        self.busy = False
        self.seat: int | None = None
        self.table: Table | None = None
        self.greeted = False
        #: the process running its table when that is another (:mod:`.cluster`), and its number there
        self.relay: str | None = None
        self.relay_id = 0
        self.messages = Bucket(burst, rate)
        self.chats = chats if chats is not None else Bucket(5, 0.5)
        self.refused = 0
        self.unsent = 0
        self.max_unsent = max_unsent
        #: why the server closed it (None while open)
        self.closed: tuple[int, str] | None = None
        self._seq = 0
        self._queue: deque[bytes] = deque()
        self._ready = asyncio.Event()
        self._held: list[dict[str, Any]] | None = None
        self._encoder = msgspec.json.Encoder()
        self._writer = asyncio.ensure_future(self._write())
        self._closer: asyncio.Future[None] | None = None
        self._stopped = False  # nothing more is queued

    # -- sending ----------------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> None:
        """Number ``message`` and queue it (never blocks); held back while a request is handled."""
        if self._held is not None:
            self._held.append(message)
        else:
            self._queue_message(message)

    def error(self, code: str, message: str, ref: int | None = None) -> None:
        """Send an ``error``: ``code`` (docs/protocol.md), a ``message`` for a person, ``ref`` echoed."""
        self.send(error_message(code, message, ref))

    def hold(self) -> None:
        """Hold back what is sent to this connection until :meth:`release`."""
        self._held = []

    def release(self, reply: dict[str, Any] | None) -> None:
        """Send ``reply`` (if any), then what was held back, in order."""
        held, self._held = self._held or [], None
        for message in [reply, *held] if reply is not None else held:
            self._queue_message(message)

    def _queue_message(self, message: dict[str, Any]) -> None:
        if self._stopped:
            return
        self._seq += 1
        data = self._encoder.encode({"seq": self._seq, **message})
        if self.unsent + len(data) > self.max_unsent:
            self.close(CLOSE_POLICY, "too slow: unread messages piled up", now=True)
            return
        self.unsent += len(data)
        self._queue.append(data)
        self._ready.set()

    # -- closing ----------------------------------------------------------------------------------
    def close(self, code: int, reason: str, *, now: bool = False) -> None:
        """Close with ``code`` and ``reason``: once the messages queued (until then) are written,
        or ``now``, dropping them (a reader too slow to take them)."""
        if self.closed is not None:
            return
        self.closed = (code, reason)
        if now:
            self._stopped = True
            self._queue.clear()
            self.unsent = 0
            self._writer.cancel()
            self._closer = asyncio.ensure_future(self._shut())
        self._ready.set()

    async def _shut(self) -> None:
        """The closing handshake, or the TCP connection cut if the client does not take part."""
        assert self.closed is not None
        try:
            await asyncio.wait_for(self.ws.close(*self.closed), CLOSE_WAIT)
        except (TimeoutError, ConnectionClosed):
            self.ws.transport.abort()

    async def _write(self) -> None:
        try:
            while True:
                await self._ready.wait()
                while self._queue:
                    data = self._queue.popleft()
                    await self.ws.send(data, text=True)
                    self.unsent -= len(data)
                self._ready.clear()
                if self.closed is not None:
                    self._stopped = True
                    await self._shut()
                    return
        except ConnectionClosed:
            pass

    async def finish(self) -> None:
        """Stop the writer once the connection is gone."""
        for task in (self._writer, self._closer):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        self._queue.clear()
        self.unsent = 0


def error_message(code: str, message: str, ref: int | None = None) -> dict[str, Any]:
    """An ``error`` message: ``code`` (docs/protocol.md), ``message`` for a person, ``ref`` echoed."""
    return {"type": "error", "code": code, "message": message, "ref": ref}
