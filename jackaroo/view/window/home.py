"""The home screen: what the table shows when no game is on it.

A panel in the middle of the board with the ways into a game: New game, Lessons (marked for
newcomers), Play online, Open a saved game, the rules, and, when a game was kept unfinished,
Resume with a picture of it.  When a seat at an online table is kept, Return to your table comes
first of all.  Until the player has finished a lesson or said "Not now", a
suggestion to take the lessons leads the panel.

The screen only shows what it is given (texts already translated, a picture) and emits a signal
per button; :mod:`jackaroo.controller.home` decides what each does.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...model.players import EMPTY_SEAT
from ...model.state import GameState
from ..text.bidi import fill
from ..text.names import level_name, ruleset_name, seat_colour_name

#: the panel's width in pixels (narrower when the board is)
WIDTH = 560
#: the resume picture's side in pixels
THUMBNAIL = 168


class HomeScreen(QFrame):
    """The ways into a game, on the table."""

    new_game_requested = Signal()
    resume_requested = Signal()
    #: "Return to your table" (the online seat kept)
    return_requested = Signal()
    lessons_requested = Signal()
    online_requested = Signal()
    open_requested = Signal()
    rules_requested = Signal()
    #: "Not now" on the lessons' suggestion
    suggestion_dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#home { background: palette(window); border: 1px solid palette(mid); border-radius: 14px }"
            " #homeTitle { font-size: 26pt; font-weight: bold }"
            " #homeNotice { background: #e3f2fd; color: #0d3c61; border-radius: 6px; padding: 6px }"
            " #suggestion, #resume, #comeback { background: palette(base); border: 1px solid palette(mid);"
            " border-radius: 10px }"
            " #newcomers { background: #2e7d32; color: white; border-radius: 7px; padding: 1px 7px;"
            " font-size: 8pt; font-weight: bold }"
        )
        column = QVBoxLayout(self)
        column.setContentsMargins(24, 20, 24, 22)
        column.setSpacing(14)
        title = QLabel(self.tr("Jackaroo"))
        title.setObjectName("homeTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(title)
        tagline = QLabel(self.tr("The Gulf's marble-and-card race"))
        tagline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(tagline)
        #: what happened just before the player came home (e.g. leaving an online table)
        self.notice = QLabel()
        self.notice.setObjectName("homeNotice")
        self.notice.setWordWrap(True)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.hide()
        column.addWidget(self.notice)
        column.addWidget(self._build_return())
        column.addWidget(self._build_suggestion())
        column.addWidget(self._build_resume())
        column.addLayout(self._build_buttons())

    def _build_suggestion(self) -> QFrame:
        self.suggestion = QFrame()
        self.suggestion.setObjectName("suggestion")
        box = QGridLayout(self.suggestion)
        box.setContentsMargins(14, 10, 14, 10)
        heading = QLabel(self.tr("<b>New to Jackaroo?</b>"))
        text = QLabel(self.tr("Eleven short lessons teach every card on the real board, one move at a time."))
        text.setWordWrap(True)
        self.take_lessons_button = QPushButton(self.tr("Start the &lessons"))
        self.take_lessons_button.clicked.connect(self.lessons_requested)
        self.not_now_button = QPushButton(self.tr("Not &now"))
        self.not_now_button.setToolTip(self.tr("Hide this; the lessons stay under Lessons and Help"))
        self.not_now_button.clicked.connect(self.suggestion_dismissed)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.not_now_button)
        buttons.addWidget(self.take_lessons_button)
        box.addWidget(heading, 0, 0)
        box.addWidget(text, 1, 0)
        box.addLayout(buttons, 2, 0)
        return self.suggestion

    def _build_return(self) -> QFrame:
        self.comeback = QFrame()
        self.comeback.setObjectName("comeback")
        box = QVBoxLayout(self.comeback)
        box.setContentsMargins(14, 10, 14, 10)
        box.addWidget(QLabel(self.tr("<b>Your online table is waiting</b>")))
        self.return_details = QLabel()
        self.return_details.setWordWrap(True)
        self.return_details.setTextFormat(Qt.TextFormat.PlainText)  # names come from players
        box.addWidget(self.return_details)
        self.return_button = QPushButton(self.tr("Return to your &table"))
        self.return_button.setMinimumHeight(36)
        self.return_button.clicked.connect(self.return_requested)
        box.addWidget(self.return_button)
        self.comeback.hide()
        return self.comeback

    def _build_resume(self) -> QFrame:
        self.resume = QFrame()
        self.resume.setObjectName("resume")
        row = QHBoxLayout(self.resume)
        row.setContentsMargins(10, 10, 14, 10)
        row.setSpacing(14)
        self.thumbnail = QLabel()
        self.thumbnail.setFixedSize(THUMBNAIL, THUMBNAIL)
        row.addWidget(self.thumbnail)
        details = QVBoxLayout()
        heading = QLabel(self.tr("<b>Your unfinished game</b>"))
        self.resume_details = QLabel()
        self.resume_details.setWordWrap(True)
        self.resume_details.setTextFormat(Qt.TextFormat.PlainText)  # names come from players
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.resume_button.clicked.connect(self.resume_requested)
        details.addWidget(heading)
        details.addWidget(self.resume_details, 1)
        details.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignLeading)
        row.addLayout(details, 1)
        return self.resume

    def _build_buttons(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setSpacing(8)
        self.new_game_button = QPushButton(self.tr("&New game"))
        self.new_game_button.setToolTip(self.tr("Choose the rules and who plays each seat"))
        self.new_game_button.clicked.connect(self.new_game_requested)
        lessons = QWidget()
        lessons_row = QHBoxLayout(lessons)
        lessons_row.setContentsMargins(0, 0, 0, 0)
        self.lessons_button = QPushButton(self.tr("Less&ons"))
        self.lessons_button.clicked.connect(self.lessons_requested)
        newcomers = QLabel(self.tr("for newcomers"))
        newcomers.setObjectName("newcomers")
        newcomers.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        lessons_row.addWidget(self.lessons_button, 1)
        lessons_row.addWidget(newcomers, 0, Qt.AlignmentFlag.AlignVCenter)
        self.online_button = QPushButton(self.tr("Play on&line"))
        self.online_button.setToolTip(self.tr("Host a table, join friends with a code, or pick a table"))
        self.online_button.clicked.connect(self.online_requested)
        self.open_button = QPushButton(self.tr("O&pen a saved game…"))
        self.open_button.clicked.connect(self.open_requested)
        self.rules_button = QPushButton(self.tr("The r&ules"))
        self.rules_button.clicked.connect(self.rules_requested)
        for button in (self.new_game_button, self.online_button, self.open_button, self.rules_button):
            button.setMinimumHeight(36)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.lessons_button.setMinimumHeight(36)
        grid.addWidget(self.new_game_button, 0, 0)
        grid.addWidget(lessons, 0, 1)
        grid.addWidget(self.online_button, 1, 0)
        grid.addWidget(self.open_button, 1, 1)
        grid.addWidget(self.rules_button, 2, 0, 1, 2)
        return grid

    # -- what it shows ----------------------------------------------------------------------------
    def show_notice(self, text: str) -> None:
        """A line saying what just happened ("" takes it down)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self._refit()

    def show_suggestion(self, shown: bool) -> None:
        """Show the lessons' suggestion (until a lesson is finished or it is dismissed)."""
        self.suggestion.setVisible(shown)
        self._refit()

    def show_resume(self, picture: QPixmap | None, details: str = "") -> None:
        """Offer the kept game, described by ``details`` (plain text) beside ``picture``; None: no
        game was kept, and the offer goes."""
        self.resume.setVisible(picture is not None)
        if picture is not None:
            self.thumbnail.setPixmap(picture)
            self.resume_details.setText(details)
        self._mark_default()
        self._refit()

    def show_return(self, details: str | None) -> None:
        """Offer to return to the online table of the kept seat, described by ``details`` (plain
        text: who is there, where); None: no seat is kept, and the offer goes."""
        self.comeback.setVisible(details is not None)
        self.return_details.setText(details or "")
        self._mark_default()
        self._refit()

    def _mark_default(self) -> None:
        """Only the button Enter chooses looks like it."""
        chosen = self.default_button()
        for button in (self.return_button, self.resume_button, self.new_game_button):
            button.setDefault(button is chosen)

    def default_button(self) -> QPushButton:
        """What Enter chooses: Return to your table when a seat is kept online, else Resume when a
        game was kept, else New game."""
        if self.comeback.isVisibleTo(self):
            return self.return_button
        return self.resume_button if self.resume.isVisibleTo(self) else self.new_game_button

    def _refit(self) -> None:
        """What it shows changed: its size follows (centred again in its parent), so that no row is
        squeezed under another."""
        parent = self.parentWidget()
        if parent is not None:
            self.place(parent.width(), parent.height())

    def place(self, width: int, height: int) -> None:
        """Centre the panel in a ``width`` x ``height`` area (its parent), narrower if need be."""
        self.setFixedWidth(min(WIDTH, max(300, width - 40)))
        self.adjustSize()
        self.move((width - self.width()) // 2, max(10, (height - self.height()) // 2))


def kept_game_details(state: GameState, saved: datetime | None = None) -> str:
    """A kept game in a few lines of plain text: its rules and round, each seat's name, colour and
    player, and when it was kept (in the locale's own date and time format)."""
    lines = [
        fill(
            QCoreApplication.translate("HomeScreen", "{rules}, round {round}"),
            rules=ruleset_name(state.ruleset),
            round=state.round,
        )
    ]
    for seat, player in enumerate(state.players):
        if player != EMPTY_SEAT:
            lines.append(
                fill(
                    QCoreApplication.translate("HomeScreen", "{name}: {colour}, {player}"),
                    name=state.names[seat],
                    colour=seat_colour_name(state, seat),
                    player=level_name(player),
                )
            )
    if saved is not None:
        when = QLocale().toString(saved, QLocale.FormatType.ShortFormat)
        lines.append(fill(QCoreApplication.translate("HomeScreen", "Kept {when}"), when=when))
    return "\n".join(lines)
