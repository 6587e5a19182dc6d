"""Game > Play online…: the ways to a table.

:class:`PlayOnlineDialog` asks how: host a table on this computer (a server is started here), join a
table with an address and an invitation code, open a server's lobby
(:class:`~jackaroo.view.online.lobby_dialog.LobbyDialog`), play now, or return to a seat kept.  It
only asks; the controller connects (docs/online.md, "In the app").
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QClipboard, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...online.links import MAX_LINK, SCHEME, LinkError, is_link, parse_link
from ...online.protocol import MAX_NAME
from ..dialogs.screen_fit import fit_to_screen, scroll_area
from ..dialogs.start import ruleset_box
from ..settings.play_now_memory import PlayNowChoice, remembered_play_now
from ..settings.seats import CLASSIC_RULES
from ..text.bidi import fill
from .play_now import PlayNowBox
from .servers import RecentServers

#: the address a new Join or Lobby offers
DEFAULT_ADDRESS = "ws://127.0.0.1:8765"

HOST, JOIN, LOBBY, RETURN, PLAY_NOW = "host", "join", "lobby", "return", "play_now"


@dataclass(frozen=True)
class OnlineChoice:
    """What the dialog was told: ``way`` (host, join or lobby), the person's ``name``, and for
    hosting the ``ruleset`` and whether the table is ``private``; else the server's ``address`` and,
    to join, the invitation ``code``; for Play now what to be matched for (``quick``)."""

    way: str
    name: str
    ruleset: str = CLASSIC_RULES
    private: bool = True
    address: str = DEFAULT_ADDRESS
    code: str = ""
    quick: PlayNowChoice | None = None


class PlayOnlineDialog(QDialog):
    """How to play online: host, join with a code, or a server's lobby."""

    #: "Account and leaderboard…": the dialog closes, and the account window of its server opens
    account_requested = Signal()

    def __init__(
        self, name: str, address: str = DEFAULT_ADDRESS, parent: QWidget | None = None, kept: str = ""
    ) -> None:
        """``kept``: the address of the seat kept from the last online game ("" for none): a fourth
        way takes it back."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play online"))
        outer = QVBoxLayout(self)
        #: what went wrong the last time (shown when the dialog opens again after an error)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setStyleSheet("color: #b71c1c")
        self.problem.hide()
        outer.addWidget(self.problem)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.name_edit = QLineEdit(name[:MAX_NAME])
        self.name_edit.setMaxLength(MAX_NAME)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        layout.addLayout(form)
        self.ways = QButtonGroup(self)
        self.host_button = QRadioButton(self.tr("&Host a table on this computer"))
        self.join_button = QRadioButton(self.tr("&Join a table with its address and code"))
        self.lobby_button = QRadioButton(self.tr("Open a server's &lobby"))
        self.play_now_button = QRadioButton(self.tr("Play no&w: a table with players of your level"))
        self.play_now = PlayNowBox(remembered_play_now())
        self.host_button.setChecked(True)
        host, join = self._host_box(), self._join_box(address)
        self.return_button = QRadioButton(fill(self.tr("Re&turn to my seat at {address}"), address=kept))
        self.return_button.setVisible(bool(kept))
        if kept:  # coming back to one's seat is what a person with a seat kept most likely wants
            self.return_button.setChecked(True)
        ways = [
            (self.host_button, host),
            (self.join_button, join),
            (self.lobby_button, None),
            (self.play_now_button, self.play_now),
        ]
        for button, box in [*ways, (self.return_button, None)]:
            self.ways.addButton(button)
            layout.addWidget(button)
            if box is not None:
                layout.addWidget(box)
        self.ways.buttonToggled.connect(self._validate)
        # after _validate (slots run in the order connected), which enables the address first
        self.ways.buttonToggled.connect(self._joining_chosen)
        self.name_edit.textChanged.connect(self._validate)
        self.code_edit.textChanged.connect(self._validate)
        self.address_edit.textChanged.connect(self._validate)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Connect"))
        self.account_button = self.buttons.addButton(
            self.tr("Acc&ount and leaderboard…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.account_button.clicked.connect(self._account)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        #: the ways, scrolling on a screen too low for them (Arabic's taller lines, the recent
        #: servers, a seat to return to); what went wrong and the buttons stay in view
        self.scroll = scroll_area(content)
        outer.addWidget(self.scroll)
        outer.addWidget(self.buttons)
        self._hosting, self._joining = host, join
        self._validate()

    def _host_box(self) -> QGroupBox:
        """The host's choices: the rules, private or not."""
        host = QGroupBox()
        host_form = QFormLayout(host)
        self.ruleset_box = ruleset_box(CLASSIC_RULES)
        host_form.addRow(self.tr("&Rules:"), self.ruleset_box)
        self.private_box = QCheckBox(self.tr("Private: only people with the code may join"))
        self.private_box.setChecked(True)
        host_form.addRow(self.private_box)
        host_form.addRow(QLabel(self.tr("The others join with the address and code shown next.")))
        return host

    def _join_box(self, address: str) -> QGroupBox:
        """Where to join: the servers reached before, the address, the table's code."""
        join = QGroupBox()
        join_form = QFormLayout(join)
        self.address_edit = QLineEdit(address)
        self.code_edit = QLineEdit()
        self.code_edit.setMaxLength(MAX_LINK)  # room for an invitation link pasted here
        self.code_edit.setPlaceholderText(self.tr("the code the host gave you"))
        # the servers reached before (filled by the controller); choosing one fills the address
        self.recent = RecentServers()
        self.recent.chosen.connect(self.address_edit.setText)
        self.address_edit.textChanged.connect(self.recent.select)
        self.address_edit.textChanged.connect(self._link_pasted)
        self.code_edit.textChanged.connect(self._link_pasted)
        join_form.addRow(self.recent)
        join_form.addRow(self.tr("&Address:"), self.address_edit)
        join_form.addRow(self.tr("&Code:"), self.code_edit)
        return join

    def _link_pasted(self, text: str) -> None:
        """An invitation link pasted into the address or the code (a friend sent the link, and the
        desktop does not open it here): its server goes to the address and its code to the code, as
        if each had been typed where it belongs.  Pasted over the whole field or into what it held
        (a click in the offered address leaves it unselected): the link is then read from the
        clipboard the paste came from.  Anything else is left as typed."""
        link = text if is_link(text) else _pasted_link(text)
        if link is None:
            return
        try:
            invitation = parse_link(link)
        except LinkError:
            return  # Connect then says that no server answers at that address
        self.address_edit.setText(invitation.address)
        self.code_edit.setText(invitation.code)

    def showEvent(self, event: QShowEvent) -> None:
        """Each time it opens: as high as what it shows now asks (a problem, the recent servers),
        or as the screen allows."""
        fit_to_screen(self, self.scroll)
        # the name field has the focus as the dialog opens: a name typed then replaces the one
        # offered (at first "Player") rather than running on after it; Return keeps it
        self.name_edit.selectAll()
        super().showEvent(event)

    def _joining_chosen(self, button: QAbstractButton, chosen: bool) -> None:
        """The person chose to join a table: the address is typed next, over the one offered."""
        if button is self.join_button and chosen and self.isVisible():  # not restore() before
            self.address_edit.setFocus()
            self.address_edit.selectAll()

    def _account(self) -> None:
        self.account_requested.emit()
        self.reject()

    def set_problem(self, text: str) -> None:
        """Say what went wrong with the last attempt ("" for nothing)."""
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def restore(self, choice: OnlineChoice) -> None:
        """Show ``choice`` as it was typed (the way, name, rules, address and code)."""
        buttons = {
            HOST: self.host_button,
            JOIN: self.join_button,
            LOBBY: self.lobby_button,
            PLAY_NOW: self.play_now_button,
        }
        button = self.return_button if choice.way == RETURN and self.return_button.isVisibleTo(self) else None
        (button or buttons.get(choice.way, self.host_button)).setChecked(True)
        self.name_edit.setText(choice.name)
        self.ruleset_box.setCurrentIndex(max(0, self.ruleset_box.findData(choice.ruleset)))
        self.private_box.setChecked(choice.private)
        if choice.address:
            self.address_edit.setText(choice.address)
        self.code_edit.setText(choice.code)
        if choice.quick is not None:
            self.play_now.show_choice(choice.quick)
        self._validate()

    def way(self) -> str:
        if self.return_button.isChecked():
            return RETURN
        if self.join_button.isChecked():
            return JOIN
        if self.play_now_button.isChecked():
            return PLAY_NOW
        return LOBBY if self.lobby_button.isChecked() else HOST

    def _validate(self, *_args: object) -> None:
        way = self.way()
        self._hosting.setEnabled(way == HOST)
        self.code_edit.setEnabled(way == JOIN)
        self.address_edit.setEnabled(way in (JOIN, LOBBY, PLAY_NOW))
        self._joining.setEnabled(way in (JOIN, LOBBY, PLAY_NOW))
        self.play_now.setEnabled(way == PLAY_NOW)
        ok = bool(self.name_edit.text().strip()) and (
            way in (HOST, RETURN) or bool(self.address_edit.text().strip())
        )
        ok = ok and (way != JOIN or bool(self.code_edit.text().strip()))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def choice(self) -> OnlineChoice:
        address = self.address_edit.text().strip()
        if address and "://" not in address:
            address = f"ws://{address}"
        return OnlineChoice(
            way=self.way(),
            name=self.name_edit.text().strip(),
            ruleset=str(self.ruleset_box.currentData()),
            private=self.private_box.isChecked(),
            address=address,
            code=self.code_edit.text().strip().upper(),
            quick=self.play_now.choice() if self.way() == PLAY_NOW else None,
        )


def _pasted_link(text: str) -> str | None:
    """The invitation link on the clipboard (or the X11 selection, pasted by a middle click) when
    ``text`` holds it among other text; None otherwise (the clipboard is read only when ``text``
    names our scheme, not on every key typed)."""
    if f"{SCHEME}:" not in text.lower():
        return None
    clipboard = QGuiApplication.clipboard()
    for mode in (QClipboard.Mode.Clipboard, QClipboard.Mode.Selection):
        pasted = clipboard.text(mode).strip()
        if pasted and is_link(pasted) and pasted in text:
            return pasted
    return None
