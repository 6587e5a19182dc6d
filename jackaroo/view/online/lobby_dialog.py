"""A server's lobby: its public tables, their rules and seats, with Join and Watch (Game > Play
online…, "Open a server's lobby").  It only asks; the controller connects and pages (docs/online.md,
"In the app")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...online.protocol import MAX_NAME
from ..text.bidi import fill
from ..text.names import level_name, ruleset_name
from .row_list import row_list

#: tables a page of the lobby shows
LOBBY_PAGE = 20


def seats_words(seats: list[Any]) -> str:
    """A table summary's seats in words: names, CPU levels, open seats."""
    words = []
    for seat in seats:
        if not isinstance(seat, dict):
            continue
        kind, name = str(seat.get("kind", "")), str(seat.get("name") or "")
        if kind == "human":
            words.append(name or LobbyDialog.tr_open())
        elif kind == "open":
            words.append(LobbyDialog.tr_open())
        elif kind != "none":
            words.append(level_name(kind))
    return ", ".join(words)


class LobbyDialog(QDialog):
    """A server's public tables: Join sits at one, Watch watches it."""

    join_requested = Signal(str)
    watch_requested = Signal(str)
    refresh_requested = Signal()
    #: "New table…": open a table on this server
    new_table_requested = Signal()

    def __init__(self, address: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(fill(self.tr("Tables at {address}"), address=address))
        self.resize(640, 360)
        layout = QVBoxLayout(self)
        search = QHBoxLayout()
        self.host_edit = QLineEdit()
        self.host_edit.setMaxLength(MAX_NAME)
        self.host_edit.setPlaceholderText(self.tr("every host"))
        self.host_edit.setClearButtonEnabled(True)
        self.host_edit.returnPressed.connect(self._searched)
        host_label = QLabel(self.tr("&Host's name:"))
        host_label.setBuddy(self.host_edit)
        search.addWidget(host_label)
        search.addWidget(self.host_edit, 1)
        layout.addLayout(search)
        self.list = row_list([self.tr("Rules"), self.tr("Status"), self.tr("Seats"), self.tr("Watching")])
        self.list.horizontalHeader().setStretchLastSection(False)
        self.list.horizontalHeader().setSectionResizeMode(2, self.list.horizontalHeader().ResizeMode.Stretch)
        self.list.verticalHeader().hide()
        layout.addWidget(self.list, 1)
        pages = QHBoxLayout()
        self.page_label = QLabel()
        self.previous_button = QPushButton(self.tr("&Previous"))
        self.next_button = QPushButton(self.tr("Ne&xt"))
        self.previous_button.clicked.connect(lambda: self._turn_page(-1))
        self.next_button.clicked.connect(lambda: self._turn_page(1))
        pages.addWidget(self.page_label, 1)
        pages.addWidget(self.previous_button)
        pages.addWidget(self.next_button)
        layout.addLayout(pages)
        #: the first table of the page shown, and how many there are in all
        self.offset, self.total = 0, 0
        self.empty = QLabel(self.tr("No public table is open. Open a new one, or ask for a code."))
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        #: what the lobby says of the selected table or the last request (full, refused)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        self.new_button = QPushButton(self.tr("&New table…"))
        self.new_button.clicked.connect(self.new_table_requested)
        row.addWidget(self.new_button)
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.join_button = QPushButton(self.tr("&Join"))
        self.watch_button = QPushButton(self.tr("&Watch"))
        close = QPushButton(self.tr("Close"))
        row.addWidget(self.refresh_button)
        row.addStretch(1)
        for button in (self.join_button, self.watch_button, close):
            row.addWidget(button)
        layout.addLayout(row)
        self.refresh_button.clicked.connect(self.refresh_requested)
        self.join_button.clicked.connect(lambda: self._chosen(self.join_requested))
        self.watch_button.clicked.connect(lambda: self._chosen(self.watch_requested))
        close.clicked.connect(self.reject)
        self.list.itemSelectionChanged.connect(self._selection)
        self.tables: list[dict[str, Any]] = []
        self.problem = ""
        self.show_tables([])

    def host_filter(self) -> str | None:
        """The host's name looked for (None: every table)."""
        return self.host_edit.text().strip() or None

    def _searched(self) -> None:
        self.offset = 0
        self.refresh_requested.emit()

    def _turn_page(self, step: int) -> None:
        self.offset = max(0, self.offset + step * LOBBY_PAGE)
        self.refresh_requested.emit()

    def show_page(self, offset: int, total: int) -> None:
        """Which page of how many tables the list shows."""
        self.offset, self.total = offset, total
        shown = len(self.tables)
        if total > shown:
            text = self.tr("Tables {first}–{last} of {total}")
            self.page_label.setText(fill(text, first=offset + 1, last=offset + shown, total=total))
        else:
            self.page_label.setText("")
        self.previous_button.setVisible(total > LOBBY_PAGE)
        self.next_button.setVisible(total > LOBBY_PAGE)
        self.previous_button.setEnabled(offset > 0)
        self.next_button.setEnabled(offset + shown < total)

    @staticmethod
    def tr_open() -> str:
        return QCoreApplication.translate("LobbyDialog", "open seat")

    def show_tables(self, tables: list[dict[str, Any]]) -> None:
        """The ``tables`` message's summaries (the selected table stays selected)."""
        chosen = self.selected()
        self.tables = [t for t in tables if isinstance(t.get("table"), str)]
        self.list.setRowCount(len(self.tables))
        statuses = {"lobby": self.tr("waiting"), "playing": self.tr("playing"), "over": self.tr("over")}
        for row, table in enumerate(self.tables):
            seats = table.get("seats")
            cells = (
                ruleset_name(str(table.get("ruleset", ""))),
                self.tr("full")
                if table.get("status") == "lobby" and table.get("open_seats") == 0
                else statuses.get(str(table.get("status")), str(table.get("status", ""))),
                seats_words(seats if isinstance(seats, list) else []),
                str(table.get("spectators", 0)),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, table["table"])
                self.list.setItem(row, column, item)
        self.list.resizeColumnsToContents()
        self.empty.setVisible(not self.tables)
        ids = [table["table"] for table in self.tables]
        if self.tables:
            self.list.selectRow(ids.index(chosen) if chosen in ids else 0)
        self._selection()

    def selected(self) -> str | None:
        """The id of the table selected, if any."""
        summary = self.selected_summary()
        return summary["table"] if summary is not None else None

    def selected_summary(self) -> dict[str, Any] | None:
        rows = self.list.selectionModel().selectedRows()
        return self.tables[rows[0].row()] if rows and rows[0].row() < len(self.tables) else None

    def _selection(self) -> None:
        """Join is offered only at a table with an open seat; Watch at any."""
        summary = self.selected_summary()
        full = summary is not None and summary.get("open_seats") == 0
        self.join_button.setEnabled(summary is not None and not full)
        self.watch_button.setEnabled(summary is not None)
        self.note.setText(self.tr("This table is full: you may watch it.") if full else self.problem)
        self.note.setVisible(bool(self.note.text()))

    def show_problem(self, text: str) -> None:
        """Say under the list why the last request was refused ("" for nothing)."""
        self.problem = text
        self._selection()

    def _chosen(self, signal: Any) -> None:
        """Join or Watch: asked of the server (the lobby closes once it has answered)."""
        table = self.selected()
        if table is not None:
            self.show_problem("")
            signal.emit(table)
