"""A finished online game fetched later (the account window's My games) on the main window's board:
kept with the records as one fetched at its end is (:class:`~.online_games.OnlineGames`: the file,
the settings' entry, counted once in the statistics and high scores by its table and game number),
then opened as Game > Open game… opens that file (its history in the log, the replay from its start;
seen from the player's own seat), and for Review judged for that seat as Game > Review game… does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from pathlib import Path

    from ...view.window.main_window import MainWindow
    from .game_over import GameOver
    from .review import GameReview


class RecordTable(Protocol):
    """What opening a past game uses of the game controller."""

    window: MainWindow
    game_over: GameOver
    review: GameReview
    human_seat: int

    def may_leave_game(self) -> bool: ...

    def load_from(self, path: Path, resume: bool = False) -> bool: ...

    def end_replay(self) -> None: ...


def show_past_game(
    table: RecordTable, text: str, seat: int, address: str, key: tuple[str, int], review: bool
) -> str | None:
    """Keep the record ``text`` of game ``key`` (table, game number) of the server at ``address``,
    where the player sat at ``seat``, then put it on the board: replayed from its start, or (with
    ``review``) the player's decisions reviewed.  Returns "" once it is on the board, None if the
    player chose to stay in the game in progress (or the file could not be opened: said in the
    banner), else why it is not: the record cannot be read or kept."""
    online_games = table.game_over.online_games
    record = online_games.keep(text, seat, address, *key)
    if record is None:
        return QCoreApplication.translate("PastGame", "The server's record of this game could not be read.")
    path = online_games.file_of(*key)
    if path is None:  # (not written: a full disk)
        return QCoreApplication.translate("PastGame", "The game's record could not be kept on this computer.")
    if not table.may_leave_game() or not table.load_from(path):
        return None
    if review:
        table.end_replay()  # the review leads to the positions; the board shows the end meanwhile
        table.review.ask(record, seat)
    table.window.raise_()
    table.window.activateWindow()
    return ""
