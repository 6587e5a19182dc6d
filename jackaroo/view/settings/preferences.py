"""The player's preferences: one immutable value and the choices the game offers.

:class:`Preferences` holds the player name, CPU levels, animation speed, CPU delay, sound effects,
music and its volume, show traps, strict rules, colour-blind symbols, the notation, automatic drops,
take-back, turning the board and the theme;
:mod:`jackaroo.view.settings.store` keeps it between runs (the name and CPU levels share their keys with
the start dialog).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ..text.bidi import fill
from .seats import CPU_SEATS, DEFAULT_LEVELS, cpu_name

#: animation speeds offered (View > Animation speed, Settings): key and duration factor (0 = instant)
SPEEDS = (("Slow", 1.6), ("Normal", 1.0), ("Fast", 0.5), ("Instant", 0.0))
#: pauses offered before each CPU action, in milliseconds
DELAYS_MS = (0, 300, 700, 1200, 2000)
DEFAULT_SPEED = 1.0
DEFAULT_DELAY_MS = 700


def default_cpu_names() -> tuple[str, ...]:
    """The names of the usual table's CPU seats, seats 1..3, in the app's language."""
    return tuple(cpu_name(i + 1) for i in range(CPU_SEATS))


@dataclass(frozen=True)
class Preferences:
    """Everything the Settings dialog edits.

    ``speed`` is an animation duration factor from :data:`SPEEDS` (0 = instant), ``cpu_delay_ms`` a
    pause from :data:`DELAYS_MS`; ``levels`` are the level names (:data:`LEVEL_NAMES`) of the CPU seats
    the next game starts with, seat order, and ``cpu_names`` those seats' names (as many; the usual
    table: CPU 1..3, a table the CPUs play alone: CPU 4 first); the levels apply from the next game.
    ``name`` is "" when none was given yet.
    """

    name: str = ""
    levels: tuple[str, ...] = DEFAULT_LEVELS
    cpu_names: tuple[str, ...] = field(default_factory=default_cpu_names)
    speed: float = DEFAULT_SPEED
    cpu_delay_ms: int = DEFAULT_DELAY_MS
    sound: bool = True
    #: the background music, and its own volume in percent (0..100)
    music: bool = True
    music_volume: int = 40
    show_traps: bool = False
    strict: bool = False
    symbols: bool = False
    #: View > Show notation: the log and hints also show the action notation
    notation: bool = False
    #: Options > Drop for me: when no card has a move, a card is dropped for the person even when
    #: their cards differ (without it the person chooses; one card or cards alike drop by themselves)
    auto_drop: bool = False
    #: Game > Take back against CPUs (the game then counts as assisted)
    take_back: bool = True
    #: View > Turn the board: in a hot-seat game the person to act sits at the bottom
    turn_board: bool = True
    #: View > Theme: a name of :data:`jackaroo.view.board.themes.THEME_NAMES` ("system" follows the desktop)
    theme: str = "system"


def nearest(value: float, choices: tuple[float, ...] | tuple[int, ...]) -> float:
    """The choice closest to ``value`` (stored values outside the offered ones snap to them)."""
    return min(choices, key=lambda choice: (abs(choice - value), choice))


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
    return fill(QCoreApplication.translate("Preferences", "{seconds} s"), seconds=ms / 1000)
