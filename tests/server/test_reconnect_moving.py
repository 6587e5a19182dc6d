"""A reclaim refused with ``moving`` (the table is passing to another server process) or ``storage``
(the service's database is away for a moment) is no way back: the client closes that connection
and tries again on its back-off schedule, until its seat is back (docs/protocol.md,
"Reconnecting")."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.server import ServerConnection, serve

from jackaroo.online.client import Client
from jackaroo.online.protocol import JoinTable
from jackaroo.online.reconnect import Backoff, ConnectionEvent

QUICK = Backoff(first=0.05, cap=0.1, seconds=20)


class MovingServer:
    """A stand-in server: the first connection joins a table and is then cut; the next refuses the
    reclaim with ``code``; the one after gives the seat back."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.connections = 0
        self.reclaims: list[dict[str, Any]] = []

    async def handle(self, ws: ServerConnection) -> None:
        self.connections += 1
        number, seq = self.connections, 0
        async for frame in ws:
            message = json.loads(frame)
            seq += 1
            ref = message.get("ref")
            if message["type"] == "hello":
                await ws.send(json.dumps({"type": "welcome", "version": 1, "ref": ref, "seq": seq}))
            elif message["type"] == "join_table":
                joined = {"type": "joined", "table": "t1", "seat": 2, "token": "k", "ref": ref, "seq": seq}
                await ws.send(json.dumps(joined))
                await ws.close()
            elif message["type"] == "reclaim":
                self.reclaims.append(message)
                if number == 2:
                    error = {"type": "error", "code": self.code, "message": "not now", "ref": ref}
                    await ws.send(json.dumps({**error, "seq": seq}))
                else:
                    await ws.send(
                        json.dumps({"type": "joined", "table": "t1", "seat": 2, "ref": ref, "seq": seq})
                    )


@pytest.mark.parametrize("code", ["moving", "storage"])
def test_a_reclaim_refused_as_moving_is_tried_again_until_the_seat_is_back(code: str) -> None:
    async def scenario() -> None:
        fake = MovingServer(code)
        async with serve(fake.handle, "127.0.0.1", 0) as server:
            port = server.sockets[0].getsockname()[1]
            events: list[ConnectionEvent] = []
            client = await Client.connect(f"ws://127.0.0.1:{port}", reconnect=QUICK, on_event=events.append)
            await client.request(JoinTable(name="Sara", code="ABCDEF"))
            back = await client.wait("joined", 10)
            assert back["seat"] == 2 and client.connected
            assert fake.connections == 3 and [m["token"] for m in fake.reclaims] == ["k", "k"]
            kinds = [e.kind for e in events]
            assert kinds.count("reconnecting") == 2 and kinds[-1] == "reconnected"
            assert not any(e.get("code") == code for e in client.errors)  # not the player's error
            assert client.seq_gaps == 0
            await client.close()

    asyncio.run(scenario())
