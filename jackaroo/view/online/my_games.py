"""The My games tab of the account window: the signed-in account's finished games on that server,
newest first, a page at a time (More…), each row its date (the locale's format, local time), rules,
the seats' names, whether the player's side won (partners win together) and the player's own seat
(its name in that game).  Replay and Review open a row's game on the board.

It only shows and asks (:mod:`jackaroo.controller.online.my_games` sends and opens); the rows are
the ``my_games`` reply's games (docs/protocol.md, "Finished games").
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..text.bidi import fill
from ..text.names import ruleset_name
from .row_list import row_list

#: the columns, in order
DATE, RULES, PLAYERS, RESULT, SEAT = range(5)
#: the widest the rules and one's name are shown on one line, in widths of an "M"
WIDEST_EMS = 10


def ended_text(ended: object) -> str:
    """When a game ended (ISO 8601, UTC) in the locale's short date and time, local time; "–" if
    the server does not know."""
    if not isinstance(ended, str):
        return "–"
    when = QDateTime.fromString(ended, Qt.DateFormat.ISODate)
    if not when.isValid():
        return "–"
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def seat_names(game: dict[str, Any]) -> list[str]:
    """The names of a listed game's occupied seats, in seat order."""
    seats = game.get("seats")
    if not isinstance(seats, list):
        return []
    return [
        str(s.get("name"))
        for s in seats
        if isinstance(s, dict) and s.get("player") not in (None, "none") and s.get("name")
    ]


def own_seat(game: dict[str, Any]) -> int | None:
    """The player's seat in a listed game (None: the entry is damaged)."""
    seat = game.get("seat")
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def own_name(game: dict[str, Any]) -> str:
    """The name the player's seat had in a listed game."""
    seats, seat = game.get("seats"), own_seat(game)
    if not isinstance(seats, list) or seat is None or not 0 <= seat < len(seats):
        return ""
    entry = seats[seat]
    return str(entry.get("name") or "") if isinstance(entry, dict) else ""


def won(game: dict[str, Any]) -> bool:
    """Whether the player's side won a listed game (a partner's win is theirs too)."""
    winners = game.get("winners")
    return isinstance(winners, list) and own_seat(game) in winners


class MyGamesPage(QWidget):
    """The finished games of the account signed in: a row per game, Replay and Review of the row
    chosen (a double click or Return: Replay), More… for the next page."""

    #: the next page is wanted: its offset (the number of games shown)
    more_requested = Signal(int)
    #: a row's game (the ``my_games`` entry) to replay on the board
    replay_requested = Signal(dict)
    #: a row's game to review (the player's own seat)
    review_requested = Signal(dict)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.list = row_list(
            [self.tr("Date"), self.tr("Rules"), self.tr("Players"), self.tr("Result"), self.tr("You were")]
        )
        self.list.verticalHeader().hide()
        self.list.itemActivated.connect(lambda _item: self._chosen(self.replay_requested))
        layout.addWidget(self.list, 1)
        #: how many are shown, or why the list is empty
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        self.more_button = QPushButton(self.tr("&More…"))
        self.replay_button = QPushButton(self.tr("Re&play"))
        self.review_button = QPushButton(self.tr("Re&view"))
        row.addWidget(self.more_button)
        row.addStretch(1)
        row.addWidget(self.replay_button)
        row.addWidget(self.review_button)
        layout.addLayout(row)
        self.more_button.clicked.connect(lambda: self.more_requested.emit(len(self.games)))
        self.replay_button.clicked.connect(lambda: self._chosen(self.replay_requested))
        self.review_button.clicked.connect(lambda: self._chosen(self.review_requested))
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.games: list[dict[str, Any]] = []
        self.total = 0
        self.show_page({"games": [], "total": 0, "offset": 0})

    def show_page(self, reply: dict[str, Any]) -> None:
        """A ``my_games`` reply: its games replace the list (offset 0) or are added to it."""
        games = reply.get("games")
        page = [g for g in games if isinstance(g, dict)] if isinstance(games, list) else []
        offset = reply.get("offset")
        if not isinstance(offset, int) or offset <= 0:
            self.games = []
            self.list.setRowCount(0)
        elif offset != len(self.games):
            return  # (a page asked twice, or an earlier list's)
        total = reply.get("total")
        self.total = total if isinstance(total, int) else len(self.games) + len(page)
        first = len(self.games)
        self.games.extend(page)
        self.list.setRowCount(len(self.games))
        for row, game in enumerate(page, start=first):
            self._fill(row, game)
        self.list.resizeColumnsToContents()
        widest = self.fontMetrics().horizontalAdvance("M") * WIDEST_EMS  # (longer: on two lines)
        for column in (RULES, SEAT):
            self.list.setColumnWidth(column, min(self.list.columnWidth(column), widest))
        self.list.horizontalHeader().setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        self.list.resizeRowsToContents()
        self.more_button.setEnabled(len(self.games) < self.total)
        self._selection_changed()
        self.note.setText(self._note())

    def _fill(self, row: int, game: dict[str, Any]) -> None:
        cells = (
            ended_text(game.get("ended")),
            ruleset_name(str(game.get("ruleset", ""))),
            QCoreApplication.translate("MyGamesPage", ", ").join(seat_names(game)),
            self.tr("Won") if won(game) else self.tr("Lost"),
            own_name(game),
        )
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column == PLAYERS:
                item.setToolTip(text)  # (all of them, where the column is too narrow)
            elif column == RESULT:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                font = item.font()
                font.setBold(won(game))
                item.setFont(font)
            self.list.setItem(row, column, item)

    def _note(self) -> str:
        if not self.games:
            return self.tr(
                "No finished online games yet: the games you finish on this server are listed here."
            )
        shown, total = len(self.games), self.total
        if shown < total:
            text = self.tr("The newest {shown} of your %Ln finished games.", "", total)
            return fill(text, shown=QLocale().toString(shown))
        return self.tr("Your %Ln finished games.", "", shown)

    def show_problem(self, text: str) -> None:
        """Why a game cannot be opened, or why there is no list (not connected)."""
        self.note.setText(text)

    def clear(self) -> None:
        """Nobody is signed in: no list."""
        self.games, self.total = [], 0
        self.list.setRowCount(0)
        self.more_button.setEnabled(False)
        self._selection_changed()
        self.note.setText("")

    def selected(self) -> dict[str, Any] | None:
        rows = self.list.selectionModel().selectedRows()
        if rows and rows[0].row() < len(self.games):
            return self.games[rows[0].row()]
        return None

    def _selection_changed(self) -> None:
        chosen = self.selected() is not None
        self.replay_button.setEnabled(chosen)
        self.review_button.setEnabled(chosen)

    def _chosen(self, signal: Any) -> None:
        game = self.selected()
        if game is not None:
            signal.emit(game)
