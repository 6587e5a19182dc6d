"""At an online table the game is the server's: this app sees only its own hand, so Game > Save
game… is greyed out and Ctrl+S saves nothing (a saved game would hold placeholder cards); the log can
still be exported.  The record's items wait for the game's end."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from support.online_pair import part, seated_pair
from support.person import press


def test_an_online_game_cannot_be_saved_as_a_local_one(qtbot, server_url) -> None:
    sara, omar = seated_pair(qtbot, server_url)
    try:
        window = omar.window
        assert not window.save_action.isEnabled()  # from the moment the game is on the board
        press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier, where=window)
        qtbot.wait(200)
        assert QApplication.activeModalWidget() is None, "Ctrl+S asked where to save"
        press(qtbot, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier, where=window)
        qtbot.waitUntil(window.game_menu.isVisible)
        offered = {a.text().replace("&", "") for a in window.game_menu.actions() if a.isEnabled()}
        press(qtbot, Qt.Key.Key_Escape, where=window.game_menu)
        assert "Save game…" not in offered and "Save record…" not in offered and "Replay…" not in offered
        assert "Export log…" in offered and "New game…" in offered
    finally:
        part(sara, omar)
