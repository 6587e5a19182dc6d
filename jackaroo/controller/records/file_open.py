"""Files the system asks the running game to open: on macOS a double-clicked saved game or record
arrives as a ``QFileOpenEvent`` (not on the command line, as on Linux and Windows).  The filter sees
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

    def __init__(self, app: QObject) -> None:
        super().__init__(app)
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self.requested.emit(Path(event.file()))
            return True
        return False
