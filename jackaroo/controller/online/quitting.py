"""Quitting while hosting: the host of a table with other people is asked before her app (and the
server it hosts) goes away (:func:`~jackaroo.view.online.quitting.ask_quit_hosting`).

:class:`QuitGuard` watches the main window's close (Game > Quit, the window's close button, the
system's): when the table this app sits at is on the server hosted here and other people sit at it,
the host chooses to keep it running in the background (the server outlives the app; the next start
offers to return), to end it (the server stops; its tables stay in its database, so returning
starts it again), or to cancel.  Otherwise the hosted server stops with the app, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from ...view.online.quitting import CANCEL, KEEP, ask_quit_hosting

if TYPE_CHECKING:
    from .front import OnlineFront


def other_people(table: dict[str, Any] | None, you: int | None) -> list[str]:
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
        """The other people at the table this app sits at on the server hosted here ([] if none)."""
        session, server = self.play.session, self.play.hosting.server
        if session is None or server is None or session.connection.url != server.url:
            return []
        if not session.connection.is_ready:
            return []
        return other_people(session.table, session.seat)

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
        self.play.quit()
        hosting.quitting()
        return False
