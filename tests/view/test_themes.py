"""Themes: the board's palette and the widgets follow View > Theme, remembered; every theme has
every colour; "system" follows the desktop's scheme."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from jackaroo.composition import build
from jackaroo.model.board import Colour
from jackaroo.view.board import palette, themes
from jackaroo.view.settings.store import load_preferences


@pytest.fixture
def window(qtbot, tmp_path):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    window, controller = build()
    qtbot.addWidget(window)
    window.show()
    yield window
    controller.stop()


def choose(window, name: str) -> None:
    (action,) = [a for a in window.theme_group.actions() if a.data() == name]
    action.trigger()


@pytest.mark.parametrize("name", sorted(themes.THEMES))
def test_a_theme_sets_every_shared_colour(name: str) -> None:
    theme = themes.THEMES[name]
    themes.apply_theme(name)
    assert themes.current_theme() == name
    assert QColor(theme.felt) == palette.FELT and QColor(theme.cell) == palette.CELL
    assert palette.COLOURS[Colour.RED] == QColor(theme.marbles[Colour.RED])
    assert QColor(theme.view_background) == palette.VIEW_BACKGROUND
    assert set(theme.marbles) == set(Colour)


def test_view_theme_repaints_the_board_and_the_widgets_and_is_remembered(window) -> None:
    classic = QApplication.instance().palette().color(QPalette.ColorRole.Window)
    choose(window, "dark")
    assert themes.current_theme() == "dark"
    assert QColor(themes.DARK.felt) == palette.FELT
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window) == QColor("#202124")
    assert themes.DARK.view_background in window.view.styleSheet()
    assert load_preferences().theme == "dark"
    choose(window, "contrast")
    assert QColor("#ffffff") == palette.CELL and QColor("#000000") == palette.FELT
    choose(window, "classic")
    assert QColor(themes.CLASSIC.felt) == palette.FELT
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window) == classic


def test_system_follows_the_desktop_scheme() -> None:
    # offscreen, the desktop's scheme is not dark
    assert themes.resolve("system") == "classic"
    assert themes.resolve("no such theme") == "classic"
    assert [themes.theme_label(n) for n in themes.THEME_NAMES] == [
        "Follow the system",
        "Classic green",
        "Dark",
        "High contrast",
    ]
