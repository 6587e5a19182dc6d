"""The Friends tab of the account window (:class:`~jackaroo.view.online.friends.FriendsPage`), on
the account window's own connection (docs/online.md, "Friends in the app").

The list is asked for once the connection is signed in to a named account, each time the tab is
opened, after each change made here and on each friend notice; a guest is told in one line that
friends need a named account.  Join, Watch and Invite go to the main window's online play
(:class:`~.friends.FriendsFront`): the table's connection sits, watches and invites, and the
account window closes so that the table is seen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ...view.text.bidi import fill
from .friend_link import FriendLink
from .friend_words import friend_notice_words

if TYPE_CHECKING:
    from ...view.online.account_window import AccountDialog
    from .account import AccountLink
    from .connection import ServerConnection
    from .friends import FriendsFront


class FriendsTab(QObject):
    """The Friends tab of ``dialog``, whose connection to ``address`` signs in as ``account``."""

    def __init__(
        self,
        connection: ServerConnection,
        account: AccountLink,
        dialog: AccountDialog,
        address: str,
        front: FriendsFront | None,
    ) -> None:
        super().__init__(dialog)
        self.account, self.dialog, self.address, self.front = account, dialog, address, front
        self.page = page = dialog.friends
        self.link = link = FriendLink(connection)
        account.changed.connect(self._changed)
        dialog.tabs.currentChanged.connect(lambda _index: self._opened())
        link.listed.connect(self._listed)
        link.answered.connect(self._answered)
        link.refused.connect(lambda _request, text: page.say(text, problem=True))
        link.noticed.connect(self._noticed)
        page.add_requested.connect(link.request)
        page.accept_requested.connect(link.accept)
        page.remove_requested.connect(link.remove)
        page.block_requested.connect(link.block)
        page.unblock_requested.connect(link.unblock)
        page.refresh_requested.connect(self.refresh)
        page.join_requested.connect(self._join)
        page.watch_requested.connect(self._watch)
        page.invite_requested.connect(self._invite)
        if front is not None:
            front.told.connect(page.say)

    @property
    def named(self) -> bool:
        return self.account.signed_in and self.account.name is not None

    def refresh(self) -> None:
        """Ask for the lists again (a named account only)."""
        if self.named:
            self.page.at_table = self.front is not None and self.front.at_table()
            self.page.table_here = self.front.table_here() if self.front is not None else None
            self.link.ask_list()

    def _changed(self) -> None:
        account = self.account
        if not account.signed_in:
            self.page.show_state(None)
        elif account.name is None:
            self.page.show_state(False)
        else:
            self.page.show_state(True, account.name, self.address)
            self.refresh()

    def _opened(self) -> None:
        if self.dialog.tabs.currentWidget() is self.page:
            self.refresh()

    def _listed(self, reply: dict[str, Any]) -> None:
        self.page.show_friends(reply)

    def _answered(self, reply: dict[str, Any]) -> None:
        if reply.get("type") != "friend":
            return
        name, state = str(reply.get("name", "")), reply.get("state")
        if state == "requested":
            text = fill(self.tr("Friend request sent to {name}."), name=name)
        elif state == "friends":
            text = fill(self.tr("You and {name} are friends."), name=name)
        elif state == "blocked":
            text = fill(self.tr("{name} is blocked."), name=name)
        else:
            text = ""
        self.page.say(text)
        self.refresh()

    def _noticed(self, notice: dict[str, Any]) -> None:
        self.page.say(friend_notice_words(notice))
        self.refresh()
        if self.front is not None:
            self.front.heard(self.address, notice)

    def _join(self, table: str) -> None:
        if self.front is not None:
            self.dialog.close()
            self.front.join_table(self.address, table)

    def _watch(self, friend: str) -> None:
        if self.front is not None:
            self.dialog.close()
            self.front.follow(self.address, friend)

    def _invite(self, friend: str) -> None:
        if self.front is not None:
            self.front.invite(friend)
