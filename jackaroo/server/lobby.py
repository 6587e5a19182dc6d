"""The lobby's list of public tables: those with an open seat first, newest first, in pages, or
looked up by the start of the host's name (in any script, case aside); a list nobody can flood,
since a page is bounded and a table needs its creator's address (:mod:`.addresses`) to stay under
its limit.

The order is kept until a table changes what it lists (:meth:`Listing.invalidate`), so a request
costs a page, not a sort of every table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ..online.names import name_key
from .seats import OPEN

if TYPE_CHECKING:
    from .table import Table


def listed(table: Table) -> bool:
    """Whether ``table`` is in the lobby's list: public, and its game not over."""
    return not table.private and table.status != "over"


def has_open_seat(table: Table) -> bool:
    """Whether a person may still sit at ``table``."""
    return table.match is None and any(seat.kind == OPEN for seat in table.seats)


class Listing:
    """The listed tables of ``tables`` (a callable giving every table now) in lobby order."""

    def __init__(self, tables: Callable[[], Iterable[Table]]) -> None:
        self._tables = tables
        self._order: list[Table] | None = None
        self._hosts: list[str] = []  # each listed table's host's name key, in lobby order

    def invalidate(self) -> None:
        """A table changed what it lists (seats, status, spectators) or came or went."""
        self._order = None

    def order(self) -> list[Table]:
        """The listed tables: those with an open seat first, then the others, newest first in each."""
        if self._order is None:
            order = sorted(
                (t for t in self._tables() if listed(t)), key=lambda t: (not has_open_seat(t), -t.created)
            )
            self._order = order
            self._hosts = [name_key(table.seats[table.host].name) for table in order]
        return self._order

    def page(self, offset: int, limit: int, host: str | None = None) -> dict[str, Any]:
        """The ``tables`` message's fields: ``tables`` (at most ``limit`` summaries from ``offset``),
        ``total`` (how many are listed, or hosted by someone whose name begins with ``host``:
        "al" finds Alice and ALI, "سا" finds سارة) and ``offset``."""
        order = self.order()
        if host is not None:
            start = name_key(host)
            order = [table for table, key in zip(order, self._hosts, strict=True) if key.startswith(start)]
        return {
            "tables": [t.summary() for t in order[offset : offset + limit]],
            "total": len(order),
            "offset": offset,
        }
