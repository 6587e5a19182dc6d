"""The replay controls shown in the side panel while a game is replayed.

Buttons only: the controller connects to them (and gives the keys Left/Right/Home/End).  The buttons
carry words, not arrows, so they read the same in either layout direction.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QWidget

from ..text.bidi import fill


class ReplayBar(QFrame):
    """First, Previous, Next, Last, the position, and Back to the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("replayBar")
        self.setStyleSheet("#replayBar { border: 2px solid #1d5e9e; border-radius: 6px; }")
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 4, 8, 4)
        self.title = QLabel(self.tr("Replay"))
        self.title.setStyleSheet("font-weight: bold")
        self.position = QLabel()
        self.position.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.first_button = QPushButton(self.tr("First"))
        self.first_button.setToolTip(self.tr("The start of the game (Home)"))
        self.previous_button = QPushButton(self.tr("Previous"))
        self.previous_button.setToolTip(self.tr("One action back"))
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.setToolTip(self.tr("Play the next action"))
        self.last_button = QPushButton(self.tr("Last"))
        self.last_button.setToolTip(self.tr("The last action (End)"))
        self.leave_button = QPushButton(self.tr("&Back to the game"))
        self.leave_button.setToolTip(self.tr("Leave the replay (Esc)"))
        grid.addWidget(self.title, 0, 0, 1, 2)
        grid.addWidget(self.position, 0, 2, 1, 2)
        buttons = (self.first_button, self.previous_button, self.next_button, self.last_button)
        for column, button in enumerate(buttons):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            grid.addWidget(button, 1, column)
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        grid.addWidget(self.leave_button, 2, 0, 1, 4)

    def show_position(self, index: int, count: int) -> None:
        """Show "Action ``index`` of ``count``" and enable the buttons that lead somewhere."""
        self.position.setText(fill(self.tr("Action {index} of {count}"), index=index, count=count))
        self.first_button.setEnabled(index > 0)
        self.previous_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < count)
        self.last_button.setEnabled(index < count)
