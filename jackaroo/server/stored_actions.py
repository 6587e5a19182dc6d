"""An action stored though its writer was never told: the commit went through but its reply was lost
(the connection was cut between the two), so the table took the action as refused and stores it
again; the primary key ``(table_id, number, ply)`` refuses the second row.  What is stored at that
ply decides (:func:`settle`): the same action is the earlier write, done (with the ratings its
transaction changed, if it ended the game); another action is another writer's, or an earlier
choice the table no longer holds (a CPU chooses again when told its action was refused), and the
table goes on from the stored one (:meth:`~.match.Match.play`).  One SQL for SQLite and PostgreSQL.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from contextlib import AbstractContextManager

from .ratings import Rating, RatingChange
from .transactions import Transaction

log = logging.getLogger("jackaroo.server")


def settle(
    transaction: Callable[[], AbstractContextManager[Transaction]],
    table_id: str,
    number: int,
    ply: int,
    action: str,
    ended: bool,
) -> tuple[str | None, tuple[RatingChange, ...]]:
    """What a storage whose ``action`` at ``ply`` of game ``number`` was refused as a duplicate
    finds stored there, in a transaction of its own: the action (notation; None if there is none
    after all) and, if it is ``action`` and ``ended`` (it ended the game), the rating changes
    stored with it (:func:`stored_changes`).  Raises StorageError if the database fails."""
    with transaction() as tx:
        row = tx.execute(
            "SELECT action FROM actions WHERE table_id = ? AND number = ? AND ply = ?",
            (table_id, number, ply),
        ).fetchone()
        stored = None if row is None else str(row[0])
        same = stored == action
        why = "the same: its commit went through unseen" if same else f"another one, {stored}"
        log.warning("table %s: action %d of game %d was stored already (%s)", table_id, ply, number, why)
        return stored, stored_changes(tx, table_id, number) if ended and same else ()


def stored_changes(tx: Transaction, table_id: str, number: int) -> tuple[RatingChange, ...]:
    """The rating changes stored when game ``number`` of ``table_id`` ended (its ``game_players``
    rows that were rated, seat by seat; each account's ``games`` as counted now; the shown ratings
    stored with them, or the ordinals for a game stored before they were kept)."""
    rows = tx.execute(
        "SELECT g.seat, g.account, g.mu_before, g.sigma_before, g.mu, g.sigma, r.games,"
        " g.shown_before, g.shown"
        " FROM game_players g JOIN ratings r"
        " ON r.account = g.account AND r.ruleset = g.ruleset AND r.season = g.season"
        " WHERE g.table_id = ? AND g.number = ? AND g.rated = 1 ORDER BY g.seat",
        (table_id, number),
    ).fetchall()
    return tuple(
        RatingChange(
            int(seat),
            str(account),
            Rating(float(mu_before), float(sigma_before), int(games) - 1, _float(shown_before)),
            Rating(float(mu), float(sigma), int(games), _float(shown)),
        )
        for seat, account, mu_before, sigma_before, mu, sigma, games, shown_before, shown in rows
    )


def _float(value: float | None) -> float | None:
    return None if value is None else float(value)
