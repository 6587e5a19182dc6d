"""Hint (button, H): what the Expert level would play for the person to act; also which card to drop
when no card has a move (Options > Drop automatically, asked of the Greedy level).

The Expert thinks on the shared :class:`~jackaroo.controller.turns.thinker.Thinker` (off the GUI thread),
on what the person's seat may see.  Its answer is shown only if the question it was asked about is
still open when it comes; the person still presses Play.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ...ai.policy import Policy
from ...ai.registry import make_policy
from ...model.actions import Action
from ...model.players import EXPERT
from .question import Question
from .thinker import Thinker

#: the level the Hint button asks
HINT_LEVEL = EXPERT


class Hints(QObject):
    """One hint at a time for the open question of a person at this computer."""

    def __init__(self, thinker: Thinker, parent: QObject | None = None, level: str = HINT_LEVEL) -> None:
        super().__init__(parent)
        self.thinker = thinker
        #: the CPU level asked
        self.level = level
        #: the policy asked (made for each game from its seed; tests may set their own)
        self.policy: Policy | None = None
        self._question: Question | None = None
        self._request: int | None = None

    def reset(self) -> None:
        """A new game: forget the policy and any hint on its way."""
        self.policy = None
        self.forget()

    def forget(self) -> None:
        """The hint on its way (if any) is no longer wanted."""
        if self._request is not None:
            self.thinker.forget(self._request)
        self._question = self._request = None

    def pending(self) -> bool:
        """Whether a hint is being computed."""
        return self._question is not None

    def ask(self, question: Question, show: Callable[[Action], None], done: Callable[[], None]) -> None:
        """Ask for a hint on ``question``; ``show`` gets the action if the question is still open when
        it comes; ``done`` is called when the hint is no longer pending either way."""
        if self.policy is None:
            tag = "hint" if self.level == HINT_LEVEL else self.level
            self.policy = make_policy(self.level, f"{question.game.seed}:{tag}")

        def reply(action: Action | None) -> None:
            self._question = self._request = None
            if action is not None and question.is_open:
                show(action)
            done()

        self._question = question
        self._request = self.thinker.think(self.policy, question.observation(), reply)
