"""Friends in the app, acted as two people in two windows against a real server process: Sara adds
Omar by his user name on the Friends tab, Omar (at his table) is told and accepts on his own
Friends tab, Sara sees him online at his table and watches it; back at a table of her own she
invites him, and he joins it from the invitation (a line of his side panel, at his table); a chat
line of his is reported.  A guest is told
that friends need a named account."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMessageBox
from support.account_window import open_account_window, retype, tab
from support.accounts import CHEAP_ARGS, PASSWORD
from support.online_app import open_window, say
from support.online_pair import ServerProcess
from support.person import (
    button_named,
    click,
    click_in_modal,
    click_row,
    type_text,
    when_modal,
)

from jackaroo.online import protocol as p
from jackaroo.online.client import Client
from jackaroo.view.online.account_window import AccountDialog
from jackaroo.view.online.dialog import JOIN
from jackaroo.view.settings.account_memory import SESSION, remember_token
from jackaroo.view.settings.online_memory import remember_way

CHEAP = CHEAP_ARGS


def signed_up(url: str, name: str) -> str:
    """A named account made on the server at ``url``; its session token."""

    async def sign_up() -> str:
        client = await Client.connect(url)
        try:
            reply = await client.request(p.SignUp(name=name, password=PASSWORD))
        finally:
            await client.close()
        assert reply["type"] == "account", reply
        return str(reply["session"])

    return asyncio.run(sign_up())


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(tmp_path, *CHEAP)
    process.start()
    try:
        yield process
    finally:
        process.stop()


def friends_tab(qtbot, window, controller, url: str, token: str):
    """The Friends tab of the account window, signed in with ``token`` (the two windows of this
    test share one settings file: each signs in with the token kept when it connects)."""
    remember_token(url, SESSION, token)
    dialog = open_account_window(qtbot, window, controller, url)
    page = dialog.friends
    tab(qtbot, dialog, page)
    qtbot.waitUntil(lambda: page.status.text().startswith("Friends of"), timeout=10_000)
    return dialog, page


def test_add_accept_watch_invite_join_and_report(qtbot, server) -> None:
    url = server.url
    sara_token, omar_token = signed_up(url, "Sara"), signed_up(url, "Omar")
    omar_window, omar = open_window(qtbot)
    sara_window, sara = open_window(qtbot)
    try:
        # Omar (who played online as "Omar" before) has his Friends tab open, and waits at a
        # public table of his
        remember_way(JOIN, "Omar", url)
        _omar_dialog, omar_page = friends_tab(qtbot, omar_window, omar, url, omar_token)
        omars = omar.online.connect_to(url, p.CreateTable(name="Omar", private=False))
        qtbot.waitUntil(
            lambda: omar_window.online_panel.account.text() == "Signed in as Omar.", timeout=10_000
        )
        # Sara adds him by his user name (a name nobody has is said in words)
        _dialog, page = friends_tab(qtbot, sara_window, sara, url, sara_token)
        assert page.status.text() == "Friends of Sara at " + url
        retype(qtbot, page.name_edit, "Nobody Here")
        click(qtbot, page.add_button)
        qtbot.waitUntil(page.problem.isVisible, timeout=10_000)
        assert page.problem.text() == "There is no player of that user name."
        retype(qtbot, page.name_edit, "omar")
        click(qtbot, page.add_button)
        qtbot.waitUntil(lambda: page.done.text() == "Friend request sent to Omar.", timeout=10_000)
        qtbot.waitUntil(lambda: page.outgoing.names == ["Omar"], timeout=10_000)
        # Omar, at his table, is told; he accepts on his Friends tab
        words = "Sara asks to be your friend (Friends tab of Account and leaderboard…)."
        qtbot.waitUntil(lambda: omar_window.banner.text() == words, timeout=10_000)
        qtbot.waitUntil(lambda: omar_page.incoming.names == ["Sara"], timeout=10_000)
        click(qtbot, omar_page.incoming.buttons("Sara")["Accept"])
        qtbot.waitUntil(lambda: omar_page.done.text() == "You and Sara are friends.", timeout=10_000)
        # Sara is told, and sees him online at his table: Join and Watch
        qtbot.waitUntil(lambda: page.friends.names == ["Omar"], timeout=10_000)
        qtbot.waitUntil(lambda: "Watch" in page.friends.buttons("Omar"), timeout=10_000)
        assert page.done.text() == "Omar accepted your friend request."
        where = page.friends.item(0, 1).text()
        assert where == "Online, at a table waiting for players (A New Game Spin)"
        assert set(page.friends.buttons("Omar")) == {"Join", "Watch", "Remove"}
        # Watch: Sara's main window watches his table; the account window goes
        click(qtbot, page.friends.buttons("Omar")["Watch"])
        qtbot.waitUntil(
            lambda: sara.online.session is not None and sara.online.session.table_id == omars.table_id
        )
        qtbot.waitUntil(sara_window.online_panel.watching.isVisible, timeout=10_000)
        assert sara.online.ways.accounts.window is None  # (closed and gone)
        # at a table of her own, Sara invites him (Invite a friend… lists the friends online)
        saras = sara.online.connect_to(url, p.CreateTable(name="Sara"))
        panel = sara_window.online_panel
        qtbot.waitUntil(lambda: saras.code is not None and panel.invite_button.isVisible(), timeout=10_000)
        click(qtbot, panel.invite_button)
        invite = sara.online.friends.invite_dialog
        qtbot.waitUntil(lambda: invite.isVisible() and invite.list.count() == 1, timeout=10_000)
        click_row(qtbot, invite.list, 0)
        click(qtbot, invite.invite_button)
        qtbot.waitUntil(
            lambda: "You invited Omar to this table." in panel.lines.toPlainText(), timeout=10_000
        )
        click(qtbot, button_named(invite, "Close"))
        # Omar, at his table, is told on a line of his side panel (no window over his table), and
        # joins from it (leaving his own table, asked first)
        line = omar_window.invitation_line
        qtbot.waitUntil(lambda: line.friends() == ["Sara"], timeout=10_000)
        assert line.text("Sara") == "Sara invites you to their table (A New Game Spin)."
        assert not omar.online.friends.invitations
        seen = when_modal(click_in_modal("Leave the table"))
        remember_token(url, SESSION, omar_token)  # (his new connection signs in as Omar)
        click(qtbot, line.buttons("Sara")["Join"])
        qtbot.waitUntil(lambda: omar.online.session.table_id == saras.table_id, timeout=10_000)
        assert not line.isVisible()
        qtbot.waitUntil(lambda: omar.online.session.seat is not None, timeout=10_000)
        assert seen  # (leaving his own table was asked)
        # Omar says something; Sara reports the line
        say(qtbot, omar_window, "you are all slow")
        qtbot.waitUntil(lambda: "Omar: you are all slow" in panel.lines.toPlainText(), timeout=10_000)
        lines = panel.lines
        row = lines.toPlainText().splitlines().index("Omar: you are all slow")
        block = lines.document().findBlockByNumber(row)
        shown = lines.blockBoundingGeometry(block).translated(lines.contentOffset())
        qtbot.mouseClick(lines.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(12, int(shown.center().y())))
        assert lines.current_chat_id() is not None

        def give_reason(dialog) -> None:
            field = dialog.findChild(QLineEdit)
            type_text(qtbot, "insults", where=field)
            click_in_modal("OK")(dialog)

        asked = when_modal(give_reason, "Report a chat line")
        click(qtbot, panel.report_button)
        qtbot.waitUntil(lambda: "Reported to the server's admin." in lines.toPlainText(), timeout=10_000)
        assert asked and asked[0].title == "Report a chat line"
    finally:
        for box in QApplication.topLevelWidgets():
            if isinstance(box, (QMessageBox, QInputDialog, AccountDialog)) and box.isVisible():
                box.close()
        for controller in (sara, omar):
            controller.online.leave(ask=False)
            controller.stop()


def test_a_guest_is_told_friends_need_a_named_account(qtbot, server) -> None:
    window, controller = open_window(qtbot)
    try:
        dialog = open_account_window(qtbot, window, controller, server.url)
        page = dialog.friends
        tab(qtbot, dialog, page)
        words = "Friends need a named account: sign up on the Account tab."
        qtbot.waitUntil(lambda: page.status.text() == words, timeout=10_000)
        assert not page.body.isVisible() and not page.problem.isVisible()
        click(qtbot, button_named(dialog, "Close"))
    finally:
        controller.stop()
