"""The control of a server by the app that hosts it: who is at its tables, and ending them all.

The desktop app starts its hosted server with a secret in the environment (:data:`CONTROL_ENV`;
never on the command line, which every user of the computer may read).  Only a request from
loopback that carries that secret in the :data:`HEADER` header is answered, over HTTP on the
server's own port:

- ``GET /control/people``: JSON ``{"people": [{"name", "table", "seat"}, ...]}``, every person
  connected at a table (seated or watching; ``seat`` None for a spectator), so that the app asks
  before it quits while people are there;
- ``GET /control/end?name=NAME``: every table ends for everyone at once: each person is told (a
  ``notice`` of kind ``ended``, "NAME ended the table"), the tables go, also from the database (they
  never come back at a restart: :meth:`Storage.end_table`), and the server stops.

Without the environment variable (a server started by hand) there is no control: 404.
docs/online.md, "The server hosted here, quitting and coming back".
"""

from __future__ import annotations

import asyncio
import hmac
import http
import ipaddress
import json
import logging
import os
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from ..online.control import CONTROL_ENV, HEADER

if TYPE_CHECKING:
    from collections.abc import Callable

    from .storage import Storage
    from .tables import Tables


class GameServer(Protocol):
    """What the control needs of :class:`~jackaroo.server.app.GameServer` (no import of it: the
    server imports this module)."""

    @property
    def tables(self) -> Tables: ...

    storage: Storage
    on_end: Callable[[], None] | None


#: the longest name an ``end`` request may give, in characters
NAME_LIMIT = 40

log = logging.getLogger("jackaroo.server")


def _loopback(connection: ServerConnection) -> bool:
    peer = connection.remote_address
    try:
        return peer is not None and ipaddress.ip_address(str(peer[0])).is_loopback
    except ValueError:
        return False


def control_response(server: GameServer, connection: ServerConnection, request: Request) -> Response | None:
    """The answer to a ``/control/`` request (None: not one).  403 without the secret (in one
    header line) or from another computer, 404 when the server has no control or the path is unknown."""
    url = urlsplit(request.path)
    if not url.path.startswith("/control/"):
        return None
    secret = os.environ.get(CONTROL_ENV, "")
    if not secret:
        return connection.respond(http.HTTPStatus.NOT_FOUND, "Not found.\n")
    lines = request.headers.get_all(HEADER)
    given = lines[0] if len(lines) == 1 else ""  # (the header twice is no secret: refused)
    if not _loopback(connection) or not hmac.compare_digest(given.encode(), secret.encode()):
        return connection.respond(http.HTTPStatus.FORBIDDEN, "Forbidden.\n")
    if url.path == "/control/people":
        return _json(connection, {"people": people(server)})
    if url.path == "/control/end":
        name = (parse_qs(url.query).get("name") or [""])[0][:NAME_LIMIT].strip() or "The host"
        ended = end_all(server, name)
        log.warning("control: %s ended %d tables", name, ended)
        return _json(connection, {"ended": ended})
    return connection.respond(http.HTTPStatus.NOT_FOUND, "Not found.\n")


def end_all(server: GameServer, name: str) -> int:
    """The host ``name`` ends every table of ``server`` for everyone: each person there is told
    (``notice`` ``ended``), the tables go, also from the database (never restored), and
    ``server.on_end`` is called (the server stops).  Returns how many tables ended."""
    tables = list(server.tables.values())
    for table in tables:
        table.notice("ended", None, name, f"{name} ended the table")
        for member in table.members():
            member.table, member.seat = None, None
        for seat in table.seats:
            seat.member = None
        table.watchers.clear()
        server.tables.remove(table, "ended by the host")
        try:
            server.storage.end_table(table.table_id)
        except Exception:  # the database's own error: the table is gone here all the same
            log.exception("could not end table %s", table.table_id)
    if server.on_end is not None:
        asyncio.get_running_loop().call_later(0.2, server.on_end)  # (once the answer is out)
    return len(tables)


def people(server: GameServer) -> list[dict[str, Any]]:
    """Every person connected at a table of ``server``: name, table, seat (None: watching)."""
    found: list[dict[str, Any]] = []
    for table in server.tables.values():
        for index, seat in enumerate(table.seats):
            if seat.member is not None:
                found.append({"name": seat.name, "table": table.table_id, "seat": index})
        found.extend({"name": w.name, "table": table.table_id, "seat": None} for w in table.watchers)
    return found


def _json(connection: ServerConnection, body: dict[str, Any]) -> Response:
    response = connection.respond(http.HTTPStatus.OK, json.dumps(body) + "\n")
    response.headers["Content-Type"] = "application/json"
    return response
