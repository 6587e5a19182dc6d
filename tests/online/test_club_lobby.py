"""A club server started by hand (a separate process), used from the app as people would: the lobby
opens from the Play online dialog, New table opens a public table with a turn clock on that server,
another window's open lobby shows it by itself (it refreshes) and Join seats there; a table with no
open seat offers no Join and says it is full (also when it fills between two refreshes: the
server's ``no_seat`` in words)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from support.account_window import retype
from support.online_app import open_window
from support.person import button_named, click, click_radio, menu_item, press, type_text, when_modal

from jackaroo.controller.online import lobby as online_lobby
from jackaroo.online.protocol import CreateTable, SetSeat
from jackaroo.view.online.dialog import LOBBY, OnlineChoice
from jackaroo.view.settings.online_memory import remembered_way


def test_new_table_in_the_lobby_of_a_club_server_and_join_from_another_lobby(qtbot, server_url) -> None:
    window, host = open_window(qtbot)
    _guest_window, guest = open_window(qtbot, person="Omar")
    try:
        guest.online.start(OnlineChoice(way=LOBBY, name="Omar", address=server_url))
        guest_lobby = guest.online.lobby
        qtbot.waitUntil(lambda: guest_lobby.empty.isVisible(), timeout=10_000)  # nothing open yet

        def lobby_way(dialog) -> None:
            dialog.activateWindow()  # as a desktop does for a dialog that opens
            qtbot.waitUntil(dialog.isActiveWindow)
            retype(qtbot, dialog.name_edit, "Sara")
            click_radio(qtbot, dialog.lobby_button)
            assert dialog.lobby_button.isChecked()
            retype(qtbot, dialog.address_edit, server_url)
            click(qtbot, button_named(dialog, "Connect"))

        when_modal(lobby_way, "Play online")
        menu_item(qtbot, window, Qt.Key.Key_L)  # Game > Play online…
        lobby = host.online.lobby
        assert lobby is not None and lobby.isVisible()
        assert remembered_way() == (LOBBY, "Sara", server_url)

        def public_table(dialog) -> None:
            assert dialog.windowTitle() == "New table" and not dialog.private_box.isChecked()
            assert dialog.clock_box.currentText() == "1 min a move"  # a public table's default
            click(qtbot, button_named(dialog, "Open the table"))

        qtbot.waitUntil(lambda: host.online.session.connection.is_ready, timeout=10_000)
        when_modal(public_table, "New table")
        click(qtbot, lobby.new_button)
        qtbot.waitUntil(lambda: host.online.session.table_id is not None, timeout=10_000)
        qtbot.waitUntil(lambda: host.online.session.table is not None, timeout=5_000)
        table = host.online.session.table
        assert table["private"] is False and table["turn_seconds"] == 60 and host.online.session.seat == 0
        assert host.online.lobby is None and not lobby.isVisible()
        # the other window's lobby, open all along, shows the new table without a click
        qtbot.waitUntil(lambda: guest_lobby.list.rowCount() == 1, timeout=10_000)
        assert guest_lobby.list.item(0, 2).text().startswith("Sara, open seat")
        click(qtbot, guest_lobby.join_button)
        qtbot.waitUntil(lambda: guest.online.session.seat == 2, timeout=10_000)  # her partner
        assert guest.online.lobby is None
    finally:
        for controller in (guest, host):
            controller.online.leave(ask=False)
            controller.stop()


def test_a_full_table_offers_no_join_and_a_join_refused_for_it_says_so(
    qtbot, server_url, monkeypatch
) -> None:
    monkeypatch.setattr(online_lobby, "REFRESH_MS", 600_000)  # the table fills between two refreshes
    _window, host = open_window(qtbot)
    _guest_window, guest = open_window(qtbot, person="Omar")
    try:
        session = host.online.connect_to(server_url, CreateTable(name="Sara", private=False))
        qtbot.waitUntil(lambda: session.table is not None, timeout=10_000)
        guest.online.start(OnlineChoice(way=LOBBY, name="Omar", address=server_url))
        lobby = guest.online.lobby
        qtbot.waitUntil(lambda: lobby.list.rowCount() == 1, timeout=10_000)
        assert lobby.join_button.isEnabled() and not lobby.note.isVisible()
        for seat in (1, 2, 3):
            session.send(SetSeat(seat=seat, kind="random"))
        qtbot.waitUntil(lambda: session.table["open_seats"] == 0, timeout=5_000)
        click(qtbot, lobby.join_button)  # the lobby still shows the seat that was open
        qtbot.waitUntil(lambda: not lobby.join_button.isEnabled(), timeout=5_000)
        assert lobby.note.isVisible() and lobby.note.text() == "This table is full: you may watch it."
        assert lobby.list.item(0, 1).text() == "full" and lobby.watch_button.isEnabled()
        assert guest.online.session.seat is None and lobby.isVisible()
        click(qtbot, lobby.watch_button)
        qtbot.waitUntil(lambda: guest.online.lobby is None and not lobby.isVisible(), timeout=5_000)
    finally:
        for controller in (guest, host):
            controller.online.leave(ask=False)
            controller.stop()


def test_the_lobby_pages_its_tables_and_finds_a_host_by_name(qtbot, server_url) -> None:
    """Twenty tables a page, Previous and Next; a host's name finds their table (issue: a lobby that
    junk tables cannot flood)."""
    from jackaroo.view.online.lobby_dialog import LOBBY_PAGE, LobbyDialog

    lobby = LobbyDialog("ws://127.0.0.1:1")
    qtbot.addWidget(lobby)
    lobby.show()
    asked: list[tuple[int, str | None]] = []
    lobby.refresh_requested.connect(lambda: asked.append((lobby.offset, lobby.host_filter())))
    page = [
        {"table": f"t{i}", "ruleset": "guc", "status": "lobby", "seats": [], "open_seats": 3}
        for i in range(20)
    ]
    lobby.show_tables(page)
    lobby.show_page(0, 45)
    assert lobby.page_label.text() == "Tables 1–20 of 45" and not lobby.previous_button.isEnabled()
    click(qtbot, lobby.next_button)
    assert asked[-1] == (LOBBY_PAGE, None)
    lobby.show_tables(page[:5])
    lobby.show_page(40, 45)
    assert lobby.page_label.text() == "Tables 41–45 of 45" and not lobby.next_button.isEnabled()
    click(qtbot, lobby.host_edit)
    type_text(qtbot, "Omar", where=lobby)
    press(qtbot, Qt.Key.Key_Return, where=lobby)
    assert asked[-1] == (0, "Omar") and lobby.isVisible()  # Return searches, it does not Join

    # on a real server: Sara's and Omar's tables; looking for Omar lists his only
    _window, guest = open_window(qtbot, person="Lina")
    hosts = [open_window(qtbot, person=name)[1] for name in ("Sara", "Omar")]
    try:
        for controller, name in zip(hosts, ("Sara", "Omar"), strict=True):
            session = controller.online.connect_to(server_url, CreateTable(name=name, private=False))
            qtbot.waitUntil(lambda s=session: s.table is not None, timeout=10_000)
        guest.online.start(OnlineChoice(way=LOBBY, name="Lina", address=server_url))
        real = guest.online.lobby
        qtbot.waitUntil(lambda: real.list.rowCount() == 2, timeout=10_000)
        real.activateWindow()
        qtbot.waitUntil(real.isActiveWindow)
        # the row a person chose stays chosen through the lobby's refreshes, Join with it
        qtbot.mouseClick(
            real.list.viewport(),
            Qt.MouseButton.LeftButton,
            pos=real.list.visualRect(real.list.model().index(1, 0)).center(),
        )
        chosen = real.selected()
        assert chosen is not None and real.join_button.isEnabled()
        refreshed = []
        guest.online.session.tables.connect(refreshed.append)
        qtbot.waitUntil(lambda: len(refreshed) >= 2, timeout=3 * online_lobby.REFRESH_MS + 2_000)
        assert real.selected() == chosen and real.join_button.isEnabled()
        click(qtbot, real.host_edit)
        type_text(qtbot, "om", where=real)  # the start of the name finds it
        press(qtbot, Qt.Key.Key_Return, where=real)
        qtbot.waitUntil(lambda: real.list.rowCount() == 1, timeout=10_000)
        assert real.list.item(0, 2).text().startswith("Omar")
        assert real.isVisible() and guest.online.session.table_id is None  # nobody joined by Return
    finally:
        for controller in (guest, *hosts):
            controller.online.leave(ask=False)
            controller.stop()
