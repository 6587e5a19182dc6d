"""Play now: the Play online dialog's quick-match box, and the small dialog shown while waiting
(docs/online.md, "Quick match in the app").

:class:`PlayNowBox` asks for the rules, (traditional game) a partner's user name, and after how long
CPUs may fill the empty seats.  :class:`QueueDialog` shows the wait as it runs ("Looking for
players… 0:23"), with Cancel (Esc) to leave the queue at once; when the server offers CPUs it asks
"Play with CPUs" or "Keep waiting".  Both only ask; the controller talks to the server.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...online.names import MAX_NAME
from ..dialogs.start import ruleset_box
from ..settings.play_now_memory import CPU_WAITS, PlayNowChoice
from ..settings.seats import CLASSIC_RULES
from ..text.bidi import fill

#: LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: a clock reads "1:05" in Arabic too
LRI, PDI = "\u2066", "\u2069"


class PlayNowBox(QGroupBox):
    """The rules, a partner (traditional game) and the wait before CPUs are offered."""

    def __init__(self, choice: PlayNowChoice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.ruleset_box = ruleset_box(choice.ruleset)
        form.addRow(self.tr("R&ules:"), self.ruleset_box)
        self.partner_edit = QLineEdit(choice.partner)
        self.partner_edit.setMaxLength(MAX_NAME)
        self.partner_edit.setPlaceholderText(self.tr("anyone (optional)"))
        self.partner_edit.setToolTip(
            self.tr("A friend's user name: you sit as partners once they choose Play now naming you.")
        )
        form.addRow(self.tr("&Partner's user name:"), self.partner_edit)
        self.cpu_box = QComboBox()
        words = {
            30: self.tr("after 30 seconds"),
            60: self.tr("after 1 minute"),
            120: self.tr("after 2 minutes"),
            None: self.tr("never"),
        }
        for seconds in CPU_WAITS:
            self.cpu_box.addItem(words[seconds], seconds)
        form.addRow(self.tr("O&ffer CPUs:"), self.cpu_box)
        self.show_choice(choice)
        self.ruleset_box.currentIndexChanged.connect(self._partnered)
        self._partnered()

    def show_choice(self, choice: PlayNowChoice) -> None:
        self.ruleset_box.setCurrentIndex(max(0, self.ruleset_box.findData(choice.ruleset)))
        self.partner_edit.setText(choice.partner)
        self.cpu_box.setCurrentIndex(max(0, self.cpu_box.findData(choice.cpu_fill_seconds)))

    def _partnered(self, *_args: object) -> None:
        """A partner is chosen in the traditional game only (the default game has none)."""
        self.partner_edit.setEnabled(self.ruleset_box.currentData() == CLASSIC_RULES)

    def choice(self) -> PlayNowChoice:
        ruleset = str(self.ruleset_box.currentData())
        partner = self.partner_edit.text().strip() if ruleset == CLASSIC_RULES else ""
        return PlayNowChoice(ruleset, partner, self.cpu_box.currentData())


def clock_text(seconds: int) -> str:
    """``seconds`` as minutes and seconds ("0:23", "12:05") in the locale's digits."""
    locale = QLocale()
    minutes, rest = divmod(max(0, seconds), 60)
    padded = (locale.zeroDigit() if rest < 10 else "") + locale.toString(rest)
    return LRI + locale.toString(minutes) + ":" + padded + PDI


class QueueDialog(QDialog):
    """The wait in the queue: how long so far, Cancel (or Esc) to leave it, and the offer of CPUs."""

    #: Cancel, Esc or closing the dialog: leave the queue
    cancelled = Signal()
    #: "Play with CPUs": the empty seats are filled with CPUs
    cpus_accepted = Signal()

    def __init__(self, ruleset_words: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play now"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        rules = QLabel(ruleset_words)
        rules.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(rules)
        #: "Looking for players… 0:23"
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.status)
        #: how many wait in this queue (once the server says)
        self.others = QLabel()
        self.others.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.others)
        #: the offer of CPUs, once the server makes it
        self.question = QLabel(self.tr("Not enough players yet. Play with CPUs for the empty seats?"))
        self.question.setWordWrap(True)
        font = self.question.font()
        font.setBold(True)
        self.question.setFont(font)
        self.question.hide()
        layout.addWidget(self.question)
        self.buttons = QDialogButtonBox()
        role = QDialogButtonBox.ButtonRole
        self.cpus_button = self.buttons.addButton(self.tr("Play with &CPUs"), role.AcceptRole)
        self.wait_button = self.buttons.addButton(self.tr("&Keep waiting"), role.ActionRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cpus_button.hide()
        self.wait_button.hide()
        self.cpus_button.clicked.connect(self._accept_cpus)
        self.wait_button.clicked.connect(self._keep_waiting)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.rejected.connect(self.cancelled)
        self.elapsed = QElapsedTimer()
        self.elapsed.start()
        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self._tick)
        self.ticker.start()
        self.seating = False
        self._tick()

    def _tick(self) -> None:
        if self.seating:
            return
        seconds = self.elapsed.elapsed() // 1000
        self.status.setText(fill(self.tr("Looking for players… {time}"), time=clock_text(seconds)))

    def show_queued(self, waiting: int) -> None:
        """The server put the player in the queue, where ``waiting`` players wait (them included)."""
        text = self.tr("Players waiting for these rules: {count}")
        self.others.setText(fill(text, count=QLocale().toString(max(1, waiting))))

    def offer(self) -> None:
        """The server offers CPUs for the empty seats: ask (the dialog grows to hold the question)."""
        self.question.show()
        self.cpus_button.show()
        self.wait_button.show()
        self.cpus_button.setDefault(True)
        self.cpus_button.setFocus()
        self._hold()

    def _hold(self) -> None:
        """As tall as its lines need at its width: a dialog keeps room for one line of a wrapping
        label, and the question wrapped in two cut its second line off."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        needed = layout.totalHeightForWidth(self.width())
        if needed > self.height():
            self.setMinimumHeight(needed)
            self.resize(self.width(), needed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.question.isVisibleTo(self):
            self._hold()

    def _keep_waiting(self) -> None:
        """Wait on; Play with CPUs stays offered."""
        self.question.hide()
        self.wait_button.hide()
        self.cpus_button.setDefault(False)
        self.cancel_button.setFocus()

    def _accept_cpus(self) -> None:
        self.seating = True
        self.question.hide()
        self.cpus_button.setEnabled(False)
        self.wait_button.hide()
        self.status.setText(self.tr("Seating you with CPUs…"))
        self.cpus_accepted.emit()

    def finish(self) -> None:
        """A table was found (or the wait failed): the dialog closes without leaving the queue."""
        self.ticker.stop()
        self.accept()
