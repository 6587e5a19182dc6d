"""Quick match's decisions, pure: which waiting players make a table, and where each sits.

The input is what the queue holds for one ruleset: each player's account, rating (``mu``, the
Weng-Lin skill estimate of :mod:`.ratings`, not the cautious ordinal: two new players are alike at
mu 25 however uncertain), seconds waited, partner and whether they accepted CPUs.  The rule:

- **Parties.** In the classic game two players who each named the other as ``partner`` are one
  party of two and always sit as partners (seats 0 and 2, or 1 and 3); everyone else is a party of
  one.  The default game knows no partners: four rivals.
- **The band.** A party accepts others whose rating is within ``band(waited)`` of its own (the
  mean of its members'), ``band = start + growth * waited`` mu: narrow at first, wider the longer
  it waits, so a player far from everyone else still finds a table.
- **Forming.** The party that has waited longest is the anchor: the parties within its band, the
  nearest in rating first (the longer waiting first on a tie), join it while they fit four seats.
  Four seats filled: a table.  Fewer, and the anchor accepted CPUs: a table too, CPUs in the seats
  left.  Otherwise the anchor waits on and the next longest waiting is tried.
- **Teams** (classic): parties of two are teams; players alone are placed best first, each in the
  team with fewer players (on a tie, the one of lower total rating), so four alone play the best
  and the weakest against the middle two.

Nothing here reads a clock, the database or the network: :mod:`.matchmaker` gives it the rows and
carries out what it returns; ``tests/server/test_matching.py`` checks it alone.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

#: the seats of a table
SEATS = 4
#: the band's width at first (mu either side) and its growth (mu a second waited)
BAND_START = 3.0
BAND_GROWTH = 0.5
#: the nearest parties tried for an anchor's table
MAX_NEAR = 12


@dataclass(frozen=True, slots=True)
class Waiting:
    """One player in the queue: ``key`` (their queue entry), ``mu``, ``waited`` (seconds),
    ``name_key`` (their user name's key, None for a guest), ``partner`` (the key of the user name
    they asked to play with, or None) and ``fill`` (they accepted CPUs in the seats left)."""

    key: str
    mu: float
    waited: float
    name_key: str | None = None
    partner: str | None = None
    fill: bool = False


@dataclass(frozen=True, slots=True)
class Party:
    """Players who sit together: one, or two partners."""

    members: tuple[Waiting, ...]

    @property
    def mu(self) -> float:
        return sum(m.mu for m in self.members) / len(self.members)

    @property
    def waited(self) -> float:
        return max(m.waited for m in self.members)

    @property
    def fill(self) -> bool:
        return any(m.fill for m in self.members)


def band(waited: float, start: float = BAND_START, growth: float = BAND_GROWTH) -> float:
    """The rating difference (mu) a party that has waited ``waited`` seconds accepts."""
    return start + growth * max(0.0, waited)


def parties(waiting: Sequence[Waiting], classic: bool) -> list[Party]:
    """``waiting`` as parties: in the classic game, two players who named each other as partners
    are one party; every other player is alone (in the default game, everyone)."""
    out: list[Party] = []
    paired: set[str] = set()
    by_name = {w.name_key: w for w in waiting if w.name_key is not None}
    for player in waiting:
        if player.key in paired:
            continue
        friend = by_name.get(player.partner) if classic and player.partner else None
        if friend is not None and friend.partner == player.name_key and friend.key != player.key:
            paired.update((player.key, friend.key))
            out.append(Party((player, friend)))
        else:
            out.append(Party((player,)))
    return out


def form(
    waiting: Sequence[Waiting],
    classic: bool,
    *,
    start: float = BAND_START,
    growth: float = BAND_GROWTH,
    limit: int | None = None,
) -> list[tuple[str | None, ...]]:
    """The tables to open now from ``waiting`` (the module's rule), at most ``limit``: each the
    queue keys of its four seats in order, None for a CPU seat.  The players of no table wait on."""
    pool = sorted(parties(waiting, classic), key=lambda p: (-p.waited, p.members[0].key))
    used: set[int] = set()
    tables: list[tuple[str | None, ...]] = []
    for index, anchor in enumerate(pool):
        if index in used or (limit is not None and len(tables) >= limit):
            continue
        width = band(anchor.waited, start, growth)
        others = (i for i in range(len(pool)) if i != index and i not in used)
        near = sorted(
            (i for i in others if abs(pool[i].mu - anchor.mu) <= width),
            key=lambda i: (abs(pool[i].mu - anchor.mu), -pool[i].waited),
        )
        chosen = _fill(pool, near, SEATS - len(anchor.members), anchor.fill)
        if chosen is not None:
            used.update((index, *chosen))
            group = [anchor, *(pool[i] for i in chosen)]
            tables.append(seat_classic(group) if classic else seat_rivals(group))
    return tables


def _fill(pool: Sequence[Party], near: Sequence[int], seats: int, fill: bool) -> tuple[int, ...] | None:
    """The parties of ``pool`` (indices ``near``, best first) that fill ``seats`` exactly, the best
    placed first (the smallest positions in ``near``); else, with ``fill``, as many as fit, best
    first; else None."""
    candidates = list(near[:MAX_NEAR])
    for count in range(1, seats + 1):
        for positions in itertools.combinations(range(len(candidates)), count):
            if sum(len(pool[candidates[p]].members) for p in positions) == seats:
                best = positions
                break
        else:
            continue
        break
    else:
        if not fill:
            return None
        taken: list[int] = []
        for i in near:
            if sum(len(pool[t].members) for t in taken) + len(pool[i].members) <= seats:
                taken.append(i)
        return tuple(taken)
    return tuple(candidates[p] for p in best)


def seat_rivals(group: Sequence[Party]) -> tuple[str | None, ...]:
    """The default game's seats: the players in the order given, then CPUs."""
    keys: list[str | None] = [m.key for p in group for m in p.members]
    return tuple(keys + [None] * (SEATS - len(keys)))


def seat_classic(group: Sequence[Party]) -> tuple[str | None, ...]:
    """The classic game's seats: team one at 0 and 2, team two at 1 and 3 (the module's rule for
    who goes where), CPUs where a team is short."""
    teams: list[list[Waiting]] = [[], []]
    pairs = [p for p in group if len(p.members) == 2]
    for team, pair in zip(teams, pairs, strict=False):
        team.extend(pair.members)
    alone = sorted((m for p in group if len(p.members) == 1 for m in p.members), key=lambda m: -m.mu)
    for player in alone:
        open_teams = [t for t in teams if len(t) < 2]
        team = min(open_teams, key=lambda t: (len(t), sum(m.mu for m in t)))
        team.append(player)
    seats: list[str | None] = [None] * SEATS
    for number, team in enumerate(teams):
        for place, member in enumerate(team):
            seats[number + 2 * place] = member.key
    return tuple(seats)
