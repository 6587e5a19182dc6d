"""The record of each online game the person here sat in, fetched once the game is over.

At ``game_over`` (or, after coming back to a table whose game is over, its ``table`` message) the
seated person's app asks the server for the game's whole record (``get_record``: only offered
after the end, docs/protocol.md) and hands it to the records
(:class:`~jackaroo.controller.records.online_games.OnlineGames`: kept, counted once, entered in the
high scores).  The record of the game on the board is then what Game > Review game and Replay
show, as for a local game.  A request refused (``rate_limited``, ``storage``: the server is busy)
is asked again a little later, up to :data:`ATTEMPTS` times.  A spectator's app fetches nothing:
the person did not play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from ...model.record import GameRecord
from ...online import protocol as p

#: how often a game's record is asked for at most, and how long to wait after a refusal (ms)
ATTEMPTS = 5
RETRY_MS = 1500

if TYPE_CHECKING:
    from .front import OnlineFront
    from .session import OnlineSession


class FinishedRecords(QObject):
    """Fetches and keeps the records of the finished games of ``play``'s sessions."""

    def __init__(self, play: OnlineFront) -> None:
        super().__init__(play.window)
        self.play = play
        #: the records fetched in this run, by (table, game number)
        self.records: dict[tuple[str, int], GameRecord] = {}
        #: the game whose record was asked for and has not come yet, and the request's ref
        self.asked: tuple[str, int] | None = None
        self.ref: int | None = None
        self.attempts = 0
        play.session_opened.connect(self._follow)

    def _follow(self, session: OnlineSession) -> None:
        session.finished.connect(lambda message: self._over(session, message.get("game_number")))
        session.table_changed.connect(lambda table: self._table(session, table))
        session.record.connect(lambda text: self._arrived(session, text))
        session.connection.error.connect(lambda _code, _text, ref: self._refused(session, ref))

    def _table(self, session: OnlineSession, table: dict[str, Any]) -> None:
        if table.get("status") == "over" and not table.get("watching"):
            self._over(session, table.get("game_number"))

    def _over(self, session: OnlineSession, number: object) -> None:
        """Game ``number`` of the session's table is over: ask for its record (once)."""
        table = session.table_id
        if session is not self.play.session or session.seat is None or table is None:
            return
        if not isinstance(number, int) or (table, number) in self.records or self.asked == (table, number):
            return
        self.attempts = 0
        self._ask(session, (table, number))

    def _ask(self, session: OnlineSession, key: tuple[str, int]) -> None:
        self.attempts += 1
        self.ref = session.send(p.GetRecord())
        self.asked = key if self.ref is not None else None

    def _refused(self, session: OnlineSession, ref: int) -> None:
        """The request was refused: ask again a little later (while the game is still on the board)."""
        key = self.asked
        if key is None or ref != self.ref or session is not self.play.session:
            return
        self.asked = None
        if self.attempts < ATTEMPTS:
            QTimer.singleShot(RETRY_MS, self, lambda: self._again(session, key))

    def _again(self, session: OnlineSession, key: tuple[str, int]) -> None:
        if (
            session is self.play.session
            and self.asked is None
            and key == (session.table_id, session.game_number)
        ):
            self._ask(session, key)

    def _arrived(self, session: OnlineSession, text: str) -> None:
        """The record asked for: kept with the records (a reply to Save record finds it kept)."""
        key, self.asked = self.asked, None
        if key is None or session is not self.play.session or session.seat is None:
            return
        kept = self.play.controller.game_over.online_games.keep(text, session.seat, self.play.address, *key)
        if kept is not None:
            self.records[key] = kept

    def record_on_board(self) -> GameRecord | None:
        """The record of the finished online game on the board, once it has come (else None)."""
        session = self.play.session
        if session is None or session.table_id is None or session.mirror is None:
            return None
        if not session.on_board or not session.mirror.is_over:
            return None
        return self.records.get((session.table_id, session.game_number))
