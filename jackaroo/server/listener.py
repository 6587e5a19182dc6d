"""How one server process hears the others: a connection of its own to the database that ``LISTEN``s
to its channels (:mod:`.cluster`), under the application name ``jackaroo-<process>`` by which the
other processes see it alive (:mod:`.leases`).

When the database goes away the connection is lost with it, and so is whatever was notified
meanwhile (PostgreSQL keeps no notification for a session that is not there): the process is told
(``lost``), and listens again as soon as the database answers (its storage's
:attr:`~.pg_connections.Connections.available`), however often that happens.  The connection is
given up within seconds when the database stops answering (:data:`~.pg_connections.CONNECT_OPTIONS`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from typing import Any

import msgspec
import psycopg
from psycopg import sql

from .availability import Availability
from .pg_connections import CONNECT_OPTIONS

log = logging.getLogger("jackaroo.server")

#: seconds between two looks at whether the database is back, to listen again
PROBE_SECONDS = 0.25


class Listener:
    """Process ``process``'s notifications on ``channels`` of the database at ``url``: each payload
    (a JSON list of objects, as :meth:`~.leases.Leases.notify` sends) is given to ``receive``;
    ``lost()`` is called when the connection is lost after it listened.  ``listening`` says whether
    it listens now; ``ready`` is set once it first has."""

    def __init__(
        self,
        url: str,
        process: str,
        channels: Sequence[str],
        available: Availability,
        receive: Callable[[dict[str, Any]], None],
        lost: Callable[[], None],
    ) -> None:
        self.url = url
        self.process = process
        self.channels = tuple(channels)
        self.available = available
        self.receive = receive
        self.lost = lost
        self.listening = False
        self.ready = asyncio.Event()

    async def run(self) -> None:
        """Listen until cancelled, again after every loss (:data:`PROBE_SECONDS` later, and once
        the database answers)."""
        while True:
            try:
                await self._listen()
            except psycopg.Error as error:
                log.warning("lost the database's notifications: %s", error)
            if self.listening:
                self.listening = False
                self.lost()
            await asyncio.sleep(PROBE_SECONDS)
            while not self.available.up:  # (its own thread finds out when it answers)
                await asyncio.sleep(PROBE_SECONDS)

    async def _listen(self) -> None:
        conn = await psycopg.AsyncConnection.connect(
            self.url, autocommit=True, application_name=f"jackaroo-{self.process}", **CONNECT_OPTIONS
        )
        async with conn:
            for channel in self.channels:
                await conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(channel)))
            self.listening = True
            self.ready.set()
            async for note in conn.notifies():
                for payload in msgspec.json.decode(note.payload):
                    try:
                        self.receive(payload)
                    except Exception:
                        log.exception("failed on a notification")
