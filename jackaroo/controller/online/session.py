"""Online play in the app: a table of a game server shown on the window's board.

The server owns the game; this side mirrors each ``game`` view it is sent as a
:class:`~jackaroo.online.mirror.MirrorGame` on the board, and turns each ``played`` message back
into the model's events, which the :class:`~jackaroo.controller.turns.driver.TurnDriver` shows as for
an action played here (:meth:`TurnDriver.follow`): the same animations and log words.  The person
here plays their seat through the usual :class:`~jackaroo.controller.turns.human_input.HumanInput`
(:class:`OnlinePerson`); their answer is relayed to the server as ``act`` for the view's ``ply``,
never played locally.  Other seats (people elsewhere, the server's CPUs) have no player here: the
server's ``played`` messages move them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ...model.actions import Action
from ...model.errors import JackarooError
from ...model.players import CPU_LEVELS, HUMAN
from ...model.record import ReplayStep
from ...online import protocol as p
from ...online.mirror import MirrorError, MirrorGame, mirror_events
from ...view.online.seat_words import cpu_name
from ...view.text.bidi import fill
from .connection import ServerConnection
from .history import history_entries
from .words import error_words, no_answer_words, notice_words, unreachable_words

if TYPE_CHECKING:
    from ..table import Table
    from ..turns.human_input import HumanInput
    from ..turns.question import Question


class OnlinePerson:
    """The person here at an online table: asked through the human input, except while their last
    answer is on its way to the server."""

    person = True
    local = True
    name = HUMAN

    def __init__(self, seat_input: HumanInput, session: OnlineSession) -> None:
        self.input = seat_input
        self.session = session

    def ask(self, question: Question) -> None:
        """The board has drawn every play before this turn: the person is asked, and the server
        told so (``shown``: their turn clock runs from now, never during their window's animation)."""
        if self.session.waiting is None:
            self.input.open(question)
            self.session.shown()

    def close(self, question: Question) -> None:
        self.input.close(question)

    def refused(self, question: Question, action: Action, error: JackarooError) -> None:
        """``action`` was refused here (the rules forbid it: it was never sent); the banner and the
        log say why, and the person chooses again."""


class OnlineSession(QObject):
    """One connection to a server and the table it sits at (or watches), shown in ``controller``."""

    #: the server's ``table`` message (the lobby, seats, Ready flags, connection states)
    table_changed = Signal(dict)
    #: ``joined``: this connection now sits at (or watches) a table
    joined = Signal(dict)
    #: the game is over: the ``game_over`` message
    finished = Signal(dict)
    #: a chat line: name, text, its number at the table (None: not numbered)
    chat_line = Signal(str, str, object)
    #: the table's last chat lines (name, text, number), which replace those shown
    chat_restored = Signal(list)
    #: the game's record text (after Save record)
    record = Signal(str)
    #: the public tables of the lobby
    tables = Signal(list)
    #: a line for the person (an error or the connection's state), already in words
    said = Signal(str)
    #: an ``error`` message's code (after its words are said)
    refused = Signal(str)
    #: a ``notice`` message (after its words are in the log)
    noticed = Signal(dict)
    #: a ``played`` message's ``deadline`` (the clock of the next action; None: no clock)
    deadline = Signal(object)
    #: the server welcomed the connection; what is sent now goes before the first request
    greeted = Signal()

    def __init__(self, controller: Table, connection: ServerConnection | None = None) -> None:
        super().__init__(controller)
        self.controller = controller
        self.connection = connection or ServerConnection(self)
        self.table: dict[str, Any] | None = None
        self.table_id: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.code: str | None = None
        self.mirror: MirrorGame | None = None
        self.game_number = 0
        self.ply = -1
        #: the ply of an ``act`` sent and not yet answered (the person waits meanwhile)
        self.waiting: int | None = None
        #: the position the server was last told the window shows to the person (``shown``)
        self._shown: tuple[int, int] | None = None
        self._first: p.ClientMessage | None = None
        #: whether the server ever welcomed this connection
        self.welcomed = False
        c = self.connection
        c.ready.connect(self._ready)
        c.joined.connect(self._joined)
        c.table.connect(self._table)
        c.played.connect(self._played)
        c.clock.connect(lambda message: self.deadline.emit(message.get("deadline")))
        c.game_over.connect(self.finished)
        c.chat.connect(self._chat)
        c.notice.connect(self._notice)
        c.error.connect(self._error)
        c.record.connect(self.record)
        c.tables.connect(self.tables)
        c.closed.connect(self._closed)
        c.seq_gap.connect(self._seq_gap)
        c.history.connect(self._history)
        #: the game's ply when it was last put on the board from scratch (the log before it comes
        #: from ``history``)
        self.shown_ply = 0
        #: whether this connection is an attempt at coming back after a drop (its failure is not news)
        self.retrying = False
        #: whether this connection reclaims a kept seat (its refusal may mean the seat is gone)
        self.reclaiming = False
        #: whether to ask for the game so far once it is on the board (coming back, or watching)
        self._wants_history = False

    # -- requests ---------------------------------------------------------------------------------
    def open(self, url: str, first: p.ClientMessage | None = None) -> None:
        """Connect to ``url``; once welcomed, send ``first`` (create, join, spectate, reclaim or
        list the tables)."""
        self._first = first
        self._wants_history = isinstance(first, (p.Reclaim, p.Spectate, p.Follow))
        self.connection.open(url)

    def _ready(self) -> None:
        self.welcomed = True
        self.greeted.emit()  # (signing in goes first)
        first, self._first = self._first, None
        if first is not None:
            self.connection.send(first)

    def send(self, message: p.ClientMessage) -> int | None:
        """Send ``message`` if connected (its ``ref``), else None."""
        if not self.connection.is_ready:
            return None
        return self.connection.send(message)

    def shown(self) -> None:
        """Tell the server, once a position, that the window shows it to the person who acts."""
        position = (self.game_number, self.ply)
        if self._shown != position and self.send(p.Shown(ply=self.ply)) is not None:
            self._shown = position

    def leave(self) -> None:
        """Leave the table and close the connection; the board keeps its last position, and nobody
        is asked to act on it any more."""
        if self.connection.is_ready and self.table_id is not None:
            self.connection.send(p.Leave())
        if self.on_board:
            self.controller.driver.end()
            self.controller.input.close()
        self._detach()
        self.connection.close()

    # -- the table --------------------------------------------------------------------------------
    @property
    def on_board(self) -> bool:
        """Whether the window shows this session's game (not an offline one started since)."""
        return self.mirror is not None and self.controller.game is self.mirror

    def _joined(self, message: dict[str, Any]) -> None:
        self.table_id = str(message.get("table") or "") or None
        seat = message.get("seat")
        self.seat = seat if isinstance(seat, int) else None
        token, code = message.get("token"), message.get("code")
        self.token = token if isinstance(token, str) else self.token
        self.code = code if isinstance(code, str) else self.code
        self.joined.emit(message)

    def _table(self, message: dict[str, Any]) -> None:
        self.table = message
        table_id = message.get("table")
        self.table_id = table_id if isinstance(table_id, str) else self.table_id
        you = message.get("you")
        self.seat = you if isinstance(you, int) else self.seat
        code = message.get("code")
        self.code = code if isinstance(code, str) else self.code
        view = message.get("game")
        number = message.get("game_number")
        if isinstance(view, dict):
            same = number == self.game_number and self.on_board and view.get("ply") == self.ply
            if not same:
                self._show(view, number if isinstance(number, int) else 0)
        elif self._wants_history:  # back (or watching) before the game: the chat so far
            self._wants_history = False
            self.send(p.GetHistory())
        self.table_changed.emit(message)

    def _show(self, view: dict[str, Any], number: int) -> None:
        """Put the game of ``view`` on the board from scratch (a new game, a reclaim, a resync)."""
        try:
            mirror = MirrorGame.from_view(self._named(view), self.controller.cards)
        except MirrorError as error:
            text = self.tr("The server sent a game this app cannot show: {reason}")
            self.said.emit(fill(text, reason=str(error)))
            return
        self.mirror, self.game_number, self.waiting = mirror, number, None
        self.ply = view.get("ply", 0) if isinstance(view.get("ply"), int) else 0
        self.shown_ply = self.ply
        seat = view.get("seat")
        players = {seat: OnlinePerson(self.controller.input, self)} if isinstance(seat, int) else {}
        line = self.tr("Online game {number} at table {table}")
        line = fill(line, number=number + 1, table=self.table_id or "")
        if mirror.is_over:
            self.controller.game_over.skip(mirror)
        self.controller.take_over(mirror, log_line=line, online=players)
        self.controller.driver.relay = self._relay  # (a spectator sees no hand: FaceUp's closed table)
        if self._wants_history:  # (also before the first action: the chat may have lines)
            self._wants_history = False
            self.send(p.GetHistory())

    def _played(self, message: dict[str, Any]) -> None:
        view, mirror = message.get("game"), self.mirror
        if not isinstance(view, dict) or mirror is None or not self.on_board:
            return
        if view.get("ply") != self.ply + 1:
            self._show(view, self.game_number)  # missed a step: show the position as it is now
            return
        try:
            after = MirrorGame.from_view(self._named(view), self.controller.cards)
            events = mirror_events(message.get("events") or ())
        except MirrorError as error:
            text = self.tr("The server sent a move this app cannot show: {reason}")
            self.said.emit(fill(text, reason=str(error)))
            return
        seat = message.get("seat")
        step = ReplayStep(
            self.ply,
            seat if isinstance(seat, int) else mirror.current_seat,
            str(message.get("action", "")),
            events,
            mirror.state,
            after.state,
        )
        self.mirror, self.ply, self.waiting = after, self.ply + 1, None
        self.deadline.emit(message.get("deadline"))
        if after.is_over:
            self.controller.game_over.skip(after)  # the table's own Rematch and Save record instead
        self.controller.driver.follow(after, step)

    def _named(self, view: dict[str, Any]) -> dict[str, Any]:
        """``view`` with each CPU seat named in this app's language ("Greedy 2"; the server's names
        are English), from the table's seats."""
        seats, table = view.get("seats"), (self.table or {}).get("seats")
        if not isinstance(seats, list) or not isinstance(table, list) or len(table) != len(seats):
            return view
        named = [
            {**seat, "name": cpu_name(table[i])}
            if isinstance(seat, dict) and isinstance(table[i], dict) and seat.get("player") in CPU_LEVELS
            else seat
            for i, seat in enumerate(seats)
        ]
        return {**view, "seats": named}

    def _relay(self, question: Question, action: Action) -> None:
        """The person here answered: send it to the server (the board waits for its ``played``)."""
        if not self.on_board or self.send(p.Act(ply=self.ply, action=str(action))) is None:
            self.said.emit(self.tr("Not connected: the move was not sent."))
            return
        self.waiting = self.ply
        self.controller.driver.withdraw()

    # -- what the server says ---------------------------------------------------------------------
    def _error(self, code: str, message: str, _ref: int) -> None:
        text = error_words(code, message)
        self.said.emit(text)
        self.controller.window.banner.show_message(text)
        self.refused.emit(code)
        if self.waiting is not None and self.on_board:
            self.waiting = None  # the move was refused: the person chooses again
            self.controller.driver.step()
            self.controller.input.refresh()

    def _notice(self, message: dict[str, Any]) -> None:
        self.controller.window.log.add_message(notice_words(message))
        self.noticed.emit(message)

    def _chat(self, message: dict[str, Any]) -> None:
        self.chat_line.emit(str(message.get("name", "")), str(message.get("text", "")), chat_id(message))

    def _history(self, message: dict[str, Any]) -> None:
        """The game so far: its actions before the position shown go into the log ahead of what
        was written since; the chat's last lines into the chat."""
        chat = message.get("chat")
        lines = [line for line in chat if isinstance(line, dict)] if isinstance(chat, list) else []
        self.chat_restored.emit(
            [(str(line.get("name", "")), str(line.get("text", "")), chat_id(line)) for line in lines]
        )
        mirror = self.mirror
        if mirror is None or not self.on_board or message.get("game_number") != self.game_number:
            return
        log = self.controller.window.log
        entries = log.entries()
        earlier = history_entries(message.get("actions"), mirror.state, self.shown_ply)
        log.restore([*entries[:1], *earlier, *entries[1:]])

    def _seq_gap(self, expected: int, got: int) -> None:
        text = self.tr("Messages from the server were lost ({expected}, {got}).")
        self.said.emit(fill(text, expected=expected, got=got))

    def _closed(self, reason: str) -> None:
        self.waiting = None
        if self.retrying and not self.welcomed:
            return  # another attempt at coming back failed: the reconnecting line says so
        if self.welcomed:
            text = fill(self.tr("Disconnected from the server: {reason}"), reason=reason)
        elif self.connection.timed_out:
            text = no_answer_words(self.connection.url, self.connection.timeout_ms // 1000)
        elif self.connection.unreachable:
            text = unreachable_words(self.connection.url)
        else:
            text = self.tr("Could not connect to {address}: {reason}")
            text = fill(text, address=self.connection.url, reason=reason)
        self.said.emit(text)
        if self.on_board or not self.welcomed:
            self.controller.window.banner.show_message(text)

    def _detach(self) -> None:
        if self.controller.driver.relay == self._relay:
            self.controller.driver.relay = None


def chat_id(line: dict[str, Any]) -> int | None:
    """A chat line's number at its table (``id``), if the server gave one."""
    number = line.get("id")
    return number if isinstance(number, int) and not isinstance(number, bool) else None
