"""Fixtures shared by the controller tests."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QStandardPaths


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    """QSettings and QStandardPaths point into the test's folder (Qt test mode, temporary HOME and
    XDG data folder), so no test reads or writes the user's settings, autosave or statistics."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / ".local" / "share"))
    QStandardPaths.setTestModeEnabled(True)
    yield tmp_path
    QStandardPaths.setTestModeEnabled(False)
