"""The log's lines that only the traditional rules need (docs/rules-classic.md): the Ten's
discard of the victim's choice, the Five fielding for a partner, a team's win: rows of the same
sentence tables as :mod:`jackaroo.view.text.describe`, which uses them."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from jackaroo.model.actions import Verb
from jackaroo.model.events import CardPlayed, Event, MarbleFielded
from jackaroo.model.state import GameState

from .bidi import fill
from .names import is_you
from .sentences import Sentence

# The card lines only the traditional rules need, rows of :data:`.describe.PLAY_LINES`: the
# victim giving up a card of their choice for a Ten, the Ten itself (its {victim} is the next
# player), the Five fielding the partner's marble ({colour}, {cell}).
CLASSIC_PLAY_LINES: dict[str, Sentence] = {
    "give up": Sentence(
        "Log",
        QT_TRANSLATE_NOOP("Log", "{player} gives up {card} for the Ten and loses a turn"),
        QT_TRANSLATE_NOOP("Log", "You give up {card} for the Ten and lose a turn"),
    ),
    "ten": Sentence(
        "Log",
        QT_TRANSLATE_NOOP("Log", "{player} plays {card}: {victim} must give up a card of their choice"),
        QT_TRANSLATE_NOOP("Log", "You play {card}: {victim} must give up a card of their choice"),
        QT_TRANSLATE_NOOP("Log", "{player} plays {card}: you must give up a card of your choice"),
    ),
    "field partner": Sentence(
        "Log",
        QT_TRANSLATE_NOOP(
            "Log", "{player} plays {card} for the partner: a {colour} marble leaves Home for {cell}"
        ),
        QT_TRANSLATE_NOOP(
            "Log", "You play {card} for your partner: a {colour} marble leaves Home for {cell}"
        ),
    ),
}


def classic_row(played: CardPlayed, main: Event | None, after: GameState) -> str | None:
    """The row of :data:`CLASSIC_PLAY_LINES` for the classic ruleset's own actions (the victim's
    choice, the Ten's forced discard, the Five's partner field); None for every other action."""
    verb = played.action.verb
    if verb is Verb.DISCARD_CHOICE:
        return "give up"
    if verb is Verb.DISCARD and main is None and after.classic is not None:
        return "ten"
    if verb is Verb.FIELD_PARTNER and isinstance(main, MarbleFielded):
        return "field partner"
    return None


def team_won(after: GameState, seat: int, partner: int) -> str:
    """The line of a team's win (classic, four players)."""
    if is_you(after, seat) or is_you(after, partner):
        other = partner if is_you(after, seat) else seat
        return fill(QCoreApplication.translate("Log", "You and {partner} win!"), partner=after.names[other])
    return fill(
        QCoreApplication.translate("Log", "{first} and {second} win!"),
        first=after.names[seat],
        second=after.names[partner],
    )
