"""Two app windows seated at one table of a real server on loopback, as two friends are once the
host has invited the other: the set-up of the online tests that play a game together."""

from __future__ import annotations

from dataclasses import dataclass

from jackaroo.composition import build
from jackaroo.controller.game_controller import GameController
from jackaroo.online.protocol import CreateTable, JoinTable, Ready, SetSeat
from jackaroo.view.window.main_window import MainWindow


@dataclass
class Friend:
    window: MainWindow
    controller: GameController

    @property
    def session(self):
        return self.controller.online.session


def open_window(qtbot) -> Friend:
    window, controller = build()
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    window.show()
    qtbot.waitExposed(window)
    return Friend(window, controller)


def seated_pair(qtbot, server_url: str, *, start: bool = True, **create) -> tuple[Friend, Friend]:
    """Sara hosts a classic table at ``server_url`` (``create``: more of its create_table fields),
    Omar joins opposite her, the two other seats are CPUs; with ``start`` both are ready and the
    game is on both boards."""
    sara, omar = open_window(qtbot), open_window(qtbot)
    host = sara.controller.online.connect_to(
        server_url, CreateTable(name="Sara", ruleset="classic", **create)
    )
    qtbot.waitUntil(lambda: host.code is not None and host.table is not None, timeout=10_000)
    guest = omar.controller.online.connect_to(server_url, JoinTable(name="Omar", code=host.code, seat=2))
    qtbot.waitUntil(lambda: guest.seat == 2 and guest.table is not None, timeout=10_000)
    host.send(SetSeat(seat=1, kind="greedy"))
    host.send(SetSeat(seat=3, kind="greedy"))
    if start:
        host.send(Ready(ready=True))
        guest.send(Ready(ready=True))
        qtbot.waitUntil(lambda: host.on_board and guest.on_board, timeout=10_000)
    return sara, omar


def part(*friends: Friend) -> None:
    """Both leave and their windows stop (the end of a test)."""
    for friend in friends:
        friend.controller.online.leave(ask=False)
        friend.controller.online.stop_server()
        friend.controller.stop()
