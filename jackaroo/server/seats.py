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
from .rating_rules import PLAYED_ACTIONS

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
    #: the account signed in on it (None: nobody)
    account: str | None

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


#: why a CPU plays a person's seat: their connection dropped (and the take-over delay passed), they
#: left the game, or their turn clock ran out twice in a row (docs/protocol.md, "The turn clock")
DROPPED, LEFT, TIMEOUTS = "dropped", "left", "timeouts"
#: the reasons kept in storage: a restarted server hands these seats to the CPU at once (everyone
#: else is away after a restart, and gets the take-over delay)
STORED_REASONS = (LEFT, TIMEOUTS)


@dataclass(slots=True)
class Seat:
    """One seat.  ``kind``: ``open``, ``human``, a CPU level or ``none``; ``name``; ``token``: the hash
    of the person's token; ``ready``: their Ready flag; ``timeouts``: the person's turns in a row
    the clock ran out on; ``takeover``: why a CPU plays for the person (:data:`DROPPED`,
    :data:`LEFT`, :data:`TIMEOUTS`; None: nobody does).  Not stored: ``member`` (the connection
    sitting there now), ``timer`` and ``takeover_due`` (the pending take-over after a drop and when
    it is due, in :func:`time.monotonic` seconds), ``rematch`` (their vote after a game) and
    ``number`` (a CPU seat's number among the table's CPUs of its level, None if it is the only
    one).  ``account``: the account the person sat down signed in as (None: nobody was), which
    may take the seat back without the token.  ``acted``: the person's actions of their own in
    the game now (not a CPU's for them), stored while under :data:`PLAYED_ACTIONS` (the rule of
    :mod:`.rating_rules`; a seat stored before it was counted is taken as played)."""

    kind: str = OPEN
    name: str = ""
    token: str | None = None
    ready: bool = False
    member: Member | None = field(default=None, repr=False)
    takeover: str | None = None
    timer: Any = field(default=None, repr=False)
    takeover_due: float | None = None
    rematch: bool = False
    timeouts: int = 0
    number: int | None = None
    account: str | None = None
    acted: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def taken_over(self) -> bool:
        """Whether a CPU plays for this seat's person."""
        return self.takeover is not None

    @property
    def player(self) -> str:
        """The state notation's ``player`` of this seat (``human``, a CPU level or ``none``)."""
        return self.kind

    def owns(self, token: str | None, account: str | None = None) -> bool:
        """Whether ``token`` is this seat's (constant time), or (no token) whether ``account`` sat
        down here."""
        if token is None:
            return account is not None and self.account == account
        return self.token is not None and hmac.compare_digest(self.token, token_hash(token))

    def cancel_timer(self) -> None:
        """Forget the pending take-over, if any."""
        if self.timer is not None:
            self.timer.cancel()
        self.timer = self.takeover_due = None

    def to_json(self) -> dict[str, Any]:
        kept = self.takeover if self.takeover in STORED_REASONS else None
        return {
            "kind": self.kind,
            "name": self.name,
            "token": self.token,
            "ready": self.ready,
            "timeouts": self.timeouts,
            "cpu": kept,
            "account": self.account,
            "acted": self.acted,
        }

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> Seat:
        """A stored seat (``timeouts`` and ``cpu`` may be missing: stored before the turn clock)."""
        if obj["kind"] not in (OPEN, HUMAN, EMPTY_SEAT, *CPU_LEVELS):
            raise ValueError(f"unknown seat kind {obj['kind']!r}")
        kept = obj.get("cpu")
        return cls(
            obj["kind"],
            obj["name"],
            obj["token"],
            obj["ready"],
            takeover=kept if kept in STORED_REASONS else None,
            timeouts=int(obj.get("timeouts") or 0),
            account=obj.get("account"),
            acted=int(obj.get("acted", PLAYED_ACTIONS)),
        )

    def summary(self) -> dict[str, Any]:
        """What the lobby's list says of this seat: kind, name, and a CPU's number."""
        return {"kind": self.kind, "name": self.name, "number": self.number}

    def public(self, now: float, takeover_level: str) -> dict[str, Any]:
        """What everyone at the table is told of this seat at :func:`time.monotonic` ``now``: kind,
        name, number, ready, whether its person is here (``connected``), whether a CPU plays for
        them (``cpu``) and why (``cpu_reason``), the CPU ``level`` playing the seat (a CPU seat's
        kind, or ``takeover_level`` for a person's seat taken over; None for a person playing),
        their ``timeouts`` in a row, and ``takeover_ms``: milliseconds until a CPU takes over
        after a drop (None when none is pending)."""
        if self.kind in CPU_LEVELS:
            level: str | None = self.kind
        else:
            level = takeover_level if self.taken_over else None
        due = self.takeover_due
        return {
            **self.summary(),
            "ready": self.ready,
            "connected": self.member is not None,
            "cpu": self.taken_over,
            "cpu_reason": self.takeover,
            "level": level,
            "timeouts": self.timeouts,
            "takeover_ms": None if due is None else max(0, round((due - now) * 1000)),
        }
