"""A question put to the player of a seat, and who answers it: the lowest piece of the turns' room.

The :class:`~jackaroo.controller.turns.driver.TurnDriver` puts one :class:`Question` at a time to the
:class:`SeatPlayer` of the seat to act (a person here, a CPU, a remote connection); whoever answers
knows only the question, never the driver (:class:`Asker` is what a question needs of it).
"""

from __future__ import annotations

from typing import Protocol

from ...ai.observation import Observation, observe
from ...model.actions import Action
from ...model.errors import JackarooError
from ...model.game import Game
from ...model.state import GameState


class Asker(Protocol):
    """What a :class:`Question` needs of the one who put it (the turn driver)."""

    @property
    def question(self) -> Question | None:
        """The open question, if any."""

    @property
    def game(self) -> Game | None:
        """The game in progress, if any."""

    def answered(self, question: Question, action: Action) -> None:
        """``question`` was answered with ``action`` (ignored unless it is still open)."""


class SeatPlayer(Protocol):
    """Answers the questions put to one seat.

    ``person``: a person plays the seat (the strict rule applies to their mistakes and no CPU delay
    paces them); ``local``: at this computer (their hand may be shown here).
    """

    person: bool
    local: bool

    def ask(self, question: Question) -> None:
        """Answer ``question`` now or later with :meth:`Question.answer`."""

    def close(self, question: Question) -> None:
        """``question`` is no longer open (answered and played, or withdrawn): drop it."""

    def refused(self, question: Question, action: Action, error: JackarooError) -> None:
        """The model refused ``action``, the answer to ``question``, which is open again."""


class Question:
    """The position ``state`` of ``game`` put to the ``player`` of ``seat``; answered at most once."""

    def __init__(self, driver: Asker, game: Game, player: SeatPlayer) -> None:
        self._driver = driver
        self.game = game
        self.state: GameState = game.state
        self.seat = game.current_seat
        self.player = player
        self.action: Action | None = None  # the answer, once given
        self.due = player.person  # a CPU's answer waits for the delay

    def about(self, game: Game | None) -> bool:
        """Whether this question is about ``game`` as it is now (same game, same position)."""
        return game is self.game and game.state is self.state

    @property
    def is_open(self) -> bool:
        """Whether an answer to this question would still be played."""
        return self._driver.question is self and self.about(self._driver.game)

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the position asked about."""
        return self.game.legal_actions() if self.about(self.game) else ()

    def observation(self) -> Observation:
        """What the seat may see, on a copy of the game (safe to read on another thread)."""
        return observe(self.game.copy(), self.seat)

    def answer(self, action: Action) -> None:
        """Answer with ``action``; it is played once the board is idle (ignored if not open)."""
        self._driver.answered(self, action)
