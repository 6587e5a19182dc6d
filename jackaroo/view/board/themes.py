"""The game's looks: the classic green table, a dark one and a high-contrast one.

A :class:`Theme` holds every colour the board's scene draws with and the widgets' palette.  The
board's colours live in :mod:`.palette` as shared ``QColor`` objects (and dicts of them):
:func:`apply_theme` writes a theme's values into them in place, so every item that draws with them
draws the new look at its next paint (:meth:`~jackaroo.view.window.main_window.MainWindow.refresh_look`
repaints them all).  ``"system"`` follows the desktop's colour scheme
(``QStyleHints.colorScheme``): dark when it is dark, else classic.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from ...model.board import Colour
from . import palette

#: the theme names View > Theme offers, in order ("system" first)
THEME_NAMES = ("system", "classic", "dark", "contrast")


@dataclass(frozen=True)
class Theme:
    """The colours of one look (``#rrggbb`` or ``#aarrggbb`` strings; see :mod:`.palette`)."""

    marbles: dict[Colour, str]
    felt: str
    wood: str
    cell: str
    highlight: str
    neutral: str
    view_background: str
    board_text: str
    track_number: str
    error: str
    info: str
    muted: str
    #: the widgets' palette: None keeps the desktop's own; else (window, text, base, button, accent)
    widgets: tuple[str, str, str, str, str] | None = None
    teams: tuple[str, str] = field(default=("#f7f7f2", "#1c1c1c"))


def _marbles(red: str, green: str, blue: str, yellow: str) -> dict[Colour, str]:
    return {Colour.RED: red, Colour.GREEN: green, Colour.BLUE: blue, Colour.YELLOW: yellow}


CLASSIC = Theme(
    marbles={
        Colour.RED: "#d8433b",
        Colour.GREEN: "#2f9e5a",
        Colour.BLUE: "#3673c9",
        Colour.YELLOW: "#e6b422",
    },
    felt="#1f5f4a",
    wood="#7a5230",
    cell="#f3ead8",
    highlight="#ffe45c",
    neutral="#8a8f8c",
    view_background="#12382c",
    board_text="#fdf6e3",
    track_number="#96ffffff",
    error="#b3261e",
    info="#1d5e9e",
    muted="#555555",
)
DARK = Theme(
    marbles={
        Colour.RED: "#ef5b52",
        Colour.GREEN: "#43b86f",
        Colour.BLUE: "#5a93e6",
        Colour.YELLOW: "#f2c640",
    },
    felt="#17352c",
    wood="#3e2c1f",
    cell="#cfc6b4",
    highlight="#ffe45c",
    neutral="#6f7471",
    view_background="#0b1a15",
    board_text="#ece4d0",
    track_number="#8cffffff",
    error="#cf4a40",
    info="#3d7cc4",
    muted="#b9b5ae",
    widgets=("#202124", "#e8e6e3", "#2a2b2e", "#303134", "#5a93e6"),
)
CONTRAST = Theme(
    marbles={
        Colour.RED: "#ff2a2a",
        Colour.GREEN: "#00d84a",
        Colour.BLUE: "#2e7dff",
        Colour.YELLOW: "#ffe000",
    },
    felt="#000000",
    wood="#ffffff",
    cell="#ffffff",
    highlight="#00e5ff",
    neutral="#9e9e9e",
    view_background="#000000",
    board_text="#ffffff",
    track_number="#ffffffff",
    error="#ff3b30",
    info="#0050d0",
    muted="#ffffff",
    widgets=("#000000", "#ffffff", "#000000", "#1a1a1a", "#ffe000"),
    teams=("#ffffff", "#ffe000"),
)
THEMES = {"classic": CLASSIC, "dark": DARK, "contrast": CONTRAST}


def theme_label(name: str) -> str:
    """The menu's words for a theme name of :data:`THEME_NAMES`."""
    labels = {
        "system": QCoreApplication.translate("Themes", "Follow the system"),
        "classic": QCoreApplication.translate("Themes", "Classic green"),
        "dark": QCoreApplication.translate("Themes", "Dark"),
        "contrast": QCoreApplication.translate("Themes", "High contrast"),
    }
    return labels[name]


def resolve(name: str) -> str:
    """The theme a name stands for: ``"system"`` is dark under a dark desktop scheme, else classic;
    an unknown name is classic."""
    if name == "system":
        hints = QGuiApplication.styleHints()
        dark = hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark
        return "dark" if dark else "classic"
    return name if name in THEMES else "classic"


_desktop: tuple[QPalette, str] | None = None  # the application's own palette and style, before any theme
_current = "classic"  # the theme the palette holds now


def current_theme() -> str:
    """The theme the board's palette holds now (a name of :data:`THEMES`)."""
    return _current


def apply_theme(name: str) -> str:
    """Make ``name`` (:data:`THEME_NAMES`) the look of the board and, with a QApplication, of the
    widgets; returns the theme applied (``"system"`` resolved)."""
    global _desktop, _current
    chosen = resolve(name)
    _current = chosen
    theme = THEMES[chosen]
    for colour, value in theme.marbles.items():
        palette.COLOURS[colour].setRgba(QColor(value).rgba())
    for shared, value in (
        (palette.FELT, theme.felt),
        (palette.WOOD, theme.wood),
        (palette.CELL, theme.cell),
        (palette.HIGHLIGHT, theme.highlight),
        (palette.NEUTRAL, theme.neutral),
        (palette.VIEW_BACKGROUND, theme.view_background),
        (palette.BOARD_TEXT, theme.board_text),
        (palette.TRACK_NUMBER, theme.track_number),
        (palette.ERROR, theme.error),
        (palette.INFO, theme.info),
        (palette.MUTED_TEXT, theme.muted),
        (palette.TEAM_COLOURS[0], theme.teams[0]),
        (palette.TEAM_COLOURS[1], theme.teams[1]),
    ):
        shared.setRgba(QColor(value).rgba())
    app = QApplication.instance()
    if isinstance(app, QApplication) and (theme.widgets is not None or _desktop is not None):
        if _desktop is None:
            _desktop = (QPalette(app.palette()), app.style().name())
        if theme.widgets is None:
            app.setStyle(QStyleFactory.create(_desktop[1]) or app.style())
            app.setPalette(_desktop[0])
        else:
            app.setStyle(QStyleFactory.create("Fusion"))
            app.setPalette(widget_palette(*theme.widgets))
    return chosen


def widget_palette(window: str, text: str, base: str, button: str, accent: str) -> QPalette:
    """A widgets' palette from five colours (a dark or a high-contrast look)."""
    result = QPalette()
    roles = QPalette.ColorRole
    for role, value in (
        (roles.Window, window),
        (roles.WindowText, text),
        (roles.Base, base),
        (roles.AlternateBase, button),
        (roles.Text, text),
        (roles.Button, button),
        (roles.ButtonText, text),
        (roles.ToolTipBase, base),
        (roles.ToolTipText, text),
        (roles.Highlight, accent),
        (roles.Link, accent),
    ):
        result.setColor(role, QColor(value))
    ink = QColor(accent)
    result.setColor(roles.HighlightedText, QColor("#000000" if ink.lightnessF() > 0.6 else "#ffffff"))
    muted = QColor(text)
    muted.setAlphaF(0.6)
    result.setColor(roles.PlaceholderText, muted)
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        result.setColor(disabled, role, muted)
    return result
