"""The seats of a server table, the people watching it, and the refusals the server sends.

A seat is ``open`` (waiting for a person), ``human`` (a person sits there), a CPU level or ``none``
(empty, classic only).  A person's seat is theirs through a secret token given at join; only its
SHA-256 is kept (and stored), so the database does not hand out seats.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..model.players import CPU_LEVELS, EMPTY_SEAT, HUMAN

OPEN = "open"
#: the refusal of a reclaim, the same whether the table exists or not
BAD_TOKEN = "no seat at that table has this token (or the table has closed)"


class ServerError(Exception):
    """A request refused: ``code`` (machine word, docs/protocol.md) and ``message`` (for a person)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Member(Protocol):
    """A connection as a table sees it: its name, where it sits (``table``, ``seat``) and how to send
    it a message (a JSON-able dict; the connection adds the sequence number).  ``table`` is the
    :class:`~.table.Table` it is at, or None (typed loosely: this module is below the table's)."""

    name: str
    seat: int | None
    table: Any

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message`` for this connection (never blocks)."""


def new_token() -> tuple[str, str]:
    """A fresh seat token (32 hex digits) and its hash."""
    token = secrets.token_hex(16)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_table_id() -> str:
    """A table's id: 10 lowercase hex digits."""
    return secrets.token_hex(5)


#: invitation codes avoid letters and digits that look alike
_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def new_invite_code() -> str:
    """An invitation code: 8 characters of a 32-letter alphabet (40 bits)."""
    return "".join(secrets.choice(_CODE_ALPHABET) for _ in range(8))


@dataclass(slots=True)
class Seat:
    """One seat.  ``kind``: ``open``, ``human``, a CPU level or ``none``; ``name``; ``token``: the hash
    of the person's token; ``ready``: their Ready flag.  Not stored: ``member`` (the connection
    sitting there now), ``taken_over`` (a CPU plays for the person who dropped), ``timer`` (the
    pending take-over) and ``rematch`` (their vote after a game)."""

    kind: str = OPEN
    name: str = ""
    token: str | None = None
    ready: bool = False
    member: Member | None = field(default=None, repr=False)
    taken_over: bool = False
    timer: Any = field(default=None, repr=False)
    rematch: bool = False

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def player(self) -> str:
        """The state notation's ``player`` of this seat (``human``, a CPU level or ``none``)."""
        return self.kind

    def owns(self, token: str) -> bool:
        """Whether ``token`` is this seat's (constant time)."""
        return self.token is not None and hmac.compare_digest(self.token, token_hash(token))

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "token": self.token, "ready": self.ready}

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> Seat:
        if obj["kind"] not in (OPEN, HUMAN, EMPTY_SEAT, *CPU_LEVELS):
            raise ValueError(f"unknown seat kind {obj['kind']!r}")
        return cls(obj["kind"], obj["name"], obj["token"], obj["ready"])

    def public(self) -> dict[str, Any]:
        """What everyone is told of this seat: kind, name, ready, whether its person is here
        (``connected``) and whether a CPU plays for them (``cpu``)."""
        return {
            "kind": self.kind,
            "name": self.name,
            "ready": self.ready,
            "connected": self.member is not None,
            "cpu": self.taken_over,
        }
