"""The log panel (jackaroo.view.window.log_panel): its newest line stays in view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QTextCursor, QWheelEvent
from PySide6.QtWidgets import QApplication

from jackaroo.view.text.log_entry import LogEntry
from jackaroo.view.window.log_panel import LogPanel

LINE = "CPU 1 plays Three ♠: the green marble moves 3 from cell 11 past the blue Base to cell {n}"


def newest_line_shown(log: LogPanel) -> bool:
    cursor = log.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    return log.viewport().rect().contains(log.cursorRect(cursor))


def filled_log(qtbot) -> LogPanel:
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(280, 300)
    log.show()
    qtbot.waitExposed(log)
    for n in range(30):  # wrapped lines, many more than the log can show
        log.add(LogEntry((LINE.format(n=n),), colour="GREEN", turn=n // 2))
    qtbot.wait(10)
    return log


def test_the_newest_line_stays_in_view_when_the_log_is_made_shorter(qtbot) -> None:
    """As when "Since your last turn" appears above the log in the side panel."""
    log = filled_log(qtbot)
    assert newest_line_shown(log)
    log.resize(280, 230)
    qtbot.wait(10)
    assert newest_line_shown(log)


def test_a_reader_who_scrolled_back_keeps_their_place(qtbot) -> None:
    log = filled_log(qtbot)
    centre = QPointF(log.viewport().rect().center())
    wheel = QWheelEvent(
        centre, log.viewport().mapToGlobal(centre), QPoint(), QPoint(0, 120 * 5),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    QApplication.sendEvent(log.viewport(), wheel)  # the mouse wheel, five notches back
    place = log.verticalScrollBar().value()
    assert place < log.verticalScrollBar().maximum()
    log.resize(280, 230)
    qtbot.wait(10)
    assert log.verticalScrollBar().value() == place
    assert not newest_line_shown(log)
