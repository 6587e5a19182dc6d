"""One entry of the game's log: an action's words (the card's line, then its effects) with its
notation line kept aside, the colour of the seat that acted and the turn it acted in
(:class:`~jackaroo.view.window.log_panel.LogPanel` shows them, grouped by turn)."""

from __future__ import annotations

from dataclasses import dataclass

INDENT = "    "


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One entry: ``words`` (the first line, then lines shown indented) and the optional
    ``notation`` line shown above them under View > Show notation; ``colour`` (a
    :class:`~jackaroo.model.board.Colour` name) of the seat that acted and the game's ``turn``
    (``4 * (round - 1) + turn + 1``) it acted in; None for a message."""

    words: tuple[str, ...]
    notation: str | None = None
    colour: str | None = None
    turn: int | None = None

    def lines(self, show_notation: bool) -> list[str]:
        """The entry as the log shows it."""
        if show_notation and self.notation is not None:
            return [self.notation] + [INDENT + line for line in self.words]
        return [(INDENT + line if i else line) for i, line in enumerate(self.words)]
