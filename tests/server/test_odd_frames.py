"""Odd frames on a real socket (127.0.0.1, a free port): every frame under the size limit is
answered, whatever it holds (values nested thousands of levels deep, NaN, numbers past any integer
type, keys given twice, no object at all: :mod:`support.odd_json`): an error naming the frame's
``ref`` (docs/protocol.md), or the message's own reply.  The connection stays open, or is closed
with a code the protocol gives (4001 after a hello naming another version), never 1011, and the
server logs nothing at ERROR.

The fuzzing runs ``JACKAROO_FUZZ_EXAMPLES`` frames (60 by default; a deeper run, on two server
processes too: ``JACKAROO_FUZZ_EXAMPLES=3000``), one after another on one connection, each followed
by a ``list_tables`` whose reply closes the frame's answers: the answers to a frame come before it.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import os
import threading
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from support.odd_json import frames
from support.server import Service, run
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from jackaroo.online import protocol as p
from jackaroo.online.client import Client

FUZZ_EXAMPLES = int(os.environ.get("JACKAROO_FUZZ_EXAMPLES", "60"))
FUZZ = settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
)
#: the service on one process, and in a deeper run also on two sharing PostgreSQL
PROCESSES = ["one process", "two processes"] if "JACKAROO_FUZZ_EXAMPLES" in os.environ else ["one process"]
#: close codes the protocol gives for something a client sent (docs/protocol.md)
DOCUMENTED_CLOSES = {1008, 4001}
DEEP = 1300
DEEP_TEXT = "[" * DEEP + "]" * DEEP


@contextlib.contextmanager
def served(service: Service) -> Iterator[str]:
    """The service run on an event loop in a thread of its own, for a synchronous test; yields the
    address of its second process (on one process, the same as the first)."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    opened = service()
    try:
        _first, second = asyncio.run_coroutine_threadsafe(opened.__aenter__(), loop).result(60)
        try:
            yield second
        finally:
            asyncio.run_coroutine_threadsafe(opened.__aexit__(None, None, None), loop).result(60)
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


def greeted(url: str, connections: contextlib.ExitStack) -> ClientConnection:
    """A new connection to ``url``, welcomed, closed with ``connections``."""
    ws = connections.enter_context(connect(url, max_size=2**20, open_timeout=10, ping_interval=None))
    ws.send(json.dumps({"type": "hello", "version": 1}))
    assert json.loads(ws.recv(10))["type"] == "welcome"
    return ws


def answers(ws: ClientConnection, frame: str, closing_ref: int) -> list[dict[str, Any]]:
    """Send ``frame``, then a ``list_tables`` numbered ``closing_ref``; every message until that one's
    reply (or until the server closes the connection: ConnectionClosed)."""
    ws.send(frame)
    ws.send(json.dumps({"type": "list_tables", "ref": closing_ref}))
    got: list[dict[str, Any]] = []
    while not got or got[-1].get("ref") != closing_ref:
        got.append(json.loads(ws.recv(10)))
    return got[:-1]


def refused_by_the_decoder(frame: str) -> bool:
    try:
        p.decode(frame)
    except msgspec.DecodeError:  # (a ValidationError too)
        return True
    return False


def no_error_logged(records: list[logging.LogRecord]) -> None:
    faults = [r for r in records if r.levelno >= logging.ERROR or r.exc_info]
    assert not faults, [f"{r.name}: {r.getMessage()}" for r in faults]


# (the server's keepalive pings draw from ``random`` in its thread while Hypothesis draws a frame)
@pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisDeprecationWarning")
@pytest.mark.parametrize("service", PROCESSES, indirect=True)
def test_every_odd_frame_is_answered_and_nothing_fails(
    service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    closing_refs = itertools.count(2**53 - 10**9)
    with served(service) as url, contextlib.ExitStack() as connections:
        connection = [greeted(url, connections)]

        @FUZZ
        @given(drawn=frames())
        def answered(drawn: tuple[str, int | None]) -> None:
            frame, ref = drawn
            got: list[dict[str, Any]] = []
            try:
                got = answers(connection[0], frame, next(closing_refs))
            except ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd is not None else None
                assert code in DOCUMENTED_CLOSES, (code, frame[:200])
                connection[0] = greeted(url, connections)
                return
            if ref is not None:
                assert any(m.get("ref") == ref for m in got), (frame[:200], ref, got)
            elif refused_by_the_decoder(frame):
                assert any(m["type"] == "error" and m.get("ref") is None for m in got), (frame[:200], got)
            no_error_logged(caplog.records)

        answered()
    no_error_logged(caplog.records)


#: (frame, the error code, the ref it names): the shapes found failing, and their kin
CASES = [
    ('{"type": "chat", "text": ' + DEEP_TEXT + ', "ref": 5}', "bad_message", 5),
    ('{"type": "chat", "ref": 6, "text": ' + DEEP_TEXT + "}", "bad_message", 6),
    ('{"text": ' + DEEP_TEXT + ', "type": "chat", "ref": 7}', "bad_message", 7),
    ('{"ref": 8, "stuff": ' + DEEP_TEXT + "}", "bad_message", 8),
    ('{"ref": 9, "type": "act", "ply": NaN, "action": "AS field"}', "bad_json", 9),
    ('{"type": "act", "ply": 1e400, "action": "AS field", "ref": 10}', "bad_message", 10),
    ('{"type": "act", "ply": ' + "9" * 400 + ', "action": "AS field", "ref": 11}', "bad_message", 11),
    ('{"type": "list_tables", "ref": "x", "ref": 12, "limit": "7"}', "bad_message", None),
    ('{"type": "list_tables", "ref": 1, "ref": 13, "limit": "7"}', "bad_message", 13),
    ('{"type": "chat", "text": "\\ud800", "ref": 14}', "bad_json", 14),
    ('"{\\"type\\": \\"list_tables\\", \\"ref\\": 15}"', "bad_message", None),
    ("[" * 2000 + "]" * 2000, "bad_message", None),
    ('{"type": {"type": "chat"}, "ref": 16}', "bad_message", 16),
    ('{"type": "list_tables", "ref": ' + "9" * 100 + "}", "bad_message", None),
]


def test_deep_and_odd_frames_are_refused_with_their_ref(service: Service) -> None:
    async def scenario() -> None:
        async with service() as (_url, other):
            client = await Client.connect(other)
            for frame, code, ref in CASES:
                assert len(frame.encode()) <= p.MAX_FRAME
                await client.send_raw(frame)
                error = await client.wait("error", 10)
                assert (error["code"], error["ref"]) == (code, ref), frame[:80]
            assert (await client.request(p.ListTables()))["type"] == "tables"
            assert not client.closed
            await client.close()

    run(scenario)


@pytest.mark.parametrize(
    ("frame", "ref"),
    [
        ('{"type": "chat", "ref": 3, "text": "x"}', 3),
        ('{"ref": 3, "text": ' + DEEP_TEXT + "}", 3),
        ('{"text": ' + '{"a":' * 700 + "1" + "}" * 700 + ', "ref": 3}', 3),
        ('{"ref": 3, "ply": NaN}', 3),
        ('{"ref": 3, "text": "\\ud800"} trailing', 3),
        ('{"\\u0072ef": 3, "ply": Infinity}', 3),
        ('{"ref": 3, "ref": 4, "ply": -Infinity}', 4),
        ('{"ref": 3, "ref": null, "ply": NaN}', None),
        ('{"ref": "x", "ref": 4, "ply": NaN}', None),
        ('{"ref": 3.0, "ply": NaN}', None),
        ('{"ref": -1}', None),
        ('{"ref": ' + str(2**53 + 1) + ', "ply": NaN}', None),
        ('{"ref": ' + "9" * 500 + ', "ply": NaN}', None),
        ('{"a": [1]]], "ref": 3, "ply": NaN}', None),  # (no longer an object before the ref)
        ('{"ref": 3, "text": "unterminated', 3),
        ('{"text": "a \\"ref\\": 3", "ply": NaN}', None),
        ('[{"ref": 3}]', None),
        ('"{\\"ref\\": 3}"', None),
        ("[" * 4000, None),
        ("", None),
        (b'{"ref": 3}', 3),
        (b'{"ref": 3, "text": "\xff"}', 3),
    ],
)
def test_the_ref_is_read_from_the_top_level_whatever_the_frame_holds(
    frame: str | bytes, ref: int | None
) -> None:
    assert p.ref_of(frame) == ref
