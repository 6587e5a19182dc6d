"""The Leaderboard tab of the account window: per ruleset, the first 100 players or the places around
one's own, each row its place, user name, rating with its uncertainty, and rated games.

A rating is shown as one number with its uncertainty, "1,234 ± 85": the server's ``rating`` (its
shown rating: the Weng-Lin ordinal ``mu - 3 sigma`` held back so that it never rises after a loss
nor falls after a win, docs/protocol.md "Ratings and leaderboards") and ``sigma``, both times
:data:`DISPLAY_SCALE` and rounded, in the locale's digits and grouping (docs/online.md, "In the
app").  It only shows and asks: the
controller sends.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..dialogs.start import ruleset_box
from ..settings.seats import DEFAULT_RULES
from ..text.bidi import fill
from .row_list import row_list

#: LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: a rating reads "−126 ± 260" in a right-to-left
#: line too (its minus sign before the number, the rating before its uncertainty)
LRI, PDI = "\u2066", "\u2069"
#: rating points shown per point of the server's scale (a new player's sigma, 8.33, shows as 333;
#: openskill's beta, its unit of skill, as 167)
DISPLAY_SCALE = 40


def whole(value: object) -> int:
    """``value`` if it is a whole number (a place, a count), else 0."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def shown(value: float) -> int:
    """A rating or uncertainty of the server's scale as the whole number shown."""
    return round(value * DISPLAY_SCALE)


#: a rating of fewer rated games than this is marked provisional (the leaderboard's usual threshold:
#: the server's ``--min-rated-games``), as lichess marks a rating still settling
PROVISIONAL_GAMES = 5


def rating_text(rating: dict[str, Any] | None) -> str:
    """ "1,234 ± 85" (the locale's digits), "1,234 ± 85, provisional" after fewer than
    :data:`PROVISIONAL_GAMES` rated games (when ``games`` is given), or "not rated yet" for a player
    with no rated game."""
    if not isinstance(rating, dict) or not isinstance(rating.get("rating"), (int, float)):
        return QCoreApplication.translate("Leaderboard", "not rated yet")
    sigma = rating.get("sigma") if isinstance(rating.get("sigma"), (int, float)) else 0
    locale = QLocale()
    text = QCoreApplication.translate("Leaderboard", "{rating} ± {uncertainty}").format(
        rating=number_text(shown(float(rating["rating"]))),
        uncertainty=locale.toString(shown(float(sigma))),  # type: ignore[arg-type]
    )
    games = rating.get("games")
    if isinstance(games, int) and games < PROVISIONAL_GAMES:
        return fill(
            QCoreApplication.translate("Leaderboard", "{rating}, provisional"), rating=LRI + text + PDI
        )
    return LRI + text + PDI


def number_text(value: int) -> str:
    """A whole number in the locale's digits, with a minus sign (not a hyphen) when negative."""
    text = QLocale().toString(abs(value))
    return "−" + text if value < 0 else text


def change_text(change: float) -> str:
    """A rating's change as shown: "+12", "−7", "±0" (the locale's digits)."""
    points = shown(change)
    number = QLocale().toString(abs(points))
    return LRI + ("+" if points > 0 else "−" if points < 0 else "±") + number + PDI


class LeaderboardPage(QWidget):
    """A ruleset's leaderboard: Top 100 or Around me; a row's player's profile on a double click,
    Return or the Profile button."""

    #: (ruleset, around me): show this leaderboard
    asked = Signal(str, bool)
    #: a player's user name: show their profile
    player_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.ruleset_box = ruleset_box(DEFAULT_RULES)
        rules_label = QLabel(self.tr("&Rules:"))
        rules_label.setBuddy(self.ruleset_box)
        self.which_box = QComboBox()
        self.which_box.addItem(self.tr("Top 100"), False)
        self.which_box.addItem(self.tr("Around me"), True)
        show_label = QLabel(self.tr("S&how:"))
        show_label.setBuddy(self.which_box)
        for widget in (rules_label, self.ruleset_box, show_label, self.which_box):
            top.addWidget(widget)
        top.addStretch(1)
        layout.addLayout(top)
        self.list = row_list([self.tr("Place"), self.tr("Player"), self.tr("Rating"), self.tr("Games")])
        self.list.verticalHeader().hide()
        self.list.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.list.itemActivated.connect(lambda _item: self._chosen())
        layout.addWidget(self.list, 1)
        #: how many are listed, one's own place, or why the list is empty
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        self.refresh_button = QPushButton(self.tr("Refre&sh"))
        self.profile_button = QPushButton(self.tr("&Profile"))
        row.addWidget(self.refresh_button)
        row.addStretch(1)
        row.addWidget(self.profile_button)
        layout.addLayout(row)
        self.refresh_button.clicked.connect(self.ask)
        self.profile_button.clicked.connect(self._chosen)
        self.ruleset_box.currentIndexChanged.connect(self.ask)
        self.which_box.currentIndexChanged.connect(self.ask)
        self.list.itemSelectionChanged.connect(
            lambda: self.profile_button.setEnabled(self.selected_name() is not None)
        )
        self.entries: list[dict[str, Any]] = []
        self.show_board({"entries": []})

    def ruleset(self) -> str:
        return str(self.ruleset_box.currentData())

    def around_me(self) -> bool:
        return bool(self.which_box.currentData())

    def ask(self) -> None:
        """Ask for the leaderboard chosen."""
        self.asked.emit(self.ruleset(), self.around_me())

    def show_board(self, board: dict[str, Any]) -> None:
        """A ``leaderboard`` reply: its rows, and a line on how many are listed and one's own place."""
        entries = board.get("entries")
        self.entries = [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []
        self.list.setRowCount(len(self.entries))
        locale = QLocale()
        you = board.get("you")
        for row, entry in enumerate(self.entries):
            place, games = whole(entry.get("place")), whole(entry.get("games"))
            cells = (
                locale.toString(place),
                str(entry.get("name", "")),
                rating_text(entry),
                locale.toString(games),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if place == you:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.list.setItem(row, column, item)
        self.list.resizeColumnsToContents()
        self.list.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.profile_button.setEnabled(False)
        self.note.setText(self._note(board))

    def _note(self, board: dict[str, Any]) -> str:
        total, least, you = board.get("total"), board.get("min_games"), board.get("you")
        if not self.entries:
            if isinstance(least, int):
                games = whole(least)
                return self.tr(
                    "Nobody is on this leaderboard yet: it lists players after %Ln rated games.", "", games
                )
            return ""
        count = whole(total) or len(self.entries)
        if isinstance(you, int):
            text = self.tr("%Ln players on the leaderboard; you are number {place}.", "", count)
            return fill(text, place=QLocale().toString(whole(you)))
        return self.tr("%Ln players on the leaderboard.", "", count)

    def show_problem(self, text: str) -> None:
        """Why there is no list (not on the board yet, not connected)."""
        self.list.setRowCount(0)
        self.entries = []
        self.note.setText(text)

    def selected_name(self) -> str | None:
        rows = self.list.selectionModel().selectedRows()
        if rows and rows[0].row() < len(self.entries):
            name = self.entries[rows[0].row()].get("name")
            return name if isinstance(name, str) and name else None
        return None

    def _chosen(self) -> None:
        name = self.selected_name()
        if name is not None:
            self.player_chosen.emit(name)
