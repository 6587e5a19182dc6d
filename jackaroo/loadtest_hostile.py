"""The hostile side of ``python -m jackaroo.loadtest --hostile``: connections that attack the server
while honest tables play (docs/online.md, "A server strangers cannot take down").

Each :class:`Attacker` runs one attack of the resource budget over and over, from its own address
(named in ``X-Forwarded-For``, which a server started with ``--trusted-proxy 127.0.0.1`` reads as a
reverse proxy's), until the honest tables are done or ``seconds`` have passed, and counts what the
server did about it: connections it closed (by close code), refused (at accept or with HTTP 429)
and requests it refused (by error code).  Every request loop is bounded in count and in time, and
the only address ever connected to is the server's, on loopback.

The attacks: ``squatter`` opens a table and drops the connection, again and again; ``sloth`` asks
for the lobby's list and never reads; ``silent`` never says hello; ``half_open`` never finishes the
handshake; ``crowd`` opens many connections from one address; ``chatter`` watches an honest table
and chats as fast as it can; ``junk`` sends malformed, oversized and flooding frames; ``swarm``
watches one table from many connections.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus, WebSocketException

from .online.client import Client
from .online.protocol import MAX_FRAME, Chat, CreateTable, Hello, ListTables, Spectate

#: attacks in the order a mix takes them
KINDS = ("squatter", "sloth", "silent", "half_open", "crowd", "chatter", "junk", "swarm")
#: at most this many rounds of an attack per attacker (each round is one or more connections)
MAX_ROUNDS = 10_000


def address_of(kind: str, index: int) -> str:
    """An attacker's address: in 198.19.0.0/16, the benchmarking range (RFC 2544); honest tables
    have theirs in 198.18.0.0/16.  Only a header: every connection goes to the server on loopback."""
    return f"198.19.{KINDS.index(kind)}.{index % 250 + 1}"


class Attacker:
    """One attack of ``kind`` against ``url`` from ``address``; ``counts`` of what happened."""

    def __init__(self, url: str, kind: str, address: str, stop: asyncio.Event, seconds: float) -> None:
        self.url = url
        self.kind = kind
        self.address = address
        self.stop = stop
        self.deadline = time.monotonic() + seconds
        self.counts: Counter[str] = Counter()

    @property
    def headers(self) -> dict[str, str]:
        return {"X-Forwarded-For": self.address}

    @property
    def going(self) -> bool:
        return not self.stop.is_set() and time.monotonic() < self.deadline

    async def run(self) -> None:
        attack: Callable[[], Awaitable[None]] = getattr(self, f"_{self.kind}")
        for _ in range(MAX_ROUNDS):
            if not self.going:
                return
            try:
                await attack()
            except InvalidStatus as refused:
                self.counts[f"refused_{refused.response.status_code}"] += 1
            except (OSError, WebSocketException, TimeoutError, ConnectionError):
                self.counts["cut"] += 1
            await self._pause(0.2)

    async def _pause(self, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.stop.wait(), seconds)

    async def _client(self, *, hello: bool = True) -> Client:
        client = await Client.connect(self.url, hello=hello, headers=self.headers)
        self.counts["opened"] += 1
        return client

    async def _closed(self, client: Client, seconds: float) -> None:
        """Wait (at most ``seconds``) for the server to close ``client``; count how it did."""
        end = time.monotonic() + seconds
        with contextlib.suppress(ConnectionError):
            while time.monotonic() < end and self.going:
                try:
                    message = await client.recv(0.5)
                except TimeoutError:
                    continue
                if message.get("type") == "error":
                    self.counts[f"error_{message.get('code')}"] += 1
        if client.closed:
            self.counts[f"closed_{client.ws.close_code}"] += 1
        await client.close()

    # -- the attacks ------------------------------------------------------------------------------
    async def _squatter(self) -> None:
        client = await self._client()
        reply = await client.request(CreateTable(name="Squatter", private=True), timeout=10)
        self.counts["created" if reply["type"] == "joined" else f"error_{reply.get('code')}"] += 1
        client.ws.transport.abort()
        await client.close()

    async def _sloth(self) -> None:
        host, port = _host_port(self.url)
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, (host, port))
        client = Client(await connect(self.url, sock=sock, compression=None, additional_headers=self.headers))
        self.counts["opened"] += 1
        await client.request(Hello())
        client.ws.transport.pause_reading()  # it never reads again
        frame = json.dumps({"type": "list_tables"})
        for _ in range(2000):
            if not self.going:
                break
            try:
                await client.send_raw(frame)
            except WebSocketException:
                break
            await asyncio.sleep(0.05)
        client.ws.transport.resume_reading()
        await self._closed(client, 15)

    async def _silent(self) -> None:
        await self._closed(await self._client(hello=False), 30)

    async def _half_open(self) -> None:
        host, port = _host_port(self.url)
        reader, writer = await asyncio.open_connection(host, port)
        self.counts["opened"] += 1
        end = time.monotonic() + 30
        with contextlib.suppress(ConnectionError):
            while time.monotonic() < end and self.going:
                try:
                    data = await asyncio.wait_for(reader.read(), 0.5)
                except TimeoutError:
                    continue
                self.counts["closed_by_server" if not data else "answered"] += 1
                break
        writer.close()

    async def _crowd(self) -> None:
        clients = []
        for _ in range(40):
            try:
                clients.append(await self._client())
            except InvalidStatus as refused:
                self.counts[f"refused_{refused.response.status_code}"] += 1
        await self._pause(2.0)
        for client in clients:
            await client.close()

    async def _chatter(self) -> None:
        client = await self._client()
        table = await _an_honest_table(client)
        if table is None:
            await client.close()
            return
        await client.request(Spectate(name=f"Chatter {self.address}", table=table))
        for i in range(200):
            if not self.going or client.closed:
                break
            reply = await client.request(Chat(text=f"buy gold {i}"), timeout=10)
            self.counts["chat_" + (reply["type"] if reply["type"] == "ok" else reply.get("code", "?"))] += 1
            await asyncio.sleep(0.1)
        await client.close()

    async def _junk(self) -> None:
        client = await self._client()
        frames: list[str | bytes] = ["{not json", '{"type": "launch"}', b"\x00\x01", "[1]"]
        for frame in frames * 5:
            await client.send_raw(frame)
        for _ in range(300):  # a flood: refused, then closed
            if client.closed:
                break
            with contextlib.suppress(WebSocketException):
                await client.send_raw('{"type": "stats"}')
        await self._closed(client, 5)
        big = await self._client()
        with contextlib.suppress(WebSocketException):
            await big.send_raw(json.dumps({"type": "chat", "text": "x" * MAX_FRAME}))
        await self._closed(big, 5)

    async def _swarm(self) -> None:
        clients = [await self._client() for _ in range(12)]
        table = await _an_honest_table(clients[0])
        if table is not None:
            for i, client in enumerate(clients):
                reply = await client.request(Spectate(name=f"Swarm {i}", table=table), timeout=10)
                self.counts["watching" if reply["type"] == "ok" else f"error_{reply.get('code')}"] += 1
        await self._pause(3.0)
        for client in clients:
            await client.close()


async def _an_honest_table(client: Client) -> str | None:
    """A public table in play, from the lobby's list (None if there is none)."""
    page = await client.request(ListTables(limit=50), timeout=10)
    playing = [t["table"] for t in page.get("tables", []) if t.get("status") == "playing"]
    return playing[0] if playing else None


def _host_port(url: str) -> tuple[str, int]:
    parts = urlsplit(url)
    return parts.hostname or "127.0.0.1", parts.port or 80


async def attack(url: str, connections: int, stop: asyncio.Event, seconds: float) -> dict[str, Any]:
    """Run ``connections`` attackers, the kinds in turn, until ``stop`` or ``seconds``; their counts
    by kind (``attackers`` and each outcome)."""
    kinds = [KINDS[i % len(KINDS)] for i in range(connections)]
    attackers = [
        Attacker(url, kind, address_of(kind, i // len(KINDS)), stop, seconds) for i, kind in enumerate(kinds)
    ]
    await asyncio.gather(*(a.run() for a in attackers))
    out: dict[str, Any] = {}
    for a in attackers:
        kind = out.setdefault(a.kind, {"attackers": 0})
        kind["attackers"] += 1
        for key, value in a.counts.items():
            kind[key] = kind.get(key, 0) + value
    return out
