"""Clients behind proxies of their own, through HAProxy as docs/online.md configures it (``option
forwardfor``: HAProxy adds an ``X-Forwarded-For`` line of its own after the client's): whatever the
client sent in that header, it connects, and it is counted under the address HAProxy saw, the last
entry of all the header's lines; no header shape gives a 500 or a traceback in the server's log.

Each client connects from an address of loopback of its own (127.0.0.x), which is what HAProxy
names; the server (``--max-per-address 1``) refuses a second connection from one address with 429,
so a client counted under the address its own header named would not be refused.  The address
reading itself: :func:`test_the_address_is_the_last_entry_of_every_line`.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import itertools
import json
import os
import shutil
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from support.server import run
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidStatus

from jackaroo.online.control import CONTROL_ENV, HEADER
from jackaroo.server.addresses import forwarded_address
from jackaroo.server.local_cluster import HaproxyServer, start_server_process

Lines = Sequence[tuple[str, str]]
#: loopback addresses for the clients, a fresh one each time
SOURCES = (f"127.0.0.{n}" for n in itertools.count(10))
SHAPES: dict[str, Lines] = {
    "its own address": [("X-Forwarded-For", "198.51.100.7")],
    "several entries": [("X-Forwarded-For", "10.1.2.3, 198.51.100.7,192.0.2.1")],
    "several lines": [
        ("X-Forwarded-For", "10.1.2.3, 198.51.100.7"),
        ("X-Forwarded-For", "192.0.2.1"),
        ("x-forwarded-for", "203.0.113.9 , 2001:db8::1"),
    ],
    "garbage": [
        ("X-Forwarded-For", "unknown, , ,,999.1.1.1, [::1"),
        ("X-Forwarded-For", ""),
        ("X-Forwarded-For", '\u00e9t\u00e9; drop table, 1.2.3.4.5 , "quoted"' + ",x" * 200),
    ],
}


@contextlib.contextmanager
def behind_haproxy(db: Path) -> Iterator[tuple[str, str]]:
    """A server process storing in ``db`` (trusting 127.0.0.1 as its proxy, one connection per
    address) behind HAProxy; yields HAProxy's URL and the server's own."""
    if shutil.which("haproxy") is None and not os.path.exists("/usr/sbin/haproxy"):
        if os.environ.get("CI"):
            pytest.fail("CI runs the HAProxy tests, but HAProxy is not installed")
        pytest.skip("HAProxy is not installed (Debian: apt-get install haproxy)")
    process, port = start_server_process(str(db), "--max-per-address", "1", "--connect-rate", "100")
    balancer = HaproxyServer([port])
    try:
        balancer.start()
        yield balancer.url, f"ws://127.0.0.1:{port}"
    finally:
        balancer.stop()
        process.terminate()
        process.wait(30)


async def greeted(url: str, source: str, lines: Lines = ()) -> ClientConnection:
    """A connection to ``url`` from ``source`` sending the header ``lines``, welcomed; raises
    InvalidStatus if the handshake is refused."""
    ws = await connect(url, additional_headers=list(lines), local_addr=(source, 0), open_timeout=10)
    await ws.send(json.dumps({"type": "hello", "version": 1}))
    assert json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] == "welcome"
    return ws


async def refused(url: str, source: str, lines: Lines = ()) -> int:
    """The HTTP status refusing a connection to ``url`` from ``source`` (fails if accepted)."""
    with pytest.raises(InvalidStatus) as refusal:
        ws = await greeted(url, source, lines)
        await ws.close()
    return refusal.value.response.status_code


def assert_quiet(log: str) -> None:
    """Nothing in the server's log at ERROR, and no traceback."""
    assert "Traceback" not in log and " ERROR " not in log, log


def test_a_client_with_a_forwarded_header_of_its_own_is_counted_as_haproxy_saw_it(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    with behind_haproxy(tmp_path / "db.sqlite3") as (url, _direct):

        async def scenario() -> None:
            for shape, lines in SHAPES.items():
                source, other = next(SOURCES), next(SOURCES)
                first = await greeted(url, source, lines)  # (500 when the header had two lines)
                # counted under ``source``, whatever its header named: the second from there is
                # refused, even naming another address; one from elsewhere is not
                assert await refused(url, source, [("X-Forwarded-For", "192.0.2.200")]) == 429, shape
                second = await greeted(url, other, lines)
                for ws in (first, second):
                    await ws.close()

        run(scenario, timeout=60)
    assert_quiet(capfd.readouterr().err)


def test_from_the_trusted_address_itself_the_last_entry_counts_and_garbage_counts_as_the_peer(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    with behind_haproxy(tmp_path / "db.sqlite3") as (_url, direct):

        async def scenario() -> None:
            lines = [("X-Forwarded-For", "10.0.0.1"), ("X-Forwarded-For", "10.0.0.2, 198.51.100.40")]
            named = await greeted(direct, "127.0.0.1", lines)
            assert await refused(direct, "127.0.0.1", [("X-Forwarded-For", "198.51.100.40")]) == 429
            # no address in the last entry: counted as the peer (the proxy's address) itself
            for garbage in SHAPES["garbage"], [("X-Forwarded-For", "198.51.100.40, nonsense")]:
                ws = await greeted(direct, "127.0.0.1", garbage)
                await ws.close()
            await named.close()

        run(scenario, timeout=60)
    assert_quiet(capfd.readouterr().err)


def test_a_control_header_given_twice_is_refused_not_failed(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CONTROL_ENV, "the-secret")
    with behind_haproxy(tmp_path / "db.sqlite3") as (_url, direct):
        host, port = direct.removeprefix("ws://").split(":")
        request = http.client.HTTPConnection(host, int(port), timeout=10)
        request.putrequest("GET", "/control/people")
        for value in ("the-secret", "the-secret"):
            request.putheader(HEADER, value)
        request.endheaders()
        assert request.getresponse().status == 403
        request.close()
    assert_quiet(capfd.readouterr().err)


@pytest.mark.parametrize(
    ("lines", "address"),
    [
        ([], None),
        ([""], None),
        (["198.51.100.7"], "198.51.100.7"),
        (["10.0.0.1, 198.51.100.7"], "198.51.100.7"),
        (["198.51.100.7", "192.0.2.1"], "192.0.2.1"),
        (["10.0.0.1, 10.0.0.2", "192.0.2.1 ,  203.0.113.5 "], "203.0.113.5"),
        (["198.51.100.7", "2001:DB8::1"], "2001:db8::1"),
        (["198.51.100.7:4711"], "198.51.100.7"),
        (["[2001:db8::7]"], "2001:db8::7"),
        (["[2001:db8::7]:443"], "2001:db8::7"),
        (["198.51.100.7", "unknown"], None),
        (["198.51.100.7", ""], None),
        (["198.51.100.7,"], None),
        (["198.51.100.7", "999.1.1.1"], None),
        (["198.51.100.7", "[::1"], None),
        (["198.51.100.7", "1.2.3.4:80:90"], None),
        (["198.51.100.7", "\u00e9t\u00e9"], None),  # (bytes outside ASCII: websockets reads Latin-1)
        (["x" * 8000 + ",192.0.2.1"], "192.0.2.1"),
    ],
)
def test_the_address_is_the_last_entry_of_every_line(lines: list[str], address: str | None) -> None:
    assert forwarded_address(lines) == address
