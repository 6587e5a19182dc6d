"""Who may connect: every TCP connection is counted from the moment it is accepted, in total and per
address (:mod:`.addresses`), and one past either limit, or past its address's rate of new
connections, is cut at once, before any handshake, so half-open connections cannot use up the
server's file descriptors.

Behind a trusted reverse proxy the limit per address is checked again on the handshake, for the
address its ``X-Forwarded-For`` names (the last entry of all its lines; no address there: the
proxy's own), and refused with HTTP 429.  Each accepted socket's kernel send buffer is set to
``send_buffer`` bytes (``SO_SNDBUF``), so a client that does not read holds little memory in the
kernel too.
"""

from __future__ import annotations

import asyncio
import contextlib
import http
import socket
from collections.abc import Callable
from typing import ClassVar

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from .addresses import AddressBook, address_key, forwarded_address
from .options import Options


class Gate:
    """The connection limits of ``options``, kept in ``book`` (``open``: sockets open now)."""

    def __init__(self, options: Options, book: AddressBook) -> None:
        self.options = options
        self.book = book
        self.open = 0
        #: connections cut at accept or refused at the handshake, since the start
        self.refused = 0
        #: why this process cannot serve now (``GET /healthz`` then answers 503 with it), or None
        self.unhealthy: Callable[[], str | None] = lambda: None

    def connection_class(self) -> type[GuardedConnection]:
        """The websockets connection class that counts its sockets with this gate."""
        return type("Guarded", (GuardedConnection,), {"gate": self})

    def admit(self, key: str, *, per_address: bool) -> bool:
        """Count a new socket from ``key`` if within the limits (``per_address``: check the
        address's, open connections and new ones a second)."""
        address = self.book.get(key)
        if self.open >= self.options.max_connections or (
            per_address
            and (address.connections >= self.options.max_per_address or not address.connects.take())
        ):
            self.refused += 1
            return False
        self.open += 1
        address.connections += 1
        return True

    def release(self, key: str) -> None:
        self.open -= 1
        self.book.get(key).connections -= 1

    def process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        """Behind the trusted proxy: count the connection under the client's own address, or refuse
        it (429) past that address's limit.  ``GET /healthz`` (a load balancer's check) is
        answered at once: 200, or 503 with the reason while :attr:`unhealthy` gives one (the
        database is away).  (websockets' ``process_request`` hook.)"""
        if request.path == "/healthz":
            reason = self.unhealthy()
            if reason is not None:
                return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, f"{reason}\n")
            return connection.respond(http.HTTPStatus.OK, "ok\n")
        if not isinstance(connection, GuardedConnection) or not connection.proxied:
            return None
        forwarded = forwarded_address(request.headers.get_all("X-Forwarded-For"))
        key = address_key(forwarded) if forwarded is not None else connection.address
        if key != connection.address:  # counted under the client's address from now on
            self.book.get(connection.address).connections -= 1
            self.book.get(key).connections += 1
            connection.address = key
        address = self.book.get(key)
        if address.connections <= self.options.max_per_address and address.connects.take():
            return None
        self.refused += 1
        return connection.respond(
            http.HTTPStatus.TOO_MANY_REQUESTS, "Too many connections from your address.\n"
        )


class GuardedConnection(ServerConnection):
    """A server connection counted by its class's ``gate`` from accept to close; ``address`` is the
    key it is counted under, ``proxied`` whether it came through the trusted proxy."""

    gate: ClassVar[Gate]
    address: str = ""
    proxied: bool = False
    counted: bool = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        gate = self.gate
        peer = transport.get_extra_info("peername")
        host = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        self.address = address_key(host)
        self.proxied = gate.options.trusted_proxy is not None and self.address == address_key(
            gate.options.trusted_proxy
        )
        if not gate.admit(self.address, per_address=not self.proxied):
            self.transport.abort()  # (the handshake then ends at once, seeing the connection lost)
            return
        self.counted = True
        sock = transport.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, gate.options.send_buffer)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.counted:
            self.counted = False
            self.gate.release(self.address)
        super().connection_lost(exc)
