"""The Friends tab of the account window (docs/online.md, "Friends in the app"): one's friends,
each online or not and where (at a table: **Join** when it has an open seat, **Watch** when it may
be watched, **Invite** to one's own table), the requests waiting both ways (**Accept**,
**Decline**; **Cancel** one's own), a user name typed to **Add friend** or **Block**, and the
players blocked (**Unblock**).  A guest is told in one line that friends need a named account.

Names are other players' as they typed them: shown as plain text, isolated in a sentence.  It only
shows and asks: the controller sends.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...online.protocol import MAX_NAME
from ..buttons import DESTRUCTIVE, destructive, is_destructive
from ..text.bidi import fill
from ..text.names import ruleset_name


def friend_table(friend: dict[str, Any]) -> str | None:
    """The id of the table ``friend`` (an entry of ``friends``) is at (None: none, or offline)."""
    table = friend.get("table")
    found = table.get("table") if isinstance(table, dict) and friend.get("online") else None
    return found if isinstance(found, str) else None


def where_words(friend: dict[str, Any], here: str | None = None) -> str:
    """Whether ``friend`` (an entry of ``friends``) is online, and where (at table ``here``: the
    person's own)."""
    table = friend.get("table")
    if not friend.get("online"):
        return QCoreApplication.translate("FriendsPage", "Offline")
    if not isinstance(table, dict):
        return QCoreApplication.translate("FriendsPage", "Online")
    if here is not None and friend_table(friend) == here:
        return QCoreApplication.translate("FriendsPage", "Online, at your table")
    status, rules = table.get("status"), ruleset_name(str(table.get("ruleset") or ""))
    if status == "lobby":
        text = QCoreApplication.translate("FriendsPage", "Online, at a table waiting for players ({rules})")
        return fill(text, rules=rules)
    if status == "playing":
        return fill(
            QCoreApplication.translate("FriendsPage", "Online, playing at a table ({rules})"), rules=rules
        )
    if status == "over":
        return QCoreApplication.translate("FriendsPage", "Online, at a table whose game is over")
    return QCoreApplication.translate("FriendsPage", "Online, at a private table")


#: the rows a list of requests or blocks shows before it scrolls
FIT_ROWS = 4


class PeopleList(QTableWidget):
    """Rows of a user name, an optional line on them, and buttons that act on that user name."""

    def __init__(self, columns: int, fit: bool) -> None:
        super().__init__(0, columns)
        #: as high as its rows (up to :data:`FIT_ROWS`), else as the layout gives it
        self.fit = fit
        self.setWordWrap(True)
        self.horizontalHeader().sectionResized.connect(lambda *_args: self.resizeRowsToContents())
        self.horizontalHeader().hide()
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(columns - 2, QHeaderView.ResizeMode.Stretch)
        #: the user name of each row
        self.names: list[str] = []

    def show_rows(self, rows: list[tuple[list[str], list[tuple[str, Callable[[], None]]]]]) -> None:
        """Each row's texts (the user name first) and its buttons (text, what a click does)."""
        self.setRowCount(len(rows))
        self.names = [texts[0] for texts, _ in rows]
        for row, (texts, buttons) in enumerate(rows):
            for column, text in enumerate(texts):
                self.setItem(row, column, QTableWidgetItem(text))
            cell = QWidget()
            line = QHBoxLayout(cell)
            line.setContentsMargins(2, 0, 2, 0)
            line.addStretch(1)  # (the buttons at the row's end, each as wide as its text)
            for text, act, *harm in buttons:
                button = destructive(QPushButton(text)) if harm else QPushButton(text)
                button.clicked.connect(lambda _on=False, act=act: act())
                line.addWidget(button)
            self.setCellWidget(row, self.columnCount() - 1, cell)
        self.resizeColumnsToContents()
        self.horizontalHeader().setSectionResizeMode(self.columnCount() - 2, QHeaderView.ResizeMode.Stretch)
        self.resizeRowsToContents()
        if self.fit:
            shown = sum(self.rowHeight(row) for row in range(min(len(rows), FIT_ROWS)))
            self.setFixedHeight(shown + 2 * self.frameWidth())

    def buttons(self, name: str) -> dict[str, QPushButton]:
        """The buttons of ``name``'s row by their text (without ``&``): {} if not listed."""
        if name not in self.names:
            return {}
        cell = self.cellWidget(self.names.index(name), self.columnCount() - 1)
        return {b.text().replace("&", ""): b for b in cell.findChildren(QPushButton)}


class FriendsPage(QWidget):
    """Friends, requests and blocks of the account signed in (named accounts only)."""

    add_requested = Signal(str)
    accept_requested = Signal(str)
    #: remove a friend, decline a request or withdraw one's own
    remove_requested = Signal(str)
    block_requested = Signal(str)
    unblock_requested = Signal(str)
    #: a table's id: take an open seat there
    join_requested = Signal(str)
    #: a friend's user name: watch their table
    watch_requested = Signal(str)
    #: a friend's user name: invite them to one's table
    invite_requested = Signal(str)
    refresh_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.status = self._label()
        layout.addWidget(self.status)
        self.problem = self._label("color: #b71c1c")
        layout.addWidget(self.problem)
        self.done = self._label("color: #0d47a1")
        layout.addWidget(self.done)
        self.body = QWidget()
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        add = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setPlaceholderText(self.tr("User name"))
        label = QLabel(self.tr("&User name:"))
        label.setBuddy(self.name_edit)
        self.add_button = QPushButton(self.tr("Add fr&iend"))
        self.block_button = destructive(QPushButton(self.tr("&Block")))
        for widget in (label, self.name_edit, self.add_button, self.block_button):
            add.addWidget(widget)
        body.addLayout(add)
        self.friends_box, self.friends = self._group(self.tr("Friends"), 3, fit=False)
        self.friends_note = self._label()
        self.friends.parentWidget().layout().addWidget(self.friends_note)  # type: ignore[union-attr]
        body.addWidget(self.friends_box, 1)
        self.incoming_box, self.incoming = self._group(self.tr("Asking to be your friends"), 2, fit=True)
        body.addWidget(self.incoming_box)
        self.outgoing_box, self.outgoing = self._group(self.tr("Your requests waiting"), 2, fit=True)
        body.addWidget(self.outgoing_box)
        self.blocked_box, self.blocked = self._group(self.tr("Blocked players"), 2, fit=True)
        body.addWidget(self.blocked_box)
        layout.addWidget(self.body, 1)
        row = QHBoxLayout()
        self.refresh_button = QPushButton(self.tr("Refre&sh"))
        row.addWidget(self.refresh_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.add_button.clicked.connect(lambda: self._typed(self.add_requested))
        self.name_edit.returnPressed.connect(lambda: self._typed(self.add_requested))
        self.block_button.clicked.connect(self._block_typed)
        self.refresh_button.clicked.connect(self.refresh_requested)
        self.name_edit.textChanged.connect(self._validate)
        self.at_table = False
        #: the id of the table this app sits at or watches (None: none), where no friend is invited
        self.table_here: str | None = None
        self.show_state(None)

    def _label(self, style: str = "") -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setStyleSheet(style)
        label.hide()
        return label

    def _group(self, title: str, columns: int, fit: bool) -> tuple[QGroupBox, PeopleList]:
        box = QGroupBox(title)
        people = PeopleList(columns, fit)
        QVBoxLayout(box).addWidget(people)
        return box, people

    def _validate(self, *_args: object) -> None:
        typed = bool(self.name_edit.text().strip())
        self.add_button.setEnabled(typed)
        self.block_button.setEnabled(typed)

    def _typed(self, signal: Any) -> None:
        name = self.name_edit.text().strip()
        if name:
            self.say("")
            self.name_edit.clear()
            signal.emit(name)

    def _block_typed(self) -> None:
        name = self.name_edit.text().strip()
        if name and self._sure(
            self.tr("Block"),
            fill(self.tr("Block {name}? They can no longer ask you, invite you or chat to you."), name=name),
        ):
            self._typed(self.block_requested)

    def _sure(self, title: str, question: str) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, title, question, buttons, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _remove(self, name: str) -> None:
        if self._sure(self.tr("Remove friend"), fill(self.tr("Remove {name} from your friends?"), name=name)):
            self.remove_requested.emit(name)

    # -- what the controller shows ----------------------------------------------------------------
    def show_state(self, named: bool | None, name: str = "", server: str = "") -> None:
        """Signed in to a named account (True), as a guest (False), or not (None)."""
        if named is None:
            text = self.tr("Not signed in.")
        elif not named:
            text = self.tr("Friends need a named account: sign up on the Account tab.")
        else:
            text = fill(self.tr("Friends of {name} at {server}"), name=name, server=server)
        self.status.setText(text)
        self.status.show()
        self.body.setVisible(bool(named))
        self.refresh_button.setVisible(bool(named))
        if not named:
            self.say("")
        self._validate()

    def show_friends(self, reply: dict[str, Any]) -> None:
        """A ``friends`` reply: each list, each row with what can be done."""
        friends = [f for f in _listed(reply, "friends") if isinstance(f, dict) and f.get("name")]
        self.friends.show_rows([self._friend_row(f) for f in friends])
        self.friends_note.setText(
            self.tr("No friends yet: type a user name above and Add friend.") if not friends else ""
        )
        self.friends_note.setVisible(not friends)
        incoming = [str(n) for n in _listed(reply, "incoming")]
        self.incoming.show_rows(
            [
                (
                    [n],
                    [
                        (self.tr("Accept"), self._emit(self.accept_requested, n)),
                        (self.tr("Decline"), self._emit(self.remove_requested, n)),
                    ],
                )
                for n in incoming
            ]
        )
        self.incoming_box.setVisible(bool(incoming))
        outgoing = [str(n) for n in _listed(reply, "outgoing")]
        self.outgoing.show_rows(
            [([n], [(self.tr("Cancel"), self._emit(self.remove_requested, n))]) for n in outgoing]
        )
        self.outgoing_box.setVisible(bool(outgoing))
        blocked = [str(n) for n in _listed(reply, "blocked")]
        self.blocked.show_rows(
            [([n], [(self.tr("Unblock"), self._emit(self.unblock_requested, n))]) for n in blocked]
        )
        self.blocked_box.setVisible(bool(blocked))
        # the lists are made anew: the button clicked is gone, and the focus would fall on the next
        # row's (a friend's Remove); the person's next step is typing a name or the list itself
        holder = QApplication.focusWidget()
        inside = holder is not None and self.isAncestorOf(holder)
        lost = holder is None or (inside and (not holder.isVisible() or is_destructive(holder)))
        if self.isVisible() and lost:
            self.name_edit.setFocus()

    def _friend_row(self, friend: dict[str, Any]) -> tuple[list[str], list[tuple[str, Callable[[], None]]]]:
        name = str(friend["name"])
        found = friend.get("table")
        table: dict[str, Any] = found if isinstance(found, dict) else {}
        buttons: list[tuple[str, Callable[[], None]]] = []
        # a friend at one's own table already: nothing to join, watch or invite them to
        elsewhere = self.table_here is None or friend_table(friend) != self.table_here
        if elsewhere and table.get("joinable") and isinstance(table.get("table"), str):
            buttons.append((self.tr("Join"), self._emit(self.join_requested, table["table"])))
        if elsewhere and table.get("watchable"):
            buttons.append((self.tr("Watch"), self._emit(self.watch_requested, name)))
        if elsewhere and friend.get("online") and self.at_table:
            buttons.append((self.tr("Invite"), self._emit(self.invite_requested, name)))
        buttons.append((self.tr("Remove"), lambda: self._remove(name), DESTRUCTIVE))
        return [name, where_words(friend, self.table_here)], buttons

    @staticmethod
    def _emit(signal: Any, value: str) -> Callable[[], None]:
        return lambda: signal.emit(value)

    def say(self, text: str, problem: bool = False) -> None:
        """What the last request did (or, ``problem``, why it was refused); "" for nothing."""
        self.problem.setText(text if problem else "")
        self.problem.setVisible(problem and bool(text))
        self.done.setText("" if problem else text)
        self.done.setVisible(not problem and bool(text))


def _listed(reply: dict[str, Any], key: str) -> list[Any]:
    value = reply.get(key)
    return value if isinstance(value, list) else []
