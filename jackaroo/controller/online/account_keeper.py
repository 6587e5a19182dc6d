"""The account of the table's connection: each new session signs in (:class:`~.account.AccountLink`:
the kept session, else this app's guest, else a new guest) before its first request, so the seat
it takes is its account's and its games are rated; the online panel says who plays here and, after
a rated game, the new rating with its change ("Rating 1,234 ± 85 (+12)", from ``game_over``'s
``ratings``), or after a game that was not, why ("Not rated: a player left at the start.", from
its ``reason``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ...view.online.leaderboard import change_text, rating_text
from ...view.text.bidi import fill
from .account import AccountLink
from .words import unrated_words

if TYPE_CHECKING:
    from .front import OnlineFront
    from .session import OnlineSession


class AccountKeeper(QObject):
    """Signs each session in, and keeps the panel's line on the account and its rating."""

    def __init__(self, play: OnlineFront) -> None:
        super().__init__(play.window)
        self.play = play
        self.panel = play.window.online_panel
        #: the account link of the latest session
        self.link: AccountLink | None = None
        #: the rating line after the last game, or why it was not rated ("" before one)
        self.rating = ""
        play.session_opened.connect(self._follow)

    def _follow(self, session: OnlineSession) -> None:
        link = self.link = AccountLink(session.connection, self.play.address, self.play.profile)
        self.rating = ""
        session.greeted.connect(link.start)
        link.changed.connect(lambda: self._show(link))
        session.finished.connect(lambda message: self._rated(session, link, message))

    def _show(self, link: AccountLink) -> None:
        if link is not self.link:
            return
        if not link.signed_in:
            words = ""
        elif link.name is None:
            words = self.tr("You play as a guest.")
        else:
            words = fill(self.tr("Signed in as {name}."), name=link.name)
        self.panel.set_account("\n".join(line for line in (words, self.rating) if line))

    def _rated(self, session: OnlineSession, link: AccountLink, message: dict[str, Any]) -> None:
        ratings, seat = message.get("ratings"), session.seat
        if not isinstance(ratings, list) or not isinstance(seat, int) or not 0 <= seat < len(ratings):
            return
        mine = ratings[seat]
        if not isinstance(mine, dict):
            if message.get("rated") is False:  # (a server from before ``rated`` says nothing)
                self.rating = unrated_words(message.get("reason"))
                self._show(link)
            return
        change = mine.get("change")
        text = fill(self.tr("Rating {rating}"), rating=rating_text(mine))
        if isinstance(change, (int, float)):
            text = fill(
                self.tr("Rating {rating} ({change})"), rating=rating_text(mine), change=change_text(change)
            )
        self.rating = text
        self._show(link)
