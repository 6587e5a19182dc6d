"""The table a game is played at, as the lessons, online play and the home screen see it: a narrow
protocol of the :class:`~jackaroo.controller.game_controller.GameController`, so that the rooms it
composes never import it (no import circle).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import SignalInstance

    from ..model.cards import CardTable
    from ..model.game import Game
    from ..model.record import GameRecord
    from ..view.board.scene import BoardScene
    from ..view.settings.seats import GameOptions
    from ..view.window.main_window import MainWindow
    from .records.files import GameFiles
    from .records.game_over import GameOver
    from .records.review import GameReview
    from .turns.driver import TurnDriver
    from .turns.human_input import HumanInput
    from .turns.question import SeatPlayer


class Lessons(Protocol):
    """The lessons, as the table's other parts see them."""

    @property
    def active(self) -> bool:
        """Whether the lessons are open."""

    def start(self, index: int | None = None) -> None:
        """Open the lessons at lesson ``index`` (None: the first one not passed)."""


class Online(Protocol):
    """Online play, as the home screen sees it."""

    def ask(self) -> None:
        """Game > Play online…: the ways to a table."""

    def at_table(self) -> bool:
        """Whether the person here sits at (or watches) an online table."""

    def leave(self, *, ask: bool = True, home: bool = True) -> bool:
        """Leave the online table, once the person agrees (True: left)."""


class Table(Protocol):
    """One game at a time in the main window, with the parts the lessons and online play use."""

    window: MainWindow
    scene: BoardScene
    cards: CardTable
    options: GameOptions
    driver: TurnDriver
    input: HumanInput
    files: GameFiles
    game_over: GameOver
    lessons: Lessons
    online: Online
    #: the replay being shown, if any
    replay: object | None
    #: Game > Review game…, and the seat it judges (the person's)
    review: GameReview
    human_seat: int
    #: emitted with the game when :meth:`take_over` has put it on the board
    game_taken_over: SignalInstance

    @property
    def game(self) -> Game | None:
        """The game in progress (None before the first)."""

    @property
    def record(self) -> GameRecord | None:
        """The game in progress as a record (an online game's once over and fetched)."""

    def take_over(
        self,
        game: Game,
        record: GameRecord | None = None,
        *,
        log_line: str = "",
        seed: object = None,
        replay: bool = False,
        online: dict[int, SeatPlayer] | None = None,
    ) -> None:
        """Drop the game in progress and play ``game`` from its position (GameController.take_over)."""

    def may_leave_game(self, kept: bool = False) -> bool:
        """True if no game is in progress or the player agrees to leave it (``kept``: it stays
        kept to resume, and the question says so)."""

    def ask_new_game(self) -> None:
        """Game > New game: the start dialog, then the game it describes."""

    def go_home(self) -> None:
        """Leave the table for the home screen (the game on it stops; its autosave stays)."""

    def start(self, options: GameOptions) -> None:
        """Start a new game with ``options``' table of seats."""

    def load_from(self, path: Path, resume: bool = False) -> bool:
        """Continue the game saved in ``path`` (with ``resume``: the kept game, with its log)."""

    def end_replay(self) -> None:
        """Back to the game from the replay (and the review)."""

    def on_idle(self) -> None:
        """The board is idle: the seat to act is asked."""

    def show_rules(self) -> None:
        """Help > Rules."""
