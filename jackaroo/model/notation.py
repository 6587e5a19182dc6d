"""Reading and writing the JSON state of NOTATION.md (``"format": "jackaroo/state"``, version 1)."""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from .board import MARBLES_PER_SEAT, SEATS, Colour
from .cards import Card
from .chance import Chance
from .errors import NotationError, StateFormatError
from .players import PLAYERS
from .sightings import TrapSightings
from .state import ClassicInfo, GameState, parse_location

FORMAT = "jackaroo/state"
VERSION = 1
#: the keys only a classic state has (docs/notation.md), all required there
CLASSIC = "classic"
_CLASSIC_KEYS = {"dealer", "teams", "pending"}
_KEYS = {
    "format",
    "version",
    "ruleset",
    "seats",
    "current",
    "turn",
    "round",
    "traps",
    "deck",
    "firepit",
    "winner",
    "rng",
    "sightings",
    "assisted",
}
_SEAT_KEYS = {"name", "colour", "player", "hand", "marbles"}
#: the optional key of a game played with help (a move taken back): ``true``, else left out
ASSISTED = "assisted"
#: the optional key naming the program that wrote a file (e.g. "Jackaroo 0.1.0"); read and ignored,
#: files without it load as before
WRITTEN_BY = "written_by"
#: the longest ``written_by`` value accepted
MAX_WRITTEN_BY = 200


def state_to_json(
    state: GameState,
    chance: Chance,
    written_by: str | None = None,
    sightings: TrapSightings | None = None,
    assisted: bool = False,
) -> str:
    """The state and generator as NOTATION.md JSON text (stable key order, 2-space indent), with
    ``"written_by": written_by`` after ``version`` unless ``written_by`` is None, with
    ``sightings`` the optional ``"sightings"`` key and with ``assisted`` ``"assisted": true``, both
    before ``"rng"``."""
    obj = with_written_by(state.to_dict(), written_by)
    if sightings is not None:
        obj["sightings"] = sightings.to_dict()
    if assisted:
        obj[ASSISTED] = True
    obj["rng"] = chance.to_json()
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def with_written_by(obj: dict[str, Any], written_by: str | None) -> dict[str, Any]:
    """``obj`` (a file's top-level object) with ``written_by`` placed right after its ``version``
    key (or first); ``obj`` itself if ``written_by`` is None."""
    if written_by is None:
        return obj
    result: dict[str, Any] = {} if "version" in obj else {WRITTEN_BY: written_by}
    for key, value in obj.items():
        result[key] = value
        if key == "version":
            result[WRITTEN_BY] = written_by
    return result


def check_written_by(obj: dict[str, Any], error: type[StateFormatError] = StateFormatError) -> None:
    """Raise ``error`` if ``obj`` has a ``written_by`` that is not a short printable string."""
    if WRITTEN_BY not in obj:
        return
    value = obj[WRITTEN_BY]
    if not isinstance(value, str) or len(value) > MAX_WRITTEN_BY or not _printable(value):
        raise error(f"'{WRITTEN_BY}' must be a short line of text")


def _no_constant(name: str) -> None:
    """``json.loads`` hook: NaN and Infinity are not JSON, whatever Python's parser allows."""
    raise StateFormatError("not JSON: {name} is not a number JSON allows", name=name)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json.loads`` hook: an object naming a key twice is refused (it would mean two states)."""
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise StateFormatError("not JSON: the key '{key}' appears twice in one object", key=key)
        obj[key] = value
    return obj


def _printable(text: str) -> bool:
    """Whether ``text`` can be shown and saved: no control characters (Cc), no lone surrogates (Cs)
    (which UTF-8 cannot encode).  Format characters such as ZWNJ or RLM are fine."""
    return not any(_control_or_surrogate(ch) for ch in text)


def _control_or_surrogate(ch: str) -> bool:
    """Unicode's Cc (C0, DEL, C1) or Cs (the surrogates), without the 1 MB unicodedata table."""
    code = ord(ch)
    return code < 0x20 or 0x7F <= code < 0xA0 or 0xD800 <= code <= 0xDFFF


def _int(obj: dict[str, Any], key: str, low: int, high: int | None, where: str = "") -> int:
    value = obj.get(key)
    name = where or key
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateFormatError("'{name}' must be an integer", name=name)
    if value < low or (high is not None and value > high):
        bounds = f"{low}.." if high is None else f"{low}..{high}"
        raise StateFormatError(
            "'{name}' must be in {bounds}, found {value}", name=name, bounds=bounds, value=value
        )
    return value


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise StateFormatError("'{where}' must be a list of card names", where=where)
    try:
        return tuple(Card.parse(c) for c in value)
    except NotationError as exc:
        raise StateFormatError("'{where}': {exc}", where=where, exc=exc) from None


def load_json(text: str, error: type[StateFormatError] = StateFormatError) -> Any:
    """The JSON value of ``text``, strictly: no NaN or Infinity, no key given twice.

    Raises ``error`` (a :class:`StateFormatError`) for anything else, hostile input included (deep
    nesting, numbers longer than Python converts); nothing else escapes.
    """
    try:
        return json.loads(text, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)
    except (json.JSONDecodeError, TypeError) as exc:
        raise error(f"not JSON: {exc}") from None
    except RecursionError:
        raise error("not a saved game: the JSON is nested too deeply") from None
    except ValueError:  # a number with more digits than Python converts (sys.get_int_max_str_digits)
        raise error("not a saved game: a number is too long") from None


def state_from_object(obj: Any) -> tuple[GameState, Chance]:
    """A state and its generator from the parsed NOTATION.md JSON value ``obj`` (see :func:`load_json`).

    Checks the structure (keys, types, ranges, card and location notation, one marble per cell);
    the ruleset checks the rest (:meth:`Ruleset.check_state`).  Raises :class:`StateFormatError`
    naming the field at fault.
    """
    if not isinstance(obj, dict):
        raise StateFormatError("the state must be a JSON object")
    classic = obj.get("ruleset") == CLASSIC
    _check_header(obj, classic)
    seats = obj["seats"]
    if not isinstance(seats, list) or len(seats) != SEATS:
        raise StateFormatError("'seats' must list {count} seats", count=SEATS)
    occupied: dict[int, str] = {}
    read = [_seat(p, seat, occupied) for p, seat in enumerate(seats)]
    colours = tuple(seat.colour for seat in read)
    if len(set(colours)) != SEATS:
        raise StateFormatError("'seats': every seat needs its own colour")
    traps = obj["traps"]
    if not isinstance(traps, list) or not all(isinstance(t, int) and not isinstance(t, bool) for t in traps):
        raise StateFormatError("'traps' must be a list of track cells")
    winner = obj["winner"]
    if winner is not None:
        winner = _int(obj, "winner", 0, SEATS - 1)
    state = GameState(
        ruleset=obj["ruleset"],
        names=tuple(seat.name for seat in read),
        colours=colours,
        players=tuple(seat.player for seat in read),
        marbles=tuple(cell for seat in read for cell in seat.marbles),
        hands=tuple(seat.hand for seat in read),
        deck=_cards(obj["deck"], "deck"),
        firepit=_cards(obj["firepit"], "firepit"),
        traps=tuple(traps),
        current=_int(obj, "current", 0, SEATS - 1),
        turn=_int(obj, "turn", 0, 4 if classic else 3),
        round=_int(obj, "round", 1, None),
        winner=winner,
        classic=_classic_info(obj) if classic else None,
    )
    return state, Chance.from_json(obj.get("rng"))


def _check_header(obj: dict[str, Any], classic: bool) -> None:
    """The state's keys (a classic state has more), ``format``, ``version``, ``written_by`` and the
    ruleset's type.  Raises StateFormatError."""
    unknown = sorted(set(obj) - _KEYS - {WRITTEN_BY} - (_CLASSIC_KEYS if classic else set()))
    if unknown:
        if unknown[0] in _CLASSIC_KEYS:
            raise StateFormatError("unknown key '{key}' (only a classic state has it)", key=unknown[0])
        raise StateFormatError("unknown key '{key}'", key=unknown[0])
    missing = sorted(
        _KEYS - {"rng", "sightings", ASSISTED} - set(obj) | ((_CLASSIC_KEYS - set(obj)) if classic else set())
    )
    if missing:
        raise StateFormatError("missing key '{key}'", key=missing[0])
    if obj["format"] != FORMAT:
        raise StateFormatError("'format' must be \"{format}\"", format=FORMAT)
    if type(obj["version"]) is not int or obj["version"] != VERSION:
        raise StateFormatError(
            "'version' {version} is not supported (only {supported})",
            version=repr(obj["version"]),
            supported=VERSION,
        )
    check_written_by(obj)
    if not isinstance(obj["ruleset"], str):
        raise StateFormatError("'ruleset' must be a string")


class _Seat(NamedTuple):
    """One seat of a state as read: its name, colour, player, hand and marbles' cells."""

    name: str
    colour: Colour
    player: str
    hand: tuple[Card, ...]
    marbles: tuple[int, ...]


def _seat(p: int, seat: Any, occupied: dict[int, str]) -> _Seat:
    """Seat ``p`` of the state's ``seats`` (its marbles' cells added to ``occupied``).  Raises
    StateFormatError."""
    where = f"seats[{p}]"
    if not isinstance(seat, dict):
        raise StateFormatError("'{where}' must be an object", where=where)
    bad = sorted(set(seat) ^ _SEAT_KEYS)
    if bad:
        kind = "unknown" if bad[0] in seat else "missing"
        raise StateFormatError("'{where}': {kind} key '{bad}'", where=where, kind=kind, bad=bad[0])
    name = seat["name"]
    if not isinstance(name, str) or not name.strip():
        raise StateFormatError("'{where}.name' must be a non-empty string", where=where)
    if not _printable(name):
        raise StateFormatError("'{where}.name' holds characters that cannot be shown", where=where)
    try:
        colour = Colour(seat["colour"])
    except (ValueError, TypeError):
        raise StateFormatError(
            "'{where}.colour' {colour} is not a colour", where=where, colour=repr(seat["colour"])
        ) from None
    if seat["player"] not in PLAYERS:
        names = ", ".join(PLAYERS)
        raise StateFormatError("'{where}.player' must be one of {names}", where=where, names=names)
    hand = _cards(seat["hand"], f"{where}.hand")
    return _Seat(name, colour, seat["player"], hand, _marbles(p, seat["marbles"], occupied))


def _marbles(p: int, locs: Any, occupied: dict[int, str]) -> tuple[int, ...]:
    """Seat ``p``'s marbles' cells from their location notation, one marble per cell (``occupied``
    records each).  Raises StateFormatError."""
    where = f"seats[{p}]"
    if not isinstance(locs, list) or len(locs) != MARBLES_PER_SEAT:
        raise StateFormatError(
            "'{where}.marbles' must list {count} locations", where=where, count=MARBLES_PER_SEAT
        )
    cells = []
    for i, token in enumerate(locs):
        try:
            cell = parse_location(token, p) if isinstance(token, str) else None
        except ValueError:
            cell = None
        if cell is None:
            raise StateFormatError(
                "'{where}.marbles[{i}]': {token} is not a location", where=where, i=i, token=repr(token)
            )
        if cell >= 0:
            if cell in occupied:
                raise StateFormatError(
                    "'{where}.marbles[{i}]': {token} already holds {marble}",
                    where=where,
                    i=i,
                    token=token,
                    marble=occupied[cell],
                )
            occupied[cell] = f"a marble of seat {p}"
        cells.append(cell)
    return tuple(cells)


def sightings_from_object(obj: dict[str, Any]) -> TrapSightings | None:
    """The optional ``"sightings"`` of a state object read by :func:`state_from_object` (None if the
    key is absent, as in saves written before it existed); StateFormatError if it is malformed."""
    if "sightings" not in obj:
        return None
    return TrapSightings.from_object(obj["sightings"])


def assisted_from_object(obj: dict[str, Any], error: type[StateFormatError] = StateFormatError) -> bool:
    """The optional ``"assisted"`` of a state or record object (False if absent); ``error`` if it is
    not a boolean."""
    value = obj.get(ASSISTED, False)
    if type(value) is not bool:
        raise error("'{key}' must be true or false", key=ASSISTED)
    return value


def _classic_info(obj: dict[str, Any]) -> ClassicInfo:
    """The classic keys' structure (their consistency is the ruleset's check)."""
    dealer = _int(obj, "dealer", 0, SEATS - 1)
    teams = obj["teams"]
    if (
        not isinstance(teams, list)
        or not teams
        or not all(isinstance(t, list) and t for t in teams)
        or not all(type(p) is int and 0 <= p < SEATS for t in teams for p in t)
    ):
        raise StateFormatError("'teams' must be a list of non-empty lists of seats (0..3)")
    pending = obj["pending"]
    by = None
    if pending is not None:
        if not isinstance(pending, dict) or set(pending) != {"decision", "by"}:
            raise StateFormatError('\'pending\' must be null or {"decision": ..., "by": seat}')
        if pending["decision"] != "discard-choice":
            raise StateFormatError(
                "'pending.decision' {decision} is not known (discard-choice)",
                decision=repr(pending["decision"]),
            )
        by = _int(pending, "by", 0, SEATS - 1, "pending.by")
    return ClassicInfo(dealer, tuple(tuple(t) for t in teams), by)
