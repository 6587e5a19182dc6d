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

from jackaroo.model.cards import Card
from jackaroo.model.errors import JackarooError, Term

from .names import card_name

__all__ = ["error_text"]


def error_text(error: JackarooError) -> str:
    """``error``'s message, translated and filled in (``str(error)`` when it carries no template)."""
    if not error.template:
        return str(error)
    text = QCoreApplication.translate("Errors", error.template)
    if not error.params:
        return text
    return text.format(**{name: _value(value) for name, value in error.params.items()})


def _value(value: object) -> str:
    if isinstance(value, Term):
        return QCoreApplication.translate("Log", str(value))
    if isinstance(value, Card):
        return card_name(value)
    return str(value)
