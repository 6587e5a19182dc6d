"""The high-score table: ten fastest wins per level, sorted, each entered once, read forgivingly."""

from __future__ import annotations

import json

import pytest
from support.position import position_json

from jackaroo.model import Game
from jackaroo.model.high_scores import KEEP, HighScore, HighScores, winning_entry


def entry(turns: int, name: str = "Sara", fingerprint: str = "") -> HighScore:
    return HighScore(turns, name, "2026-11-24", fingerprint or f"{name}{turns}")


def test_the_table_keeps_the_ten_fastest_sorted() -> None:
    scores = HighScores()
    places = []
    for turns in (30, 12, 25, 40, 18, 22, 35, 15, 28, 33, 20, 50):
        scores, place = scores.add("greedy", entry(turns))
        places.append(place)
    table = scores.table("greedy")
    assert len(table) == KEEP
    assert [e.turns for e in table] == [12, 15, 18, 20, 22, 25, 28, 30, 33, 35]
    assert places[:3] == [0, 0, 1]
    assert places[-1] is None  # 50 turns does not make the ten
    assert scores.table("random") == () and scores.table("expert") == ()
    assert not scores.would_enter("greedy", 36)
    assert scores.would_enter("greedy", 34)
    assert scores.would_enter("expert", 99)


def test_equal_turns_keep_the_older_entry_ahead_and_a_game_enters_once() -> None:
    scores, _ = HighScores().add("random", entry(20, "Omar"))
    scores, place = scores.add("random", entry(20, "Sara"))
    assert place == 1
    assert [e.name for e in scores.table("random")] == ["Omar", "Sara"]
    same, place = scores.add("random", HighScore(10, "Sara", "2026-11-25", "Sara20"))
    assert place is None and same is scores


def test_a_bad_level_or_score_is_refused() -> None:
    with pytest.raises(ValueError):
        HighScores().add("grandmaster", entry(10))
    with pytest.raises(ValueError):
        HighScores().add("random", entry(0))


def test_the_stored_form_round_trips_and_damage_is_forgiven() -> None:
    scores = HighScores()
    for turns in (14, 9, 30):
        scores, _ = scores.add("expert", entry(turns))
    text = json.dumps(scores.to_dict())
    assert HighScores.from_dict(json.loads(text)) == scores
    damaged = {
        "levels": {
            "expert": [{"turns": 5, "name": "A", "date": "2026-01-01"}, {"turns": "x"}, 7, None],
            "greedy": "nope",
            "random": [{"turns": t, "name": "B", "date": "d"} for t in range(30, 10, -1)],
        }
    }
    read = HighScores.from_dict(damaged)
    assert read.table("expert") == (HighScore(5, "A", "2026-01-01"),)
    assert read.table("greedy") == ()
    assert [e.turns for e in read.table("random")] == list(range(11, 21))
    assert HighScores.from_dict("garbage") == HighScores()


def test_a_win_of_the_player_is_an_entry_under_the_strongest_cpu() -> None:
    obj = position_json("s1 s2 s3 t97 | t40", "2S 3S 4S 6S", round=5)
    obj["seats"][2]["player"] = "expert"
    game = Game.from_object(obj)
    game.play("2S move t97")
    assert game.state.winner == 0
    level, won = winning_entry(game.state, 0, "2026-11-24", "f")
    assert level == "expert"
    assert won == HighScore(17, "You", "2026-11-24", "f")  # round 5, turn 0: the 17th turn
    assert winning_entry(game.state, 1, "2026-11-24", "f") is None
