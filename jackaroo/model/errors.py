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

from typing import Protocol

from .board import SAFE_START


class NamedCard(Protocol):
    """What a message needs of a card (:class:`~jackaroo.model.cards.Card` is one): the name of its
    rank, and its notation as ``str(card)``.  A protocol, so that the error family sits below the
    cards, which raise its errors."""

    @property
    def rank_name(self) -> str: ...


class Term(str):
    """A word of the game's vocabulary inside an error message (a rank name such as 'Seven', a verb
    such as 'swap'): an app shows it translated, like the message around it."""

    __slots__ = ()


class JackarooError(Exception):
    """Base of every error the model raises; ``str(error)`` is a message for the player, in English.

    ``template`` is that message as a :meth:`str.format` template, the text a translator sees, and
    ``params`` fills its fields: plain values (a player's name, a number, a
    :class:`~jackaroo.model.cards.Card`, which reads as its notation, e.g. ``7S``) and :class:`Term`
    words.  An app translates the template and the Terms, names the cards in its own words, and
    fills the template (``jackaroo.view.messages.error_text``).  A message built without params is
    its own template.
    """

    def __init__(self, template: str = "", /, **params: object) -> None:
        super().__init__(template.format(**params) if params else template)
        self.template = template
        self.params = params


# -- files and notation ---------------------------------------------------------------------------
class InvalidFormatError(JackarooError):
    """A file or a piece of notation is malformed."""


class CardsFileError(InvalidFormatError):
    """Cards.csv is malformed; the message names the line and the field.  ``message`` is a template
    filled by ``params``, as for :class:`JackarooError`; the whole message is the template
    ``"Cards file, line {line}, field '{field}': {reason}"`` (or its shorter forms) with the
    ``reason`` a JackarooError of its own, so that both are translated."""

    def __init__(
        self, message: str, *, line: int | None = None, field: str | None = None, **params: object
    ) -> None:
        reason = JackarooError(message, **params)
        if line is not None and field is not None:
            super().__init__(
                "Cards file, line {line}, field '{field}': {reason}", line=line, field=field, reason=reason
            )
        elif line is not None:
            super().__init__("Cards file, line {line}: {reason}", line=line, reason=reason)
        elif field is not None:
            super().__init__("Cards file, field '{field}': {reason}", field=field, reason=reason)
        else:
            super().__init__(message, **params)
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


# -- messages the rulesets share --------------------------------------------------------------------
def game_over(winner: str) -> GameOverError:
    """Nobody acts once ``winner`` (a player's name) has won."""
    return GameOverError("The game is over: {player} has won", player=winner)


def not_in_hand(card: NamedCard) -> InvalidCardError:
    """The acting player does not hold ``card``."""
    return InvalidCardError("You do not hold the card {card}", card=card)


def cannot_do(card: NamedCard, verb: str) -> InvalidCardError:
    """``card`` never does ``verb`` (an action verb such as 'swap')."""
    return InvalidCardError("A {rank} cannot {verb}", rank=Term(card.rank_name), verb=Term(verb))


def only_own_marbles(card: NamedCard) -> InvalidMarbleError:
    """``card`` moves only the acting player's marbles."""
    return InvalidMarbleError("A {rank} moves only your own marbles", rank=Term(card.rank_name))


def no_marble_on(loc: int) -> InvalidMarbleError:
    """No marble stands on an action's location ``loc``: Track cell 0..99, or 100 + i for the acting
    player's Safe cell i (``s<i>`` in the action notation)."""
    if loc >= SAFE_START:
        return InvalidMarbleError("There is no marble on Safe cell {index}", index=loc - SAFE_START)
    return InvalidMarbleError("There is no marble on track cell {cell}", cell=loc)
