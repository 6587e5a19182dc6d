"""The SQLite storage: tables, games and actions as written, read back by a new connection; an action
is never stored twice."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from jackaroo.model.game import Game
from jackaroo.server.storage import SqliteStorage, default_db_path


def test_what_is_written_is_read_back_after_reopening(tmp_path: Path) -> None:
    db = tmp_path / "sub" / "server.sqlite3"
    storage = SqliteStorage(db)
    game = Game.new(seed=5)
    storage.save_lobby("t1", {"seats": [], "ruleset": "guc"})
    storage.save_lobby("t1", {"seats": [1], "ruleset": "guc"})
    storage.start_game("t1", 0, game.to_json())
    actions = []
    for ply in range(20):
        action = str(game.legal_actions()[0])
        game.play(action)
        storage.append_action("t1", 0, ply, action)
        actions.append(action)
    storage.close()
    again = SqliteStorage(db)
    (table,) = again.load_tables()
    assert table.table_id == "t1" and table.lobby == {"seats": [1], "ruleset": "guc"}
    assert table.game is not None and table.game.number == 0 and table.game.winner is None
    assert table.game.record.actions == tuple(actions)
    assert table.game.record.final_game().to_json() == game.to_json()
    with pytest.raises(sqlite3.IntegrityError):
        again.append_action("t1", 0, 3, actions[3])
    again.finish_game("t1", 0, 2)
    stored = again.game("t1", 0)
    assert stored is not None and stored.winner == 2
    assert again.load_tables() == []  # a finished table is not loaded again
    assert again.game("t1", 1) is None
    again.close()


def test_the_default_database_is_in_the_user_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db_path() == tmp_path / "Jackaroo" / "Jackaroo" / "server.sqlite3"
