"""The main window's size and place, kept between runs: :func:`keep_place` gives back the geometry
kept when the window last closed (its size, place and whether it was maximised), else the usual
size, and keeps it again at each close (``view/window``, :mod:`jackaroo.view.settings.store`).

A kept place is put on a screen the system has now: Qt's ``restoreGeometry`` moves a window whose
screen is gone or whose place lies off every screen onto the available room, and shrinks one
larger than that room; :func:`onto_screen` makes sure of it (its title bar in reach too).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from ..dialogs.screen_fit import FRAME_ALLOWANCE
from ..settings.store import remember_window, remembered_window

__all__ = ["PlaceKeeper", "keep_place", "on_the_screens", "onto_screen"]


class PlaceKeeper(QObject):
    """Keeps ``window``'s geometry in the settings whenever it is asked to close."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            remember_window(self.window.saveGeometry())
        return False


def onto_screen(rect: QRect, room: QRect) -> QRect:
    """``rect`` (a window's inner geometry) moved and shrunk into ``room`` (a screen's available
    geometry), keeping :data:`FRAME_ALLOWANCE` above it for the title bar."""
    width = min(rect.width(), room.width())
    height = min(rect.height(), room.height() - FRAME_ALLOWANCE)
    x = max(room.left(), min(rect.left(), room.left() + room.width() - width))
    y = max(room.top() + FRAME_ALLOWANCE // 2, min(rect.top(), room.top() + room.height() - height))
    return QRect(x, y, width, height)


def on_the_screens(rect: QRect) -> bool:
    """Whether each corner of ``rect`` lies in the available room of some screen (one window may
    span two)."""
    rooms = [screen.availableGeometry() for screen in QGuiApplication.screens()]
    corners = (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
    return all(any(room.contains(corner) for room in rooms) for corner in corners)


def keep_place(window: QMainWindow, usual_size: Callable[[], None]) -> PlaceKeeper:
    """Before ``window`` first shows: the geometry kept at its last close, on a screen there is
    now, else ``usual_size()`` (which sizes it); from now on its geometry is kept at each close."""
    kept = remembered_window()
    if kept is None or not window.restoreGeometry(kept):
        usual_size()
    elif not (window.isMaximized() or window.isFullScreen()) and not on_the_screens(window.geometry()):
        rect = window.geometry()
        screen = QGuiApplication.screenAt(rect.center()) or QGuiApplication.primaryScreen()
        window.setGeometry(onto_screen(rect, screen.availableGeometry()))
    return PlaceKeeper(window)
