"""The end of a game and the player's statistics.

When a game ends its result is counted in the statistics (once per game, and only games the
statistics are about: docs/records.md), and once the board is idle the game-over dialog names the
winner (and partner) with New game, Replay and Quit.  Game > Statistics… shows the statistics beside
the board, with Reset.  Finished online games are kept and counted by :mod:`.online_games`.
"""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ...model.game import Game
from ...model.record import GameRecord
from ...model.statistics import GameResult, Statistics, count_captures, counted_seat
from ...view.board.palette import COLOURS
from ...view.dialogs.start import GameOverDialog
from ...view.dialogs.stats import StatisticsDialog
from ...view.settings.store import load_statistics, save_statistics
from ...view.window.main_window import MainWindow
from .high_scores import HighScoreKeeper
from .online_games import OnlineGames


class GameOver(QObject):
    """The game-over dialog of one window and its Game > Statistics…."""

    #: the winning seat, when a game's end is announced (before the dialog opens)
    announced = Signal(int)
    #: the game-over dialog's New game
    new_game_requested = Signal()
    #: the game-over dialog's Replay
    replay_requested = Signal()

    def __init__(self, window: MainWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.dialog: GameOverDialog | None = None
        self.stats_dialog: StatisticsDialog | None = None
        #: the game whose end was announced (its dialog is not opened again)
        self._announced: Game | None = None
        #: the high-score table: a human win is entered when it is counted
        self.high_scores = HighScoreKeeper(window, self)
        #: finished online games, kept and counted like local ones
        self.online_games = OnlineGames(self.high_scores, self)
        self.online_games.counted.connect(self._refresh_statistics)

    def announce(self, game: Game) -> None:
        """The finished ``game`` is on the board, idle: open the game-over dialog (once per game)."""
        state = game.state
        winner = state.winner
        if winner is None or self.dialog is not None or self._announced is game:
            return
        self._announced = game
        self.announced.emit(winner)
        colour = state.colours[winner]
        partner_seat = state.classic.partner(winner) if state.classic is not None else None
        partner = None
        if partner_seat is not None:
            other = state.colours[partner_seat]
            partner = (state.names[partner_seat], self._colour_name(other.value), COLOURS[other].name())
        dialog = GameOverDialog(
            state.names[winner],
            self._colour_name(colour.value),
            COLOURS[colour].name(),
            self.window,
            partner=partner,
            extra=self.high_scores.table_for(game),
        )
        dialog.finished.connect(self._choice)
        self.dialog = dialog
        dialog.open()

    def reopen(self, game: Game) -> None:
        """Announce the finished ``game`` again (its dialog was left for a new game not started)."""
        if self._announced is game:
            self._announced = None
        self.announce(game)

    def skip(self, game: Game) -> None:
        """Never announce ``game`` (its end was seen in a replay)."""
        self._announced = game

    def close(self) -> None:
        """Close the dialog (a new game, a replay)."""
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()

    def _colour_name(self, colour: str) -> str:
        names = {
            "RED": self.tr("red"),
            "GREEN": self.tr("green"),
            "BLUE": self.tr("blue"),
            "YELLOW": self.tr("yellow"),
        }
        return names[colour]

    def _choice(self, result: int) -> None:
        dialog = self.sender()
        if isinstance(dialog, GameOverDialog):
            dialog.deleteLater()  # a child of the window: it would stay for the whole session
        if dialog is self.dialog:
            self.dialog = None
        if result == GameOverDialog.NEW_GAME:
            QTimer.singleShot(0, self.new_game_requested.emit)
        elif result == GameOverDialog.REPLAY:
            self.replay_requested.emit()
        elif result == GameOverDialog.QUIT:
            QApplication.instance().quit()  # type: ignore[union-attr]

    # -- statistics -------------------------------------------------------------------------------
    def count(self, game: Game, record: GameRecord) -> None:
        """``game`` has just ended: add it to the player's statistics if it counts (once: the
        result's fingerprint is the final state with its generator; an assisted game counts apart
        and enters no high-score table)."""
        human = counted_seat(game.state)
        if human is None:
            return
        assisted = game.assisted or record.assisted
        if not assisted:  # a game played with help never enters the high scores
            self.high_scores.record(game)
        captures = sum(count_captures(step.events, human) for step in record.steps())
        fingerprint = hashlib.sha256(game.to_json().encode()).hexdigest()[:24]
        result = GameResult.of(game.state, human, captures, fingerprint, assisted)
        stats = load_statistics().add(result)
        save_statistics(stats)
        self._refresh_statistics(stats)

    def _refresh_statistics(self, stats: Statistics) -> None:
        if self.stats_dialog is not None:
            self.stats_dialog.show_statistics(stats)

    def show_statistics(self) -> None:
        """Game > Statistics…: the player's statistics, beside the board (not modal)."""
        stats = load_statistics()
        if self.stats_dialog is None:
            self.stats_dialog = StatisticsDialog(stats, self.window)
            self.stats_dialog.reset_confirmed.connect(self._reset_statistics)
        else:
            self.stats_dialog.show_statistics(stats)
        self.stats_dialog.show()
        self.stats_dialog.raise_()

    def _reset_statistics(self) -> None:
        save_statistics(Statistics())
        if self.stats_dialog is not None:
            self.stats_dialog.show_statistics(Statistics())
