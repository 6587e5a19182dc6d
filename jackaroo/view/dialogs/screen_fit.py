"""Dialogs that may be taller than the screen (a laptop's 768 pixels, Arabic's taller lines): their
content scrolls and their buttons stay in view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QFrame, QScrollArea, QWidget

#: what a window's title bar and frame take on top of the dialog's own height, in pixels
FRAME_ALLOWANCE = 48


class FocusFollowingArea(QScrollArea):
    """A scroll area that brings whatever takes the keyboard focus inside it into view, however
    the focus came (Qt's own area does so only for Tab: not for the arrow keys down a group of
    radio buttons, a mnemonic or a click on a half-hidden field).  Not itself a Tab stop: its
    content's fields are."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow_focus)

    def _follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        content = self.widget()
        if new is not None and content is not None and content.isAncestorOf(new):
            self.ensureWidgetVisible(new)


def scroll_area(content: QWidget) -> QScrollArea:
    """``content`` in a frameless area that scrolls up and down, never sideways (it is as wide as
    ``content`` and its scroll bar), and follows the keyboard focus (:class:`FocusFollowingArea`)."""
    area = FocusFollowingArea()
    area.setWidget(content)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setMinimumWidth(content.sizeHint().width() + area.verticalScrollBar().sizeHint().width())
    return area


def fit_window(window: QWidget, width: int, height: int) -> None:
    """Resize ``window`` to ``width`` × ``height`` pixels, or less where the screen's free room
    (less its task bars, and :data:`FRAME_ALLOWANCE` for the window's title bar) is smaller."""
    room = window.screen().availableGeometry()
    window.resize(min(width, room.width()), min(height, room.height() - FRAME_ALLOWANCE))


def fit_to_screen(dialog: QDialog, area: QScrollArea) -> None:
    """Give ``dialog`` the height that shows all of ``area``'s content, or as much of it as the
    screen's available height allows (then the area scrolls).  Call once the dialog is built."""
    content = area.widget()
    around = dialog.sizeHint().height() - area.sizeHint().height()  # margins, buttons
    wanted = around + content.sizeHint().height()
    screen = dialog.screen().availableGeometry()
    dialog.resize(dialog.sizeHint().width(), max(200, min(wanted, screen.height() - FRAME_ALLOWANCE)))
