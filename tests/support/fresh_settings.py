"""A folder of fresh settings for one run of a stateful test: the app started there, quit and
started again, finds only what that run kept (its settings file, its data folder)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings


def fresh_settings(folder: Path) -> None:
    """Make ``folder`` (created) the settings and data home of the app from now on: QSettings'
    user scope, ``HOME`` and ``XDG_DATA_HOME``."""
    folder.mkdir()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "settings"))
    os.environ["HOME"] = str(folder / "home")
    os.environ["XDG_DATA_HOME"] = str(folder / "home" / ".local" / "share")
