"""The words of friends (docs/protocol.md, "Friends"): the refusals of friends requests, and the
``friend_notice`` messages (somebody asks to be your friend, accepted, invites you), in the app's
language (the server's ``text`` is English, for a log)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...view.text.bidi import fill
from ...view.text.names import ruleset_name
from .account import account_error_words


def friend_error_words(code: str, message: str) -> str:
    """A refused friends request in the person's words (any other code: as an account's)."""
    known = {
        "not_named": QCoreApplication.translate(
            "FriendWords", "Friends need a named account: sign up on the Account tab."
        ),
        "not_signed_in": QCoreApplication.translate("FriendWords", "You are not signed in yet: try again."),
        "no_account": QCoreApplication.translate("FriendWords", "There is no player of that user name."),
        "own_name": QCoreApplication.translate("FriendWords", "That is your own user name."),
        "too_many": QCoreApplication.translate(
            "FriendWords", "That list is full: remove someone first (or they have too many requests)."
        ),
        "social_rate": QCoreApplication.translate(
            "FriendWords", "Too many requests, invitations or reports: wait a little and try again."
        ),
        "no_request": QCoreApplication.translate(
            "FriendWords", "That request is no longer waiting (it was withdrawn)."
        ),
        "not_friends": QCoreApplication.translate("FriendWords", "You are not friends with that player."),
        "not_playing": QCoreApplication.translate("FriendWords", "That friend is at no table now."),
        "already_at_table": QCoreApplication.translate(
            "FriendWords", "That friend is at this table already."
        ),
        "not_at_table": QCoreApplication.translate(
            "FriendWords", "You are at no table: join or host one first."
        ),
        "no_chat": QCoreApplication.translate(
            "FriendWords", "That chat line is too old to report: report it sooner."
        ),
        "no_table": QCoreApplication.translate(
            "FriendWords", "That table is private or gone: ask your friend for an invitation."
        ),
    }
    return known.get(code) or account_error_words(code, message)


def friend_notice_words(notice: dict[str, Any]) -> str:
    """A ``friend_notice`` in the person's words."""
    kind, name = notice.get("kind"), str(notice.get("name") or "")
    if kind == "request":
        return fill(
            QCoreApplication.translate(
                "FriendWords", "{name} asks to be your friend (Friends tab of Account and leaderboard…)."
            ),
            name=name,
        )
    if kind == "accepted":
        return fill(
            QCoreApplication.translate("FriendWords", "{name} accepted your friend request."), name=name
        )
    if kind == "invite":
        ruleset = notice.get("ruleset")
        if isinstance(ruleset, str) and ruleset:
            return fill(
                QCoreApplication.translate("FriendWords", "{name} invites you to their table ({rules})."),
                name=name,
                rules=ruleset_name(ruleset),
            )
        return fill(
            QCoreApplication.translate("FriendWords", "{name} invites you to their table."), name=name
        )
    return fill(QCoreApplication.translate("OnlineWords", "Server: {text}"), text=str(notice.get("text", "")))
