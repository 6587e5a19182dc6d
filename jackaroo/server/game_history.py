"""A signed-in account's finished games: the list (``my_games``) and any one's whole record
(``get_game``), as docs/protocol.md "Finished games" says, one SQL for SQLite and PostgreSQL.

Who played a game is ``game_players`` (written when the game ends, :mod:`.game_results`), so only
finished games are ever listed or given, and only to an account that sat in them: a record holds
every hand and the random generator, which is fine once the game is over, but which tables a
player sat at, and under what names, is theirs.  A deleted account's games have no account any
more and are listed to nobody.  A page is at most :data:`~jackaroo.online.protocol.MAX_PAGE`
games; a request reads at most that many start states.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from ..online import protocol as p
from .connection import Connection
from .seats import ServerError
from .storage import Storage

_PAGE = (
    "SELECT gp.table_id, gp.number, gp.seat, gp.ruleset, gp.ended, g.initial, g.winner"
    " FROM game_players gp JOIN games g ON g.table_id = gp.table_id AND g.number = gp.number"
    " WHERE gp.account = ? AND g.winner IS NOT NULL"
    " ORDER BY COALESCE(gp.ended, 0) DESC, gp.table_id DESC, gp.number DESC LIMIT ? OFFSET ?"
)
NOT_YOURS = "you played no finished game of that table and number"


class GameHistory:
    """The ``my_games`` and ``get_game`` requests of one server process, on ``storage``."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def my_games(self, conn: Connection, message: p.MyGames) -> dict[str, Any]:
        """A page of the account's finished games, newest first.  ServerError ``not_signed_in``."""
        account = _signed_in(conn)
        with self.storage.transaction() as tx:
            total = tx.execute("SELECT COUNT(*) FROM game_players WHERE account = ?", (account,)).fetchone()
            rows = tx.execute(_PAGE, (account, message.limit, message.offset)).fetchall()
        return {
            "type": "my_games",
            "games": [_listed(*row) for row in rows],
            "total": int(total[0]),
            "offset": message.offset,
        }

    async def get_game(self, conn: Connection, message: p.GetGame) -> dict[str, Any]:
        """The whole record of a finished game the account played.  ServerError ``not_signed_in``,
        ``no_record`` (no such game, not finished, or not the account's: the same refusal)."""
        account = _signed_in(conn)
        with self.storage.transaction() as tx:
            row = tx.execute(
                "SELECT seat FROM game_players WHERE table_id = ? AND number = ? AND account = ?",
                (message.table, message.game_number, account),
            ).fetchone()
        stored = self.storage.game(message.table, message.game_number) if row is not None else None
        if row is None or stored is None or stored.winner is None:
            raise ServerError("no_record", NOT_YOURS)
        return {
            "type": "game",
            "table": message.table,
            "game_number": message.game_number,
            "seat": int(row[0]),
            "record": stored.record.to_json(),
        }


def _signed_in(conn: Connection) -> str:
    if conn.account is None:
        raise ServerError("not_signed_in", "sign in first")
    return conn.account


def _listed(
    table_id: str, number: int, seat: int, ruleset: str, ended: float | None, initial: str, winner: int
) -> dict[str, Any]:
    """One game of ``my_games``: its seats' names and players from its start state, its winners
    (the winning seat and, with partners, its partner)."""
    state = json.loads(initial)
    seats = [{"name": s.get("name"), "player": s.get("player")} for s in state.get("seats", [])]
    teams = state.get("teams") or []
    side = next((team for team in teams if winner in team), [winner])
    when = None if ended is None else datetime.fromtimestamp(float(ended), UTC).isoformat(timespec="seconds")
    return {
        "table": table_id,
        "game_number": int(number),
        "ruleset": ruleset,
        "ended": when,
        "seats": seats,
        "winners": sorted(int(s) for s in side),
        "seat": int(seat),
    }
