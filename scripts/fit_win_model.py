"""Fit Expert's win-chance model (jackaroo/ai/win_model.py) to Greedy self-play games.

Plays ``--games`` default-rules games of four Greedy CPUs (seeded: the same arguments give the same
games), takes the position at the start of every round with each seat's features and the seat
that won, fits the conditional logit weights by Newton's method (numpy: ``pip install -e ".[fit]"``) and
writes them to ``jackaroo/ai/win_model.json``.  It prints the log-likelihood per position of the
fitted model, of the model with all weights 0 (log 1/4) and on held-out games (every fifth game)::

    python scripts/fit_win_model.py --games 4000 --seed 1
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

from jackaroo.ai import registry
from jackaroo.ai.determinize import trap_chances, trap_weights
from jackaroo.ai.evaluate import alive_table
from jackaroo.ai.observation import observe
from jackaroo.ai.win_model import FEATURES, MODEL_FILE, seat_features
from jackaroo.arena import game_seed, policy_seed
from jackaroo.model.board import SEATS
from jackaroo.model.events import RoundDealt
from jackaroo.model.game import Game
from jackaroo.parallel import default_jobs, ordered_map


def positions(task: tuple[int, int]) -> tuple[list[list[list[float]]], int]:
    """Game ``index`` of master ``seed``: the features at the start of each round, and the winner."""
    seed, index = task
    game = Game.new(seed=game_seed(seed, index), players=("greedy",) * SEATS)
    policies = [registry.make_policy("greedy", policy_seed(seed, index, s)) for s in range(SEATS)]
    rows = []
    while not game.is_over:
        seat = game.current_seat
        events = game.play(policies[seat].choose(observe(game, seat)))
        if any(isinstance(e, RoundDealt) for e in events) and not game.is_over:
            alive = alive_table(trap_chances(trap_weights(game.sightings)))
            rows.append(seat_features(game.state.marbles, alive))
    assert game.winner is not None
    return rows, game.winner


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3, steps: int = 30) -> np.ndarray:
    """Conditional logit weights: ``x`` is (positions, seats, features), ``y`` the winning seats."""
    n, _, k = x.shape
    w = np.zeros(k)
    for _ in range(steps):
        u = x @ w
        u -= u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("ns,nsk->nk", p, x)
        grad = (x[np.arange(n), y] - mean).sum(axis=0) - ridge * n * w
        second = np.einsum("ns,nsk,nsj->kj", p, x, x) - mean.T @ mean
        hess = -second - ridge * n * np.eye(k)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def log_likelihood(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    """Mean log-probability of the actual winner."""
    u = x @ w
    u -= u.max(axis=1, keepdims=True)
    logp = u - np.log(np.exp(u).sum(axis=1, keepdims=True))
    return float(logp[np.arange(len(y)), y].mean())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--dry-run", action="store_true", help="print the weights, write nothing")
    args = parser.parse_args()
    began = time.perf_counter()
    train_x, train_y, test_x, test_y = [], [], [], []
    tasks = [(args.seed, g) for g in range(args.games)]
    for g, (rows, winner) in enumerate(ordered_map(positions, tasks, args.jobs or default_jobs())):
        xs, ys = (test_x, test_y) if g % 5 == 4 else (train_x, train_y)
        xs.extend(rows)
        ys.extend([winner] * len(rows))
    x, y = np.array(train_x), np.array(train_y)
    w = fit(x, y)
    hx, hy = np.array(test_x), np.array(test_y)
    print(f"{args.games} games, {len(y)} training and {len(hy)} held-out positions")
    print(
        f"log-likelihood per position: fitted {log_likelihood(x, y, w):.4f}, held out "
        f"{log_likelihood(hx, hy, w):.4f}, uniform {np.log(0.25):.4f}"
    )
    for name, weight in zip(FEATURES, w, strict=True):
        print(f"  {name:20s} {weight:+.4f}")
    print(f"{time.perf_counter() - began:.0f} s")
    if not args.dry_run:
        model = {
            "features": list(FEATURES),
            "weights": [round(float(v), 5) for v in w],
            "fitted on": f"python scripts/fit_win_model.py --games {args.games} --seed {args.seed}",
        }
        MODEL_FILE.write_text(json.dumps(model, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {MODEL_FILE}")


if __name__ == "__main__":
    main()
