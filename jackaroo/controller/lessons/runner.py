"""The guided first game: the lessons of :mod:`~jackaroo.controller.lessons.catalogue` on the real board.

Help > Lessons (and the home screen's Lessons) opens the lessons' panel beside the board at the
first lesson not yet passed.  Each lesson's position is taken over by the
:class:`~jackaroo.controller.game_controller.GameController` like a loaded game: the player acts
with the usual clicks and keys, the turn driver plays the action, and then the lesson ends (the
other seats are held by a player that never answers: nobody else moves).  Once the board is idle
the panel says "Well done" (the lesson is remembered as passed, ``lessons/done``) or why not, with
Retry and Next.

While a lesson is on the board nothing is autosaved (an unfinished game keeps its autosave) and the
board shows the traps if the lesson asks for it.  Any other game taken over (New game, Open game)
ends the lessons; Leave goes back to the home screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from ...model.game import Game
from ...model.record import ReplayStep
from ...view.settings.seats import cpu_name
from ...view.settings.store import add_lesson_done, lessons_done
from ...view.text.bidi import fill
from ...view.window.lesson_panel import LessonPanel
from .catalogue import CONTEXT, LESSONS, Lesson, first_not_done

if TYPE_CHECKING:
    from pathlib import Path

    from ...model.actions import Action
    from ...model.errors import JackarooError
    from ..table import Table
    from ..turns.question import Question

#: the seat the player sits at in every lesson
PLAYER_SEAT = 0


class HeldSeat:
    """A seat player that never answers: the other seats of a lesson (nobody else moves)."""

    person = False
    local = False

    def ask(self, question: Question) -> None:
        """Never answered."""

    def close(self, question: Question) -> None:
        """Nothing to drop."""

    def refused(self, question: Question, action: Action, error: JackarooError) -> None:
        """Never answers, so never refused."""


def lesson_text(text: str) -> str:
    """A lesson's source ``text`` in the player's language."""
    return QCoreApplication.translate(CONTEXT, text)


class LessonRunner(QObject):
    """Plays the lessons in the controller's window, one at a time."""

    #: a lesson's result is shown: its index and whether the goal was met
    result_shown = Signal(int, bool)
    #: the lessons opened (True) or closed (False)
    active_changed = Signal(bool)

    def __init__(self, controller: Table) -> None:
        super().__init__(controller)
        self.controller = controller
        self.window = controller.window
        self.panel: LessonPanel | None = None
        #: the index of the lesson on the board (None: no lesson)
        self.index: int | None = None
        #: the lesson's game while it is on the board
        self.game: Game | None = None
        #: the result of the lesson on the board once the player has acted (None: not yet)
        self.passed: bool | None = None
        self._autosave: Path | None = None
        controller.driver.played.connect(self._played)
        controller.game_taken_over.connect(self._taken_over)

    @property
    def active(self) -> bool:
        """Whether the lessons are open."""
        return self.index is not None

    def kept_autosave(self) -> Path | None:
        """Where the unfinished game is kept while the lessons keep nothing there."""
        return self._autosave

    @property
    def lesson(self) -> Lesson | None:
        """The lesson on the board, if any."""
        return None if self.index is None else LESSONS[self.index]

    # -- opening and leaving ----------------------------------------------------------------------
    def start(self, index: int | None = None) -> None:
        """Open the lessons at lesson ``index`` (None: the first one not passed yet)."""
        if index is None:
            index = first_not_done(lessons_done())
        opening = not self.active
        if opening:
            self._autosave = self.controller.files.autosave_file
            self.controller.files.autosave_file = None  # a lesson never replaces a saved game
        panel = self._panel()
        panel.show()
        self.load(index)
        if opening:
            self.active_changed.emit(True)

    def load(self, index: int) -> None:
        """Put lesson ``index`` (0-based in :data:`LESSONS`) on the board, fresh.  Raises IndexError
        for an index out of range."""
        lesson = LESSONS[index]
        self.index, self.passed = index, None
        you = QCoreApplication.translate("Log", "You", "the human player's default name")
        self.game = lesson.game((you, *(cpu_name(seat) for seat in range(1, 4))))
        controller = self.controller
        title = lesson_text(lesson.title)
        controller.take_over(self.game, log_line=fill(self.tr("Lesson: {title}"), title=title))
        for seat in range(len(self.game.state.players)):
            if seat != PLAYER_SEAT:
                controller.driver.set_player(seat, HeldSeat())
        controller.scene.set_show_traps(lesson.show_traps or self.window.traps_action.isChecked())
        controller.input.prompt_override = None
        controller.input.suggest_split = False  # the learner sets the Seven's split
        controller.input.refresh()
        panel = self._panel()
        self._refresh_chooser()
        panel.show_lesson(index, len(LESSONS), title, lesson_text(lesson.goal))

    def retry(self) -> None:
        """The lesson on the board again, from its start."""
        if self.index is not None:
            self.load(self.index)

    def next(self) -> None:
        """The next lesson (nothing after the last)."""
        if self.index is not None and self.index + 1 < len(LESSONS):
            self.load(self.index + 1)

    def leave(self) -> None:
        """Close the lessons: the panel goes, autosave and the traps' setting come back.  The board
        keeps the last lesson's position until a game is started."""
        if not self.active:
            return
        self.index = self.game = self.passed = None
        self.controller.files.autosave_file = self._autosave
        self._autosave = None
        self.controller.scene.set_show_traps(self.window.traps_action.isChecked())
        self.controller.input.prompt_override = None
        self.controller.input.suggest_split = True
        self.controller.input.refresh()
        if self.panel is not None:
            self.panel.hide()
        self.active_changed.emit(False)

    def _leave_to_home(self) -> None:
        """The Leave button: close the lessons and go back to the home screen (which offers the
        game kept before them, if any)."""
        self.leave()
        self.controller.go_home()

    def _panel(self) -> LessonPanel:
        if self.panel is None:
            panel = LessonPanel(self.window)
            panel.retry_requested.connect(self.retry)
            panel.next_requested.connect(self.next)
            panel.chosen.connect(self.load)
            panel.leave_requested.connect(self._leave_to_home)
            self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, panel)
            self.panel = panel
        return self.panel

    def _refresh_chooser(self) -> None:
        done = lessons_done()
        self._panel().set_lessons(
            [lesson_text(lesson.title) for lesson in LESSONS], [lesson.key in done for lesson in LESSONS]
        )

    # -- the player's action ----------------------------------------------------------------------
    def _taken_over(self, game: object) -> None:
        """Another game came to the board (New game, Open game): the lessons end."""
        if self.active and game is not self.game:
            self.leave()

    def _played(self, step: ReplayStep) -> None:
        """The player acted in the lesson (the other seats are held: nobody else moves); once the
        board is idle, the result."""
        lesson, game = self.lesson, self.game
        if lesson is None or game is None or self.controller.game is not game or self.passed is not None:
            return
        if step.seat != PLAYER_SEAT:
            return
        passed = lesson.passed(step.before, step.after, step.events)
        self.passed = passed
        if passed:
            add_lesson_done(lesson.key)
        index = self.index
        assert index is not None
        self.controller.input.prompt_override = lambda: self.tr(
            "Lesson over: Retry or go on to the Next lesson."
        )
        self.controller.scene.animator.enqueue(None, lambda: self._show_result(game, index, passed))

    def _show_result(self, game: Game, index: int, passed: bool) -> None:
        if game is not self.game or self.panel is None:
            return  # another lesson came meanwhile
        lesson = LESSONS[index]
        text = lesson_text(lesson.done if passed else lesson.retry)
        self._refresh_chooser()
        self.panel.show_result(passed, text, last=index + 1 >= len(LESSONS))
        self.panel.next_button.setDefault(passed)
        self.controller.input.refresh()
        self.result_shown.emit(index, passed)
