"""Measure game records: size, reading (which replays every action to check it) and a full replay
(:meth:`GameRecord.steps`, what Game > Replay does once) over seeded games of four Random CPUs.

    python scripts/record_bench.py [--games 50] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import time

from jackaroo.ai.observation import observe
from jackaroo.ai.registry import make_policy
from jackaroo.model import Game, GameRecord


def play(seed: int) -> tuple[Game, GameRecord]:
    game = Game.new(seed=seed)
    record = GameRecord.start(game)
    policies = [make_policy("random", f"{seed}:{seat}") for seat in range(4)]
    while not game.is_over:
        action = policies[game.current_seat].choose(observe(game, game.current_seat))
        game.play(action)
        record = record.add(action)
    return game, record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    actions, sizes, reads, replays = [], [], [], []
    for seed in range(args.seed, args.seed + args.games):
        game, record = play(seed)
        text = record.to_json()
        start = time.perf_counter()
        again = GameRecord.from_json(text)
        reads.append(time.perf_counter() - start)
        start = time.perf_counter()
        steps = list(again.steps())
        replays.append(time.perf_counter() - start)
        assert steps[-1].after == game.state, f"seed {seed}: the replay differs"
        actions.append(len(record))
        sizes.append(len(text.encode("utf-8")))
    print(f"{args.games} games, seeds {args.seed}..{args.seed + args.games - 1}: every replay identical")
    print(f"actions per game: median {statistics.median(actions):.0f}, max {max(actions)}")
    print(f"record size: median {statistics.median(sizes) / 1024:.1f} KiB, max {max(sizes) / 1024:.1f} KiB")
    for name, times in (("read and check", reads), ("full replay", replays)):
        ms = [t * 1000 for t in times]
        print(f"{name}: median {statistics.median(ms):.1f} ms, max {max(ms):.1f} ms")


if __name__ == "__main__":
    main()
