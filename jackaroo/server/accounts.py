"""Accounts on the server: guests, named accounts, sessions, sign-in limits, ratings and leaderboards
as the protocol asks for them (docs/protocol.md, "Accounts").

- A **guest** account has no name and no password: ``guest`` makes one and signs the connection in.
  ``sign_up`` makes a named account, or names the guest the connection is signed in as (its
  ratings and games stay: it is the same account).
- A **session** is a random 256-bit token the client keeps; the server stores only its SHA-256 and
  when it expires (``session_days``).  ``sign_out`` ends this connection's session or (``all``)
  every session of the account; ``change_password`` ends every other one; either signs out the
  account's other connections to this process at once.
- **Sign-in attempts** with a password (``sign_in``, ``change_password``, ``delete_account``) are
  counted per account (by user name, whether it exists or not), per address and per (account,
  address) pair before the password is checked, and given back when it was right, so only failures
  use a limit up; others' failures never refuse an address with a clean record
  (:mod:`.sign_in_limits`).  Accounts made (guests and sign-ups) are limited per address.  A wrong
  user name and a wrong password are refused alike, in the same time (a decoy hash is checked when
  the name is unknown).
- Argon2id runs on the process's bounded hashing threads (:mod:`.hash_slots`), off the event loop;
  past them, or past the address's share, a password is refused ``sign_in_rate`` at once.  The
  connection's later frames wait until its account request is answered
  (:meth:`~.app.GameServer.receive`).

No password or token is ever logged, stored or put in an error; the connections' account ids are
never sent to anyone.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Iterable, Iterator
from typing import Any, TypeVar

from ..online import protocol as p
from ..online.names import NameRefused, name_key
from .account_store import AccountStore
from .buckets import Bucket
from .connection import Connection
from .game_history import GameHistory
from .hash_slots import HashBusy, HashSlots
from .options import Options
from .passwords import PasswordRefused, Passwords, clean_password
from .profiles import profile
from .seats import ServerError
from .sign_in_limits import Attempt, SignInLimits
from .storage import Duplicate, Storage, StorageError
from .user_names import clean_user_name, skeleton

log = logging.getLogger("jackaroo.server")
T = TypeVar("T")
#: the leaderboard's first page, and how many places "around me" shows above and below
TOP = 100
AROUND = 5
BAD_SIGN_IN = "wrong user name or password"
TOO_MANY = "too many sign-in attempts: wait a minute and try again"
BUSY = "the server is busy checking passwords: try again in a few seconds"


def session_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Accounts:
    """The account requests of every connection of one server process, on ``storage``."""

    def __init__(self, storage: Storage, options: Options, connections: Iterable[Connection] = ()) -> None:
        self.store = AccountStore(storage)
        self.options = options
        self.passwords = Passwords(options.argon2_time_cost, options.argon2_memory_kib)
        #: the process's connections, to sign out the other connections of an account
        self.connections = connections
        #: told (account, session, keep) when sessions end, to tell the other processes
        self.on_ended: Callable[[str, str | None, str | None], None] | None = None
        self.hashing = HashSlots(options.hash_threads, options.hash_queue, options.hash_per_address)
        self.limits = SignInLimits(options)
        self._made: dict[str, Bucket] = {}  # accounts made, by address
        #: ``my_games`` and ``get_game``: the account's finished games
        self.history = GameHistory(storage)
        self._handlers: dict[type[Any], Callable[[Connection, Any], Awaitable[dict[str, Any]]]] = {
            p.Guest: self._guest,
            p.SignUp: self._sign_up,
            p.SignIn: self._sign_in,
            p.SignOut: self._sign_out,
            p.ChangePassword: self._change_password,
            p.DeleteAccount: self._delete,
            p.WhoAmI: self._whoami,
            p.GetRating: self._rating,
            p.GetLeaderboard: self._leaderboard,
            p.MyGames: self.history.my_games,
            p.GetGame: self.history.get_game,
            p.GetProfile: self._profile,
        }

    async def handle(self, conn: Connection, message: p.ClientMessage) -> dict[str, Any]:
        """The reply to an account message (one of :data:`~jackaroo.online.protocol.ACCOUNT_MESSAGES`).
        Raises ServerError to refuse it, StorageError when the database fails."""
        reply = await self._handlers[type(message)](conn, message)
        return {**reply, "ref": message.ref}

    def sweep(self) -> None:
        """Forget the rate limits that have refilled (nothing recent counts against them), and sign
        out the connections whose session has ended meanwhile (expired, or ended by the admin: a
        ban, a new password)."""
        for key in [k for k, bucket in self._made.items() if bucket.full]:
            del self._made[key]
        self.limits.sweep()
        self.hashing.sweep()
        signed = [conn for conn in self.connections if conn.session is not None]
        try:
            live = self.store.live_sessions(sorted({c.session for c in signed if c.session}), time.time())
        except StorageError as error:
            log.warning("sessions could not be checked: %s", error)
            return
        for conn in signed:
            if conn.session not in live and conn.account is not None:
                self.sessions_ended(conn.account, session=conn.session, here_only=True)

    def close(self) -> None:
        self.hashing.close()

    # -- helpers ----------------------------------------------------------------------------------
    async def _off_loop(self, conn: Connection, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` (a password hash) on a hashing thread for ``conn``'s address;
        ServerError ``sign_in_rate`` if there is no slot for it now."""
        try:
            return await self.hashing.run(conn.address, work, *args)
        except HashBusy:
            raise ServerError("sign_in_rate", BUSY) from None

    @contextlib.contextmanager
    def _attempt(self, conn: Connection, key: str) -> Iterator[Attempt]:
        """An attempt with a password at the account of user name key ``key`` from ``conn``'s
        address, counted for the block (given back unless :meth:`_verify` settles it); ServerError
        ``sign_in_rate`` past a limit."""
        attempt = self.limits.take(key, conn.address)
        if attempt is None:
            raise ServerError("sign_in_rate", TOO_MANY)
        try:
            yield attempt
        finally:
            self.limits.unused(attempt)  # (nothing if settled)

    async def _verify(self, conn: Connection, attempt: Attempt, stored: str | None, password: str) -> bool:
        """Whether ``password`` matches ``stored`` (None: no account), settling ``attempt`` so;
        ServerError ``sign_in_rate`` with no hashing slot now (``attempt`` unsettled)."""
        ok = await self._off_loop(conn, self.passwords.verify, stored, password)
        (self.limits.succeeded if ok else self.limits.failed)(attempt)
        return ok

    def _bucket(self, table: dict[str, Bucket], key: str, burst: float, rate: float) -> Bucket:
        bucket = table.get(key)
        if bucket is None:
            bucket = table[key] = Bucket(burst, rate)
        return bucket

    def _make(self, conn: Connection) -> Bucket:
        """Count an account made from ``conn``'s address; ServerError ``sign_in_rate`` past it."""
        o = self.options
        made = self._bucket(self._made, conn.address, o.new_accounts_burst, o.new_accounts_rate)
        if not made.take():
            raise ServerError("sign_in_rate", "too many new accounts from your address: try again later")
        return made

    def _signed_in(self, conn: Connection) -> str:
        if conn.account is None:
            raise ServerError("not_signed_in", "sign in first")
        return conn.account

    def _whose(self, conn: Connection, name: str | None) -> tuple[str, str | None]:
        """(account, user name) of the player of user ``name``, or (None) of ``conn``'s own;
        ServerError ``no_account`` for an unknown name, ``not_signed_in`` for nobody's own."""
        if name is None:
            return self._signed_in(conn), conn.account_name
        row = self.store.by_key(name_key(name))
        if row is None:
            raise ServerError("no_account", "there is no player of that user name")
        return row.id, row.name

    async def _check_password(self, conn: Connection, password: str) -> None:
        """ServerError ``bad_sign_in`` unless ``password`` is the named account's of ``conn``."""
        account = self._signed_in(conn)
        if conn.account_name is None:
            raise ServerError("not_named", "a guest account has no password: sign up first")
        with self._attempt(conn, name_key(conn.account_name)) as attempt:
            row = self.store.by_id(account)
            ok = await self._verify(conn, attempt, row.password if row else None, password)
        if not ok:
            raise ServerError("bad_sign_in", BAD_SIGN_IN)

    def _not_banned(self, account: str) -> None:
        if self.store.banned(account):
            raise ServerError("banned", "this account is banned from this server")

    def _begin(self, conn: Connection, account: str, name: str | None) -> dict[str, Any]:
        """A new session of ``account`` for ``conn``, signed in: the ``account`` reply with its token."""
        token = secrets.token_hex(32)
        now = time.time()
        digest = session_hash(token)
        self.store.add_session(digest, account, now, now + self.options.session_days * 86400)
        self.store.seen(account, now)
        conn.account, conn.account_name, conn.session = account, name, digest
        return {**self._public(conn), "session": token, "session_days": self.options.session_days}

    def _public(self, conn: Connection) -> dict[str, Any]:
        return {"type": "account", "name": conn.account_name, "guest": conn.account_name is None}

    def sessions_ended(
        self,
        account: str,
        *,
        session: str | None = None,
        keep: str | None = None,
        skip: Connection | None = None,
        here_only: bool = False,
    ) -> None:
        """Sign out the connections to this process signed in with a session of ``account`` that
        ended: ``session`` (a digest) only, or every one but ``keep``; each is told (``signed_out``)
        but ``skip`` (its reply says so).  Unless ``here_only``, the other processes sharing the
        database are told too (:attr:`on_ended`)."""
        for other in list(self.connections):
            if other is skip or other.account != account:
                continue
            if (session is not None and other.session != session) or (keep and other.session == keep):
                continue
            other.account = other.account_name = other.session = None
            other.send({"type": "signed_out", "reason": "the session was ended"})
        if not here_only and self.on_ended is not None:
            self.on_ended(account, session, keep)

    # -- the requests -----------------------------------------------------------------------------
    async def _guest(self, conn: Connection, message: p.Guest) -> dict[str, Any]:
        self._make(conn)
        account = secrets.token_hex(8)
        self.store.create(account, time.time(), None, None, address=conn.address)
        return self._begin(conn, account, None)

    async def _sign_up(self, conn: Connection, message: p.SignUp) -> dict[str, Any]:
        try:
            name = clean_user_name(message.name)
            password = clean_password(message.password)
        except NameRefused as refused:
            raise ServerError("bad_name", str(refused)) from None
        except PasswordRefused as refused:
            raise ServerError("bad_password", str(refused)) from None
        key, shape = name_key(name), skeleton(name)
        if self.store.by_key(key) is not None:
            raise ServerError("name_taken", f"the user name {name} is taken")
        like = self.store.by_skeleton(shape)
        if like is not None:
            raise ServerError(
                "name_taken", f"{name} looks too much like the user name {like.name}: choose another"
            )
        made = self._make(conn)
        try:
            hashed = await self._off_loop(conn, self.passwords.hash, password)
        except ServerError:
            made.tokens = min(made.burst, made.tokens + 1)  # (no account was made)
            raise
        guest = conn.account if conn.account is not None and conn.account_name is None else None
        try:
            if guest is not None and self.store.name_guest(guest, (name, key, shape), hashed):
                account = guest
            else:
                account = secrets.token_hex(8)
                self.store.create(account, time.time(), (name, key, shape), hashed, address=conn.address)
        except Duplicate:  # taken meanwhile, by another connection or process
            raise ServerError("name_taken", f"the user name {name} is taken") from None
        log.info("account signed up%s", " (a guest named)" if account == guest else "")
        return self._begin(conn, account, name)

    async def _sign_in(self, conn: Connection, message: p.SignIn) -> dict[str, Any]:
        if message.session is not None:
            digest = session_hash(message.session)
            account = self.store.session(digest, time.time())
            row = self.store.by_id(account) if account is not None else None
            if row is None:
                raise ServerError("bad_session", "this session has ended or expired: sign in again")
            self._not_banned(row.id)
            self.store.seen(row.id, time.time())
            conn.account, conn.account_name, conn.session = row.id, row.name, digest
            return self._public(conn)
        if message.name is None or message.password is None:
            raise ServerError("bad_message", "sign in with a name and a password, or with a session")
        password = clean_password_or_none(message.password)
        with self._attempt(conn, name_key(message.name)) as attempt:
            row = self.store.by_key(name_key(message.name))
            stored = row.password if row is not None else None
            ok = await self._verify(conn, attempt, stored, password or "")
        if row is None or not ok or password is None:
            raise ServerError("bad_sign_in", BAD_SIGN_IN)
        self._not_banned(row.id)
        if stored is not None and self.passwords.needs_rehash(stored):
            with contextlib.suppress(ServerError):  # (no slot now: hashed again at the next sign-in)
                self.store.set_password(row.id, await self._off_loop(conn, self.passwords.hash, password))
        return self._begin(conn, row.id, row.name)

    async def _sign_out(self, conn: Connection, message: p.SignOut) -> dict[str, Any]:
        account = self._signed_in(conn)
        if message.all:
            self.store.revoke(account)
            self.sessions_ended(account, skip=conn)
        elif conn.session is not None:
            self.store.revoke(account, only=conn.session)
            self.sessions_ended(account, session=conn.session, skip=conn)
        conn.account = conn.account_name = conn.session = None
        return {"type": "signed_out", "reason": "you signed out"}

    async def _change_password(self, conn: Connection, message: p.ChangePassword) -> dict[str, Any]:
        await self._check_password(conn, message.password)
        try:
            password = clean_password(message.new_password)
        except PasswordRefused as refused:
            raise ServerError("bad_password", str(refused)) from None
        account = self._signed_in(conn)
        self.store.set_password(account, await self._off_loop(conn, self.passwords.hash, password))
        self.store.revoke(account, keep=conn.session)
        self.sessions_ended(account, keep=conn.session)
        log.info("account changed its password")
        return {"type": "password_changed"}

    async def _delete(self, conn: Connection, message: p.DeleteAccount) -> dict[str, Any]:
        account = self._signed_in(conn)
        if conn.account_name is not None:
            if message.password is None:
                raise ServerError("bad_sign_in", "confirm with your password")
            await self._check_password(conn, message.password)
        self.store.delete(account)
        self.sessions_ended(account, skip=conn)
        conn.account = conn.account_name = conn.session = None
        log.info("account deleted")
        return {"type": "account_deleted"}

    async def _whoami(self, conn: Connection, message: p.WhoAmI) -> dict[str, Any]:
        if conn.account is None:
            return {"type": "account", "name": None, "guest": None, "sessions": 0}
        return {**self._public(conn), "sessions": self.store.sessions(conn.account, time.time())}

    async def _rating(self, conn: Connection, message: p.GetRating) -> dict[str, Any]:
        season = self.options.season
        account, name = self._whose(conn, message.name)
        rating = self.store.rating(account, message.ruleset, season)
        place = self.store.place(account, message.ruleset, season, self.options.min_rated_games)
        return {
            "type": "rating",
            "ruleset": message.ruleset,
            "season": season,
            "name": name,
            "rating": rating.public() if rating is not None else None,
            "place": None if place is None else place + 1,
        }

    async def _leaderboard(self, conn: Connection, message: p.GetLeaderboard) -> dict[str, Any]:
        season, least = self.options.season, self.options.min_rated_games
        you = None
        if conn.account is not None:
            you = self.store.place(conn.account, message.ruleset, season, least)
        if message.around_me:
            if you is None:
                raise ServerError("not_ranked", f"you are on the leaderboard after {least} rated games")
            first = max(0, you - AROUND)
            rows = self.store.board(message.ruleset, season, least, first, 2 * AROUND + 1)
        else:
            first = 0
            rows = self.store.board(message.ruleset, season, least, 0, TOP)
        return {
            "type": "leaderboard",
            "ruleset": message.ruleset,
            "season": season,
            "min_games": least,
            "total": self.store.board_size(message.ruleset, season, least),
            "entries": [
                {"place": first + i + 1, "name": name, **_rating(mu, sigma, games, shown)}
                for i, (name, mu, sigma, games, _id, shown) in enumerate(rows)
            ],
            "you": None if you is None else you + 1,
        }

    async def _profile(self, conn: Connection, message: p.GetProfile) -> dict[str, Any]:
        account, name = self._whose(conn, message.name)
        o = self.options
        return profile(self.store, account, name, season=o.season, min_games=o.min_rated_games)

    # -- names at tables --------------------------------------------------------------------------
    def name_owner(self, name: str) -> str | None:
        """The account whose user name ``name`` is or looks like, or None (or if the database cannot
        say: a table name is not worth refusing a join for)."""
        try:
            row = self.store.by_key(name_key(name))
            if row is not None:
                return row.id
            like = self.store.by_skeleton(skeleton(name))
            return None if like is None else like.id
        except StorageError as error:
            log.warning("user names could not be read: %s", error)
            return None


def clean_password_or_none(text: str) -> str | None:
    """``text`` as a password is compared, or None if no password could be it (too short or long)."""
    try:
        return clean_password(text)
    except PasswordRefused:
        return None


def _rating(mu: float, sigma: float, games: int, shown: float) -> dict[str, float | int]:
    from .ratings import Rating

    return Rating(float(mu), float(sigma), int(games), float(shown)).public()
