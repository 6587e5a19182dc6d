"""A win-chance model of the default game fitted to the outcomes of self-play games.

Each seat's position is described by a few features (:data:`FEATURES`, computed by
:func:`seat_features`); the chance that seat ``p`` wins is a softmax (a conditional logit model,
McFadden 1974) over the four seats' utilities ``u_p = sum(w_k * f_pk)``:
``P(p wins) = exp(u_p) / sum(exp(u_q))``.  The weights ``w`` are fitted by maximum likelihood to
positions at the start of each round of Greedy self-play games and the seat that went on to win
(``scripts/fit_win_model.py``, which writes ``win_model.json`` beside this module; docs/ai.md).

Expert scores the end of each rollout with :func:`win_chance` instead of the hand-set evaluation.
Pure Python, no Qt.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from importlib.resources import files
from pathlib import Path

from ..model.board import MARBLES_PER_SEAT, SAFE_START, SEATS, SIDE, TRACK_LENGTH
from .evaluate import threat_counts

#: the model's file: {"features": [...], "weights": [...], "fitted on": "..."}, beside this module
#: (found through the package, as a compiled module has no source file to stand beside)
MODEL_FILE = Path(str(files("jackaroo.ai") / "win_model.json"))

#: the features of one seat, in order (all of the seat's own marbles; threats count opponents'
#: marbles 1-13 cells behind or 4 ahead, at most 4 a marble)
FEATURES = (
    "safe",  # marbles in the Safe Zone
    "safe_depth",  # their depth in it, 0-3 cells each, over 3
    "track",  # marbles on the track
    "progress",  # cells travelled from the Base cell by the track marbles, over 100
    "alive",  # each track marble's chance of reaching its Entry past the hidden traps
    "alive_progress",  # progress times that chance
    "threats",  # opponents' marbles within reach of a track marble (its own Base cell excepted)
    "threatened_progress",  # progress times threats
    "on_base",  # marbles standing on their own Base cell
    "last",  # the least advanced marble: 0 Home, 0.2-1 on the track by progress, 1 safe
)


def seat_features(
    marbles: Sequence[int], alive: Sequence[Sequence[float]] | None = None
) -> list[list[float]]:
    """Every seat's :data:`FEATURES` for the 16 marble cells ``marbles`` (-1 Home).

    ``alive[seat][cell]`` is the chance that a marble of ``seat`` on track ``cell`` reaches its
    Entry alive (:func:`~jackaroo.ai.evaluate.alive_table`); None: 1 everywhere (no traps)."""
    near = threat_counts(marbles)
    out = []
    for seat in range(SEATS):
        safe = depth = track = progress = live = live_progress = threats = threatened = base = 0.0
        last = 1.0
        for m in range(seat * MARBLES_PER_SEAT, (seat + 1) * MARBLES_PER_SEAT):
            cell = marbles[m]
            if cell < 0:
                last = 0.0
            elif cell >= SAFE_START:
                safe += 1
                depth += ((cell - SAFE_START) % MARBLES_PER_SEAT) / 3
            else:
                track += 1
                done = ((cell - SIDE * seat) % TRACK_LENGTH) / TRACK_LENGTH
                chance = 1.0 if alive is None else alive[seat][cell]
                progress += done
                live += chance
                live_progress += done * chance
                last = min(last, 0.2 + 0.8 * done)
                if cell == SIDE * seat:
                    base += 1
                threats += near[m]
                threatened += near[m] * done
        out.append([safe, depth, track, progress, live, live_progress, threats, threatened, base, last])
    return out


def utilities(features: Sequence[Sequence[float]], weights: Sequence[float]) -> list[float]:
    """Each seat's utility ``sum(w_k * f_k)``."""
    return [sum(w * f for w, f in zip(weights, row, strict=True)) for row in features]


def win_chances(utility: Sequence[float]) -> list[float]:
    """The softmax of the seats' utilities: each seat's chance to win."""
    top = max(utility)
    exps = [math.exp(u - top) for u in utility]
    total = sum(exps)
    return [e / total for e in exps]


def load_weights(path: Path = MODEL_FILE) -> tuple[float, ...]:
    """The fitted weights, in :data:`FEATURES` order; ValueError if the file names other features."""
    obj = json.loads(path.read_text(encoding="utf-8"))
    if tuple(obj["features"]) != FEATURES:
        raise ValueError(f"{path} was fitted on other features: {obj['features']}")
    return tuple(float(w) for w in obj["weights"])


#: the fitted weights (the file ships with the package)
WEIGHTS = load_weights()


def win_chance(marbles: Sequence[int], seat: int, alive: Sequence[Sequence[float]] | None = None) -> float:
    """The model's chance that ``seat`` wins from ``marbles``, 0-1."""
    return win_chances(utilities(seat_features(marbles, alive), WEIGHTS))[seat]
