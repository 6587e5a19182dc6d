"""A game review: for each decision of one seat in a record, the estimated win chance of the action
taken and of Expert's choice, and which decisions were mistakes.

Each estimate is a Monte Carlo value over determinizations of what the seat could see then
(information-set sampling, as Expert's search; Cowling, Powley and Whitehouse 2012): a sampled
table, the action, then the game played out to its end by every seat at random.  Both actions face
the same samples and the same future draws (common random numbers), so their difference is less
noisy than either value.  A decision is a **mistake** when Expert's action is estimated at least
:data:`MISTAKE` more likely to win and that difference is at least two standard errors of the
paired samples (so noise alone rarely makes one).  Reproducible from ``seed``; a fixed number of
rollouts, never wall time.  Pure Python: the app runs it on a worker thread with a progress bar.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from ..model.actions import Action, Verb
from ..model.chance import Chance
from ..model.errors import JackarooError
from ..model.game import Game
from ..model.record import GameRecord, play_recorded
from ..model.rules import Ruleset
from ..model.table import Table
from .determinize import Determinizer
from .expert import ExpertPolicy
from .greedy import partner_of, rules_for
from .observation import observe

#: a decision is a mistake when the best action's win chance is this much higher (0..1)
MISTAKE = 0.10
#: rollouts per action by default
ROLLOUTS = 24
#: a rollout that has not ended after this many actions counts as not won (never seen in practice)
MAX_PLIES = 5000


@dataclass(frozen=True)
class Judgement:
    """Decision ``index`` (0-based, in the record) of ``seat``: ``taken`` and Expert's ``best`` (action
    notation) with their estimated win chances (0..1) over ``rollouts`` samples each."""

    index: int
    seat: int
    taken: str
    best: str
    taken_chance: float
    best_chance: float
    rollouts: int
    #: the standard error of ``best_chance - taken_chance`` over the paired samples
    error: float = 0.0

    @property
    def loss(self) -> float:
        """How much win chance the action taken gave away (0 when it was as good)."""
        return max(0.0, self.best_chance - self.taken_chance)

    @property
    def mistake(self) -> bool:
        return self.taken != self.best and self.loss >= max(MISTAKE, 2 * self.error)


def outcomes(
    game: Game, seat: int, actions: list[Action], rollouts: int, rng: random.Random
) -> list[list[int | None]]:
    """Per sample, each action's outcome for ``seat`` (or its side): 1 won, 0 lost, None when the
    sampled traps make the action illegal; seen from what ``seat`` may see in ``game`` (whose seat to
    act it must be)."""
    obs = observe(game, seat)
    rules: Ruleset = rules_for(obs, game.rules)
    determinizer = Determinizer(obs, rules.deck())
    samples: list[list[int | None]] = []
    for _ in range(rollouts):
        table = determinizer.sample(rng)
        seed = rng.getrandbits(32)
        row: list[int | None] = []
        for action in actions:
            trial = table.copy()
            chance = Chance(seed)
            try:
                rules.apply(trial, action, chance)
            except JackarooError:  # illegal under this sample's traps: not counted
                row.append(None)
                continue
            row.append(_plays_out(trial, rules, chance, random.Random(seed), seat))
        samples.append(row)
    return samples


def judge(index: int, seat: int, taken: Action, best: Action, samples: list[list[int | None]]) -> Judgement:
    """The judgement of one decision from its :func:`outcomes` (taken first, then best if different)."""
    taken_wins = [row[0] for row in samples if row[0] is not None]
    best_wins = [row[-1] for row in samples if row[-1] is not None]
    pairs = [row[-1] - row[0] for row in samples if row[0] is not None and row[-1] is not None]
    error = 0.0
    if len(pairs) > 1:
        mean = sum(pairs) / len(pairs)
        variance = sum((d - mean) ** 2 for d in pairs) / (len(pairs) - 1)
        error = math.sqrt(variance / len(pairs))
    return Judgement(
        index,
        seat,
        str(taken),
        str(best),
        sum(taken_wins) / len(taken_wins) if taken_wins else 0.0,
        sum(best_wins) / len(best_wins) if best_wins else 0.0,
        len(samples),
        error,
    )


def _plays_out(table: Table, rules: Ruleset, chance: Chance, rng: random.Random, seat: int) -> int:
    """1 if ``seat``'s side wins ``table`` played to its end at random, else 0."""
    for _ in range(MAX_PLIES):
        if table.winner is not None:
            return int(table.winner in (seat, partner_of(table, seat)))
        rules.apply(table, rng.choice(rules.legal_actions(table)), chance)
    return 0


def review(
    record: GameRecord,
    seat: int,
    *,
    rollouts: int = ROLLOUTS,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Judgement]:
    """Judge every decision of ``seat`` in ``record`` that had a choice (more than one legal action
    and not only drops).  ``progress(done, total)`` is called after each action of the record;
    ``cancelled()`` true stops the review early (what was judged so far is returned).  Raises the
    model's JackarooError family for a record whose actions cannot be replayed."""
    rng = random.Random(seed)
    expert = ExpertPolicy(random.Random(rng.getrandbits(32)))
    game = record.initial_game()
    judgements: list[Judgement] = []
    total = len(record.actions)
    for index, notation in enumerate(record.actions):
        if cancelled is not None and cancelled():
            break
        if game.current_seat == seat and not game.is_over:
            legal = game.legal_actions()
            if len(legal) > 1 and any(a.verb is not Verb.DROP for a in legal):
                taken = Action.parse(notation)
                best = expert.choose(observe(game, seat))
                candidates = [taken] if best == taken else [taken, best]
                samples = outcomes(game, seat, candidates, rollouts, rng)
                judgements.append(judge(index, seat, taken, best, samples))
        play_recorded(game, notation)
        if progress is not None:
            progress(index + 1, total)
    return judgements
