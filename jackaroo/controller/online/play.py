"""Game > Play online…: the dialogs of online play, a server hosted here, and the table around the
board (docs/online.md, "In the app").

:class:`OnlinePlay` asks how to play (host, join with a code, a server's lobby), starts a server on
this computer when hosting (:class:`Hosting`: it may outlive the app), and opens an
:class:`~jackaroo.controller.online.session.OnlineSession`.  Before the game the board shows the
:class:`~jackaroo.view.online.table.TablePanel` (seats, teams, CPU levels, the clock, Ready); during
it the chat and each seat's connection and clocks (:class:`SeatMarks`); after it Save record and
Rematch.  The token of the seat taken is kept in the settings; a dropped connection reclaims the
seat with it by itself, on a back-off schedule (:class:`Reconnection`).  Leaving asks first, and
any local game leaves the table first: a person is never in two games.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog

from ...online import protocol as p
from ...view.dialogs.files import proposed_file_name, save_file_name, start_folder
from ...view.online.dialog import HOST, JOIN, PLAY_NOW, RETURN, OnlineChoice
from ...view.online.lobby_dialog import LobbyDialog
from ...view.settings.store import forget_online_seat, remember_online_seat, remembered_online_seat
from ...view.text.bidi import fill
from ...view.text.messages import confirm_leave_table, confirm_rematch_over_review, offer_watch
from ..standstill import standing_still
from . import hosting
from .account_keeper import AccountKeeper
from .comeback import TableReturn
from .ending import GameEnd
from .finished import FinishedRecords
from .friends import FriendsFront
from .hosting import LISTEN_ADDRESS, Hosting, network_address
from .links import LinkError, bad_link_words, link_choice
from .lobby import LobbyKeeper, lobby_request
from .quick_match import QuickMatch
from .quitting import QuitGuard
from .reconnecting import Reconnection
from .seat_marks import SeatMarks
from .server_watch import ServerWatch
from .session import OnlineSession
from .table_log import TableLog
from .ways import OnlineWays
from .words import notice_words

if TYPE_CHECKING:
    from ..table import Table


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
        self.profile = ""  # the app's own accounts
        self.hosted = ""
        #: the address friends use to reach the server hosted here (this computer's network address)
        self.invite_address = ""
        self.name = ""
        self.lobby: LobbyDialog | None = None
        self.marks = SeatMarks(self.window, self, refresh_prompt=lambda: self.controller.input.refresh())
        self.reconnection = Reconnection(self)
        self.reconnection.attempt_due.connect(lambda _attempt: self.reclaim())
        #: the seat this app holds (address, table, token), for reconnecting after a drop
        self.seat_kept: tuple[str, str, str] | None = None
        self._leaving = False
        self._joining: p.JoinTable | None = None  # a join by code not yet answered
        self._pending: OnlineChoice | None = None
        self.window.online_action.triggered.connect(self.ask)
        self.quit_guard = QuitGuard(self)  # a server hosted here ends with the app, or is kept
        self.comeback = TableReturn(self)  # the home screen's Return to your table
        self.watch = ServerWatch(self)  # the server hosted here stopped: it starts again
        self.ways = OnlineWays(self)  # the Play online dialog as it was left
        self.lobby_keeper = LobbyKeeper(self)  # the lobby refreshed, New table, full tables
        self.ending = GameEnd(self)  # each game's summary and the series' score; a clean chat
        self.finished = FinishedRecords(self)  # each finished game's record, kept with the records
        self._saving = False  # Save record was asked for: its record is offered as a file
        self.accounts = AccountKeeper(self)  # each session signed in; the account on the panel
        self.friends = FriendsFront(self, self.ways.name)  # notices, Invite, Report, Join, Watch
        self.ways.accounts.friends = self.friends
        self.quick = QuickMatch(self, self.accounts)  # Play now: the queue, the offer of CPUs
        self.table_log = TableLog(self)  # a table come to anew: a clean log
        panel = self.window.online_panel
        panel.said.connect(lambda text: self._send(p.Chat(text=text)))
        panel.rematch_requested.connect(self._rematch)
        panel.record_requested.connect(self._ask_record)
        panel.leave_requested.connect(self.leave)
        table = self.window.table_panel
        table.seat_set.connect(lambda seat, kind: self._send(p.SetSeat(seat=seat, kind=kind)))  # type: ignore[arg-type]
        table.move_requested.connect(lambda seat: self._send(p.MoveSeat(seat=seat)))
        table.swap_requested.connect(lambda a, b: self._send(p.SwapSeats(seats=(a, b))))
        table.settings_set.connect(
            lambda seconds, chat: self._send(p.SetTable(turn_seconds=seconds, spectator_chat=chat))  # type: ignore[arg-type]
        )
        table.ready_set.connect(lambda ready: self._send(p.Ready(ready=ready)))
        table.leave_requested.connect(self.leave)

    # -- how to play ------------------------------------------------------------------------------
    def ask(self) -> None:
        """Game > Play online…: the dialog, then what it chose.  A local game in progress stands
        still behind the question and the dialog, and goes on if the person cancels."""
        with standing_still(self.controller):
            if not self.controller.may_leave_game(kept=True):
                return
            dialog = self.ways.dialog()  # as it was left, or after a failure with what was typed
            choice = dialog.choice() if dialog.exec() == QDialog.DialogCode.Accepted else None
            dialog.deleteLater()
            if choice is not None:
                self.ways.chosen(choice)
                self.start(choice)

    def open_link(self, link: str) -> bool:
        """Follow the invitation ``link`` (``jackaroo://host:port/CODE``): join its table with the
        remembered name, once any game in progress is left (True: on the way).  Not a link: the
        home screen says so."""
        try:
            choice = link_choice(link, self.ways.name())
        except LinkError:
            if self.window.home_shown:
                self.window.home.show_notice(bad_link_words(link))
            else:
                self.window.banner.show_message(bad_link_words(link))
            return False
        if not self.controller.may_leave_game(kept=True):
            return False
        self.ways.chosen(choice)  # as if typed in the dialog: it opens with them if this fails
        self.start(choice)
        return True

    def start(self, choice: OnlineChoice) -> None:
        """Host, join or open the lobby as ``choice`` says (:meth:`clear_table` first)."""
        self.clear_table()
        self.name = choice.name
        if choice.way == HOST:
            self._pending = choice
            self.host_server()
        elif choice.way == RETURN:
            self._leaving = False
            if self.comeback.returning or not self.comeback.start_server_first():
                self.reclaim()  # (a table hosted here: once its server listens again)
        elif choice.way == PLAY_NOW:
            self.quick.start(choice)
        elif choice.way == JOIN:
            self._joining = p.JoinTable(name=choice.name, code=choice.code)
            self.connect_to(choice.address, self._joining)
        else:
            self.lobby = LobbyDialog(choice.address, self.window)
            self.lobby.refresh_requested.connect(lambda: self._send(lobby_request(self.lobby)))
            self.lobby.join_requested.connect(lambda t: self._send(p.JoinTable(name=self.name, table=t)))
            self.lobby.watch_requested.connect(lambda t: self._send(p.Spectate(name=self.name, table=t)))
            self.connect_to(choice.address, p.ListTables())
            self.lobby.open()

    def clear_table(self) -> None:
        """Before another table: leave the one here, and a local game on the table (the person
        has agreed; it stays kept), so the next table comes to a clean board, not behind it."""
        self.leave(ask=False, home=False)
        if not self.window.home_shown:
            self.controller.go_home()

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
    def connect_to(self, address: str, first: p.ClientMessage | None) -> OnlineSession:
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
        session.chat_restored.connect(self.window.online_panel.restore_lines)
        session.record.connect(self._save_record)
        session.said.connect(lambda text: self.window.log.add_message(text))
        session.noticed.connect(self._noticed)
        session.deadline.connect(self.marks.deadline)
        session.refused.connect(self._refused)
        session.connection.closed.connect(self._dropped)
        if self.lobby is not None:
            session.tables.connect(self.lobby.show_tables)
            session.connection.listing.connect(self.lobby.show_page)
        self._leaving = False
        self.session_opened.emit(session)
        session.open(address, first)
        return session

    def _send(self, message: p.ClientMessage) -> None:
        if self.session is not None:
            self.session.send(message)

    def at_table(self) -> bool:
        """Whether the person here sits at (or watches) an online table, or is on the way back to it."""
        session = self.session
        return not self._leaving and session is not None and session.table_id is not None

    def leave(self, *, ask: bool = True, home: bool = True) -> bool:
        """Leave the table (and close the lobby); with ``ask``, only once the person agrees (True:
        left).  With ``home`` the table is cleared to the home screen, which says what happened."""
        session = self.session
        seated = self.at_table() and session is not None and session.seat is not None
        playing = seated and session is not None and session.on_board and not session.mirror.is_over  # type: ignore[union-attr]
        if ask and seated and not confirm_leave_table(self.window, playing):
            return False
        was_here = self.at_table()
        self._leaving = True
        self.seat_kept = None
        if seated and not playing:  # before the game the seat is given up: no return is offered
            forget_online_seat()
        self.reconnection.stop()
        if session is not None:
            session.leave()
        if self.lobby is not None:
            self.lobby.close()
        self.lobby = None
        self.window.show_table_panel(False)
        self.window.online_panel.hide()
        self.window.banner.clear_message()
        self.marks.clear()
        if home and was_here:
            self.controller.go_home()
            if playing:
                text = self.tr("You left the table (a CPU plays your seat; you can return).")
            else:
                text = self.tr("You left the online table.")
            self.window.home.show_notice(text)
        return True

    def _joined(self, message: dict[str, Any]) -> None:
        session = self.session
        assert session is not None
        self._joining = None
        if self.lobby is not None:
            self.lobby.close()
            self.lobby = None
        token = message.get("token")
        if isinstance(token, str) and session.table_id:
            remember_online_seat(self.address, session.table_id, token)
            self.seat_kept = (self.address, session.table_id, token)
        if self.reconnection.active:
            self.window.banner.show_message(self.tr("Reconnected: you are back at the table."), error=False)
        self.reconnection.succeeded()
        self.hosting.settled()  # (a server hosted here that served the table again did not crash at start)

    def _table(self, table: dict[str, Any]) -> None:
        session = self.session
        if session is None:
            return
        panel = self.window.online_panel
        panel.show()
        watching = bool(table.get("watching")) or session.seat is None
        panel.set_watching(watching)
        hosted_here = self.address == self.hosted and self.invite_address
        address = self.invite_address if hosted_here else self.address
        if table.get("status") == "lobby":
            self.window.show_table_panel(True)
            self.window.table_panel.set_invitation(address, session.code)
            self.window.table_panel.show_table(table)
        else:
            self.window.show_table_panel(False)
        panel.set_over(table.get("status") == "over")
        panel.set_table(session.table_id or "", address, session.code, watching)
        mirror = session.mirror if session.on_board else None
        self.marks.acting = mirror.current_seat if mirror is not None and not mirror.is_over else None
        self.marks.table(table)

    def _noticed(self, notice: dict[str, Any]) -> None:
        """Spectators coming and going are told in the chat as well as the log."""
        kind = notice.get("kind")
        if kind in ("spectator_joined", "spectator_left"):
            self.window.online_panel.add_notice(notice_words(notice))
        elif kind == "replaced":
            self._leaving = True  # another device holds the seat now: no reconnecting
        elif kind == "ended":  # the host ended the table for everyone: it does not come back
            kept = remembered_online_seat()
            if kept is not None and kept[0] == self.address:
                forget_online_seat()
            self.leave(ask=False)
            self.window.home.show_notice(notice_words(notice))

    def _refused(self, code: str) -> None:
        """A join by code refused as the game has begun or the seats are taken: watching is offered.
        A reclaim refused: the table is gone (stop trying and say so), or it is passing to
        another server process or the server's database is away for a moment (close this
        connection: the next attempt comes on the schedule)."""
        joining, self._joining = self._joining, None
        if joining is not None and code in ("in_game", "no_seat") and self.session is not None:
            if offer_watch(self.window, begun=code == "in_game"):
                self._send(p.Spectate(name=joining.name, table=joining.table, code=joining.code))
            return
        if not self.reconnection.active:
            return
        if code == "bad_token":
            self.reconnection.stop()
            self.leave(ask=False)
        elif code in ("moving", "storage") and self.session is not None:
            self.session.connection.close()

    def _finished(self, message: dict[str, Any]) -> None:
        self.window.online_panel.set_over(True)
        text = self.tr("The game is over: Rematch or Save record are beside the chat.")
        self.controller.scene.animator.cue(
            lambda: self.window.banner.show_message(text, error=False, seconds=8)
        )

    def _rematch(self) -> None:
        if self.controller.review.shown and not confirm_rematch_over_review(self.window):
            return  # (the review stays; Rematch is still offered)
        self._send(p.Rematch())
        self.window.online_panel.set_over(False)
        self.window.log.add_message(self.tr("You asked for a rematch; it begins when everyone agrees."))

    def _ask_record(self) -> None:
        self._saving = True
        self._send(p.GetRecord())

    def _save_record(self, text: str) -> None:
        if not self._saving:
            return  # (fetched to be kept: :mod:`.finished`)
        self._saving = False
        kinds = self.tr("Jackaroo game records (*.jackaroo-record.json)")
        game = self.controller.game
        names = ", ".join(game.state.names) if game is not None else ""
        proposed = proposed_file_name(date.today(), names, ".jackaroo-record.json")
        start = str(Path(start_folder("")) / proposed)
        path = save_file_name(self.window, self.tr("Save record"), start, kinds)
        if path:
            try:
                Path(path).write_text(text, encoding="utf-8")
            except OSError as error:
                self.window.banner.show_message(fill(self.tr("Could not save: {reason}"), reason=str(error)))

    # -- drops ----------------------------------------------------------------------------------
    def _dropped(self, _reason: str) -> None:
        """The connection closed: unless leaving, reclaim the seat with the kept token, again and
        again on the back-off schedule, saying so on the board and on the person's panel."""
        session = self.session
        held = session is not None and session.table_id is not None
        if self._leaving or not (held or self.reconnection.active):  # (an attempt that failed)
            return
        attempt = self.reconnection.dropped()
        if attempt is None:
            text = self.tr(
                "Could not reconnect to the table. Game > Play online… > Return to my seat tries again."
            )
            self.window.banner.show_message(text, seconds=0)
            self.marks.clear()
            return
        self.marks.reconnecting(attempt)
        text = fill(self.tr("Reconnecting… (attempt {attempt})"), attempt=attempt)
        self.window.banner.show_message(text, seconds=0)

    def reclaim(self) -> None:
        """Reconnect to this app's seat: after a drop the one it holds, else (after a restart of the
        app) the one kept in the settings."""
        kept = self.seat_kept or remembered_online_seat()
        if kept is None or self._leaving:
            return
        address, table, token = kept
        session = self.connect_to(address, p.Reclaim(table=table, token=token))
        session.retrying = self.reconnection.active
        session.reclaiming = True

    def quit(self) -> None:
        """The app quits: the connection closes (the server keeps the seat, as after a drop) and is
        not opened again."""
        self._leaving = True
        self.reconnection.stop()
        if self.session is not None:
            self.session.connection.close()


__all__ = ["LISTEN_ADDRESS", "OnlinePlay", "network_address"]
