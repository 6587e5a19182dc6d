"""A WebSocket relay on loopback in front of a real server, in a thread of its own, that can play a
table passing between server processes: the next ``reclaim`` frames it is told to refuse are
answered ``moving`` (as :meth:`jackaroo.server.cluster.Cluster.forwards` answers while a table has
no process) instead of reaching the server.  Every other frame passes both ways unchanged."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed


class MovingProxy:
    def __init__(self, server_url: str) -> None:
        self.server_url = server_url
        #: reclaims still to refuse with ``moving``
        self.refuse = 0
        self.refused = 0
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._up = threading.Event()
        self._stop: asyncio.Future[None] | None = None
        self._thread = threading.Thread(
            target=self._loop.run_until_complete, args=(self._serve(),), daemon=True
        )

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> MovingProxy:
        self._thread.start()
        self._up.wait(10)
        return self

    def stop(self) -> None:
        if self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set_result, None)
        self._thread.join(10)

    async def _serve(self) -> None:
        self._stop = self._loop.create_future()
        async with serve(self._relay, "127.0.0.1", 0) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._up.set()
            await self._stop

    async def _relay(self, client: ServerConnection) -> None:
        async with connect(self.server_url) as upstream:

            async def down() -> None:
                async for frame in upstream:
                    await client.send(frame)

            pump = asyncio.ensure_future(down())
            with contextlib.suppress(ConnectionClosed):
                async for frame in client:
                    message = json.loads(frame)
                    if message.get("type") == "reclaim" and self.refuse > 0:
                        self.refuse -= 1
                        self.refused += 1
                        code = {
                            "code": "moving",
                            "message": "the table is moving to another server: try again",
                        }
                        await client.send(json.dumps({"type": "error", **code, "ref": message.get("ref")}))
                    else:
                        await upstream.send(frame)
            pump.cancel()
