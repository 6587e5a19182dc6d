"""A server that cannot be reached is said in words (the log and the banner), and nothing else
changes."""

from __future__ import annotations

import socket

from jackaroo.composition import build
from jackaroo.online.protocol import JoinTable


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_an_unreachable_server_is_said_in_words(qtbot) -> None:
    window, controller = build()
    qtbot.addWidget(window)
    session = controller.online.connect_to(
        f"ws://127.0.0.1:{free_port()}", JoinTable(name="Omar", code="AB12")
    )
    said: list[str] = []
    session.said.connect(said.append)
    qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    assert said[0].startswith("Could not connect to ws://127.0.0.1:") and len(said[0]) > 45
    assert window.banner.text() == said[0] and controller.game is None and session.table is None
    controller.online.leave(ask=False)
    controller.stop()
