"""Passwords: the rule they follow and their Argon2id hashes (``argon2-cffi``).

A password is 8 to 128 characters, compared in Unicode form NFC (RFC 8265's OpaqueString profile
in short: the same password typed on two keyboards is one password); it is kept only as an Argon2id
hash (RFC 9106) with a random salt, in the PHC string format that names its own parameters, so a
change of cost applies to new hashes and old ones still verify (and are hashed again at the next
sign-in, :meth:`Passwords.needs_rehash`).  Nothing here logs, and no error says a password.
"""

from __future__ import annotations

import secrets
import unicodedata

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

MIN_PASSWORD = 8
MAX_PASSWORD = 128


class PasswordRefused(ValueError):
    """A new password the rule refuses; ``str()`` says why (never the password)."""


def clean_password(text: str) -> str:
    """``text`` as a password is hashed (NFC).  Raises PasswordRefused if it is shorter than
    :data:`MIN_PASSWORD` or longer than :data:`MAX_PASSWORD` characters."""
    password = unicodedata.normalize("NFC", text)
    if len(password) < MIN_PASSWORD:
        raise PasswordRefused(f"a password is at least {MIN_PASSWORD} characters long")
    if len(password) > MAX_PASSWORD:
        raise PasswordRefused(f"a password is at most {MAX_PASSWORD} characters long")
    return password


class Passwords:
    """Argon2id hashing at a cost of ``time_cost`` passes over ``memory_kib`` KiB (None: the
    library's defaults, RFC 9106's second recommended option: 3 passes, 64 MiB, 4 lanes).  A cheap
    cost (tests) uses one lane.  Its methods take tens of milliseconds at the default cost: call
    them off the event loop (the library releases the GIL)."""

    def __init__(self, time_cost: int | None = None, memory_kib: int | None = None) -> None:
        if time_cost is None and memory_kib is None:
            self._hasher = PasswordHasher()
        else:
            default = PasswordHasher()
            memory = memory_kib if memory_kib is not None else default.memory_cost
            self._hasher = PasswordHasher(
                time_cost=time_cost if time_cost is not None else default.time_cost,
                memory_cost=memory,
                parallelism=1 if memory < 8 * default.parallelism else default.parallelism,
            )
        #: verified against when an account does not exist, so that costs the same time (made at
        #: the first such sign-in)
        self._decoy: str | None = None

    def hash(self, password: str) -> str:
        """The PHC string of ``password`` (already :func:`clean_password`'d)."""
        return self._hasher.hash(password)

    def verify(self, stored: str | None, password: str) -> bool:
        """Whether ``password`` matches the hash ``stored`` (None: no such account, checked against
        a decoy all the same, and False)."""
        if stored is None and self._decoy is None:
            self._decoy = self._hasher.hash(secrets.token_hex(16))
        try:
            matches = self._hasher.verify(stored if stored is not None else self._decoy or "", password)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False
        return matches and stored is not None

    def needs_rehash(self, stored: str) -> bool:
        """Whether ``stored`` was made at another cost than this one's."""
        try:
            return self._hasher.check_needs_rehash(stored)
        except InvalidHashError:
            return True
