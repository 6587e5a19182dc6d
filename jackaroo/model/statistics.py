"""The player's statistics over finished games (pure values; the app keeps them in QSettings).

A :class:`GameResult` is what one finished game adds; :meth:`Statistics.add` returns the updated
value.  The rules (docs/records.md):

- Only finished games count (a game abandoned for a new one does not).
- Games are grouped by the **strongest CPU level at the table** (Random < Greedy < Expert): a game
  against Greedy, Random and Random counts under Greedy.
- A game counts once: each result carries a fingerprint of the finished game (its final state and
  generator), and a fingerprint among the last :data:`RECENT` counted ones is ignored, so a finished
  game seen again (reopened from a save made just before its end and finished the same way, or
  reported twice) does not count twice.
- A win extends the current streak (the best streak is the longest ever), a loss ends it.
- An **assisted** game (a move taken back against the CPUs) is counted apart, as played and won
  with help: it adds to no level's figures, and leaves the streak as it was.
- The fastest win is the fewest turns a won game lasted.  A turn is one go round the table, four to a
  round, counted from the game's clock (``4 * (round - 1) + turn + 1`` when it ended), so it does not
  depend on when a game was saved and resumed.
- Captures are opponents' marbles the player sent Home (landing on them, a King's path, fielding
  onto them, the Burner), counted over the actions played in the app (before a resume they are not
  known).
- **Online games** the player sat in are counted apart, per ruleset (both rulesets: the player's
  side wins with their partner in the traditional game), played, won and the fastest win: they
  add to no CPU level's figures, streak or captures, and count once as local games do (the same
  fingerprints).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .board import owner
from .events import Event, HomeCause, MarbleSentHome
from .players import CPU_LEVELS, HUMAN
from .rules import DEFAULT_RULESET, RULESETS
from .state import TURNS_PER_ROUND, GameState

#: how many fingerprints of counted games are kept
RECENT = 32
#: causes of a marble going Home that count as a capture by the seat that caused it
CAPTURE_CAUSES = frozenset({HomeCause.CAPTURE, HomeCause.KING, HomeCause.FIELD_CAPTURE, HomeCause.BURN})


def counted_seat(state: GameState) -> int | None:
    """The seat whose result the statistics count, or None: only games of the default ruleset with
    exactly one human seat count (not a game watched, nor a hot-seat game, nor a classic game)."""
    if state.ruleset != DEFAULT_RULESET:
        return None
    humans = [seat for seat, player in enumerate(state.players) if player == HUMAN]
    return humans[0] if len(humans) == 1 else None


def strongest_level(players: Sequence[str], human_seat: int) -> str:
    """The strongest CPU level among ``players`` other than ``human_seat`` (per :data:`CPU_LEVELS`;
    an unknown level counts as the weakest).  "random" if there is no CPU."""
    cpus = [p for seat, p in enumerate(players) if seat != human_seat]
    ranks = [CPU_LEVELS.index(p) if p in CPU_LEVELS else 0 for p in cpus]
    return CPU_LEVELS[max(ranks, default=0)]


def side_won(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s side won the finished game ``state`` (itself, or its partner's win)."""
    winner = state.winner
    if winner is None:
        return False
    return winner == seat or (state.classic is not None and state.classic.partner(winner) == seat)


def turns_elapsed(state: GameState) -> int:
    """The turn the game is in, counting from 1: ``4 * (round - 1) + turn + 1``."""
    return TURNS_PER_ROUND * (state.round - 1) + state.turn + 1


def count_captures(events: Iterable[Event], seat: int) -> int:
    """Opponents' marbles ``seat`` sent Home in ``events`` (causes in :data:`CAPTURE_CAUSES`)."""
    return sum(
        1
        for e in events
        if isinstance(e, MarbleSentHome)
        and e.by_seat == seat
        and owner(e.marble) != seat
        and e.cause in CAPTURE_CAUSES
    )


@dataclass(frozen=True, slots=True)
class GameResult:
    """What one finished game adds: the table's level, whether the player won, the turns it lasted,
    the player's captures, and a fingerprint identifying the finished game."""

    level: str
    won: bool
    turns: int
    captures: int
    fingerprint: str
    #: played with help (a move taken back): counted apart, never in a level's figures or a streak
    assisted: bool = False

    @classmethod
    def of(
        cls, final: GameState, human_seat: int, captures: int, fingerprint: str, assisted: bool = False
    ) -> GameResult:
        """The result of the finished game ``final`` for the player at ``human_seat``.

        Raises ValueError if ``final`` has no winner.
        """
        if final.winner is None:
            raise ValueError("the game is not finished")
        return cls(
            level=strongest_level(final.players, human_seat),
            won=final.winner == human_seat,
            turns=turns_elapsed(final),
            captures=captures,
            fingerprint=fingerprint,
            assisted=assisted,
        )


@dataclass(frozen=True, slots=True)
class LevelStats:
    """Games played and won at one level, and the fewest turns of a win there (None: no win yet)."""

    played: int = 0
    won: int = 0
    fastest_win: int | None = None

    def add(self, result: GameResult) -> LevelStats:
        """These figures with ``result`` counted."""
        fastest = self.fastest_win
        if result.won and (fastest is None or result.turns < fastest):
            fastest = result.turns
        return LevelStats(self.played + 1, self.won + (1 if result.won else 0), fastest)


def _empty_levels() -> Mapping[str, LevelStats]:
    return {level: LevelStats() for level in CPU_LEVELS}


def _empty_rulesets() -> Mapping[str, LevelStats]:
    return {ruleset: LevelStats() for ruleset in RULESETS}


@dataclass(frozen=True)
class Statistics:
    """The player's statistics.  Immutable: :meth:`add` returns a new value.

    ``levels`` maps every name of :data:`CPU_LEVELS` to its :class:`LevelStats` (do not mutate it);
    ``recent`` holds the fingerprints of the last :data:`RECENT` counted games, newest last.
    """

    levels: Mapping[str, LevelStats] = field(default_factory=_empty_levels)
    current_streak: int = 0
    best_streak: int = 0
    captures: int = 0
    recent: tuple[str, ...] = ()
    #: games played with help (a move taken back), and how many of them were won
    assisted_played: int = 0
    assisted_won: int = 0
    #: online games the player sat in, per ruleset (:data:`~jackaroo.model.rules.RULESETS` names)
    online: Mapping[str, LevelStats] = field(default_factory=_empty_rulesets)

    @property
    def played(self) -> int:
        return sum(s.played for s in self.levels.values())

    @property
    def won(self) -> int:
        return sum(s.won for s in self.levels.values())

    @property
    def fastest_win(self) -> int | None:
        """The fewest turns of any win, or None."""
        wins = [s.fastest_win for s in self.levels.values() if s.fastest_win is not None]
        return min(wins, default=None)

    def add(self, result: GameResult) -> Statistics:
        """These statistics with ``result`` counted; unchanged if its fingerprint was counted already.

        Raises ValueError for a level not in :data:`CPU_LEVELS`.
        """
        if result.level not in CPU_LEVELS:
            raise ValueError(f"unknown level {result.level!r}")
        if result.fingerprint in self.recent:
            return self
        recent = (*self.recent, result.fingerprint)[-RECENT:]
        if result.assisted:  # counted apart: no level figure, the streak as it was
            return replace(
                self,
                assisted_played=self.assisted_played + 1,
                assisted_won=self.assisted_won + (1 if result.won else 0),
                captures=self.captures + result.captures,
                recent=recent,
            )
        levels = dict(self.levels)
        levels[result.level] = levels[result.level].add(result)
        streak = self.current_streak + 1 if result.won else 0
        return replace(
            self,
            levels=levels,
            current_streak=streak,
            best_streak=max(self.best_streak, streak),
            captures=self.captures + result.captures,
            recent=recent,
        )

    def add_online(self, final: GameState, seat: int, fingerprint: str) -> Statistics:
        """These statistics with the finished online game ``final`` counted for the player at
        ``seat``, under its ruleset; unchanged if ``fingerprint`` was counted already.  Raises
        ValueError if ``final`` has no winner."""
        if final.winner is None:
            raise ValueError("the game is not finished")
        if fingerprint in self.recent:
            return self
        online = dict(self.online)
        result = GameResult("", side_won(final, seat), turns_elapsed(final), 0, fingerprint)
        online[final.ruleset] = online.get(final.ruleset, LevelStats()).add(result)
        return replace(self, online=online, recent=(*self.recent, fingerprint)[-RECENT:])

    # -- stored form ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the stored form, version 1)."""
        return {
            "version": 1,
            "levels": {name: _figures(s) for name, s in self.levels.items()},
            "current_streak": self.current_streak,
            "best_streak": self.best_streak,
            "captures": self.captures,
            "recent": list(self.recent),
            "assisted": {"played": self.assisted_played, "won": self.assisted_won},
            "online": {name: _figures(s) for name, s in self.online.items()},
        }

    @classmethod
    def from_dict(cls, obj: object) -> Statistics:
        """Read :meth:`to_dict`'s form.  Forgiving: a missing or damaged figure reads as zero (None
        for a fastest win), so a damaged settings file never stops the game; never raises."""
        data = obj if isinstance(obj, dict) else {}
        levels = _read_figures(data.get("levels"), CPU_LEVELS)
        recent = data.get("recent")
        fingerprints = tuple(r for r in recent if isinstance(r, str)) if isinstance(recent, list) else ()
        current = _count(data.get("current_streak"))
        assisted = data.get("assisted")
        assisted = assisted if isinstance(assisted, dict) else {}
        assisted_played = _count(assisted.get("played"))
        return cls(
            levels=levels,
            current_streak=current,
            best_streak=max(_count(data.get("best_streak")), current),
            captures=_count(data.get("captures")),
            recent=fingerprints[-RECENT:],
            assisted_played=assisted_played,
            assisted_won=min(_count(assisted.get("won")), assisted_played),
            online=_read_figures(data.get("online"), tuple(RULESETS)),
        )


def _figures(stats: LevelStats) -> dict[str, int | None]:
    return {"played": stats.played, "won": stats.won, "fastest_win": stats.fastest_win}


def _read_figures(stored: object, names: Sequence[str]) -> dict[str, LevelStats]:
    """The figures of each of ``names`` in ``stored`` (:func:`_figures` by name), forgiving."""
    stored = stored if isinstance(stored, dict) else {}
    figures = {}
    for name in names:
        entry = stored.get(name)
        entry = entry if isinstance(entry, dict) else {}
        played = _count(entry.get("played"))
        won = min(_count(entry.get("won")), played)
        fastest = _count(entry.get("fastest_win")) or None
        figures[name] = LevelStats(played, won, fastest if won else None)
    return figures


def _count(value: object) -> int:
    """``value`` if it is a non-negative int (not a bool), else 0."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0
