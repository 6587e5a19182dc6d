"""The Play online dialog's recent servers: the servers the person reached before, most recent
first, each with whether it answers and how many people play there now.

:class:`RecentServers` only shows and asks: choosing a row puts its address in the dialog's
address field (:attr:`RecentServers.chosen`); Forget (or the Delete key) asks to remove it
(:attr:`RecentServers.forgotten`).  The controller fills the list, asks each server how many play
there (docs/online.md, "Recent servers") and says each answer with :meth:`RecentServers.show_playing`
or :meth:`RecentServers.show_unreachable`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...online.links import short_address
from ..text.bidi import fill

#: rows the list shows without scrolling
ROWS_SHOWN = 4


class RecentServers(QWidget):
    """The recent servers, each with its state: "checking…", "12 playing" or "unreachable"."""

    #: a row was chosen: its server's address
    chosen = Signal(str)
    #: Forget: this address leaves the list
    forgotten = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self.tr("Recent &servers:"))
        self.list = QTreeWidget()
        self.label.setBuddy(self.list)
        self.list.setColumnCount(2)
        self.list.setHeaderLabels([self.tr("Server"), self.tr("Now")])
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.list.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.list.header().setStretchLastSection(False)
        row_height = self.list.fontMetrics().height() + 8
        self.list.setFixedHeight(self.list.header().sizeHint().height() + ROWS_SHOWN * row_height + 4)
        self.list.currentItemChanged.connect(self._current)
        self.list.installEventFilter(self)
        self.forget_button = QPushButton(self.tr("&Forget"))
        self.forget_button.setToolTip(self.tr("Remove the selected server from this list"))
        self.forget_button.clicked.connect(self._forget)
        head = QHBoxLayout()
        head.addWidget(self.label, 1)
        head.addWidget(self.forget_button)
        layout.addLayout(head)
        layout.addWidget(self.list)
        self._quiet = False
        self.set_servers([])

    # -- what the controller says -----------------------------------------------------------------
    def set_servers(self, addresses: list[str]) -> None:
        """The list shows ``addresses`` (most recent first), each "checking…" until told."""
        self._quiet = True
        self.list.clear()
        for address in addresses:
            item = QTreeWidgetItem([self._shown(address), self.tr("checking…")])
            item.setData(0, Qt.ItemDataRole.UserRole, address)
            self.list.addTopLevelItem(item)
        self._quiet = False
        self.setVisible(bool(addresses))
        self._enable()

    def addresses(self) -> list[str]:
        """The addresses listed, in order."""
        return [self._address(self.list.topLevelItem(row)) for row in range(self.list.topLevelItemCount())]

    def state(self, address: str) -> str:
        """What the list says of ``address`` ("" if it is not listed)."""
        item = self._item(address)
        return item.text(1) if item is not None else ""

    def show_playing(self, address: str, playing: int) -> None:
        """``address`` answered: ``playing`` people sit at its tables."""
        self._say(address, fill(self.tr("{count} playing"), count=playing), error=False)

    def show_unreachable(self, address: str) -> None:
        """No game server answered at ``address``."""
        self._say(address, self.tr("unreachable"), error=True)

    def select(self, address: str) -> None:
        """Select the row of ``address`` (as typed: ``host:port`` is ``ws://host:port``; no row if it
        is not listed), without saying it was chosen."""
        address = address.strip()
        self._quiet = True
        item = self._item(address if "://" in address else f"ws://{address}")
        if item is None:
            self.list.setCurrentIndex(QModelIndex())
            self.list.clearSelection()
        else:
            self.list.setCurrentItem(item)
        self._quiet = False
        self._enable()

    # -- the person -------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Delete (or Backspace) in the list forgets the selected server."""
        deleting = (
            watched is self.list
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
        )
        if deleting and self._selected() is not None:
            self._forget()
            return True
        return False

    def _current(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        self._enable()
        if item is not None and not self._quiet:
            self.chosen.emit(self._address(item))

    def _forget(self) -> None:
        item = self._selected()
        if item is None:
            return
        address = self._address(item)
        self._quiet = True
        self.list.takeTopLevelItem(self.list.indexOfTopLevelItem(item))
        self.list.clearSelection()
        self.list.setCurrentIndex(QModelIndex())
        self._quiet = False
        self._enable()
        self.forgotten.emit(address)

    # -- rows -------------------------------------------------------------------------------------
    def _say(self, address: str, text: str, *, error: bool) -> None:
        item = self._item(address)
        if item is not None:
            item.setText(1, text)
            item.setForeground(1, self.palette().placeholderText() if error else self.palette().text())

    def _selected(self) -> QTreeWidgetItem | None:
        items = self.list.selectedItems()
        return items[0] if items else None

    def _item(self, address: str) -> QTreeWidgetItem | None:
        for row in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(row)
            if self._address(item) == address:
                return item
        return None

    def _shown(self, address: str) -> str:
        """``address`` as the list shows it: left to right also in a right-to-left list (between
        LEFT-TO-RIGHT MARKs, or "[::1]:9999" reads "9999:[::1]"; Qt's item views do not honour
        directional isolates here)."""
        text = short_address(address)
        return f"\u200e{text}\u200e" if self.isRightToLeft() else text

    @staticmethod
    def _address(item: QTreeWidgetItem | None) -> str:
        return str(item.data(0, Qt.ItemDataRole.UserRole)) if item is not None else ""

    def _enable(self) -> None:
        self.forget_button.setEnabled(self._selected() is not None)
