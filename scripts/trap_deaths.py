"""How often each CPU level loses a marble to a hidden trap, in arena games (seats rotated).

Plays ``--games`` games between the four ``--seats`` levels exactly as the arena does (same seeds,
same rotation, same policy generators) and prints, per level and per seat-game, the marbles sent
Home by traps and by everything else (captures, Kings, Burners), the actions played, how many of
them were drops (no card in hand had a legal play) and Ten or Queen discards, and the wins.

    python scripts/trap_deaths.py --seats expert,greedy,greedy,greedy --games 40 [--seed 1] [--jobs 2]
"""

from __future__ import annotations

import argparse
from collections import Counter

from jackaroo.ai.observation import observe
from jackaroo.ai.registry import make_policy
from jackaroo.arena import game_seed, policy_seed, seating
from jackaroo.model.actions import Verb
from jackaroo.model.events import HomeCause, MarbleSentHome
from jackaroo.model.game import Game
from jackaroo.parallel import ordered_map


def play(task: tuple[str, int, int]) -> Counter[tuple[str, str]]:
    """Arena game ``g`` of ``seats`` (a comma-separated list) and ``seed``: its counts per (level,
    what): "seat-games", "traps", "others", "actions", "drops", "discards", "wins"."""
    seats_text, seed, g = task
    entries = seats_text.split(",")
    seats = seating(g)  # seat -> entry
    levels = [entries[e] for e in seats]
    game = Game.new(seed=game_seed(seed, g), players=levels)
    policies = [make_policy(entries[e], policy_seed(seed, g, e)) for e in range(4)]
    counts: Counter[tuple[str, str]] = Counter((level, "seat-games") for level in levels)
    while not game.is_over:
        seat = game.current_seat
        action = policies[seats[seat]].choose(observe(game, seat))
        counts[levels[seat], "actions"] += 1
        counts[levels[seat], "drops"] += action.verb is Verb.DROP
        counts[levels[seat], "discards"] += action.verb is Verb.DISCARD
        for event in game.play(action):
            if isinstance(event, MarbleSentHome):
                victim = levels[event.marble // 4]
                counts[victim, "traps" if event.cause is HomeCause.TRAP else "others"] += 1
    assert game.winner is not None
    counts[levels[game.winner], "wins"] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="expert,greedy,greedy,greedy")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    total: Counter[tuple[str, str]] = Counter()
    for counts in ordered_map(play, [(args.seats, args.seed, g) for g in range(args.games)], args.jobs):
        total.update(counts)
    print(f"{args.games} games, seats {args.seats}, seed {args.seed}; per seat-game:")
    columns = ("traps", "others", "actions", "drops", "discards")
    print(f"{'level':8} " + " ".join(f"{c:>9}" for c in columns) + f" {'wins':>6}")
    for level in dict.fromkeys(args.seats.split(",")):
        n = total[level, "seat-games"]
        figures = " ".join(f"{total[level, c] / n:9.2f}" for c in columns)
        print(f"{level:8} {figures} {total[level, 'wins']:6d}")
    print("(marbles sent Home by traps and by others; actions played, drops and Ten or Queen discards)")


if __name__ == "__main__":
    main()
