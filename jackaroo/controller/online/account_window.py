"""The account window of a game server (:class:`~jackaroo.view.online.account_window.AccountDialog`),
opened from the Play online dialog, on a connection of its own to that server.

Its connection signs in as the app does at a table (:class:`~.account.AccountLink`: the kept
session, else this app's guest, else a new guest), so the account, the leaderboards and the
profiles shown are those of the player who plays there.  A table's connection signs in with the same
kept token, so what is done here (signing up, in or out) holds there from the next table on.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ...view.online.account_window import AccountDialog
from ...view.text.bidi import fill
from ..records.past_game import RecordTable
from .account import AccountLink
from .connection import ServerConnection
from .friends_tab import FriendsTab
from .my_games import REQUESTS, MyGamesTab
from .words import unreachable_words

if TYPE_CHECKING:
    from .friends import FriendsFront


class AccountWindow(QObject):
    """One account window and its connection to ``address``; both end when the window closes."""

    def __init__(
        self,
        address: str,
        parent: QWidget,
        table: RecordTable | None = None,
        friends: FriendsFront | None = None,
        profile: str = "",
    ) -> None:
        super().__init__(parent)
        self.address = address
        self.dialog = AccountDialog(address, parent)
        self.connection = ServerConnection(self)
        self.link = AccountLink(self.connection, address, profile)
        #: the Friends tab (its Join, Watch and Invite go to the main window's ``friends``)
        self.friends = FriendsTab(self.connection, self.link, self.dialog, address, friends)
        self._connected = False
        d, link = self.dialog, self.link
        self.connection.ready.connect(link.start)
        self.connection.closed.connect(self._closed)
        link.changed.connect(self._changed)
        link.answered.connect(self._answered)
        link.refused.connect(self._refused)
        page = d.account
        page.sign_up_requested.connect(link.sign_up)
        page.sign_in_requested.connect(link.sign_in)
        page.sign_out_requested.connect(link.sign_out)
        page.password_change_requested.connect(link.change_password)
        page.delete_requested.connect(link.delete)
        d.leaderboard.asked.connect(link.leaderboard)
        d.leaderboard.player_chosen.connect(self._see_player)
        d.profile.own_requested.connect(lambda: link.profile(None))
        d.finished.connect(self._finished)
        self.my_games = MyGamesTab(d.my_games, link, table, d.close)  # its games, replayed on ``table``

    def open(self) -> None:
        """Show the window and connect."""
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        self.connection.open(self.address)

    def _changed(self) -> None:
        link = self.link
        if link.signed_in and not self._connected:
            self._connected = True
            self.dialog.leaderboard.ask()  # the first time: what the other tabs show
            link.profile(None)
        self.dialog.account.show_account(link.signed_in, link.name, self.address)

    def _answered(self, reply: dict[str, Any]) -> None:
        kind = reply.get("type")
        page = self.dialog.account
        if kind == "leaderboard":
            self.dialog.leaderboard.show_board(reply)
        elif kind == "profile":
            self.dialog.profile.show_profile(reply)
        elif kind == "password_changed":
            page.password_changed()
        elif kind in ("account", "signed_out", "account_deleted"):
            self.dialog.leaderboard.ask()
            self.link.profile(None)

    def _refused(self, request: str, text: str) -> None:
        if request in REQUESTS:
            return  # (said on its tab)
        if request == "leaderboard":
            self.dialog.leaderboard.show_problem(text)
        elif request == "profile":
            self.dialog.profile.show_profile({})
            self.dialog.account.show_problem(text)
        else:
            self.dialog.account.show_problem(text)

    def _see_player(self, name: str) -> None:
        self.link.profile(name)
        self.dialog.tabs.setCurrentWidget(self.dialog.profile)

    def _closed(self, reason: str) -> None:
        if self.dialog.isVisible():
            if self.connection.unreachable:
                text = unreachable_words(self.address)
            else:
                text = fill(self.tr("Disconnected from the server: {reason}"), reason=reason)
            self.dialog.account.show_account(False, None)
            self.dialog.account.show_problem(text)

    def _finished(self, _result: int) -> None:
        self.connection.closed.disconnect(self._closed)
        self.connection.close()
        self.dialog.deleteLater()
        self.deleteLater()


class AccountWindows(QObject):
    """Opens an account window for a server (one at a time)."""

    def __init__(self, parent: QWidget, table: RecordTable | None = None) -> None:
        super().__init__(parent)
        self.parent_widget, self.table = parent, table
        self.window: AccountWindow | None = None
        #: online play's friends, where the Friends tab joins, watches and invites
        self.friends: FriendsFront | None = None
        #: whose account tokens (:mod:`~jackaroo.view.settings.account_memory`; "" the app's)
        self.profile = ""

    def open(self, address: str) -> AccountWindow:
        if self.window is not None:
            with contextlib.suppress(RuntimeError):  # (deleted already)
                self.window.dialog.close()
        self.window = AccountWindow(address, self.parent_widget, self.table, self.friends, self.profile)
        self.window.destroyed.connect(lambda: setattr(self, "window", None))
        self.window.open()
        return self.window
