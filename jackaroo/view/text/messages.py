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

from .bidi import fill
from .names import card_name

__all__ = ["confirm_abandon", "error_text"]


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


def confirm_abandon(parent: QWidget) -> bool:
    """Ask before a new game replaces the one in progress (and its kept copy); True to go on."""
    return _ask(parent, QCoreApplication.translate("Messages", "New game"), _not_kept())


def confirm_open(parent: QWidget) -> bool:
    """Ask before a game opened from a file replaces the one in progress (and, once played on, its
    kept copy); True to go on."""
    return _ask(parent, QCoreApplication.translate("Messages", "Open game"), _not_kept())


def _not_kept() -> str:
    return QCoreApplication.translate(
        "Messages", "Leave the game in progress? It will not be kept to resume later."
    )


def _ask(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def confirm_lessons(parent: QWidget) -> bool:
    """Ask before the lessons take the table from a game in progress (it stays kept, as lessons
    are never autosaved); True to go on."""
    return _ask(
        parent,
        QCoreApplication.translate("Messages", "Lessons"),
        QCoreApplication.translate(
            "Messages",
            "Leave the game in progress for the lessons? It stays kept until you start another game: "
            "Resume on the home screen brings it back.",
        ),
    )


def confirm_leave_for_online(parent: QWidget) -> bool:
    """Ask before online play takes the table from a game in progress (it stays kept: an online
    game is never autosaved over it); True to go on."""
    return _ask(
        parent,
        QCoreApplication.translate("Messages", "Play online"),
        QCoreApplication.translate(
            "Messages",
            "Leave the game in progress to play online? It stays kept until you start another game: "
            "Resume on the home screen brings it back.",
        ),
    )


def confirm_leave_lessons(parent: QWidget) -> bool:
    """Ask before a new game ends the lessons; True to go on."""
    return _ask(
        parent,
        QCoreApplication.translate("Messages", "New game"),
        QCoreApplication.translate(
            "Messages", "Leave the lessons? They stay under Lessons on the home screen and in Help."
        ),
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
    return _ask(parent, QCoreApplication.translate("Messages", "Leave the table"), text)
