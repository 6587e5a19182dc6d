"""The game so far in the log, for a person who comes back to an online table (after a drop or a
restart of the app) or starts watching in the middle: the server's ``history`` (docs/protocol.md)
turned into the log's entries, written as live play writes them."""

from __future__ import annotations

import dataclasses
from typing import Any

from ...model.state import GameState
from ...online.mirror import MirrorError, mirror_events
from ...view.text.describe import log_entry
from ...view.text.log_entry import LogEntry


def history_entries(actions: object, state: GameState, upto: int) -> list[LogEntry]:
    """The log entries of the first ``upto`` of ``history.actions`` (each ``seat``, ``action``,
    ``events``, ``round``, ``turn``), in the words of ``state``'s names and colours; an entry the app
    cannot read is left out."""
    entries: list[LogEntry] = []
    if not isinstance(actions, list):
        return entries
    for item in actions[:upto]:
        entry = _entry(item, state)
        if entry is not None:
            entries.append(entry)
    return entries


def _entry(item: Any, state: GameState) -> LogEntry | None:
    if not isinstance(item, dict):
        return None
    seat, round_, turn = item.get("seat"), item.get("round"), item.get("turn")
    if not all(isinstance(n, int) for n in (seat, round_, turn)) or not 0 <= seat < len(state.names):
        return None
    try:
        events = mirror_events(item.get("events") or ())
    except MirrorError:
        return None
    then = dataclasses.replace(state, round=round_, turn=turn)
    return log_entry(seat, str(item.get("action", "")), events, then, then)
