"""The optional ``written_by`` key of saved games and records: written after ``version`` when asked
for, read and ignored, and files without it (older versions) load as before."""

from __future__ import annotations

import json

import pytest

from jackaroo.model import Game, GameRecord
from jackaroo.model.errors import StateFormatError
from jackaroo.model.record import RecordFormatError

WRITER = "Jackaroo 0.1.0"


def test_a_state_names_its_writer_after_version_and_loads() -> None:
    game = Game.new(seed=3)
    obj = json.loads(game.to_json(WRITER))
    assert list(obj)[:3] == ["format", "version", "written_by"]
    assert obj["written_by"] == WRITER
    loaded = Game.from_json(game.to_json(WRITER))
    assert loaded.to_json() == game.to_json()
    assert "written_by" not in json.loads(game.to_json())  # None: left out, as before


def test_a_record_names_its_writer_and_loads() -> None:
    game = Game.new(seed=3)
    record = GameRecord.start(game)
    for _ in range(3):
        action = game.legal_actions()[0]
        game.play(action)
        record = record.add(action)
    obj = json.loads(record.to_json(WRITER))
    assert list(obj)[:3] == ["format", "version", "written_by"]
    assert GameRecord.from_json(record.to_json(WRITER)) == record
    assert "written_by" not in json.loads(record.to_json())


@pytest.mark.parametrize("value", [3, None, ["Jackaroo"], "x" * 201, "Jackaroo\n0.1"])
def test_a_bad_writer_is_refused(value) -> None:
    obj = json.loads(Game.new(seed=3).to_json())
    obj["written_by"] = value
    with pytest.raises(StateFormatError, match="'written_by' must be a short line of text"):
        Game.from_json(json.dumps(obj))
    record = json.loads(GameRecord.start(Game.new(seed=3)).to_json())
    record["written_by"] = value
    with pytest.raises(RecordFormatError, match="'written_by'"):
        GameRecord.from_json(json.dumps(record))
