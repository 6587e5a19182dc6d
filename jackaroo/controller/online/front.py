"""What the parts of online play around a session (:mod:`.quitting`, :mod:`.comeback`,
:mod:`.lobby`, :mod:`.ending`, :mod:`.finished`) use of
:class:`~jackaroo.controller.online.play.OnlinePlay`: a narrow protocol, so that none of them
imports it (no import circle)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ...online.protocol import ClientMessage
    from ...view.online.dialog import OnlineChoice
    from ...view.online.lobby_dialog import LobbyDialog
    from ...view.window.main_window import MainWindow
    from ..table import Table
    from .hosting import Hosting
    from .reconnecting import Reconnection
    from .session import OnlineSession


class NameGiver(Protocol):
    """What gives the name to play online with (:meth:`~.ways.OnlineWays.name`)."""

    def name(self) -> str:
        """The name last given in the Play online dialog, else the player's."""


class OnlineFront(Protocol):
    """Online play as its parts see it."""

    controller: Table
    window: MainWindow
    #: the server hosted on this computer, and its address ("" when it does not run)
    hosting: Hosting
    hosted: str
    #: the address of the session's server
    address: str
    #: whose account tokens this window signs in with (:mod:`~jackaroo.view.settings.account_memory`)
    profile: str
    #: the session of the table (or lobby) this app is at, if any
    session: OnlineSession | None
    #: the lobby's dialog while it is open
    lobby: LobbyDialog | None
    #: the person's name at the table
    name: str
    #: the Play online dialog's ways to a table (:class:`~.ways.OnlineWays`), for the name to play with
    ways: NameGiver
    #: emitted with each new session
    session_opened: SignalInstance
    #: the seat this app holds (address, table, token), for reconnecting after a drop
    seat_kept: tuple[str, str, str] | None
    #: the attempts at reconnecting after a drop
    reconnection: Reconnection

    def reclaim(self) -> None:
        """Reconnect to this app's seat (after a drop, or the one kept in the settings)."""

    def ask(self) -> None:
        """Game > Play online…: the ways to a table."""

    def start(self, choice: OnlineChoice) -> None:
        """Host, join, open the lobby or return to the kept seat as ``choice`` says."""

    def quit(self) -> None:
        """The app quits: the connection closes without reconnecting."""

    def connect_to(self, address: str, first: ClientMessage | None) -> OnlineSession:
        """A new session to ``address`` whose first request is ``first`` (None: none)."""

    def at_table(self) -> bool:
        """Whether the person here sits at (or watches) an online table."""

    def leave(self, *, ask: bool = True, home: bool = True) -> bool:
        """Leave the table (asked first with ``ask``; True: left)."""

    def open_link(self, link: str) -> bool:
        """Follow the invitation ``link`` (True: on the way)."""
