"""Sentences as data: one translatable template per grammatical person, filled after translation.

A :class:`Sentence` is one thing a player reads ("{player} plays {card}: …") in the forms it takes:
``other`` for anyone, ``you`` when the person reading is the one who acts ("You play {card}: …") and
``to_you`` when the person reading is the one it happens to ("{player} plays {card}: you discard …").
Tables of sentences (the log's in :mod:`.describe`, an action's in :mod:`.action_words`) read like the
rules: adding a card or an event adds rows, not branches.

Each template is marked with ``QT_TRANSLATE_NOOP(context, text)`` where the table is written, so
``pyside6-lupdate`` finds it; :meth:`Sentence.say` translates it when it is shown and fills its named
placeholders with ``str.format``, so a translator may reorder the words freely.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from .bidi import fill


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence in context ``context`` (``"Log"``, ``"Action"``): the template ``other``, and its
    second-person forms ``you`` (the reader acts) and ``to_you`` (it happens to the reader), if the
    sentence has them."""

    context: str
    other: str
    you: str | None = None
    to_you: str | None = None

    def template(self, *, you: bool = False, to_you: bool = False) -> str:
        """The English template for the reader: ``you`` when they act, ``to_you`` when it happens to
        them (acting wins), else ``other``."""
        if you and self.you is not None:
            return self.you
        if to_you and self.to_you is not None:
            return self.to_you
        return self.other

    def say(self, *, you: bool = False, to_you: bool = False, **values: object) -> str:
        """The sentence in the reader's language, its placeholders filled from ``values``.  Raises
        KeyError if the template names a placeholder ``values`` lacks."""
        text = QCoreApplication.translate(self.context, self.template(you=you, to_you=to_you))
        return fill(text, **values)
