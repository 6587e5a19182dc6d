"""The model's error messages in the player's language.

A :class:`~jackaroo.model.errors.JackarooError` carries its English message as a ``str.format``
template with named fields (``"A {rank} cannot {verb}"``) and the values of those fields.
:func:`error_text` translates the template (context ``"Errors"``), the vocabulary words among the
values (:class:`~jackaroo.model.errors.Term`, context ``"Log"``, where the log panel's rank names
live), names cards in words as the log does, and only then fills the template, so a translator may
reorder the fields freely.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from jackaroo.model.cards import Card
from jackaroo.model.errors import JackarooError, Term

from ..buttons import destructive
from .bidi import fill
from .names import card_name

__all__ = ["ask", "confirm_replace", "error_text"]


def error_text(error: JackarooError) -> str:
    """``error``'s message, translated and filled in (``str(error)`` when it carries no template)."""
    if not error.template:
        return str(error)
    text = QCoreApplication.translate("Errors", error.template)
    if not error.params:
        return text
    return fill(text, **{name: _value(value) for name, value in error.params.items()})


def _value(value: object) -> str:
    if isinstance(value, JackarooError):  # a reason inside a message (a file's line, a record's action)
        return error_text(value)
    if isinstance(value, Term):
        return QCoreApplication.translate("Log", str(value))
    if isinstance(value, Card):
        return card_name(value)
    return str(value)


def confirm_replace(parent: QWidget, title: str, rules: str, round: int) -> bool:
    """Ask before another game replaces the unfinished one kept to resume (on the table or in the
    autosave), naming it by its ``rules`` and ``round``; True to replace it.  Cancel is the default."""
    text = QCoreApplication.translate(
        "Messages",
        "Your unfinished game, {rules}, round {round}, will be replaced: it cannot be resumed afterwards.",
    )
    return ask(
        parent,
        title,
        fill(text, rules=rules, round=round),
        QCoreApplication.translate("Messages", "Replace it"),
    )


def ask(parent: QWidget, title: str, text: str, action: str, *, safe: bool = False) -> bool:
    """Ask ``text`` with two buttons: ``action`` (what going on does, in words: "Replace it") and
    Cancel, the default button and Escape's; True if ``action`` was chosen.  Every question of the
    game about leaving a game comes here.  A ``safe`` action (nothing is lost: "Watch") is the
    default button instead, and Return chooses it."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    go = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(go if safe else cancel)
    if not safe:
        destructive(go)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is go


def confirm_take_back(parent: QWidget) -> bool:
    """Ask before the first take-back of a game, which then counts as assisted; True to take back."""
    return ask(
        parent,
        QCoreApplication.translate("Messages", "Take back"),
        QCoreApplication.translate(
            "Messages",
            "Take back your last move? From then on this game counts as assisted: it is never a "
            "high score and is counted apart in the statistics.",
        ),
        QCoreApplication.translate("Messages", "Take back"),
    )


def confirm_lessons(parent: QWidget) -> bool:
    """Ask before the lessons take the table from a game in progress (it stays kept, as lessons
    are never autosaved); True to go on."""
    return ask(
        parent,
        QCoreApplication.translate("Messages", "Lessons"),
        QCoreApplication.translate(
            "Messages",
            "Leave the game in progress for the lessons? It stays kept until you start another game: "
            "Resume on the home screen brings it back.",
        ),
        QCoreApplication.translate("Messages", "Go to the lessons"),
    )


def confirm_leave_for_online(parent: QWidget) -> bool:
    """Ask before online play takes the table from a game in progress (it stays kept: an online
    game is never autosaved over it); True to go on."""
    return ask(
        parent,
        QCoreApplication.translate("Messages", "Play online"),
        QCoreApplication.translate(
            "Messages",
            "Leave the game in progress to play online? It stays kept until you start another game: "
            "Resume on the home screen brings it back.",
        ),
        QCoreApplication.translate("Messages", "Play online"),
    )


def confirm_leave_lessons(parent: QWidget) -> bool:
    """Ask before a new game ends the lessons; True to go on."""
    return ask(
        parent,
        QCoreApplication.translate("Messages", "New game"),
        QCoreApplication.translate(
            "Messages", "Leave the lessons? They stay under Lessons on the home screen and in Help."
        ),
        QCoreApplication.translate("Messages", "Leave the lessons"),
    )


def confirm_leave_table(parent: QWidget, playing: bool) -> bool:
    """Ask before the person leaves the online table they sit at (by Leave, or for a game here);
    ``playing``: its game has begun (a CPU will play the seat).  True to leave."""
    if playing:
        text = QCoreApplication.translate(
            "Messages", "Leave the online table? A CPU plays your seat until you return to it."
        )
    else:
        text = QCoreApplication.translate("Messages", "Leave the online table? Your seat there is given up.")
    title = QCoreApplication.translate("Messages", "Leave the table")
    return ask(parent, title, text, QCoreApplication.translate("Messages", "Leave the table"))


def offer_watch(parent: QWidget, begun: bool) -> bool:
    """A join by code or link was refused: the game has begun (``begun``) or every seat is taken.
    Offer to watch the table instead, Watch the default button; True to watch."""
    if begun:
        text = QCoreApplication.translate("Messages", "The game at this table has already begun. Watch it?")
    else:
        text = QCoreApplication.translate("Messages", "Every seat at this table is taken. Watch it?")
    title = QCoreApplication.translate("Messages", "Join a table")
    return ask(parent, title, text, QCoreApplication.translate("Messages", "Watch"), safe=True)


def confirm_rematch_over_review(parent: QWidget) -> bool:
    """Ask before a rematch closes the review of the game just ended; True for the rematch."""
    return ask(
        parent,
        QCoreApplication.translate("Messages", "Rematch"),
        QCoreApplication.translate("Messages", "The rematch closes your review of this game."),
        QCoreApplication.translate("Messages", "Rematch"),
    )
