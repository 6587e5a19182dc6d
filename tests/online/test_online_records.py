"""A finished online game in the person's records, as they would look for it: a classic game against
a CPU on a test server played to its end, then Game > Replay and Game > Review game step through
it, Game > Statistics counts it in the Online column and Game > High scores
lists it under its rules (marked Online); fetching its record again (Save record) and a rematch
do not count it again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from support.online_app import answer_first_legal, open_window
from support.person import click, click_row, menu_item, press

from jackaroo.controller.online import play as online_play
from jackaroo.controller.records.high_scores import HighScoreKeeper
from jackaroo.controller.records.online_games import OnlineGames, kept_games
from jackaroo.model.game import Game
from jackaroo.model.record import GameRecord
from jackaroo.online.protocol import CreateTable, Ready, SetSeat
from jackaroo.view.settings.store import load_statistics


def finish_online_game(qtbot, controller, server_url: str):
    """Sara hosts a classic table for two at ``server_url``, a Random CPU opposite, and plays the
    first legal action each turn until the game is over and its record is kept."""
    session = controller.online.connect_to(server_url, CreateTable(name="Sara", ruleset="classic"))
    qtbot.waitUntil(lambda: session.table is not None, timeout=10_000)
    for seat, kind in ((1, "none"), (2, "random"), (3, "none")):
        session.send(SetSeat(seat=seat, kind=kind))  # type: ignore[arg-type]
    session.send(Ready(ready=True))
    qtbot.waitUntil(lambda: session.on_board, timeout=10_000)

    def over() -> bool:
        answer_first_legal(controller)
        return controller.game is not None and controller.game.is_over

    qtbot.waitUntil(over, timeout=240_000)
    qtbot.waitUntil(lambda: bool(controller.online.finished.records), timeout=10_000)
    return session


def test_a_finished_online_game_is_replayed_reviewed_and_counted_once(qtbot, server_url, monkeypatch) -> None:
    window, controller = open_window(qtbot)
    qtbot.waitExposed(window)
    controller.review.rollouts = 1
    try:
        session = finish_online_game(qtbot, controller, server_url)
        (kept,) = kept_games()
        assert (kept.table, kept.game, kept.seat, kept.address) == (session.table_id, 0, 0, server_url)
        assert kept.ruleset == "classic" and kept.names[0] == "Sara"
        record = controller.record  # the server's whole record: it replays to the game played
        assert record is not None and record.final_game().winner == controller.game.state.winner
        # Game > Replay at the end of the game: Next steps through it on the board
        qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)
        menu_item(qtbot, window, Qt.Key.Key_P)
        replay = controller.replay
        assert replay is not None and window.replay_bar.isVisible()
        for step in (1, 2, 3):
            press(qtbot, Qt.Key.Key_Right, where=window.view)
            qtbot.waitUntil(lambda step=step: replay.index == step, timeout=5_000)
        press(qtbot, Qt.Key.Key_Escape, where=window.view)
        qtbot.waitUntil(lambda: controller.replay is None, timeout=5_000)
        # Game > Review game: Sara's decisions judged; a line chosen shows its position
        menu_item(qtbot, window, Qt.Key.Key_V)
        panel = window.review_panel
        assert panel.isVisible()
        qtbot.waitUntil(lambda: not panel.progress_bar.isVisible(), timeout=180_000)
        assert panel.list.count() == len(panel.turns) > 1
        click_row(qtbot, panel.list, 1)
        qtbot.waitUntil(lambda: controller.replay is not None, timeout=5_000)
        assert controller.replay.index == panel.turns[1].index
        press(qtbot, Qt.Key.Key_Escape, where=window.view)
        qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5_000)
        # Game > Statistics: the Online column counts it under the traditional rules
        menu_item(qtbot, window, Qt.Key.Key_T)
        stats = controller.game_over.stats_dialog
        qtbot.waitUntil(lambda: stats is not None and stats.isVisible(), timeout=5_000)
        won = "1" if kept.won else "0"
        table = stats.online
        assert table.verticalHeaderItem(1).text() == "Traditional rules"
        assert [table.item(1, c).text() for c in (0, 1)] == ["1", won]
        assert [table.item(2, c).text() for c in (0, 1)] == ["1", won]  # All
        assert stats.table.item(4, 0).text() == "0"  # no game against the CPU players here
        stats.close()
        # Game > High scores: a tab of online wins under the traditional rules
        menu_item(qtbot, window, Qt.Key.Key_H)
        scores = controller.game_over.high_scores.dialog
        qtbot.waitUntil(lambda: scores is not None and scores.isVisible(), timeout=5_000)
        tab = scores.tabs.count() - 1
        assert scores.tabs.tabText(tab) == "Online: Traditional rules"
        online = scores.tables["online:classic"]
        assert online.item(0, 1).text() == ("Sara" if kept.won else "–")
        scores.close()
        # Save record fetches the record again: kept and counted once all the same
        offered: list[str] = []
        monkeypatch.setattr(online_play, "save_file_name", lambda *_args: offered.append("") or "")
        click(qtbot, window.online_panel.record_button)
        qtbot.waitUntil(lambda: bool(offered), timeout=5_000)
        assert load_statistics().online["classic"].played == 1 and len(kept_games()) == 1
        # a rematch: a new game, the finished one still counted once
        click(qtbot, window.online_panel.rematch_button)
        qtbot.waitUntil(lambda: controller.online.session.game_number == 1, timeout=10_000)
        assert controller.record is None  # the new game's record comes when it is over
        assert load_statistics().online["classic"].played == 1 and len(kept_games()) == 1
    finally:
        controller.online.leave(ask=False)
        controller.stop()


def test_a_record_fetched_again_by_another_run_of_the_app_is_kept_and_counted_once(qtbot, tmp_path) -> None:
    game = Game.new(seed=4, ruleset="classic", players=("human", "none", "random", "none"))
    record = GameRecord.start(game)
    while game.winner is None:
        action = game.legal_actions()[0]
        game.play(action)
        record = record.add(action)
    text = record.to_json()
    for _run in range(2):  # (each run of the app has its own keeper; the settings are shared)
        keeper = OnlineGames(HighScoreKeeper(QWidget()), folder=lambda: tmp_path)
        assert keeper.keep(text, 0, "ws://127.0.0.1:1", "abc", 0) == record
    (kept,) = kept_games()
    assert keeper.record_of(kept) == record and (tmp_path / kept.file).is_file()
    figures = load_statistics().online["classic"]
    assert (figures.played, figures.won) == (1, int(kept.won))
