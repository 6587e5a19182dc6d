"""The prompt line's words for a card chosen but not yet playable: what to click next.

The words depend on what the card's legal actions do (a Jack swaps, a Seven moves one marble or
splits, an Ace moves or brings a marble out, a Ten or a Queen moves or makes an opponent discard) and
on how many marbles are chosen.  Context ``"HumanInput"`` for the translations, as the prompts there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ...model.actions import Action, Verb, make_action
from ...model.cards import Card, CardKind
from ...model.errors import JackarooError
from ...model.game import Game
from ...model.state import GameState
from ...view.text.action_words import action_words
from ...view.text.bidi import fill
from ...view.text.messages import error_text
from ...view.text.names import place_name
from .selection import Selection

#: what a card may do with one chosen marble, and with two, by its kind (the others: move)
_ONE = {CardKind.BURNER: (Verb.BURN,), CardKind.SAVER: (Verb.SAVE,)}
_TWO = {CardKind.JACK: (Verb.SWAP,), CardKind.SEVEN: (Verb.SPLIT,)}


def discard_words(card: Card, state: GameState) -> str:
    """Who discards what when ``card`` (a Ten or a Queen) is played with no marble in ``state``: the
    next player by name for a Ten, a random opponent for a Queen; in the traditional rules the next
    player gives up a card of their choice."""
    victim = state.names[(state.current + 1) % len(state.names)]
    if state.classic is not None:
        return fill(
            QCoreApplication.translate(
                "HumanInput", "{player}, the next player, gives up a card of their choice and loses a turn"
            ),
            player=victim,
        )
    if card.kind is CardKind.TEN:
        return fill(
            QCoreApplication.translate("HumanInput", "{player}, the next player, discards a random card"),
            player=victim,
        )
    return QCoreApplication.translate("HumanInput", "a random opponent discards a random card")


def selection_prompt(
    selection: Selection, game: Game, hot_seat: bool, on_trap: Callable[[Action], bool]
) -> str:
    """The prompt for the person to act, from what they have chosen: a card to choose, why a card
    cannot be played, what to click next (:func:`card_prompt`), or the play that Play will make, in
    the same words as :func:`~jackaroo.view.text.action_words.action_words` (one source for both),
    with a warning when ``on_trap`` says it lands on a trap the person sees."""
    card = selection.card
    if card is None and selection.hand and not any(selection.playable(c) for c in selection.hand):
        # the rules leave the choice to the player (docs/playing.md): one card to drop
        if hot_seat:  # say whose turn it is
            text = QCoreApplication.translate(
                "HumanInput",
                "{player}, your turn: no card of yours has a move; choose the card to drop (1-{count}), "
                "then Play.",
            )
            return fill(text, player=game.state.names[game.current_seat], count=len(selection.hand))
        text = QCoreApplication.translate(
            "HumanInput", "No card of yours has a move: choose the card to drop (1-{count}), then Play."
        )
        return fill(text, count=len(selection.hand))
    if card is None:
        count = len(selection.hand)
        if hot_seat:  # say whose turn it is
            return fill(
                QCoreApplication.translate(
                    "HumanInput",
                    "{player}, your turn: choose a card (1-{count}). Dimmed cards have no legal action.",
                ),
                player=game.state.names[game.current_seat],
                count=count,
            )
        return fill(
            QCoreApplication.translate(
                "HumanInput", "Your turn: choose a card (1-{count}). Dimmed cards have no legal action."
            ),
            count=count,
        )
    if not selection.playable(card):
        if selection.action() is None:
            return QCoreApplication.translate(
                "HumanInput", "This card cannot be played and you must play one that can: choose another."
            )
        return QCoreApplication.translate("HumanInput", "This card has no legal action: Play discards it.")
    actions = selection.actions_of(card)
    marble_needed = not selection.marbles and len(actions) > 1 and any(a.locs for a in actions)
    action = selection.action()
    if not selection.is_legal() or marble_needed or action is None:
        return card_prompt(actions, len(selection.marbles), game.state)
    words = action_words(action, game.state)
    if on_trap(action):
        return fill(
            QCoreApplication.translate(
                "HumanInput", "Careful: Play (Enter) to {action} lands on a trap. Esc deselects."
            ),
            action=words,
        )
    if action.verb is Verb.SPLIT:
        return fill(
            QCoreApplication.translate(
                "HumanInput",
                "Play (Enter) to {action}. Another split: click where the first marble should "
                "land, or use the split box. Esc deselects.",
            ),
            action=words,
        )
    return fill(
        QCoreApplication.translate("HumanInput", "Play (Enter) to {action}. Esc deselects."), action=words
    )


def card_prompt(actions: Sequence[Action], chosen: int, state: GameState) -> str:
    """What to do next with a card whose legal ``actions`` (drop aside) are these, ``chosen`` marbles
    chosen so far, and the play not complete yet, in ``state``."""
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
        who = discard_words(actions[0].card, state)
        if marble:
            return fill(
                QCoreApplication.translate(
                    "HumanInput", "Click a ringed marble to move it, or Play with none: {what}."
                ),
                what=who,
            )
        return fill(QCoreApplication.translate("HumanInput", "Play: {what}."), what=who)
    if Verb.FIELD_PARTNER in verbs:
        if marble:
            return QCoreApplication.translate(
                "HumanInput",
                "Five: click a ringed marble to move it 5, or Play with none to bring your partner's "
                "marble out and move it 5.",
            )
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
    return fill(
        QCoreApplication.translate(
            "HumanInput", "Seven: cells for the marble on {first} (the one on {second} moves {rest}):"
        ),
        first=first,
        second=second,
        rest=7 - selection.split,
    )


def why_not_marble(game: Game, card: Card, chosen: Sequence[int], loc: int) -> str:
    """Why ``card`` cannot act on the marble at action location ``loc`` (with the marbles at
    ``chosen`` chosen before it), in the model's own words: the plays that click would ask for are
    tried on a copy of the game without traps (a hidden trap is never given away)."""
    locs = (*chosen, loc)[-2:]
    verbs = _TWO.get(card.kind, ()) if len(locs) == 2 else _ONE.get(card.kind, (Verb.MOVE,))
    for verb in verbs:
        action = make_action(card, verb, locs, 1 if verb is Verb.SPLIT else 0)
        try:
            game.copy(traps=False).play(action)
        except JackarooError as error:
            return fill(
                QCoreApplication.translate("HumanInput", "Not that marble: {reason}."),
                reason=error_text(error).rstrip("."),
            )
    return QCoreApplication.translate("HumanInput", "Not that marble: this card cannot act on it.")
