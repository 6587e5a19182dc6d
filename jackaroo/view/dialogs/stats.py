"""Game > Statistics: games played and won per CPU level, streaks, fastest win, captures; beside
them, the Online column: the online games the player sat in, played and won per ruleset.

The dialog only shows a :class:`~jackaroo.model.statistics.Statistics` value; Reset asks for
confirmation and then emits :attr:`StatisticsDialog.reset_confirmed` (the controller clears the store
and shows the empty value).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model.players import CPU_LEVELS, EXPERT, GREEDY, MASTER, RANDOM
from ...model.rules import RULESETS
from ...model.statistics import LevelStats, Statistics
from ..text.bidi import fill
from ..text.names import ruleset_name

#: room beside the words of a column's header, in pixels
COLUMN_ROOM = 16


def figures_table(rows: list[str], columns: list[str]) -> QTableWidget:
    """A read-only table of figures with these row and column headers, as tall as its rows."""
    table = QTableWidget(len(rows), len(columns))
    table.setHorizontalHeaderLabels(columns)
    table.setVerticalHeaderLabels(rows)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    # each column as wide as its header's words or its figures (:func:`hold_columns`), the last one
    # taking the room left: columns of one width cut "Fastest win (turns)" at the dialog's width,
    # and in Arabic a narrow dialog laid its columns past the table's edge
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    table.horizontalHeader().setStretchLastSection(True)
    table.horizontalHeader().setMinimumSectionSize(1)  # (the style's least is wide in Arabic)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    height += sum(table.rowHeight(row) for row in range(table.rowCount()))
    table.setFixedHeight(height)
    return table


def fill_figures(table: QTableWidget, rows: list[LevelStats], fastest: bool = True) -> None:
    """Played, won, the share won (and the fastest win) of each of ``rows``, in the locale's digits."""
    locale = QLocale()
    for row, figures in enumerate(rows):
        rate = "–"
        if figures.played:
            rate = locale.toString(100.0 * figures.won / figures.played, "f", 0)
        quickest = "–" if figures.fastest_win is None else locale.toString(figures.fastest_win)
        cells = [locale.toString(figures.played), locale.toString(figures.won), rate]
        for column, text in enumerate([*cells, quickest] if fastest else cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(row, column, item)
    hold_columns(table)


def hold_columns(table: QTableWidget) -> None:
    """Each column of ``table`` as wide as its header's words or its figures and a little room, and
    the table no narrower than its row headers and its columns (the dialog is then no narrower)."""
    header = table.horizontalHeader()
    widths = []
    for column in range(table.columnCount()):
        words = header.fontMetrics().horizontalAdvance(str(table.horizontalHeaderItem(column).text()))
        figures = table.sizeHintForColumn(column)
        widths.append(max(header.sectionSizeHint(column), words, figures) + COLUMN_ROOM)
        header.resizeSection(column, widths[-1])
    rows = table.verticalHeader().sizeHint().width()
    table.setMinimumWidth(rows + sum(widths) + 2 * table.frameWidth())


class StatisticsDialog(QDialog):
    """A table (one row per table level, and All) and the streaks, fastest win and captures."""

    #: the player confirmed Reset
    reset_confirmed = Signal()

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(1000, screen.width()), 340)  # (and no narrower than its tables: below)
        names = {
            RANDOM: self.tr("Random"),
            GREEDY: self.tr("Greedy"),
            EXPERT: self.tr("Expert"),
            MASTER: self.tr("Master"),
        }
        played, won, rate = self.tr("Played"), self.tr("Won"), self.tr("Won %")
        self.table = figures_table(
            [names[level] for level in CPU_LEVELS] + [self.tr("All")],
            [played, won, rate, self.tr("Fastest win (turns)")],
        )
        #: the Online column: the online games the player sat in, per ruleset
        self.online = figures_table(
            [ruleset_name(r) for r in RULESETS] + [self.tr("All")], [played, won, rate]
        )
        self.current_streak = QLabel()
        self.best_streak = QLabel()
        self.captures = QLabel()
        form = QFormLayout()
        form.addRow(self.tr("Current win streak:"), self.current_streak)
        form.addRow(self.tr("Best win streak:"), self.best_streak)
        form.addRow(self.tr("Marbles you captured:"), self.captures)
        #: games with a move taken back: counted apart, in no level's figures and no streak
        self.assisted = QLabel()
        form.addRow(self.tr("Assisted games (a move taken back):"), self.assisted)
        note = QLabel(
            self.tr(
                "Finished games are counted under the strongest CPU level at the table. "
                "A turn is one go round the table, four to a round."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #555")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("&Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self._ask_reset)
        buttons.rejected.connect(self.reject)
        local = QVBoxLayout()
        local.addWidget(QLabel(self.tr("<b>Your games against the CPU players</b>")))
        local.addWidget(self.table)
        local.addLayout(form)
        local.addStretch(1)
        online = QVBoxLayout()
        online.addWidget(QLabel(self.tr("<b>Online</b>")))
        online.addWidget(self.online)
        online_note = QLabel(
            self.tr("Online games you sat in, by the rules they were played by; a win of your side counts.")
        )
        online_note.setWordWrap(True)
        online_note.setStyleSheet("color: #555")
        online.addWidget(online_note)
        online.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(local, 1)
        columns.addLayout(online, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.show_statistics(stats)

    def show_statistics(self, stats: Statistics) -> None:
        """Fill the table and the figures from ``stats``."""
        rows = [stats.levels.get(level, LevelStats()) for level in CPU_LEVELS]
        fill_figures(self.table, [*rows, LevelStats(stats.played, stats.won, stats.fastest_win)])
        online = [stats.online.get(ruleset, LevelStats()) for ruleset in RULESETS]
        together = LevelStats(sum(s.played for s in online), sum(s.won for s in online))
        fill_figures(self.online, [*online, together], fastest=False)
        locale = QLocale()
        self.current_streak.setText(locale.toString(stats.current_streak))
        self.best_streak.setText(locale.toString(stats.best_streak))
        self.captures.setText(locale.toString(stats.captures))
        self.assisted.setText(
            fill(
                self.tr("{played} played, {won} won"),
                played=locale.toString(stats.assisted_played),
                won=locale.toString(stats.assisted_won),
            )
        )

    def _ask_reset(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget all your statistics? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.reset_confirmed.emit()
