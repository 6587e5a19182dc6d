"""A client of another server process, as the process that runs its table sees it.

When a client's table runs in another process (:mod:`.cluster`), the process the client is connected
to checks each frame as usual and passes it on; the table's process handles it for a
:class:`RemoteConnection`, exactly as for a connection of its own (the same requests, limits and
replies), and every message the table makes for that client, made for its seat alone, goes back
the same way and is numbered there.  So no process sends a seat what it may not see: what a seat is
sent is decided where its table runs, by the same code as for one process.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable
from typing import Any

import msgspec

from .buckets import Bucket
from .connection import Connection


class RemoteConnection(Connection):
    """Connection ``cid`` of process ``process``, from ``address``; ``post(process, payload)`` sends
    it what it is told (``{"k": "msg"}``) and closes it (``{"k": "close"}``).  It has no socket: its
    connection, queue and limits on what it may not read are those of its own process."""

    def __init__(
        self,
        process: str,
        cid: int,
        address: str,
        post: Callable[[str, dict[str, Any]], None],
        *,
        burst: float,
        rate: float,
        chats: Bucket,
    ) -> None:  # (no socket and no writer task: none of Connection's own __init__ applies)
        self.process = process
        self.cid = cid
        self.address = address
        self.name = ""
        self.account = None
        self.account_name = None
        self.session = None
        self.waiting = deque()
        self.busy = False
        self.seat = None
        self.table = None
        self.greeted = True  # its own process checked its hello
        self.relay = None
        self.relay_id = 0
        self.messages = Bucket(burst, rate)
        self.chats = chats
        self.refused = 0
        self.unsent = 0
        self.max_unsent = 0
        self.closed = None
        self._seq = 0
        self._queue: deque[bytes] = deque()
        self._ready = asyncio.Event()
        self._held = None
        self._encoder = msgspec.json.Encoder()
        self._closer = None
        self._stopped = False
        self._post = post

    def _queue_message(self, message: dict[str, Any]) -> None:
        if not self._stopped:
            self._post(self.process, {"k": "msg", "c": self.cid, "m": message})

    def close(self, code: int, reason: str, *, now: bool = False) -> None:
        if self.closed is None:
            self.closed = (code, reason)
            self._stopped = True
            self._post(self.process, {"k": "close", "c": self.cid, "code": code, "reason": reason})

    async def finish(self) -> None:
        self._stopped = True
