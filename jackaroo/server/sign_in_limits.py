"""How many password guesses the server lets through, so that guessing stays slow and yet no stranger
can lock an account's owner out (docs/online.md, "Sign-in under attack").

An attempt with a password (``sign_in``, ``change_password``, ``delete_account``) names an account by
its user name key (whether the account exists or not) and comes from an address (:mod:`.addresses`).
It is counted, before the password is checked, in three token buckets:

- the **pair** (account, address): the guesses of one address at one account;
- the **address**: its attempts at every account together;
- the **account**: everyone's attempts at it together.

An attempt goes ahead if all three have room.  When only the account's has none (others have been
guessing), it still goes ahead if the pair's record is **clean**: no failure of that address at that
account in the last ``sign_in_clean_seconds``, and no attempt of it still being checked.  So the
owner, at an address that has not been guessing, is never refused for what other addresses did,
while each address that guessed wrong waits for the account's budget: beyond that budget, a
stranger gets one guess an account per address per ``sign_in_clean_seconds``.

A right password gives its attempt back to each bucket it was counted in and clears the pair's
record; a password never checked (the hashing was refused) gives its attempt back too: only
failures use a budget up.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .buckets import Bucket, take_all
from .options import Options

#: pairs remembered at most (the oldest forgotten first); each failure costs a password check, so
#: a process adds at most some ten a second
MAX_PAIRS = 100_000


@dataclass(slots=True)
class Pair:
    """One address's attempts at one account: its ``bucket``, when it last ``failed`` (the clock's
    seconds, None: not since it was remembered) and attempts ``pending`` (let in, not yet decided)."""

    bucket: Bucket
    failed: float | None = None
    pending: int = 0


@dataclass(slots=True)
class Attempt:
    """One attempt let in: its ``pair`` and the ``buckets`` it was counted in."""

    pair: Pair
    buckets: tuple[Bucket, ...]
    settled: bool = field(default=False)


class SignInLimits:
    """The sign-in budgets of :class:`Options` (``sign_in_burst`` at once and ``sign_in_rate`` a
    second per pair and per account, ``sign_in_burst_address`` and ``sign_in_rate_address`` per
    address, ``sign_in_clean_seconds``), on ``clock`` (seconds, monotonic)."""

    def __init__(self, options: Options, clock: Callable[[], float] = time.monotonic) -> None:
        self.options = options
        self.clock = clock
        self._pairs: dict[tuple[str, str], Pair] = {}
        self._accounts: dict[str, Bucket] = {}
        self._addresses: dict[str, Bucket] = {}

    def take(self, key: str, address: str) -> Attempt | None:
        """Count an attempt at the account of user name key ``key`` from ``address`` and return it,
        or None if a budget refuses it (nothing is counted then)."""
        o = self.options
        pair = self._pairs.get((key, address)) or Pair(Bucket(o.sign_in_burst, o.sign_in_rate, self.clock))
        account = self._accounts.get(key) or Bucket(o.sign_in_burst, o.sign_in_rate, self.clock)
        by_address = self._addresses.get(address) or Bucket(
            o.sign_in_burst_address, o.sign_in_rate_address, self.clock
        )
        if take_all(pair.bucket, by_address, account):
            buckets: tuple[Bucket, ...] = (pair.bucket, by_address, account)
            self._accounts[key] = account
        elif self.clean(pair) and take_all(pair.bucket, by_address):
            buckets = (pair.bucket, by_address)
        else:
            return None
        self._addresses[address] = by_address
        if (key, address) not in self._pairs:
            if len(self._pairs) >= MAX_PAIRS:
                del self._pairs[next(iter(self._pairs))]
            self._pairs[key, address] = pair
        pair.pending += 1
        return Attempt(pair, buckets)

    def clean(self, pair: Pair) -> bool:
        """Whether ``pair`` has no recent failure and no attempt being checked."""
        recent = pair.failed is not None and self.clock() - pair.failed < self.options.sign_in_clean_seconds
        return not recent and pair.pending == 0

    def succeeded(self, attempt: Attempt) -> None:
        """``attempt``'s password was right: give it back, and clear its pair's record."""
        if self._settle(attempt):
            attempt.pair.failed = None
            _refund(attempt.buckets)

    def failed(self, attempt: Attempt) -> None:
        """``attempt``'s password was wrong (or its account unknown): it stays counted, and its pair
        is not clean for ``sign_in_clean_seconds``."""
        if self._settle(attempt):
            attempt.pair.failed = self.clock()

    def unused(self, attempt: Attempt) -> None:
        """``attempt``'s password was never checked: give it back."""
        if self._settle(attempt):
            _refund(attempt.buckets)

    def _settle(self, attempt: Attempt) -> bool:
        if attempt.settled:
            return False
        attempt.settled = True
        attempt.pair.pending -= 1
        return True

    def sweep(self) -> None:
        """Forget what no longer counts: full buckets, and pairs that are clean and full."""
        for table in (self._accounts, self._addresses):
            for key in [k for k, bucket in table.items() if bucket.full]:
                del table[key]
        for pair_key in [k for k, pair in self._pairs.items() if pair.bucket.full and self.clean(pair)]:
            del self._pairs[pair_key]

    def __len__(self) -> int:
        """Pairs, accounts and addresses remembered."""
        return len(self._pairs) + len(self._accounts) + len(self._addresses)


def _refund(buckets: tuple[Bucket, ...]) -> None:
    for bucket in buckets:
        bucket.tokens = min(bucket.burst, bucket.tokens + 1)
