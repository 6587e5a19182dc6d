"""A laptop's screen holds the online table: the side panel (players, log, chat, Leave) scrolls
when the window is shorter than it, in Arabic too, where its lines are taller and wrap more.  (A
window wider than its board by two columns lays the chat beside the game and scrolls no more:
tests/online/test_side_panel_fits.py.)"""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from support.online_pair import part, seated_pair
from support.person import activate, click, in_sight, press, type_text, wheel

from jackaroo.view.text.language import apply_language

#: a 1024 × 768 laptop's screen less a title bar and a task bar, in pixels (one column of side panel)
LAPTOP = (1024, 700)


@pytest.fixture
def arabic(qapp):
    apply_language("ar")
    yield
    apply_language("en")


def test_on_a_laptop_the_chat_and_leave_are_a_scroll_away_in_arabic(arabic, qtbot, server_url) -> None:
    sara, omar = seated_pair(qtbot, server_url)
    try:
        window = omar.window
        window.resize(*LAPTOP)
        qtbot.waitUntil(lambda: (window.width(), window.height()) == LAPTOP, timeout=2_000)
        assert window.frameGeometry().height() <= 768  # the whole window, title bar and all
        panel = window.online_panel
        assert in_sight(window.panels[0].name)  # the players' panels first
        activate(qtbot, window)
        wheel(qtbot, window.panels[0], -20)  # the mouse wheel over the players' panels
        assert in_sight(panel.input) and in_sight(panel.leave_button)
        click(qtbot, panel.input)
        type_text(qtbot, "نعم، جاهز", where=window)
        press(qtbot, Qt.Key.Key_Return, where=window)
        lines = sara.window.online_panel.lines
        qtbot.waitUntil(lambda: "نعم، جاهز" in lines.toPlainText(), timeout=5_000)
        wheel(qtbot, panel.input, 20)  # and back up to the players
        assert in_sight(window.panels[0].name)
    finally:
        part(sara, omar)


def test_a_scrolling_side_panel_keeps_the_players_panels_whole(qtbot, server_url) -> None:
    """The scroll bar takes no room from the panels: at 800 × 600 a classic table's team badges
    and the lines above them neither overlap nor run past their panel's edge."""
    sara, omar = seated_pair(qtbot, server_url)
    try:
        window = sara.window
        window.resize(800, 600)
        qtbot.waitUntil(lambda: (window.width(), window.height()) == (800, 600), timeout=2_000)
        assert window.side.verticalScrollBar().isVisible()  # the panel scrolls at this size
        for panel in window.panels:
            lines = [panel.name, panel.details, panel.team, panel.connection]
            shown = [label for label in lines if label.isVisible()]
            assert panel.team in shown
            for upper, lower in pairwise(shown):
                assert upper.geometry().bottom() < lower.geometry().top(), panel.name.text()
            for label in shown:  # each has the room its text needs, laid out as it lays it out
                assert panel.contentsRect().contains(label.geometry()), label.text()
                if label.wordWrap():
                    assert label.heightForWidth(label.width()) <= label.height(), label.text()
                else:
                    assert label.sizeHint().width() <= label.width(), label.text()
    finally:
        part(sara, omar)


def test_before_the_game_a_laptop_shows_the_chat_without_scrolling_in_arabic(
    arabic, qtbot, server_url
) -> None:
    """The panel scrolls only once the log and the chat are down to their least heights: before the
    game, on a 1280 × 720 window, the chat's line and Leave are in sight as it opens."""
    sara, omar = seated_pair(qtbot, server_url, start=False)
    try:
        window = omar.window
        window.resize(1280, 720)
        qtbot.waitUntil(lambda: (window.width(), window.height()) == (1280, 720), timeout=2_000)
        panel = window.online_panel
        assert window.table_panel.isVisible() and panel.isVisible()
        assert not window.side.verticalScrollBar().isVisible()
        assert in_sight(panel.input) and in_sight(panel.leave_button)
    finally:
        part(sara, omar)
