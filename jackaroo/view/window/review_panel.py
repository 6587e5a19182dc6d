"""The game review beside the board (Game > Review game…), as chess analysis boards show one: the
summary at the top (mistakes, missed captures), the win-chance graph, then one short line per
decision of the player, numbered by the player's turns ("Turn 12 · King · −8 %").

Choosing a line (a click, the arrow keys, Return) emits :attr:`ReviewPanel.chosen` with the
decision's place in the record; the controller then shows that position on the board with Expert's
play.  The panel takes plain :class:`ReviewedTurn` values: it knows nothing of how they were judged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..board.palette import ERROR, MUTED_TEXT
from ..text.bidi import fill
from .chance_graph import WinChanceGraph, percent

#: U+2212 MINUS SIGN, for a loss when the locale writes the hyphen-minus
MINUS = "\u2212"


@dataclass(frozen=True)
class ReviewedTurn:
    """One judged decision as the panel shows it: ``index`` its place in the record (0-based),
    ``turn`` the player's own turn number (1-based), ``card`` the card played and ``taken`` /
    ``best`` the play made and Expert's, in words; their win chances (0..1); whether Expert agrees,
    whether the play was a ``mistake``, whether it looks as costly as one but within the estimate's
    noise (``costly``: not a mistake), and whether Expert's play captured where the player's did
    not (``missed_capture``)."""

    index: int
    turn: int
    card: str
    taken: str
    best: str
    taken_chance: float
    best_chance: float
    agrees: bool
    mistake: bool
    missed_capture: bool
    costly: bool = False


def change(turn: ReviewedTurn) -> str:
    """What the play taken changed against Expert's, in whole percentage points ("−8%", "+2%")."""
    points = round(100 * turn.taken_chance) - round(100 * turn.best_chance)
    locale = QLocale()
    number = locale.toString(abs(points)) + locale.percent()
    if points < 0:
        sign = locale.negativeSign()
        return (MINUS if sign == "-" else sign) + number
    return (locale.positiveSign() if points > 0 else "") + number


class ReviewPanel(QFrame):
    """The review in the side panel: first a progress bar while the decisions are judged, then the
    summary, the graph and the lines (:meth:`show_turns`)."""

    #: a decision was chosen: its index in the record
    chosen = Signal(int)
    #: Back to the game was clicked (the owner leaves the review; Esc does the same)
    close_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#reviewPanel { border: 2px solid #1d5e9e; border-radius: 6px; }")
        self.turns: list[ReviewedTurn] = []
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 6, 8, 6)
        title = QLabel(self.tr("Game review"))
        title.setStyleSheet("font-weight: bold")
        self.progress_bar = QProgressBar()
        # Qt fills in %v (plays judged so far) and %m (the plays of the game)
        self.progress_bar.setFormat(self.tr("Reviewing your decisions: play %v of %m"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-weight: bold")
        self.graph = WinChanceGraph()
        self.legend = QLabel(
            self.tr(
                "Line: your chance to win. Dashed: with Expert's play. Red: a mistake, Expert's play "
                'estimated 10 points better beyond the estimate\'s noise; "unsure": as much worse, '
                "but within it. Turns with one possible play are not listed."
            )
        )
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet(f"color: {MUTED_TEXT.name()}; font-size: small")
        self.list = QListWidget()
        self.list.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.list.setUniformItemSizes(True)
        self.list.setMinimumHeight(4 * self.list.fontMetrics().lineSpacing())
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.close_button = QPushButton(self.tr("&Back to the game"))
        self.close_button.setToolTip(self.tr("Leave the review (Esc)"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for widget in (title, self.progress_bar, self.summary, self.graph, self.legend):
            column.addWidget(widget)
        column.addWidget(self.list, 1)
        column.addWidget(self.details)
        column.addWidget(self.close_button)
        self.graph.picked.connect(self.list.setCurrentRow)
        self.list.currentRowChanged.connect(self._row_changed)
        self.list.itemActivated.connect(lambda _item: self._row_changed(self.list.currentRow()))
        self.close_button.clicked.connect(self.close_requested)
        self.show_progress(0, 1)

    def show_progress(self, done: int, total: int) -> None:
        """The decisions are being judged: ``done`` of ``total`` actions so far."""
        self.progress_bar.setMaximum(max(1, total))
        self.progress_bar.setValue(done)
        for widget in (self.summary, self.graph, self.legend, self.details):
            widget.hide()
        self.list.clear()  # the list keeps its room, empty, until the lines come
        self.list.show()
        self.progress_bar.show()

    def show_turns(self, turns: Sequence[ReviewedTurn]) -> None:
        """Show the judged decisions (no line chosen yet)."""
        self.turns = list(turns)
        mistakes = sum(1 for t in turns if t.mistake)
        captures = sum(1 for t in turns if t.missed_capture)
        lines = [
            fill(self.tr("Mistakes: {mistakes}"), mistakes=mistakes),
            fill(self.tr("Missed captures: {captures}"), captures=captures),
        ]
        if not turns:
            lines = [self.tr("No decision with a choice to review yet.")]
        self.summary.setText("\n".join(lines))
        self.graph.set_points([(t.taken_chance, t.best_chance, t.mistake) for t in turns])
        self.list.blockSignals(True)
        self.list.clear()
        for turn in turns:
            item = QListWidgetItem(self.line(turn))
            item.setToolTip(self.words(turn))
            if turn.mistake:
                item.setForeground(ERROR)
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.details.clear()
        self.progress_bar.hide()  # before the rest shows: the window never holds both
        for widget in (self.summary, self.graph, self.legend, self.list, self.details):
            widget.setVisible(bool(turns) or widget is self.summary)

    def choose_first(self) -> None:
        """Choose the first mistake, else the first line (a review opens on it)."""
        rows = [row for row, turn in enumerate(self.turns) if turn.mistake] or list(range(len(self.turns)))
        if rows:
            self.list.setCurrentRow(rows[0])

    def line(self, turn: ReviewedTurn) -> str:
        """One decision in a few words: its turn, its card and what it changed."""
        if turn.agrees:
            return fill(self.tr("Turn {turn} · {card} · as Expert"), turn=turn.turn, card=turn.card)
        if turn.taken_chance >= turn.best_chance:  # estimated as good as Expert's own choice, or better
            return fill(self.tr("Turn {turn} · {card} · as good as Expert"), turn=turn.turn, card=turn.card)
        verdict = ""
        if turn.mistake:
            verdict = self.tr("mistake")
        elif turn.costly:
            verdict = self.tr("unsure")
        if turn.missed_capture:
            verdict = (
                fill(self.tr("{verdict} · missed capture"), verdict=verdict)
                if verdict
                else self.tr("missed capture")
            )
        if verdict:
            template = self.tr("Turn {turn} · {card} · {change} · {verdict}")
            return fill(template, turn=turn.turn, card=turn.card, change=change(turn), verdict=verdict)
        template = self.tr("Turn {turn} · {card} · {change}")
        return fill(template, turn=turn.turn, card=turn.card, change=change(turn))

    def words(self, turn: ReviewedTurn) -> str:
        """The decision in full: the play made and Expert's, each with its chance to win."""
        you = fill(self.tr("You: {play} ({chance})"), play=turn.taken, chance=percent(turn.taken_chance))
        if turn.agrees:
            return you
        expert = fill(self.tr("Expert: {play} ({chance})"), play=turn.best, chance=percent(turn.best_chance))
        return you + "\n" + expert

    def _row_changed(self, row: int) -> None:
        if not 0 <= row < len(self.turns):
            return
        turn = self.turns[row]
        self.graph.set_current(row)
        self.details.setText(self.words(turn))
        self.chosen.emit(turn.index)
