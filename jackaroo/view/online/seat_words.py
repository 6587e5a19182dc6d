"""An online seat in words (docs/protocol.md, "A table's summary, seats, score"): who sits there, a
CPU's level and number in the app's own language, the person's connection, the turn clock and the
take-over countdown.  Pure functions of the seat's fields; the panels show what they return.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...model.players import CPU_LEVELS
from ..text.bidi import fill
from ..text.names import level_name


def clock_words(seconds: int) -> str:
    """A turn clock's choice: "No clock", "30 s a turn", "1 minute a turn", "2 minutes a turn"."""
    if seconds <= 0:
        return QCoreApplication.translate("SeatWords", "No clock")
    if seconds % 60 == 0:
        minutes = seconds // 60
        if minutes == 1:
            return QCoreApplication.translate("SeatWords", "1 minute a turn")
        return fill(QCoreApplication.translate("SeatWords", "{minutes} minutes a turn"), minutes=minutes)
    return fill(QCoreApplication.translate("SeatWords", "{seconds} s a turn"), seconds=seconds)


def cpu_name(seat: dict[str, Any]) -> str:
    """A CPU seat's name: its level in the app's language, with its number when the table has more
    than one of that level ("Greedy 1", "Greedy 2")."""
    level = str(seat.get("level") or seat.get("kind") or "")
    number = seat.get("number")
    if isinstance(number, int):
        return fill(
            QCoreApplication.translate("SeatWords", "{level} {number}"),
            level=level_name(level),
            number=number,
        )
    return level_name(level)


def seat_label(seat: dict[str, Any], *, you: bool) -> tuple[str, str]:
    """A seat before the game: its name and its state (connected and ready; a CPU's level)."""
    kind = str(seat.get("kind", "open"))
    name = str(seat.get("name") or "")
    if kind == "human":
        label = fill(QCoreApplication.translate("SeatWords", "{name} (you)"), name=name) if you else name
        if not seat.get("connected", True):
            return label, QCoreApplication.translate("SeatWords", "not connected")
        if seat.get("ready"):
            return label, QCoreApplication.translate("SeatWords", "ready")
        return label, QCoreApplication.translate("SeatWords", "not ready")
    if kind == "open":
        return QCoreApplication.translate("SeatWords", "(open seat)"), ""
    if kind in CPU_LEVELS:
        return cpu_name(seat), QCoreApplication.translate("SeatWords", "CPU")
    return QCoreApplication.translate("SeatWords", "(nobody)"), ""


def connection_words(seat: dict[str, Any], *, takeover_s: int | None, clock_s: int | None) -> str:
    """A person's seat during a game, on its panel: the clock of their turn (``clock_s`` seconds
    left, None: not their turn or no clock), else what plays the seat and why, the take-over
    countdown after a drop (``takeover_s``), or their connection.  "" for a seat without a person."""
    if seat.get("kind") != "human":
        return ""
    reason = seat.get("cpu_reason")
    if seat.get("cpu") or reason:
        if reason == "left":
            return QCoreApplication.translate("SeatWords", "Left: a CPU plays the seat")
        if reason == "timeouts":
            return QCoreApplication.translate("SeatWords", "Away: a CPU plays until they act")
        return QCoreApplication.translate("SeatWords", "Connection dropped: a CPU plays the seat")
    if not seat.get("connected"):
        if takeover_s is not None:
            text = QCoreApplication.translate(
                "SeatWords", "Connection dropped: a CPU takes over in {seconds} s"
            )
            return fill(text, seconds=takeover_s)
        return QCoreApplication.translate("SeatWords", "Not connected")
    if clock_s is not None:
        return fill(QCoreApplication.translate("SeatWords", "{seconds} s left to play"), seconds=clock_s)
    return QCoreApplication.translate("SeatWords", "Connected")
