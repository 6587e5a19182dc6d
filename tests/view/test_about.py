"""Help > About Jackaroo: version, licence, credits, the player's folders, the licence texts."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from jackaroo.version import VERSION
from jackaroo.view.dialogs import about
from jackaroo.view.dialogs.about import AboutDialog, show_about


def test_the_about_dialog_says_version_licence_credits_and_folders(qtbot) -> None:
    dialog = AboutDialog(seed=42)
    qtbot.addWidget(dialog)
    text = dialog.about.text()
    assert f"<h3>Jackaroo {VERSION}</h3>" in text
    assert "MIT licence" in text
    assert "LGPL-3.0" in text
    assert "make_sounds.py" in text
    assert str(about.data_folder()).replace("&", "&amp;") in text
    assert "Seed of this game: 42" in text
    licences = dialog.licences.toPlainText()
    assert "MIT License" in licences and "Copyright (c) 2026 The Jackaroo authors" in licences
    assert "LGPL-3.0" in licences  # THIRD-PARTY-NOTICES


def test_missing_licence_files_are_named(monkeypatch) -> None:
    def nowhere(name: str):
        raise FileNotFoundError(name)

    monkeypatch.setattr(about, "find", nowhere)
    assert about.licence_text() == "LICENSE: not found\n\nTHIRD-PARTY-NOTICES: not found"


def test_show_about_opens_a_modal_dialog_without_a_game(qtbot) -> None:
    def close_it() -> None:
        modal = QApplication.activeModalWidget()
        assert isinstance(modal, AboutDialog)
        modal.reject()

    QTimer.singleShot(0, close_it)
    dialog = show_about(None, None)
    assert "Seed of this game: no game yet" in dialog.about.text()
