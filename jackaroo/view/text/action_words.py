"""An action in words before it is played: what a hint proposes, what a refused play tried.

:func:`action_words` says what the seat to act would do with an action, from what that seat may see
(never the card a discard would take or whether a trap waits): "play Queen ♣: a random opponent
discards a card", "play Five ♥: move the red marble on t10 5 cells".  Every sentence is one
translatable template (context ``"Action"``) with named placeholders, a row of :data:`ACTION_LINES`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...model.actions import Action, Verb
from ...model.board import HOME
from ...model.cards import CardKind
from ...model.state import GameState
from .bidi import fill
from .counted import counted
from .names import card_name, colour_name, place_name
from .sentences import Sentence


def _marble(state: GameState, loc: int) -> tuple[str, str]:
    """The colour and the place of the marble on action location ``loc`` (for the seat to act)."""
    cell = state.cell_of(loc)
    marble = state.occupied[cell] if cell != HOME else -1
    colour = colour_name(state, marble) if marble >= 0 else ""
    return colour, place_name(cell, state, state.current)


def _action(text: str) -> Sentence:
    return Sentence("Action", text)


# An action of the seat to act, in words, one row per kind of play: {card}; a split's marbles on
# {first} and {second} moving {a} and {b} cells; a swap's own marble on {first} and the {colour}
# marble on {second}; a burn's, a save's and a backward move's {colour} marble on {place}.  A move
# forwards says its count of cells in the language's plural forms (:func:`.counted.Counted.move_cells`).
ACTION_LINES: dict[str, Sentence] = {
    "drop": _action(QT_TRANSLATE_NOOP("Action", "drop {card} (it has no move)")),
    "field": _action(QT_TRANSLATE_NOOP("Action", "play {card}: bring a marble out of Home onto your Base")),
    "field partner": _action(
        QT_TRANSLATE_NOOP("Action", "play {card}: bring your partner's marble out and move it 5 cells")
    ),
    "give up": _action(QT_TRANSLATE_NOOP("Action", "give up {card}")),
    "ten classic": _action(
        QT_TRANSLATE_NOOP(
            "Action", "play {card}: {player}, the next player, gives up a card and loses a turn"
        )
    ),
    "ten": _action(
        QT_TRANSLATE_NOOP("Action", "play {card}: {player}, the next player, discards a random card")
    ),
    "queen": _action(QT_TRANSLATE_NOOP("Action", "play {card}: a random opponent discards a random card")),
    "split": _action(
        QT_TRANSLATE_NOOP(
            "Action", "play {card}: move the marble on {first} {a} cells and the one on {second} {b} cells"
        )
    ),
    "swap": _action(
        QT_TRANSLATE_NOOP(
            "Action", "play {card}: swap your marble on {first} with the {colour} marble on {second}"
        )
    ),
    "burn": _action(
        QT_TRANSLATE_NOOP("Action", "play {card}: burn the {colour} marble on {place} (it goes Home)")
    ),
    "save": _action(
        QT_TRANSLATE_NOOP("Action", "play {card}: save the {colour} marble on {place} into its Safe Zone")
    ),
    "four": _action(
        QT_TRANSLATE_NOOP("Action", "play {card}: move the {colour} marble on {place} 4 cells backwards")
    ),
}
# the row of :data:`ACTION_LINES` of each verb that has one row only
_VERB_ROW = {
    Verb.DROP: "drop",
    Verb.FIELD: "field",
    Verb.FIELD_PARTNER: "field partner",
    Verb.DISCARD_CHOICE: "give up",
    Verb.SPLIT: "split",
    Verb.SWAP: "swap",
    Verb.BURN: "burn",
    Verb.SAVE: "save",
}


def _action_row(action: Action, state: GameState) -> str:
    """The row of :data:`ACTION_LINES` that says ``action`` ("move": a move forwards, counted)."""
    verb = action.verb
    if verb is Verb.DISCARD:
        if state.classic is not None:
            return "ten classic"
        return "ten" if action.card.kind is CardKind.TEN else "queen"
    if verb is Verb.MOVE:
        return "four" if action.card.kind is CardKind.FOUR else "move"
    return _VERB_ROW[verb]


def action_words(action: Action, state: GameState) -> str:
    """``action`` in words for the seat to act in ``state`` (which must list it)."""
    row = _action_row(action, state)
    values: dict[str, object] = {"card": card_name(action.card)}
    if row in ("ten", "ten classic"):  # the next player, named: RULES.md's Ten
        values["player"] = state.names[(state.current + 1) % len(state.names)]
    marbles = [_marble(state, loc) for loc in action.locs]
    if row == "split":
        (_colour, first), (_other, second) = marbles
        values |= {"first": first, "second": second, "a": action.split, "b": 7 - action.split}
    elif row == "swap":
        (_mine, first), (colour, second) = marbles
        values |= {"first": first, "second": second, "colour": colour}
    elif marbles:
        colour, place = marbles[0]
        values |= {"colour": colour, "place": place}
    if row == "move":
        return fill(counted.move_cells(action.split or action.card.rank), **values)
    return ACTION_LINES[row].say(**values)


def refused_words(action: Action, state: GameState) -> str:
    """A refused play in words: the card, and the places of the marbles it named."""
    card = card_name(action.card)
    if not action.locs:
        return card
    places = ", ".join(place_name(state.cell_of(loc), state, state.current) for loc in action.locs)
    return fill(QCoreApplication.translate("Action", "{card} on {places}"), card=card, places=places)


__all__ = ["action_words", "refused_words"]
