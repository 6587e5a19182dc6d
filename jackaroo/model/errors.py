"""The model's error family.

Every error the model raises derives from :class:`JackarooError`, so a controller catches exactly one
class and shows ``str(error)``: the messages are written for players. The tree follows the reference
engine of the game description (GameException / InvalidSelection / Action exceptions):

- :class:`InvalidFormatError` - bad files and notation: the Cards.csv loader, the JSON state loader and
  the card, location and action parser.  Messages name the line, field or token at fault.
- :class:`InvalidSelectionError` - the player picked something that cannot take part in the action:
  a card not in hand, the wrong number of marbles, an empty cell, someone else's marble.
- :class:`IllegalActionError` - the selection is well formed but the rules forbid the action
  (a blocked path, an impossible field, swap, burn, save, discard or drop), or the game is over.
"""

from __future__ import annotations


class JackarooError(Exception):
    """Base of every error the model raises; ``str(error)`` is a message for the player."""


# -- files and notation ---------------------------------------------------------------------------
class InvalidFormatError(JackarooError):
    """A file or a piece of notation is malformed."""


class CardsFileError(InvalidFormatError):
    """Cards.csv is malformed; the message names the line and the field."""

    def __init__(self, message: str, *, line: int | None = None, field: str | None = None):
        where = []
        if line is not None:
            where.append(f"line {line}")
        if field is not None:
            where.append(f"field '{field}'")
        super().__init__(f"Cards file, {', '.join(where)}: {message}" if where else message)
        self.line = line
        self.field = field


class StateFormatError(InvalidFormatError):
    """A saved game (NOTATION.md state, JSON) is malformed or impossible; names the field."""


class NotationError(InvalidFormatError):
    """A card, location or action string cannot be parsed; names the bad token."""


# -- selections -----------------------------------------------------------------------------------
class InvalidSelectionError(JackarooError):
    """The chosen card or marbles cannot be used for this action."""


class InvalidCardError(InvalidSelectionError):
    """The card is not in the acting player's hand or cannot do what was asked."""


class InvalidMarbleError(InvalidSelectionError):
    """A chosen marble does not exist, is not allowed, or the number of marbles is wrong."""


class SplitOutOfRangeError(InvalidSelectionError):
    """A Seven's split distance is not between 1 and 6."""


# -- rules ----------------------------------------------------------------------------------------
class IllegalActionError(JackarooError):
    """The rules forbid this action in the current position."""


class IllegalMovementError(IllegalActionError):
    """A move is blocked (RULES.md section 3)."""


class CannotFieldError(IllegalActionError):
    """No marble can be fielded (RULES.md section 4, field)."""


class IllegalSwapError(IllegalActionError):
    """The two marbles cannot be swapped (RULES.md section 4, swap)."""


class IllegalDestroyError(IllegalActionError):
    """The marble cannot be burned."""


class IllegalSaveError(IllegalActionError):
    """The marble cannot be saved."""


class CannotDiscardError(IllegalActionError):
    """A Ten or Queen finds no card to discard."""


class CannotDropError(IllegalActionError):
    """A card that has a legal action cannot be dropped."""


class GameOverError(IllegalActionError):
    """The game has a winner; nobody acts any more."""
