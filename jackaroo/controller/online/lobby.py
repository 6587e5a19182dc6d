"""A server's lobby in the app, on any server: its public tables kept up to date while the lobby is
open, New table (rules, private or public, turn clock), and Join offered only where a seat is open.

The :class:`~jackaroo.view.online.lobby_dialog.LobbyDialog` asks the server for its list again every
:data:`REFRESH_MS` while it is open; a refused Join or Watch (a full table: ``no_seat``) is said in
the lobby, which stays open until the server has seated (or let watch) the person.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from ...online import protocol as p
from ...view.online.lobby_dialog import LOBBY_PAGE
from ...view.online.new_table import NewTableDialog
from .words import error_words

if TYPE_CHECKING:
    from ...view.online.lobby_dialog import LobbyDialog
    from .front import OnlineFront
    from .session import OnlineSession

#: how often an open lobby asks for the list of tables again, in milliseconds
REFRESH_MS = 3000


def lobby_request(lobby: LobbyDialog | None) -> p.ListTables:
    """The list of tables the lobby shows: its page, and only the host's name looked for."""
    if lobby is None:
        return p.ListTables(limit=LOBBY_PAGE)
    return p.ListTables(offset=lobby.offset, limit=LOBBY_PAGE, host=lobby.host_filter())


class LobbyKeeper(QObject):
    """The lobby of the session that opened it: refreshed, New table, refusals in words."""

    def __init__(self, play: OnlineFront) -> None:
        super().__init__(play.window)
        self.play = play
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self._wired: LobbyDialog | None = None
        play.session_opened.connect(self._follow)

    def _follow(self, session: OnlineSession) -> None:
        lobby = self.play.lobby
        if lobby is None or lobby is self._wired:
            return
        self._wired = lobby
        lobby.new_table_requested.connect(self.new_table)
        lobby.finished.connect(self.timer.stop)
        session.connection.error.connect(lambda code, text, _ref: self._refused(lobby, code, text))
        session.table_changed.connect(lambda _table: self._seated(lobby))
        self.timer.start()

    def refresh(self) -> None:
        """Ask for the list of tables again (while the lobby is open)."""
        session, lobby = self.play.session, self.play.lobby
        if lobby is None or not lobby.isVisible():
            self.timer.stop()
        elif session is not None and session.connection.is_ready:
            session.send(lobby_request(lobby))

    def new_table(self) -> None:
        """New table…: ask its settings, then open it on the lobby's server (the person sits first)."""
        lobby, session = self.play.lobby, self.play.session
        if lobby is None or session is None:
            return
        dialog = NewTableDialog(session.connection.url, lobby)
        if dialog.exec() == NewTableDialog.DialogCode.Accepted:
            table = dialog.table()
            message = p.CreateTable(
                name=self.play.name,
                ruleset=table.ruleset,  # type: ignore[arg-type]
                private=table.private,
                turn_seconds=table.turn_seconds,  # type: ignore[arg-type]
            )
            session.send(message)
        dialog.deleteLater()

    def _refused(self, lobby: LobbyDialog, code: str, text: str) -> None:
        if lobby is self.play.lobby:
            lobby.show_problem(error_words(code, text))
            self.refresh()  # (a full table shows as full)

    def _seated(self, lobby: LobbyDialog) -> None:
        """The server seated the person, or lets them watch: the lobby has done its work."""
        if lobby is self.play.lobby:
            self.timer.stop()
            lobby.close()
            self.play.lobby = None
