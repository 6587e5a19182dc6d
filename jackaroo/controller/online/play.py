"""Game > Play online…: the dialogs of online play, a server hosted here, and the table around the
board (docs/online.md, "In the app").

:class:`OnlinePlay` asks how to play (host, join with a code, a server's lobby), starts a server on
this computer as a background ``QProcess`` when hosting, and opens an
:class:`~jackaroo.controller.online.session.OnlineSession`.  Before the game it shows the
:class:`~jackaroo.view.online.table.TableDialog` (seats, CPU levels, Ready); during it the chat and
each seat's connection state; after it Save record and Rematch.  The token of the seat taken is kept
in the settings, and a dropped connection reclaims the seat with it.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QDialog

from ...online import protocol as p
from ...view.dialogs.files import proposed_file_name, save_file_name, start_folder
from ...view.online.dialog import HOST, JOIN, RETURN, LobbyDialog, OnlineChoice
from ...view.online.table import TableDialog
from ...view.settings.store import (
    remember_online_seat,
    remembered_online_seat,
)
from ...view.text.bidi import fill
from . import hosting
from .comeback import TableReturn
from .ending import GameEnd
from .hosting import LISTEN_ADDRESS, Hosting, network_address
from .lobby import LobbyKeeper
from .quitting import QuitGuard
from .session import OnlineSession
from .ways import OnlineWays

if TYPE_CHECKING:
    from ..table import Table

#: how long after a drop the app tries to reclaim its seat, in milliseconds
RECONNECT_MS = 2000
#: reconnection attempts after one drop
RECONNECT_TRIES = 5


class OnlinePlay(QObject):
    """The app's side of online play around one :class:`OnlineSession` at a time."""

    #: a new session was opened (each part of online play follows it from here)
    session_opened = Signal(object)

    def __init__(self, controller: Table) -> None:
        super().__init__(controller)
        self.controller = controller
        self.window = controller.window
        self.session: OnlineSession | None = None
        #: the server hosted on this computer
        self.hosting = Hosting(self)
        self.hosting.listening.connect(self._hosted)
        self.hosting.failed.connect(lambda text: self.window.banner.show_message(text))
        #: the address of the table's server; ``hosted``: of the server started here ("" if none)
        self.address = ""
        self.hosted = ""
        #: the address friends use to reach the server hosted here (this computer's network address)
        self.invite_address = ""
        self.name = ""
        self.table_dialog: TableDialog | None = None
        self.lobby: LobbyDialog | None = None
        self._tries = 0
        self._leaving = False
        self._pending: OnlineChoice | None = None
        self.window.online_action.triggered.connect(self.ask)
        self.quit_guard = QuitGuard(self)  # a server hosted here ends with the app, or is kept
        self.comeback = TableReturn(self)  # the home screen's Return to your table
        self.ways = OnlineWays(self)  # the Play online dialog as it was left
        self.lobby_keeper = LobbyKeeper(self)  # the lobby refreshed, New table, full tables
        self.ending = GameEnd(self)  # each game's summary and the series' score; a clean chat
        panel = self.window.online_panel
        panel.said.connect(lambda text: self._send(p.Chat(text=text)))
        panel.rematch_requested.connect(self._rematch)
        panel.record_requested.connect(lambda: self._send(p.GetRecord()))
        panel.leave_requested.connect(self.leave)

    # -- how to play ------------------------------------------------------------------------------
    def ask(self) -> None:
        """Game > Play online…: the dialog, then what it chose."""
        if not self.controller.may_leave_game():
            return
        dialog = self.ways.dialog()  # as it was left, or after a failure with what was typed
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.ways.chosen(dialog.choice())
            self.start(dialog.choice())
        dialog.deleteLater()

    def start(self, choice: OnlineChoice) -> None:
        """Host, join or open the lobby as ``choice`` says."""
        self.leave()
        self.name = choice.name
        if choice.way == HOST:
            self._pending = choice
            self.host_server()
        elif choice.way == RETURN:
            self._leaving = False
            self.reclaim()
        elif choice.way == JOIN:
            self.connect_to(choice.address, p.JoinTable(name=choice.name, code=choice.code))
        else:
            self.lobby = LobbyDialog(choice.address, self.window)
            self.lobby.refresh_requested.connect(lambda: self._send(p.ListTables()))
            self.lobby.join_requested.connect(lambda t: self._send(p.JoinTable(name=self.name, table=t)))
            self.lobby.watch_requested.connect(lambda t: self._send(p.Spectate(name=self.name, table=t)))
            self.connect_to(choice.address, p.ListTables())
            self.lobby.open()

    @property
    def server(self) -> hosting.HostedServer | None:
        """The server hosted on this computer, if it runs."""
        return self.hosting.server

    def host_server(self) -> None:
        """Start a server on this computer (or use the one running); a table is created on it once
        it listens."""
        if self.hosting.server is None:
            self.hosted = ""
        self.hosting.start()

    def _hosted(self, url: str) -> None:
        """The server hosted here listens at ``url``: the pending table is created there."""
        self.hosted = url
        port = url.rsplit(":", 1)[1]
        shared = hosting.LISTEN_ADDRESS != "127.0.0.1"
        self.invite_address = f"ws://{network_address()}:{port}" if shared else url
        self._create()

    def _create(self) -> None:
        choice, self._pending = self._pending, None
        if choice is not None:
            message = p.CreateTable(name=choice.name, ruleset=choice.ruleset, private=choice.private)  # type: ignore[arg-type]
            self.connect_to(self.hosted, message)

    def stop_server(self) -> None:
        """Stop the server hosted here (its tables stay in its database)."""
        self.hosted = ""
        self.hosting.stop()

    # -- the session ------------------------------------------------------------------------------
    def connect_to(self, address: str, first: p.ClientMessage) -> OnlineSession:
        """A new session to ``address`` whose first request is ``first``."""
        old = self.session
        if old is not None:
            old.connection.closed.disconnect(self._dropped)  # leaving it is no drop
            old.leave()
            old.deleteLater()
        session = self.session = OnlineSession(self.controller)
        self.address = address
        session.joined.connect(self._joined)
        session.table_changed.connect(self._table)
        session.finished.connect(self._finished)
        session.chat_line.connect(self.window.online_panel.add_line)
        session.record.connect(self._save_record)
        session.said.connect(lambda text: self.window.log.add_message(text))
        session.connection.closed.connect(self._dropped)
        if self.lobby is not None:
            session.tables.connect(self.lobby.show_tables)
        self._leaving = False
        self.session_opened.emit(session)
        session.open(address, first)
        return session

    def _send(self, message: p.ClientMessage) -> None:
        if self.session is not None:
            self.session.send(message)

    def leave(self) -> None:
        """Leave the table (and close the lobby and table dialogs); the board keeps its position."""
        self._leaving = True
        if self.session is not None:
            self.session.leave()
        for dialog in (self.table_dialog, self.lobby):
            if dialog is not None:
                dialog.close()
        self.table_dialog = self.lobby = None
        self.window.online_panel.hide()
        for panel in self.window.panels:
            panel.set_connection("")

    def _joined(self, message: dict[str, Any]) -> None:
        session = self.session
        assert session is not None
        if self.lobby is not None:
            self.lobby.close()
            self.lobby = None
        token = message.get("token")
        if isinstance(token, str) and session.table_id:
            remember_online_seat(self.address, session.table_id, token)
        self._tries = 0

    def _table(self, table: dict[str, Any]) -> None:
        session = self.session
        if session is None:
            return
        if table.get("status") == "lobby":
            dialog = self.table_dialog
            if dialog is None:
                dialog = self.table_dialog = TableDialog(self.window)
                dialog.seat_set.connect(lambda seat, kind: self._send(p.SetSeat(seat=seat, kind=kind)))
                dialog.ready_set.connect(lambda ready: self._send(p.Ready(ready=ready)))
                dialog.leave_requested.connect(self.leave)
                dialog.open()
            hosted_here = self.address == self.hosted and self.invite_address
            dialog.set_invitation(self.invite_address if hosted_here else self.address, session.code)
            dialog.show_table(table)
            return
        if self.table_dialog is not None:
            self.table_dialog.close()
            self.table_dialog = None
        panel = self.window.online_panel
        panel.show()
        panel.set_watching(session.seat is None)
        panel.set_over(table.get("status") == "over")
        text = fill(self.tr("Table {table} at {address}"), table=session.table_id or "", address=self.address)
        panel.status.setText(text)
        self._show_connections(table)

    def _show_connections(self, table: dict[str, Any]) -> None:
        """Each seat's connection on its panel: connected, a CPU playing for them, or dropped."""
        seats = table.get("seats")
        seats = seats if isinstance(seats, list) else []
        for i, panel in enumerate(self.window.panels):
            seat = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
            if seat.get("kind") != "human":
                panel.set_connection("")
            elif seat.get("cpu"):
                panel.set_connection(self.tr("A CPU plays for them"))
            elif seat.get("connected"):
                panel.set_connection(self.tr("Connected"))
            else:
                panel.set_connection(self.tr("Not connected"))

    def _finished(self, message: dict[str, Any]) -> None:
        self.window.online_panel.set_over(True)
        text = self.tr("The game is over: Rematch or Save record are beside the chat.")
        self.controller.scene.animator.cue(
            lambda: self.window.banner.show_message(text, error=False, seconds=8)
        )

    def _rematch(self) -> None:
        self._send(p.Rematch())
        self.window.online_panel.set_over(False)
        self.window.log.add_message(self.tr("You asked for a rematch; it begins when everyone agrees."))

    def _save_record(self, text: str) -> None:
        kinds = self.tr("Jackaroo game records (*.jackaroo-record.json)")
        game = self.controller.game
        names = ", ".join(game.state.names) if game is not None else ""
        proposed = proposed_file_name(date.today(), names, ".jackaroo-record.json")
        start = str(Path(start_folder(documents_folder())) / proposed)
        path = save_file_name(self.window, self.tr("Save record"), start, kinds)
        if path:
            try:
                Path(path).write_text(text, encoding="utf-8")
            except OSError as error:
                self.window.banner.show_message(fill(self.tr("Could not save: {reason}"), reason=str(error)))

    # -- drops ------------------------------------------------------------------------------------
    def _dropped(self, _reason: str) -> None:
        """The connection closed: unless leaving, reclaim the seat with the kept token."""
        if self._leaving or self.session is None or self.session.table_id is None:
            return
        if self._tries >= RECONNECT_TRIES:
            return
        self._tries += 1
        QTimer.singleShot(RECONNECT_MS, self.reclaim)

    def reclaim(self) -> None:
        """Reconnect to the seat kept in the settings (after a drop, or a restart of the app)."""
        kept = remembered_online_seat()
        if kept is None or self._leaving:
            return
        address, table, token = kept
        self.connect_to(address, p.Reclaim(table=table, token=token))

    def quit(self) -> None:
        """The app quits: the connection closes (the server keeps the seat, as after a drop) and is
        not opened again."""
        self._leaving = True
        if self.session is not None:
            self.session.connection.close()


def documents_folder() -> str:
    """The user's documents folder (where a record is proposed)."""
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)


__all__ = ["LISTEN_ADDRESS", "OnlinePlay", "network_address"]
