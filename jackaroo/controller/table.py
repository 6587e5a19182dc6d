"""The table a game is played at, as the lessons and online play see it: a narrow protocol of the
:class:`~jackaroo.controller.game_controller.GameController`, so that the rooms it composes never
import it (no import circle).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ..model.cards import CardTable
    from ..model.game import Game
    from ..model.record import GameRecord
    from ..view.board.scene import BoardScene
    from ..view.settings.seats import GameOptions
    from ..view.window.main_window import MainWindow
    from .records.files import GameFiles
    from .records.game_over import GameOver
    from .turns.driver import TurnDriver
    from .turns.human_input import HumanInput
    from .turns.question import SeatPlayer


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
    #: emitted with the game when :meth:`take_over` has put it on the board
    game_taken_over: SignalInstance

    @property
    def game(self) -> Game | None:
        """The game in progress (None before the first)."""

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

    def may_leave_game(self) -> bool:
        """True if no game is in progress or the player agrees to leave it."""

    def ask_new_game(self) -> None:
        """Game > New game: the start dialog, then the game it describes."""
