"""Friends, blocks and reported chat on the server, as the protocol asks for them (docs/protocol.md,
"Friends"; the rows: :mod:`.social_store`).

- Only **named accounts** have friends and blocks: a guest, or a connection signed in to none, is
  refused (``not_named``, ``not_signed_in``) saying so.  Everything is keyed by the account signed in
  on the connection, never by an id a client sends: a client names other players by user name only
  (looked up by its key, :func:`~jackaroo.online.names.name_key`), and reads only its own list.
- ``friend_request`` asks (or, if the other asked first, accepts); ``friend_accept`` accepts;
  ``friend_remove`` ends a friendship, declines a request or withdraws one's own.  The other
  player's connections, on any process, are sent ``friend_notice`` ``request`` or ``accepted``.
- A **block** ends any friendship or request between the two; the blocked player's friend requests
  are then refused exactly as those to a user name nobody has (``no_account``), so a block is never
  revealed; their invitations cannot happen (they are not friends) and their chat lines are not
  delivered to the one who blocked them (:meth:`~.seating.SeatingTable.chat`).
- ``friends`` lists one's friends, each online or not and at which table (:mod:`.whereabouts`),
  the requests both ways and the blocks.  ``invite`` sends a friend the table one is at (its id,
  and its invitation code to a seated inviter), unless they sit at it or watch it already
  (``already_at_table``); ``follow`` watches a friend's table, as ``spectate``
  does (private tables refused, spectator limits).  ``report`` stores a chat line of one's table
  for the admin (``python -m jackaroo.server admin reports``).
- **Bounds**: friend requests, invitations and reports are rate-limited per account and per address
  (token buckets, per process like the sign-in limits); an account has at most
  :data:`MAX_FRIENDS` friends, :data:`MAX_OUTGOING` requests waiting, :data:`MAX_INCOMING` requests
  to answer and :data:`MAX_BLOCKS` blocks.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from ..online import protocol as p
from ..online.names import name_key
from .account_store import AccountRow, AccountStore
from .buckets import Bucket, take_all
from .connection import Connection
from .options import Options
from .seats import ServerError
from .social_store import ASKED_ME, FRIEND, ChatLine, SocialStore
from .storage import Storage
from .whereabouts import LocalWhereabouts, SharedWhereabouts

log = logging.getLogger("jackaroo.server")

MAX_FRIENDS = 200
MAX_OUTGOING = 50
MAX_INCOMING = 100
MAX_BLOCKS = 500
#: friend requests, invitations and reports: per account (at once, a second), per address
REQUESTS_BURST, REQUESTS_RATE = 10.0, 1 / 6
REQUESTS_BURST_ADDRESS, REQUESTS_RATE_ADDRESS = 30.0, 0.5
#: the refusal of a friend request to a name nobody has, or to or from a player who blocked
NO_TAKER = "no player of that user name takes friend requests from you"
NOT_FRIENDS = "you are not friends with a player of that user name"


class Social:
    """The friends, blocks and reports of the ``connections`` of one server process."""

    def __init__(self, storage: Storage, options: Options, connections: Iterable[Connection]) -> None:
        self.store = SocialStore(storage)
        self.accounts = AccountStore(storage)
        self.options = options
        self.connections = connections
        #: where accounts are (one process; the cluster puts its shared one here)
        self.whereabouts: LocalWhereabouts | SharedWhereabouts = LocalWhereabouts(connections)
        #: told (account, message) for the other processes' connections of that account
        self.on_notice: Callable[[str, dict[str, Any]], None] | None = None
        #: carries out a ``spectate`` for a connection (the server's own path, relay included)
        self.watch: Callable[[Connection, p.Spectate], None] | None = None
        self._buckets: dict[str, Bucket] = {}
        self._handlers: dict[type[Any], Callable[[Connection, Any], Awaitable[dict[str, Any] | None]]] = {
            p.FriendRequest: self._request,
            p.FriendAccept: self._accept,
            p.FriendRemove: self._remove,
            p.GetFriends: self._friends,
            p.Invite: self._invite,
            p.Follow: self._follow,
            p.Block: self._block,
            p.Unblock: self._remove,
            p.Report: self._report,
        }

    async def handle(self, conn: Connection, message: p.ClientMessage) -> dict[str, Any] | None:
        """The reply to one of :data:`~jackaroo.online.protocol.SOCIAL_MESSAGES` (None: sent
        already, as ``follow``'s).  Raises ServerError to refuse it, StorageError when the database
        fails."""
        reply = await self._handlers[type(message)](conn, message)
        return None if reply is None else {**reply, "ref": message.ref}

    def deliver(self, account: str, message: dict[str, Any], *, here_only: bool = False) -> None:
        """Send ``message`` to every connection of ``account``: this process's, and (unless
        ``here_only``) the other processes' (:attr:`on_notice`)."""
        for conn in list(self.connections):
            if conn.account == account and conn.closed is None:
                conn.send(message)
        if not here_only and self.on_notice is not None:
            self.on_notice(account, message)

    def sweep(self) -> None:
        """Forget the rate limits that have refilled."""
        for key in [k for k, bucket in self._buckets.items() if bucket.full]:
            del self._buckets[key]

    # -- helpers ----------------------------------------------------------------------------------
    def _named(self, conn: Connection) -> tuple[str, str]:
        """The account signed in on ``conn`` and its user name; ServerError ``not_signed_in``,
        ``not_named`` (a guest)."""
        if conn.account is None:
            raise ServerError("not_signed_in", "sign in with a user name first")
        if conn.account_name is None:
            raise ServerError(
                "not_named", "a guest account has no friends: sign up with a user name to have friends"
            )
        return conn.account, conn.account_name

    def _count(self, conn: Connection, account: str) -> None:
        """Count a request reaching another person; ServerError ``social_rate`` past a limit."""

        def bucket(key: str, burst: float, rate: float) -> Bucket:
            found = self._buckets.get(key)
            if found is None:
                found = self._buckets[key] = Bucket(burst, rate)
            return found

        mine = bucket(account, REQUESTS_BURST, REQUESTS_RATE)
        address = bucket("@" + conn.address, REQUESTS_BURST_ADDRESS, REQUESTS_RATE_ADDRESS)
        if not take_all(mine, address):
            raise ServerError("social_rate", "too many requests to other players: wait a minute")

    def _other(self, me: str, name: str) -> AccountRow | None:
        """The named account of user name ``name``; ServerError ``own_name`` if it is ``me``."""
        row = self.accounts.by_key(name_key(name))
        if row is not None and row.id == me:
            raise ServerError("own_name", "that is your own user name")
        return row if row is not None and row.name is not None else None

    def _friend(self, me: str, name: str) -> AccountRow:
        """The friend of user name ``name``; ServerError ``not_friends`` (whoever else it is)."""
        row = self._other(me, name)
        if row is None or self.store.state(me, row.id) != FRIEND:
            raise ServerError("not_friends", NOT_FRIENDS)
        return row

    def _notice(self, kind: str, name: str, text: str, **fields: Any) -> dict[str, Any]:
        return {"type": "friend_notice", "kind": kind, "name": name, "text": text, **fields}

    def _cap(self, counts: dict[str, int], what: str, most: int, words: str) -> None:
        """ServerError ``too_many`` (saying ``words``) if ``counts`` (an account's) has ``most`` of
        ``what``."""
        if counts[what] >= most:
            raise ServerError("too_many", f"{words} ({most} at most)")

    # -- the requests -----------------------------------------------------------------------------
    async def _request(self, conn: Connection, message: p.FriendRequest) -> dict[str, Any]:
        me, my_name = self._named(conn)
        self._count(conn, me)
        row = self._other(me, message.name)
        if row is None or self.store.blocked_either_way(me, row.id):
            raise ServerError("no_account", NO_TAKER)
        state = self.store.state(me, row.id)
        if state == ASKED_ME:
            return await self._accept(conn, p.FriendAccept(name=message.name))
        if state is None:
            mine = self.store.counts(me)
            self._cap(mine, "friends", MAX_FRIENDS, "you have as many friends as an account may")
            self._cap(mine, "outgoing", MAX_OUTGOING, "you have as many requests waiting as you may")
            theirs = self.store.counts(row.id)
            self._cap(theirs, "incoming", MAX_INCOMING, "that player has too many requests to answer")
            self.store.ask(me, row.id, time.time())
            self.deliver(row.id, self._notice("request", my_name, f"{my_name} asks to be your friend"))
        return {"type": "friend", "name": row.name, "state": "friends" if state == FRIEND else "requested"}

    async def _accept(self, conn: Connection, message: p.FriendAccept) -> dict[str, Any]:
        me, my_name = self._named(conn)
        row = self._other(me, message.name)
        if row is None or self.store.state(me, row.id) != ASKED_ME:
            raise ServerError("no_request", "no friend request from a player of that user name")
        self._cap(self.store.counts(me), "friends", MAX_FRIENDS, "you have as many friends as an account may")
        theirs = self.store.counts(row.id)
        self._cap(theirs, "friends", MAX_FRIENDS, "that player has as many friends as an account may")
        if not self.store.befriend(me, row.id, time.time()):
            raise ServerError("no_request", "no friend request from a player of that user name")
        self.deliver(row.id, self._notice("accepted", my_name, f"{my_name} accepted: you are friends"))
        return {"type": "friend", "name": row.name, "state": "friends"}

    async def _remove(self, conn: Connection, message: p.FriendRemove | p.Unblock) -> dict[str, Any]:
        """``friend_remove`` and ``unblock``: nothing between the two (of that kind) any more,
        whoever the name is."""
        me, _ = self._named(conn)
        row = self._other(me, message.name)
        if row is not None:
            (self.store.part if isinstance(message, p.FriendRemove) else self.store.unblock)(me, row.id)
        return {"type": "friend", "name": row.name if row else message.name, "state": "none"}

    async def _block(self, conn: Connection, message: p.Block) -> dict[str, Any]:
        me, _ = self._named(conn)
        row = self._other(me, message.name)
        if row is None:
            raise ServerError("no_account", "there is no player of that user name")
        self._cap(self.store.counts(me), "blocks", MAX_BLOCKS, "you have blocked as many players as you may")
        self.store.block(me, row.id, time.time())
        return {"type": "friend", "name": row.name, "state": "blocked"}

    async def _friends(self, conn: Connection, message: p.GetFriends) -> dict[str, Any]:
        me, _ = self._named(conn)
        circle = self.store.circle(me)
        where = self.whereabouts.locate(account for account, _ in circle.friends)
        most = self.options.max_spectators
        return {
            "type": "friends",
            "friends": [
                {
                    "name": name,
                    "online": account in where,
                    "table": where[account].public(most) if account in where else None,
                }
                for account, name in circle.friends
            ],
            "incoming": [name for _, name in circle.incoming],
            "outgoing": [name for _, name in circle.outgoing],
            "blocked": [name for _, name in circle.blocked],
        }

    async def _invite(self, conn: Connection, message: p.Invite) -> dict[str, Any]:
        me, my_name = self._named(conn)
        table = conn.table
        if table is None:
            raise ServerError("not_at_table", "join or create a table first")
        self._count(conn, me)
        row = self._friend(me, message.name)
        if any(member.account == row.id for member in table.members()):
            raise ServerError("already_at_table", f"{row.name} is at this table already")
        seated = conn.seat is not None and table.seats[conn.seat].member is conn
        notice = self._notice(
            "invite",
            my_name,
            f"{my_name} invites you to their table",
            table=table.table_id,
            code=table.code if seated else None,
            ruleset=table.ruleset,
        )
        self.deliver(row.id, notice)
        return {"type": "invited", "name": row.name}

    async def _follow(self, conn: Connection, message: p.Follow) -> None:
        me, _ = self._named(conn)
        row = self._friend(me, message.name)
        where = self.whereabouts.locate([row.id]).get(row.id)
        if where is None or where.table is None:
            raise ServerError("not_playing", f"{row.name} is not at a table now")
        assert self.watch is not None
        self.watch(conn, p.Spectate(table=where.table, ref=message.ref))

    async def _report(self, conn: Connection, message: p.Report) -> dict[str, Any]:
        if conn.account is None:
            raise ServerError("not_signed_in", "sign in to report a chat line")
        table = conn.table
        if table is None or table.table_id != message.table:
            raise ServerError("not_at_table", "report a chat line of the table you are at")
        said = table.said(message.chat)
        if said is None:
            raise ServerError("no_chat", "that chat line is no longer kept: report it sooner")
        self._count(conn, conn.account)
        line = ChatLine(said["account"], said["name"], said["text"], table.table_id, message.chat)
        if self.store.report(conn.account, line, message.reason, time.time()):
            log.info("table %s: chat line %d reported", table.table_id, message.chat)
        return {"type": "reported", "table": table.table_id, "chat": message.chat}
