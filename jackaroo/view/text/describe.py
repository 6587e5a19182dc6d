"""Model events in plain words, for the game's log panel.

:func:`describe_events` turns the events of one :meth:`Game.play` (or the opening deal) into log lines
such as ``CPU 2 plays King ♥: the blue marble moves 13 from t40 to t53`` followed by
``The King sends the red marble on t47 Home``.  :func:`action_text` is the notation the log shows beside
the words.

Every sentence is one translatable template (context ``"Log"``) with named placeholders, filled by
``str.format`` after translation, so a translator can reorder the words freely.  The seat named "You" (the
default name of the human) gets its own second-person templates ("You play…", "You win!") instead of
"You plays…".  Hidden information stays hidden: where a fired trap moved to is never written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from jackaroo.model.actions import Action, Verb
from jackaroo.model.events import (
    CardDiscarded,
    CardPlayed,
    DeckRefilled,
    Event,
    GameWon,
    HomeCause,
    MarbleFielded,
    MarbleMoved,
    MarbleSaved,
    MarbleSentHome,
    MarblesSwapped,
    RoundDealt,
    SkipCause,
    TrapFired,
    TurnSkipped,
)
from jackaroo.model.state import GameState

from .bidi import fill
from .counted import counted
from .describe_classic import CLASSIC_PLAY_LINES, classic_row, team_won
from .log_entry import LogEntry, table_turn
from .names import card_name, colour_name, is_you, log_place
from .sentences import Sentence

__all__ = ["action_text", "describe_events", "log_entry", "skip_line"]

# The events that are the effects of a played card (they follow its CardPlayed).
_EFFECTS = (MarbleFielded, MarbleMoved, MarblesSwapped, MarbleSaved, MarbleSentHome, TrapFired, CardDiscarded)
# the usual deal, written out in words ("four new cards each")
FOUR_CARDS = 4


def action_text(action: Action) -> str:
    """The action in notation (NOTATION.md), e.g. ``6H move t5``; the log shows it beside the words."""
    return str(action)


def describe_events(events: Sequence[Event], before: GameState, after: GameState) -> list[str]:
    """One plain-words log line per meaningful event of ``events`` (the result of one ``Game.play``, or
    ``Game.opening_events``), played from ``before`` to ``after``.

    A card play is one line naming the player, the card and its main effect; its side effects (captures,
    a King's victims, a trap, the second half of a split) follow as lines of their own.  Never raises for
    events the model produces.
    """
    lines: list[str] = []
    i, n = 0, len(events)
    while i < n:
        event = events[i]
        if isinstance(event, CardPlayed):
            j = i + 1
            while j < n and isinstance(events[j], _EFFECTS):
                j += 1
            lines.extend(_describe_play(event, events[i + 1 : j], before, after))
            i = j
            continue
        line = _describe_other(event, before, after)
        if line:
            lines.append(line)
        i += 1
    return lines


def log_entry(
    seat: int, notation: str, events: Sequence[Event], before: GameState, after: GameState
) -> LogEntry:
    """The log's entry for one action: the plain words of its events (:func:`describe_events`), with
    ``<player>: <notation>`` as its notation line, the acting seat's colour and the turn it acted
    in.  Live play and replays write the same entries."""
    head = fill(
        QCoreApplication.translate("Log", "{player}: {notation}"), player=after.names[seat], notation=notation
    )
    turn = table_turn(before.round, before.turn)
    cut, later_turn = _next_turn(events, before)
    now = describe_events(events[:cut], before, after)
    later = describe_events(events[cut:], before, after)
    colour = before.colours[seat].name
    if not later:
        return LogEntry(tuple(now), head, colour, turn)
    return LogEntry(tuple(now + later), head, colour, turn, len(now), later_turn)


def _next_turn(events: Sequence[Event], before: GameState) -> tuple[int, int | None]:
    """Where ``events`` (of an action played on ``before``) pass into the next turn of the table:
    the index of the first event of that turn (a seat that misses it; a new deal, with the Firepit
    shuffled into the Deck before it) and that turn's :func:`table_turn`; else (len, None)."""
    for i, event in enumerate(events):
        if isinstance(event, TurnSkipped) and (event.round, event.turn) != (before.round, before.turn):
            return i, table_turn(event.round, event.turn)
        if isinstance(event, DeckRefilled | RoundDealt):
            deal = next((e for e in events[i:] if isinstance(e, RoundDealt)), None)
            return i, table_turn(deal.round if deal else before.round + 1, 0)
    return len(events), None


# -- a played card --------------------------------------------------------------------------------
def _log(other: str, you: str | None = None, to_you: str | None = None) -> Sentence:
    return Sentence("Log", other, you, to_you)


# The line of a card played, with its main effect: one row per kind of play.  Placeholders:
# {player} who plays, {card}; a move's {colour} marble, {steps}, {start}, {target} (a split adds
# {first} and {second}); a field's {colour} and {cell}; a swap's {colour} on {first} and {other} on
# {second}; a save's {colour} from {start} to {target}; a burn's {colour} on {cell}; a discard's
# {victim} and the card {lost}.  The traditional rules add rows in :mod:`.describe_classic`.
PLAY_LINES: dict[str, Sentence] = {
    "drop": _log(
        QT_TRANSLATE_NOOP("Log", "{player} drops {card}: no legal move"),
        QT_TRANSLATE_NOOP("Log", "You drop {card}: no legal move"),
    ),
    "card": _log(
        QT_TRANSLATE_NOOP("Log", "{player} plays {card}"), QT_TRANSLATE_NOOP("Log", "You play {card}")
    ),
    "move": _log(
        QT_TRANSLATE_NOOP(
            "Log", "{player} plays {card}: the {colour} marble moves {steps} from {start} to {target}"
        ),
        QT_TRANSLATE_NOOP(
            "Log", "You play {card}: the {colour} marble moves {steps} from {start} to {target}"
        ),
    ),
    "move back": _log(
        QT_TRANSLATE_NOOP(
            "Log", "{player} plays {card}: the {colour} marble moves {steps} back from {start} to {target}"
        ),
        QT_TRANSLATE_NOOP(
            "Log", "You play {card}: the {colour} marble moves {steps} back from {start} to {target}"
        ),
    ),
    "split": _log(
        QT_TRANSLATE_NOOP(
            "Log",
            "{player} plays {card} split {first} and {second}: "
            "the {colour} marble moves {steps} from {start} to {target}",
        ),
        QT_TRANSLATE_NOOP(
            "Log",
            "You play {card} split {first} and {second}: the {colour} "
            "marble moves {steps} from {start} to {target}",
        ),
    ),
    "field": _log(
        QT_TRANSLATE_NOOP("Log", "{player} plays {card}: a {colour} marble leaves Home for {cell}"),
        QT_TRANSLATE_NOOP("Log", "You play {card}: a {colour} marble leaves Home for {cell}"),
    ),
    "swap": _log(
        QT_TRANSLATE_NOOP(
            "Log",
            "{player} plays {card}: the {colour} marble on {first} swaps "
            "places with the {other} marble on {second}",
        ),
        QT_TRANSLATE_NOOP(
            "Log",
            "You play {card}: the {colour} marble on {first} swaps "
            "places with the {other} marble on {second}",
        ),
    ),
    "save": _log(
        QT_TRANSLATE_NOOP(
            "Log", "{player} plays {card}: the {colour} marble on {start} is saved to {target}"
        ),
        QT_TRANSLATE_NOOP("Log", "You play {card}: the {colour} marble on {start} is saved to {target}"),
    ),
    "burn": _log(
        QT_TRANSLATE_NOOP(
            "Log", "{player} plays {card}: the {colour} marble on {cell} is burned and goes Home"
        ),
        QT_TRANSLATE_NOOP("Log", "You play {card}: the {colour} marble on {cell} is burned and goes Home"),
    ),
    "discard": _log(
        QT_TRANSLATE_NOOP("Log", "{player} plays {card}: {victim} discards {lost} to the Firepit"),
        QT_TRANSLATE_NOOP("Log", "You play {card}: {victim} discards {lost} to the Firepit"),
        QT_TRANSLATE_NOOP("Log", "{player} plays {card}: you discard {lost} to the Firepit"),
    ),
} | CLASSIC_PLAY_LINES

# A side effect of a card played, on a line of its own after the card's line: the second half of a
# split, and a marble sent Home, by cause.  Placeholders as in :data:`PLAY_LINES`; a capture names
# the {mover} marble that landed.
EFFECT_LINES: dict[object, Sentence] = {
    "then move": _log(
        QT_TRANSLATE_NOOP("Log", "Then the {colour} marble moves {steps} from {start} to {target}")
    ),
    "then move back": _log(
        QT_TRANSLATE_NOOP("Log", "Then the {colour} marble moves {steps} back from {start} to {target}")
    ),
    "captured": _log(QT_TRANSLATE_NOOP("Log", "The {colour} marble on {cell} is captured and goes Home")),
    HomeCause.CAPTURE: _log(
        QT_TRANSLATE_NOOP("Log", "The {mover} marble lands on {cell} and sends the {colour} marble Home")
    ),
    HomeCause.KING: _log(QT_TRANSLATE_NOOP("Log", "The King sends the {colour} marble on {cell} Home")),
    HomeCause.TRAP: _log(
        QT_TRANSLATE_NOOP(
            "Log", "A hidden trap on {cell} destroys the {colour} marble; a new trap is hidden on the Track"
        )
    ),
    HomeCause.FIELD_CAPTURE: _log(QT_TRANSLATE_NOOP("Log", "The {colour} marble on {cell} is sent Home")),
    HomeCause.BURN: _log(QT_TRANSLATE_NOOP("Log", "The {colour} marble on {cell} is burned and goes Home")),
    "discard": _log(
        QT_TRANSLATE_NOOP("Log", "{victim} discards {lost} to the Firepit"),
        QT_TRANSLATE_NOOP("Log", "You discard {lost} to the Firepit"),
    ),
}


def _moved(event: MarbleMoved, state: GameState) -> dict[str, object]:
    return {
        "colour": colour_name(state, event.marble),
        "steps": len(event.path),
        "start": log_place(event.start, state),
        "target": log_place(event.target, state),
    }


def _fielded(event: MarbleFielded, state: GameState) -> dict[str, object]:
    return {"colour": colour_name(state, event.marble), "cell": log_place(event.cell, state)}


def _swapped(event: MarblesSwapped, state: GameState) -> dict[str, object]:
    return {
        "colour": colour_name(state, event.first),
        "first": log_place(event.first_cell, state),
        "other": colour_name(state, event.second),
        "second": log_place(event.second_cell, state),
    }


def _saved(event: MarbleSaved, state: GameState) -> dict[str, object]:
    return {
        "colour": colour_name(state, event.marble),
        "start": log_place(event.start, state),
        "target": log_place(event.cell, state),
    }


def _sent_home(event: MarbleSentHome, state: GameState) -> dict[str, object]:
    return {"colour": colour_name(state, event.marble), "cell": log_place(event.cell, state)}


def _discarded(event: CardDiscarded, state: GameState) -> dict[str, object]:
    return {"victim": state.names[event.seat], "lost": card_name(event.card)}


# the placeholders each kind of effect fills, from the state before the play
_VALUES: dict[type, Callable[[Any, GameState], dict[str, object]]] = {
    MarbleMoved: _moved,
    MarbleFielded: _fielded,
    MarblesSwapped: _swapped,
    MarbleSaved: _saved,
    MarbleSentHome: _sent_home,
    CardDiscarded: _discarded,
}
# the row of :data:`PLAY_LINES` of a card whose main effect is of this kind
_PLAY_ROW: dict[type, str] = {
    MarbleFielded: "field",
    MarblesSwapped: "swap",
    MarbleSaved: "save",
    MarbleSentHome: "burn",
    CardDiscarded: "discard",
}


def _main_effect(verb: Verb, effects: Sequence[Event]) -> Event | None:
    """The effect the card's own line describes (None for a drop)."""
    wanted: type | tuple[type, ...]
    if verb in (Verb.MOVE, Verb.SPLIT):
        wanted = MarbleMoved
    elif verb in (Verb.FIELD, Verb.FIELD_PARTNER):
        wanted = MarbleFielded
    elif verb is Verb.SWAP:
        wanted = MarblesSwapped
    elif verb is Verb.SAVE:
        wanted = MarbleSaved
    elif verb is Verb.DISCARD:
        wanted = CardDiscarded
    elif verb is Verb.BURN:
        return next((e for e in effects if isinstance(e, MarbleSentHome) and e.cause is HomeCause.BURN), None)
    else:
        return None
    return next((e for e in effects if isinstance(e, wanted)), None)


def _describe_play(
    played: CardPlayed, effects: Sequence[Event], state: GameState, after: GameState
) -> list[str]:
    action = played.action
    main = _main_effect(action.verb, effects)
    lines = [_play_line(played, main, state, after)]
    last_moved: int | None = main.marble if isinstance(main, MarbleMoved) else None
    for effect in effects:
        if effect is main:
            continue
        if isinstance(effect, MarbleMoved):
            last_moved = effect.marble
        line = _effect_line(effect, state, last_moved)
        if line:
            lines.append(line)
    return lines


def _play_row(played: CardPlayed, main: Event | None, after: GameState) -> str:
    """The row of :data:`PLAY_LINES` that says ``played`` with its ``main`` effect."""
    verb = played.action.verb
    classic = classic_row(played, main, after)
    if classic is not None:
        return classic
    if verb is Verb.DROP:
        return "drop"
    if isinstance(main, MarbleMoved):
        return "split" if verb is Verb.SPLIT else "move back" if main.backwards else "move"
    return _PLAY_ROW.get(type(main), "card")


def _play_line(played: CardPlayed, main: Event | None, state: GameState, after: GameState) -> str:
    """The line of the card itself, combined with its main effect."""
    row = _play_row(played, main, after)
    values: dict[str, object] = {"player": state.names[played.seat], "card": card_name(played.card)}
    if main is not None and row != "drop":
        values |= _VALUES[type(main)](main, state)
    if row == "split":
        values |= {"first": played.action.split, "second": 7 - played.action.split}
    victim = after.current if row == "ten" else main.seat if isinstance(main, CardDiscarded) else None
    if victim is not None:
        values["victim"] = after.names[victim]
    return PLAY_LINES[row].say(
        you=is_you(state, played.seat), to_you=victim is not None and is_you(after, victim), **values
    )


def _effect_line(effect: Event, state: GameState, mover: int | None) -> str | None:
    """A side effect of a played card (after its main line); None for a fired trap (its victim's
    line says it; where the trap went stays hidden)."""
    maker = _VALUES.get(type(effect))
    if maker is None or isinstance(effect, MarbleFielded | MarblesSwapped | MarbleSaved):
        return None
    values = maker(effect, state)
    row: object
    if isinstance(effect, MarbleMoved):
        row = "then move back" if effect.backwards else "then move"
    elif isinstance(effect, MarbleSentHome):
        row = "captured" if effect.cause is HomeCause.CAPTURE and mover is None else effect.cause
        if mover is not None:
            values["mover"] = colour_name(state, mover)
    else:
        row = "discard"
    you = isinstance(effect, CardDiscarded) and is_you(state, effect.seat)
    return EFFECT_LINES[row].say(you=you, **values)


# -- events outside a card play -------------------------------------------------------------------
# A turn that passes without a card, by its cause: the default game's seat that lost a card to a Ten
# or a Queen (RULES.md: it acts only with exactly 4 - turn cards), the classic Ten's victim.
SKIP_LINES: dict[SkipCause, Sentence] = {
    SkipCause.FEW_CARDS: _log(
        QT_TRANSLATE_NOOP("Log", "{player} misses this turn: a card was lost to a Ten or a Queen"),
        QT_TRANSLATE_NOOP("Log", "You miss this turn: you lost a card to a Ten or a Queen"),
    ),
    SkipCause.CARD_GIVEN_UP: _log(
        QT_TRANSLATE_NOOP("Log", "{player} loses this turn (a card given up for a Ten)"),
        QT_TRANSLATE_NOOP("Log", "You lose this turn (a card given up for a Ten)"),
    ),
}


def skip_line(event: TurnSkipped, state: GameState) -> str:
    """Why ``event``'s seat did not play this turn, in words (the log's line and the banner's)."""
    return SKIP_LINES[event.cause].say(you=is_you(state, event.seat), player=state.names[event.seat])


def _describe_other(event: Event, before: GameState, after: GameState) -> str | None:
    if isinstance(event, TurnSkipped):
        return skip_line(event, before)
    if isinstance(event, DeckRefilled):
        return QCoreApplication.translate("Log", "The Firepit is shuffled into the Deck")
    if isinstance(event, RoundDealt):
        if event.hand_size == FOUR_CARDS:
            return fill(
                QCoreApplication.translate("Log", "Round {round}: four new cards each"), round=event.round
            )
        return fill(counted.new_cards(event.hand_size), round=event.round)
    if isinstance(event, GameWon):
        partner = after.classic.partner(event.seat) if after.classic is not None else None
        if partner is not None:
            return team_won(after, event.seat, partner)
        if is_you(after, event.seat):
            return QCoreApplication.translate("Log", "You win!")
        return fill(QCoreApplication.translate("Log", "{player} wins!"), player=after.names[event.seat])
    if isinstance(event, _EFFECTS):  # an effect without its CardPlayed: describe it on its own
        return _effect_line(event, before, None)
    return None
