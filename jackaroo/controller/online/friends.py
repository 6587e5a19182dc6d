"""Friends around the main window's table (docs/online.md, "Friends in the app").

:class:`FriendsFront` follows each session of online play: the friend notices its connection is
sent (somebody asks to be your friend, accepted, invites you) show on the banner (the home screen's
line when no table is on show) and in the log, and an invitation offers **Join** (its table by its
code, the way an invitation link is followed: :meth:`OnlinePlay.open_link`): at the home screen in
a small window, over a game as a line in the side panel (:class:`InvitationLine`), never a window
that takes the keyboard from the game or the chat.  An invitation to the table one is at already
offers nothing.  The panel's **Invite a friend…** lists the friends online but those at this table
and invites one; its **Report…** reports a chat line.  The Friends tab of the account window
(:mod:`.friends_tab`) comes here to join, watch (``follow``) or invite: the table's connection
does those, never the account window's.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox

from ...online import protocol as p
from ...online.links import invitation_link
from ...view.online.friend_dialogs import InviteDialog, invitation_box
from ...view.online.friends import friend_table
from ...view.text.bidi import fill
from .friend_link import FriendLink
from .friend_words import friend_notice_words

if TYPE_CHECKING:
    from .front import OnlineFront
    from .session import OnlineSession

log = logging.getLogger(__name__)

#: seconds within which the same notice heard on a second connection (the account window's) is
#: not said again
SAME_NOTICE_S = 10.0


class FriendsFront(QObject):
    """Friend notices on the table's connection; Invite a friend…, Report…, Join and Watch."""

    #: what came of an invitation sent (or why it was not), in words, for the Friends tab
    told = Signal(str)

    def __init__(self, play: OnlineFront, name: Callable[[], str]) -> None:
        super().__init__(play.window)
        self.play = play
        self.window = play.window
        #: the name to sit or watch with (the Play online dialog's)
        self.name = name
        #: the friends link of the latest session
        self.link: FriendLink | None = None
        self.invite_dialog: InviteDialog | None = None
        #: the invitation windows shown (the last one last)
        self.invitations: list[QMessageBox] = []
        #: the invitations shown as lines over a game, by friend: (the server's address, the notice)
        self.waiting: dict[str, tuple[str, dict[str, Any]]] = {}
        self._heard: dict[tuple[Any, ...], float] = {}
        play.session_opened.connect(self._follow)
        panel = self.window.online_panel
        panel.invite_requested.connect(self.open_invite)
        panel.report_requested.connect(self.report)
        self.window.invitation_line.join_requested.connect(self._join_line)

    def _follow(self, session: OnlineSession) -> None:
        link = self.link = FriendLink(session.connection)
        address = self.play.address
        link.noticed.connect(lambda notice: self.heard(address, notice))
        link.listed.connect(self._listed)
        link.answered.connect(self._answered)
        link.refused.connect(self._refused)

    def at_table(self) -> bool:
        return self.play.at_table()

    def table_here(self) -> str | None:
        """The id of the online table the person sits at or watches (None: none)."""
        session = self.play.session
        return session.table_id if self.play.at_table() and session is not None else None

    # -- notices ----------------------------------------------------------------------------------
    def heard(self, address: str, notice: dict[str, Any]) -> None:
        """A ``friend_notice`` on a connection to ``address``: said once (it comes to every
        connection of the account), and an invitation offers to join."""
        key = tuple(str(notice.get(k)) for k in ("kind", "name", "table", "code"))
        now = time.monotonic()
        self._heard = {k: t for k, t in self._heard.items() if now - t < SAME_NOTICE_S}
        if key in self._heard:
            return
        self._heard[key] = now
        if notice.get("kind") == "invite" and self._here(notice):
            log.info("an invitation of %s to the table here: nothing to join", notice.get("name"))
            return
        words = friend_notice_words(notice)
        self.window.log.add_message(words)
        if self.window.home_shown:
            self.window.home.show_notice(words)
        elif notice.get("kind") != "invite":  # (over a game an invitation's own line says it)
            self.window.banner.show_message(words, error=False, seconds=8)
        if notice.get("kind") == "invite":
            self._offer(address, notice, words)

    def _here(self, notice: dict[str, Any]) -> bool:
        """Whether ``notice`` invites to the table the person is at already."""
        table = notice.get("table")
        return isinstance(table, str) and table == self.table_here()

    def _offer(self, address: str, notice: dict[str, Any], words: str) -> None:
        """Join (or Watch) in a window at the home screen; over a game, on a line of the side
        panel, which never takes the focus (a friend's newest invitation replaces the older)."""
        join, friend = isinstance(notice.get("code"), str), str(notice.get("name") or "")
        if not self.window.home_shown:
            self.waiting[friend] = (address, notice)
            self.window.invitation_line.offer(friend, words, join)
            return
        self.waiting.pop(friend, None)  # (a line of theirs from a game before is out of date)
        self.window.invitation_line.take(friend)
        box = invitation_box(self.window, words, join)

        def clicked(button: object) -> None:
            if box.buttonRole(button) == QMessageBox.ButtonRole.AcceptRole:  # type: ignore[arg-type]
                self._accept(address, notice)

        box.buttonClicked.connect(clicked)
        box.destroyed.connect(lambda: self.invitations.remove(box) if box in self.invitations else None)
        self.invitations.append(box)
        box.show()

    def _join_line(self, friend: str) -> None:
        found = self.waiting.pop(friend, None)
        if found is not None:
            self._accept(*found)

    def _accept(self, address: str, notice: dict[str, Any]) -> None:
        """Join the table of invitation ``notice`` (invited by a spectator: watch with them), unless
        the person is there already (nothing to leave for it)."""
        code = notice.get("code")
        if self._here(notice):
            return
        if isinstance(code, str):
            self.join_code(address, code)
        else:
            self.follow(address, str(notice.get("name") or ""))

    # -- to a friend's table, on the main window's connection -------------------------------------
    def join_code(self, address: str, code: str) -> None:
        """Join the table of invitation ``code`` at ``address``, as an invitation link does."""
        link = invitation_link(address, code)
        if link:
            self.play.open_link(link)

    def join_table(self, address: str, table: str) -> None:
        """Take an open seat at public table ``table`` of ``address`` (a friend's)."""
        if self._left():
            self.play.connect_to(address, p.JoinTable(name=self.play.name, table=table))

    def follow(self, address: str, friend: str) -> None:
        """Watch the table of ``friend`` at ``address``."""
        if self._left():
            self.play.connect_to(address, p.Follow(name=friend))

    def _left(self) -> bool:
        """Leave any game here first (asked if need be); the name to use is the dialog's."""
        if not self.play.controller.may_leave_game(kept=True):
            return False
        self.play.clear_table()
        self.play.name = self.name()
        return True

    # -- at the table -----------------------------------------------------------------------------
    def open_invite(self) -> None:
        """Invite a friend…: the friends online, asked of the server, one to choose."""
        if self.link is None or not self.at_table():
            return
        if self.invite_dialog is None:
            self.invite_dialog = InviteDialog(self.window)
            self.invite_dialog.invite_requested.connect(self.invite)
        self.invite_dialog.show_friends([])
        self.invite_dialog.say(self.tr("Asking the server who is online…"))
        self.invite_dialog.open()
        self.link.ask_list()

    def invite(self, friend: str) -> None:
        """Invite ``friend`` to the table here (from the dialog or the Friends tab)."""
        if self.link is None or not self.at_table():
            self.told.emit(self.tr("You are at no table: join or host one first."))
            return
        self.link.invite(friend)

    def report(self, chat: int, reason: str) -> None:
        """Report chat line ``chat`` of this table to the server's admin."""
        session = self.play.session
        if self.link is not None and session is not None and session.table_id:
            self.link.report(session.table_id, chat, reason)

    def _listed(self, reply: dict[str, Any]) -> None:
        dialog = self.invite_dialog
        if dialog is None or not dialog.isVisible():
            return
        friends, table = reply.get("friends"), self.table_here()
        names, here = [], 0
        for friend in friends if isinstance(friends, list) else []:
            if isinstance(friend, dict) and friend.get("online") and friend.get("name"):
                if table is not None and friend_table(friend) == table:
                    here += 1  # (at this table already: not invited to it)
                else:
                    names.append(str(friend["name"]))
        dialog.show_friends(names, here)

    def _answered(self, reply: dict[str, Any]) -> None:
        kind, panel = reply.get("type"), self.window.online_panel
        if kind == "invited":
            text = fill(self.tr("You invited {name} to this table."), name=str(reply.get("name", "")))
            panel.add_notice(text)
            if self.invite_dialog is not None:
                self.invite_dialog.say(text)
            self.told.emit(text)
        elif kind == "reported":
            panel.add_notice(self.tr("Reported to the server's admin."))
            self.window.banner.show_message(self.tr("Reported to the server's admin."), error=False)

    def _refused(self, request: str, text: str) -> None:
        dialog = self.invite_dialog
        if request in ("friends", "invite") and dialog is not None and dialog.isVisible():
            dialog.show_friends([])
            dialog.say(text)
        if request == "invite":
            self.told.emit(text)
        self.window.banner.show_message(text)
