"""Game > Play online… end to end: a window hosts a table (its own server in a QProcess), another
joins with the address and code, the host sets the CPU seats in the table dialog, both are Ready,
the game begins on both boards with the chat beside the log and each seat's connection shown."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from support.online_app import launch, open_window, say
from support.person import (
    activate,
    button_named,
    click,
    click_radio,
    focused,
    press,
    type_text,
    when_modal,
)

from jackaroo.online.protocol import CreateTable
from jackaroo.view.online.dialog import HOST, JOIN, LOBBY, OnlineChoice, PlayOnlineDialog
from jackaroo.view.online.lobby_dialog import LobbyDialog
from jackaroo.view.online.table import TablePanel


def shoot(widget, name: str) -> None:
    """Save a picture of ``widget`` when JACKAROO_SHOTS names a folder (to look at the dialogs)."""
    folder = os.environ.get("JACKAROO_SHOTS")
    if folder:
        widget.grab().save(str(Path(folder) / f"{name}.png"))


def test_the_play_online_dialog_asks_what_each_way_needs(qtbot) -> None:
    dialog = PlayOnlineDialog("Sara")
    qtbot.addWidget(dialog)
    dialog.show()
    shoot(dialog, "play-online")
    ok = dialog.buttons.buttons()[0]
    assert dialog.choice().way == HOST and ok.isEnabled()
    dialog.join_button.setChecked(True)
    assert not ok.isEnabled()  # no code yet
    dialog.code_edit.setText("ab12")
    dialog.address_edit.setText("192.168.1.20:8765")
    choice = dialog.choice()
    assert (choice.way, choice.code, choice.address) == (JOIN, "AB12", "ws://192.168.1.20:8765")
    dialog.lobby_button.setChecked(True)
    assert dialog.choice().way == LOBBY and ok.isEnabled()


def test_a_newcomer_types_a_name_and_an_address_over_the_ones_offered(qtbot) -> None:
    """From fresh settings the dialog offers the name "Player" and the address of a server on this
    computer: what the person types replaces them rather than running on after them."""
    window, _controller = launch(qtbot)
    seen: list[OnlineChoice] = []

    def act(dialog) -> None:
        dialog.activateWindow()  # as a desktop does for a dialog that opens
        qtbot.waitUntil(dialog.isActiveWindow)
        assert focused(dialog) is dialog.name_edit and dialog.name_edit.text() == "Player"
        type_text(qtbot, "Sara", where=dialog)
        click_radio(qtbot, dialog.join_button)
        type_text(qtbot, "192.168.1.20:8765", where=dialog)
        press(qtbot, Qt.Key.Key_Tab, where=dialog)
        type_text(qtbot, "ab12", where=dialog)
        seen.append(dialog.choice())
        click(qtbot, button_named(dialog, "Cancel"))

    when_modal(act, "Play online")
    click(qtbot, window.home.online_button)
    assert seen, "the dialog did not open"
    assert (seen[0].name, seen[0].address, seen[0].code) == ("Sara", "ws://192.168.1.20:8765", "AB12")


@pytest.mark.parametrize("clicked", [None, "address_edit", "code_edit"])
def test_an_invitation_link_pasted_into_the_address_fills_the_address_and_the_code(qtbot, clicked) -> None:
    """A friend sent the link in a message and the desktop does not open it with the app: pasted
    where the address goes, it is read as the server and the code.  Pasted after a click in the
    address (its offered text no longer selected) or in the code, it is read whole from what was
    pasted, not run on from the offered address nor cut to a code's length."""
    window, _controller = launch(qtbot)
    seen: list[OnlineChoice] = []

    def act(dialog) -> None:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        click_radio(qtbot, dialog.join_button)  # the cursor goes to the address, selected
        assert dialog.address_edit.text()  # an address is offered
        if clicked is not None:
            click(qtbot, getattr(dialog, clicked))  # the cursor where the person clicked
            assert not dialog.address_edit.hasSelectedText()
        QApplication.clipboard().setText(" jackaroo://192.168.1.20:8765/ab12cd34 ")  # as copied
        press(qtbot, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier, where=dialog)
        seen.append(dialog.choice())
        click(qtbot, button_named(dialog, "Cancel"))

    when_modal(act, "Play online")
    click(qtbot, window.home.online_button)
    assert seen, "the dialog did not open"
    assert (seen[0].address, seen[0].code) == ("ws://192.168.1.20:8765", "AB12CD34")


def test_the_lobby_lists_tables_with_their_rules_and_seats(qtbot) -> None:
    lobby = LobbyDialog("ws://127.0.0.1:8765")
    qtbot.addWidget(lobby)
    seats = [
        {"kind": "human", "name": "Sara"},
        {"kind": "greedy", "name": "CPU 1"},
        {"kind": "open", "name": None},
        {"kind": "none", "name": None},
    ]
    lobby.show_tables(
        [{"table": "ab12", "ruleset": "classic", "status": "lobby", "seats": seats, "spectators": 1}]
    )
    lobby.show()
    shoot(lobby, "lobby")
    assert lobby.list.item(0, 2).text() == "Sara, Greedy, open seat"
    with qtbot.waitSignal(lobby.watch_requested) as watched:
        lobby.watch_button.click()
    assert watched.args == ["ab12"]


def choose_kind(qtbot, table: TablePanel, seat: int, downs: int) -> None:
    """The host clicks the seat's choice of player and moves down it with the arrow key."""
    box = table.kinds[seat]
    click(qtbot, box)  # opens its list
    popup = box.view()
    for _ in range(downs):
        qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)


def seconds_left() -> tuple[str, ...]:
    return tuple(f"{s} s left to play" for s in range(121))


def test_host_and_join_through_the_dialogs_then_play_begins_with_chat(qtbot) -> None:
    host_window, host = open_window(qtbot)
    guest_window, guest = open_window(qtbot, person="Omar")
    try:
        host.online.start(OnlineChoice(way=HOST, name="Sara", ruleset="classic"))
        table: TablePanel = host_window.table_panel
        qtbot.waitUntil(table.isVisible, timeout=20_000)
        qtbot.waitUntil(lambda: host.online.session.code is not None, timeout=5_000)
        code = host.online.session.code
        assert code in table.invitation.text() and host.online.address.startswith("ws://127.0.0.1:")
        activate(qtbot, host_window)
        choose_kind(qtbot, table, 1, downs=3)  # open -> random, greedy, expert
        qtbot.waitUntil(lambda: "Expert" in table.names[1].text(), timeout=5_000)
        choose_kind(qtbot, table, 3, downs=1)  # random
        qtbot.waitUntil(lambda: "Random" in table.names[3].text(), timeout=5_000)
        guest.online.start(OnlineChoice(way=JOIN, name="Omar", address=host.online.address, code=code))
        qtbot.waitUntil(lambda: "Omar" in table.names[2].text(), timeout=10_000)
        assert table.kinds[1].isVisible() and not table.kinds[2].isVisible()
        shoot(table, "table")
        # the guest's own messages come on its own connection: the host may have heard first
        guest_table: TablePanel = guest_window.table_panel
        qtbot.waitUntil(guest_table.isVisible, timeout=10_000)
        assert not any(box.isVisible() for box in guest_table.kinds)
        assert guest_table.teams[0].text() == guest_table.teams[2].text() == "Team 1"  # partners opposite
        click(qtbot, table.ready_box)
        click(qtbot, guest_table.ready_box)
        qtbot.waitUntil(
            lambda: host.online.session.on_board and guest.online.session.on_board, timeout=10_000
        )
        assert not table.isVisible() and host_window.online_panel.isVisible()
        assert host_window.panels[2].connection.text() in ("Connected", *seconds_left())
        say(qtbot, guest_window, "Good luck!")
        qtbot.waitUntil(
            lambda: "Omar: Good luck!" in host_window.online_panel.lines.toPlainText(), timeout=5_000
        )
        qtbot.waitUntil(lambda: host.input.acting() or guest.input.acting(), timeout=20_000)
        shoot(host_window if host.input.acting() else guest_window, "online-game")
        host.online.leave(ask=False)  # during the game: a CPU plays the seat
        assert host.game is None and not host.input.acting() and not host_window.online_panel.isVisible()
        panel = guest_window.panels[0]
        qtbot.waitUntil(lambda: panel.connection.text() == "Left: a CPU plays the seat", timeout=5_000)
        # hosting again opens a new table on the same server started here
        first_table, server = host.online.session.table_id, host.online.server
        host.online.start(OnlineChoice(way=HOST, name="Sara", ruleset="guc"))
        # (the table's id comes with "joined", its panel with the "table" message after it)
        qtbot.waitUntil(
            lambda: (
                host.online.session.table_id not in (None, first_table)
                and host_window.table_panel.isVisible()
            ),
            timeout=10_000,
        )
        assert host.online.server is server
    finally:
        for controller in (guest, host):
            controller.online.leave(ask=False)
            controller.online.stop_server()
            controller.stop()


def test_a_servers_lobby_lists_a_public_table_and_join_sits_there(qtbot, server_url) -> None:
    _host_window, host = open_window(qtbot)
    _guest_window, guest = open_window(qtbot, person="Omar")
    try:
        host.online.connect_to(server_url, CreateTable(name="Sara", private=False))
        qtbot.waitUntil(_host_window.table_panel.isVisible, timeout=10_000)
        guest.online.start(OnlineChoice(way=LOBBY, name="Omar", address=server_url))
        lobby = guest.online.lobby
        qtbot.waitUntil(lambda: lobby.list.rowCount() == 1, timeout=10_000)
        assert lobby.list.item(0, 2).text().startswith("Sara, open seat")
        lobby.join_button.click()
        qtbot.waitUntil(_guest_window.table_panel.isVisible, timeout=10_000)
        assert guest.online.lobby is None and guest.online.session.seat == 1
        table = _host_window.table_panel
        qtbot.waitUntil(lambda: "Omar" in table.names[1].text(), timeout=5_000)
    finally:
        for controller in (guest, host):
            controller.online.leave(ask=False)
            controller.stop()


def test_an_invitation_names_this_computers_network_address(monkeypatch) -> None:
    from PySide6.QtNetwork import QHostAddress, QNetworkInterface

    from jackaroo.controller.online import play as online_play

    monkeypatch.setattr(
        QNetworkInterface,
        "allAddresses",
        staticmethod(lambda: [QHostAddress("127.0.0.1"), QHostAddress("::1"), QHostAddress("192.168.1.20")]),
    )
    assert online_play.network_address() == "192.168.1.20"
    monkeypatch.setattr(QNetworkInterface, "allAddresses", staticmethod(lambda: [QHostAddress("127.0.0.1")]))
    assert online_play.network_address() == "127.0.0.1"
    assert online_play.LISTEN_ADDRESS == "127.0.0.1"  # tests listen on loopback only
