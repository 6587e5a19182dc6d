"""The connection budget, attacked on loopback: connections that never say hello, never finish the
handshake or never read, and many connections from one address (docs/online.md's budget)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from pathlib import Path

import pytest
from support.server import run, running_server
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus, WebSocketException

from jackaroo.online.client import Client
from jackaroo.online.protocol import CreateTable, Hello, ListTables
from jackaroo.server.app import GameServer


async def closed_by_server(client: Client, timeout: float = 10) -> int | None:
    """Wait (at most ``timeout`` s) for the server to close ``client``; its close code."""
    with contextlib.suppress(ConnectionError):
        while True:
            await client.recv(timeout)
    return client.ws.close_code


async def gone(server: GameServer, count: int, timeout: float = 10) -> bool:
    """Whether the server's open connections fall to ``count`` within ``timeout`` s."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while len(server.connections) > count:
        if loop.time() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


def test_connections_that_never_say_hello_are_closed(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", hello_seconds=0.5) as (url, server):
            silent = [await Client.connect(url, hello=False) for _ in range(30)]
            codes = await asyncio.gather(*(closed_by_server(c) for c in silent))
            assert codes == [1008] * 30
            assert await gone(server, 0)
            newcomer = await Client.connect(url)
            assert (await newcomer.request(ListTables()))["type"] == "tables"

    run(scenario)


def test_connections_that_never_finish_the_handshake_are_cut(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", hello_seconds=0.5) as (url, server):
            loop = asyncio.get_running_loop()
            sockets = []
            for _ in range(20):
                sock = socket.socket()
                sock.setblocking(False)
                await loop.sock_connect(sock, ("127.0.0.1", port_of(url)))
                sockets.append(sock)
            await loop.sock_sendall(sockets[0], b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # half a request
            for sock in sockets:  # each is closed by the server: the read ends
                data = await asyncio.wait_for(_read_to_end(loop, sock), 5)
                assert b"101 Switching" not in data
                sock.close()
            assert server.gate.open == 0

    run(scenario)


async def _read_to_end(loop: asyncio.AbstractEventLoop, sock: socket.socket) -> bytes:
    data = b""
    with contextlib.suppress(ConnectionResetError):
        while chunk := await loop.sock_recv(sock, 4096):
            data += chunk
    return data


def test_connections_past_the_address_limit_are_cut_at_once(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", max_per_address=8) as (url, server):
            kept = [await Client.connect(url) for _ in range(8)]
            for _ in range(5):  # many more from the same address: none gets in
                with pytest.raises((OSError, WebSocketException)):
                    await Client.connect(url)
            assert len(server.connections) == 8 and server.gate.refused == 5
            await kept.pop().close()
            assert await gone(server, 7)
            again = await Client.connect(url)  # a place is free again
            assert (await again.request(ListTables()))["type"] == "tables"

    run(scenario)


def test_connections_past_the_server_limit_are_cut_at_once(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", max_connections=10) as (url, server):
            kept = [await Client.connect(url) for _ in range(10)]
            with pytest.raises((OSError, WebSocketException)):
                await Client.connect(url)
            assert server.gate.open == 10
            await kept[0].close()
            assert await gone(server, 9)
            assert (await (await Client.connect(url)).request(ListTables()))["type"] == "tables"

    run(scenario)


def test_behind_a_trusted_proxy_each_forwarded_address_has_its_own_limit(tmp_path: Path) -> None:
    def via(address: str) -> dict[str, str]:
        return {"X-Forwarded-For": f"203.0.113.77, {address}"}  # the last entry is the proxy's

    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", max_per_address=2, trusted_proxy="127.0.0.1") as (
            url,
            server,
        ):
            first = [await Client.connect(url, headers=via("192.0.2.1")) for _ in range(2)]
            second = [await Client.connect(url, headers=via("192.0.2.2")) for _ in range(2)]
            with pytest.raises(InvalidStatus) as refused:
                await Client.connect(url, headers=via("192.0.2.1"))
            assert refused.value.response.status_code == 429
            assert {c.address for c in server.connections} == {"192.0.2.1", "192.0.2.2"}
            assert len(first) == len(second) == 2
        # without trusting the proxy the header is only a header: every client is 127.0.0.1
        async with running_server(tmp_path / "other.sqlite3", max_per_address=2) as (url, server):
            [await Client.connect(url, headers=via(f"192.0.2.{i}")) for i in range(2)]
            with pytest.raises((OSError, WebSocketException)):
                await Client.connect(url, headers=via("192.0.2.9"))

    run(scenario)


def test_a_reader_that_never_reads_is_closed_past_its_bytes_and_slows_nobody(tmp_path: Path) -> None:
    limit = 32 * 1024

    async def scenario() -> None:
        async with running_server(
            tmp_path / "db.sqlite3", max_unsent=limit, send_buffer=8 * 1024, lobby_per_address=30
        ) as (url, server):
            hosts = [await Client.connect(url) for _ in range(20)]
            for i, host in enumerate(hosts):  # a lobby worth listing: each reply is some 5 KB
                await host.request(CreateTable(name=f"Host {i}"))
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.connect(("127.0.0.1", port_of(url)))
            sock.setblocking(False)
            sloth = Client(await connect(url, sock=sock, compression=None))
            await sloth.request(Hello())
            sloth.ws.transport.pause_reading()  # from now on it reads nothing
            honest = await Client.connect(url)
            frame = json.dumps({"type": "list_tables"})
            unsent = []
            for _ in range(300):  # some 1.5 MB of replies asked for
                with contextlib.suppress(WebSocketException):
                    await sloth.send_raw(frame)
                if len(server.connections) <= len(hosts) + 1:
                    break
                unsent.append(max(c.unsent for c in server.connections))
                await asyncio.sleep(0)
            # the honest client is answered all the while
            assert (await honest.request(ListTables(), timeout=10))["type"] == "tables"
            assert await gone(server, len(hosts) + 1)
            assert server.closed == {"too slow": 1}
            assert max(unsent) <= limit
            assert not honest.closed and not any(h.closed for h in hosts)

    run(scenario)


def test_reconnecting_does_not_renew_an_address_s_budget(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", connect_rate=0.1, rate_address=5) as (url, server):
            first = await Client.connect(url)
            cut = 0
            for _ in range(5):  # new connections, one a second at most
                try:
                    await (await Client.connect(url)).close()
                except (OSError, WebSocketException):
                    cut += 1
            assert cut >= 4
            # the frames of all an address's connections share one budget (10 at once, 5 a second)
            loop = asyncio.get_running_loop()
            began = loop.time()
            for i in range(30):
                await first.send_raw(json.dumps({"type": "stats", "ref": i}))
            replies = [await first.recv(10) for _ in range(30)]
            assert [r["ref"] for r in replies] == list(range(30))
            allowed = sum(r["type"] == "stats" for r in replies)
            assert allowed <= 10 + 5 * (loop.time() - began) + 1
            assert {r["code"] for r in replies if r["type"] == "error"} == {"rate_limited"}
            assert server.gate.refused == cut

    run(scenario)
