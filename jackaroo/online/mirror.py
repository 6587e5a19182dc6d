"""The server's game view (docs/protocol.md) mirrored as the model's values, for the app's board.

:func:`mirror_state` turns a seat's (or a spectator's) ``game`` object into a
:class:`~jackaroo.model.state.GameState` the scene, the panels and the log already know how to show:
other hands are only counts, so they hold :data:`PLACEHOLDER` cards that are never shown face up;
the Deck holds as many placeholders as the view's count; no trap is known.  :func:`mirror_events`
turns ``played.events`` back into the model's :class:`~jackaroo.model.events.Event` values, so the
same animations and log words play as offline.  :class:`MirrorGame` is a
:class:`~jackaroo.model.game.Game` in the mirrored position whose legal actions are the server's and
which never plays an action itself: the server does.  Nothing here imports Qt.

Decoding is lenient (the protocol's versioning): unknown fields are ignored; a missing or malformed
field the mirror needs raises :class:`MirrorError`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..model import events as ev
from ..model.actions import Action
from ..model.board import HOME, MARBLES_PER_SEAT, SEATS, Colour, owner
from ..model.cards import Card, CardTable, default_card_table
from ..model.chance import Chance
from ..model.errors import IllegalActionError, JackarooError
from ..model.game import Game
from ..model.rules import RULESETS
from ..model.state import ClassicInfo, GameState, parse_location

#: the card standing for one the seat may not see (another hand, the Deck); never shown face up
PLACEHOLDER = Card.parse("2C")


class MirrorError(JackarooError):
    """A game view or event the mirror cannot read."""


def _location(token: Any, seat: int) -> int:
    if not isinstance(token, str):
        raise MirrorError(f"a location is text, not {token!r}")
    try:
        return HOME if token == "home" else parse_location(token, seat)
    except ValueError as error:
        raise MirrorError(f"bad location {token!r}") from error


def _cards(tokens: Any) -> tuple[Card, ...]:
    try:
        return tuple(Card.parse(str(t)) for t in tokens)
    except (JackarooError, TypeError, ValueError) as error:
        raise MirrorError(f"bad cards {tokens!r}") from error


def _int(obj: dict[str, Any], key: str, default: int | None = None) -> int:
    value = obj.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise MirrorError(f"{key!r} is a number, not {value!r}")
    return value


def mirror_state(view: dict[str, Any]) -> GameState:
    """The GameState of a ``game`` view: the seat's own hand (a spectator's view has none), the
    other hands as placeholders, a Deck of placeholders, no trap.  Raises MirrorError."""
    try:
        seats = view["seats"]
        if not isinstance(seats, list) or len(seats) != SEATS:
            raise MirrorError("a view has four seats")
        own = view.get("seat")
        own_hand = _cards(view.get("hand") or ())
        names: list[str] = []
        colours: list[Colour] = []
        players: list[str] = []
        hands: list[tuple[Card, ...]] = []
        marbles: list[int] = []
        for p, seat in enumerate(seats):
            names.append(str(seat.get("name", "")))
            colours.append(Colour[str(seat["colour"])])
            players.append(str(seat.get("player", "human")))
            if p == own:
                hands.append(own_hand)
            else:
                hands.append((PLACEHOLDER,) * max(0, _int(seat, "cards", 0)))
            locations = seat["marbles"]
            if len(locations) != MARBLES_PER_SEAT:
                raise MirrorError("a seat has four marbles")
            marbles.extend(_location(token, p) for token in locations)
        classic = None
        info = view.get("classic")
        if isinstance(info, dict):
            teams = tuple(tuple(int(s) for s in team) for team in info.get("teams", ()))
            pending = info.get("pending")
            classic = ClassicInfo(_int(info, "dealer"), teams, pending if isinstance(pending, int) else None)
        winner = view.get("winner")
        return GameState(
            ruleset=str(view.get("ruleset", "guc")),
            names=tuple(names),
            colours=tuple(colours),
            players=tuple(players),
            marbles=tuple(marbles),
            hands=tuple(hands),
            deck=(PLACEHOLDER,) * max(0, _int(view, "deck", 0)),
            firepit=_cards(view.get("firepit") or ()),
            traps=(),
            current=_int(view, "current"),
            turn=_int(view, "turn"),
            round=_int(view, "round"),
            winner=winner if isinstance(winner, int) and not isinstance(winner, bool) else None,
            classic=classic,
        )
    except (KeyError, TypeError, AttributeError) as error:
        raise MirrorError(f"bad game view: {error}") from error


def _event(obj: dict[str, Any]) -> ev.Event | None:
    kind = obj.get("event")
    marble = obj.get("marble")
    mine = owner(marble) if isinstance(marble, int) else 0
    match kind:
        case "card-played":
            return ev.CardPlayed(_int(obj, "seat"), Action.parse(str(obj["action"])))
        case "fielded":
            return ev.MarbleFielded(_int(obj, "marble"), _location(obj["cell"], mine))
        case "moved":
            path = tuple(_location(c, mine) for c in obj["path"])
            start = _location(obj["from"], mine)
            return ev.MarbleMoved(_int(obj, "marble"), start, path, bool(obj.get("backwards")))
        case "swapped":
            first, second = (int(m) for m in obj["marbles"])
            a, b = obj["cells"]
            return ev.MarblesSwapped(first, second, _location(a, owner(first)), _location(b, owner(second)))
        case "saved":
            start = _location(obj["from"], mine)
            return ev.MarbleSaved(_int(obj, "marble"), start, _location(obj["cell"], mine))
        case "sent-home":
            cell = _location(obj["cell"], mine)
            return ev.MarbleSentHome(_int(obj, "marble"), cell, ev.HomeCause(obj["cause"]), _int(obj, "by"))
        case "trap-fired":
            return ev.TrapFired(_location(obj["cell"], 0), HOME)
        case "discarded":
            return ev.CardDiscarded(_int(obj, "seat"), Card.parse(str(obj["card"])), _int(obj, "by"))
        case "skipped":
            cause = ev.SkipCause(obj["cause"])
            return ev.TurnSkipped(_int(obj, "seat"), _int(obj, "round"), _int(obj, "turn"), cause)
        case "deck-refilled":
            return ev.DeckRefilled(_int(obj, "cards"))
        case "dealt":
            return ev.RoundDealt(_int(obj, "round"), _int(obj, "hand_size"))
        case "won":
            return ev.GameWon(_int(obj, "seat"))
    return None  # a kind this client does not know (a newer server): ignored


def mirror_events(events: Sequence[Any]) -> tuple[ev.Event, ...]:
    """The model's events of ``played.events``; unknown kinds are left out.  Raises MirrorError."""
    out = []
    for obj in events:
        if not isinstance(obj, dict):
            continue
        try:
            event = _event(obj)
        except (KeyError, TypeError, ValueError, JackarooError) as error:
            raise MirrorError(f"bad event {obj!r}: {error}") from error
        if event is not None:
            out.append(event)
    return tuple(out)


class MirrorGame(Game):
    """A game in the mirrored position: its legal actions are the server's ``legal`` (for the seat
    the view is for, when it is to act); :meth:`play` refuses everything, for the server plays."""

    def __init__(self, state: GameState, legal: Sequence[str] = (), cards: CardTable | None = None) -> None:
        super().__init__(state, Chance(0), RULESETS[state.ruleset](cards or default_card_table()))
        self.legal = tuple(Action.parse(text) for text in legal)

    @classmethod
    def from_view(cls, view: dict[str, Any], cards: CardTable | None = None) -> MirrorGame:
        """The mirror of a ``game`` view; raises MirrorError."""
        state = mirror_state(view)
        if state.ruleset not in RULESETS:
            raise MirrorError(f"unknown ruleset {state.ruleset!r}")
        legal = view.get("legal") or ()
        try:
            return cls(state, [str(a) for a in legal], cards)
        except JackarooError as error:
            raise MirrorError(f"bad legal actions: {error}") from error

    def legal_actions(self) -> tuple[Action, ...]:
        return self.legal

    def play(self, action: Action | str) -> tuple[ev.Event, ...]:
        raise IllegalActionError("the server plays every action of an online game")
