"""Dialogs: start a game, game over, the rules, about."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRegularExpression, Qt
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


@dataclass(frozen=True)
class GameOptions:
    """What the start dialog asks: the player's name, the CPU level, an optional seed."""

    name: str
    level: str = "random"
    seed: int | None = None


def clean_name(text: str) -> str | None:
    """The player's name trimmed, or None if empty or longer than 20 characters."""
    name = text.strip()
    return name if 0 < len(name) <= NAME_LIMIT else None


class StartDialog(QDialog):
    """Asks for the player's name (required, at most 20 characters), the CPU level and a seed."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        form = QFormLayout()
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(NAME_LIMIT + 10)  # trimmed before the limit applies
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        self.level = QComboBox()
        self.level.addItem(self.tr("Random (the game description's CPU)"), "random")
        self.seed_edit = QLineEdit()
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,9}"), self))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.hint = QLabel()
        self.hint.setStyleSheet("color: #b3261e")
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("CPU &level:"), self.level)
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

    def options(self) -> GameOptions:
        """The choices made; call after the dialog was accepted."""
        name = clean_name(self.name_edit.text()) or ""
        seed_text = self.seed_edit.text().strip()
        return GameOptions(name, self.level.currentData(), int(seed_text) if seed_text else None)


class GameOverDialog(QDialog):
    """The winner's name and colour, with New game and Quit."""

    NEW_GAME = 1
    QUIT = 2

    def __init__(self, winner: str, colour: str, colour_hex: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        label = QLabel(
            self.tr("<h2>{name} wins!</h2><p>All four {colour} marbles reached the Safe Zone.</p>").format(
                name=winner, colour=f"<span style='color:{colour_hex}'>{colour}</span>"
            )
        )
        label.setTextFormat(Qt.TextFormat.RichText)
        buttons = QDialogButtonBox()
        new = buttons.addButton(self.tr("&New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        quit_ = buttons.addButton(self.tr("&Quit"), QDialogButtonBox.ButtonRole.RejectRole)
        new.clicked.connect(lambda: self.done(self.NEW_GAME))
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
