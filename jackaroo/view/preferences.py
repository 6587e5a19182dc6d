"""The player's preferences and their storage in the game's QSettings (see :func:`dialogs.settings`).

:class:`Preferences` is one immutable value: player name, CPU levels, animation speed, CPU delay,
sound, show traps, strict rules and colour-blind symbols.  :func:`load_preferences` reads it
forgivingly (a missing or bad value gives the default) and :func:`save_preferences` writes it.  The
name and CPU levels share their keys and readers with the start dialog
(:func:`dialogs.remembered_name`, :func:`dialogs.remembered_levels`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from .dialogs import (
    DEFAULT_LEVELS,
    LEVEL_NAMES,
    LEVELS_KEY,
    NAME_KEY,
    clean_name,
    remembered_levels,
    remembered_name,
    settings,
)

#: animation speeds offered (View > Animation speed, Settings): key and duration factor (0 = instant)
SPEEDS = (("Slow", 1.6), ("Normal", 1.0), ("Fast", 0.5), ("Instant", 0.0))
#: pauses offered before each CPU action, in milliseconds
DELAYS_MS = (0, 300, 700, 1200, 2000)
DEFAULT_SPEED = 1.0
DEFAULT_DELAY_MS = 700

#: QSettings keys (besides the start dialog's NAME_KEY and LEVELS_KEY)
SPEED_KEY = "view/speed"
DELAY_KEY = "cpu/delay_ms"
SOUND_KEY = "sound/on"
TRAPS_KEY = "view/show_traps"
STRICT_KEY = "rules/strict"
SYMBOLS_KEY = "view/symbols"


@dataclass(frozen=True)
class Preferences:
    """Everything the Settings dialog edits.

    ``speed`` is an animation duration factor from :data:`SPEEDS` (0 = instant), ``cpu_delay_ms`` a
    pause from :data:`DELAYS_MS`; ``levels`` are CPU 1..3's level names (:data:`LEVEL_NAMES`), which
    apply from the next game; ``name`` is "" when none was given yet.
    """

    name: str = ""
    levels: tuple[str, str, str] = field(default=DEFAULT_LEVELS)  # type: ignore[assignment]
    speed: float = DEFAULT_SPEED
    cpu_delay_ms: int = DEFAULT_DELAY_MS
    sound: bool = True
    show_traps: bool = False
    strict: bool = False
    symbols: bool = False


def nearest(value: float, choices: tuple[float, ...] | tuple[int, ...]) -> float:
    """The choice closest to ``value`` (stored values outside the offered ones snap to them)."""
    return min(choices, key=lambda choice: (abs(choice - value), choice))


def _number(value: object, default: float) -> float:
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default


def _flag(value: object, default: bool) -> bool:
    """QSettings' INI files give booleans back as "true"/"false" strings."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "1", "yes", "on"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("false", "0", "no", "off"):
        return False
    if isinstance(value, int):
        return bool(value)
    return default


def load_preferences() -> Preferences:
    """The stored preferences; any missing or unreadable value is the default."""
    store = settings()
    default = Preferences()
    factors = tuple(factor for _key, factor in SPEEDS)
    speed = nearest(_number(store.value(SPEED_KEY, default.speed), default.speed), factors)
    delay = nearest(_number(store.value(DELAY_KEY, default.cpu_delay_ms), default.cpu_delay_ms), DELAYS_MS)
    return Preferences(
        name=remembered_name(),
        levels=remembered_levels(),
        speed=speed,
        cpu_delay_ms=int(delay),
        sound=_flag(store.value(SOUND_KEY), default.sound),
        show_traps=_flag(store.value(TRAPS_KEY), default.show_traps),
        strict=_flag(store.value(STRICT_KEY), default.strict),
        symbols=_flag(store.value(SYMBOLS_KEY), default.symbols),
    )


def save_preferences(preferences: Preferences) -> None:
    """Store ``preferences`` (the name only if it is a valid name; unknown levels are not stored)."""
    store = settings()
    name = clean_name(preferences.name)
    if name is not None:
        store.setValue(NAME_KEY, name)
    if all(level in LEVEL_NAMES for level in preferences.levels):
        store.setValue(LEVELS_KEY, list(preferences.levels))
    store.setValue(SPEED_KEY, preferences.speed)
    store.setValue(DELAY_KEY, preferences.cpu_delay_ms)
    store.setValue(SOUND_KEY, preferences.sound)
    store.setValue(TRAPS_KEY, preferences.show_traps)
    store.setValue(STRICT_KEY, preferences.strict)
    store.setValue(SYMBOLS_KEY, preferences.symbols)
    store.sync()


def speed_labels() -> dict[float, str]:
    """The translated name of each speed factor of :data:`SPEEDS`."""
    names = {
        "Slow": QCoreApplication.translate("Preferences", "Slow"),
        "Normal": QCoreApplication.translate("Preferences", "Normal"),
        "Fast": QCoreApplication.translate("Preferences", "Fast"),
        "Instant": QCoreApplication.translate("Preferences", "Instant"),
    }
    return {factor: names[key] for key, factor in SPEEDS}


def delay_label(ms: int) -> str:
    """A CPU delay for people: "0.7 s"."""
    return QCoreApplication.translate("Preferences", "{seconds} s").format(seconds=ms / 1000)
