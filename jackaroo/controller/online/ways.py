"""The Play online dialog's memory: it opens as it was last accepted (the way, the name, the
address), and after an attempt that fails before reaching a table (no server answers, no such
table, a full one, a server that cannot start here) it opens again with what was typed and what
went wrong, so nothing has to be typed twice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from ...view.online.dialog import DEFAULT_ADDRESS, HOST, JOIN, LOBBY, PLAY_NOW, OnlineChoice, PlayOnlineDialog
from ...view.settings.online_memory import recent_servers, remember_way, remembered_way
from ...view.settings.store import remembered_address, remembered_name, remembered_online_seat
from .account_window import AccountWindows
from .servers import RecentServerList, remember_when_reached
from .words import error_words

if TYPE_CHECKING:
    from .front import OnlineFront
    from .session import OnlineSession


class OnlineWays(QObject):
    """Builds the Play online dialog, remembers what it was told, and opens it again after a failure."""

    def __init__(self, play: OnlineFront) -> None:
        super().__init__(play.window)
        self.play = play
        #: the choice on its way to a table (None once there, or if it came from elsewhere)
        self.trying: OnlineChoice | None = None
        #: the last choice that failed, and why
        self.failed: tuple[OnlineChoice, str] | None = None
        self._said = ""
        play.session_opened.connect(self._follow)
        play.hosting.failed.connect(self._host_failed)
        #: the account window opened from the dialog
        self.accounts = AccountWindows(play.window, play.controller)

    def dialog(self) -> PlayOnlineDialog:
        """The Play online dialog as it was left: after a failure, with what was typed and why."""
        way, _name, address = remembered_way()
        name = self.name()
        address = next(iter(recent_servers()), "") or address or remembered_address() or DEFAULT_ADDRESS
        kept = remembered_online_seat()
        dialog = PlayOnlineDialog(name, address, self.play.window, kept=kept[0] if kept else "")
        if self.failed is not None:
            (choice, problem), self.failed = self.failed, None  # said once
            dialog.restore(choice)
            dialog.set_problem(problem)
        elif way and not kept:  # a seat kept: Return to it comes first
            dialog.restore(OnlineChoice(way=way, name=name, address=address))
        dialog.account_requested.connect(lambda: self._account(dialog.choice()))
        RecentServerList(dialog.recent, dialog.address_edit.text())  # each asked how many play there
        return dialog

    def _account(self, choice: OnlineChoice) -> None:
        """The account window of the server chosen (hosting: the one running here), once the
        dialog has closed."""
        hosted = choice.way == HOST and self.play.hosting.server is not None and self.play.hosted
        address = self.play.hosted if hosted else choice.address or DEFAULT_ADDRESS
        QTimer.singleShot(0, lambda: self.accounts.open(address))

    def name(self) -> str:
        """The name to play online with: the one last given in the dialog, else the player's."""
        remembered = remembered_way()[1]
        return remembered or self.play.controller.options.name or remembered_name() or self.tr("Player")

    def chosen(self, choice: OnlineChoice) -> None:
        """The dialog was accepted with ``choice``: remembered, and followed until it reaches a table."""
        remember_way(choice.way, choice.name, choice.address if choice.way != HOST else "")
        self.trying, self.failed = choice, None

    def _follow(self, session: OnlineSession) -> None:
        if self.trying is None:
            return
        choice = self.trying
        if choice.way in (JOIN, LOBBY, PLAY_NOW):
            remember_when_reached(session, choice.address)
        session.said.connect(self._heard)
        session.connection.closed.connect(lambda _reason: self._closed(session, choice))
        session.connection.error.connect(lambda code, text, _ref: self._refused(session, choice, code, text))
        for reached in (session.joined, session.table_changed, session.tables):
            reached.connect(lambda *_args: self._reached(choice))

    def _heard(self, text: str) -> None:
        self._said = text

    def _reached(self, choice: OnlineChoice) -> None:
        if self.trying is choice:
            self.trying = None

    def _closed(self, session: OnlineSession, choice: OnlineChoice) -> None:
        if self.trying is choice and not session.welcomed:
            self._fail(choice, self._said)

    def _refused(self, session: OnlineSession, choice: OnlineChoice, code: str, text: str) -> None:
        if self.trying is choice and session.table_id is None:
            self._fail(choice, error_words(code, text))

    def _host_failed(self, text: str) -> None:
        if self.trying is not None and self.trying.way == HOST:
            self._fail(self.trying, text)

    def _fail(self, choice: OnlineChoice, problem: str) -> None:
        """Open the dialog again (once the failure's own signals are done) with ``problem`` said."""
        self.trying, self.failed = None, (choice, problem)
        if self.play.lobby is not None:  # the lobby of a server that does not answer
            self.play.lobby.close()
            self.play.lobby = None
        QTimer.singleShot(0, self.play.ask)
