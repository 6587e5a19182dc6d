"""A hosted table's whole life, as a Hypothesis state machine with real processes: Sara hosts a
traditional table from her app (a real server process on loopback), Omar plays from his own client
(a protocol client that reconnects by itself, as the app does), two CPUs; the steps are what happens
to such a table: the server killed, Sara quitting her app (Keep it running or End it) and starting it
again, Return to your table on her home screen, Sara leaving her seat and coming back, Omar's
connection dropping, time passing.  After every step:

1. nobody loses a seat they did not give up: within a few seconds Sara, at the table, is back in her
   own seat, and Omar, unless the table was ended, is back in his;
2. an ended table never comes back: Omar was told, nothing offers it to Sara, no server runs for it;
3. nobody waits unseen: Sara's window never says "Reconnecting…" for more than 30 s without telling
   her what to do.

``JACKAROO_TABLE_LIFE_EXAMPLES`` and ``JACKAROO_TABLE_LIFE_STEPS`` run it deeper (docs/online.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import threading
import time
from pathlib import Path

from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtCore import Qt
from pytestqt.exceptions import TimeoutError
from support.fresh_settings import fresh_settings
from support.person import activate, click, click_in_modal, menu_item, when_modal

from jackaroo import app as app_module
from jackaroo.controller.online import hosting
from jackaroo.online.client import Client
from jackaroo.online.protocol import JoinTable, Ready, SetSeat
from jackaroo.online.reconnect import Backoff
from jackaroo.view.online.dialog import HOST, OnlineChoice
from jackaroo.view.settings.store import remembered_online_seat

EXAMPLES = int(os.environ.get("JACKAROO_TABLE_LIFE_EXAMPLES", "2"))
STEPS = int(os.environ.get("JACKAROO_TABLE_LIFE_STEPS", "6"))
#: how long a person may wait to be back in their seat after what happened, in milliseconds
BACK_MS = 20_000
#: the guest's reconnecting schedule: soon and often, for two minutes
GUEST_BACKOFF = Backoff(first=0.2, factor=1.5, cap=1.0, jitter=0.1, seconds=120.0)


class Guest:
    """Omar: a protocol client on an event loop of its own thread, reconnecting by itself."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.client: Client | None = None

    def run(self, coroutine, timeout: float = 20):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def join(self, url: str, code: str) -> None:
        async def go() -> None:
            self.client = await Client.connect(url, reconnect=GUEST_BACKOFF)
            reply = await self.client.request(JoinTable(name="Omar", code=code, seat=2))
            assert reply["type"] == "joined", reply

        self.run(go())

    def send(self, message) -> None:
        assert self.client is not None
        self.run(self.client.send(message))

    def drop(self) -> None:
        """The connection drops (the network, not a leave): the client comes back by itself."""
        assert self.client is not None
        self.loop.call_soon_threadsafe(self.client.ws.transport.abort)

    @property
    def seated(self) -> bool:
        client = self.client
        return client is not None and client.connected and client.seat == 2

    def told_ended(self) -> bool:
        client = self.client
        return client is not None and any(n.get("kind") == "ended" for n in list(client.notices))

    def close(self) -> None:
        if self.client is not None:
            with contextlib.suppress(Exception):
                self.run(self.client.close(), timeout=5)
        self.loop.call_soon_threadsafe(self.loop.stop)


class HostedTableLife(RuleBasedStateMachine):
    def __init__(self, qtbot, folder: Path) -> None:
        super().__init__()
        self.qtbot = qtbot
        self.folder = folder / f"life{len(list(folder.iterdir()))}"
        fresh_settings(self.folder)
        self.window = self.controller = None
        self.guest = Guest()
        self.windows: list = []  # every run of Sara's app (kept alive to the end)
        self.table: str | None = None
        self.ended = False
        self.seated = True  # Sara holds her seat (she has not left it or ended the table)
        self.reconnecting_since: float | None = None
        self.problems: list[str] = []

    def _launch(self) -> None:
        launched = app_module.launch()
        assert launched is not None
        self.window, self.controller = launched
        self.windows.append(launched)
        self.qtbot.waitExposed(self.window)
        self.controller.scene.animator.speed = 0

    def teardown(self) -> None:
        for _window, controller in self.windows:
            with contextlib.suppress(Exception):
                controller.online.leave(ask=False)
                controller.online.stop_server()
                controller.stop()
        self.guest.close()
        kill_hosted_server()

    @initialize()
    def a_table_is_hosted(self) -> None:
        self._launch()
        online = self.controller.online
        online.start(OnlineChoice(way=HOST, name="Sara", ruleset="classic"))
        self.qtbot.waitUntil(
            lambda: online.session is not None and online.session.code is not None, timeout=20_000
        )
        session = online.session
        self.table = session.table_id
        self.guest.join(session.connection.url, session.code)
        for seat in (1, 3):
            session.send(SetSeat(seat=seat, kind="random"))
        session.send(Ready(ready=True))
        self.guest.send(Ready(ready=True))
        self.qtbot.waitUntil(lambda: session.on_board, timeout=10_000)

    # -- what happens --------------------------------------------------------------------------
    @precondition(lambda self: not self.ended and self.controller is not None)
    @rule()
    def the_server_is_killed(self) -> None:
        server = self.controller.online.hosting.server
        if server is not None:
            with contextlib.suppress(OSError):
                os.kill(server.pid, signal.SIGKILL)
        self.qtbot.wait(300)

    @precondition(lambda self: not self.ended and self.controller is not None)
    @rule(answer=st.sampled_from(["Keep it running", "End it"]))
    def sara_quits_and_starts_again(self, answer: str) -> None:
        window = self.window
        activate(self.qtbot, window)
        seen = when_modal(click_in_modal(answer), "Quit")
        menu_item(self.qtbot, window, Qt.Key.Key_Q)  # Game > Quit
        self.qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
        self.controller.stop()
        if seen and answer == "End it":
            self.ended = True
        self._launch()

    @precondition(
        lambda self: not self.ended and self.controller is not None and self.controller.window.home_shown
    )
    @rule()
    def sara_returns_from_her_home_screen(self) -> None:
        home = self.window.home
        if home.comeback.isVisibleTo(self.window):
            click(self.qtbot, home.return_button)
            self.seated = True
        self.qtbot.wait(300)

    @precondition(
        lambda self: not self.ended and self.controller is not None and self.controller.online.at_table()
    )
    @rule()
    def sara_leaves_her_seat(self) -> None:
        activate(self.qtbot, self.window)
        when_modal(click_in_modal("Leave the table"))
        click(self.qtbot, self.window.online_panel.leave_button)
        self.qtbot.wait(300)
        self.seated = False  # she may come back: Return to your table

    @precondition(lambda self: not self.ended)
    @rule()
    def omars_connection_drops(self) -> None:
        self.guest.drop()
        self.qtbot.wait(300)

    @rule(ms=st.sampled_from([500, 3000]))
    def time_passes(self, ms: int) -> None:
        self.qtbot.wait(ms)

    # -- what must always hold -------------------------------------------------------------------
    @invariant()
    def nobody_loses_a_seat_they_did_not_give_up(self) -> None:
        if self.ended or self.controller is None:
            return
        online = self.controller.online
        at_home = self.controller.window.home_shown
        if self.seated and not at_home:  # Sara at the table: back in her own seat
            try:
                self.qtbot.waitUntil(
                    lambda: (
                        online.session is not None and online.session.welcomed and online.session.seat == 0
                    ),
                    timeout=BACK_MS,
                )
            except TimeoutError:
                raise AssertionError(f"Sara is not back in her seat: {self.window.banner.text()!r}") from None
            assert online.session.table_id == self.table
        if at_home:  # her seat is kept for her: the home screen offers it
            kept = remembered_online_seat()
            assert kept is not None and kept[1] == self.table, "Sara's seat is not offered to her"
        try:  # Omar, whose app comes back by itself, is back in his own seat
            self.qtbot.waitUntil(lambda: self.guest.seated, timeout=BACK_MS)
        except TimeoutError:
            raise AssertionError("Omar is not back in his seat") from None

    @invariant()
    def an_ended_table_never_comes_back(self) -> None:
        if not self.ended:
            return
        try:
            self.qtbot.waitUntil(self.guest.told_ended, timeout=10_000)
        except TimeoutError:
            raise AssertionError("Omar was not told the table ended") from None
        kept = remembered_online_seat()
        assert kept is None or kept[1] != self.table, "the ended table is still offered"
        if self.controller is not None:
            assert not self.window.home.comeback.isVisibleTo(self.window)
            server = self.controller.online.hosting.server
            assert server is None, "a server still runs for the ended table"

    @invariant()
    def nobody_waits_unseen(self) -> None:
        if self.controller is None or self.ended:
            return
        text = self.window.banner.text()
        if text.startswith("Reconnecting"):
            self.reconnecting_since = self.reconnecting_since or time.monotonic()
            assert time.monotonic() - self.reconnecting_since < 30, "reconnecting for 30 s without a word"
        else:
            self.reconnecting_since = None


def kill_hosted_server() -> None:
    with contextlib.suppress(OSError, ValueError, KeyError):
        import json

        pid = int(json.loads((hosting.data_folder() / "server.pid").read_text())["pid"])
        os.kill(pid, signal.SIGKILL)


def test_a_hosted_tables_life(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(hosting, "SERVER_OPTIONS", ["--cpu-delay", "0.2", "--takeover-seconds", "30"])
    run_state_machine_as_test(
        lambda: HostedTableLife(qtbot, tmp_path),
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=True,
            phases=[Phase.explicit, Phase.reuse, Phase.generate],
        ),
    )
