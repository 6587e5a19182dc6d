"""The online protocol's client messages, checked by msgspec (docs/protocol.md).

Every frame a client sends is one JSON object whose ``"type"`` names one of the Structs below (a
tagged union).  :func:`decode` checks the whole frame in one pass: the type, every field's type,
lengths, patterns and ranges, and no unknown field; it raises :class:`msgspec.ValidationError` or
:class:`msgspec.DecodeError` with a message naming the field at fault.  Nothing here imports the
server or Qt, so the server, the load test and the app's client share it.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from . import names

#: the protocol version a client states in its ``hello``
VERSION = 1
#: the largest frame either side accepts, in bytes (the server's websockets ``max_size``)
MAX_FRAME = 4096
#: a seat's or spectator's name: 1..24 characters as a person sees them (the rule: .names)
MAX_NAME = names.MAX_NAME
#: a chat line: 1..200 characters
MAX_CHAT = 200
#: ``list_tables``: tables a page holds at most, and by default
MAX_PAGE = 50
PAGE = 20

#: no C0/C1 control characters, no bidirectional overrides or isolates, no line or paragraph separator
_PRINTABLE = "^[^\\x00-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]*$"

#: checked here for its length on the wire; the server then applies the name rule (.names)
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=names.MAX_NAME_CODEPOINTS, pattern=_PRINTABLE)]
ChatText = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_CHAT, pattern=_PRINTABLE)]
#: action notation (docs/notation.md); the model's parser then checks it exactly
ActionText = Annotated[str, msgspec.Meta(min_length=1, max_length=40, pattern="^[A-Za-z0-9 -]+$")]
TableId = Annotated[str, msgspec.Meta(min_length=1, max_length=16, pattern="^[a-z0-9]+$")]
InviteCode = Annotated[str, msgspec.Meta(min_length=1, max_length=16, pattern="^[A-Z0-9]+$")]
Token = Annotated[str, msgspec.Meta(min_length=1, max_length=64, pattern="^[a-f0-9]+$")]
Seat = Annotated[int, msgspec.Meta(ge=0, le=3)]
Ply = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]
Offset = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]
PageSize = Annotated[int, msgspec.Meta(ge=1, le=MAX_PAGE)]
#: a client's own number for a request, echoed in the reply (and in an error about it)
Ref = Annotated[int, msgspec.Meta(ge=0, le=2**53)]
Ruleset = Literal["guc", "classic"]
Level = Literal["random", "greedy", "expert", "master"]
#: what the host may put in a seat before the game: a CPU level, an open seat for a person, or
#: (classic only) nobody
SeatKind = Literal["random", "greedy", "expert", "master", "open", "none"]
#: a table's turn clock, in seconds a person has for each action (0: no clock)
TurnSeconds = Literal[0, 30, 60, 120]
#: a password on the wire: any characters (the server's rule then asks 8 or more of a new one)
Password = Annotated[str, msgspec.Meta(min_length=1, max_length=128)]
#: seconds a player in the quick-match queue waits before being offered CPUs for the seats left
FillSeconds = Annotated[int, msgspec.Meta(ge=10, le=300)]
#: the fields that hold a secret: never logged (:func:`loggable`)
SECRET_FIELDS = ("password", "new_password", "session", "token")


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    ref: Ref | None = None


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
    | Queue
    | LeaveQueue
    | AcceptCpus
)
#: the messages about accounts, ratings and leaderboards (handled by the connection's own process)
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
)

#: the quick-match messages (handled by the connection's own process, :mod:`jackaroo.server.matchmaker`)
QUEUE_MESSAGES = (Queue, LeaveQueue, AcceptCpus)

_decoder = msgspec.json.Decoder(ClientMessage)
_encoder = msgspec.json.Encoder()


def decode(frame: str | bytes) -> ClientMessage:
    """The message in ``frame``; raises msgspec.DecodeError (not JSON) or msgspec.ValidationError
    (wrong shape), whose text names the field at fault."""
    message: ClientMessage = _decoder.decode(frame)
    return message


def loggable(message: ClientMessage) -> str:
    """``message`` for a log line: its type and fields, every secret (:data:`SECRET_FIELDS`) hidden."""
    fields = {
        name: "***" if name in SECRET_FIELDS and value is not None else value
        for name, value in msgspec.structs.asdict(message).items()
    }
    return f"{type(message).__name__}({fields})"


class _Numbered(msgspec.Struct):
    ref: int | None = None


_ref_decoder = msgspec.json.Decoder(_Numbered)


def ref_of(frame: str | bytes) -> int | None:
    """The ``ref`` of a frame if it is a JSON object carrying an integer one, else None (never
    raises): how a frame refused before it is read (for the rate) still names its request."""
    try:
        return _ref_decoder.decode(frame).ref
    except (msgspec.DecodeError, msgspec.ValidationError):
        return None


def encode(message: ClientMessage | dict[str, Any]) -> str:
    """A client message (or a server message's dict) as one JSON text frame."""
    return _encoder.encode(message).decode()


def parse_server(frame: str | bytes) -> dict[str, Any]:
    """A server frame as a dict; raises msgspec.DecodeError if it is not a JSON object."""
    value = msgspec.json.decode(frame)
    if not isinstance(value, dict):
        raise msgspec.DecodeError("a server message is a JSON object")
    return value
