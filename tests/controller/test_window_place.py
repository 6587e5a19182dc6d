"""The main window comes back as it was left: its size, its place and whether it was maximised are
kept when it closes (Game > Quit) and given back at the next start, on a screen there is now; the
first start, and a damaged value, give the usual size."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from support.online_app import launch as start
from support.person import menu_item

from jackaroo.view.settings.store import WINDOW_KEY, settings
from jackaroo.view.window.place import on_the_screens, onto_screen


def smaller(window) -> tuple[int, int]:
    """A size the window may take, smaller than the screen's room (and the usual size)."""
    room = window.screen().availableGeometry()
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    width, height = least.width() + 10, least.height() + 10
    assert width < room.width() - 40 and height < room.height() - 100
    return width, height


def quit_app(qtbot, window, controller) -> None:
    """Game > Quit, by its keys."""
    menu_item(qtbot, window, Qt.Key.Key_Q)
    qtbot.waitUntil(lambda: not window.isVisible())
    controller.stop()


def test_the_window_comes_back_with_the_size_and_place_it_was_left_with(qtbot) -> None:
    window, controller = start(qtbot)
    usual = window.size()
    room = window.screen().availableGeometry()
    assert usual.width() <= room.width() and usual.height() <= room.height()
    width, height = smaller(window)
    window.resize(width, height)  # (the person drags the window's corner and its title bar)
    window.move(room.left() + 30, room.top() + 70)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
    left = window.geometry()
    quit_app(qtbot, window, controller)
    window, controller = start(qtbot)
    assert (window.width(), window.height()) == (width, height) and window.geometry() == left
    assert not window.isMaximized()
    quit_app(qtbot, window, controller)


def test_a_maximised_window_comes_back_maximised_and_then_restores_to_its_size(qtbot) -> None:
    window, controller = start(qtbot)
    width, height = smaller(window)
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width)
    window.showMaximized()  # (the title bar's Maximise button)
    qtbot.waitUntil(window.isMaximized)
    quit_app(qtbot, window, controller)
    window, controller = start(qtbot)
    assert window.isMaximized()
    window.showNormal()
    qtbot.waitUntil(lambda: not window.isMaximized())
    assert (window.width(), window.height()) == (width, height)
    quit_app(qtbot, window, controller)


def test_a_window_left_off_the_screens_comes_back_on_one(qtbot) -> None:
    window, controller = start(qtbot)
    width, height = smaller(window)
    window.resize(width, height)
    window.move(9000, 7000)  # (a second screen, since unplugged)
    qtbot.waitUntil(lambda: window.x() > 8000)
    quit_app(qtbot, window, controller)
    window, controller = start(qtbot)
    assert on_the_screens(window.geometry()), window.geometry()
    assert (window.width(), window.height()) == (width, height)
    quit_app(qtbot, window, controller)


def test_the_first_start_and_a_damaged_value_give_the_usual_size(qtbot) -> None:
    window, controller = start(qtbot)
    usual = window.size()
    quit_app(qtbot, window, controller)
    settings().setValue(WINDOW_KEY, "not a geometry")
    window, controller = start(qtbot)
    assert window.size() == usual
    quit_app(qtbot, window, controller)


def test_a_place_is_put_into_a_screens_room_with_its_title_bar_in_reach() -> None:
    room = QRect(0, 0, 1366, 768)
    assert onto_screen(QRect(100, 100, 800, 600), room) == QRect(100, 100, 800, 600)
    assert onto_screen(QRect(2000, -300, 800, 600), room) == QRect(566, 24, 800, 600)
    assert onto_screen(QRect(-50, 500, 1920, 1080), room) == QRect(0, 48, 1366, 720)
