"""Going online from a local game in progress, as a person does it: Game > Play online…, Yes to
leaving the game (it stays kept), the table's address and code, Connect.  The table comes on a clean
board: none of the local game's log, hand, prompt or "Since your last turn" lines stay behind the
table's dialog; back home, the game left is offered to resume."""

from __future__ import annotations

from PySide6.QtCore import Qt
from support.account_window import retype
from support.online_app import launch, open_window
from support.person import button_named, click, click_in_modal, click_radio, menu_item, when_modal

from jackaroo.online.protocol import CreateTable
from jackaroo.view.settings.seats import GameOptions


def join_way(qtbot, address: str, code: str):
    """What the person does in the Play online dialog: name, Join, address, code, Connect."""

    def act(dialog) -> None:
        dialog.activateWindow()  # as a desktop does for a dialog that opens
        qtbot.waitUntil(dialog.isActiveWindow)
        retype(qtbot, dialog.name_edit, "Omar")
        click_radio(qtbot, dialog.join_button)
        retype(qtbot, dialog.address_edit, address)
        retype(qtbot, dialog.code_edit, code)
        click(qtbot, button_named(dialog, "Connect"))

    return act


def test_joining_a_table_from_a_game_in_progress_leaves_nothing_of_it(qtbot, server_url) -> None:
    _host_window, host = open_window(qtbot)
    window, guest = launch(qtbot, person="Omar")  # the app as it starts: its game is autosaved
    try:
        host_session = host.online.connect_to(server_url, CreateTable(name="Sara", ruleset="guc"))
        qtbot.waitUntil(lambda: host_session.code is not None, timeout=10_000)
        # Omar is playing a game against the CPUs: one action played, his turn again
        guest.start(GameOptions("Omar", seed=4))
        assert guest.driver.play(guest.game.legal_actions()[0])
        qtbot.waitUntil(guest.input.acting, timeout=20_000)
        assert guest.window.log_lines() and window.since_strip.isVisibleTo(window)
        assert guest.input.acting() and window.prompt.text() and guest.scene.hand  # the person's turn
        join = join_way(qtbot, server_url, host_session.code)

        def leave_the_game(question) -> None:  # Play online, then its dialog
            click_in_modal("Play online")(question)
            when_modal(join, "Play online")

        seen = when_modal(leave_the_game)
        menu_item(qtbot, window, Qt.Key.Key_L)  # Game > Play online…
        assert seen and seen[0].title == "Play online"
        assert "Leave the game in progress to play online? It stays kept" in seen[0].text
        qtbot.waitUntil(window.table_panel.isVisible, timeout=10_000)
        assert guest.online.session.seat is not None
        assert guest.game is None and not guest.input.acting()
        assert not any(line for line in guest.window.log_lines() if "seed 4" in line)
        assert not window.since_strip.isVisibleTo(window)
        assert not guest.scene.hand and not window.prompt.text()
        scene = guest.scene  # the board as before any game: no marbles, names or card backs
        assert not any(item.isVisible() for item in scene.marbles.values())
        assert not any(name.text() for name in scene.names.values())
        assert not any(scene.backs.values())
        guest.online.leave(ask=False)  # back home, the game left for the table waits to be resumed
        assert window.home.resume_button.isVisible()
    finally:
        for controller in (guest, host):
            controller.online.leave(ask=False)
            controller.stop()
