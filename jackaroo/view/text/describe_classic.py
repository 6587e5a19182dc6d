"""The log's lines that only the traditional rules need (docs/rules-classic.md): the Ten's
discard of the victim's choice, the Five fielding for a partner, a team's win.  The same template
rules as :mod:`jackaroo.view.text.describe`, which uses them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from jackaroo.model.actions import Verb
from jackaroo.model.events import CardPlayed, Event, MarbleFielded
from jackaroo.model.state import GameState

from .names import card_name, colour_name, is_you, log_place


def classic_line(played: CardPlayed, main: Event | None, state: GameState, after: GameState) -> str | None:
    """The card's line for the classic ruleset's own actions (the Ten's forced discard, the victim's
    choice, the Five's partner field); None for every other action."""
    you = is_you(state, played.seat)
    player = state.names[played.seat]
    card = card_name(played.card)
    verb = played.action.verb
    if verb is Verb.DISCARD_CHOICE:
        if you:
            text = QCoreApplication.translate("Log", "You give up {card} for the Ten and lose a turn")
        else:
            text = QCoreApplication.translate("Log", "{player} gives up {card} for the Ten and loses a turn")
        return text.format(player=player, card=card)
    if verb is Verb.DISCARD and main is None:
        victim = after.current
        if is_you(after, victim):
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: you must give up a card of your choice"
            )
        elif you:
            text = QCoreApplication.translate(
                "Log", "You play {card}: {victim} must give up a card of their choice"
            )
        else:
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: {victim} must give up a card of their choice"
            )
        return text.format(player=player, card=card, victim=after.names[victim])
    if verb is Verb.FIELD_PARTNER and isinstance(main, MarbleFielded):
        if you:
            text = QCoreApplication.translate(
                "Log",
                "You play {card} for your partner: a {colour} marble leaves Home for {cell}",
            )
        else:
            text = QCoreApplication.translate(
                "Log",
                "{player} plays {card} for the partner: a {colour} marble leaves Home for {cell}",
            )
        return text.format(
            player=player, card=card, colour=colour_name(state, main.marble), cell=log_place(main.cell, state)
        )
    return None


def team_won(after: GameState, seat: int, partner: int) -> str:
    """The line of a team's win (classic, four players)."""
    if is_you(after, seat) or is_you(after, partner):
        other = partner if is_you(after, seat) else seat
        return QCoreApplication.translate("Log", "You and {partner} win!").format(partner=after.names[other])
    return QCoreApplication.translate("Log", "{first} and {second} win!").format(
        first=after.names[seat], second=after.names[partner]
    )
