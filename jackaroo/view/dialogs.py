"""Dialogs: start a game, game over, the rules, about.

The start dialog remembers the player's name and the CPU levels (QSettings, organisation and
application "Jackaroo", an INI file in the user's configuration folder) when it is accepted.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRegularExpression, QSettings, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__

NAME_LIMIT = 20
#: the CPU levels offered, weakest first (names of ``jackaroo.ai.registry.LEVELS``)
LEVEL_NAMES = ("random", "greedy", "expert")
CPU_SEATS = 3
DEFAULT_LEVELS = ("random",) * CPU_SEATS
#: QSettings keys
NAME_KEY = "player/name"
LEVELS_KEY = "cpu/levels"


@dataclass(frozen=True)
class GameOptions:
    """What the start dialog asks: the player's name, the level of CPU 1..3, an optional seed.

    ``levels`` may also be given as one level name for all three CPUs.
    """

    name: str
    levels: tuple[str, str, str] = DEFAULT_LEVELS  # type: ignore[assignment]
    seed: int | None = None

    def __post_init__(self) -> None:
        levels = self.levels
        if isinstance(levels, str):
            levels = (levels,) * CPU_SEATS
        levels = tuple(levels)
        if len(levels) != CPU_SEATS:
            raise ValueError(f"one level per CPU seat ({CPU_SEATS}), not {levels!r}")
        object.__setattr__(self, "levels", levels)


def settings() -> QSettings:
    """The game's settings: an INI file of organisation and application "Jackaroo"."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Jackaroo", "Jackaroo")


def remembered_name() -> str:
    """The name saved by the last accepted start dialog ("" if none or not a valid name)."""
    value = settings().value(NAME_KEY, "")
    if not isinstance(value, str):
        return ""
    return clean_name(value) or ""


def remembered_levels() -> tuple[str, str, str]:
    """The CPU levels saved by the last accepted start dialog; Random where none or unknown."""
    value = settings().value(LEVELS_KEY, [])
    if isinstance(value, str):
        value = value.split(",")
    items = [str(v).strip() for v in value] if isinstance(value, list | tuple) else []
    items += ["random"] * (CPU_SEATS - len(items))
    return tuple(v if v in LEVEL_NAMES else "random" for v in items[:CPU_SEATS])  # type: ignore[return-value]


def remember(options: GameOptions) -> None:
    """Save the player's name and the CPU levels for the next start dialog."""
    store = settings()
    store.setValue(NAME_KEY, options.name)
    store.setValue(LEVELS_KEY, list(options.levels))
    store.sync()


def clean_name(text: str) -> str | None:
    """The player's name trimmed, or None if empty or longer than 20 characters."""
    name = text.strip()
    return name if 0 < len(name) <= NAME_LIMIT else None


def level_box(level: str = "random") -> QComboBox:
    """A combo box offering the CPU levels (item data: the level name), showing ``level``."""
    labels = {
        "random": QCoreApplication.translate("StartDialog", "Random (the game description's CPU)"),
        "greedy": QCoreApplication.translate("StartDialog", "Greedy"),
        "expert": QCoreApplication.translate("StartDialog", "Expert"),
    }
    box = QComboBox()
    for key in LEVEL_NAMES:
        box.addItem(labels[key], key)
    box.setCurrentIndex(max(0, box.findData(level)))
    return box


class StartDialog(QDialog):
    """Asks for the player's name (required, at most 20 characters), each CPU's level and a seed.

    The name and levels start as remembered from the last accepted dialog (``name``, if given, wins);
    accepting the dialog remembers them.
    """

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        form = QFormLayout()
        self.name_edit = QLineEdit(name or remembered_name())
        self.name_edit.setMaxLength(NAME_LIMIT + 10)  # trimmed before the limit applies
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        #: one level combo per CPU seat (CPU 1, CPU 2, CPU 3); item data: the level name
        self.level_boxes = [level_box(level) for level in remembered_levels()]
        self.seed_edit = QLineEdit()
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,9}"), self))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.hint = QLabel()
        self.hint.setStyleSheet("color: #b3261e")
        form.addRow(self.tr("&Name:"), self.name_edit)
        cpu_labels = (self.tr("CPU &1:"), self.tr("CPU &2:"), self.tr("CPU &3:"))
        for label, box in zip(cpu_labels, self.level_boxes, strict=True):
            form.addRow(label, box)
        form.addRow(self.tr("&Seed (optional):"), self.seed_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Play"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("One player against three CPU players.")))
        layout.addLayout(form)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        self.name_edit.textChanged.connect(self._validate)
        self._validate()

    def _validate(self) -> None:
        text = self.name_edit.text()
        ok = clean_name(text) is not None
        if not text.strip():
            self.hint.setText(self.tr("Please enter your name."))
        elif not ok:
            self.hint.setText(self.tr("A name has at most {limit} characters.").format(limit=NAME_LIMIT))
        else:
            self.hint.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def levels(self) -> tuple[str, str, str]:
        """The level chosen for CPU 1, CPU 2 and CPU 3."""
        return tuple(box.currentData() for box in self.level_boxes)  # type: ignore[return-value]

    def options(self) -> GameOptions:
        """The choices made; call after the dialog was accepted."""
        name = clean_name(self.name_edit.text()) or ""
        seed_text = self.seed_edit.text().strip()
        return GameOptions(name, self.levels(), int(seed_text) if seed_text else None)

    def accept(self) -> None:
        """Remember the name and levels for next time, then close as accepted."""
        options = self.options()
        if options.name:
            remember(options)
        super().accept()


class GameOverDialog(QDialog):
    """The winner's name and colour, with New game, Replay and Quit."""

    NEW_GAME = 1
    QUIT = 2
    REPLAY = 3

    def __init__(
        self,
        winner: str,
        colour: str,
        colour_hex: str,
        parent: QWidget | None = None,
        *,
        partner: tuple[str, str, str] | None = None,
    ) -> None:
        """``winner`` with its translated ``colour`` name and its ``colour_hex``; ``partner`` is the
        winning partner's (name, colour name, colour hex) when a team won (classic, four players)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        span = "<span style='color:{hex}'>{name}</span>"
        if partner is None:
            text = self.tr(
                "<h2>{name} wins!</h2><p>All four {colour} marbles reached the Safe Zone.</p>"
            ).format(name=winner, colour=span.format(hex=colour_hex, name=colour))
        else:
            partner_name, partner_colour, partner_hex = partner
            text = self.tr(
                "<h2>{first} and {second} win!</h2>"
                "<p>All eight {colour} and {partner_colour} marbles of the team reached their Safe Zones.</p>"
            ).format(
                first=winner,
                second=partner_name,
                colour=span.format(hex=colour_hex, name=colour),
                partner_colour=span.format(hex=partner_hex, name=partner_colour),
            )
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.RichText)
        buttons = QDialogButtonBox()
        new = buttons.addButton(self.tr("&New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        replay = buttons.addButton(self.tr("&Replay"), QDialogButtonBox.ButtonRole.ActionRole)
        quit_ = buttons.addButton(self.tr("&Quit"), QDialogButtonBox.ButtonRole.RejectRole)
        new.clicked.connect(lambda: self.done(self.NEW_GAME))
        replay.clicked.connect(lambda: self.done(self.REPLAY))
        quit_.clicked.connect(lambda: self.done(self.QUIT))
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(buttons)


class RulesDialog(QDialog):
    """Help > Rules: a readable summary of the rules."""

    def __init__(self, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Jackaroo"))
        self.resize(720, 640)
        browser = QTextBrowser()
        browser.setHtml(html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        layout.addWidget(buttons)


def show_about(parent: QWidget, seed: int | None) -> None:
    """Help > About: version and the seed of the game in progress."""
    seed_text = str(seed) if seed is not None else parent.tr("unknown")
    QMessageBox.about(
        parent,
        parent.tr("About Jackaroo"),
        parent.tr(
            "<h3>Jackaroo {version}</h3><p>The Gulf's marble-and-card race game: one player against three "
            "CPU players, with hidden traps and the Burner and Saver wild cards.</p>"
            "<p>Seed of this game: {seed}</p>"
        ).format(version=__version__, seed=seed_text),
    )
