"""Texts with a count in them, whose words change with the count (context ``"Counted"``).

A translation gives each ``%n`` text one form per plural form of its language (Arabic has six);
English has its own, ``resources/i18n/jackaroo_en.ts``.  They sit in a class because lupdate reads
``self.tr(text, disambiguation, n)`` as a text with plural forms, and a module-level
``QCoreApplication.translate(context, text, None, n)`` with a variable ``n`` not at all.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

__all__ = ["counted"]


class Counted(QObject):
    """One method per counted text; :data:`counted` is the one instance."""

    def move_cells(self, steps: int) -> str:
        """What a move card does, with the ``{card}``, ``{colour}`` and ``{place}`` fields left."""
        return self.tr("play {card}: move the {colour} marble on {place} %n cells", "", steps)

    def new_cards(self, count: int) -> str:
        """The log's line for a deal, with the ``{round}`` field left."""
        return self.tr("Round {round}: %n new cards each", "", count)


counted = Counted()
