"""Write the golden games of ``tests/golden/`` (one pinned complete game per ruleset).

A golden game is a seed, the table, every action played and the final state; its test
(``tests/model/test_golden_games.py``) replays the actions from ``Game.new`` and requires every
position to match byte for byte, so a change of the rules engine cannot silently change play.
Regenerate only when a change of play is intended, and say so in the commit:

    python scripts/make_golden.py
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from jackaroo.ai.observation import observe
from jackaroo.ai.registry import make_policy
from jackaroo.model import Game

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"
#: ruleset -> (seed, the seats' players, the levels that choose their actions)
GAMES = {
    "guc": (20261123, ("human", "random", "random", "random"), ("greedy", "random", "greedy", "random")),
    "classic": (20261124, ("human", "random", "random", "random"), ("greedy", "greedy", "random", "random")),
}
NAMES = ("Sara", "CPU 1", "CPU 2", "CPU 3")


def play(ruleset: str) -> dict[str, object]:
    """The golden game of ``ruleset`` as a JSON object."""
    seed, players, levels = GAMES[ruleset]
    game = Game.new(seed=seed, players=players, ruleset=ruleset, names=NAMES)
    policies = [make_policy(level, f"golden:{ruleset}:{seat}") for seat, level in enumerate(levels)]
    chain = hashlib.sha256(game.to_json().encode())
    actions = []
    while not game.is_over:
        seat = game.current_seat
        action = policies[seat].choose(observe(game.copy(), seat))
        game.play(action)
        actions.append(str(action))
        chain.update(game.to_json().encode())
    return {
        "ruleset": ruleset,
        "seed": seed,
        "players": list(players),
        "names": list(NAMES),
        "actions": actions,
        "positions_sha256": chain.hexdigest(),
        "final": json.loads(game.to_json()),
    }


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for ruleset in GAMES:
        golden = play(ruleset)
        path = GOLDEN / f"{ruleset}.json"
        path.write_text(json.dumps(golden, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{path}: {len(golden['actions'])} actions, winner seat {golden['final']['winner']}")


if __name__ == "__main__":
    main()
