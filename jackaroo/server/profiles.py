"""A player's profile as the ``profile`` message answers it (docs/protocol.md, "Accounts"): only
what anyone may read of a named player (its user name, and per ruleset its rating, place, games,
wins and rating history), never an account id, a session or whether an account was a guest."""

from __future__ import annotations

from typing import Any

from ..online.protocol import Ruleset
from .account_store import AccountStore

#: the rulesets a profile covers, in the order shown
RULESETS: tuple[Ruleset, ...] = ("guc", "classic")
#: the points of a rating history at most (the last games)
HISTORY = 100


def profile(
    store: AccountStore, account: str, name: str | None, *, season: int, min_games: int
) -> dict[str, Any]:
    """The ``profile`` reply of ``account`` (user ``name``, None for a guest) in rating ``season``:
    ``rulesets`` maps each ruleset to ``rating`` (null before a rated game, else ``rating``, ``mu``,
    ``sigma``, ``games``), ``place`` (on the leaderboard of at least ``min_games`` rated games, or
    null), ``games`` and ``wins`` (finished games, rated or not, every season) and ``history``
    (``[ended, rating]``, the shown rating after each of the season's last :data:`HISTORY` rated
    games, oldest first: :meth:`~.account_store.AccountStore.history`; ``ended`` in whole Unix
    seconds, or null when unknown).  Raises StorageError."""
    rulesets: dict[str, Any] = {}
    for ruleset in RULESETS:
        rating = store.rating(account, ruleset, season)
        place = store.place(account, ruleset, season, min_games)
        games, wins = store.played(account, ruleset)
        history = store.history(account, ruleset, season, HISTORY)
        rulesets[ruleset] = {
            "rating": None if rating is None else rating.public(),
            "place": None if place is None else place + 1,
            "games": games,
            "wins": wins,
            "history": [[None if ended is None else int(ended), round(value, 2)] for ended, value in history],
        }
    return {"type": "profile", "name": name, "season": season, "rulesets": rulesets}
