"""Accounts, leaderboards and profiles in the app, acted as a person against a real server process:
a fresh app plays as a guest it makes once and keeps; the guest signs up by typing; a wrong password
is said in words; the leaderboard lists rated players and a row opens their profile; signing out
goes back to a guest; a table's connection signs in with the kept session."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from support.account_window import open_account_window, retype, sign, signed_up, tab
from support.accounts import CHEAP_ARGS, PASSWORD
from support.online_app import answer_first_legal, open_window
from support.online_pair import ServerProcess
from support.person import (
    button_named,
    click,
    click_in_modal,
    click_row,
    press,
    when_modal,
)

from jackaroo.model.game import Game
from jackaroo.online.protocol import CreateTable, Ready, SetSeat
from jackaroo.server.account_store import AccountStore
from jackaroo.server.game_results import record_end
from jackaroo.server.ratings import GameEnd, Player
from jackaroo.server.storage import SqliteStorage
from jackaroo.view.online.profile import RatingChart
from jackaroo.view.settings.account_memory import GUEST, SESSION, remembered_token

CHEAP = (*CHEAP_ARGS, "--min-rated-games", "1")


def seed_rated_games(db: Path) -> None:
    """Huda and Omar, named accounts, played two rated traditional games (Huda won both)."""
    storage = SqliteStorage(db)
    store = AccountStore(storage)
    for account, name in (("a1", "Huda"), ("a2", "Omar")):
        store.create(account, 0.0, (name, name.lower(), name.lower()), None)
    for number in range(2):
        storage.start_game("t1", number, Game.new(seed=number).to_json())
        players = (Player(0, "a1"), Player(1, "a2"), Player(2, cpu="greedy"), Player(3, cpu="greedy"))
        end = GameEnd("classic", 0, ((0, 2), (1, 3)), players, cpu_games_count=True)
        with storage.transaction() as tx:
            record_end(tx, "t1", number, end)
    storage.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    seed_rated_games(tmp_path / "server.db")
    process = ServerProcess(tmp_path, *CHEAP)
    process.start()
    try:
        yield process
    finally:
        process.stop()


def test_a_guest_made_once_signs_up_signs_in_and_reads_the_leaderboard(qtbot, server, tmp_path) -> None:
    window, controller = open_window(qtbot)
    try:
        dialog = open_account_window(qtbot, window, controller, server.url)
        page = dialog.account
        qtbot.waitUntil(lambda: page.status.text().startswith("You play as a guest"), timeout=10_000)
        guest = remembered_token(server.url, GUEST)
        assert len(guest) == 64 and not remembered_token(server.url, SESSION)
        click(qtbot, button_named(dialog, "Close"))
        # a second time: the same guest, signed in with its kept session (no new one is made)
        dialog = open_account_window(qtbot, window, controller, server.url)
        page = dialog.account
        qtbot.waitUntil(lambda: page.status.text().startswith("You play as a guest"), timeout=10_000)
        assert remembered_token(server.url, GUEST) == guest
        # the guest signs up, typing; the password never shows and is never kept
        assert page.password_edit.echoMode() == QLineEdit.EchoMode.Password
        sign(qtbot, page, "Sara", PASSWORD, "Sign up")
        qtbot.waitUntil(lambda: page.status.text().startswith("Signed in as Sara"), timeout=10_000)
        assert page.password_edit.text() == "" and not remembered_token(server.url, GUEST)
        assert len(remembered_token(server.url, SESSION)) == 64
        settings_text = "".join(p.read_text(errors="replace") for p in tmp_path.rglob("*.ini"))
        assert PASSWORD not in settings_text and guest not in settings_text
        # signed out: a guest again; a wrong password is said in words, the right one signs in
        click(qtbot, button_named(page, "Sign out"))
        qtbot.waitUntil(lambda: page.status.text().startswith("You play as a guest"), timeout=10_000)
        assert not remembered_token(server.url, SESSION)
        sign(qtbot, page, "Sara", "not my password", "Sign in")
        qtbot.waitUntil(page.problem.isVisible, timeout=10_000)
        assert page.problem.text() == "Wrong user name or password."
        sign(qtbot, page, "sara", PASSWORD, "Sign in")
        qtbot.waitUntil(lambda: page.status.text().startswith("Signed in as Sara"), timeout=10_000)
        assert not page.problem.isVisible()
        # the leaderboard of the traditional rules lists the rated players
        board = dialog.leaderboard
        tab(qtbot, dialog, board)
        click(qtbot, board.ruleset_box)
        qtbot.keyClick(board.ruleset_box.view(), Qt.Key.Key_Down)
        qtbot.keyClick(board.ruleset_box.view(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: board.list.rowCount() == 2, timeout=10_000)
        rows = [[board.list.item(r, c).text() for c in range(4)] for r in range(2)]
        assert [row[:2] for row in rows] == [["1", "Huda"], ["2", "Omar"]]
        assert all(" ± " in row[2] and row[3] == "2" for row in rows)
        assert board.note.text() == "2 players on the leaderboard."
        # a row's player's profile: games, wins, rating and the chart of its history
        click_row(qtbot, board.list, 1)
        click(qtbot, board.profile_button)
        profile = dialog.profile
        qtbot.waitUntil(lambda: profile.name_label.text() == "Omar", timeout=10_000)
        assert dialog.tabs.currentWidget() is profile
        click(qtbot, profile.ruleset_box)
        qtbot.keyClick(profile.ruleset_box.view(), Qt.Key.Key_Down)
        qtbot.keyClick(profile.ruleset_box.view(), Qt.Key.Key_Return)
        assert (profile.games_label.text(), profile.wins_label.text()) == ("2", "0 (0%)")
        assert profile.place_label.text() == "2" and len(profile.chart.values) == 2
        assert profile.chart.values[0] > profile.chart.values[1]  # lost twice
        click(qtbot, profile.own_button)
        qtbot.waitUntil(lambda: profile.name_label.text() == "Sara", timeout=10_000)
        assert profile.games_label.text() == "0" and profile.chart.values == []
        click(qtbot, button_named(dialog, "Close"))
        # at a table, the app's connection signs in with the kept session
        controller.online.connect_to(server.url, CreateTable(name="Sara"))
        panel = window.online_panel
        qtbot.waitUntil(lambda: panel.account.text() == "Signed in as Sara.", timeout=10_000)
    finally:
        controller.online.leave(ask=False)
        controller.stop()


def test_the_leaderboards_counts_take_the_words_of_their_number(qtbot, server) -> None:
    """ "after 1 rated game", "2 players": a counted text is a plural text (its forms per language)."""
    window, controller = open_window(qtbot)
    try:
        dialog = open_account_window(qtbot, window, controller, server.url)
        board = dialog.leaderboard
        tab(qtbot, dialog, board)
        # nobody has played the rules shown first: the server lists players after one rated game
        qtbot.waitUntil(lambda: board.note.text().startswith("Nobody"), timeout=10_000)
        assert board.note.text().endswith("it lists players after 1 rated game.")
        click(qtbot, board.ruleset_box)
        qtbot.keyClick(board.ruleset_box.view(), Qt.Key.Key_Down)
        qtbot.keyClick(board.ruleset_box.view(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: board.list.rowCount() == 2, timeout=10_000)
        assert board.note.text() == "2 players on the leaderboard."
        click(qtbot, button_named(dialog, "Close"))
    finally:
        controller.stop()


def test_new_game_offers_the_user_name_of_the_account_signed_in(qtbot, server) -> None:
    """Sara's first steps are online: she signs up as Sara; New game then offers her that name
    (nothing to type); once she has signed out it is no longer offered."""
    window, controller = open_window(qtbot)
    try:
        dialog = signed_up(qtbot, window, controller, server.url, "Sara", PASSWORD)
        page = dialog.account
        click(qtbot, button_named(dialog, "Close"))
        assert new_game_name(qtbot, window) == "Sara"
        dialog = open_account_window(qtbot, window, controller, server.url)
        page = dialog.account
        qtbot.waitUntil(lambda: page.status.text().startswith("Signed in as Sara"), timeout=10_000)
        click(qtbot, button_named(page, "Sign out"))
        qtbot.waitUntil(lambda: page.status.text().startswith("You play as a guest"), timeout=10_000)
        click(qtbot, button_named(dialog, "Close"))
        assert new_game_name(qtbot, window) == ""
    finally:
        controller.stop()


def new_game_name(qtbot, window) -> str:
    """Game > New game: the name its first seat offers; then Cancel."""
    offered: list[str] = []

    def look(dialog) -> None:
        offered.append(dialog.name_edit.text())
        click_in_modal("Cancel")(dialog)

    when_modal(look, "New game")
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, where=window)
    qtbot.waitUntil(lambda: bool(offered))
    return offered[0]


def test_change_password_and_delete_the_account_asked_first(qtbot, server) -> None:
    window, controller = open_window(qtbot)
    try:
        dialog = signed_up(qtbot, window, controller, server.url, "Sara", PASSWORD)
        page = dialog.account
        retype(qtbot, page.current_edit, PASSWORD)
        retype(qtbot, page.new_edit, "short")
        click(qtbot, button_named(page, "Change password"))
        qtbot.waitUntil(page.problem.isVisible, timeout=10_000)
        assert page.problem.text() == "A password has 8 to 128 characters: choose a longer one."
        retype(qtbot, page.current_edit, PASSWORD)
        retype(qtbot, page.new_edit, "a longer new password")
        click(qtbot, button_named(page, "Change password"))
        qtbot.waitUntil(lambda: page.status.text().startswith("Your password is changed"), timeout=10_000)
        retype(qtbot, page.current_edit, "a longer new password")
        seen = when_modal(click_in_modal("No"))
        click(qtbot, button_named(page, "Delete my account…"))
        assert seen and seen[0].title == "Delete my account"
        assert page.status.text().startswith("Your password is changed")  # nothing was sent
        retype(qtbot, page.current_edit, "a longer new password")
        when_modal(click_in_modal("Yes"))
        click(qtbot, button_named(page, "Delete my account…"))
        qtbot.waitUntil(lambda: page.status.text().startswith("You play as a guest"), timeout=10_000)
        assert not remembered_token(server.url, SESSION) and remembered_token(server.url, GUEST)
    finally:
        controller.stop()


def test_after_a_rated_game_the_panel_shows_the_new_rating_and_its_change(qtbot, tmp_path) -> None:
    server = ServerProcess(
        tmp_path, *CHEAP, "--cpu-games-rated", "--rate-player-tables"
    )  # (a table made here)
    server.start()
    window, controller = open_window(qtbot)
    try:
        session = controller.online.connect_to(server.url, CreateTable(name="Sara", ruleset="classic"))
        qtbot.waitUntil(lambda: session.table is not None, timeout=10_000)
        for seat in (1, 2, 3):
            session.send(SetSeat(seat=seat, kind="random"))
        session.send(Ready(ready=True))
        qtbot.waitUntil(lambda: session.on_board, timeout=10_000)
        panel = window.online_panel
        assert panel.account.text() == "You play as a guest."

        def over() -> bool:
            answer_first_legal(controller)
            return (
                controller.game is not None and controller.game.is_over and "Rating" in panel.account.text()
            )

        qtbot.waitUntil(over, timeout=240_000)
        guest, rating = panel.account.text().splitlines()
        assert guest == "You play as a guest."
        won = controller.game.state.winner % 2 == 0
        plain = rating.replace("\u2066", "").replace("\u2069", "")  # (the number's isolates)
        # after one rated game the rating is marked as still settling
        assert re.fullmatch(r"Rating −?[\d,]+ ± [\d,]+, provisional \([+−±][\d,]+\)", plain), rating
        assert ("(+" in plain) == won
    finally:
        controller.online.leave(ask=False)
        controller.stop()
        server.stop()


def test_the_rating_chart_runs_from_the_start_of_a_line_right_to_left_in_arabic(qtbot) -> None:
    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.resize(300, 120)
    chart.show_history([[1, 1.0], [2, 3.0], [None, 2.0]])
    first, high, last = chart.points()
    assert first.x() < high.x() < last.x() and high.y() < last.y() < first.y()
    chart.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    mirrored = chart.points()
    assert mirrored[0].x() > mirrored[1].x() > mirrored[2].x()
    assert [p.y() for p in mirrored] == [first.y(), high.y(), last.y()]
    assert chart.grab().width() == 300  # (it draws, labels and all)
