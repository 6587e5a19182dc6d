"""New table: a table opened from a server's lobby, on any server (docs/online.md, "In the app").

:class:`NewTableDialog` asks for the rules, whether the table is private (only people with its code
may join) or public (listed in the lobby), and the turn clock: off, 30 s, 60 s or 2 minutes a
person's action.  Until the clock is chosen it follows the server's own default: 60 s for a public
table, where strangers meet, and 2 minutes for a private one.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..dialogs.start import ruleset_box
from ..settings.seats import CLASSIC_RULES
from ..text.bidi import fill

#: the turn clocks offered, in seconds (0: off), as the protocol's ``turn_seconds``
TURN_SECONDS = (0, 30, 60, 120)


@dataclass(frozen=True)
class NewTable:
    """What a new table is to be: ``ruleset``, ``private``, ``turn_seconds``."""

    ruleset: str
    private: bool
    turn_seconds: int


class NewTableDialog(QDialog):
    """The settings of a table to open on the lobby's server."""

    def __init__(self, address: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New table"))
        layout = QVBoxLayout(self)
        where = QLabel(fill(self.tr("A table of your own at {address}; you sit first."), address=address))
        where.setWordWrap(True)
        layout.addWidget(where)
        form = QFormLayout()
        self.ruleset_box = ruleset_box(CLASSIC_RULES)
        form.addRow(self.tr("&Rules:"), self.ruleset_box)
        self.private_box = QCheckBox(self.tr("&Private: only people with the code may join"))
        form.addRow(self.private_box)
        self.clock_box = QComboBox()
        for seconds in TURN_SECONDS:
            self.clock_box.addItem(self.clock_words(seconds), seconds)
        form.addRow(self.tr("&Turn clock:"), self.clock_box)
        layout.addLayout(form)
        self._clock_chosen = False
        self._follow_privacy()
        self.private_box.toggled.connect(self._follow_privacy)
        self.clock_box.activated.connect(self._chosen)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        buttons.button(ok).setText(self.tr("&Open the table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def clock_words(self, seconds: int) -> str:
        """A turn clock in words."""
        if seconds == 0:
            return self.tr("Off")
        if seconds % 60 == 0:
            return fill(self.tr("{minutes} min a move"), minutes=seconds // 60)
        return fill(self.tr("{seconds} s a move"), seconds=seconds)

    def _chosen(self, _index: int) -> None:
        self._clock_chosen = True

    def _follow_privacy(self, *_args: object) -> None:
        """Unless chosen, the clock is the server's default for the kind of table."""
        if not self._clock_chosen:
            seconds = 120 if self.private_box.isChecked() else 60
            self.clock_box.setCurrentIndex(self.clock_box.findData(seconds))

    def table(self) -> NewTable:
        """The table asked for."""
        ruleset, seconds = str(self.ruleset_box.currentData()), int(self.clock_box.currentData())
        return NewTable(ruleset, self.private_box.isChecked(), seconds)
