"""Return to your table: the home screen's offer to go back to the online seat kept in the settings.

Whenever the home screen shows and a seat is kept (``online/seat``: address, table, token), it
offers first of all to return, naming the other people last seen at the table (``online/people``)
and where it is.  Returning reclaims the seat with its token; when the table was hosted on this
computer (the kept address is the remembered hosting port's) the server is started again on the
same port and database first, or found running if it was kept in the background, so the game and
everyone's seats come back.  A seat the server no longer knows is forgotten, and the offer goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QLocale, QObject

from ...view.online.dialog import RETURN, OnlineChoice
from ...view.settings.online_memory import (
    remember_people,
    remembered_hosting,
    remembered_people,
)
from ...view.settings.store import forget_online_seat, remembered_online_seat
from ...view.text.bidi import fill
from .hosting import answers
from .quitting import other_people

if TYPE_CHECKING:
    from .front import OnlineFront
    from .session import OnlineSession

#: the errors that say a kept seat is gone for good
GONE = ("bad_token", "no_table")


class TableReturn(QObject):
    """The home screen's "Return to your table" and what it does."""

    def __init__(self, play: OnlineFront) -> None:
        super().__init__(play)
        self.play = play
        self.screen = play.window.home
        self.screen.installEventFilter(self)
        self.screen.return_requested.connect(self.go)
        play.session_opened.connect(self._follow)
        play.hosting.listening.connect(self._listening)
        play.hosting.failed.connect(self._failed)
        #: the server hosted here is starting again for the kept seat
        self.waiting = False
        self._returning = False
        self._session: OnlineSession | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.screen and event.type() == QEvent.Type.Show:
            self.refresh()
        return False

    def hosted_port(self, address: str) -> int | None:
        """The port of the server hosted here if ``address`` is where this app reached it."""
        hosted = remembered_hosting()
        return hosted[0] if hosted is not None and address == f"ws://127.0.0.1:{hosted[0]}" else None

    def details(self) -> str | None:
        """The kept seat's table in words (who, where), or None if no seat is kept."""
        kept = remembered_online_seat()
        if kept is None:
            return None
        address, table, _token = kept
        people = remembered_people()
        names = QLocale().createSeparatedList(people)
        port = self.hosted_port(address)
        if port is not None:
            template = (
                self.tr("Table {table} with {names}, hosted on this computer (port {port})")
                if people
                else self.tr("Table {table}, hosted on this computer (port {port})")
            )
            return fill(template, table=table, names=names, port=port)
        template = (
            self.tr("Table {table} with {names} at {address}")
            if people
            else self.tr("Table {table} at {address}")
        )
        return fill(template, table=table, names=names, address=address)

    def refresh(self) -> None:
        """Offer the kept seat's table (or no longer)."""
        self.screen.show_return(self.details())

    def go(self) -> None:
        """Return to the kept seat: its server started again first if it was hosted here."""
        if remembered_online_seat() is None:
            self.refresh()
            return
        if not self.start_server_first():
            self._reclaim()

    def start_server_first(self) -> bool:
        """If the kept seat's table was hosted here, start its server (on its port and database;
        one kept running is found again) and return True: the seat is reclaimed once it listens.
        False: nothing to start (the seat is elsewhere, or none is kept)."""
        kept = remembered_online_seat()
        port = self.hosted_port(kept[0]) if kept is not None else None
        hosted = remembered_hosting()
        if port is None or hosted is None:
            return False
        self.waiting = True
        if not answers(port):  # (else it was kept running: it is found again)
            text = self.tr("Starting your table's server on this computer…")
            self.play.window.banner.show_message(text, error=False, seconds=10)
        self.play.hosting.start(*hosted)
        return True

    def _listening(self, _url: str) -> None:
        if self.waiting:
            self.waiting = False
            self._reclaim()

    def _failed(self, _text: str) -> None:
        self.waiting = False

    @property
    def returning(self) -> bool:
        """Whether the kept seat is being reclaimed from here (its server listens)."""
        return self._returning

    def _reclaim(self) -> None:
        self._returning = True
        try:
            self.play.start(OnlineChoice(way=RETURN, name=self.play.ways.name()))
        finally:
            self._returning = False

    # -- what the table says ----------------------------------------------------------------------
    def _follow(self, session: OnlineSession) -> None:
        if self._returning:
            self._session = session  # the one reclaiming the kept seat from here
        session.table_changed.connect(lambda table: self._table(session, table))
        session.connection.error.connect(lambda code, _text, _ref: self._refused(session, code))

    def _table(self, session: OnlineSession, table: dict[str, Any]) -> None:
        kept = remembered_online_seat()
        if kept is not None and session.token == kept[2] and session.seat is not None:
            remember_people(other_people(table, session.seat))  # who is at the kept seat's table

    def _refused(self, session: OnlineSession, code: str) -> None:
        """A reclaim the server refuses for good (from the home screen or the Play online dialog):
        the seat is forgotten, and the offer goes (the refusal is said once, where it was asked)."""
        reclaiming = session is self._session or session.reclaiming
        if code in GONE and session.table_id is None and reclaiming:
            forget_online_seat()
            remember_people([])
            self.refresh()
