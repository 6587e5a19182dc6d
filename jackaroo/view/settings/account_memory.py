"""The accounts the app signs in with, per game server, in the settings file: never a password,
only the session tokens the server gave (docs/protocol.md, "Accounts").

For each server address two tokens may be kept: ``session``, of the named account signed in last
(forgotten when it signs out or is deleted), and ``guest``, of the guest account this app made there
(forgotten once that guest signs up: it is a named account then).  Going online signs in with the
first of them the server still takes, else makes a new guest and keeps its token.
"""

from __future__ import annotations

from urllib.parse import quote

from .store import settings

SESSION, GUEST = "session", "guest"


def _key(address: str, kind: str) -> str:
    server = address.strip().rstrip("/").lower()
    return f"accounts/{quote(server, safe='')}/{kind}"


def remembered_token(address: str, kind: str) -> str:
    """The ``kind`` (:data:`SESSION` or :data:`GUEST`) token kept for the server at ``address``, or ""."""
    return str(settings().value(_key(address, kind), "", type=str) or "")


def remember_token(address: str, kind: str, token: str) -> None:
    """Keep ``token`` as the ``kind`` token of the server at ``address`` ("" forgets it)."""
    store = settings()
    if token:
        store.setValue(_key(address, kind), token)
    else:
        store.remove(_key(address, kind))
    store.sync()
