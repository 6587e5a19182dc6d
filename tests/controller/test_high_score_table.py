"""The high-score table in the app: a human win is entered at game over and highlighted there and
under Game > High scores…; the tables persist in the settings and keep ten per level."""

from __future__ import annotations

import datetime

import pytest
from support.position import position_json

from jackaroo.model import Game
from jackaroo.model.high_scores import KEEP, HighScore, HighScores
from jackaroo.view.dialogs.high_scores import NEW_ENTRY, HighScoreTable
from jackaroo.view.settings.store import load_high_scores, save_high_scores


@pytest.fixture
def controller(held_controller):
    held_controller.game_over.high_scores.today = lambda: datetime.date(2026, 11, 24)
    return held_controller


def about_to_win(level: str = "random", ruleset_players: tuple[str, ...] = ()) -> Game:
    """The player's last marble is two cells from its last Safe cell, a Two in hand (round 5)."""
    obj = position_json("s1 s2 s3 t97 | t40", "2S 3S 4S 6S", round=5)
    obj["seats"][1]["player"] = level
    for seat, player in enumerate(ruleset_players):
        obj["seats"][seat]["player"] = player
    return Game.from_object(obj)


def test_the_tables_persist_in_the_settings() -> None:
    scores = HighScores()
    for turns in range(25, 10, -1):
        scores, _ = scores.add("greedy", HighScore(turns, "Sara", "2026-11-24", str(turns)))
    save_high_scores(scores)
    read = load_high_scores()
    assert read == scores
    assert [e.turns for e in read.table("greedy")] == list(range(11, 11 + KEEP))


def test_a_human_win_is_entered_and_highlighted_at_game_over(controller, qtbot) -> None:
    controller.take_over(about_to_win("greedy"))
    assert controller.driver.play("2S move t97")
    qtbot.waitUntil(lambda: controller.game_over.dialog is not None, timeout=10_000)
    (won,) = load_high_scores().table("greedy")
    assert won == HighScore(17, "You", "2026-11-24", won.fingerprint)
    dialog = controller.game_over.dialog
    (table,) = dialog.findChildren(HighScoreTable)
    assert table.highlighted == 0
    assert table.item(0, 1).text() == "You"
    assert table.item(0, 1).background().color() == NEW_ENTRY
    dialog.close()
    controller.window.high_scores_action.trigger()  # Game > High scores…
    shown = controller.game_over.high_scores.dialog
    assert shown is not None and shown.isVisible()
    assert shown.tabs.currentWidget() is shown.tables["greedy"]
    assert shown.tables["greedy"].highlighted == 0
    assert shown.tables["random"].item(0, 1).text() == "–"
    shown.close()


def test_a_win_too_slow_for_the_table_is_not_entered(controller, qtbot) -> None:
    scores = HighScores()
    for turns in range(1, KEEP + 1):
        scores, _ = scores.add("random", HighScore(turns, "Omar", "2026-11-01", str(turns)))
    save_high_scores(scores)
    controller.take_over(about_to_win())
    assert controller.driver.play("2S move t97")
    qtbot.waitUntil(lambda: controller.game_over.dialog is not None, timeout=10_000)
    assert load_high_scores() == scores
    assert not controller.game_over.dialog.findChildren(HighScoreTable)
    controller.game_over.dialog.close()


def test_a_cpu_win_or_a_hot_seat_win_is_not_entered(controller, qtbot) -> None:
    controller.take_over(about_to_win(ruleset_players=("human", "human", "random", "random")))
    assert controller.driver.play("2S move t97")
    qtbot.waitUntil(lambda: controller.game_over.dialog is not None, timeout=10_000)
    assert load_high_scores() == HighScores()
    controller.game_over.dialog.close()
