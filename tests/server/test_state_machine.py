"""Random sequences of what clients do (connect, hello, create, join, spectate, move, swap, set the
table, chat, act, say they are back, leave, abort) from several clients against one server on 127.0.0.1, with hypothesis's state machine; after
every step the invariants hold:

- nobody is sent hidden information: a seat's view has its own hand (exactly the server's), a
  spectator's none, and no client ever sees another's token or a private table's code it was not
  given;
- memory stays bounded: every count of the budget is within its limit, and the books agree;
- every table is playing, over with someone at it, waiting for a person who is connected, or
  waiting within its grace period for one to come back; nothing else is kept;
- a fresh client is welcomed and answered within a second.

The server runs on its own event loop in a thread (as it would in its process), so the invariants
can read its state between two messages.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import threading
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from jackaroo.model.game import Game
from jackaroo.model.record import GameRecord, play_recorded
from jackaroo.online.client import Client
from jackaroo.online.protocol import (
    Act,
    Back,
    Chat,
    CreateTable,
    JoinTable,
    Leave,
    ListTables,
    MoveSeat,
    Ready,
    SetSeat,
    SetTable,
    Spectate,
    SwapSeats,
)
from jackaroo.server.app import GameServer
from jackaroo.server.options import Options
from jackaroo.server.storage import SqliteStorage

T = TypeVar("T")
#: which client, table or action a step takes, as an index into what there is when it runs (what
#: there is depends on the server's timers, so the draw must not)
CHOICE = st.integers(min_value=0, max_value=63)

OPTIONS = Options(
    takeover_seconds=0.3,
    cpu_delay=0.0,
    rate=1000,
    burst=2000,
    max_per_address=100,
    connect_rate=1000,
    rate_address=1000,
    hello_seconds=2.0,
    lobby_per_address=3,
    lobby_grace_seconds=0.3,
    max_spectators=2,
    clock_scale=0.005,  # turn clocks of 0.15 to 0.6 s: people time out
)
#: how long a fresh client may wait for its welcome and its first answer, in seconds
FRESH_ANSWER_SECONDS = 1.0
#: the keys a game view may have (docs/protocol.md)
VIEW_KEYS = {"ply", "ruleset", "current", "round", "turn", "winner", "seats", "deck", "firepit", "classic"}
SEAT_KEYS = {"seat", "hand", "legal"}


class ServerThread:
    """A :class:`GameServer` on 127.0.0.1 on its own event loop and thread."""

    def __init__(self, db: Path, options: Options) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.storage = SqliteStorage(db)
        self.game_server = GameServer(self.storage, options, random.Random(7))
        self.server = self.run(self.game_server.serve("127.0.0.1", 0))
        self.url = f"ws://127.0.0.1:{self.server.sockets[0].getsockname()[1]}"

    def run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(30)

    def call(self, function: Callable[[], T]) -> T:
        """``function()`` run on the server's loop, between two of its steps."""

        async def on_loop() -> T:
            return function()

        return self.run(on_loop())

    def stop(self) -> None:
        async def stop() -> None:
            self.server.close()
            await self.server.wait_closed()
            self.game_server.close()

        self.run(stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()
        self.storage.close()


class Recording(Client):
    """A client that keeps every message it was sent, in order."""

    def __init__(self, ws: Any) -> None:
        super().__init__(ws)
        self.log: list[dict[str, Any]] = []
        self.checked = 0
        self.tokens: set[str] = set()
        self.codes: set[str] = set()  # invitation codes it was given or used
        self.you: int | None = None  # its seat as its messages said, in order
        self.at: tuple[str, int | None] | None = None  # its table and game number, likewise

    def _note(self, message: dict[str, Any]) -> None:
        self.log.append(message)
        super()._note(message)


class Clients(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = TemporaryDirectory()
        self.server = ServerThread(Path(self.folder.name) / "db.sqlite3", OPTIONS)
        self.loop = asyncio.new_event_loop()
        self.clients: list[Recording] = []
        self.gone: list[Recording] = []
        self.private: dict[str, str] = {}  # private table id -> code
        #: (table, game number) -> the game replayed so far and every position's hands
        self.replays: dict[tuple[str, int], tuple[Game, list[list[list[str]]]]] = {}

    def teardown(self) -> None:
        for client in self.clients:
            with contextlib.suppress(Exception):
                self.do(client.close())
        self.loop.close()
        self.server.stop()
        self.folder.cleanup()

    def do(self, awaitable: Awaitable[T]) -> T:
        async def bounded() -> T:
            return await asyncio.wait_for(awaitable, 20)

        return self.loop.run_until_complete(bounded())

    def request(self, client: Recording, message: Any) -> dict[str, Any]:
        reply = self.do(client.request(message, timeout=10))
        if reply.get("type") == "joined":
            client.tokens.add(reply.get("token") or "")
            client.codes.add(reply.get("code") or "")
        return reply

    def pick(self, data: st.DataObject) -> Recording:
        return self.clients[data.draw(CHOICE) % len(self.clients)]

    def tables(self) -> list[str]:
        return self.server.call(lambda: list(self.server.game_server.tables))

    # -- what clients do --------------------------------------------------------------------------
    @precondition(lambda self: len(self.clients) < 6)
    @rule()
    def connect(self) -> None:
        client = self.do(Recording.connect(self.server.url))
        assert isinstance(client, Recording)
        self.clients.append(client)

    @precondition(lambda self: self.clients)
    @rule(data=st.data(), private=st.booleans(), classic=st.booleans())
    def create(self, data: st.DataObject, private: bool, classic: bool) -> None:
        client = self.pick(data)
        name = data.draw(st.sampled_from(["Sara", "Omar", "سارة", "SARA", "\u200b", "Layla"]))
        reply = self.request(
            client, CreateTable(name=name, private=private, ruleset="classic" if classic else "guc")
        )
        if reply["type"] == "joined" and private:
            self.private[reply["table"]] = reply["code"]

    @precondition(lambda self: self.clients)
    @rule(data=st.data(), watch=st.booleans(), by_code=st.booleans())
    def join(self, data: st.DataObject, watch: bool, by_code: bool) -> None:
        client = self.pick(data)
        tables = self.tables()
        if not tables:
            return
        table = tables[data.draw(CHOICE) % len(tables)]
        code = self.private.get(table) if by_code else None
        name = data.draw(st.sampled_from(["Omar", "Eve", "omar", "Ali"]))
        if code is not None:
            client.codes.add(code)
        kind = Spectate if watch else JoinTable
        self.request(client, kind(name=name, code=code) if code else kind(name=name, table=table))

    @precondition(lambda self: self.clients)
    @rule(data=st.data())
    def start(self, data: st.DataObject) -> None:
        """The client fills the open seats with CPUs (if it hosts) and says it is ready."""
        client = self.pick(data)
        table = client.table
        if table is None or table.get("status") != "lobby" or client.seat is None:
            return
        if table.get("host") == client.seat:
            for seat, state in enumerate(table["seats"]):
                if state["kind"] == "open":
                    self.request(client, SetSeat(seat=seat, kind="random"))
        self.request(client, Ready(ready=True))

    @precondition(lambda self: self.clients)
    @rule(data=st.data(), how=st.sampled_from(["move", "swap", "clock", "quiet", "back"]))
    def arrange(self, data: st.DataObject, how: str) -> None:
        """The client moves, swaps two seats, sets the table or says it is back (allowed or not)."""
        client = self.pick(data)
        seat, other = data.draw(CHOICE) % 4, data.draw(CHOICE) % 4
        message: Any = {
            "move": MoveSeat(seat=seat),
            "swap": SwapSeats(seats=(seat, other)),
            "clock": SetTable(turn_seconds=data.draw(st.sampled_from([0, 30, 60, 120]))),
            "quiet": SetTable(spectator_chat=data.draw(st.booleans())),
            "back": Back(),
        }[how]
        self.request(client, message)

    @precondition(lambda self: self.clients)
    @rule(data=st.data(), text=st.text(min_size=1, max_size=20))
    def chat(self, data: st.DataObject, text: str) -> None:
        self.request(self.pick(data), Chat(text=text))

    @precondition(lambda self: self.clients)
    @rule(data=st.data(), legal=st.booleans())
    def act(self, data: st.DataObject, legal: bool) -> None:
        client = self.pick(data)
        game = client.game
        if game is None or game.get("winner") is not None:
            return
        choices = game.get("legal") or ["AS field"]
        action = choices[data.draw(CHOICE) % len(choices)] if legal else "KS move t99"
        self.request(client, Act(ply=game["ply"], action=action))

    @precondition(lambda self: self.clients)
    @rule(data=st.data())
    def leave(self, data: st.DataObject) -> None:
        self.request(self.pick(data), Leave())

    @precondition(lambda self: self.clients)
    @rule(data=st.data())
    def abort(self, data: st.DataObject) -> None:
        client = self.pick(data)
        self.clients.remove(client)
        client.ws.transport.abort()
        with contextlib.suppress(Exception):
            self.do(client.close())
        self.gone.append(client)

    # -- invariants -------------------------------------------------------------------------------
    @invariant()
    def nothing_hidden_is_sent(self) -> None:
        async def drain() -> None:  # every message sent before its reply has arrived
            await asyncio.gather(*(c.request(ListTables()) for c in self.clients))

        self.do(drain())
        everyone = [*self.clients, *self.gone]
        hands: list[tuple[str, int, int, int, list[str]]] = []  # table, game, ply, seat, hand
        for client in everyone:
            others = set().union(*(c.tokens for c in everyone if c is not client)) - client.tokens
            foreign_codes = set(self.private.values()) - client.codes
            for message in client.log[client.checked :]:
                text = json.dumps(message)
                assert not any(token and token in text for token in others), message
                assert not any(code in text for code in foreign_codes), message
                kind = message.get("type")
                if kind == "joined":
                    client.you, client.at = message["seat"], (message["table"], None)
                elif kind == "table":
                    client.you, client.at = message["you"], (message["table"], message["game_number"])
                elif kind == "left" or (kind == "notice" and message["kind"] == "closed"):
                    client.you, client.at = None, None
                game = message.get("game")
                if isinstance(game, dict):
                    assert set(game) <= VIEW_KEYS | SEAT_KEYS, game
                    if client.you is None:
                        assert not set(game) & SEAT_KEYS, game
                    else:
                        assert game["seat"] == client.you, (game, client.you)
                        table_id, number = client.at or ("", None)
                        if number is not None:
                            hands.append((table_id, number, game["ply"], game["seat"], game["hand"]))
            client.checked = len(client.log)
        for (table, number, ply, seat, hand), truth in zip(
            hands, self.server.call(lambda: self._hands(hands)), strict=True
        ):
            assert truth is None or hand == truth, (table, number, ply, seat, hand, truth)

    def _hands(self, wanted: list[tuple[str, int, int, int, list[str]]]) -> list[list[str] | None]:
        """On the server's loop: each hand as the server's game had it at that ply (None: that game
        is no longer held), replaying each game once and keeping every position's hands."""
        out: list[list[str] | None] = []
        for table_id, number, ply, seat, _hand in wanted:
            table = self.server.game_server.tables.get(table_id)
            match = table.match if table is not None else None
            if match is None or match.number != number:
                out.append(None)
                continue
            game, seen = self.replays.setdefault(
                (table_id, number), (GameRecord(match.initial_json, ()).initial_game(), [])
            )
            if not seen:
                seen.append([[str(c) for c in h] for h in game.state.hands])
            for action in match.actions[len(seen) - 1 :]:
                play_recorded(game, action)
                seen.append([[str(c) for c in h] for h in game.state.hands])
            out.append(seen[ply][seat] if ply < len(seen) else None)
        return out

    @invariant()
    def the_budget_holds(self) -> None:
        def check() -> None:
            server = self.server.game_server
            options = server.options
            tables = server.tables
            assert all(c.unsent <= options.max_unsent for c in server.connections)
            assert len(tables) <= options.max_tables and len(tables.lobby) <= options.max_lobby_tables
            assert all(len(t.watchers) <= options.max_spectators for t in tables.values())
            assert server.gate.open == sum(a.connections for a in server.book.addresses.values())
            assert server.gate.open <= options.max_connections
            by_origin: dict[str, int] = {}
            for table in tables.lobby:
                by_origin[table.origin] = by_origin.get(table.origin, 0) + 1
            for origin, count in by_origin.items():
                assert count <= options.lobby_per_address
                if origin:
                    assert server.book.get(origin).lobby_tables == count

        self.server.call(check)

    @invariant()
    def every_table_is_needed(self) -> None:
        def check() -> None:
            server = self.server.game_server
            loop = asyncio.get_running_loop()
            for table in server.tables.values():
                if table.status == "playing":
                    continue
                if table.status == "over":
                    assert table.members(), table.table_id
                    continue
                humans = [s for s in table.seats if s.is_human]
                assert humans, table.table_id  # nobody holds a seat: it should be gone
                if any(s.member is not None for s in humans):
                    continue
                timer = server.tables._grace.get(table)
                assert timer is not None and not timer.cancelled(), table.table_id
                assert timer.when() - loop.time() <= OPTIONS.lobby_grace_seconds + 0.01

        self.server.call(check)

    @invariant()
    def a_fresh_client_is_answered(self) -> None:
        async def fresh() -> dict[str, Any]:
            client = await Client.connect(self.server.url)
            try:
                return await client.request(ListTables())
            finally:
                await client.close()

        async def bounded() -> dict[str, Any]:
            return await asyncio.wait_for(fresh(), FRESH_ANSWER_SECONDS)

        assert self.loop.run_until_complete(bounded())["type"] == "tables"


Clients.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_clients_against_one_server = Clients.TestCase
