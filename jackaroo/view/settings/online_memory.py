"""What online play remembers between runs, beside the seat's token (``online/seat`` in
:mod:`~jackaroo.view.settings.store`), in the same settings file.

- ``online/host_port`` and ``online/host_db``: the port and database of the server last hosted on
  this computer, so that hosting again listens on the same port (if it is free) and "Return to your
  table" starts that server again on both when it no longer runs.
- ``online/people``: the names of the other people at the table of the kept seat, for the home
  screen's offer to return to it.
- ``online/way``, ``online/name``, ``online/typed_address``: the way, name and address the Play
  online dialog was last accepted with, so it opens as it was left.
- ``online/servers``: the servers the person reached (to join a table or open a lobby), most
  recent first, at most :data:`MAX_RECENT`: the Play online dialog's recent servers.
"""

from __future__ import annotations

from pathlib import Path

from .store import settings

HOST_PORT_KEY = "online/host_port"
HOST_DB_KEY = "online/host_db"
PEOPLE_KEY = "online/people"
WAY_KEY = "online/way"
NAME_KEY = "online/name"
TYPED_ADDRESS_KEY = "online/typed_address"
SERVERS_KEY = "online/servers"
#: the recent servers kept at most
MAX_RECENT = 10


def remember_hosting(port: int, db: Path) -> None:
    """Keep the ``port`` and database ``db`` of the server hosted here."""
    store = settings()
    store.setValue(HOST_PORT_KEY, port)
    store.setValue(HOST_DB_KEY, str(db))
    store.sync()


def remembered_hosting() -> tuple[int, Path] | None:
    """(port, database) of the server last hosted here, or None."""
    store = settings()
    port = store.value(HOST_PORT_KEY, 0, type=int)
    db = store.value(HOST_DB_KEY, "", type=str)
    return (port, Path(db)) if 0 < port < 65536 and db else None


def remember_people(names: list[str]) -> None:
    """The other people at the kept seat's table (their names, seat order)."""
    store = settings()
    if store.value(PEOPLE_KEY, [], type=list) != names:
        store.setValue(PEOPLE_KEY, names)


def remembered_people() -> list[str]:
    """The other people at the kept seat's table, as last seen ([] if none)."""
    return [str(name) for name in settings().value(PEOPLE_KEY, [], type=list) if str(name)]


def remember_way(way: str, name: str, address: str) -> None:
    """The Play online dialog was accepted with this ``way``, ``name`` and ``address``."""
    store = settings()
    store.setValue(WAY_KEY, way)
    store.setValue(NAME_KEY, name)
    if address:
        store.setValue(TYPED_ADDRESS_KEY, address)
    store.sync()


def remembered_way() -> tuple[str, str, str]:
    """(way, name, address) the Play online dialog was last accepted with ("" for each unknown)."""
    store = settings()
    return (
        store.value(WAY_KEY, "", type=str) or "",
        store.value(NAME_KEY, "", type=str) or "",
        store.value(TYPED_ADDRESS_KEY, "", type=str) or "",
    )


def remember_server(address: str) -> None:
    """The server at ``address`` was reached: first in the recent servers (the oldest beyond
    :data:`MAX_RECENT` is forgotten)."""
    servers = [address, *(known for known in recent_servers() if known != address)][:MAX_RECENT]
    store = settings()
    store.setValue(SERVERS_KEY, servers)
    store.sync()


def forget_server(address: str) -> None:
    """``address`` leaves the recent servers."""
    store = settings()
    store.setValue(SERVERS_KEY, [known for known in recent_servers() if known != address])
    store.sync()


def recent_servers() -> list[str]:
    """The recent servers' addresses, most recent first (before any was kept: the address last
    typed in the Play online dialog, if any)."""
    store = settings()
    if not store.contains(SERVERS_KEY):
        typed = store.value(TYPED_ADDRESS_KEY, "", type=str) or ""
        return [typed] if typed else []
    servers = [str(address) for address in store.value(SERVERS_KEY, [], type=list) if str(address).strip()]
    return list(dict.fromkeys(servers))[:MAX_RECENT]
