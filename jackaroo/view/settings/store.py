"""Everything the game remembers between runs, in one place: one QSettings INI file.

The file belongs to organisation and application "Jackaroo" in the user's configuration folder
(tests and the self-test point ``QSettings.setPath`` at a temporary folder).  Values are read with
Qt's typed reads (``QSettings.value(key, default, type=...)``): a missing key gives the default, a
stored value Qt cannot read as the type gives Qt's conversion of it ("maybe" reads as true, "fast" as
the number 0), and every value is then checked against what the game offers (a level it does not
know is Random, a speed snaps to the nearest offered one).

What is kept, by key:

- the start dialog's table: ``player/name`` (the first human seat's name), ``cpu/levels`` (the CPU
  seats' levels in seat order; also the Settings dialog's), ``seats/players`` and ``seats/names``
  (every seat's kind and name), ``seats/colours`` (every seat's colour), ``game/ruleset``.  A file
  without the seat keys (earlier versions) gives the usual table, seat 0 human.
- the preferences (:class:`~jackaroo.view.settings.preferences.Preferences`): ``view/speed``,
  ``cpu/delay_ms``, ``sound/on``, ``sound/music``, ``sound/music_volume`` (percent),
  ``view/show_traps``, ``rules/strict``, ``view/symbols``, ``view/notation``, ``rules/auto_drop_any``,
  ``rules/take_back``, ``view/turn_board``, ``view/theme``.
- the statistics (:class:`~jackaroo.model.statistics.Statistics`): ``statistics/v1``, JSON text; a
  damaged value gives empty statistics.
- the high scores (:class:`~jackaroo.model.high_scores.HighScores`): ``highscores/v1``, JSON text; a
  damaged value gives empty tables.
- the online games kept with the records: ``online/games/v1``, JSON text, a list of objects (what
  :mod:`jackaroo.controller.records.online_games` reads; damaged: none).
- the language: ``view/language`` ("system", "en" or "ar"; applied at the next start).
- the lessons: ``lessons/suggestion_dismissed`` (the home screen's suggestion to take them was
  dismissed), ``lessons/done`` (the keys of the lessons passed).
- the main window: ``view/window``, its size, place and whether it is maximised as Qt's
  ``saveGeometry`` writes them, kept when it closes and given back at the next start, on a screen
  the system has then (:mod:`jackaroo.view.window.place`); damaged or missing: the usual size.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from ...model.board import Colour
from ...model.high_scores import HighScores
from ...model.players import HUMAN, MASTER, RANDOM
from ...model.statistics import Statistics
from ..board.themes import THEME_NAMES
from ..text.language import LANGUAGES, SYSTEM
from .preferences import DELAYS_MS, SPEEDS, Preferences, nearest
from .seats import (
    CPU_SEATS,
    DEFAULT_COLOURS,
    DEFAULT_RULES,
    EMPTY,
    KINDS,
    LEVEL_NAMES,
    RULESET_NAMES,
    SEAT_COUNT,
    GameOptions,
    Seat,
    clean_name,
    cpu_name,
    default_seats,
    first_human,
    is_usual_name,
    offered_level,
    seat_name,
)

NAME_KEY = "player/name"
LEVELS_KEY = "cpu/levels"
PLAYERS_KEY = "seats/players"
NAMES_KEY = "seats/names"
RULESET_KEY = "game/ruleset"
#: every seat's colour, seat order, kept from game to game
COLOURS_KEY = "seats/colours"
#: the folder of the last file opened or saved
FOLDER_KEY = "files/folder"
SPEED_KEY = "view/speed"
DELAY_KEY = "cpu/delay_ms"
SOUND_KEY = "sound/on"
MUSIC_KEY = "sound/music"
MUSIC_VOLUME_KEY = "sound/music_volume"
TAKE_BACK_KEY = "rules/take_back"
TRAPS_KEY = "view/show_traps"
STRICT_KEY = "rules/strict"
SYMBOLS_KEY = "view/symbols"
NOTATION_KEY = "view/notation"
#: (a new key: "rules/auto_drop", on by default, dropped any card; this one drops only when asked to)
AUTO_DROP_KEY = "rules/auto_drop_any"
TURN_BOARD_KEY = "view/turn_board"
THEME_KEY = "view/theme"
#: JSON text of :meth:`Statistics.to_dict`
STATISTICS_KEY = "statistics/v1"
#: JSON text of :meth:`HighScores.to_dict`
HIGH_SCORES_KEY = "highscores/v1"
#: View > Language: "system" or a language code of jackaroo.view.text.language.LANGUAGES
LANGUAGE_KEY = "view/language"
#: online play: the seat last taken (address, table, token), so the app can reclaim it
ONLINE_SEAT_KEY = "online/seat"
ONLINE_ADDRESS_KEY = "online/address"
ONLINE_GAMES_KEY = "online/games/v1"
LESSONS_DISMISSED_KEY = "lessons/suggestion_dismissed"
LESSONS_DONE_KEY = "lessons/done"
#: the main window's geometry and maximised state (``QWidget.saveGeometry``)
WINDOW_KEY = "view/window"


def settings() -> QSettings:
    """The game's settings: an INI file of organisation and application "Jackaroo"."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Jackaroo", "Jackaroo")


def _text_list(store: QSettings, key: str) -> list[str]:
    """The strings stored under ``key`` (a list, or one comma-separated text), trimmed; [] if none."""
    return [str(item).strip() for item in store.value(key, [], type=list)]


# -- the start dialog's table ------------------------------------------------------------------------
def remembered_name() -> str:
    """The name saved by the last accepted start dialog ("" if none or not a valid name)."""
    return clean_name(settings().value(NAME_KEY, "", type=str)) or ""


def remembered_levels() -> tuple[str, str, str]:
    """The CPU levels saved by the last accepted start dialog; Random where none or unknown."""
    items = _text_list(settings(), LEVELS_KEY) + [RANDOM] * CPU_SEATS
    levels = (offered_level(v) for v in items[:CPU_SEATS])
    return tuple(v if v in LEVEL_NAMES else RANDOM for v in levels)  # type: ignore[return-value]


def remembered_seats() -> tuple[Seat, ...]:
    """The table of the last accepted start dialog.  Which seats are human comes from
    ``seats/players``, the first human's name from ``player/name``, the CPU seats' levels from
    ``cpu/levels`` (so the Settings dialog's changes show), other names from ``seats/names``;
    without four readable ``seats/players``: the usual table with the remembered name and levels."""
    store = settings()
    kinds = [offered_level(kind) if kind == MASTER else kind for kind in _text_list(store, PLAYERS_KEY)]
    if len(kinds) != SEAT_COUNT or any(kind not in KINDS for kind in kinds):
        return default_seats(remembered_name(), remembered_levels())
    names = _text_list(store, NAMES_KEY)
    if len(names) != SEAT_COUNT:
        names = [""] * SEAT_COUNT
    stored = _text_list(store, LEVELS_KEY)
    levels = iter(stored + [k for k in kinds if k not in (HUMAN, EMPTY)])  # missing: the seat's own
    human = kinds.index(HUMAN) if HUMAN in kinds else None
    seats = []
    for seat, kind in enumerate(kinds):
        if kind not in (HUMAN, EMPTY):
            level = offered_level(next(levels))
            kind = level if level in LEVEL_NAMES else RANDOM
        name = clean_name(names[seat]) or ""
        if kind != HUMAN and (not name or is_usual_name(name, seat, SEAT_COUNT)):
            name = cpu_name(seat or SEAT_COUNT)  # in the language of today, whatever it was before
        if seat == human:
            name = remembered_name()
        seats.append(Seat(kind, name))
    return tuple(seats)


def remembered_cpus() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(levels, names)`` of the CPU seats of :func:`remembered_seats`, seat order: the CPUs the
    next game starts with unless the start dialog changes them (the usual table: CPU 1..3; a table
    the CPUs play alone: CPU 4 at the bottom first)."""
    seats = remembered_seats()
    cpus = [i for i, seat in enumerate(seats) if not seat.is_human and not seat.is_empty]
    return tuple(seats[i].kind for i in cpus), tuple(seat_name(seats, i) for i in cpus)


def remembered_ruleset() -> str:
    """The ruleset of the last accepted start dialog (the default game if none or unknown)."""
    value = settings().value(RULESET_KEY, DEFAULT_RULES, type=str)
    return value if value in RULESET_NAMES else DEFAULT_RULES


def remembered_colours() -> tuple[str, ...]:
    """Every seat's colour of the last accepted start dialog (:data:`DEFAULT_COLOURS` at first, or
    when the stored ones are not the four colours once each)."""
    value = _text_list(settings(), COLOURS_KEY)
    return tuple(value) if sorted(value) == sorted(Colour.__members__) else DEFAULT_COLOURS


def last_folder() -> str:
    """The folder the last file dialog chose a file in; at first the user's Documents folder."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = settings().value(FOLDER_KEY, "", type=str)
    return folder if folder and Path(folder).is_dir() else documents


def remember_folder(folder: Path) -> None:
    """Start the next file dialog in ``folder``."""
    settings().setValue(FOLDER_KEY, str(folder))


def remember(options: GameOptions) -> None:
    """Save the table (and for earlier versions and the Settings dialog: the first human's name and
    the CPU levels, padded with the remembered ones) for the next start dialog."""
    store = settings()
    table = options.table()
    human = first_human(table)
    if human is not None and clean_name(table[human].name):
        store.setValue(NAME_KEY, table[human].name)
    cpus = [seat.kind for seat in table if not seat.is_human and not seat.is_empty]
    store.setValue(RULESET_KEY, options.ruleset)
    store.setValue(COLOURS_KEY, list(options.colours or DEFAULT_COLOURS))
    store.setValue(LEVELS_KEY, cpus + list(remembered_levels()[len(cpus) :]))
    store.setValue(PLAYERS_KEY, [seat.kind for seat in table])
    # a CPU's usual name is stored as none, so that it follows the app's language
    names = [
        "" if not seat.is_human and is_usual_name(seat.name, i, len(table)) else seat.name
        for i, seat in enumerate(table)
    ]
    store.setValue(NAMES_KEY, names)
    store.sync()


# -- the preferences -------------------------------------------------------------------------------------
def _known(value: str, names: tuple[str, ...], default: str) -> str:
    return value if value in names else default


def load_preferences() -> Preferences:
    """The stored preferences; a missing value is the default, a number snaps to an offered one."""
    store = settings()
    default = Preferences()
    factors = tuple(factor for _key, factor in SPEEDS)
    speed = store.value(SPEED_KEY, default.speed, type=float)
    delay = store.value(DELAY_KEY, default.cpu_delay_ms, type=int)
    levels, cpu_names = remembered_cpus()
    return Preferences(
        name=remembered_name(),
        levels=levels,
        cpu_names=cpu_names,
        speed=nearest(speed, factors),
        cpu_delay_ms=int(nearest(delay, DELAYS_MS)),
        sound=store.value(SOUND_KEY, default.sound, type=bool),
        music=store.value(MUSIC_KEY, default.music, type=bool),
        music_volume=max(0, min(100, store.value(MUSIC_VOLUME_KEY, default.music_volume, type=int))),
        take_back=store.value(TAKE_BACK_KEY, default.take_back, type=bool),
        show_traps=store.value(TRAPS_KEY, default.show_traps, type=bool),
        strict=store.value(STRICT_KEY, default.strict, type=bool),
        symbols=store.value(SYMBOLS_KEY, default.symbols, type=bool),
        notation=store.value(NOTATION_KEY, default.notation, type=bool),
        auto_drop=store.value(AUTO_DROP_KEY, default.auto_drop, type=bool),
        turn_board=store.value(TURN_BOARD_KEY, default.turn_board, type=bool),
        theme=_known(store.value(THEME_KEY, default.theme, type=str), THEME_NAMES, default.theme),
    )


def save_preferences(preferences: Preferences) -> None:
    """Store ``preferences`` (the name only if it is a valid name; unknown levels are not stored).
    The levels are those of the remembered table's CPU seats (:func:`remembered_cpus`); when it has
    fewer than three, the usual table's remembered levels fill the list up."""
    store = settings()
    name = clean_name(preferences.name)
    if name is not None:
        store.setValue(NAME_KEY, name)
    if all(level in LEVEL_NAMES for level in preferences.levels):
        levels = list(preferences.levels)
        store.setValue(LEVELS_KEY, levels + list(remembered_levels()[len(levels) :]))
    store.setValue(SPEED_KEY, preferences.speed)
    store.setValue(DELAY_KEY, preferences.cpu_delay_ms)
    store.setValue(SOUND_KEY, preferences.sound)
    store.setValue(MUSIC_KEY, preferences.music)
    store.setValue(MUSIC_VOLUME_KEY, preferences.music_volume)
    store.setValue(TAKE_BACK_KEY, preferences.take_back)
    store.setValue(TRAPS_KEY, preferences.show_traps)
    store.setValue(STRICT_KEY, preferences.strict)
    store.setValue(SYMBOLS_KEY, preferences.symbols)
    store.setValue(NOTATION_KEY, preferences.notation)
    store.setValue(AUTO_DROP_KEY, preferences.auto_drop)
    store.setValue(TURN_BOARD_KEY, preferences.turn_board)
    store.setValue(THEME_KEY, preferences.theme)
    store.sync()


# -- the statistics --------------------------------------------------------------------------------------
def load_statistics() -> Statistics:
    """The stored statistics; empty ones if none are stored or the stored value is damaged."""
    value = settings().value(STATISTICS_KEY, "", type=str)
    if not value:
        return Statistics()
    try:
        return Statistics.from_dict(json.loads(value))
    except (ValueError, RecursionError):
        return Statistics()


def save_statistics(stats: Statistics) -> None:
    """Store ``stats`` (written to disk at once)."""
    store = settings()
    store.setValue(STATISTICS_KEY, json.dumps(stats.to_dict()))
    store.sync()


# -- the high scores -------------------------------------------------------------------------------------
def load_high_scores() -> HighScores:
    """The stored high scores; empty tables if none are stored or the stored value is damaged."""
    value = settings().value(HIGH_SCORES_KEY, "", type=str)
    if not value:
        return HighScores()
    try:
        return HighScores.from_dict(json.loads(value))
    except (ValueError, RecursionError):
        return HighScores()


def save_high_scores(scores: HighScores) -> None:
    """Store ``scores`` (written to disk at once)."""
    store = settings()
    store.setValue(HIGH_SCORES_KEY, json.dumps(scores.to_dict()))
    store.sync()


# -- the lessons -----------------------------------------------------------------------------------------
def remembered_language() -> str:
    """The language chosen in View > Language: "system" (the default, or an unknown value) or one
    of the languages the game speaks."""
    value = settings().value(LANGUAGE_KEY, SYSTEM, type=str)
    return value if value in LANGUAGES else SYSTEM


def remember_language(choice: str) -> None:
    """Keep View > Language's ``choice`` for the next start."""
    settings().setValue(LANGUAGE_KEY, choice if choice in LANGUAGES else SYSTEM)


def lessons_suggestion_dismissed() -> bool:
    """Whether the player said "Not now" to the home screen's suggestion to take the lessons."""
    return settings().value(LESSONS_DISMISSED_KEY, False, type=bool)


def dismiss_lessons_suggestion() -> None:
    """Remember that the suggestion to take the lessons was dismissed (it is not made again)."""
    store = settings()
    store.setValue(LESSONS_DISMISSED_KEY, True)
    store.sync()


def lessons_done() -> tuple[str, ...]:
    """The keys of the lessons passed, in the order they were first passed."""
    return tuple(dict.fromkeys(key for key in _text_list(settings(), LESSONS_DONE_KEY) if key))


def add_lesson_done(key: str) -> None:
    """Remember that the lesson ``key`` was passed."""
    done = lessons_done()
    if key not in done:
        store = settings()
        store.setValue(LESSONS_DONE_KEY, [*done, key])
        store.sync()


def remember_online_seat(address: str, table: str, token: str) -> None:
    """Keep the token of the seat just taken at ``table`` of ``address`` (one seat is kept)."""
    store = settings()
    store.setValue(ONLINE_SEAT_KEY, [address, table, token])
    store.setValue(ONLINE_ADDRESS_KEY, address)


def remembered_online_seat() -> tuple[str, str, str] | None:
    """(address, table, token) of the seat last taken online, or None."""
    value = _text_list(settings(), ONLINE_SEAT_KEY)
    return (value[0], value[1], value[2]) if len(value) == 3 and all(value) else None


def forget_online_seat() -> None:
    settings().remove(ONLINE_SEAT_KEY)


def remembered_address() -> str:
    """The last server address joined ("" if none)."""
    return settings().value(ONLINE_ADDRESS_KEY, "", type=str) or ""


def load_online_games() -> list[object]:
    """The kept online games' entries as stored (a JSON list; [] if none or damaged)."""
    value = settings().value(ONLINE_GAMES_KEY, "", type=str)
    try:
        entries = json.loads(str(value)) if value else []
    except (ValueError, RecursionError):
        return []
    return entries if isinstance(entries, list) else []


def save_online_games(entries: list[dict[str, object]]) -> None:
    """Store the kept online games' entries (written to disk at once)."""
    store = settings()
    store.setValue(ONLINE_GAMES_KEY, json.dumps(entries))
    store.sync()


def remembered_window() -> QByteArray | None:
    """The main window's geometry kept when it last closed (``QWidget.saveGeometry``), or None."""
    value = settings().value(WINDOW_KEY)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def remember_window(geometry: QByteArray) -> None:
    """Keep the main window's geometry (written to disk at once: the app is about to end)."""
    store = settings()
    store.setValue(WINDOW_KEY, geometry)
    store.sync()
