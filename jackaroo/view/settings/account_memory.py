"""The accounts the app signs in with, per game server, in the settings file: never a password,
only the session tokens the server gave (docs/protocol.md, "Accounts").

For each server address two tokens may be kept: ``session``, of the named account signed in last
(forgotten when it signs out or is deleted), and ``guest``, of the guest account this app made there
(forgotten once that guest signs up: it is a named account then).  Going online signs in with the
first of them the server still takes, else makes a new guest and keeps its token.

A ``profile`` keeps another person's tokens apart on the same computer and settings file (each
person's window its own accounts, as the tests' second window is another person); "" is the app's.

The user name of the named account signed in last (at any server) is kept too, ``accounts/name``
(forgotten when that account signs out or is deleted): the New game dialog offers it as the
person's name when no game here has named them yet.
"""

from __future__ import annotations

from urllib.parse import quote

from .store import settings

SESSION, GUEST = "session", "guest"


def _key(address: str, kind: str, profile: str) -> str:
    server = address.strip().rstrip("/").lower()
    person = f"profiles/{quote(profile, safe='')}/" if profile else ""
    return f"accounts/{person}{quote(server, safe='')}/{kind}"


def remembered_token(address: str, kind: str, profile: str = "") -> str:
    """The ``kind`` (:data:`SESSION` or :data:`GUEST`) token kept for the server at ``address``, or ""."""
    return str(settings().value(_key(address, kind, profile), "", type=str) or "")


def remember_token(address: str, kind: str, token: str, profile: str = "") -> None:
    """Keep ``token`` as the ``kind`` token of the server at ``address`` ("" forgets it)."""
    store = settings()
    if token:
        store.setValue(_key(address, kind, profile), token)
    else:
        store.remove(_key(address, kind, profile))
    store.sync()


def _name_key(profile: str) -> str:
    person = f"profiles/{quote(profile, safe='')}/" if profile else ""
    return f"accounts/{person}name"


def remembered_account_name(profile: str = "") -> str:
    """The user name of the named account signed in last, or "" (none, or it signed out)."""
    return str(settings().value(_name_key(profile), "", type=str) or "")


def remember_account_name(name: str, profile: str = "") -> None:
    """Keep ``name`` as the user name of the account signed in last ("" forgets it)."""
    store = settings()
    if name:
        store.setValue(_name_key(profile), name)
    else:
        store.remove(_name_key(profile))
    store.sync()
