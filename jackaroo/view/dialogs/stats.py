"""Game > Statistics: games played and won per CPU level, streaks, fastest win, captures.

The dialog only shows a :class:`~jackaroo.model.statistics.Statistics` value; Reset asks for
confirmation and then emits :attr:`StatisticsDialog.reset_confirmed` (the controller clears the store
and shows the empty value).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model.players import CPU_LEVELS, EXPERT, GREEDY, MASTER, RANDOM
from ...model.statistics import LevelStats, Statistics
from ..text.bidi import fill


class StatisticsDialog(QDialog):
    """A table (one row per table level, and All) and the streaks, fastest win and captures."""

    #: the player confirmed Reset
    reset_confirmed = Signal()

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(560, 320)
        self.table = QTableWidget(len(CPU_LEVELS) + 1, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Played"), self.tr("Won"), self.tr("Won %"), self.tr("Fastest win (turns)")]
        )
        names = {
            RANDOM: self.tr("Random"),
            GREEDY: self.tr("Greedy"),
            EXPERT: self.tr("Expert"),
            MASTER: self.tr("Master"),
        }
        self.table.setVerticalHeaderLabels([names[level] for level in CPU_LEVELS] + [self.tr("All")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(row) for row in range(self.table.rowCount()))
        self.table.setFixedHeight(height)
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
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>Your games against the CPU players</b>")))
        layout.addWidget(self.table)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.show_statistics(stats)

    def show_statistics(self, stats: Statistics) -> None:
        """Fill the table and the figures from ``stats``."""
        rows = [stats.levels.get(level, LevelStats()) for level in CPU_LEVELS]
        rows.append(LevelStats(stats.played, stats.won, stats.fastest_win))
        locale = QLocale()
        for row, figures in enumerate(rows):
            rate = "–"
            if figures.played:
                rate = locale.toString(100.0 * figures.won / figures.played, "f", 0)
            fastest = "–" if figures.fastest_win is None else locale.toString(figures.fastest_win)
            cells = (locale.toString(figures.played), locale.toString(figures.won), rate, fastest)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
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
