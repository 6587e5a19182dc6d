"""The home screen's part in the game: what it offers and what each of its buttons does.

The home screen (:class:`~jackaroo.view.window.home.HomeScreen`) is on the table whenever no game
is: at every start (unless a file was opened from the command line), and after a game is left
without another taking its place.  It offers the kept unfinished game (the autosave) with a picture
of it, and, until the player has passed a lesson or said "Not now", suggests the lessons.  Every
button leads where the menu of the same name leads; cancelling there comes back here.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog

from ..ai import strength
from ..model.errors import JackarooError
from ..model.game import Game
from ..model.players import HUMAN
from ..model.record import GameRecord
from ..view.board.image import board_thumbnail
from ..view.dialogs.start import StartDialog
from ..view.settings.account_memory import remembered_account_name
from ..view.settings.online_memory import remembered_way
from ..view.settings.seats import clean_name
from ..view.settings.store import (
    dismiss_lessons_suggestion,
    lessons_done,
    lessons_suggestion_dismissed,
    remembered_name,
)
from ..view.text.messages import (
    confirm_leave_for_online,
    confirm_leave_lessons,
    confirm_lessons,
    confirm_replace,
)
from ..view.text.names import ruleset_name
from ..view.window.home import THUMBNAIL, kept_game_details
from .records.saves import read_game_file
from .standstill import standing_still

if TYPE_CHECKING:
    from .table import Table


def kept_game(path: Path | None) -> Game | None:
    """The unfinished game kept in ``path`` (a saved game or a record), or None: no file, a file
    that cannot be read, or a finished game."""
    if path is None or not path.is_file():
        return None
    try:
        kept = read_game_file(path)
        game = kept.final_game() if isinstance(kept, GameRecord) else kept
    except JackarooError:
        return None
    return None if game.is_over else game


def known_name() -> str:
    """The person's name as the app knows it, for the New game dialog: the one of the last game
    here, else the one last given to play online, else the user name of the account signed in last
    ("" if none: the dialog asks for it)."""
    online = remembered_way()[1]
    return remembered_name() or clean_name(online) or clean_name(remembered_account_name()) or ""


class Home(QObject):
    """The home screen of ``controller``'s window (on the table while no game is: the game kept in
    the autosave, the lessons' suggestion) and the ways to and from the table: New game, Lessons,
    Resume, and the questions asked before a game in progress is left."""

    def __init__(self, controller: Table) -> None:
        super().__init__(controller.window)
        self.controller = controller
        self.window = controller.window
        self.screen = screen = controller.window.home
        screen.new_game_requested.connect(self.ask_new_game)
        screen.resume_requested.connect(self.resume_kept)
        screen.lessons_requested.connect(self.ask_lessons)
        screen.online_requested.connect(controller.online.ask)
        screen.open_requested.connect(controller.files.ask_open)
        screen.rules_requested.connect(controller.show_rules)
        screen.suggestion_dismissed.connect(self.dismiss_suggestion)
        controller.files.may_leave = self.may_leave_for_file  # Game > Open game…
        #: the kept game the player agreed to replace (its state JSON): not asked about again
        self._released: str | None = None
        controller.files.hold = lambda: standing_still(controller)

    # -- the screen -------------------------------------------------------------------------------
    @property
    def shown(self) -> bool:
        """Whether the home screen is up."""
        return self.window.home_shown

    def show(self) -> None:
        """Put the home screen on the table, up to date: the kept game and the lessons' suggestion."""
        self.refresh()
        self.window.show_home(True)

    def hide(self) -> None:
        """A game came to the table."""
        if self.shown:
            self.window.show_home(False)
            self.screen.show_notice("")

    def refresh(self) -> None:
        """Offer the kept game (if any) and the lessons (until one is passed or "Not now")."""
        self.screen.show_suggestion(not lessons_done() and not lessons_suggestion_dismissed())
        path = self.controller.files.autosave_file
        game = kept_game(path)
        if game is None or path is None:
            self.screen.show_resume(None)
            return
        state = game.state
        people = [seat for seat, player in enumerate(state.players) if player == HUMAN]
        picture = board_thumbnail(
            state, self.controller.cards, people[0] if people else 0, THUMBNAIL, hide_hand=len(people) > 1
        )
        saved = datetime.fromtimestamp(path.stat().st_mtime)
        self.screen.show_resume(picture, kept_game_details(state, saved))

    def dismiss_suggestion(self) -> None:
        """ "Not now": the suggestion goes for good (the lessons stay a button away)."""
        dismiss_lessons_suggestion()
        self.screen.show_suggestion(False)

    # -- to and from the table --------------------------------------------------------------------
    def in_progress(self) -> bool:
        """Whether a game is in progress: one with an action played and no winner."""
        game, record = self.controller.game, self.controller.driver.record
        return game is not None and not game.is_over and bool(len(record or ()))

    def kept_path(self) -> Path | None:
        """Where the unfinished game is kept (during the lessons too, which keep nothing there)."""
        lessons = self.controller.lessons
        return lessons.kept_autosave() if lessons.active else self.controller.files.autosave_file

    def at_risk(self) -> Game | None:
        """The unfinished game another game would replace: the one in progress on the table, else
        the one kept to resume (the autosave); None if there is none or its replacement was agreed
        to already (it goes with the new game's first action)."""
        game = self.controller.game if self.in_progress() else kept_game(self.kept_path())
        if game is None or (self._released is not None and game.to_json() == self._released):
            return None
        return game

    def may_replace(self, title: str) -> bool:
        """The one question before another game that is kept to resume comes to the table (New game
        from the home screen, the menu or a game's end, Open from anywhere, a file from the command
        line): True if no unfinished game would be lost, or the player agrees to replace it (named
        by its rules and round; Cancel is the default).  The online table and the lessons are left
        first, each with its own question.  Nobody plays while a question is open."""
        online, lessons = self.controller.online, self.controller.lessons
        if online.at_table() and not online.leave():  # never in two games: the table is left first
            return False
        if lessons.active and not confirm_leave_lessons(self.window):
            return False
        game = self.at_risk()
        if game is None:
            return True
        with standing_still(self.controller):
            if not confirm_replace(self.window, title, ruleset_name(game.state.ruleset), game.state.round):
                return False
        self._released = game.to_json()
        return True

    def may_leave_game(self, kept: bool = False) -> bool:
        """True if the table may be left: ``kept`` (going online) keeps the game in progress to
        resume and asks only to leave it; otherwise another game comes (:meth:`may_replace`)."""
        if not kept:
            return self.may_replace(self.tr("New game"))
        if self.controller.online.at_table():
            return self.controller.online.leave()
        if self.controller.lessons.active:
            return confirm_leave_lessons(self.window)
        if not self.in_progress():
            return True
        with standing_still(self.controller):
            return confirm_leave_for_online(self.window)

    def may_leave_for_file(self) -> bool:
        """:meth:`may_replace` before Game > Open game…, the question titled as that."""
        return self.may_replace(self.tr("Open game"))

    def ask_new_game(self) -> None:
        """Game > New game (and the home screen's): the start dialog, then the game it describes.  An
        unfinished game is replaced only once the player says so (:meth:`may_replace`), and stands
        still while the question and the dialog are open: cancelling goes back to it as it was
        (after a win, to the win; from the home screen, to the home screen)."""
        controller = self.controller
        game = controller.game
        with standing_still(controller):
            if not self.may_leave_game():
                return
            dialog = StartDialog(controller.options.name or known_name(), self.window, strength.load())
            if dialog.exec() == QDialog.DialogCode.Accepted:
                controller.start(dialog.options())
                controller.preferences.refresh_dialog()  # the table it stored
                return
        if game is not None and game is controller.game and game.is_over and controller.replay is None:
            controller.game_over.reopen(game)
        if self.shown:
            self.screen.default_button().setFocus()

    def ask_lessons(self) -> None:
        """Help > Lessons (and the home screen's): the lessons, once the player agrees to leave a
        game in progress (it stays kept: lessons are never autosaved)."""
        lessons = self.controller.lessons
        if self.controller.online.at_table():
            if not self.controller.online.leave():
                return
        elif not lessons.active and self.in_progress():
            with standing_still(self.controller):
                if not confirm_lessons(self.window):
                    return
        lessons.start()

    def resume_kept(self) -> None:
        """Resume: the kept unfinished game, where it stopped, with its log."""
        path = self.controller.files.autosave_file
        if path is not None and kept_game(path) is not None:
            self.controller.load_from(path, resume=True)
        else:
            self.refresh()  # gone meanwhile
