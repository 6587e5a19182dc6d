"""Two friends at one online table, each in their own window, driven with the mouse and the keys:
the chat sends with Return, the keypad's Enter and Send, and never plays a card; a local game asks
before it leaves the table; leaving says what happened, on both sides."""

from __future__ import annotations

from PySide6.QtCore import Qt
from support.online_pair import open_friend, part, seated_pair, turn_of
from support.person import activate, click, click_board, click_in_modal, press, type_text, when_modal

from jackaroo.online.protocol import Chat


def test_chat_sends_with_return_and_never_plays_the_selected_card(qtbot, server_url) -> None:
    sara, omar = seated_pair(qtbot, server_url)
    try:
        turn_of(qtbot, omar, sara)
        activate(qtbot, omar.window)
        ply = omar.session.ply
        hand = omar.controller.scene.hand
        click_board(qtbot, omar.window.view, hand[0].sceneBoundingRect().center())
        assert omar.controller.input.selection.card_index == 0
        panel = omar.window.online_panel
        click(qtbot, panel.input)
        type_text(qtbot, "Good luck!", where=omar.window)
        press(qtbot, Qt.Key.Key_Return, where=omar.window)
        lines = sara.window.online_panel.lines
        qtbot.waitUntil(lambda: "Omar: Good luck!" in lines.toPlainText(), timeout=5_000)
        type_text(qtbot, "يلا", where=omar.window)
        press(qtbot, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier, where=omar.window)
        qtbot.waitUntil(lambda: "يلا" in lines.toPlainText(), timeout=5_000)
        type_text(qtbot, "<b>x</b><img src=x>", where=omar.window)
        click(qtbot, panel.send_button)
        qtbot.waitUntil(lambda: "<b>x</b><img src=x>" in lines.toPlainText(), timeout=5_000)
        # none of it played the chosen card: it is still chosen, and the game has not moved
        assert omar.session.ply == ply and omar.controller.input.selection.card_index == 0
        assert panel.input.hasFocus() and panel.input.text() == ""
    finally:
        part(sara, omar)


def test_new_game_while_seated_asks_then_leaves_the_table(qtbot, server_url) -> None:
    sara, omar = seated_pair(qtbot, server_url)
    try:
        activate(qtbot, omar.window)
        seen = when_modal(click_in_modal("Cancel"))
        press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, where=omar.window)
        assert seen and "online table" in seen[0].text
        assert omar.session.on_board  # still at the table
        seen = when_modal(click_in_modal("Leave the table"))
        new_game = when_modal(click_in_modal("Cancel"))
        press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, where=omar.window)
        assert seen and new_game and new_game[0].title == "New game"
        assert omar.controller.online.session is None or not omar.controller.online.at_table()
        # the others are told: he left, a CPU plays his seat
        qtbot.waitUntil(lambda: "Omar left; a CPU plays the seat." in sara.window.log.lines(), timeout=5_000)
        assert not omar.window.online_panel.isVisible()
    finally:
        part(sara, omar)


def test_leave_asks_then_says_what_happened_and_goes_home(qtbot, server_url) -> None:
    sara, omar = seated_pair(qtbot, server_url)
    try:
        activate(qtbot, omar.window)
        panel = omar.window.online_panel
        seen = when_modal(click_in_modal("Cancel"))
        click(qtbot, panel.leave_button)
        assert seen and omar.session.on_board
        seen = when_modal(click_in_modal("Leave the table"))
        click(qtbot, panel.leave_button)
        assert seen and omar.window.home_shown
        assert "You left the table" in omar.window.home.notice.text()
        qtbot.waitUntil(lambda: "Omar left; a CPU plays the seat." in sara.window.log.lines(), timeout=5_000)
        assert sara.window.panels[2].connection.text() == "Left: a CPU plays the seat"
    finally:
        part(sara, omar)


def test_what_other_players_typed_is_shown_as_typed(qtbot, server_url) -> None:
    """A name or a line like ``<b>x</b><img src=x>`` is shown literally on the panels, the table panel,
    the prompt, the log and the chat, never as markup."""

    from jackaroo.online.protocol import CreateTable, JoinTable

    odd = "<b>x</b><img src=x>"
    sara = open_friend(qtbot)
    omar = open_friend(qtbot, "Omar")
    try:
        host = sara.controller.online.connect_to(server_url, CreateTable(name="Sara", ruleset="classic"))
        qtbot.waitUntil(lambda: host.code is not None, timeout=10_000)
        omar.controller.online.connect_to(server_url, JoinTable(name="<b>x</b>", code=host.code, seat=2))
        names = sara.window.table_panel.names
        qtbot.waitUntil(lambda: names[2].text() == "<b>x</b>", timeout=5_000)
        assert names[2].textFormat() == Qt.TextFormat.PlainText
        omar.session.send(Chat(text=odd))
        lines = sara.window.online_panel.lines
        qtbot.waitUntil(lambda: odd in lines.toPlainText(), timeout=5_000)
        for label in (sara.window.prompt, sara.window.banner, *[p.name for p in sara.window.panels]):
            assert label.textFormat() == Qt.TextFormat.PlainText
    finally:
        part(sara, omar)


def test_leaving_before_the_game_gives_the_seat_up_and_offers_no_return(qtbot, server_url) -> None:
    """One message at a time says where the person stands: before the game, Leave gives the seat up,
    so the home screen says so and offers no "Return to your table"."""
    from jackaroo.view.settings.store import remembered_online_seat

    sara, omar = seated_pair(qtbot, server_url, start=False)
    try:
        activate(qtbot, omar.window)
        when_modal(click_in_modal("Leave the table"))
        click(qtbot, omar.window.table_panel.leave_button)
        qtbot.waitUntil(lambda: omar.window.home_shown, timeout=5_000)
        assert omar.window.home.notice.text() == "You left the online table."
        assert remembered_online_seat() is None or remembered_online_seat()[2] != omar.session.token
        assert not omar.window.home.comeback.isVisibleTo(omar.window)
    finally:
        part(sara, omar)
