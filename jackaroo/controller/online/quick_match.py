"""Play now: quick match in the app (docs/online.md, "Quick match in the app"; the messages in
docs/protocol.md, "Quick match").

:meth:`QuickMatch.start` opens a session to the server chosen with no first request; once its
account has signed in (:class:`~.account.AccountLink`, as every session does: only signed-in
connections may queue) it sends ``queue`` and shows the :class:`~jackaroo.view.online.play_now.QueueDialog`
(the time waited, Cancel).  ``queue_offer`` asks the person whether CPUs may fill the empty seats
(``accept_cpus``); ``match_found`` reaches the session as ``joined`` does (the connection gives it
the same signal), so the seat's token is kept and the game, already begun, comes on the board as
after joining a table.  Cancel (or Esc) sends ``leave_queue``, brings the home screen back at once,
and closes the connection once the server says ``left_queue``.  A refused ``queue`` goes the way of
any refused first request (:class:`~.ways.OnlineWays`: the Play online dialog opens again, saying
why, in the words of :func:`~.words.error_words`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from ...model.rules import DEFAULT_RULESET, RULESETS
from ...online import protocol as p
from ...view.online.play_now import QueueDialog, clock_text
from ...view.settings.play_now_memory import PlayNowChoice, remember_play_now, remembered_play_now
from ...view.text.bidi import fill
from ...view.text.names import ruleset_name

if TYPE_CHECKING:
    from ...view.online.dialog import OnlineChoice
    from .account import AccountLink
    from .account_keeper import AccountKeeper
    from .front import OnlineFront
    from .session import OnlineSession

#: how long to wait for ``left_queue`` before closing the connection all the same, in milliseconds
#: (closing it leaves the queue too)
LEAVE_WAIT_MS = 5000


class QuickMatch(QObject):
    """One wait in the quick-match queue at a time, from Play now to a seat (or Cancel)."""

    def __init__(self, play: OnlineFront, accounts: AccountKeeper) -> None:
        """``accounts``: the keeper that signs each session in (its link says when)."""
        super().__init__(play.window)
        self.play = play
        self.accounts = accounts
        #: the session waiting in the queue (None: nobody waits)
        self.session: OnlineSession | None = None
        #: the waiting dialog while it shows
        self.dialog: QueueDialog | None = None
        #: what the person asked for
        self.wish = PlayNowChoice()
        self._name = ""
        self._queued = False
        #: the log's line on the table found, said once the game is on the board
        self._found = ""

    # -- from Play now to the queue ---------------------------------------------------------------
    def start(self, choice: OnlineChoice) -> None:
        """Queue at ``choice.address`` for ``choice.quick`` (None: as last remembered)."""
        self._end_wait()
        self.wish = choice.quick or remembered_play_now()
        remember_play_now(self.wish)
        self._name, self._queued, self._found = choice.name, False, ""
        session = self.session = self.play.connect_to(choice.address, None)
        link = self.accounts.link
        if link is not None:
            link.changed.connect(lambda: self._signed_in(session, link))
        session.connection.reply.connect(lambda message: self._reply(session, message))
        session.joined.connect(lambda message: self._joined(session, message))
        session.table_changed.connect(lambda _table: self._say_found(session))
        session.refused.connect(lambda _code: self._refused(session))
        session.connection.closed.connect(lambda _reason: self._closed(session))
        if self.wish.partner:
            text = self.tr("Rules: {rules}, with {partner} as your partner")
            rules = fill(text, rules=ruleset_name(self.wish.ruleset), partner=self.wish.partner)
        else:
            rules = fill(self.tr("Rules: {rules}"), rules=ruleset_name(self.wish.ruleset))
        dialog = self.dialog = QueueDialog(rules, self.play.window)
        dialog.cancelled.connect(self.cancel)
        dialog.cpus_accepted.connect(self._accept_cpus)
        dialog.open()

    def _signed_in(self, session: OnlineSession, link: AccountLink) -> None:
        """Signed in: join the queue (once), under the account's user name if it has one."""
        if session is not self.session or self._queued or not link.signed_in:
            return
        self._queued = True
        wish = self.wish
        message = p.Queue(
            ruleset=wish.ruleset if wish.ruleset in RULESETS else DEFAULT_RULESET,  # type: ignore[arg-type]
            partner=wish.partner or None,
            name=None if link.name else self._name,
            cpu_fill_seconds=wish.cpu_fill_seconds,
        )
        session.send(message)  # (refused: said as any refused request, and the dialog opens again)

    # -- the wait ---------------------------------------------------------------------------------
    def _reply(self, session: OnlineSession, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "left_queue":
            self._left(session)
        elif session is not self.session or self.dialog is None:
            return
        elif kind in ("queued", "queue_status"):  # (the count as it changes while waiting)
            waiting = message.get("waiting")
            self.dialog.show_queued(waiting if isinstance(waiting, int) else 1)
        elif kind == "queue_offer":
            self.dialog.offer()
        # (an accept_cpus or leave_queue crossing the match is refused 'matched' or 'not_queued':
        # match_found follows, or came first; nothing to say)

    def _accept_cpus(self) -> None:
        session = self.session
        if session is not None and session.connection.is_ready:
            session.connection.send(p.AcceptCpus(), own=True)

    def _joined(self, session: OnlineSession, message: dict[str, Any]) -> None:
        """``match_found``: the person sits at the new table (the session shows it as after joining)."""
        if message.get("type") != "match_found" or session is not self.session:
            return
        self._end_wait()
        waited = message.get("waited_ms")
        seconds = waited // 1000 if isinstance(waited, int) else 0
        text = self.tr("Play now: a table was found after {time}; the game has begun.")
        self._found = fill(text, time=clock_text(seconds))

    def _say_found(self, session: OnlineSession) -> None:
        """The table found is on the board (its ``table`` message came): the log says how long the
        wait was, under the game's first line."""
        if session is self.session and self._found:
            self.play.window.log.add_message(self._found)
            self._found = ""

    # -- leaving the queue ------------------------------------------------------------------------
    def cancel(self) -> None:
        """Cancel or Esc: leave the queue at once and go home; the connection closes once the
        server says so (or after :data:`LEAVE_WAIT_MS` all the same)."""
        session = self.session
        dialog = self.dialog
        if dialog is None or session is None:
            return
        self.dialog = None
        dialog.deleteLater()
        if session.connection.is_ready and self._queued:
            session.connection.send(p.LeaveQueue(), own=True)
            QTimer.singleShot(LEAVE_WAIT_MS, lambda: self._left(session))
        else:  # not queued yet: nothing to leave but the connection
            self._left(session)
        window = self.play.window
        if not window.home_shown:
            self.play.controller.go_home()
        window.home.show_notice(self.tr("You left the Play now queue."))

    def _left(self, session: OnlineSession) -> None:
        """The server took the person out of the queue: its connection closes (unless a table was
        found in the meantime)."""
        if session is self.session and self.dialog is None and session.table_id is None:
            self.session = None
            session.leave()

    def _refused(self, session: OnlineSession) -> None:
        """``queue`` refused (or the account's sign-in failed): the wait ends; the Play online
        dialog opens again saying why."""
        if session is self.session and self.dialog is not None and session.table_id is None:
            self._end_wait()

    def _closed(self, session: OnlineSession) -> None:
        if session is self.session and self.dialog is not None:
            self._end_wait()
            self.session = None
            text = self.tr("The connection to the server closed: you are no longer waiting to play.")
            self.play.window.banner.show_message(text)

    def _end_wait(self) -> None:
        """The waiting dialog closes without leaving the queue (a table was found, or the wait
        failed)."""
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.finish()
            dialog.deleteLater()

    @property
    def waiting(self) -> bool:
        """Whether the person waits in the queue (the waiting dialog shows)."""
        return self.dialog is not None
