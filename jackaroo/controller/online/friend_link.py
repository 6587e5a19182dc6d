"""The friends of the account signed in on one connection (docs/protocol.md, "Friends"): its
requests (the list, asking, accepting, removing, blocking, inviting, reporting a chat line) and
the ``friend_notice`` messages pushed to it.

Every request is sent with ``own`` (:meth:`~.connection.ServerConnection.send`): its answer, or
its refusal, comes back here and nowhere else (a table's connection says nothing of a refused
friend request on the board).  Refusals are said in the person's words
(:func:`~.friend_words.friend_error_words`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...online import protocol as p
from .account import msgspec_tag
from .connection import ServerConnection
from .friend_words import friend_error_words


class FriendLink(QObject):
    """The friends requests of ``connection`` and the notices it is sent."""

    #: a ``friends`` reply: friends, incoming, outgoing, blocked
    listed = Signal(dict)
    #: a ``friend``, ``invited`` or ``reported`` reply (a change made)
    answered = Signal(dict)
    #: a request refused: (its type: ``friend_request``, ``invite``…, the reason in words)
    refused = Signal(str, str)
    #: a ``friend_notice``: somebody asks, accepted, or invites
    noticed = Signal(dict)

    def __init__(self, connection: ServerConnection) -> None:
        super().__init__(connection)
        self.connection = connection
        self._asked: dict[int, str] = {}
        connection.reply.connect(self._reply)
        connection.closed.connect(lambda _reason: self._asked.clear())

    def ask_list(self) -> None:
        self.send(p.GetFriends())

    def request(self, name: str) -> None:
        self.send(p.FriendRequest(name=name))

    def accept(self, name: str) -> None:
        self.send(p.FriendAccept(name=name))

    def remove(self, name: str) -> None:
        """No more friends; also declines ``name``'s request, or withdraws one's own."""
        self.send(p.FriendRemove(name=name))

    def block(self, name: str) -> None:
        self.send(p.Block(name=name))

    def unblock(self, name: str) -> None:
        self.send(p.Unblock(name=name))

    def invite(self, name: str) -> None:
        """Invite friend ``name`` to the table this connection is at."""
        self.send(p.Invite(name=name))

    def report(self, table: str, chat: int, reason: str = "") -> None:
        """Report chat line ``chat`` of ``table`` (this connection's) to the server's admin."""
        self.send(p.Report(table=table, chat=chat, reason=reason or None))

    def send(self, message: p.ClientMessage) -> None:
        kind = msgspec_tag(message)
        if not self.connection.is_ready:
            words = QCoreApplication.translate("FriendWords", "Not connected to the server.")
            self.refused.emit(kind, words)
            return
        self._asked[self.connection.send(message, own=True)] = kind

    def _reply(self, message: dict[str, Any]) -> None:
        kind, ref = message.get("type"), message.get("ref")
        if kind == "friend_notice":
            self.noticed.emit(message)
            return
        asked = self._asked.pop(ref, None) if isinstance(ref, int) else None
        if asked is None:
            return
        if kind == "error":
            code, text = str(message.get("code", "")), str(message.get("message", ""))
            self.refused.emit(asked, friend_error_words(code, text))
        elif kind == "friends":
            self.listed.emit(message)
        else:
            self.answered.emit(message)
