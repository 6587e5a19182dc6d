"""The Game menu's items for the game on the table are offered only when they would do something.

On the home screen there is no game to save, replay, review or export the log of.  An online game is
the server's: this app sees only its own hand (the others are placeholders), so it cannot be saved
as a game to continue here, and it has no record to save or replay until it is over.  Those items
are greyed out when the menu opens (Qt's ``aboutToShow``) and when a game is put on the table (so
that Ctrl+S does nothing at an online table either), as a desktop application's menus are, rather
than doing nothing (or, for Export log…, asking where to write an empty log).  Take back and Redo
keep their own rule (:class:`~jackaroo.controller.records.take_back.TakeBack`), refreshed at the
same moment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from ..table import Table
    from .take_back import TakeBack


class GameMenuItems(QObject):
    """Enables ``table``'s Game menu items for the game on the table each time the menu opens."""

    def __init__(self, table: Table, take_back: TakeBack, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.take_back = take_back
        table.window.game_menu.aboutToShow.connect(self.refresh)
        table.game_taken_over.connect(self.refresh)

    def refresh(self, _game: object = None) -> None:
        """Grey out what has nothing to act on: no game on the table (the home screen), an online
        game to save, no record."""
        table, window = self.table, self.table.window
        on_table = table.game is not None and not window.home_shown
        recorded = on_table and table.record is not None
        window.save_action.setEnabled(on_table and not table.online.at_table())
        window.export_log_action.setEnabled(on_table)
        for action in (window.save_record_action, window.replay_action, window.review_action):
            action.setEnabled(recorded)
        self.take_back.refresh()
