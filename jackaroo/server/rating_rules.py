"""Which finished games are rated: ratings earned by playing, not by puppets, leavers or one's own
accounts (docs/online.md, "Which games are rated").

A won game is rated unless one of these holds; the first that does is its ``reason`` (the
``game_over`` message's, and :attr:`~.ratings.GameEnd.reason`), checked in this order:

- ``not_quick_match``: the table was made by a player (``create_table``, private or public), and
  the server rates quick match's tables only (``rate_player_tables`` off, the default): whoever
  makes a table chooses who sits at it, quick match does not.
- ``with_cpus``: a CPU seat, and the server rates no game with one (``cpu_games_rated`` off).
- ``not_signed_in``: a person sat there signed in to no account (nobody to check the rules below
  against, so nobody is rated).
- ``left_early``: a person's seat played fewer than :data:`PLAYED_ACTIONS` actions of its own (a
  CPU's for them after a leave, a drop or a timeout do not count): someone left (or let a CPU play)
  at the start, so the game was not played; as lichess aborts such a game, it counts for nobody.  A
  person who left after playing that many is ranked last, a loss (:mod:`.ratings`).
- ``same_address``: two of its players' accounts were made from one address (an IPv4 address or
  an IPv6 /64) within ``same_address_hours`` (24) of each other: one person's puppets, or
  accounts the rating would not tell apart.
- ``same_group``: the very same accounts were rated together ``group_games_a_day`` times (3)
  already in the last 24 hours: a small group playing over and over cannot feed itself ratings.

The first four need only the table; the last two read the database (one query each), only when
the others let the game be rated.  An account's address is stored as :func:`origin_of`, a hash.
"""

from __future__ import annotations

import hashlib
import itertools
from dataclasses import dataclass, replace

from .options import Options
from .ratings import WITH_CPUS, GameEnd
from .storage import Storage, read_rows

#: a person's own actions in a game (each seat plays one a turn, 4 or 5 a round) below which their
#: seat was not played: the game is not rated (``left_early``)
PLAYED_ACTIONS = 3
NOT_QUICK_MATCH = "not_quick_match"
NOT_SIGNED_IN = "not_signed_in"
LEFT_EARLY = "left_early"
SAME_ADDRESS = "same_address"
SAME_GROUP = "same_group"
#: every reason, in the order they are checked
REASONS = (NOT_QUICK_MATCH, WITH_CPUS, NOT_SIGNED_IN, LEFT_EARLY, SAME_ADDRESS, SAME_GROUP)
#: the window of ``same_group``, in seconds
DAY = 24 * 3600.0


@dataclass(frozen=True, slots=True)
class RatingRules:
    """The server's choices (:class:`~.options.Options`): ``rate_player_tables`` (rate tables
    players make, not only quick match's), ``cpu_games_rated``, ``same_address_hours`` (0: the rule
    is off) and ``group_games_a_day`` (0: no limit)."""

    rate_player_tables: bool = False
    cpu_games_rated: bool = False
    same_address_hours: float = 24.0
    group_games_a_day: int = 3

    @classmethod
    def of(cls, options: Options) -> RatingRules:
        return cls(
            options.rate_player_tables,
            options.cpu_games_rated,
            options.same_address_hours,
            options.group_games_a_day,
        )


def origin_of(address: str) -> str:
    """What is stored of the address an account was made from (``address``: an address key,
    :func:`~.addresses.address_key`): 32 hex digits of its SHA-256, compared only for equality.
    ("" for no address: never equal to another's, :func:`shared_reason`.)"""
    if not address:
        return ""
    return hashlib.sha256(b"jackaroo account origin\0" + address.encode()).hexdigest()[:32]


def table_reason(end: GameEnd, *, matched: bool, rules: RatingRules) -> str | None:
    """The first of ``not_quick_match``, ``with_cpus``, ``not_signed_in``, ``left_early`` that
    holds for ``end`` (``matched``: a quick-match table), or None.  A player whose ``acted`` is None
    (not counted) is taken as having played."""
    if not matched and not rules.rate_player_tables:
        return NOT_QUICK_MATCH
    if end.with_cpus and not rules.cpu_games_rated:
        return WITH_CPUS
    people = [p for p in end.players if p.cpu is None]
    if any(p.account is None for p in people):
        return NOT_SIGNED_IN
    if any(p.acted is not None and p.acted < PLAYED_ACTIONS for p in people):
        return LEFT_EARLY
    return None


def shared_reason(storage: Storage, accounts: set[str], rules: RatingRules, now: float) -> str | None:
    """``same_address`` or ``same_group`` for a game among ``accounts`` ending at ``now`` (Unix
    seconds), or None: two of them made from one address within ``same_address_hours``; the same
    set of accounts already rated together ``group_games_a_day`` times since ``now - 24 h``.
    Raises StorageError (the database's own errors on SQLite) when it cannot read."""
    if len(accounts) < 2:
        return None
    wanted = sorted(accounts)
    marks = ",".join("?" * len(wanted))
    if rules.same_address_hours > 0:
        rows = read_rows(storage, f"SELECT origin, created FROM accounts WHERE id IN ({marks})", wanted)
        window = rules.same_address_hours * 3600
        for (first, made), (second, also) in itertools.combinations(rows, 2):
            if first and first == second and abs(float(made) - float(also)) <= window:
                return SAME_ADDRESS
    if rules.group_games_a_day > 0:
        rows = read_rows(
            storage,
            "SELECT other.table_id, other.number, other.account FROM game_players AS mine"
            " JOIN game_players AS other ON other.table_id = mine.table_id AND other.number = mine.number"
            " WHERE mine.account = ? AND mine.rated = 1 AND mine.ended >= ?",
            (wanted[0], now - DAY),
        )
        games: dict[tuple[str, int], set[str]] = {}
        for table_id, number, account in rows:
            members = games.setdefault((table_id, int(number)), set())
            if account is not None:
                members.add(account)
        if sum(members == accounts for members in games.values()) >= rules.group_games_a_day:
            return SAME_GROUP
    return None


def judged(storage: Storage, end: GameEnd, *, matched: bool, rules: RatingRules, now: float) -> GameEnd:
    """``end`` with its ``reason`` (the first rule of the module's docstring that holds, or None):
    :func:`table_reason`, then :func:`shared_reason` among its accounts.  Raises StorageError as
    :func:`shared_reason` does."""
    reason = table_reason(end, matched=matched, rules=rules)
    if reason is None:
        accounts = {p.account for p in end.players if p.account is not None}
        reason = shared_reason(storage, accounts, rules, now)
    return replace(end, reason=reason)
