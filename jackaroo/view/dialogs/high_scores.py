"""Game > High scores…: the player's ten fastest wins per CPU level, one tab per level, and per
ruleset of the online games they sat in, one tab each (marked Online).

The dialog and its tables only show a :class:`~jackaroo.model.high_scores.HighScores` value; a new
entry (its level and place) is highlighted.  The game-over dialog shows the table of a new entry
with :class:`HighScoreTable` too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...model.high_scores import KEEP, ONLINE, TABLES, HighScore, HighScores
from ...model.players import EXPERT, GREEDY, MASTER, RANDOM
from ...model.rules import DEFAULT_RULESET
from ..text.bidi import fill
from ..text.names import ruleset_name
from .screen_fit import fit_window

#: the background of a new entry
NEW_ENTRY = QColor("#ffe9a8")


def level_title(level: str) -> str:
    """The translated name of a CPU ``level`` as the tabs show it."""
    names = {
        RANDOM: QCoreApplication.translate("HighScoresDialog", "Random"),
        GREEDY: QCoreApplication.translate("HighScoresDialog", "Greedy"),
        EXPERT: QCoreApplication.translate("HighScoresDialog", "Expert"),
        MASTER: QCoreApplication.translate("HighScoresDialog", "Master"),
    }
    if level.startswith(ONLINE):
        rules = ruleset_name(level[len(ONLINE) :])
        return fill(QCoreApplication.translate("HighScoresDialog", "Online: {rules}"), rules=rules)
    return names.get(level, level)


def tab_title(level: str) -> str:
    """A table's tab: "Against Greedy", "Online: A New Game Spin"."""
    if level.startswith(ONLINE):
        return level_title(level)
    return fill(QCoreApplication.translate("HighScoresDialog", "Against {level}"), level=level_title(level))


def date_text(iso: str) -> str:
    """An ISO ``YYYY-MM-DD`` date in the locale's short form (the text itself if it is no date)."""
    date = QDate.fromString(iso, Qt.DateFormat.ISODate)
    return QLocale().toString(date, QLocale.FormatType.ShortFormat) if date.isValid() else iso


class HighScoreTable(QTableWidget):
    """One level's entries: place, name, turns, date (:data:`KEEP` rows); ``highlight`` a place."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(KEEP, 4, parent)
        self.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Name"), self.tr("Turns"), self.tr("Date")])
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for column in (0, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        height = header.sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(row) for row in range(self.rowCount()))
        self.setFixedHeight(height)
        #: the highlighted place (None: none)
        self.highlighted: int | None = None

    def show_entries(self, entries: tuple[HighScore, ...], highlight: int | None = None) -> None:
        """Fill the rows from ``entries`` (best first; empty rows show a dash) and highlight the
        place ``highlight`` (0 = best)."""
        locale = QLocale()
        self.highlighted = highlight
        for row in range(KEEP):
            entry = entries[row] if row < len(entries) else None
            cells = (
                locale.toString(row + 1),
                entry.name if entry else "–",
                locale.toString(entry.turns) if entry else "–",
                date_text(entry.date) if entry else "–",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if column == 1 else Qt.AlignmentFlag.AlignCenter
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                if row == highlight:
                    item.setBackground(QBrush(NEW_ENTRY))
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.setItem(row, column, item)


class HighScoresDialog(QDialog):
    """A tab per CPU level, each with its :class:`HighScoreTable`, and what a score means."""

    def __init__(self, scores: HighScores, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("High scores"))
        self.tabs = QTabWidget()
        self.tables: dict[str, HighScoreTable] = {}
        for level in TABLES:
            table = HighScoreTable()
            self.tables[level] = table
            self.tabs.addTab(table, tab_title(level))
        note = QLabel(
            fill(
                self.tr(
                    "Your fastest wins, in turns: each turn every player has one go. A win counts under "
                    "the strongest CPU level at the table; only games of the default rules ({rules}) "
                    "with one human player are entered, and none where a move was taken back (an "
                    "assisted game). Online wins of your side are entered under the rules they were "
                    "played by."
                ),
                rules=ruleset_name(DEFAULT_RULESET),
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #555")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>Your fastest wins</b>")))
        layout.addWidget(self.tabs)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.show_scores(scores)
        # wide enough for the table, as tall as the words need (Arabic's lines are taller)
        width = min(900, self.screen().availableGeometry().width())
        fit_window(self, width, max(470, layout.totalHeightForWidth(width)))

    def show_scores(self, scores: HighScores, level: str | None = None, place: int | None = None) -> None:
        """Fill every tab from ``scores``; with ``level``, show its tab and highlight ``place``."""
        for name, table in self.tables.items():
            table.show_entries(scores.table(name), place if name == level else None)
        if level in self.tables:
            self.tabs.setCurrentIndex(list(self.tables).index(level))
