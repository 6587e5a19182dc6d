"""Who plays a seat: the :class:`SeatPlayer` protocol and its kinds at this computer.

A seat is played by a person at this computer (:class:`LocalPerson`: clicks and keys), by a CPU level
(:class:`CpuPlayer`: a policy thinking on the :class:`~jackaroo.controller.turns.thinker.Thinker`'s worker
thread) or by a remote connection.  The :class:`~jackaroo.controller.turns.driver.TurnDriver` puts a
:class:`~jackaroo.controller.turns.driver.Question` to the player of the seat to act and applies
whatever it answers; it never needs to know which kind answered.  Several local people at one table
is hot-seat play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...ai.policy import Policy
from ...ai.registry import make_policy
from ...model.actions import Action
from ...model.errors import JackarooError
from ...model.players import EMPTY_SEAT, HUMAN
from .question import Question
from .thinker import Thinker


class PersonInput(Protocol):
    """Where a local person's answers come from (the shared :class:`~.human_input.HumanInput`)."""

    def open(self, question: Question) -> None:
        """Take the person's choices for ``question`` from now on."""

    def close(self, question: Question | None = None) -> None:
        """Stop taking choices for ``question`` (None: whatever is open)."""


class CpuPlayer:
    """A CPU level: asks its policy on the thinker's worker thread, on an observation of a copy of
    the game (so the game may go on meanwhile).  A policy that fails or answers an illegal action
    plays the first legal action instead, so a CPU's mistake never stalls the game."""

    person = False
    local = False

    def __init__(self, policy: Policy, thinker: Thinker) -> None:
        self.policy = policy
        self.thinker = thinker
        self._request: int | None = None

    @property
    def name(self) -> str:
        return self.policy.name

    def ask(self, question: Question) -> None:
        def reply(action: Action | None) -> None:
            self._request = None
            question.answer(action if action is not None else question.legal_actions()[0])

        self._request = self.thinker.think(self.policy, question.observation(), reply)

    def close(self, question: Question) -> None:
        if self._request is not None:
            self.thinker.forget(self._request)
            self._request = None

    def refused(self, question: Question, action: Action, error: JackarooError) -> None:
        question.answer(question.legal_actions()[0])


class LocalPerson:
    """A person at this computer: their answers come from the shared :class:`HumanInput` (the hand at
    the bottom of the board, the marbles, the keys) while their question is open."""

    person = True
    local = True
    name = HUMAN

    def __init__(self, seat_input: PersonInput) -> None:
        self.input = seat_input

    def ask(self, question: Question) -> None:
        self.input.open(question)

    def close(self, question: Question) -> None:
        self.input.close(question)

    def refused(self, question: Question, action: Action, error: JackarooError) -> None:
        """The choice stays selected: the banner says why it was refused."""


def player_for(policy: Policy | None, seat_input: PersonInput, thinker: Thinker) -> CpuPlayer | LocalPerson:
    """A person here (``policy`` None: answers from ``seat_input``), else a CPU playing ``policy``."""
    return LocalPerson(seat_input) if policy is None else CpuPlayer(policy, thinker)


def seat_players(
    levels: Sequence[str], seed: object, seat_input: PersonInput, thinker: Thinker
) -> dict[int, CpuPlayer | LocalPerson]:
    """A player per occupied seat: a local person for ``"human"``, else a CPU of that level with a
    policy seeded from ``seed`` and the seat.  Raises KeyError for an unknown level."""
    return {
        seat: player_for(
            None if level == HUMAN else make_policy(level, f"{seed}:{seat}"), seat_input, thinker
        )
        for seat, level in enumerate(levels)
        if level != EMPTY_SEAT
    }
