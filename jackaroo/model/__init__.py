"""The rules engine: pure Python, no Qt.  The public names are re-exported here."""

from .actions import Action, Verb
from .board import Colour
from .cards import Card, CardKind, CardTable, Suit, load_cards
from .chance import Chance
from .errors import (
    IllegalActionError,
    InvalidFormatError,
    InvalidSelectionError,
    JackarooError,
    NotationError,
    StateFormatError,
)
from .game import Game
from .record import GameRecord, RecordFormatError
from .state import GameState

__all__ = [
    "Action",
    "Card",
    "CardKind",
    "CardTable",
    "Chance",
    "Colour",
    "Game",
    "GameRecord",
    "GameState",
    "IllegalActionError",
    "InvalidFormatError",
    "InvalidSelectionError",
    "JackarooError",
    "NotationError",
    "RecordFormatError",
    "StateFormatError",
    "Suit",
    "Verb",
    "load_cards",
]
