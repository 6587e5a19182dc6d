"""Game > Review game…: the review of the player's decisions (:mod:`jackaroo.ai.review`) on a worker
thread with a cancellable progress bar, then its results; choosing a decision opens the replay at
that position with Expert's better play previewed on the board.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog

from ...ai.review import Judgement, review
from ...model.actions import Action
from ...model.errors import JackarooError
from ...model.record import GameRecord
from ...view.dialogs.review import ReviewDialog
from ...view.text.action_words import action_words
from ...view.window.main_window import MainWindow
from ..turns.preview import preview


class GameReview(QObject):
    """Reviews one record at a time for one seat; ``show_at(index)`` opens the board at a position
    (the replay) and is given by the owner."""

    #: from the worker thread: (done, total) actions, then the judgements (None: cancelled or failed)
    _progressed = Signal(int, int)
    _finished = Signal(object)

    def __init__(
        self, window: MainWindow, show_at: Callable[[int], None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.show_at = show_at
        self.record: GameRecord | None = None
        self.dialog: ReviewDialog | None = None
        self.progress: QProgressDialog | None = None
        self._cancel = threading.Event()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
        self._progressed.connect(self._show_progress, Qt.ConnectionType.QueuedConnection)
        self._finished.connect(self._show_results, Qt.ConnectionType.QueuedConnection)

    def start(self, record: GameRecord, seat: int, rollouts: int | None = None) -> None:
        """Review ``seat``'s decisions in ``record`` (a running review is cancelled first)."""
        self.cancel()
        self._cancel = cancel = threading.Event()
        self.record = record
        progress = self.progress = QProgressDialog(
            self.tr("Reviewing your decisions…"), self.tr("Cancel"), 0, max(1, len(record)), self.window
        )
        progress.setWindowTitle(self.tr("Game review"))
        progress.setMinimumDuration(0)
        progress.canceled.connect(cancel.set)
        progress.show()
        options = {} if rollouts is None else {"rollouts": rollouts}

        def work() -> None:
            try:
                result: list[Judgement] | None = review(
                    record, seat, progress=self._progressed.emit, cancelled=cancel.is_set, **options
                )
            except JackarooError:
                result = None
            self._finished.emit(None if cancel.is_set() else result)

        self._pool.submit(work)

    def cancel(self) -> None:
        self._cancel.set()
        if self.progress is not None:
            self.progress.close()
            self.progress = None

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=True)

    def _show_progress(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress.setMaximum(total)
            self.progress.setValue(done)

    def _show_results(self, judgements: list[Judgement] | None) -> None:
        if self.progress is not None:
            self.progress.close()
            self.progress = None
        record = self.record
        if judgements is None or record is None:
            return
        words = []
        for judgement in judgements:
            state = record.game_at(judgement.index).state
            words.append(
                (
                    action_words(Action.parse(judgement.taken), state),
                    action_words(Action.parse(judgement.best), state),
                )
            )
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = ReviewDialog(judgements, words, self.window)
        self.dialog.chosen.connect(self._chosen)
        self.dialog.show()

    def _chosen(self, index: int) -> None:
        """Show the position before decision ``index`` with Expert's play previewed."""
        record = self.record
        if record is None or self.dialog is None:
            return
        judgement = next(j for j in self.dialog.judgements if j.index == index)
        self.show_at(index)
        seen = preview(record.game_at(index), Action.parse(judgement.best))
        self.window.scene.show_preview(seen.paths, seen.landings, seen.sent_home)
