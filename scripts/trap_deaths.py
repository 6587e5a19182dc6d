"""How often each CPU level loses a marble to a hidden trap, in arena games (seats rotated).

Plays ``--games`` games between the four ``--seats`` levels exactly as the arena does (same seeds,
same rotation, same policy generators) and prints, per level and per seat-game, the marbles sent
Home by traps and by everything else (captures, Kings, Burners), and the wins.

    python scripts/trap_deaths.py --seats expert,greedy,greedy,greedy --games 40 [--seed 1]
"""

from __future__ import annotations

import argparse
from collections import Counter

from jackaroo.ai.observation import observe
from jackaroo.ai.registry import make_policy
from jackaroo.arena import game_seed, policy_seed, seating
from jackaroo.model.events import HomeCause, MarbleSentHome
from jackaroo.model.game import Game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="expert,greedy,greedy,greedy")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    entries = args.seats.split(",")
    traps: Counter[str] = Counter()
    others: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    seat_games: Counter[str] = Counter()
    for g in range(args.games):
        seats = seating(g)  # seat -> entry
        levels = [entries[e] for e in seats]
        game = Game.new(seed=game_seed(args.seed, g), players=levels)
        policies = [make_policy(entries[e], policy_seed(args.seed, g, e)) for e in range(4)]
        seat_games.update(levels)
        while not game.is_over:
            seat = game.current_seat
            for event in game.play(policies[seats[seat]].choose(observe(game, seat))):
                if isinstance(event, MarbleSentHome):
                    victim = levels[event.marble // 4]
                    (traps if event.cause is HomeCause.TRAP else others)[victim] += 1
        wins[levels[game.winner]] += 1
    print(f"{args.games} games, seats {args.seats}, seed {args.seed}")
    print(f"{'level':8} {'by traps':>9} {'by others':>10} {'wins':>6}   (marbles sent Home per seat-game)")
    for level in dict.fromkeys(entries):
        n = seat_games[level]
        print(f"{level:8} {traps[level] / n:9.2f} {others[level] / n:10.2f} {wins[level]:6d}")


if __name__ == "__main__":
    main()
