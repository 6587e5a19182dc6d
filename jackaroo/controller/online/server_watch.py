"""The server hosted here, watched: a hosted table survives its server.

:class:`~jackaroo.controller.online.hosting.Hosting` checks every second that the server it started
still runs.  When it stops by itself (killed, crashed), the host reads so at once ("The table's
server stopped: starting it again…") and it starts again on the same port and database; as soon as
it listens, this app takes its seat back with the seat's token (the server keeps every seat in its
database: a seat belongs to its person, not to a connection), without waiting for the next
reconnecting attempt.  The other people's apps reconnect by themselves and get their own seats back,
whatever order they come back in.  If it cannot start again (its port taken, the disk full, stopping
again and again), the host reads why and what to do.  docs/online.md, "The server hosted here".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from .front import OnlineFront
    from .hosting import HostedServer


class ServerWatch(QObject):
    """What the host reads, and does, when the server hosted here stops by itself."""

    def __init__(self, play: OnlineFront) -> None:
        super().__init__(play)
        self.play = play
        hosting = play.hosting
        hosting.stopped.connect(self._stopped)
        hosting.restarted.connect(self._back)
        hosting.restart_failed.connect(self._failed)

    def _say(self, text: str, error: bool) -> None:
        window = self.play.window
        window.banner.show_message(text, error=error, seconds=0 if error else 8)
        window.log.add_message(text)

    def _stopped(self, _server: HostedServer) -> None:
        self._say(self.tr("The table's server stopped: starting it again on this computer…"), error=True)

    def _back(self, url: str) -> None:
        """It listens again: this app's seat there is taken back at once."""
        self._say(self.tr("The table's server is running again."), error=False)
        play = self.play
        kept = play.seat_kept
        if kept is not None and kept[0] == url and (play.reconnection.active or play.at_table()):
            play.reconnection.timer.stop()  # (the schedule's next attempt would come later)
            play.reclaim()

    def _failed(self, text: str) -> None:
        """It could not start again: why and what to do stay on the banner (no reconnecting attempt
        to a server that is not there writes over it)."""
        self.play.reconnection.stop()
        self._say(text, error=True)
