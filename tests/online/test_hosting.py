"""The server hosted on this computer: started detached with its pid file, stopped, and hosting
again listens on the remembered port while it is free (else on another)."""

from __future__ import annotations

import socket

from jackaroo.controller.online import hosting
from jackaroo.view.settings.online_memory import remembered_hosting


def started(qtbot, host: hosting.Hosting) -> str:
    heard: list[str] = []
    host.listening.connect(heard.append)
    host.start()
    qtbot.waitUntil(lambda: bool(heard), timeout=20_000)
    return heard[0]


def test_hosting_again_reuses_the_remembered_port_while_it_is_free(qtbot) -> None:
    host = hosting.Hosting()
    try:
        url = started(qtbot, host)
        server = host.server
        assert server is not None and url == server.url and hosting.answers(server.port)
        assert host.pid_file.is_file() and remembered_hosting() == (server.port, server.db)
        assert hosting.Hosting().adopt() == server  # the next run of the app finds it running
        host.stop()
        assert not hosting.answers(server.port) and not host.pid_file.exists()
        assert started(qtbot, host) == url  # the same port
        host.stop()
        with socket.socket() as taken:  # another program listens there now
            taken.bind(("127.0.0.1", server.port))
            taken.listen()
            assert started(qtbot, host) != url
    finally:
        host.stop()
