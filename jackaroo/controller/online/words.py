"""The words of online play: the server's error codes and notices (docs/protocol.md) for a person.

The server's own ``message`` is English; the codes a person meets are said here in the app's
language, with the server's text as the fallback for any other.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...view.text.bidi import fill


def _tr(text: str) -> str:
    return QCoreApplication.translate("OnlineWords", text)


def error_words(code: str, message: str) -> str:
    """An ``error`` message's words: ``code`` in words, else the server's ``message``."""
    known = {
        "illegal": _tr("The server refused this move: {reason}"),
        "stale": _tr("The game had already moved on: choose again."),
        "not_your_turn": _tr("It is not your turn."),
        "cpu_plays": _tr("A CPU is playing your seat: take it back first."),
        "game_over": _tr("The game is over."),
        "no_game": _tr("The game has not begun yet."),
        "no_table": _tr("There is no such table (check the code)."),
        "full": _tr("The table is full."),
        "seat_taken": _tr("That seat is taken."),
        "no_seat": QCoreApplication.translate("OnlineWords", "This table is full: every seat is taken."),
        "in_game": _tr("The game has already begun."),
        "not_host": _tr("Only the host may set the seats."),
        "bad_token": _tr("This seat cannot be reclaimed (the token is not the seat's)."),
        "rate_limited": _tr("Too many messages: slow down."),
        "chat_rate": _tr("Too many chat lines: wait a moment."),
        "bad_version": _tr("The server speaks another version of the protocol."),
        "bad_seats": _tr("These seats do not suit the rules."),
    }
    template = known.get(code)
    if template is None:
        return fill(_tr("The server refused: {reason}"), reason=message or code)
    return fill(template, reason=message)


def unreachable_words(address: str) -> str:
    """What to say when no server answers at ``address`` (refused, no such host, no answer)."""
    return fill(
        QCoreApplication.translate(
            "OnlineWords",
            "No server answers at {address}. Check that the server is started, that the address and port are the ones it listens on, and that no firewall blocks that port.",  # noqa: E501
        ),
        address=address,
    )


def notice_words(kind: str, name: str, text: str) -> str:
    """A ``notice`` message's words for the log."""
    if kind == "takeover":
        return fill(_tr("{name} lost the connection: a CPU plays for them."), name=name)
    if kind == "reclaimed":
        return fill(_tr("{name} is back and plays again."), name=name)
    if kind == "rematch":
        return fill(QCoreApplication.translate("OnlineWords", "{name} asks for a rematch."), name=name)
    if kind == "replaced":
        return _tr("Your seat was taken back from another device.")
    return fill(_tr("Server: {text}"), text=text)
