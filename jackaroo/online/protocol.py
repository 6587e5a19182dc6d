"""The online protocol's client messages, checked by msgspec (docs/protocol.md).

Every frame a client sends is one JSON object whose ``"type"`` names one of the Structs below (a
tagged union).  :func:`decode` checks the whole frame in one pass: the type, every field's type,
lengths, patterns and ranges, and no unknown field; it raises :class:`msgspec.ValidationError` or
:class:`msgspec.DecodeError` with a message naming the field at fault.  Nothing here imports the
server or Qt, so the server, the load test and the app's client share it.
"""

from __future__ import annotations

from typing import Any

import msgspec

from .account_messages import (
    SOCIAL_MESSAGES as SOCIAL_MESSAGES,
)
from .account_messages import (
    AcceptCpus as AcceptCpus,
)
from .account_messages import (
    Block as Block,
)
from .account_messages import (
    ChangePassword as ChangePassword,
)
from .account_messages import (
    ChatId as ChatId,
)
from .account_messages import (
    DeleteAccount as DeleteAccount,
)
from .account_messages import (
    Follow as Follow,
)
from .account_messages import (
    FriendAccept as FriendAccept,
)
from .account_messages import (
    FriendRemove as FriendRemove,
)
from .account_messages import (
    FriendRequest as FriendRequest,
)
from .account_messages import (
    GetFriends as GetFriends,
)
from .account_messages import (
    GetGame as GetGame,
)
from .account_messages import (
    GetLeaderboard as GetLeaderboard,
)
from .account_messages import (
    GetProfile as GetProfile,
)
from .account_messages import (
    GetRating as GetRating,
)
from .account_messages import (
    Guest as Guest,
)
from .account_messages import (
    Invite as Invite,
)
from .account_messages import (
    LeaveQueue as LeaveQueue,
)
from .account_messages import (
    MyGames as MyGames,
)
from .account_messages import (
    Queue as Queue,
)
from .account_messages import (
    Report as Report,
)
from .account_messages import (
    SignIn as SignIn,
)
from .account_messages import (
    SignOut as SignOut,
)
from .account_messages import (
    SignUp as SignUp,
)
from .account_messages import (
    SocialMessage as SocialMessage,
)
from .account_messages import (
    Unblock as Unblock,
)
from .account_messages import (
    WhoAmI as WhoAmI,
)
from .frame_ref import ref_of as ref_of
from .wire import (
    CODE_PATTERN as CODE_PATTERN,
)
from .wire import (
    MAX_CHAT as MAX_CHAT,
)
from .wire import (
    MAX_CODE as MAX_CODE,
)
from .wire import (
    MAX_FRAME as MAX_FRAME,
)
from .wire import (
    MAX_NAME as MAX_NAME,
)
from .wire import (
    MAX_PAGE as MAX_PAGE,
)
from .wire import (
    PAGE as PAGE,
)
from .wire import (
    SECRET_FIELDS as SECRET_FIELDS,
)
from .wire import (
    VERSION as VERSION,
)
from .wire import (
    ActionText as ActionText,
)
from .wire import (
    ChatText as ChatText,
)
from .wire import (
    FillSeconds as FillSeconds,
)
from .wire import (
    InviteCode as InviteCode,
)
from .wire import (
    Level as Level,
)
from .wire import (
    Name as Name,
)
from .wire import (
    Offset as Offset,
)
from .wire import (
    PageSize as PageSize,
)
from .wire import (
    Password as Password,
)
from .wire import (
    Ply as Ply,
)
from .wire import (
    Ref as Ref,
)
from .wire import (
    Ruleset as Ruleset,
)
from .wire import (
    Seat as Seat,
)
from .wire import (
    SeatKind as SeatKind,
)
from .wire import (
    TableId as TableId,
)
from .wire import (
    Token as Token,
)
from .wire import (
    TurnSeconds as TurnSeconds,
)
from .wire import (
    _Message,
)


class Hello(_Message, tag="hello"):
    """The first frame of a connection: the protocol ``version`` the client speaks."""

    version: int = VERSION


class ListTables(_Message, tag="list_tables"):
    """Ask for a page of the public tables that are not over: ``limit`` of them from ``offset``
    (those with an open seat first, newest first), or only those whose host is named ``host``."""

    offset: Offset = 0
    limit: PageSize = PAGE
    host: Name | None = None


class CreateTable(_Message, tag="create_table"):
    """Open a table and sit at seat 0 as its host.  ``takeover`` is the CPU level that plays a seat
    whose person has dropped, left, or let their turn clock run out; ``turn_seconds`` the turn
    clock (None: 60 for a public table, 120 for a private one); ``spectator_chat`` whether
    spectators may chat.  ``name`` (here and in ``join_table`` and ``spectate``): None for the user
    name of the account signed in."""

    name: Name | None = None
    ruleset: Ruleset = "guc"
    private: bool = False
    takeover: Level = "random"
    turn_seconds: TurnSeconds | None = None
    spectator_chat: bool = True


class JoinTable(_Message, tag="join_table"):
    """Sit at an open seat (the first one, or ``seat``) of a table named by ``table`` (public tables)
    or by its invitation ``code`` (any table)."""

    name: Name | None = None
    table: TableId | None = None
    code: InviteCode | None = None
    seat: Seat | None = None


class Spectate(_Message, tag="spectate"):
    """Watch a table (no hand is ever shown)."""

    name: Name | None = None
    table: TableId | None = None
    code: InviteCode | None = None


class Reclaim(_Message, tag="reclaim"):
    """Take back one's seat after a drop with the ``token`` the server gave at join, or (no
    ``token``) the seat the account signed in on this connection holds there."""

    table: TableId
    token: Token | None = None


class SetSeat(_Message, tag="set_seat"):
    """Host only, before the game: make ``seat`` a CPU level, open it for a person, or empty it."""

    seat: Seat
    kind: SeatKind


class SetTable(_Message, tag="set_table"):
    """Host only: the table's settings given (the others stay): ``turn_seconds`` (before a game or
    between games) and ``spectator_chat`` (any time)."""

    turn_seconds: TurnSeconds | None = None
    spectator_chat: bool | None = None


class MoveSeat(_Message, tag="move_seat"):
    """Before the first game: move to the open ``seat``."""

    seat: Seat


class SwapSeats(_Message, tag="swap_seats"):
    """Host only, before the first game: the two ``seats`` change places, whoever holds them."""

    seats: tuple[Seat, Seat]


class Back(_Message, tag="back"):
    """ "I'm back": take one's seat back from the CPU that kept it after one's turn clock ran out
    twice in a row (any ``act`` does the same)."""


class Ready(_Message, tag="ready"):
    """Toggle this person's Ready flag; the game starts when every person is ready."""

    ready: bool = True


class Act(_Message, tag="act"):
    """Play ``action`` (notation) as the answer to position ``ply`` (the number of actions played so
    far in this game).  A stale or repeated ``ply`` is refused."""

    ply: Ply
    action: ActionText


class Shown(_Message, tag="shown"):
    """This person's window shows position ``ply`` (it has drawn every play before it) and waits
    for their action: their turn clock runs from now (docs/protocol.md, "The turn clock")."""

    ply: Ply


class Chat(_Message, tag="chat"):
    """Say ``text`` to the table."""

    text: ChatText


class Rematch(_Message, tag="rematch"):
    """After the game: vote for another game with the same seats."""


class GetRecord(_Message, tag="get_record"):
    """After the game: ask for its record (start and every action, docs/records.md)."""


class GetHistory(_Message, tag="get_history"):
    """Ask for the game so far as everyone at the table saw it (each action's seat, notation and
    events) and the table's last chat lines: after a reclaim, a restart of the app, or watching
    from the middle of a game."""


class Leave(_Message, tag="leave"):
    """Leave the table (a seat is freed before the game, handed to the CPU during it)."""


class Stats(_Message, tag="stats"):
    """Ask the server for its load: tables, connections, resident memory."""


ClientMessage = (
    Hello
    | ListTables
    | CreateTable
    | JoinTable
    | Spectate
    | Reclaim
    | SetSeat
    | SetTable
    | MoveSeat
    | SwapSeats
    | Back
    | Shown
    | Ready
    | Act
    | Chat
    | Rematch
    | GetRecord
    | GetHistory
    | Leave
    | Stats
    | Guest
    | SignUp
    | SignIn
    | SignOut
    | ChangePassword
    | DeleteAccount
    | WhoAmI
    | GetRating
    | GetLeaderboard
    | MyGames
    | GetGame
    | SocialMessage
    | GetProfile
    | Queue
    | LeaveQueue
    | AcceptCpus
)
#: the messages about accounts, ratings, leaderboards and one's games (handled by the connection's
#: own process)
ACCOUNT_MESSAGES = (
    Guest,
    SignUp,
    SignIn,
    SignOut,
    ChangePassword,
    DeleteAccount,
    WhoAmI,
    GetRating,
    GetLeaderboard,
    MyGames,
    GetGame,
    GetProfile,
)

#: the quick-match messages (handled by the connection's own process, :mod:`jackaroo.server.matchmaker`)
QUEUE_MESSAGES = (Queue, LeaveQueue, AcceptCpus)

_decoder = msgspec.json.Decoder(ClientMessage)
_encoder = msgspec.json.Encoder()


def decode(frame: str | bytes) -> ClientMessage:
    """The message in ``frame``; raises msgspec.DecodeError (not JSON) or msgspec.ValidationError
    (wrong shape, or nested deeper than msgspec's recursion reads), whose text names the field at
    fault.  Its ``ref`` when it is refused: :func:`ref_of`."""
    try:
        message: ClientMessage = _decoder.decode(frame)
    except RecursionError:  # (msgspec stops there rather than overflow the stack)
        raise msgspec.ValidationError("the frame is nested too deeply") from None
    return message


def loggable(message: ClientMessage) -> str:
    """``message`` for a log line: its type and fields, every secret (:data:`SECRET_FIELDS`) hidden."""
    fields = {
        name: "***" if name in SECRET_FIELDS and value is not None else value
        for name, value in msgspec.structs.asdict(message).items()
    }
    return f"{type(message).__name__}({fields})"


def encode(message: ClientMessage | dict[str, Any]) -> str:
    """A client message (or a server message's dict) as one JSON text frame."""
    return _encoder.encode(message).decode()


def parse_server(frame: str | bytes) -> dict[str, Any]:
    """A server frame as a dict; raises msgspec.DecodeError if it is not a JSON object."""
    value = msgspec.json.decode(frame)
    if not isinstance(value, dict):
        raise msgspec.DecodeError("a server message is a JSON object")
    return value
