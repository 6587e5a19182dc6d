"""The high-score table: a human win is entered at game over (an online one when its record has
come, :mod:`.online_games`), Game > High scores… shows it.

What is entered and how a win is scored: :mod:`jackaroo.model.high_scores`.  The tables are kept in
QSettings (``highscores/v1``, :mod:`jackaroo.view.settings.store`).  A new entry is highlighted in the
game-over dialog (its level's table) and in Game > High scores….
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...model.game import Game
from ...model.high_scores import HighScore, winning_entry
from ...model.statistics import counted_seat
from ...view.dialogs.high_scores import HighScoresDialog, HighScoreTable, level_title
from ...view.settings.store import load_high_scores, save_high_scores
from ...view.text.bidi import fill


class HighScoreKeeper(QObject):
    """Enters the player's wins and shows the tables beside ``window``."""

    def __init__(
        self, window: QWidget, parent: QObject | None = None, today: Callable[[], datetime.date] | None = None
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.today = today or datetime.date.today
        self.dialog: HighScoresDialog | None = None
        #: the last new entry: (game, level, place); the game-over dialog of that game shows it
        self.new_entry: tuple[Game, str, int] | None = None

    def record(self, game: Game) -> tuple[str, int] | None:
        """``game`` has just ended: enter it if the one human player won a game of the default
        rules.  Returns the level and place (0 = best) of the new entry, or None."""
        state = game.state
        human = counted_seat(state)
        if human is None:
            return None
        fingerprint = hashlib.sha256(game.to_json().encode()).hexdigest()[:24]
        found = winning_entry(state, human, self.today().isoformat(), fingerprint)
        if found is None:
            return None
        level, entry = found
        place = self.enter(game, level, entry)
        return None if place is None else (level, place)

    def enter(self, game: Game, level: str, entry: HighScore) -> int | None:
        """Enter ``entry`` of the finished ``game`` in table ``level`` (a CPU level's, or an online
        one's); its place (0 = best), or None if it made no table."""
        scores, place = load_high_scores().add(level, entry)
        if place is None:
            return None
        save_high_scores(scores)
        self.new_entry = (game, level, place)
        if self.dialog is not None:
            self.dialog.show_scores(scores, level, place)
        return place

    def table_for(self, game: Game) -> QWidget | None:
        """The game-over dialog's part for ``game``: its new entry's table, highlighted (None if
        the game made no entry)."""
        if self.new_entry is None or self.new_entry[0] is not game:
            return None
        _game, level, place = self.new_entry
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        text = self.tr(
            "<b>A new high score!</b> Number {place} of your ten fastest wins against the {level} CPU."
        )
        column.addWidget(QLabel(fill(text, place=place + 1, level=level_title(level))))
        table = HighScoreTable()
        table.show_entries(load_high_scores().table(level), place)
        column.addWidget(table)
        return box

    def show(self) -> None:
        """Game > High scores…: the tables beside the board (not modal), the last new entry
        highlighted."""
        scores = load_high_scores()
        level, place = (self.new_entry[1], self.new_entry[2]) if self.new_entry else (None, None)
        if self.dialog is None:
            self.dialog = HighScoresDialog(scores, self.window)
        self.dialog.show_scores(scores, level, place)
        self.dialog.show()
        self.dialog.raise_()
