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

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

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

from .counted import counted
from .describe_classic import classic_line, team_won
from .log_entry import LogEntry
from .names import card_name, colour_name, is_you, log_place

__all__ = ["action_text", "describe_events", "log_entry"]

#: The events that are the effects of a played card (they follow its CardPlayed).
_EFFECTS = (MarbleFielded, MarbleMoved, MarblesSwapped, MarbleSaved, MarbleSentHome, TrapFired, CardDiscarded)
#: the usual deal, written out in words ("four new cards each")
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
    ``<player>: <notation>`` as its notation line.  Live play and replays write the same entries."""
    head = QCoreApplication.translate("Log", "{player}: {notation}").format(
        player=after.names[seat], notation=notation
    )
    return LogEntry(tuple(describe_events(events, before, after)), head)


# -- a played card --------------------------------------------------------------------------------
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
    classic = classic_line(played, main, state, after)
    lines = [classic if classic is not None else _play_line(played, main, state)]
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


def _play_line(played: CardPlayed, main: Event | None, state: GameState) -> str:
    """The line of the card itself, combined with its main effect."""
    you = is_you(state, played.seat)
    player = state.names[played.seat]
    card = card_name(played.card)
    verb = played.action.verb
    if verb is Verb.DROP or main is None:
        if verb is Verb.DROP:
            if you:
                text = QCoreApplication.translate("Log", "You drop {card}: no legal move")
            else:
                text = QCoreApplication.translate("Log", "{player} drops {card}: no legal move")
        elif you:
            text = QCoreApplication.translate("Log", "You play {card}")
        else:
            text = QCoreApplication.translate("Log", "{player} plays {card}")
        return text.format(player=player, card=card)

    if isinstance(main, MarbleMoved):
        values = {
            "colour": colour_name(state, main.marble),
            "steps": len(main.path),
            "start": log_place(main.start, state),
            "target": log_place(main.target, state),
        }
        if verb is Verb.SPLIT:
            split = played.action.split
            values |= {"first": split, "second": 7 - split}
            if you:
                text = QCoreApplication.translate(
                    "Log",
                    "You play {card} split {first} and {second}: "
                    "the {colour} marble moves {steps} from {start} to {target}",
                )
            else:
                text = QCoreApplication.translate(
                    "Log",
                    "{player} plays {card} split {first} and {second}: "
                    "the {colour} marble moves {steps} from {start} to {target}",
                )
        elif main.backwards:
            if you:
                text = QCoreApplication.translate(
                    "Log", "You play {card}: the {colour} marble moves {steps} back from {start} to {target}"
                )
            else:
                text = QCoreApplication.translate(
                    "Log",
                    "{player} plays {card}: the {colour} marble moves {steps} back from {start} to {target}",
                )
        elif you:
            text = QCoreApplication.translate(
                "Log", "You play {card}: the {colour} marble moves {steps} from {start} to {target}"
            )
        else:
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: the {colour} marble moves {steps} from {start} to {target}"
            )
        return text.format(player=player, card=card, **values)

    if isinstance(main, MarbleFielded):
        if you:
            text = QCoreApplication.translate(
                "Log", "You play {card}: a {colour} marble leaves Home for {cell}"
            )
        else:
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: a {colour} marble leaves Home for {cell}"
            )
        return text.format(
            player=player, card=card, colour=colour_name(state, main.marble), cell=log_place(main.cell, state)
        )

    if isinstance(main, MarblesSwapped):
        if you:
            text = QCoreApplication.translate(
                "Log",
                "You play {card}: the {colour} marble on {first} swaps places "
                "with the {other} marble on {second}",
            )
        else:
            text = QCoreApplication.translate(
                "Log",
                "{player} plays {card}: the {colour} marble on {first} swaps places "
                "with the {other} marble on {second}",
            )
        return text.format(
            player=player,
            card=card,
            colour=colour_name(state, main.first),
            first=log_place(main.first_cell, state),
            other=colour_name(state, main.second),
            second=log_place(main.second_cell, state),
        )

    if isinstance(main, MarbleSaved):
        if you:
            text = QCoreApplication.translate(
                "Log", "You play {card}: the {colour} marble on {start} is saved to {target}"
            )
        else:
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: the {colour} marble on {start} is saved to {target}"
            )
        return text.format(
            player=player,
            card=card,
            colour=colour_name(state, main.marble),
            start=log_place(main.start, state),
            target=log_place(main.cell, state),
        )

    if isinstance(main, MarbleSentHome):  # a burn
        if you:
            text = QCoreApplication.translate(
                "Log", "You play {card}: the {colour} marble on {cell} is burned and goes Home"
            )
        else:
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: the {colour} marble on {cell} is burned and goes Home"
            )
        return text.format(
            player=player, card=card, colour=colour_name(state, main.marble), cell=log_place(main.cell, state)
        )

    if isinstance(main, CardDiscarded):
        victim_you = is_you(state, main.seat)
        if you:
            text = QCoreApplication.translate(
                "Log", "You play {card}: {victim} discards {lost} to the Firepit"
            )
        elif victim_you:
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: you discard {lost} to the Firepit"
            )
        else:
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: {victim} discards {lost} to the Firepit"
            )
        return text.format(player=player, card=card, victim=state.names[main.seat], lost=card_name(main.card))

    # not reached for events the model produces
    if you:
        return QCoreApplication.translate("Log", "You play {card}").format(card=card)
    return QCoreApplication.translate("Log", "{player} plays {card}").format(player=player, card=card)


def _effect_line(effect: Event, state: GameState, mover: int | None) -> str | None:
    """A side effect of a played card (after its main line)."""
    if isinstance(effect, MarbleMoved):  # the second half of a split
        if effect.backwards:
            text = QCoreApplication.translate(
                "Log", "Then the {colour} marble moves {steps} back from {start} to {target}"
            )
        else:
            text = QCoreApplication.translate(
                "Log", "Then the {colour} marble moves {steps} from {start} to {target}"
            )
        return text.format(
            colour=colour_name(state, effect.marble),
            steps=len(effect.path),
            start=log_place(effect.start, state),
            target=log_place(effect.target, state),
        )
    if isinstance(effect, MarbleSentHome):
        colour = colour_name(state, effect.marble)
        cell = log_place(effect.cell, state)
        if effect.cause is HomeCause.CAPTURE:
            if mover is None:
                text = QCoreApplication.translate(
                    "Log", "The {colour} marble on {cell} is captured and goes Home"
                )
            else:
                text = QCoreApplication.translate(
                    "Log", "The {mover} marble lands on {cell} and sends the {colour} marble Home"
                )
            return text.format(
                colour=colour, cell=cell, mover=colour_name(state, mover) if mover is not None else ""
            )
        if effect.cause is HomeCause.KING:
            return QCoreApplication.translate(
                "Log", "The King sends the {colour} marble on {cell} Home"
            ).format(colour=colour, cell=cell)
        if effect.cause is HomeCause.TRAP:
            return QCoreApplication.translate(
                "Log",
                "A hidden trap on {cell} destroys the {colour} marble; a new trap is hidden on the Track",
            ).format(colour=colour, cell=cell)
        if effect.cause is HomeCause.FIELD_CAPTURE:
            return QCoreApplication.translate("Log", "The {colour} marble on {cell} is sent Home").format(
                colour=colour, cell=cell
            )
        return QCoreApplication.translate(
            "Log", "The {colour} marble on {cell} is burned and goes Home"
        ).format(colour=colour, cell=cell)
    if isinstance(effect, CardDiscarded):  # only as a main effect in practice
        if is_you(state, effect.seat):
            text = QCoreApplication.translate("Log", "You discard {lost} to the Firepit")
        else:
            text = QCoreApplication.translate("Log", "{victim} discards {lost} to the Firepit")
        return text.format(victim=state.names[effect.seat], lost=card_name(effect.card))
    # TrapFired: its victim's line already says it; where the trap went stays hidden.
    return None


# -- events outside a card play -------------------------------------------------------------------
def _describe_other(event: Event, before: GameState, after: GameState) -> str | None:
    if isinstance(event, TurnSkipped) and event.cause is SkipCause.CARD_GIVEN_UP:  # classic Ten
        if is_you(before, event.seat):
            return QCoreApplication.translate("Log", "You lose this turn (a card given up for a Ten)")
        return QCoreApplication.translate(
            "Log", "{player} loses this turn (a card given up for a Ten)"
        ).format(player=before.names[event.seat])
    if isinstance(event, TurnSkipped):
        if is_you(before, event.seat):
            return QCoreApplication.translate("Log", "You are skipped (too few cards)")
        return QCoreApplication.translate("Log", "{player} is skipped (too few cards)").format(
            player=before.names[event.seat]
        )
    if isinstance(event, DeckRefilled):
        return QCoreApplication.translate("Log", "The Firepit is shuffled into the Deck")
    if isinstance(event, RoundDealt):
        if event.hand_size == FOUR_CARDS:
            return QCoreApplication.translate("Log", "Round {round}: four new cards each").format(
                round=event.round
            )
        return counted.new_cards(event.hand_size).format(round=event.round)
    if isinstance(event, GameWon):
        partner = after.classic.partner(event.seat) if after.classic is not None else None
        if partner is not None:
            return team_won(after, event.seat, partner)
        if is_you(after, event.seat):
            return QCoreApplication.translate("Log", "You win!")
        return QCoreApplication.translate("Log", "{player} wins!").format(player=after.names[event.seat])
    if isinstance(event, _EFFECTS):  # an effect without its CardPlayed: describe it on its own
        return _effect_line(event, before, None)
    return None
