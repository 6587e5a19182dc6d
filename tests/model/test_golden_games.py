"""Golden games: one pinned complete game per ruleset (``tests/golden/``, made by
``scripts/make_golden.py``).  Replaying its actions from ``Game.new`` must give every position byte
for byte, so a change of the engine cannot silently change play."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from jackaroo.model import Game

GOLDEN = Path(__file__).resolve().parent.parent / "golden"


def golden_games() -> list[Path]:
    paths = sorted(GOLDEN.glob("*.json"))
    assert {p.stem for p in paths} == {"guc", "classic"}
    return paths


@pytest.mark.parametrize("path", golden_games(), ids=lambda p: p.stem)
def test_a_golden_game_replays_byte_for_byte(path: Path) -> None:
    golden = json.loads(path.read_text(encoding="utf-8"))
    game = Game.new(
        seed=golden["seed"], players=golden["players"], ruleset=golden["ruleset"], names=golden["names"]
    )
    chain = hashlib.sha256(game.to_json().encode())
    for index, action in enumerate(golden["actions"]):
        assert not game.is_over, f"the game ended before action {index}"
        assert action in {str(a) for a in game.legal_actions()}, f"action {index} {action!r} is not legal"
        game.play(action)
        chain.update(game.to_json().encode())
    assert game.is_over
    final = json.dumps(golden["final"], indent=2, ensure_ascii=False) + "\n"
    assert json.loads(game.to_json()) == golden["final"]
    assert game.to_json() == final
    assert chain.hexdigest() == golden["positions_sha256"]
