"""The online protocol's building blocks: the version, the limits and the checked field types every
client message is made of, and the base of the messages (a msgspec Struct tagged by ``"type"``,
with an optional ``ref``).  :mod:`.protocol` holds the messages themselves."""

from __future__ import annotations

from typing import Annotated, Literal

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
#: an invitation code: 1..16 uppercase letters and digits (the server makes 8: .server.seats)
MAX_CODE = 16
CODE_PATTERN = "^[A-Z0-9]+$"
InviteCode = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_CODE, pattern=CODE_PATTERN)]
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
