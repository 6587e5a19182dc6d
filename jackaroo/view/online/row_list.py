"""The read-only lists of the online windows (the lobby's tables, the leaderboard, one's games): a
table of rows chosen whole, one at a time."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QTableWidget


def row_list(headers: list[str]) -> QTableWidget:
    """An empty read-only table with these column headers, whose rows are chosen whole, one at a
    time."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return table
