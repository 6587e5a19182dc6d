"""The turn driver: asks the player of the seat to act for an action once the board is idle, and
applies it.  It is the only caller of ``Game.play`` in the app.

One :class:`Question` is open at a time: the current position of the current game, put to the
:class:`~jackaroo.controller.turns.seat_players.SeatPlayer` of the seat to act.  The player answers through
the question, at once or later, from clicks, a worker thread or a connection; an answer to a question
that is no longer open (a new game was started, a replay opened, another answer played first) is
ignored.  The answer is played once the board is idle, and for a player that is not a person only
once the CPU delay has passed since the question (KReversi's rule: nobody acts while animations run;
a quick CPU waits for the delay, a slow one plays as soon as it has decided).

A refused answer (the model's JackarooError) is reported with :attr:`TurnDriver.refused`; with the
strict rule (RULES.md section 6) a person's refused card is discarded and the turn ends, otherwise the
question stays open and its player is told.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from ...model.actions import Action
from ...model.errors import JackarooError
from ...model.events import Event
from ...model.game import Game
from ...model.record import GameRecord, ReplayStep
from ...model.state import GameState
from .question import Question, SeatPlayer

#: the CPU delay of a new driver, in milliseconds
DEFAULT_DELAY_MS = 700


class TurnDriver(QObject):
    """Drives the game in progress: one question at a time, answers played when the board is idle.

    ``is_idle`` tells whether the board shows no animation; the owner calls :meth:`step` whenever
    the board turns idle.
    """

    #: a :class:`~jackaroo.model.record.ReplayStep` after every action the model accepted
    played = Signal(object)
    #: an answer the model refused: the action, the JackarooError, whether its card was forfeited,
    #: the position it was refused in
    refused = Signal(object, object, bool, object)

    def __init__(self, is_idle: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._is_idle = is_idle
        self.game: Game | None = None
        #: the game in progress as a record: its start (new or loaded) and every action since
        self.record: GameRecord | None = None
        self.players: dict[int, SeatPlayer] = {}
        self.question: Question | None = None
        #: RULES.md section 6's strict rule: a person's invalid play discards the card
        self.strict = False
        self._paused = False
        #: online play: an answer is handed to this (with its question) instead of being played
        #: here; the server plays it and :meth:`follow` shows what it played
        self.relay: Callable[[Question, Action], None] | None = None
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.setInterval(DEFAULT_DELAY_MS)
        self._pace.timeout.connect(self._delay_over)

    @property
    def cpu_delay_ms(self) -> int:
        """The pause before a CPU's answer is played, in milliseconds (from the question)."""
        return self._pace.interval()

    @cpu_delay_ms.setter
    def cpu_delay_ms(self, ms: int) -> None:
        """A new delay; a CPU's answer waiting for the old one now waits for the new one."""
        self._pace.setInterval(ms)
        if self._pace.isActive():
            self._pace.start()

    # -- the table --------------------------------------------------------------------------------
    def begin(self, game: Game, record: GameRecord | None, players: dict[int, SeatPlayer]) -> None:
        """Drive ``game`` (whose actions so far are ``record``; None for an online game, kept by
        its server) with ``players`` (one per occupied seat); the first question is put at the next
        :meth:`step`."""
        self.end()
        self.game, self.record, self.players = game, record, dict(players)

    def end(self) -> None:
        """Drive no game: the open question is withdrawn (a late answer is ignored), and answers are
        played here again (no relay)."""
        self._close()
        self.game = self.record = None
        self.players = {}
        self._paused = False
        self.relay = None

    def follow(self, game: Game, step: ReplayStep) -> None:
        """Online play: the server played ``step``; ``game`` is the position after it.  The open
        question is withdrawn and the owner told, as for an action played here."""
        self._close()
        self.game = game
        self.played.emit(step)

    def set_player(self, seat: int, player: SeatPlayer) -> None:
        """From now on ``player`` plays ``seat``; a question put to the seat's previous player is
        withdrawn and put to the new one at the next :meth:`step`."""
        if self.question is not None and self.question.seat == seat:
            self._close()
        self.players[seat] = player

    def local_seats(self) -> list[int]:
        """The seats a person at this computer plays, in seat order."""
        return [seat for seat, player in sorted(self.players.items()) if player.local]

    def withdraw(self) -> None:
        """Withdraw the open question (its answer, even one on its way, is ignored); the seat to act
        is asked again at the next :meth:`step`."""
        self._close()

    def pause(self) -> None:
        """Nobody acts until :meth:`resume` (a replay is shown): the open question is withdrawn."""
        self._close()
        self._paused = True

    def resume(self) -> None:
        """Questions are put again, from the next :meth:`step`."""
        self._paused = False

    @property
    def paused(self) -> bool:
        """Whether nobody acts until :meth:`resume`."""
        return self._paused

    # -- turns ------------------------------------------------------------------------------------
    def step(self) -> None:
        """The board is idle: play an answer that is ready, else put the question of the position
        to the player of the seat to act (once per position)."""
        game = self.game
        if game is None or self._paused or game.is_over or not self._is_idle():
            return
        question = self.question
        if question is not None and question.about(game):
            self._play_answer()
            return
        self._close()
        player = self.players.get(game.current_seat)
        if player is None:
            return
        question = self.question = Question(self, game, player)
        if not question.due:
            self._pace.start()
        player.ask(question)

    def hurry(self) -> None:
        """Play the open question's answer without waiting for the rest of the CPU delay."""
        if self._pace.isActive():
            self._pace.stop()
            self._delay_over()

    def play(self, action: Action) -> bool:
        """Play ``action`` for the seat to act now, as if its player had answered it (no delay, the
        board need not be idle).  Returns whether the model accepted it."""
        game = self.game
        if game is None:
            return False
        question = self.question
        if question is None or not question.about(game):
            player = self.players.get(game.current_seat)
            if player is None:
                return False
            self._close()
            question = self.question = Question(self, game, player)
        return self._apply(question, action)

    # -- answers ----------------------------------------------------------------------------------
    def answered(self, question: Question, action: Action) -> None:
        """``question`` was answered with ``action``: played once the board is idle (and, for a CPU, the
        delay has passed), unless the question is no longer open."""
        if question is not self.question or not question.about(self.game):
            return  # a stale answer: another game or another position
        question.action = action
        self._play_answer()

    def _delay_over(self) -> None:
        question = self.question
        if question is not None and question.about(self.game):
            question.due = True
            self._play_answer()

    def _play_answer(self) -> None:
        question = self.question
        if question is None or question.action is None or not question.due or not self._is_idle():
            return
        action, question.action = question.action, None
        if self.relay is None:
            self._apply(question, action)
            return
        game = self.game
        error = game.explain(action) if game is not None else None
        if error is None:
            self.relay(question, action)
        else:  # an action the rules refuse is said here, as offline, and never sent to the server
            self.refused.emit(action, error, False, question.state)
            question.player.refused(question, action, error)

    def _apply(self, question: Question, action: Action) -> bool:
        game = self.game
        assert game is not None and question.about(game)
        seat, before = game.current_seat, game.state
        try:
            events = game.play(action)
        except JackarooError as error:
            forfeited: tuple[Event, ...] = ()
            if self.strict and question.player.person and action.card in before.hands[seat]:
                forfeited = game.forfeit(action.card)
            self.refused.emit(action, error, bool(forfeited), before)
            if forfeited:
                self._after(seat, f"{action.card} drop", forfeited, before)
            elif question is self.question:
                question.player.refused(question, action, error)
            return False
        self._after(seat, str(action), events, before)
        return True

    def _after(self, seat: int, notation: str, events: tuple[Event, ...], before: GameState) -> None:
        """An action was played: close its question, extend the record, tell the owner."""
        game, record = self.game, self.record
        assert game is not None and record is not None
        self._close()
        self.record = record.add(notation)
        self.played.emit(ReplayStep(len(record), seat, notation, events, before, game.state))

    def _close(self) -> None:
        self._pace.stop()
        question, self.question = self.question, None
        if question is not None:
            question.player.close(question)
