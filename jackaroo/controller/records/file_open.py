"""Files the system asks the running game to open: on macOS a double-clicked saved game or record
arrives as a ``QFileOpenEvent`` (not on the command line, as on Linux and Windows), and so does a
clicked invitation link (``jackaroo://``, the bundle's URL scheme).  The filter sees
every event of the application, so :mod:`jackaroo.app` installs it on macOS only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QFileOpenEvent


class FileOpenEvents(QObject):
    """Watches ``app`` (installs itself as its event filter) and emits :attr:`requested` with the
    path of every file-open event, which it consumes."""

    #: the system asked to open this file (a saved game or record, as far as the system knows)
    requested = Signal(Path)
    #: the system asked to follow this invitation link
    link_requested = Signal(str)

    def __init__(self, app: QObject) -> None:
        super().__init__(app)
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        if event.file():
            self.requested.emit(Path(event.file()))
            return True
        if event.url().scheme() == "jackaroo":
            self.link_requested.emit(event.url().toString())
            return True
        return False
