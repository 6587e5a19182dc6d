"""The prompt line's words for a card chosen but not yet playable: what to click next.

The words depend on what the card's legal actions do (a Jack swaps, a Seven moves one marble or
splits, an Ace moves or brings a marble out, a Ten or a Queen moves or makes an opponent discard) and
on how many marbles are chosen.  Context ``"HumanInput"`` for the translations, as the prompts there.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...model.actions import Action, Verb
from ...model.game import Game
from ...view.text.names import place_name
from .selection import Selection


def card_prompt(actions: Sequence[Action], chosen: int) -> str:
    """What to do next with a card whose legal ``actions`` (drop aside) are these, ``chosen`` marbles
    chosen so far, and the play not complete yet."""
    verbs = {a.verb for a in actions}
    if chosen:
        if Verb.SWAP in verbs:
            return QCoreApplication.translate("HumanInput", "Now click the ringed marble to swap with.")
        if Verb.SPLIT in verbs:
            return QCoreApplication.translate(
                "HumanInput", "Click a second ringed marble to split the Seven, or Play to move this one 7."
            )
    if Verb.SWAP in verbs:
        return QCoreApplication.translate(
            "HumanInput", "Jack: click your marble and the ringed marble to swap it with."
        )
    if Verb.SPLIT in verbs:
        return QCoreApplication.translate(
            "HumanInput", "Seven: click one ringed marble to move it 7, or two to split the 7 between them."
        )
    if Verb.BURN in verbs:
        return QCoreApplication.translate(
            "HumanInput", "Burner: click the ringed marble to burn (it goes back Home)."
        )
    if Verb.SAVE in verbs:
        return QCoreApplication.translate(
            "HumanInput", "Saver: click the ringed marble to put into its Safe Zone."
        )
    marble = any(a.locs for a in actions)
    if Verb.FIELD in verbs:
        if marble:
            return QCoreApplication.translate(
                "HumanInput", "Click a ringed marble to move it, or Play (F) to bring a marble out."
            )
        return QCoreApplication.translate(
            "HumanInput", "Play (F) brings a marble out of Home onto your Base."
        )
    if Verb.DISCARD in verbs:
        if marble:
            return QCoreApplication.translate(
                "HumanInput",
                "Click a ringed marble to move it, or Play with none to make an opponent discard.",
            )
        return QCoreApplication.translate("HumanInput", "Play makes an opponent discard a card.")
    if Verb.FIELD_PARTNER in verbs and not marble:
        return QCoreApplication.translate(
            "HumanInput", "Play brings your partner's marble out and moves it 5."
        )
    return QCoreApplication.translate(
        "HumanInput", "Click a ringed marble, then Play (Enter). Esc deselects."
    )


def split_label(game: Game | None, selection: Selection) -> str:
    """The Seven split box's label: where each chosen marble is and how far the second one moves
    (the box sets the first one's cells)."""
    marbles = selection.marbles
    if game is None or len(marbles) != 2:
        return QCoreApplication.translate("HumanInput", "Seven split, first marble:")
    state = game.state
    first, second = (place_name(state.cell_of(loc), state, state.current) for loc in marbles)
    return QCoreApplication.translate(
        "HumanInput", "Seven: cells for the marble on {first} (the one on {second} moves {rest}):"
    ).format(first=first, second=second, rest=7 - selection.split)
