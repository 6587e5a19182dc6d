"""A join by code to a table whose game has begun, or whose seats are all taken, offers to watch
it (the game's own words, Watch the default button), and Watch makes the person a spectator."""

from __future__ import annotations

from support.online_app import open_window
from support.person import click_in_modal, when_modal

from jackaroo.online.protocol import CreateTable, Ready, SetSeat
from jackaroo.view.online.dialog import JOIN, OnlineChoice


def test_a_join_refused_as_the_game_has_begun_offers_to_watch(qtbot, server_url) -> None:
    _host_window, host = open_window(qtbot)
    _guest_window, guest = open_window(qtbot, person="Omar")
    try:
        session = host.online.connect_to(server_url, CreateTable(name="Sara", private=True))
        qtbot.waitUntil(lambda: session.table is not None and session.code is not None, timeout=10_000)
        for seat in (1, 2, 3):
            session.send(SetSeat(seat=seat, kind="random"))
        session.send(Ready())
        qtbot.waitUntil(lambda: session.on_board, timeout=10_000)

        def watch(question) -> None:
            assert question.text() == "The game at this table has already begun. Watch it?"
            assert question.defaultButton().text() == "Watch"
            click_in_modal("Watch")(question)

        asked = when_modal(watch)
        guest.online.start(OnlineChoice(way=JOIN, name="Omar", address=server_url, code=session.code))
        qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
        qtbot.waitUntil(lambda: guest.online.session.on_board, timeout=10_000)
        assert guest.online.session.seat is None and guest.online.at_table()  # watching
    finally:
        for controller in (guest, host):
            controller.online.leave(ask=False)
            controller.stop()
