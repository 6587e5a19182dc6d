"""A game's result in the database: its winner, who played it and when it ended (``game_players``,
Unix seconds of the server's clock) and its players' new ratings (:mod:`.ratings`: mu, sigma, the
ordinal and the shown rating, in ``ratings`` and, before and after the game, in ``game_players``),
written in the transaction that stores its last action, one SQL for SQLite and PostgreSQL."""

from __future__ import annotations

import time

from .ratings import NEW_MU, NEW_SIGMA, GameEnd, Rating, RatingChange, ranked_teams, rate
from .transactions import Transaction


def record_end(tx: Transaction, table_id: str, number: int, end: GameEnd) -> tuple[RatingChange, ...]:
    """Game ``number`` of ``table_id`` was won (``end``): store its winner and, if it was not stored
    already, who played it (``game_players``) and the new ratings of its players' accounts, all in
    ``tx``, so a game is rated exactly once however often its end is written.  A game is rated when
    it has an account among its players and nothing makes it unrated (``end.unrated``: the
    server's rules, :mod:`.rating_rules`, or a CPU seat without ``end.cpu_games_count``).
    Each player's row says when the game ``ended`` (Unix seconds of the server's clock).  Returns
    the ratings changed."""
    won = tx.execute(
        "UPDATE games SET winner = ? WHERE table_id = ? AND number = ? AND winner IS NULL",
        (end.winner, table_id, number),
    )
    if won.rowcount != 1:
        return ()
    wanted = sorted({p.account for p in end.players if p.account is not None})
    existing = (
        {
            row[0]
            for row in tx.execute(
                f"SELECT id FROM accounts WHERE id IN ({','.join('?' * len(wanted))})", wanted
            ).fetchall()
        }
        if wanted
        else set()
    )
    rated = bool(existing) and end.unrated is None
    current = _current_ratings(tx, sorted(existing), end) if rated else {}
    after = rate(end, current) if rated else {}
    changes = []
    for rated_account, rating in after.items():
        tx.execute(
            "UPDATE ratings SET mu = ?, sigma = ?, ordinal = ?, games = ?, shown = ?"
            " WHERE account = ? AND ruleset = ? AND season = ?",
            (*_stored(rating), rated_account, end.ruleset, end.season),
        )
    ranks = {p.seat: rank for members, rank in ranked_teams(end) for p in members}
    ended = time.time()
    for player in end.players:
        account = player.account if player.account in existing else None
        before = current.get(account) if account is not None else None
        new = after.get(account) if account is not None else None
        if account is not None and before is not None and new is not None:
            changes.append(RatingChange(player.seat, account, before, new))
        tx.execute(
            "INSERT INTO game_players (table_id, number, seat, account, ruleset, season, rank, rated,"
            " with_cpus, mu_before, sigma_before, mu, sigma, ended, shown_before, shown)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                table_id,
                number,
                player.seat,
                account,
                end.ruleset,
                end.season,
                ranks.get(player.seat, 2),
                int(new is not None),
                int(end.with_cpus),
                before.mu if before else None,
                before.sigma if before else None,
                new.mu if new else None,
                new.sigma if new else None,
                ended,
                before.shown_rating if before else None,
                new.shown_rating if new else None,
            ),
        )
    return tuple(changes)


def _current_ratings(tx: Transaction, accounts: list[str], end: GameEnd) -> dict[str, Rating]:
    """The ratings of ``accounts`` (in this order, so two games never wait on each other) in
    ``end``'s ruleset and season, locked in ``tx``; a new player's for an account without one."""
    current = {}
    for account in accounts:
        tx.execute(
            "INSERT INTO ratings (account, ruleset, season, mu, sigma, ordinal, games, shown)"
            " VALUES (?, ?, ?, ?, ?, ?, 0, ?) ON CONFLICT DO NOTHING",
            (account, end.ruleset, end.season, *_new_rating()),
        )
        row = tx.execute(
            "SELECT mu, sigma, games, shown FROM ratings WHERE account = ? AND ruleset = ?"
            " AND season = ?" + tx.for_update,
            (account, end.ruleset, end.season),
        ).fetchone()
        current[account] = Rating(float(row[0]), float(row[1]), int(row[2]), float(row[3]))
    return current


def _stored(rating: Rating) -> tuple[float, float, float, int, float]:
    """``rating``'s mu, sigma, ordinal, games and shown rating, as ``ratings`` keeps them."""
    return rating.mu, rating.sigma, rating.ordinal, rating.games, rating.shown_rating


def _new_rating() -> tuple[float, float, float, float]:
    """A new player's mu, sigma, ordinal and shown rating (its ordinal)."""
    ordinal = Rating(NEW_MU, NEW_SIGMA).ordinal
    return NEW_MU, NEW_SIGMA, ordinal, ordinal
