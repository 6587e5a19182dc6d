"""An action in words before it is played: what a hint proposes, what a refused play tried.

:func:`action_words` says what the seat to act would do with an action, from what that seat may see
(never the card a discard would take or whether a trap waits): "play Queen ♣: a random opponent
discards a card", "play Five ♥: move the red marble on t10 5 cells".  Every sentence is one
translatable template (context ``"Action"``) with named placeholders.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...model.actions import Action, Verb
from ...model.board import HOME
from ...model.cards import CardKind
from ...model.state import GameState
from .counted import counted
from .names import card_name, colour_name, place_name


def _marble(state: GameState, loc: int) -> tuple[str, str]:
    """The colour and the place of the marble on action location ``loc`` (for the seat to act)."""
    cell = state.cell_of(loc)
    marble = state.occupied[cell] if cell != HOME else -1
    colour = colour_name(state, marble) if marble >= 0 else ""
    return colour, place_name(cell, state, state.current)


def action_words(action: Action, state: GameState) -> str:
    """``action`` in words for the seat to act in ``state`` (which must list it)."""
    card = card_name(action.card)
    verb = action.verb
    values: dict[str, object] = {"card": card}
    if verb is Verb.DROP:
        text = QCoreApplication.translate("Action", "drop {card} (it has no move)")
    elif verb is Verb.FIELD:
        text = QCoreApplication.translate("Action", "play {card}: bring a marble out of Home onto your Base")
    elif verb is Verb.FIELD_PARTNER:
        text = QCoreApplication.translate(
            "Action", "play {card}: bring your partner's marble out and move it 5 cells"
        )
    elif verb is Verb.DISCARD_CHOICE:
        text = QCoreApplication.translate("Action", "give up {card}")
    elif verb is Verb.DISCARD:
        if state.classic is not None:
            text = QCoreApplication.translate(
                "Action", "play {card}: the next player gives up a card and loses a turn"
            )
        elif action.card.kind is CardKind.TEN:
            text = QCoreApplication.translate("Action", "play {card}: the next player discards a random card")
        else:
            text = QCoreApplication.translate(
                "Action", "play {card}: a random opponent discards a random card"
            )
    elif verb is Verb.SPLIT:
        (_colour, first), (_other, second) = (_marble(state, loc) for loc in action.locs)
        values |= {"first": first, "second": second, "a": action.split, "b": 7 - action.split}
        text = QCoreApplication.translate(
            "Action", "play {card}: move the marble on {first} {a} cells and the one on {second} {b} cells"
        )
    elif verb is Verb.SWAP:
        (_mine, first), (colour, second) = (_marble(state, loc) for loc in action.locs)
        values |= {"first": first, "second": second, "colour": colour}
        text = QCoreApplication.translate(
            "Action", "play {card}: swap your marble on {first} with the {colour} marble on {second}"
        )
    elif verb is Verb.BURN:
        colour, place = _marble(state, action.locs[0])
        values |= {"colour": colour, "place": place}
        text = QCoreApplication.translate(
            "Action", "play {card}: burn the {colour} marble on {place} (it goes Home)"
        )
    elif verb is Verb.SAVE:
        colour, place = _marble(state, action.locs[0])
        values |= {"colour": colour, "place": place}
        text = QCoreApplication.translate(
            "Action", "play {card}: save the {colour} marble on {place} into its Safe Zone"
        )
    else:  # MOVE
        colour, place = _marble(state, action.locs[0])
        steps = action.split or action.card.rank
        values |= {"colour": colour, "place": place, "steps": steps}
        if action.card.kind is CardKind.FOUR:
            text = QCoreApplication.translate(
                "Action", "play {card}: move the {colour} marble on {place} 4 cells backwards"
            )
        else:
            text = counted.move_cells(steps)
    return text.format(**values)


def refused_words(action: Action, state: GameState) -> str:
    """A refused play in words: the card, and the places of the marbles it named."""
    card = card_name(action.card)
    if not action.locs:
        return card
    places = ", ".join(place_name(state.cell_of(loc), state, state.current) for loc in action.locs)
    return QCoreApplication.translate("Action", "{card} on {places}").format(card=card, places=places)


__all__ = ["action_words", "refused_words"]
