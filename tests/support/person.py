"""Acting as a person at the screen: keys go where the focus is, clicks land on a widget's middle,
and a modal dialog (which blocks in ``exec()``) is answered by clicking its buttons once it shows.

Nothing here emits a widget's signal or calls a slot: every action is a real key or mouse event.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QGraphicsView,
    QMessageBox,
    QWidget,
)

#: how long a dialog may take to show, in milliseconds
DIALOG_WAIT_MS = 5000
#: how long a shown dialog may take to become the active window before :func:`when_modal` acts anyway
ACTIVE_WAIT_MS = 2000


def focused(window: QWidget | None = None) -> QWidget:
    """The widget with the keyboard focus: a person's keys go there.  When no window is active (the
    offscreen platform activates none after a dialog closes, where a desktop's window manager gives
    the activation back), ``window``'s top-level window is activated first, as a desktop would."""
    widget = QApplication.focusWidget()
    if widget is None and window is not None:
        window.window().activateWindow()
        QApplication.processEvents()
        widget = QApplication.focusWidget() or window.window()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier, where=None):
    """Press ``key`` as a person would: into the widget that has the focus (in ``where``'s window if
    no window is active)."""
    qtbot.keyClick(focused(where), key, modifier)


def activate(qtbot, window: QWidget) -> None:
    """Go to ``window`` (as a person clicks its title bar): it becomes the active window."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def type_text(qtbot, text: str, where=None) -> None:
    """Type ``text`` into the widget that has the focus.  A letter beyond ASCII (Arabic) comes as a
    key event that carries its text, as a keyboard layout gives it (QTest maps only Latin keys)."""
    widget = focused(where)
    for letter in text:
        if letter.isascii():
            qtbot.keyClicks(widget, letter)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, letter))


def click(qtbot, widget: QWidget, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    """Click the middle of ``widget`` (which must be visible: a person cannot click a hidden one).
    One scrolled out of its frame's sight is first scrolled to with the mouse wheel, as a person
    does (:func:`scroll_into_sight`)."""
    assert widget.isVisible(), f"{widget!r} is not on the screen"
    assert widget.isEnabled(), f"{widget!r} is disabled"
    if not in_sight(widget):
        scroll_into_sight(qtbot, widget)
    qtbot.mouseClick(widget, button, pos=QPoint(widget.width() // 2, widget.height() // 2))


def wheel(qtbot, widget: QWidget, notches: int) -> None:
    """Turn the mouse wheel ``notches`` notches over the middle of ``widget`` (a negative number
    towards the person: the page goes down).  A widget that does not scroll passes the turn on to
    its parents, as Qt does with a real mouse's (it does not pass on a made-up one by itself)."""
    target: QWidget | None = widget
    where = QPointF(widget.width() / 2, widget.height() / 2)
    screen = widget.mapToGlobal(where)
    while target is not None:
        turned = QWheelEvent(
            where,
            screen,
            QPoint(),
            QPoint(0, 120 * notches),  # 120: one notch of a wheel (QWheelEvent's angleDelta)
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(target, turned)
        if turned.isAccepted() or target.isWindow():
            break
        where += QPointF(target.pos())
        target = target.parentWidget()
    qtbot.wait(10)


def in_sight(widget: QWidget) -> bool:
    """Whether the middle of ``widget`` is drawn on the screen (not scrolled out of its frame)."""
    return widget.visibleRegion().contains(QPoint(widget.width() // 2, widget.height() // 2))


def scroll_into_sight(qtbot, widget: QWidget) -> None:
    """Turn the mouse wheel over the scrolling frame around ``widget`` until ``widget`` is in
    sight, as a person scrolls to a field below the frame's edge."""
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QAbstractScrollArea):
        area = area.parentWidget()
    assert area is not None, f"{widget!r} is in no scrolling frame"
    for _ in range(100):
        if in_sight(widget):
            return
        below = widget.mapTo(area.viewport(), QPoint(0, 0)).y() > 0
        wheel(qtbot, area.viewport(), -1 if below else 1)
    raise AssertionError(f"{widget!r} cannot be scrolled into sight")


def click_radio(qtbot, radio: QWidget) -> None:
    """Click a radio button on its round button (on the leading side), as a person aims at it."""
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))


def click_board(qtbot, view: QGraphicsView, point: QPointF) -> None:
    """Click the board ``view`` where it shows the scene point ``point`` (a cell, a marble, a card)."""
    assert view.isVisible(), "the board is not on the screen"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def menu_item(qtbot, window: QWidget, key: Qt.Key, menu: int = 0, opener: Qt.Key = Qt.Key.Key_G) -> None:
    """Open a menu of ``window``'s menu bar with Alt and its underlined letter ``opener`` (the Game
    menu's G; ``menu``: its place in the bar), then choose the item whose underlined letter is
    ``key``."""
    press(qtbot, opener, Qt.KeyboardModifier.AltModifier, where=window)
    shown = window.menuBar().actions()[menu].menu()  # type: ignore[attr-defined]
    qtbot.waitUntil(shown.isVisible)
    qtbot.keyClick(shown, key)


def click_row(qtbot, view, row: int) -> None:
    """Click row ``row`` of the item view ``view`` (a list), where it is drawn."""
    assert view.isVisible(), f"{view!r} is not on the screen"
    rect = view.visualRect(view.model().index(row, 0))
    assert view.viewport().rect().intersects(rect), f"row {row} is scrolled out of sight"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def button_named(dialog: QWidget, text: str) -> QAbstractButton:
    """The button of ``dialog`` whose text (without its ``&`` mnemonic) is ``text``."""
    for button in dialog.findChildren(QAbstractButton):
        if button.text().replace("&", "") == text and button.isVisible():
            return button
    names = [b.text() for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
    raise AssertionError(f"no button {text!r} in {dialog.windowTitle()!r}: {names}")


@dataclass(frozen=True)
class Seen:
    """A dialog as it was seen: its title and (a message box's) text."""

    title: str
    text: str


def when_modal(act: Callable[[QWidget], None], title: str | None = None) -> list[Seen]:
    """Once a modal dialog shows (whose title is ``title``, if given: another window may have a modal
    dialog open already), ``act`` on it (e.g. click one of its buttons); returns a list that holds
    what was seen of the dialog once it has shown.  Call before the step that opens the dialog (whose
    ``exec()`` blocks until ``act`` closes it)."""
    seen: list[Seen] = []
    timer = QTimer()
    timer.setInterval(20)
    waited = [0]
    shown_for = [0]

    def look() -> None:
        waited[0] += 20
        dialog = QApplication.activeModalWidget() if title is None else _shown(title)
        if dialog is not None and dialog.isVisible():
            # a person acts once the dialog has come up in front, with the keyboard (on a loaded
            # machine it shows a moment before it is activated, and keys would still go behind it)
            if QApplication.activeWindow() is not dialog and shown_for[0] < ACTIVE_WAIT_MS:
                shown_for[0] += 20
                return
            timer.stop()
            seen.append(Seen(dialog.windowTitle(), dialog.text() if isinstance(dialog, QMessageBox) else ""))
            try:
                act(dialog)
            except BaseException:
                if dialog.isVisible():  # a failed step must fail the test, not leave exec() waiting
                    dialog.close()
                raise
        elif waited[0] > DIALOG_WAIT_MS:
            timer.stop()

    timer.timeout.connect(look)
    timer.start()
    _TIMERS.append(timer)  # kept alive until it has acted
    return seen


_TIMERS: list[QTimer] = []


def stop_watching_modals() -> None:
    """Stop every :func:`when_modal` watcher still waiting (at a test's end: a watcher whose dialog
    never came must not act on the next test's dialog)."""
    for timer in _TIMERS:
        timer.stop()
    _TIMERS.clear()


def _shown(title: str) -> QWidget | None:
    """The visible top-level window titled ``title``, if one shows."""
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible() and widget.windowTitle() == title:
            return widget
    return None


def click_in_modal(text: str) -> Callable[[QWidget], None]:
    """An action for :func:`when_modal`: click the dialog's button ``text`` (as shown, no ``&``)."""

    def act(dialog: QWidget) -> None:
        button = button_named(dialog, text)
        QTest.mouseClick(
            button, Qt.MouseButton.LeftButton, pos=QPoint(button.width() // 2, button.height() // 2)
        )

    return act


__all__ = [
    "activate",
    "button_named",
    "click",
    "click_board",
    "click_in_modal",
    "click_radio",
    "click_row",
    "focused",
    "menu_item",
    "press",
    "type_text",
    "when_modal",
]
