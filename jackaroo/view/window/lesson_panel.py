"""The lessons' panel: a dock beside the board with the lesson's title and goal, then its result,
and Retry, Next and a choice of any lesson.

The panel only shows what it is given (texts already translated) and emits signals; the lesson
runner (:mod:`jackaroo.controller.lessons.runner`) decides what happens.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..text.bidi import fill

#: the result's colours: met (green) and not met (amber), on the panel's light background
PASSED_STYLE = (
    "background: #e3f4e1; border: 1px solid #5a9e52; border-radius: 6px; padding: 8px; color: #1d4a18"
)
FAILED_STYLE = (
    "background: #fdf0d8; border: 1px solid #c99532; border-radius: 6px; padding: 8px; color: #5a3d06"
)


class LessonPanel(QDockWidget):
    """Lesson ``n`` of ``count``: a chooser, the title, the goal, the result, Retry / Next / Leave."""

    #: the player asked for the lesson again
    retry_requested = Signal()
    #: the player asked for the next lesson
    next_requested = Signal()
    #: the player chose lesson ``index`` in the chooser
    chosen = Signal(int)
    #: the player left the lessons
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Lessons"), parent)
        self.setObjectName("lessons")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setTitleBarWidget(QWidget())  # no title bar: the panel names the lesson itself
        body = QWidget()
        body.setFixedWidth(280)
        column = QVBoxLayout(body)
        column.setContentsMargins(10, 10, 10, 10)
        column.setSpacing(10)
        self.progress = QLabel()
        self.progress.setStyleSheet("color: #555")
        column.addWidget(self.progress)
        self.chooser = QComboBox()
        self.chooser.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.chooser.activated.connect(self.chosen)
        column.addWidget(self.chooser)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold")
        column.addWidget(self.title)
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        self.goal.setTextFormat(Qt.TextFormat.PlainText)
        self.goal.setStyleSheet("font-size: 11pt")
        column.addWidget(self.goal)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        column.addWidget(self.result)
        buttons = QHBoxLayout()
        self.retry_button = QPushButton(self.tr("&Retry"))
        self.next_button = QPushButton(self.tr("&Next lesson"))
        for button in (self.retry_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        self.retry_button.clicked.connect(self.retry_requested)
        self.next_button.clicked.connect(self.next_requested)
        column.addLayout(buttons)
        column.addStretch(1)
        self.leave_button = QPushButton(self.tr("&Leave the lessons"))
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave_button.clicked.connect(self.leave_requested)
        column.addWidget(self.leave_button)
        self.setWidget(body)

    def set_lessons(self, titles: Sequence[str], done: Sequence[bool]) -> None:
        """The chooser's lessons: ``titles`` in order, a tick on those ``done``."""
        self.chooser.blockSignals(True)
        current = self.chooser.currentIndex()
        self.chooser.clear()
        for number, (title, passed) in enumerate(zip(titles, done, strict=True), start=1):
            if passed:
                label = fill(self.tr("✓ {number}. {title}"), number=number, title=title)
            else:
                label = fill(self.tr("    {number}. {title}"), number=number, title=title)
            self.chooser.addItem(label)
        self.chooser.setCurrentIndex(max(current, 0))
        self.chooser.blockSignals(False)

    def show_lesson(self, index: int, count: int, title: str, goal: str) -> None:
        """Lesson ``index`` (from 0) of ``count`` is on the board: its ``title`` and ``goal``; no
        result yet."""
        self.progress.setText(fill(self.tr("Lesson {number} of {count}"), number=index + 1, count=count))
        self.chooser.blockSignals(True)
        self.chooser.setCurrentIndex(index)
        self.chooser.blockSignals(False)
        self.title.setText(title)
        self.goal.setText(goal)
        self.result.clear()
        self.result.setStyleSheet("")
        self.result.hide()
        self.next_button.setEnabled(index + 1 < count)
        self.next_button.setDefault(False)

    def show_result(self, passed: bool, text: str, last: bool = False) -> None:
        """The player's action met the goal (``passed``) or not; ``text`` says why.  ``last``: there
        is no next lesson."""
        if passed:
            shown = fill(self.tr("<b>Well done!</b> {explanation}"), explanation=html.escape(text))
        else:
            shown = fill(self.tr("<b>Not quite.</b> {explanation}"), explanation=html.escape(text))
        self.result.setText(shown)
        self.result.setStyleSheet(PASSED_STYLE if passed else FAILED_STYLE)
        self.result.show()
        self.next_button.setEnabled(not last)
