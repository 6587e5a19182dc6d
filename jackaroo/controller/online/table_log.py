"""The log of an online table starts with the table's own lines.

The log keeps its lines while the person is at home, where it is not shown: the words of a failed
attempt to reach a server ("No server answers at …"), a refused code, a lobby left.  :class:`TableLog`
clears it when a connection sits the person at (or lets them watch) a table the log is not the
table's of: a table come to from home, or another table than the last one.  Coming back to the same
table after a dropped connection, or after the server hosted here started again, keeps its lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from .front import OnlineFront
    from .session import OnlineSession


class TableLog(QObject):
    """Clears the window's log for each table come to anew."""

    def __init__(self, play: OnlineFront) -> None:
        super().__init__(play)
        self.play = play
        #: (server address, table) whose lines the log holds
        self.table: tuple[str, str | None] | None = None
        play.session_opened.connect(self._follow)

    def _follow(self, session: OnlineSession) -> None:
        session.joined.connect(lambda _message: self._joined(session))

    def _joined(self, session: OnlineSession) -> None:
        if session is not self.play.session:
            return
        here = (self.play.address, session.table_id)
        if here != self.table or self.play.window.home_shown:
            self.play.window.log.clear_entries()
        self.table = here
