"""Dialogs: start a game, game over, the rules (About is in :mod:`jackaroo.view.dialogs.about`).

The start dialog has one row per seat (:class:`~jackaroo.view.dialogs.seats.SeatTable`: name and kind,
Human or a CPU level) and remembers them (QSettings, organisation and application "Jackaroo", an
INI file in the user's configuration folder) when it is accepted.  The keys of earlier versions
keep their meaning: ``player/name`` is the first human seat's name and ``cpu/levels`` the CPU seats'
levels in seat order; ``seats/players`` and ``seats/names`` add which seats are human and every
seat's name.  A settings file without the new keys gives the usual table (seat 0 human).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt, QUrl
from PySide6.QtGui import QImage, QRegularExpressionValidator, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...model.players import EXPERT, GREEDY, RANDOM
from ..settings.seats import (
    CLASSIC_RULES,
    DEFAULT_RULES,
    LEVEL_NAMES,
    RULESET_NAMES,
    GameOptions,
    Seat,
    first_human,
    seat_problem,
)
from ..settings.store import remember, remembered_colours, remembered_ruleset, remembered_seats
from ..text.bidi import fill
from ..text.names import level_name, ruleset_name
from .screen_fit import fit_to_screen, scroll_area
from .seats import SeatTable


def ruleset_box(ruleset: str = DEFAULT_RULES) -> QComboBox:
    """A combo box offering the rulesets (item data: the ruleset name), showing ``ruleset``."""
    labels = {
        DEFAULT_RULES: fill(
            QCoreApplication.translate("StartDialog", "{rules} (traps, Burner and Saver)"),
            rules=ruleset_name(DEFAULT_RULES),
        ),
        CLASSIC_RULES: QCoreApplication.translate("StartDialog", "Traditional (52 cards, partners opposite)"),
    }
    box = QComboBox()
    for key in RULESET_NAMES:
        box.addItem(labels[key], key)
    box.setCurrentIndex(max(0, box.findData(ruleset)))
    return box


class StrengthFigure(Protocol):
    """A CPU level's measured strength, as the controller hands it over (the arena's
    :class:`jackaroo.ai.strength.Strength`): ``level`` won ``rate`` (0..1) of ``games`` against
    ``opponents`` in a ``players``-seat game of ``ruleset``."""

    @property
    def level(self) -> str: ...
    @property
    def opponents(self) -> str: ...
    @property
    def players(self) -> int: ...
    @property
    def ruleset(self) -> str: ...
    @property
    def games(self) -> int: ...
    @property
    def rate(self) -> float: ...


def strength_lines(figures: Sequence[StrengthFigure]) -> list[str]:
    """The measured strength of each CPU level against three CPUs of another level, in words
    ("Expert: wins 9 in 10 against three Random CPUs"), for the default game's table of four and
    the levels offered (:data:`LEVEL_NAMES`); the
    weakest level first, and each level's figures from its weakest opponents up; then, if there are
    any, a line saying what four equal players would each win."""

    def rank(level: str) -> int:
        return LEVEL_NAMES.index(level) if level in LEVEL_NAMES else len(LEVEL_NAMES)

    lines = []
    for figure in sorted(figures, key=lambda f: (rank(f.level), rank(f.opponents))):
        if figure.players != 4 or figure.ruleset != DEFAULT_RULES or not figure.games:
            continue
        if figure.level not in LEVEL_NAMES or figure.opponents not in LEVEL_NAMES:
            continue  # a level not offered (Master) is not described
        lines.append(
            fill(
                QCoreApplication.translate(
                    "StartDialog", "{level}: wins {wins} in 10 against three {opponents} CPUs ({games} games)"
                ),
                level=level_name(figure.level),
                wins=round(10 * figure.rate),
                opponents=level_name(figure.opponents),
                games=figure.games,
            )
        )
    if lines:  # what the figures compare with
        lines.append(
            QCoreApplication.translate(
                "StartDialog", "(Four players of equal strength each win 1 game in 4.)"
            )
        )
    return lines


def level_box(level: str = RANDOM) -> QComboBox:
    """A combo box offering the CPU levels (item data: the level name), showing ``level``."""
    labels = {
        RANDOM: QCoreApplication.translate("StartDialog", "Random (the game description's CPU)"),
        GREEDY: QCoreApplication.translate("StartDialog", "Greedy"),
        EXPERT: QCoreApplication.translate("StartDialog", "Expert"),
    }
    box = QComboBox()
    for key in LEVEL_NAMES:
        box.addItem(labels[key], key)
    box.setCurrentIndex(max(0, box.findData(level)))
    return box


class StartDialog(QDialog):
    """Asks who sits where (one row per seat: a name of at most 20 characters, no two alike, and
    Human or a CPU level) and a seed.  Every seat may be a CPU (then the game plays itself).

    The seats start as remembered from the last accepted dialog (``name``, if given, is the first
    human's name); accepting the dialog remembers them; ``strength`` (from the controller) is shown
    under the seats while the default game's rules are chosen (it was measured there).
    ``name_edit`` is seat 0's name field and ``level_boxes`` are the kind boxes of seats 1..3 (the
    usual table's CPU 1..3).
    """

    def __init__(
        self, name: str = "", parent: QWidget | None = None, strength: Sequence[StrengthFigure] = ()
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        seats = list(remembered_seats())
        human = first_human(seats)
        if name and human is not None:
            seats[human] = Seat(seats[human].kind, name)
        self.seat_table = SeatTable(seats)
        self.name_edit = self.seat_table.name_edits[0]
        self.level_boxes = self.seat_table.kind_boxes[1:]
        form = QFormLayout()
        #: the rules to play (item data: the ruleset name)
        self.ruleset_box = ruleset_box(remembered_ruleset())
        self.ruleset_box.currentIndexChanged.connect(self._validate)
        self.seat_table.set_colours(remembered_colours())  # each seat keeps its colour
        self.seed_edit = QLineEdit()
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,9}"), self))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.hint = QLabel()
        self.hint.setStyleSheet("color: #b3261e")
        form.addRow(self.tr("&Seed (optional):"), self.seed_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Play"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        intro = QLabel(
            self.tr(
                "Each seat is played by a person at this computer or by a CPU. With several people, "
                "each hand stays hidden until its owner takes the seat. With no person, watch the CPUs."
            )
        )
        intro.setWordWrap(True)
        content = QWidget()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(intro)
        rules_form = QFormLayout()
        rules_form.addRow(self.tr("&Rules:"), self.ruleset_box)
        inner.addLayout(rules_form)
        inner.addWidget(self.seat_table)
        #: how strong the CPU levels are, as the arena measured them (``strength``)
        self.strength_note = QLabel("\n".join(strength_lines(strength)))
        self.strength_note.setTextFormat(Qt.TextFormat.PlainText)  # one figure a line
        self.strength_note.setStyleSheet("color: palette(placeholder-text)")
        inner.addWidget(self.strength_note)
        inner.addLayout(form)
        inner.addStretch(1)  # with the strength hidden (other rules) the rest stays together on top
        #: the seats and the rest, scrolling on a screen too low for them; what is wrong with the
        #: seats and the buttons stay in view
        self.scroll = scroll_area(content)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        self.seat_table.changed.connect(self._validate)
        self._validate()
        # all of it when the screen allows: Qt alone opens a window at most two thirds of the
        # screen high, which cut the seats and the levels' strength (Arabic's taller lines most)
        fit_to_screen(self, self.scroll)
        # a newcomer types their name first; someone known just presses Play
        if not self.name_edit.text():
            self.name_edit.setFocus()

    def ruleset(self) -> str:
        """The rules chosen: ``"guc"`` (the default game) or ``"classic"``."""
        return str(self.ruleset_box.currentData())

    def _validate(self) -> None:
        # the figures are the default game's table of four: no guide to another game's
        self.strength_note.setVisible(self.ruleset() == DEFAULT_RULES)
        problem = seat_problem(self.seat_table.seats(), self.ruleset())
        self.hint.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def levels(self) -> tuple[str, str, str]:
        """The CPU seats' levels in seat order (the usual table: CPU 1, CPU 2, CPU 3)."""
        return self.options().levels

    def options(self) -> GameOptions:
        """The choices made; call after the dialog was accepted."""
        seed_text = self.seed_edit.text().strip()
        seed = int(seed_text) if seed_text else None
        return GameOptions.of_seats(self.seat_table.seats(), seed, self.ruleset(), self.seat_table.colours())

    def accept(self) -> None:
        """Remember the seats for next time, then close as accepted (not with a bad name)."""
        if seat_problem(self.seat_table.seats(), self.ruleset()):
            return
        remember(self.options())
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
        extra: QWidget | None = None,
    ) -> None:
        """``winner`` with its translated ``colour`` name and its ``colour_hex``; ``partner`` is the
        winning partner's (name, colour name, colour hex) when a team won (classic, four players);
        ``extra`` is shown below the text (a new high score)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        span = "<span style='color:{hex}'>{name}</span>"
        if partner is None:
            text = fill(
                self.tr("<h2>{name} wins!</h2><p>All four {colour} marbles reached the Safe Zone.</p>"),
                name=winner,
                colour=span.format(hex=colour_hex, name=colour),
            )
        else:
            partner_name, partner_colour, partner_hex = partner
            text = fill(
                self.tr(
                    "<h2>{first} and {second} win!</h2><p>All eight {colour} and {partner_colour} "
                    "marbles of the team reached their Safe Zones.</p>"
                ),
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
        if extra is not None:
            layout.addWidget(extra)
        layout.addWidget(buttons)


class RulesDialog(QDialog):
    """Help > Rules: a readable summary of the rules."""

    def __init__(
        self, html: str, parent: QWidget | None = None, images: dict[str, QImage] | None = None
    ) -> None:
        """``images`` are the pictures the HTML names in its ``<img src>`` (name -> image)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Jackaroo"))
        self.resize(760, 680)
        browser = QTextBrowser()
        # every paragraph runs in the language's direction, even one that starts with a Latin word
        # (an Arabic line about the Tab key): Qt would otherwise take it from the first letter
        option = browser.document().defaultTextOption()
        option.setTextDirection(browser.layoutDirection())
        browser.document().setDefaultTextOption(option)
        for name, image in (images or {}).items():
            browser.document().addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        browser.setHtml(html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        layout.addWidget(buttons)
