"""The online protocol's messages about players rather than tables (docs/protocol.md): accounts,
ratings and leaderboards, one's finished games, profiles, friends, blocks and reports, and the
quick-match queue.  They are part of :data:`.protocol.ClientMessage` and are imported from there.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from .wire import (
    PAGE,
    ChatText,
    FillSeconds,
    Name,
    Offset,
    PageSize,
    Password,
    Ruleset,
    TableId,
    Token,
    _Message,
)


class Guest(_Message, tag="guest"):
    """Play as a new guest account: no name, no password; the reply's ``session`` signs it in
    again later (keep it)."""


class SignUp(_Message, tag="sign_up"):
    """A named account with user ``name`` and ``password``; a connection signed in as a guest turns
    that guest into it (its ratings and games stay)."""

    name: Name
    password: Password


class SignIn(_Message, tag="sign_in"):
    """Sign in with user ``name`` and ``password``, or with a ``session`` token the server gave."""

    name: Name | None = None
    password: Password | None = None
    session: Token | None = None


class SignOut(_Message, tag="sign_out"):
    """End this connection's session (``all``: every session of the account, everywhere)."""

    all: bool = False


class ChangePassword(_Message, tag="change_password"):
    """A named account's new password; every other session of the account ends."""

    password: Password
    new_password: Password


class DeleteAccount(_Message, tag="delete_account"):
    """Delete the account signed in (a named account confirms with its ``password``); its games
    stay, anonymised."""

    password: Password | None = None


class WhoAmI(_Message, tag="account"):
    """Ask for the account signed in on this connection (its own, private view)."""


class GetRating(_Message, tag="rating"):
    """A rating in ``ruleset``: the named account ``name``'s, or (no name) one's own."""

    ruleset: Ruleset = "guc"
    name: Name | None = None


class GetLeaderboard(_Message, tag="leaderboard"):
    """The leaderboard of ``ruleset``: its first 100, or (``around_me``) the places around one's own."""

    ruleset: Ruleset = "guc"
    around_me: bool = False


# -- one's finished games (docs/protocol.md, "Finished games") -------------------------------------
class MyGames(_Message, tag="my_games"):
    """The signed-in account's finished games, newest first: ``limit`` of them from ``offset``."""

    offset: Offset = 0
    limit: PageSize = PAGE


class GetGame(_Message, tag="get_game"):
    """The whole record of game ``game_number`` of ``table``, a finished game the signed-in account
    played in."""

    table: TableId
    game_number: Offset


# -- friends, blocks and reports (docs/protocol.md, "Friends"): named accounts only ---------------
#: a chat line's number at its table (the ``id`` of the server's ``chat`` message)
ChatId = Annotated[int, msgspec.Meta(ge=0, le=2**53)]


class _ToPlayer(_Message):
    """A request about another player, named by their user ``name``."""

    name: Name


class FriendRequest(_ToPlayer, tag="friend_request"):
    """Ask the named account of user ``name`` to be friends (accepts theirs, if they asked first)."""


class FriendAccept(_ToPlayer, tag="friend_accept"):
    """Accept the friend request of user ``name``."""


class FriendRemove(_ToPlayer, tag="friend_remove"):
    """No more friends with user ``name``: also declines their request, or withdraws one's own."""


class GetFriends(_Message, tag="friends"):
    """One's own friends (online or not, and at which table), requests both ways, and blocks."""


class Invite(_ToPlayer, tag="invite"):
    """Invite friend ``name`` to the table one is at (they are sent its id and invitation code)."""


class Follow(_ToPlayer, tag="follow"):
    """Watch the game of friend ``name`` (as ``spectate`` their table, by its rules)."""


class Block(_ToPlayer, tag="block"):
    """Block user ``name``: no friend requests, invitations or chat lines from them."""


class Unblock(_ToPlayer, tag="unblock"):
    """Undo a block of user ``name``."""


class Report(_Message, tag="report"):
    """Report chat line ``chat`` (its ``id``) of ``table`` (one is at) to the server's admin."""

    table: TableId
    chat: ChatId
    reason: ChatText | None = None


SocialMessage = (
    FriendRequest | FriendAccept | FriendRemove | GetFriends | Invite | Follow | Block | Unblock | Report
)
#: the messages about friends, blocks and reports (:mod:`jackaroo.server.friends`)
SOCIAL_MESSAGES = (
    FriendRequest, FriendAccept, FriendRemove, GetFriends, Invite, Follow, Block, Unblock, Report,
)  # fmt: skip


class GetProfile(_Message, tag="profile"):
    """A player's public profile: the named account ``name``'s, or (no name) one's own: per ruleset
    its rating, place, games, wins and rating history."""

    name: Name | None = None


class Queue(_Message, tag="queue"):
    """Quick match: wait in the queue of ``ruleset`` for a table of players of about one's rating.
    ``partner``: (classic only) the user name of a friend who queues naming this player back, to
    play as partners; ``name``: the name at the table (None: the account's user name; a guest gives
    one); ``cpu_fill_seconds``: after that long waiting the server offers to fill the seats left
    with CPUs (``queue_offer``; None: never)."""

    ruleset: Ruleset = "guc"
    partner: Name | None = None
    name: Name | None = None
    cpu_fill_seconds: FillSeconds | None = 60


class LeaveQueue(_Message, tag="leave_queue"):
    """Leave the quick-match queue (at once)."""


class AcceptCpus(_Message, tag="accept_cpus"):
    """Quick match, after a ``queue_offer``: start now, CPUs in the seats no player takes."""
