"""Any finished online game, later, from any computer: Sara signs in by typing in the account window
and finishes an online game against a CPU; a fresh app (new settings and data folder: another
computer) signs in as Sara, lists her games under My games, replays the newest from its row (kept
and counted once) and reviews an older one, a game she played with Omar before her, for her own
seat."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from support.account_window import open_account_window, retype, tab
from support.accounts import CHEAP_ARGS, PASSWORD
from support.online_app import open_window
from support.online_pair import ServerProcess
from support.person import button_named, click, click_row, press
from test_online_records import finish_online_game

from jackaroo.controller.records.online_games import kept_games
from jackaroo.model.game import Game
from jackaroo.online.names import name_key
from jackaroo.server.account_store import AccountStore
from jackaroo.server.passwords import Passwords
from jackaroo.server.ratings import GameEnd, Player
from jackaroo.server.storage import SqliteStorage
from jackaroo.server.user_names import skeleton
from jackaroo.view.settings.store import load_statistics

CHEAP = (*CHEAP_ARGS, "--takeover-seconds", "0.3")
#: the older game: Omar at seat 0, Sara at seat 1 (Random CPUs at 2 and 3), traditional rules
OLD_TABLE = "5eed0ld"


def seed_sara_and_an_old_game(db: Path) -> list[int]:
    """Sara's named account (her password hashed as the server hashes it) and a finished game she
    played at seat 1 after Omar at seat 0; returns which seat played each action of it."""
    storage = SqliteStorage(db)
    store = AccountStore(storage)
    sara = ("Sara", name_key("Sara"), skeleton("Sara"))
    store.create("sara", 0.0, sara, Passwords(1, 8).hash(PASSWORD))
    store.create("omar", 0.0, ("Omar", name_key("Omar"), skeleton("Omar")), None)
    game = Game.new(
        seed=7,
        ruleset="classic",
        players=("human", "human", "random", "random"),
        names=("Omar", "Sara", "R", "G"),
    )
    storage.start_game(OLD_TABLE, 0, game.to_json())
    seats = []
    players = (Player(0, "omar"), Player(1, "sara"), Player(2, cpu="random"), Player(3, cpu="random"))
    while game.winner is None:
        seats.append(game.state.current)
        action = game.legal_actions()[0]
        game.play(action)
        end = GameEnd("classic", game.winner, ((0, 2), (1, 3)), players) if game.winner is not None else None
        storage.append_action(OLD_TABLE, 0, len(seats) - 1, str(action), end)
    storage.close()
    return seats


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[ServerProcess, list[int]]]:
    seats = seed_sara_and_an_old_game(tmp_path / "server.db")
    process = ServerProcess(tmp_path, *CHEAP)
    process.start()
    try:
        yield process, seats
    finally:
        process.stop()


def signed_in_as_sara(qtbot, window, controller, address: str):
    """The account window of ``address``, Sara signed in by typing her user name and password."""
    dialog = open_account_window(qtbot, window, controller, address)
    page = dialog.account
    qtbot.waitUntil(lambda: page.status.text().startswith("You play as a guest"), timeout=10_000)
    retype(qtbot, page.name_edit, "Sara")
    retype(qtbot, page.password_edit, PASSWORD)
    click(qtbot, button_named(page, "Sign in"))
    qtbot.waitUntil(lambda: page.status.text().startswith("Signed in as Sara"), timeout=10_000)
    return dialog


def another_computer(tmp_path: Path, monkeypatch) -> None:
    """New settings and a new data folder from now on."""
    fresh = tmp_path / "another"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(fresh))
    monkeypatch.setenv("HOME", str(fresh / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(fresh / "home" / ".local" / "share"))


def test_a_fresh_app_lists_replays_and_reviews_the_accounts_finished_games(
    qtbot, server, tmp_path, monkeypatch
) -> None:
    process, old_seats = server
    window, controller = open_window(qtbot)
    try:  # this computer: Sara signs in and finishes a game at a table
        qtbot.waitExposed(window)
        click(qtbot, button_named(signed_in_as_sara(qtbot, window, controller, process.url), "Close"))
        session = finish_online_game(qtbot, controller, process.url)
        played = (session.table_id, kept_games()[0].won, len(controller.record))
    finally:
        controller.online.leave(ask=False)
        controller.stop()
    window.close()
    another_computer(tmp_path, monkeypatch)
    assert kept_games() == [] and load_statistics().online["classic"].played == 0
    window, controller = open_window(qtbot)
    controller.review.rollouts = 1
    try:
        qtbot.waitExposed(window)
        dialog = signed_in_as_sara(qtbot, window, controller, process.url)
        games = dialog.my_games
        tab(qtbot, dialog, games)
        qtbot.waitUntil(lambda: games.list.rowCount() == 2, timeout=10_000)
        rows = [[games.list.item(r, c).text() for c in range(5)] for r in range(2)]
        won = played[1]
        assert rows[0][1:] == ["Traditional rules", "Sara, Random", "Won" if won else "Lost", "Sara"]
        old_won = old_seats[-1] in (1, 3)  # (the winning action's seat, or its partner's)
        assert rows[1][1:] == ["Traditional rules", "Omar, Sara, R, G", "Won" if old_won else "Lost", "Sara"]
        assert rows[0][0] != "–" and games.note.text() == "Your 2 finished games."
        assert not games.more_button.isEnabled()
        # Replay from the newest row: the account window goes, the board steps through the game
        click_row(qtbot, games.list, 0)
        click(qtbot, games.replay_button)
        qtbot.waitUntil(lambda: controller.replay is not None, timeout=10_000)
        qtbot.waitUntil(lambda: controller.online.ways.accounts.window is None, timeout=5_000)  # closed
        assert window.replay_bar.isVisible()
        replay = controller.replay
        assert replay.count == played[2] and replay.index == 0
        for step in (1, 2, 3):
            press(qtbot, Qt.Key.Key_Right, where=window.view)
            qtbot.waitUntil(lambda step=step: replay.index == step, timeout=5_000)
        (kept,) = kept_games()  # kept and counted on this computer too, once
        assert (kept.table, kept.game, kept.seat) == (played[0], 0, 0)
        assert load_statistics().online["classic"].played == 1
        press(qtbot, Qt.Key.Key_Escape, where=window.view)
        qtbot.waitUntil(lambda: controller.replay is None, timeout=5_000)
        # Review from the older row: Sara's decisions (seat 1), not Omar's (the first person's)
        dialog = open_account_window(qtbot, window, controller, process.url)
        games = dialog.my_games
        tab(qtbot, dialog, games)
        qtbot.waitUntil(lambda: games.list.rowCount() == 2, timeout=10_000)
        click_row(qtbot, games.list, 1)
        click(qtbot, games.review_button)
        panel = window.review_panel
        qtbot.waitUntil(panel.isVisible, timeout=10_000)
        qtbot.waitUntil(lambda: not panel.progress_bar.isVisible(), timeout=60_000)
        assert controller.human_seat == 1 and panel.turns
        assert {old_seats[turn.index] for turn in panel.turns} == {1}
        assert len(kept_games()) == 2 and load_statistics().online["classic"].played == 2
    finally:
        controller.online.leave(ask=False)
        controller.stop()
