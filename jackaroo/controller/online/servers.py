"""The servers a person reached, kept for the Play online dialog, and asked how many play there.

A server joins the recent servers (``online/servers`` in the settings:
:mod:`~jackaroo.view.settings.online_memory`) once it has welcomed a connection opened to join a
table or open its lobby (:func:`remember_when_reached`), so a mistyped address never does.  When
the dialog opens, :class:`RecentServerList` lists them, the last one selected, and asks each at
once, in the background, with a short connection of its own (:class:`ServerProbe`: ``hello``,
``stats``, close; docs/protocol.md) how many people sit at its tables; a server that does not
answer within :data:`PROBE_TIMEOUT_MS` is shown unreachable.  Nothing waits for the answers: the
dialog can be used, and closed, meanwhile.  While the dialog is open every server is asked again
each :data:`RECHECK_MS` (and anew each time it opens): a server that answers again (back after a
restart, the network back) is shown reachable, with its count, and one that stopped answering
unreachable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...online import protocol as p
from ...view.settings.online_memory import forget_server, recent_servers, remember_server
from .connection import ServerConnection

if TYPE_CHECKING:
    from ...view.online.servers import RecentServers
    from .session import OnlineSession

#: how long a server has to answer the dialog's question, in milliseconds
PROBE_TIMEOUT_MS = 5000
#: how often the listed servers are asked again while the dialog is open, in milliseconds
RECHECK_MS = 10_000


class ServerProbe(QObject):
    """One question to the server at ``address``: how many play there?  Emits :attr:`answered`
    (address, people seated at its tables) or :attr:`unreachable` (address), once."""

    answered = Signal(str, int)
    unreachable = Signal(str)

    def __init__(self, address: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address = address
        self.connection = ServerConnection(self)
        self.connection.timeout_ms = PROBE_TIMEOUT_MS
        self.connection.ready.connect(lambda: self.connection.send(p.Stats()))
        self.connection.stats.connect(self._stats)
        self.connection.closed.connect(self._closed)
        self._done = False

    def start(self) -> None:
        self.connection.open(self.address)

    def _stats(self, message: dict[str, Any]) -> None:
        playing, connections = message.get("playing"), message.get("connections")
        if not isinstance(playing, int):  # a server from before ``playing``: all but this one
            playing = max(0, connections - 1) if isinstance(connections, int) else 0
        self._done = True
        self.answered.emit(self.address, max(0, playing))
        self.connection.close()

    def _closed(self, _reason: str) -> None:
        if not self._done:
            self._done = True
            self.unreachable.emit(self.address)


class RecentServerList(QObject):
    """Fills the dialog's :class:`~jackaroo.view.online.servers.RecentServers` from the settings,
    selects ``address`` (the one the dialog shows), asks every server how many play there (again
    each :data:`RECHECK_MS` while the list shows), and forgets a server the person removes."""

    def __init__(self, view: RecentServers, address: str) -> None:
        super().__init__(view)
        self.view = view
        view.set_servers(recent_servers())
        view.select(address)
        view.forgotten.connect(forget_server)
        #: the questions awaiting an answer, by address (one at a time per server)
        self.probes: dict[str, ServerProbe] = {}
        self.check_all()
        self.timer = QTimer(self)
        self.timer.timeout.connect(lambda: self.check_all() if view.isVisible() else None)
        self.timer.start(RECHECK_MS)

    def check_all(self) -> None:
        """Ask every listed server how many play there."""
        for known in self.view.addresses():
            self.check(known)

    def check(self, address: str) -> None:
        """Ask the server at ``address`` how many play there, unless its answer is awaited; the
        list keeps saying what it said last until the answer."""
        if address in self.probes or address not in self.view.addresses():
            return
        probe = self.probes[address] = ServerProbe(address, self)
        probe.answered.connect(self.view.show_playing)
        probe.unreachable.connect(self.view.show_unreachable)
        probe.answered.connect(lambda *_: self._done(probe))
        probe.unreachable.connect(lambda *_: self._done(probe))
        probe.start()

    def _done(self, probe: ServerProbe) -> None:
        if self.probes.get(probe.address) is probe:
            del self.probes[probe.address]
        probe.deleteLater()


def remember_when_reached(session: OnlineSession, address: str) -> None:
    """Keep ``address`` first among the recent servers once ``session`` is welcomed there."""
    session.connection.ready.connect(lambda: remember_server(address))
