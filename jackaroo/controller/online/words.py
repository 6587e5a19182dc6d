"""The words of online play: the server's error codes and notices (docs/protocol.md) for a person.

The server's own ``message`` and ``text`` are English; the codes and notice kinds a person meets
are said here in the app's language, with the server's text as the fallback for any other.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...view.text.bidi import fill


def error_words(code: str, message: str) -> str:
    """An ``error`` message's words: ``code`` in words, else the server's ``message``."""
    known = {
        "illegal": QCoreApplication.translate("OnlineWords", "The server refused this move: {reason}"),
        "stale": QCoreApplication.translate("OnlineWords", "The game had already moved on: choose again."),
        "not_your_turn": QCoreApplication.translate("OnlineWords", "It is not your turn."),
        "cpu_plays": QCoreApplication.translate(
            "OnlineWords", "A CPU is playing your seat: take it back first."
        ),
        "game_over": QCoreApplication.translate("OnlineWords", "The game is over."),
        "game_not_over": QCoreApplication.translate("OnlineWords", "The game is not over yet."),
        "no_record": QCoreApplication.translate(
            "OnlineWords", "This server has no record of that game among your finished games."
        ),
        "no_game": QCoreApplication.translate("OnlineWords", "The game has not begun yet."),
        "no_table": QCoreApplication.translate("OnlineWords", "There is no such table (check the code)."),
        "no_seat": QCoreApplication.translate("OnlineWords", "This table is full."),
        "full": QCoreApplication.translate(
            "OnlineWords", "The server holds as many tables as it can: try again later."
        ),
        "too_many_tables": QCoreApplication.translate(
            "OnlineWords", "You already have tables waiting for their first game here."
        ),
        "too_many_spectators": QCoreApplication.translate(
            "OnlineWords", "This table has as many spectators as it can take."
        ),
        "seat_taken": QCoreApplication.translate("OnlineWords", "That seat is taken."),
        "in_game": QCoreApplication.translate("OnlineWords", "The game has already begun."),
        "already_seated": QCoreApplication.translate(
            "OnlineWords", "Your account already has a seat at this table (on another device)."
        ),
        "not_host": QCoreApplication.translate("OnlineWords", "Only the host may change the table."),
        "bad_token": QCoreApplication.translate(
            "OnlineWords", "Your seat there is gone: the table has closed."
        ),
        "rate_limited": QCoreApplication.translate("OnlineWords", "Too many messages: slow down."),
        "chat_rate": QCoreApplication.translate("OnlineWords", "Too many chat lines: wait a moment."),
        "chat_off": QCoreApplication.translate("OnlineWords", "The host has turned chat off for spectators."),
        "bad_version": QCoreApplication.translate(
            "OnlineWords", "The server speaks another version of the protocol."
        ),
        "bad_seats": QCoreApplication.translate("OnlineWords", "These seats do not suit the rules."),
        "bad_name": QCoreApplication.translate(
            "OnlineWords", "Choose another name: this one cannot be shown to others."
        ),
        "name_taken": QCoreApplication.translate(
            "OnlineWords", "Someone at this table already has that name: choose another."
        ),
        "storage": QCoreApplication.translate(
            "OnlineWords", "The server could not keep that: try again in a moment."
        ),
        "moving": QCoreApplication.translate(
            "OnlineWords", "The table is moving to another server process: try again in a moment."
        ),
        **queue_error_words(),
    }
    template = known.get(code)
    if template is None:
        return fill(
            QCoreApplication.translate("OnlineWords", "The server refused: {reason}"), reason=message or code
        )
    return fill(template, reason=message)


def queue_error_words() -> dict[str, str]:
    """The refusals of quick match (Play now) in words, by code."""
    return {
        "in_queue": QCoreApplication.translate(
            "OnlineWords", "You are already waiting for a table (here or on another device)."
        ),
        "not_queued": QCoreApplication.translate("OnlineWords", "You are no longer waiting for a table."),
        "bad_partner": QCoreApplication.translate(
            "OnlineWords", "A partner is chosen for the traditional rules only, and is someone else."
        ),
        "not_named": QCoreApplication.translate(
            "OnlineWords", "A guest cannot choose a partner: sign up first (Account and leaderboard…)."
        ),
        "not_signed_in": QCoreApplication.translate("OnlineWords", "You are not signed in to this server."),
        "queue_full": QCoreApplication.translate(
            "OnlineWords", "Too many players are waiting on this server: try again later."
        ),
        "queue_rate": QCoreApplication.translate(
            "OnlineWords", "You chose Play now too often: wait a moment and try again."
        ),
        "no_offer": QCoreApplication.translate("OnlineWords", "CPUs are not offered yet: keep waiting."),
        "matched": QCoreApplication.translate("OnlineWords", "A table was just found for you."),
    }


def unrated_words(reason: object) -> str:
    """Why a game was not rated (``game_over``'s ``reason``, docs/online.md "Which games are
    rated"), as a sentence: "Not rated: …"."""
    known = {
        "not_quick_match": QCoreApplication.translate(
            "OnlineWords", "Not rated: on this server only Play now games are rated."
        ),
        "with_cpus": QCoreApplication.translate(
            "OnlineWords", "Not rated: this server does not rate games with CPU players."
        ),
        "not_signed_in": QCoreApplication.translate(
            "OnlineWords", "Not rated: a player at the table was not signed in."
        ),
        "left_early": QCoreApplication.translate("OnlineWords", "Not rated: a player left at the start."),
        "same_address": QCoreApplication.translate(
            "OnlineWords", "Not rated: some players' accounts were made from one address on the same day."
        ),
        "same_group": QCoreApplication.translate(
            "OnlineWords", "Not rated: the same players were already rated together several times today."
        ),
    }
    return known.get(str(reason), QCoreApplication.translate("OnlineWords", "Not rated."))


def notice_words(notice: dict[str, Any]) -> str:
    """A ``notice`` message's words for the log (its ``kind``, ``name`` and the kind's fields)."""
    kind, name, cpu = notice.get("kind"), str(notice.get("name") or ""), bool(notice.get("cpu"))
    if kind == "left":
        template = (
            QCoreApplication.translate("OnlineWords", "{name} left; a CPU plays the seat.")
            if cpu
            else QCoreApplication.translate("OnlineWords", "{name} left; the seat is free.")
        )
    elif kind == "dropped":
        takeover = notice.get("takeover_ms")
        if cpu:
            template = QCoreApplication.translate(
                "OnlineWords", "{name}'s connection dropped; a CPU plays the seat."
            )
        elif isinstance(takeover, int):
            seconds = max(0, round(takeover / 1000))
            return fill(
                QCoreApplication.translate(
                    "OnlineWords", "{name}'s connection dropped: a CPU takes over in {seconds} s."
                ),
                name=name,
                seconds=seconds,
            )
        else:
            template = QCoreApplication.translate(
                "OnlineWords", "{name}'s connection dropped; the seat is kept."
            )
    elif kind == "takeover":
        template = QCoreApplication.translate("OnlineWords", "{name} is away: a CPU plays the seat.")
    elif kind == "timeout":
        template = (
            QCoreApplication.translate(
                "OnlineWords", "{name}'s time ran out again: a CPU plays the seat until they act."
            )
            if cpu
            else QCoreApplication.translate("OnlineWords", "{name}'s time ran out: a CPU played for them.")
        )
    elif kind == "reclaimed":
        template = QCoreApplication.translate("OnlineWords", "{name} is back at the seat.")
    elif kind == "replaced":
        return QCoreApplication.translate("OnlineWords", "Your seat was taken back from another device.")
    elif kind == "rematch":
        template = QCoreApplication.translate("OnlineWords", "{name} asks for a rematch.")
    elif kind == "spectator_joined":
        template = QCoreApplication.translate("OnlineWords", "{name} is watching.")
    elif kind == "spectator_left":
        template = QCoreApplication.translate("OnlineWords", "{name} stopped watching.")
    elif kind == "closed":
        return QCoreApplication.translate("OnlineWords", "The table you were watching has closed.")
    elif kind == "ended":
        template = QCoreApplication.translate("OnlineWords", "{name}, the host, ended the table.")
    else:
        return fill(
            QCoreApplication.translate("OnlineWords", "Server: {text}"), text=str(notice.get("text", ""))
        )
    return fill(template, name=name)


def unreachable_words(address: str) -> str:
    """What to say when no server answers at ``address`` (refused, no such host, no answer)."""
    return fill(
        QCoreApplication.translate(
            "OnlineWords",
            "No server answers at {address}. Check that the server is started, that the address and port are the ones it listens on, and that no firewall blocks that port.",  # noqa: E501
        ),
        address=address,
    )


def no_answer_words(address: str, seconds: int) -> str:
    """What to say when ``address`` gave no answer at all within ``seconds`` (a firewall that
    drops the packets, a wrong address on the network, or something that is no game server)."""
    return fill(
        QCoreApplication.translate(
            "OnlineWords",
            "No answer from {address} after {seconds} seconds. Check the address and port, and that no firewall blocks that port.",  # noqa: E501
        ),
        address=address,
        seconds=seconds,
    )
