"""One entry of the game's log: an action's words (the card's line, then its effects) with its
notation line kept aside, the colour of the seat that acted and the turn it acted in
(:class:`~jackaroo.view.window.log_panel.LogPanel` shows them, grouped by turn of the table).  What
the action leads to in the next turn of the table (a seat that misses it, a new deal) is grouped
with that turn."""

from __future__ import annotations

from dataclasses import dataclass

INDENT = "    "


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One entry: ``words`` (the first line, then lines shown indented) and the optional
    ``notation`` line shown above them under View > Show notation; ``colour`` (a
    :class:`~jackaroo.model.board.Colour` name) of the seat that acted and the table's ``turn`` it
    acted in (a number that grows by turn of the table, :func:`table_turn`); None for a message.
    ``words[later:]`` (if ``later`` is not None) happened in the next turn of the table,
    ``later_turn``: a seat missing it, a new round dealt."""

    words: tuple[str, ...]
    notation: str | None = None
    colour: str | None = None
    turn: int | None = None
    later: int | None = None
    later_turn: int | None = None

    def lines(self, show_notation: bool) -> list[str]:
        """The entry as the log shows it."""
        return [line for _turn, group in self.groups(show_notation) for line in group]

    def groups(self, show_notation: bool) -> list[tuple[int | None, list[str]]]:
        """The entry's lines by the table's turn they belong to: (turn, lines), the action's own
        turn first (its first line plain, the rest indented), then the next turn's lines (plain),
        if any; with ``show_notation`` the notation line comes first and every word is indented."""
        cut = len(self.words) if self.later is None else self.later
        now, later = self.words[:cut], self.words[cut:]
        if show_notation and self.notation is not None:
            lines = [self.notation] + [INDENT + line for line in now]
        else:
            lines = [(INDENT + line if i else line) for i, line in enumerate(now)]
        groups = [(self.turn, lines)] if lines else []
        if later:
            groups.append((self.later_turn, list(later)))
        return groups


def table_turn(round_: int, turn: int) -> int:
    """Turn ``turn`` (from 0) of round ``round_`` (from 1) as one number that grows from one turn of
    the table to the next (a classic round has up to five turns; eight leave room)."""
    return 8 * (round_ - 1) + turn + 1
