"""The app's connection to a game server (docs/protocol.md) over Qt's own ``QWebSocket``, so online
play runs on Qt's event loop like everything else in the app.

:class:`ServerConnection` greets the server (``hello``), numbers each request with a ``ref``, checks
that every server message's ``seq`` goes up by one, and emits one typed signal per server message.
Decoding is lenient, as the protocol's versioning asks: unknown message types and fields are
ignored, and a frame that is not a JSON object is counted in :attr:`ServerConnection.bad_frames`.
"""

from __future__ import annotations

import itertools
from typing import Any

import msgspec
from PySide6.QtCore import QObject, QTimer, QUrl, Signal
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol

from ...online.protocol import VERSION, ClientMessage, Hello, encode, parse_server

#: the socket errors that say no server answers at an address
NO_SERVER = (
    QAbstractSocket.SocketError.ConnectionRefusedError,
    QAbstractSocket.SocketError.HostNotFoundError,
    QAbstractSocket.SocketError.SocketTimeoutError,
    QAbstractSocket.SocketError.NetworkError,
)
#: how long a connection may take to be welcomed, in milliseconds: an address that never answers
#: (a firewall that drops the packets) is given up after it
CONNECT_TIMEOUT_MS = 10_000


class ServerConnection(QObject):
    """One WebSocket connection to a game server."""

    #: the server said ``welcome``: requests may be sent
    ready = Signal()
    #: the connection closed or could not be opened, with the reason in English (for the log)
    closed = Signal(str)
    #: ``seq`` did not go up by one: (expected, received)
    seq_gap = Signal(int, int)
    #: an ``error`` message: code, message, ref (-1: none)
    error = Signal(str, str, int)
    ok = Signal(int)
    tables = Signal(list)
    #: a ``tables`` message's page: offset, total
    listing = Signal(int, int)
    joined = Signal(dict)
    table = Signal(dict)
    played = Signal(dict)
    #: a turn clock that waited for its person's window runs (its ``deadline``)
    clock = Signal(dict)
    game_over = Signal(dict)
    chat = Signal(dict)
    notice = Signal(dict)
    record = Signal(str)
    history = Signal(dict)
    #: a ``stats`` message (the server's figures: ``playing``, ``connections``...)
    stats = Signal(dict)
    left = Signal()
    #: a message no signal above carries (the replies about accounts, ratings, leaderboards and
    #: profiles), or an ``error`` answering a request sent with ``own`` (:meth:`send`): the message
    reply = Signal(dict)

    #: server message types and the signal carrying each (the whole message unless named here)
    _SIGNALS = ("joined", "table", "played", "clock", "game_over", "chat", "notice", "history", "stats")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = QWebSocket("", QWebSocketProtocol.Version.VersionLatest, self)
        self.socket.setMaxAllowedIncomingMessageSize(2**20)
        self.socket.connected.connect(self._opened)
        self.socket.disconnected.connect(self._closed)
        self.socket.textMessageReceived.connect(self.receive)
        self.socket.errorOccurred.connect(self._failed)
        self.url = ""
        self.is_ready = False
        self.last_seq = 0
        self.gaps = 0
        self.bad_frames = 0
        self._refs = itertools.count(1)
        #: the refs of requests sent with ``own`` and not answered yet
        self._own: set[int] = set()
        self._reason = ""
        #: the last attempt found no server at all (refused, no such host, no answer)
        self.unreachable = False
        #: the last attempt was given up: no welcome within :attr:`timeout_ms`
        self.timed_out = False
        self._connected = False
        self._said_closed = False
        #: how long the server has to welcome a new connection, in milliseconds
        self.timeout_ms = CONNECT_TIMEOUT_MS
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._give_up)

    # -- the line ---------------------------------------------------------------------------------
    def open(self, url: str) -> None:
        """Connect to ``url`` (``ws://host:port``); :attr:`ready` once the server has welcomed us."""
        self.url = url
        self.last_seq = 0
        self.is_ready = False
        self._own.clear()
        self._reason = ""
        self.unreachable = self.timed_out = self._connected = self._said_closed = False
        self._deadline.start(self.timeout_ms)
        self.socket.open(QUrl(url))

    def close(self) -> None:
        """Close the connection (nothing more is received)."""
        self.is_ready = False
        self._deadline.stop()
        self.socket.close()

    @property
    def is_open(self) -> bool:
        return self.socket.state() == QAbstractSocket.SocketState.ConnectedState

    def _opened(self) -> None:
        self._connected = True
        self.send(Hello(version=VERSION))

    def _failed(self, _error: object) -> None:
        if not self.timed_out:
            self._reason = self.socket.errorString()

    def _give_up(self) -> None:
        """No welcome in time (packets dropped, or something that is no game server): the attempt
        ends as if the server had refused it."""
        if self.is_ready or self._said_closed:
            return
        self.timed_out = True
        self._reason = f"no answer in {self.timeout_ms // 1000} s"
        self.socket.abort()
        if not self._said_closed:  # (the socket says nothing if it never had a line)
            self._closed()

    def _closed(self) -> None:
        # (Qt says the socket's error after it says it is disconnected: it is read here)
        self._said_closed = True
        self._deadline.stop()
        self.unreachable = self.timed_out or (not self._connected and self.socket.error() in NO_SERVER)
        self.is_ready = False
        reason = self._reason or self.socket.closeReason() or self.tr("the connection closed")
        self.closed.emit(reason)

    # -- sending ----------------------------------------------------------------------------------
    def send(self, message: ClientMessage, *, own: bool = False) -> int:
        """Send ``message`` with a fresh ``ref`` (returned); the reply or error carries it.  With
        ``own`` its sender reads an error about it from :attr:`reply`, not :attr:`error`: nobody
        else hears of it (a sign-in made by the app itself, not by a person at a table)."""
        ref = next(self._refs)
        if own:
            self._own.add(ref)
        self.socket.sendTextMessage(encode(msgspec.structs.replace(message, ref=ref)))
        return ref

    # -- receiving --------------------------------------------------------------------------------
    def receive(self, frame: str) -> None:
        """One server frame: check ``seq``, then emit the signal of its type (unknown types are
        ignored)."""
        try:
            message = parse_server(frame)
        except (msgspec.DecodeError, UnicodeDecodeError):
            self.bad_frames += 1
            return
        seq = message.get("seq")
        if isinstance(seq, int):
            if seq != self.last_seq + 1:
                self.gaps += 1
                self.seq_gap.emit(self.last_seq + 1, seq)
            self.last_seq = seq
        self.dispatch(message)

    def dispatch(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        ref = message.get("ref")
        if kind == "welcome":
            self.is_ready = True
            self._deadline.stop()
            self.ready.emit()
        elif isinstance(ref, int) and ref in self._own:  # its answer, whatever it is
            self._own.discard(ref)
            self.reply.emit(message)
        elif kind == "error":
            code, text = str(message.get("code", "")), str(message.get("message", ""))
            self.error.emit(code, text, ref if isinstance(ref, int) else -1)
        elif kind == "ok":
            self.ok.emit(ref if isinstance(ref, int) else -1)
        elif kind == "tables":
            tables = message.get("tables")
            self.tables.emit([t for t in tables if isinstance(t, dict)] if isinstance(tables, list) else [])
            offset, total = message.get("offset"), message.get("total")
            if isinstance(offset, int) and isinstance(total, int):
                self.listing.emit(offset, total)
        elif kind == "record":
            record = message.get("record")
            self.record.emit(record if isinstance(record, str) else msgspec.json.encode(record).decode())
        elif kind == "left":
            self.left.emit()
        elif kind == "match_found":  # (quick match: seated as after joining, with the same fields)
            self.joined.emit(message)
        elif kind in self._SIGNALS:
            getattr(self, str(kind)).emit(message)
        else:  # (a message type of a newer protocol: ignored by whoever does not know it)
            self.reply.emit(message)
