"""How strong each CPU level is, as the arena measured it: the figures the start dialog shows.

``python -m jackaroo.arena --seats expert,random,random,random --games 400 --save-strength`` plays
the games, then writes the first entry's result into ``strength.json`` beside this module (one
record per level, opponents, ruleset and table size; a new measurement replaces the old) and the
table between the ``strength`` markers of ``docs/ai.md``, with the command that measured each
figure.  Nothing here is typed by hand.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

#: the measured figures, shipped with the package
STRENGTH_FILE = Path(__file__).with_name("strength.json")
#: the markers of the generated table in docs/ai.md
BEGIN, END = "<!-- strength:begin -->", "<!-- strength:end -->"


@dataclass(frozen=True)
class Strength:
    """``level`` won ``wins`` of ``games`` against ``opponents`` (one level, every other seat) in a
    ``players``-seat game of ``ruleset``; ``low``..``high`` is the 95 % Wilson interval of its win
    rate; ``command`` measured it."""

    level: str
    opponents: str
    players: int
    ruleset: str
    games: int
    wins: int
    low: float
    high: float
    command: str

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def key(self) -> tuple[str, str, int, str]:
        return (self.level, self.opponents, self.players, self.ruleset)


def load(path: Path = STRENGTH_FILE) -> tuple[Strength, ...]:
    """The figures in ``path`` (none if it is missing or unreadable: the dialog then shows none)."""
    try:
        items = json.loads(path.read_text(encoding="utf-8"))
        return tuple(Strength(**item) for item in items)
    except (OSError, ValueError, TypeError):
        return ()


def from_report(report: dict[str, Any], command: str) -> Strength:
    """The first entry's figure in an arena ``report`` (``run_arena``); ValueError unless every other
    seat plays one and the same level."""
    levels = list(report["seats"])
    opponents = set(levels[1:])
    if len(opponents) != 1:
        raise ValueError(f"--save-strength needs one level against one other, not {levels}")
    entry = report["entries"][0]
    low, high = entry["ci95"]
    return Strength(
        levels[0],
        opponents.pop(),
        len(levels),
        report["ruleset"],
        entry["games"],
        entry["wins"],
        low,
        high,
        command,
    )


def save(strength: Strength, path: Path = STRENGTH_FILE, docs: Path | None = None) -> tuple[Strength, ...]:
    """Put ``strength`` in ``path`` (replacing a figure of the same level, opponents, table and rules)
    and, if ``docs`` is given, its generated table; returns every figure now kept."""
    kept = {item.key(): item for item in load(path)}
    kept[strength.key()] = strength
    figures = tuple(sorted(kept.values(), key=lambda s: (s.ruleset, s.players, s.opponents, s.level)))
    path.write_text(json.dumps([asdict(s) for s in figures], indent=1) + "\n", encoding="utf-8")
    if docs is not None:
        text = docs.read_text(encoding="utf-8")
        block = f"{BEGIN}\n{markdown_table(figures)}{END}"
        pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.DOTALL)
        text = pattern.sub(lambda _m: block, text) if pattern.search(text) else text + "\n" + block + "\n"
        docs.write_text(text, encoding="utf-8")
    return figures


def markdown_table(figures: tuple[Strength, ...]) -> str:
    """The figures as a Markdown table (one row each, with its command)."""
    rows = [
        "| level | against | rules, seats | wins | games | win rate (95 % Wilson) | command |",
        "|---|---|---|---|---|---|---|",
    ]
    for s in figures:
        rows.append(
            f"| {s.level} | {s.opponents} | {s.ruleset}, {s.players} | {s.wins} | {s.games} "
            f"| {s.rate:.1%} ({s.low:.1%}-{s.high:.1%}) | `{s.command}` |"
        )
    return "\n".join(rows) + "\n"
