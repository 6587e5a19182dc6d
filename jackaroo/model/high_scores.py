"""The high-score table: the player's ten fastest wins per CPU level (pure values; the app keeps
them in QSettings).

- Only wins of the games the statistics count are entered: the default ruleset with exactly one
  human seat (:func:`~jackaroo.model.statistics.counted_seat`); never a classic or hot-seat game.
- A table is kept per level, the **strongest CPU level at the table**
  (:func:`~jackaroo.model.statistics.strongest_level`), as in the statistics.
- A win's score is the turns it took, counted from the game's clock (``4 * (round - 1) + turn + 1``
  when it ended: :func:`~jackaroo.model.statistics.turns_elapsed`).  Every seat has one go a turn,
  so this is the number of the winner's own turns, skipped ones included; fewer is better.
- Each table keeps the best :data:`KEEP` entries, fewest turns first; on equal turns the older entry
  stays ahead.  A win is entered once (its fingerprint is kept with the entry).
- **Online games** have tables of their own, one per ruleset (:func:`online_table`): a win of the
  player's side in an online game they sat in (:func:`online_entry`), whatever the other seats.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .players import CPU_LEVELS
from .rules import RULESETS
from .state import GameState
from .statistics import side_won, strongest_level, turns_elapsed

#: entries kept per level
KEEP = 10
#: the prefix of an online table's name: ``online:`` and the ruleset's
ONLINE = "online:"


def online_table(ruleset: str) -> str:
    """The name of the table of online wins under ``ruleset`` (a RULESETS name)."""
    return ONLINE + ruleset


#: every table's name: the CPU levels', then the online rulesets'
TABLES = (*CPU_LEVELS, *(online_table(ruleset) for ruleset in RULESETS))


@dataclass(frozen=True, slots=True)
class HighScore:
    """One win: ``turns`` it took (1 or more), the winner's ``name``, the ``date`` it was won (ISO
    ``YYYY-MM-DD``) and the ``fingerprint`` of the finished game."""

    turns: int
    name: str
    date: str
    fingerprint: str = ""


def _empty_tables() -> Mapping[str, tuple[HighScore, ...]]:
    return {level: () for level in TABLES}


@dataclass(frozen=True)
class HighScores:
    """The tables, one per name of :data:`TABLES` (``tables``: do not mutate it), each sorted
    fewest turns first, at most :data:`KEEP` long.  Immutable: :meth:`add` returns a new value."""

    tables: Mapping[str, tuple[HighScore, ...]] = field(default_factory=_empty_tables)

    def table(self, level: str) -> tuple[HighScore, ...]:
        """The entries of ``level``, best first (() for an unknown level)."""
        return self.tables.get(level, ())

    def add(self, level: str, entry: HighScore) -> tuple[HighScores, int | None]:
        """These tables with ``entry`` entered under ``level``, and its place (0 = best), or the
        same tables and None when it does not make the best :data:`KEEP` or its fingerprint is
        there already.  Raises ValueError for a level not in :data:`TABLES` or turns below 1."""
        if level not in TABLES:
            raise ValueError(f"unknown level {level!r}")
        if entry.turns < 1:
            raise ValueError(f"a win takes at least one turn, not {entry.turns}")
        table = self.table(level)
        if entry.fingerprint and any(e.fingerprint == entry.fingerprint for e in table):
            return self, None
        place = sum(1 for e in table if e.turns <= entry.turns)
        if place >= KEEP:
            return self, None
        tables = dict(self.tables)
        tables[level] = (*table[:place], entry, *table[place:])[:KEEP]
        return HighScores(tables), place

    def would_enter(self, level: str, turns: int) -> bool:
        """Whether a win of ``turns`` turns under ``level`` would make the table."""
        return level in TABLES and sum(1 for e in self.table(level) if e.turns <= turns) < KEEP

    # -- stored form ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the stored form, version 1)."""
        return {
            "version": 1,
            "levels": {
                level: [
                    {"turns": e.turns, "name": e.name, "date": e.date, "fingerprint": e.fingerprint}
                    for e in table
                ]
                for level, table in self.tables.items()
            },
        }

    @classmethod
    def from_dict(cls, obj: object) -> HighScores:
        """Read :meth:`to_dict`'s form.  Forgiving: a damaged entry is left out, the tables are
        sorted again and cut to :data:`KEEP`, so a damaged settings file never stops the game;
        never raises."""
        data = obj if isinstance(obj, dict) else {}
        stored = data.get("levels")
        stored = stored if isinstance(stored, dict) else {}
        tables = {}
        for level in TABLES:
            entries = stored.get(level)
            read = [e for e in map(_entry, entries if isinstance(entries, list) else []) if e is not None]
            tables[level] = tuple(sorted(read, key=lambda e: e.turns)[:KEEP])
        return cls(tables)


def _entry(obj: object) -> HighScore | None:
    """The entry ``obj`` stands for, or None if it is damaged."""
    if not isinstance(obj, dict):
        return None
    turns, name, date = obj.get("turns"), obj.get("name"), obj.get("date")
    fingerprint = obj.get("fingerprint", "")
    if not isinstance(turns, int) or isinstance(turns, bool) or turns < 1:
        return None
    if not isinstance(name, str) or not isinstance(date, str) or not isinstance(fingerprint, str):
        return None
    return HighScore(turns, name, date, fingerprint)


def winning_entry(
    final: GameState, human_seat: int, date: str, fingerprint: str
) -> tuple[str, HighScore] | None:
    """The level and entry of the finished game ``final`` if the player at ``human_seat`` won it,
    else None.  ``date``: ISO ``YYYY-MM-DD``."""
    if final.winner is None or final.winner != human_seat:
        return None
    level = strongest_level(final.players, human_seat)
    return level, HighScore(turns_elapsed(final), final.names[human_seat], date, fingerprint)


def online_entry(final: GameState, seat: int, date: str, fingerprint: str) -> tuple[str, HighScore] | None:
    """The table and entry of the finished online game ``final`` if the side of the player at
    ``seat`` won it (under the player's name), else None.  ``date``: ISO ``YYYY-MM-DD``."""
    if not side_won(final, seat):
        return None
    return online_table(final.ruleset), HighScore(turns_elapsed(final), final.names[seat], date, fingerprint)
