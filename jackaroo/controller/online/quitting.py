"""Quitting while hosting: the host of a table with other people is asked before her app (and the
server it hosts) goes away (:func:`~jackaroo.view.online.quitting.ask_quit_hosting`).

:class:`QuitGuard` watches the main window's close (Game > Quit, the window's close button, the
system's): when other people are at any table of the server hosted here, seated or watching,
whether or not the host sits there (the server says who: :mod:`jackaroo.server.control`), the host
chooses to keep it running in the background (the server outlives the app; the next start offers
to return), to end it (every table ends for everyone, who is told and comes home; it never comes
back, and the server stops), or to cancel.  Otherwise the hosted server stops with the app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from ...view.online.quitting import CANCEL, END, KEEP, ask_quit_hosting
from ...view.settings.online_memory import remember_people
from ...view.settings.store import forget_online_seat, remembered_online_seat

if TYPE_CHECKING:
    from .front import OnlineFront


def other_people(table: dict[str, Any] | None, you: int | None) -> list[str]:  # (comeback.py)
    """The names of the people seated at ``table`` (a ``table`` message) other than seat ``you``."""
    seats = table.get("seats") if isinstance(table, dict) else None
    return [
        str(seat.get("name") or "")
        for i, seat in enumerate(seats if isinstance(seats, list) else [])
        if isinstance(seat, dict) and seat.get("kind") == "human" and i != you and seat.get("name")
    ]


class QuitGuard(QObject):
    """Asks the host of a table with other people before the window closes."""

    def __init__(self, play: OnlineFront) -> None:
        super().__init__(play)
        self.play = play
        play.window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(play.hosting.quitting)

    def hosted_company(self) -> list[str]:
        """The other people at any table of the server hosted here, seated or watching (the
        server says: :meth:`Hosting.people`); [] when none, or nothing is hosted here."""
        hosting, session = self.play.hosting, self.play.session
        if hosting.server is None:
            return []
        mine = None
        if session is not None and session.connection.url == hosting.server.url and session.table_id:
            mine = (session.table_id, session.seat)
        names = []
        for person in hosting.people():
            if (person.get("table"), person.get("seat")) != mine and person.get("name"):
                names.append(str(person["name"]))
        return names

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.play.window and event.type() == QEvent.Type.Close:
            return self._closing(event)
        return False

    def _closing(self, event: QEvent) -> bool:
        hosting = self.play.hosting
        names = self.hosted_company()
        if names and self.play.window.isVisible():
            answer = ask_quit_hosting(self.play.window, names)
            if answer == CANCEL:
                event.ignore()
                return True
            if answer == KEEP:
                hosting.keep_running()
            elif answer == END:
                self.end()
        self.play.quit()
        hosting.quitting()
        return False

    def end(self) -> None:
        """End every table hosted here for everyone (each is told); this app forgets its seat
        there, so that nothing offers a return to it, and the server stops."""
        hosting = self.play.hosting
        server = hosting.server
        kept = remembered_online_seat()
        if server is not None and kept is not None and kept[0] == server.url:
            forget_online_seat()
            remember_people([])
        hosting.end(self.play.name or self.play.ways.name())
