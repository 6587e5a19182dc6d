"""The game's file dialogs (jackaroo.view.dialogs.files) where Qt's own dialog is used: the dates
in the game's locale, the columns wide enough to read them, Cancel giving nothing back."""

from __future__ import annotations

import os
import time

import pytest
from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QApplication, QFileSystemModel, QTreeView

from jackaroo.view.dialogs import files


@pytest.fixture
def arabic_locale():
    before = QLocale()
    QLocale.setDefault(QLocale("ar_AE"))
    yield
    QLocale.setDefault(before)


def test_the_dates_follow_the_games_locale_and_fit_their_column(qtbot, tmp_path, arabic_locale) -> None:
    saved = tmp_path / "2026-11-25 Sara.jackaroo"
    saved.write_text("{}")
    stamp = time.mktime((2026, 11, 25, 9, 30, 0, 0, 0, -1))
    os.utime(saved, (stamp, stamp))
    seen: dict[str, object] = {}

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        tree = dialog.findChild(QTreeView, "treeView")
        model = dialog.findChild(QFileSystemModel)
        qtbot.waitUntil(lambda: model.rowCount(model.index(str(tmp_path))) == 1, timeout=5000)
        proxy = tree.model()
        root = tree.rootIndex()
        qtbot.waitUntil(lambda: proxy.rowCount(root) == 1, timeout=5000)
        index = proxy.index(0, files.DATE_COLUMN, root)
        seen["date"] = proxy.data(index)
        text = str(seen["date"])
        seen["fits"] = tree.columnWidth(files.DATE_COLUMN) >= tree.fontMetrics().horizontalAdvance(text)
        dialog.reject()

    QTimer.singleShot(0, look)
    assert files.open_file_name(None, "Open game", str(tmp_path), "Jackaroo games (*.jackaroo)") == ""
    expected = QLocale("ar_AE").toString(
        QFileSystemModel().lastModified(QFileSystemModel().index(str(saved))), QLocale.FormatType.ShortFormat
    )
    assert seen["date"] == expected and "2026" in str(seen["date"])
    assert seen["fits"]
