"""The account window's My games tab (:class:`~jackaroo.view.online.my_games.MyGamesPage`): the
finished games of the account signed in on the window's connection (``my_games``, a page at a
time), and a row's game fetched whole (``get_game``) to be replayed or reviewed on the main window's
board (:func:`~jackaroo.controller.records.past_game.show_past_game`: kept with the records and
counted once, as a game fetched at its end is).  Any computer the player signs in on lists them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from ...view.online.my_games import MyGamesPage, own_seat
from ..records.past_game import RecordTable, show_past_game
from .account import AccountLink

#: the requests of this tab (their refusals are said on it)
REQUESTS = ("my_games", "get_game")


class MyGamesTab(QObject):
    """Lists ``link``'s account's games on ``page``; opens one on ``table``'s board, then
    ``done()`` (the account window closes: the board is behind it)."""

    def __init__(
        self,
        page: MyGamesPage,
        link: AccountLink,
        table: RecordTable | None,
        done: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(link)
        self.page, self.link, self.table, self.done = page, link, table, done
        #: the account listed (None: nobody yet), and the game asked for with whether to review it
        self.listed: tuple[bool, str | None] | None = None
        self.asked: tuple[str, int, int, bool] | None = None
        link.changed.connect(self._changed)
        link.answered.connect(self._answered)
        link.refused.connect(self._refused)
        page.more_requested.connect(link.my_games)
        page.replay_requested.connect(lambda game: self._open(game, review=False))
        page.review_requested.connect(lambda game: self._open(game, review=True))
        page.replay_button.setVisible(table is not None)
        page.review_button.setVisible(table is not None)

    def _changed(self) -> None:
        """Signed in (again, or as another account): the list from its first page."""
        link = self.link
        who = (link.guest, link.name) if link.signed_in else None
        if who == self.listed:
            return
        self.listed, self.asked = who, None
        self.page.clear()
        if who is not None:
            link.my_games(0)

    def _answered(self, reply: dict[str, Any]) -> None:
        if reply.get("type") == "my_games":
            self.page.show_page(reply)
        elif reply.get("type") == "game":
            self._arrived(reply)

    def _refused(self, request: str, text: str) -> None:
        if request in REQUESTS:
            self.asked = None if request == "get_game" else self.asked
            self.page.show_problem(text)

    def _open(self, game: dict[str, Any], review: bool) -> None:
        table, number, seat = game.get("table"), game.get("game_number"), own_seat(game)
        if not isinstance(table, str) or not isinstance(number, int) or seat is None:
            return
        self.asked = (table, number, seat, review)
        self.link.game(table, number)

    def _arrived(self, reply: dict[str, Any]) -> None:
        """The record asked for: kept, then on the board."""
        asked, self.asked = self.asked, None
        if asked is None or self.table is None or (reply.get("table"), reply.get("game_number")) != asked[:2]:
            return
        table, number, seat, review = asked
        text, given = reply.get("record"), reply.get("seat")
        seat = given if isinstance(given, int) and not isinstance(given, bool) else seat
        if not isinstance(text, str):
            return
        problem = show_past_game(self.table, text, seat, self.link.address, (table, number), review)
        if problem:
            self.page.show_problem(problem)
        elif problem == "" and self.done is not None:
            self.done()
