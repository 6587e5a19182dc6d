"""The folder of the player's files: the autosave, the kept online games' records, and the database,
log and pid file of the server hosted here.

It is ``Jackaroo`` in the user's data folder: ``~/.local/share/Jackaroo`` on Linux,
``%APPDATA%\\Jackaroo`` on Windows, ``~/Library/Application Support/Jackaroo`` on macOS.  Qt's
AppDataLocation names the organisation and then the application, both "Jackaroo", so earlier
versions kept the files one folder deeper, in ``…/Jackaroo/Jackaroo``.

:func:`settle_data_folder`, at each start, moves what is in that old folder up into the new one
(an entry the new folder holds already stays where it is, and is no longer read), then removes the
old folder once it is empty.  While the old folder holds ``server.pid``, a server hosted by an
earlier version may still run there on its database: nothing moves, and the old folder stays the
data folder for the whole run; the next start after that server has stopped moves it all.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

__all__ = ["PID_NAME", "data_folder", "settle_data_folder"]

#: the file of a server hosted here that may still run (:mod:`jackaroo.controller.online.hosting`)
PID_NAME = "server.pid"
#: old folders that stay the data folder for this run (a server hosted there may run)
_kept_old: set[Path] = set()


def _old_and_new() -> tuple[Path, Path]:
    """The folder earlier versions used (Qt's AppDataLocation) and the data folder: the same folder
    less its last part when that repeats the one before (organisation and application alike)."""
    old = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    return old, old.parent if old.name and old.name == old.parent.name else old


def data_folder() -> Path:
    """The folder of the player's files (not made here)."""
    old, new = _old_and_new()
    return old if old in _kept_old else new


def settle_data_folder() -> Path:
    """Move the files an earlier version kept in the old folder into the data folder (at the start,
    before anything reads them; see the module's notes); returns the data folder."""
    old, new = _old_and_new()
    if old == new or not old.is_dir():
        return new
    if (old / PID_NAME).exists():
        _kept_old.add(old)
        return old
    _kept_old.discard(old)
    for entry in list(old.iterdir()):
        if not (new / entry.name).exists():
            with contextlib.suppress(OSError):
                os.replace(entry, new / entry.name)
    with contextlib.suppress(OSError):
        old.rmdir()  # (only when empty)
    return new
