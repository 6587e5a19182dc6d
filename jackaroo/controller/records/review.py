"""Game > Review game…: the review of the player's decisions (:mod:`jackaroo.ai.review`) on a worker
thread, shown in the side panel in the log's place (:class:`ReviewPanel`): a progress bar, then the
summary, the win-chance graph and a line per decision.  Choosing a line opens the replay at that
position with Expert's play previewed on the board; Back to the game (or Esc) leaves the review and
the replay for the game in progress.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Qt, Signal

from ...ai.review import MISTAKE, Judgement, review
from ...model.actions import Action
from ...model.board import owner
from ...model.errors import JackarooError
from ...model.game import Game
from ...model.record import GameRecord, play_recorded
from ...view.text.action_words import action_words
from ...view.text.names import rank_name
from ...view.window.main_window import MainWindow
from ...view.window.review_panel import ReviewedTurn
from ..turns.preview import preview


def captures(game: Game, action: Action) -> bool:
    """Whether ``action`` would foreseeably send Home a marble of another side than the player's (a
    capture, the King's sweep, a Burner), in ``game`` whose seat is to act."""
    state = game.state
    side = {state.current}
    if state.classic is not None:
        side.add(state.classic.partner(state.current))
    return any(owner(marble) not in side for marble in preview(game, action).sent_home)


def reviewed_turns(record: GameRecord, judgements: list[Judgement]) -> list[ReviewedTurn]:
    """The judgements as the panel shows them: numbered by the player's own turns, in words, with
    the missed captures (Expert's play captured, the player's did not).  Replays ``record`` once;
    raises the model's JackarooError family if it cannot be replayed."""
    judged = {judgement.index: judgement for judgement in judgements}
    game = record.initial_game()
    played = [0] * len(game.state.players)  # actions of each seat so far
    turns = []
    for index, notation in enumerate(record.actions):
        seat = game.state.current
        played[seat] += 1
        judgement = judged.get(index)
        if judgement is not None:
            taken, best = Action.parse(judgement.taken), Action.parse(judgement.best)
            agrees = judgement.taken == judgement.best
            turns.append(
                ReviewedTurn(
                    index=index,
                    turn=played[seat],
                    card=rank_name(taken.card),
                    taken=action_words(taken, game.state),
                    best=action_words(best, game.state),
                    taken_chance=judgement.taken_chance,
                    best_chance=judgement.best_chance,
                    agrees=agrees,
                    mistake=judgement.mistake,
                    missed_capture=not agrees and captures(game, best) and not captures(game, taken),
                    costly=not judgement.mistake and judgement.loss >= MISTAKE,
                )
            )
        play_recorded(game, notation)
    return turns


class GameReview(QObject):
    """Reviews one record at a time for one seat.  ``show_at(index)`` opens the board at a position
    (the replay), ``leave()`` goes back to the game in progress; both are given by the owner."""

    #: from the worker thread: (done, total) actions, then (its cancel flag, the judgements or None
    #: when the record could not be replayed)
    _progressed = Signal(int, int)
    _finished = Signal(object)

    def __init__(
        self,
        window: MainWindow,
        show_at: Callable[[int], object],
        leave: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.panel = window.review_panel
        self.show_at = show_at
        self.record: GameRecord | None = None
        #: rollouts per action when :meth:`ask` is not told (None: the review's own default)
        self.rollouts: int | None = None
        #: Expert's play (notation) at each judged decision, by its index in the record
        self.best: dict[int, str] = {}
        self._cancel = threading.Event()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
        self._progressed.connect(self.panel.show_progress, Qt.ConnectionType.QueuedConnection)
        self._finished.connect(self._show_results, Qt.ConnectionType.QueuedConnection)
        self.panel.chosen.connect(self._chosen)
        self.panel.close_requested.connect(leave)

    @property
    def shown(self) -> bool:
        """Whether the review is in the side panel."""
        return self.panel.isVisibleTo(self.window)

    def ask(self, record: GameRecord | None, seat: int, rollouts: int | None = None) -> None:
        """Game > Review game…: review ``seat``'s decisions in the game so far (nothing yet: say so)."""
        if record is None or not len(record):
            self.window.banner.show_message(self.tr("Nothing to review yet."), error=False, seconds=3)
            return
        self.start(record, seat, self.rollouts if rollouts is None else rollouts)

    def start(self, record: GameRecord, seat: int, rollouts: int | None = None) -> None:
        """Review ``seat``'s decisions in ``record`` (a running review is cancelled first); the panel
        shows the progress meanwhile."""
        self._cancel.set()
        self._cancel = cancel = threading.Event()
        self.record = record
        self.panel.show_progress(0, len(record))
        self.window.show_review(True, panels=True)  # the players' panels stay while it judges
        options = {} if rollouts is None else {"rollouts": rollouts}

        def work() -> None:
            try:
                result: list[Judgement] | None = review(
                    record, seat, progress=self._progressed.emit, cancelled=cancel.is_set, **options
                )
            except JackarooError:
                result = None
            self._finished.emit((cancel, result))

        self._pool.submit(work)

    def hide(self) -> None:
        """Take the review out of the side panel (a running review stops); the log comes back and the
        keys go to the board."""
        self._cancel.set()
        if self.shown:
            self.window.show_review(False)
            self.window.view.setFocus()

    def shutdown(self) -> None:
        self._cancel.set()
        self._pool.shutdown(wait=True)

    def _show_results(self, finished: tuple[threading.Event, list[Judgement] | None]) -> None:
        """The review asked last has ended (one cancelled or replaced since is ignored)."""
        cancel, judgements = finished
        record = self.record
        if cancel is not self._cancel or cancel.is_set() or not self.shown or record is None:
            return
        self.window.show_review(True)  # the review's lines take the players' panels' room
        if judgements is None:
            self.panel.show_turns([])
            return
        self.best = {judgement.index: judgement.best for judgement in judgements}
        self.panel.show_turns(reviewed_turns(record, judgements))
        self.panel.list.setFocus()
        self.panel.choose_first()

    def _chosen(self, index: int) -> None:
        """Show the position before decision ``index`` with Expert's play previewed."""
        record, best = self.record, self.best.get(index)
        if record is None or best is None:
            return
        self.show_at(index)
        seen = preview(record.game_at(index), Action.parse(best))
        self.window.scene.show_preview(seen.paths, seen.landings, seen.sent_home)
