"""A friend's invitation never opens a window over a game, and nobody is invited to the table they
are at: two people in two windows against a real server process on loopback.

Omar plays a game at his table while Sara invites him: the invitation is a line of his side panel,
no window; his keys stay where they were (a Return in the chat line sends his chat, it does not
accept the invitation); Sara's newer invitation takes the place of her older one, and a click on
its Join (after the question before leaving a game) takes him to her table.  Once Omar sits at
Sara's table she is not offered to invite him (the Invite a friend… list, the Friends tab), an
invitation from a list out of date is refused in words, and an invitation to his own table
reaching him anyway (from a server older than that refusal) opens nothing."""

from __future__ import annotations

import asyncio
import logging

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from support.account_window import open_account_window, tab
from support.accounts import PASSWORD
from support.online_app import launch
from support.online_pair import Friend, ServerProcess, open_friend, part
from support.person import (
    activate,
    button_named,
    click,
    click_in_modal,
    click_row,
    press,
    type_text,
    when_modal,
)

from jackaroo.online import protocol as p
from jackaroo.online.client import Client
from jackaroo.view.online.account_window import AccountDialog
from jackaroo.view.online.dialog import JOIN
from jackaroo.view.settings.account_memory import SESSION, remember_token
from jackaroo.view.settings.online_memory import remember_way

WORDS = "Sara invites you to their table (A New Game Spin)."


@pytest.fixture
def server(accounts_server: ServerProcess) -> ServerProcess:
    return accounts_server


def befriended(url: str) -> None:
    """Sara and Omar sign up on the server at ``url`` and are friends; each one's window signs in
    with their own token (the windows' profiles, :func:`open_friend`)."""

    async def sign_up(name: str) -> tuple[Client, str]:
        client = await Client.connect(url)
        reply = await client.request(p.SignUp(name=name, password=PASSWORD))
        assert reply["type"] == "account", reply
        return client, str(reply["session"])

    async def both() -> None:
        (sara, sara_token), (omar, omar_token) = await sign_up("Sara"), await sign_up("Omar")
        try:
            assert (await sara.request(p.FriendRequest(name="Omar")))["state"] == "requested"
            assert (await omar.request(p.FriendAccept(name="Sara")))["state"] == "friends"
        finally:
            await sara.close()
            await omar.close()
        remember_token(url, SESSION, sara_token, "Sara")
        remember_token(url, SESSION, omar_token, "Omar")

    asyncio.run(both())


def host(qtbot, friend: Friend, url: str, name: str, **create):
    """``friend`` hosts a table of ``url`` signed in to their account; its session."""
    session = friend.controller.online.connect_to(url, p.CreateTable(name=name, **create))
    account = friend.window.online_panel.account
    qtbot.waitUntil(lambda: session.code is not None and session.table is not None, timeout=10_000)
    qtbot.waitUntil(lambda: account.text() == f"Signed in as {name}.", timeout=10_000)
    return session


def open_invite(qtbot, sara: Friend, listed: int):
    """Sara clicks Invite a friend… on her panel; the dialog once the server has answered with
    ``listed`` friends."""
    click(qtbot, sara.window.online_panel.invite_button)
    dialog = sara.controller.online.friends.invite_dialog
    asking = "Asking the server who is online…"
    qtbot.waitUntil(lambda: dialog.isVisible() and dialog.note.text() != asking, timeout=10_000)
    assert dialog.list.count() == listed
    return dialog


def no_window_open() -> bool:
    return not any(isinstance(w, QMessageBox) and w.isVisible() for w in QApplication.topLevelWidgets())


def test_an_invitation_over_a_game_is_a_line_of_the_side_panel(qtbot, server) -> None:
    url = server.url
    befriended(url)
    remember_way(JOIN, "Omar", url)  # (the name Omar plays with, as typed in Play online)
    omar, sara = open_friend(qtbot, "Omar"), open_friend(qtbot, "Sara")
    try:
        # Omar plays a game at his table, against three CPUs; it is his turn
        his = host(qtbot, omar, url, "Omar", ruleset="classic")
        for seat in (1, 2, 3):
            his.send(p.SetSeat(seat=seat, kind="greedy"))
        his.send(p.Ready(ready=True))
        qtbot.waitUntil(lambda: his.on_board, timeout=10_000)
        qtbot.waitUntil(omar.controller.input.acting, timeout=30_000)
        # Sara, at her table, chooses him to invite
        hers = host(qtbot, sara, url, "Sara")
        dialog = open_invite(qtbot, sara, 1)
        click_row(qtbot, dialog.list, 0)
        # Omar starts a chat line meanwhile; Sara's Invite comes while he types it
        activate(qtbot, omar.window)
        field = omar.window.online_panel.input
        click(qtbot, field)
        type_text(qtbot, "good luck", where=field)
        assert QApplication.focusWidget() is field
        click(qtbot, dialog.invite_button)
        line = omar.window.invitation_line
        qtbot.waitUntil(lambda: line.friends() == ["Sara"], timeout=10_000)
        assert line.isVisible() and line.text("Sara") == WORDS
        assert set(line.buttons("Sara")) == {"Join", "Not now"}
        assert omar.window.banner.text() != WORDS  # (said once, on its line)
        assert no_window_open() and not omar.controller.online.friends.invitations
        assert QApplication.activeWindow() is omar.window and QApplication.focusWidget() is field
        assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in line.buttons("Sara").values())
        # his Return sends his chat line, and leaves the invitation as it was
        press(qtbot, Qt.Key.Key_Return, where=field)
        lines = omar.window.online_panel.lines
        qtbot.waitUntil(lambda: "Omar: good luck" in lines.toPlainText(), timeout=10_000)
        assert field.text() == "" and QApplication.focusWidget() is field
        assert line.friends() == ["Sara"] and omar.controller.online.session is his and his.on_board
        # Sara moves to another table and invites him again: her newer invitation takes the place
        # of the older one (one line, whose Join goes to her new table)
        click(qtbot, button_named(dialog, "Close"))
        newer = host(qtbot, sara, url, "Sara")
        assert newer.table_id != hers.table_id
        dialog = open_invite(qtbot, sara, 1)
        click_row(qtbot, dialog.list, 0)
        click(qtbot, dialog.invite_button)
        qtbot.waitUntil(lambda: omar.window.log_lines().count(WORDS) == 2, timeout=10_000)
        assert line.friends() == ["Sara"] and no_window_open()
        click(qtbot, button_named(dialog, "Close"))
        # Omar clicks Join: asked first (he leaves a game), he sits at Sara's new table
        asked = when_modal(click_in_modal("Leave the table"))
        activate(qtbot, omar.window)
        click(qtbot, line.buttons("Sara")["Join"])
        session = omar.controller.online
        qtbot.waitUntil(lambda: session.session is not his and session.at_table(), timeout=10_000)
        qtbot.waitUntil(lambda: session.session.seat is not None, timeout=10_000)
        assert session.session.table_id == newer.table_id
        assert asked and asked[0].title == "Leave the table"
        assert not line.isVisible() and line.friends() == []
    finally:
        for window in QApplication.topLevelWidgets():
            if isinstance(window, QMessageBox) and window.isVisible():
                window.close()
        part(omar, sara)


def test_at_the_home_screen_an_invitation_is_a_small_window(qtbot, server) -> None:
    url = server.url
    befriended(url)
    remember_way(JOIN, "Omar", url)
    window, controller = launch(qtbot, person="Omar")  # (the app as it starts: the home screen)
    omar, sara = Friend(window, controller), open_friend(qtbot, "Sara")
    try:
        # Omar, at the home screen, has his Friends tab open (its connection hears the invitation)
        friends_window = open_account_window(qtbot, omar.window, omar.controller, url)
        page = friends_window.friends
        tab(qtbot, friends_window, page)
        qtbot.waitUntil(lambda: page.status.text() == f"Friends of Omar at {url}", timeout=10_000)
        assert omar.window.home_shown
        hers = host(qtbot, sara, url, "Sara")
        dialog = open_invite(qtbot, sara, 1)
        click_row(qtbot, dialog.list, 0)
        click(qtbot, dialog.invite_button)
        invitations = omar.controller.online.friends.invitations
        qtbot.waitUntil(lambda: bool(invitations), timeout=10_000)
        box = invitations[-1]
        assert box.isVisible() and box.text() == WORDS and omar.window.invitation_line.friends() == []
        click(qtbot, button_named(dialog, "Close"))
        click(qtbot, button_named(box, "Join"))  # nothing to leave: no question
        online = omar.controller.online
        qtbot.waitUntil(lambda: online.at_table() and online.session.seat is not None, timeout=10_000)
        assert online.session.table_id == hers.table_id
    finally:
        for shown in QApplication.topLevelWidgets():
            if isinstance(shown, (QMessageBox, AccountDialog)) and shown.isVisible():
                shown.close()
        part(omar, sara)


def test_no_invitation_to_a_friend_at_your_table(qtbot, server, caplog) -> None:
    url = server.url
    befriended(url)
    sara, omar = open_friend(qtbot, "Sara"), open_friend(qtbot, "Omar")
    try:
        # Sara has her Friends tab open (before her table: the account window leaves a table)
        friends_window = open_account_window(qtbot, sara.window, sara.controller, url)
        page = friends_window.friends
        tab(qtbot, friends_window, page)
        qtbot.waitUntil(lambda: page.status.text() == f"Friends of Sara at {url}", timeout=10_000)
        # at her table she opens Invite a friend… while Omar is at his own table...
        hers = host(qtbot, sara, url, "Sara")
        host(qtbot, omar, url, "Omar")
        dialog = open_invite(qtbot, sara, 1)
        click_row(qtbot, dialog.list, 0)
        # ... and he comes to hers before she clicks Invite: the server refuses, in words
        his = omar.controller.online.connect_to(url, p.JoinTable(name="Omar", code=hers.code))
        qtbot.waitUntil(lambda: his.seat is not None and his.table is not None, timeout=10_000)
        refused = "That friend is at this table already."
        click(qtbot, dialog.invite_button)
        qtbot.waitUntil(lambda: dialog.note.text() == refused, timeout=10_000)
        assert sara.window.banner.text() == refused
        assert "You invited Omar to this table." not in sara.window.online_panel.lines.toPlainText()
        # asked again, the list has nobody to invite: he is at this table
        click(qtbot, button_named(dialog, "Close"))
        dialog = open_invite(qtbot, sara, 0)
        assert dialog.note.text() == "Your friends online are at this table already."
        click(qtbot, button_named(dialog, "Close"))
        # the Friends tab says where he is, and offers neither Invite, Join nor Watch
        activate(qtbot, friends_window)
        click(qtbot, page.refresh_button)
        qtbot.waitUntil(lambda: page.friends.names == ["Omar"], timeout=10_000)
        qtbot.waitUntil(lambda: page.friends.item(0, 1).text() == "Online, at your table", timeout=10_000)
        assert set(page.friends.buttons("Omar")) == {"Remove"}
        # an invitation to his own table reaching Omar anyway, as a server older than that refusal
        # sends it, opens nothing and offers no Join: a quiet line of the app's log at most
        notice = {
            "type": "friend_notice",
            "kind": "invite",
            "name": "Sara",
            "text": "Sara invites you to their table",
            "table": hers.table_id,
            "code": hers.code,
            "ruleset": "guc",
        }
        with caplog.at_level(logging.INFO, logger="jackaroo.controller.online.friends"):
            omar.controller.online.friends.heard(url, notice)
        qtbot.wait(100)
        assert no_window_open() and not omar.controller.online.friends.invitations
        assert not omar.window.invitation_line.isVisible() and omar.window.invitation_line.friends() == []
        assert WORDS not in omar.window.log_lines() and omar.window.banner.text() != WORDS
        assert "to the table here" in caplog.text
        assert omar.controller.online.session is his and his.table_id == hers.table_id
    finally:
        for window in QApplication.topLevelWidgets():
            if isinstance(window, (QMessageBox, AccountDialog)) and window.isVisible():
                window.close()
        part(sara, omar)
