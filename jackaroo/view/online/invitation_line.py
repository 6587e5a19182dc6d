"""Friends' invitations as lines in the side panel, while a game is on screen (docs/online.md,
"Friends in the app"): a window opened over a game would take the keyboard from it.

Each line says who invites and offers **Join** (invited by a spectator, who has no code to give:
**Watch**) and **Not now**; a friend's newest invitation takes the place of their older one.
Nothing here takes the keyboard focus or is a default button: a Return typed for the chat or the
game never accepts an invitation, only a click does.  It only shows and asks: the controller
joins.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

#: the line's look: a pale blue band, like the panel's other notes (the label's ink inside it)
STYLE = (
    "QFrame#invitationLine { background: #e3effb; border-radius: 4px; }"
    " QLabel#invitationText { color: #0d3c61; }"
)


class InvitationLine(QFrame):
    """The invitations waiting to be answered, one line each, by friend (hidden when none is)."""

    #: a friend's user name: Join (or Watch) as their invitation says
    join_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invitationLine")
        self.setStyleSheet(STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("Invitations"))
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(6, 4, 6, 4)
        #: each friend's line, in the order they came (the newest last)
        self.lines: dict[str, QWidget] = {}
        self.hide()

    def offer(self, friend: str, text: str, join: bool) -> None:
        """Show ``text`` (``friend``'s invitation, in words) with Join (``join`` False: Watch) and
        Not now, in the place of any older invitation of theirs."""
        self.take(friend)
        line = QWidget()
        rows = QVBoxLayout(line)
        rows.setContentsMargins(0, 0, 0, 0)
        said = QLabel(text)
        said.setObjectName("invitationText")
        said.setTextFormat(Qt.TextFormat.PlainText)  # a friend's user name, as they typed it
        said.setWordWrap(True)
        rows.addWidget(said)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        answer = self._button(self.tr("Join") if join else self.tr("Watch"))
        answer.clicked.connect(lambda: self._answer(friend))
        later = self._button(self.tr("Not now"))
        later.clicked.connect(lambda: self.take(friend))
        buttons.addWidget(answer)
        buttons.addWidget(later)
        rows.addLayout(buttons)
        self.column.addWidget(line)
        self.lines[friend] = line
        self.show()

    @staticmethod
    def _button(text: str) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # clicked, never focused: keys stay where they were
        button.setAutoDefault(False)
        button.setDefault(False)
        return button

    def take(self, friend: str) -> None:
        """Take ``friend``'s invitation away (answered, dismissed or out of date)."""
        line = self.lines.pop(friend, None)
        if line is not None:
            line.hide()
            self.column.removeWidget(line)
            line.deleteLater()
        self.setVisible(bool(self.lines))

    def friends(self) -> list[str]:
        """The user names of the friends whose invitations show, oldest first."""
        return list(self.lines)

    def text(self, friend: str) -> str:
        """What ``friend``'s invitation says ("" if none shows)."""
        line = self.lines.get(friend)
        said = line.findChild(QLabel) if line is not None else None
        return said.text() if said is not None else ""

    def buttons(self, friend: str) -> dict[str, QPushButton]:
        """The buttons of ``friend``'s invitation by their text: {} if none shows."""
        line = self.lines.get(friend)
        return {b.text(): b for b in line.findChildren(QPushButton)} if line is not None else {}

    def _answer(self, friend: str) -> None:
        self.take(friend)
        self.join_requested.emit(friend)


__all__ = ["InvitationLine"]
