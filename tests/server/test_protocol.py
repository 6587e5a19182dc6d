"""The client messages' decoder (msgspec) and the server's handling of any frame, fuzzed with
hypothesis: whatever arrives, the answer is a message or a refusal, never a crash."""

from __future__ import annotations

import json
import random
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jackaroo.online import protocol as p
from jackaroo.server.app import GameServer
from jackaroo.server.buckets import Bucket
from jackaroo.server.options import Options
from jackaroo.server.storage import SqliteStorage

TYPES = ["hello", "list_tables", "create_table", "join_table", "spectate", "reclaim", "set_seat", "ready"]
TYPES += ["act", "chat", "rematch", "get_record", "leave", "stats", "nonsense", ""]
TYPES += ["set_table", "move_seat", "swap_seats", "back"]
FIELDS = ["ref", "version", "name", "ruleset", "private", "takeover", "table", "code", "seat", "token"]
FIELDS += ["kind", "ready", "ply", "action", "text", "extra", "turn_seconds", "spectator_chat", "seats"]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)
messages = st.fixed_dictionaries(
    {"type": st.sampled_from(TYPES)}, optional={f: json_values for f in FIELDS}
) | st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=5)
frames = (
    messages.map(json.dumps)
    | st.text(max_size=200)
    | st.binary(max_size=200).map(lambda b: b.decode("latin-1"))
    | json_values.map(json.dumps)
)


def test_each_message_round_trips() -> None:
    samples: list[p.ClientMessage] = [
        p.Hello(),
        p.CreateTable(name="Sara", ruleset="classic", private=True, takeover="expert", ref=3),
        p.JoinTable(name="Omar", code="ABCD2345", seat=2),
        p.Reclaim(table="0a1b2c3d4e", token="ab" * 16),
        p.SetSeat(seat=3, kind="none"),
        p.Act(ply=12, action="7S split t5 s0 3"),
        p.Chat(text="hi"),
        p.CreateTable(name="Huda", turn_seconds=30, spectator_chat=False),
        p.SetTable(turn_seconds=0),
        p.SetTable(spectator_chat=True),
        p.MoveSeat(seat=2),
        p.SwapSeats(seats=(0, 3)),
        p.Back(ref=9),
    ]
    for message in samples:
        assert p.decode(p.encode(message)) == message


@pytest.mark.parametrize(
    "frame",
    [
        '{"type": "act", "ply": 0, "action": "AS field", "ply": 1e400}',
        '{"type": "chat", "text": "\\ud800"}',
        '{"type": "ready", "ready": "yes"}',
        '{"type": "create_table", "name": "\\u0000"}',
        '{"type": "create_table", "name": "Sara", "takeover": "human"}',
        '{"type": "hello", "version": 1, "ref": -4}',
        '{"type": "reclaim", "table": "../etc", "token": "x"}',
        '{"type": "create_table", "name": "Sara", "turn_seconds": 45}',
        '{"type": "set_table", "turn_seconds": "60"}',
        '{"type": "swap_seats", "seats": [0, 4]}',
        '{"type": "swap_seats", "seats": [0, 1, 2]}',
        '{"type": "move_seat"}',
    ],
)
def test_bad_fields_are_refused_by_the_decoder(frame: str) -> None:
    with pytest.raises(msgspec.DecodeError):  # (ValidationError is a DecodeError)
        p.decode(frame)


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(frames)
def test_the_decoder_returns_a_message_or_refuses(frame: str) -> None:
    try:
        message = p.decode(frame)
    except msgspec.DecodeError:
        return
    assert isinstance(message, p.ClientMessage.__args__)  # type: ignore[attr-defined]
    assert p.decode(p.encode(message)) == message


class FakeConnection:
    """What :meth:`GameServer.receive` needs of a connection, recording what it is sent."""

    def __init__(self) -> None:
        self.name = ""
        self.account: str | None = None
        self.account_name: str | None = None
        self.busy = False
        self.address = "127.0.0.1"
        self.seat: int | None = None
        self.table: Any = None
        self.greeted = False
        self.messages = Bucket(10**9, 10**9)
        self.chats = Bucket(10**9, 10**9)
        self.refused = 0
        self.sent: list[dict[str, Any]] = []
        self.closed: tuple[int, str] | None = None
        self._held: list[dict[str, Any]] | None = None

    def send(self, message: dict[str, Any]) -> None:
        if self._held is not None:
            self._held.append(message)
        else:
            self.sent.append(message)

    def hold(self) -> None:
        self._held = []

    def release(self, reply: dict[str, Any] | None) -> None:
        held, self._held = self._held or [], None
        self.sent.extend([reply, *held] if reply is not None else held)

    def error(self, code: str, message: str, ref: int | None = None) -> None:
        self.send({"type": "error", "code": code, "message": message, "ref": ref})

    def close(self, code: int, reason: str, *, now: bool = False) -> None:
        self.closed = (code, reason)


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(frames, min_size=1, max_size=4))
def test_the_server_answers_any_frames_without_failing(frames_in: list[str]) -> None:
    server = GameServer(SqliteStorage(":memory:"), Options(), random.Random(0))
    conn = FakeConnection()
    for frame in ['{"type": "hello", "version": 1}', *frames_in]:
        server.receive(conn, frame)  # type: ignore[arg-type]
    assert conn.sent and conn.sent[0]["type"] == "welcome"
    for message in conn.sent:
        assert message["type"] in {
            "welcome",
            "error",
            "tables",
            "stats",
            "joined",
            "table",
            "ok",
            "left",
            "notice",
        }
        if message["type"] == "error":
            assert message["code"] and message["message"]
    server.storage.close()
