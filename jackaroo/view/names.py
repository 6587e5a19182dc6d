"""The names players read: cards (``King ♥``), marble colours, places on the board.

Every name is translatable (context ``"Log"``, as the log's sentences that use them).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from jackaroo.model.board import HOME, SAFE_START, location_name, owner, safe_index
from jackaroo.model.cards import Card, CardKind
from jackaroo.model.state import GameState


def rank_name(card: Card) -> str:
    """The translated name of the card's rank (``Queen``), or ``Burner`` / ``Saver`` for the wild cards."""
    if card.kind is CardKind.BURNER:
        return QCoreApplication.translate("Log", "Burner")
    if card.kind is CardKind.SAVER:
        return QCoreApplication.translate("Log", "Saver")
    names = {
        1: QCoreApplication.translate("Log", "Ace"),
        2: QCoreApplication.translate("Log", "Two"),
        3: QCoreApplication.translate("Log", "Three"),
        4: QCoreApplication.translate("Log", "Four"),
        5: QCoreApplication.translate("Log", "Five"),
        6: QCoreApplication.translate("Log", "Six"),
        7: QCoreApplication.translate("Log", "Seven"),
        8: QCoreApplication.translate("Log", "Eight"),
        9: QCoreApplication.translate("Log", "Nine"),
        10: QCoreApplication.translate("Log", "Ten"),
        11: QCoreApplication.translate("Log", "Jack"),
        12: QCoreApplication.translate("Log", "Queen"),
        13: QCoreApplication.translate("Log", "King"),
    }
    return names[card.rank]


def card_name(card: Card) -> str:
    """The card in words: translated rank name and suit symbol (``King ♥``); ``Burner`` / ``Saver``."""
    if card.suit is None:
        return rank_name(card)
    return QCoreApplication.translate("Log", "{rank} {suit}", "card name: rank name and suit symbol").format(
        rank=rank_name(card), suit=card.suit.symbol
    )


def colour_name(state: GameState, marble: int) -> str:
    """The translated colour of ``marble`` (its owner's), as an adjective of "marble"."""
    colour = state.colours[owner(marble)].value
    names = {
        "RED": QCoreApplication.translate("Log", "red", "marble colour"),
        "GREEN": QCoreApplication.translate("Log", "green", "marble colour"),
        "BLUE": QCoreApplication.translate("Log", "blue", "marble colour"),
        "YELLOW": QCoreApplication.translate("Log", "yellow", "marble colour"),
    }
    return names.get(colour, colour.lower())


def place_name(cell: int) -> str:
    """A marble location for the log: ``t17`` on the Track, ``Safe cell 2``, ``Home``."""
    if cell == HOME:
        return QCoreApplication.translate("Log", "Home", "the Home Zone, as a place")
    if cell >= SAFE_START:
        return QCoreApplication.translate("Log", "Safe cell {index}").format(index=safe_index(cell))
    return location_name(cell)


def is_you(state: GameState, seat: int) -> bool:
    """Whether the seat is called "You" (the human's default name): it takes second-person templates."""
    name = state.names[seat]
    return name in ("You", QCoreApplication.translate("Log", "You", "the human player's default name"))
