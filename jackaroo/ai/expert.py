"""The Expert CPU: determinized Monte Carlo search (Cowling, Powley and Whitehouse 2012).

For the few actions the Greedy evaluation likes best, Expert repeatedly samples a determinization of
what it cannot see (other hands, the Deck's order, the hidden traps), plays the action, lets every
seat play the rest of the round as Greedy would, up to Expert's own first turn of the next round (a
seat the table lists as the Random CPU at random, as it will: an opponent model from public
information), and scores the position reached.  In the default game the score is the chance to win
that a model fitted to self-play games gives the position (:mod:`~jackaroo.ai.win_model`), its track
marbles' chances of reaching home past the hidden traps read from the table's trap sightings; in the
classic game it is the shared evaluation (:func:`~jackaroo.ai.evaluate.evaluate`).  Every candidate
is tried on the same samples (common random numbers), and the one with the best mean score is played
(a budget may instead spread the rollouts by sequential halving, Karnin, Koren and Somekh 2013).
The work is a fixed number of rollouts, so a seed reproduces a game exactly.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterable
from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from ..model.actions import Action, Verb
from ..model.cards import default_card_table
from ..model.chance import Chance
from ..model.errors import JackarooError
from ..model.players import EXPERT, MASTER, RANDOM
from ..model.rules import CLASSIC_RULESET, DEFAULT_RULESET, Ruleset
from ..model.rules.guc import GucRules
from ..model.table import Table
from .determinize import Determinizer, trap_chances
from .evaluate import PLAIN, WIN, alive_table, evaluate
from .greedy import action_scores, bases_protect, greedy_action, partner_of, rules_for
from .observation import Observation
from .win_model import win_chance


@dataclass(frozen=True, slots=True)
class Budget:
    """A fixed amount of search per decision: ``width`` candidates, ``samples`` determinizations
    each, ``horizon`` actions played after the candidate (None: ``4 * len(hand) - 1``, see
    :class:`ExpertPolicy`);
    ``shared``: with fewer than ``width`` candidates, the ``samples * width`` rollouts are shared
    out among them (else each still gets ``samples``); ``halving``: if not 0, that many candidates
    share the ``samples * width`` rollouts by sequential halving (:meth:`_Search.halve`) instead."""

    samples: int
    width: int
    horizon: int | None
    shared: bool = True
    halving: int = 0


#: the default game's budget: 320 rollouts (160 before the compiled engine, at the same decision
#: time); sequential halving over Greedy's 12 best (``halving=12``) chose better decision by decision
#: but won no more games (docs/ai.md), so the flat share is kept
DEFAULT_BUDGET = Budget(samples=64, width=5, horizon=None)
#: the budget per ruleset name: the classic game's actions are many (Sevens, Aces, Fives on any
#: marble) and its rounds long (five cards, up to four seats), so it searches less deep
BUDGETS = {DEFAULT_RULESET: DEFAULT_BUDGET, CLASSIC_RULESET: Budget(8, 4, 8, shared=False)}
#: Master's budgets: more candidates and several times the rollouts (docs/ai.md)
MASTER_BUDGETS = {
    DEFAULT_RULESET: Budget(samples=96, width=8, horizon=None),
    CLASSIC_RULESET: Budget(24, 6, 8, shared=False),
}
#: the longest Master thinks about one decision, in seconds (its setting)
MASTER_SECONDS = 2.0


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, and still a base for other levels
class ExpertPolicy:
    """Determinized Monte Carlo over the best ``width`` Greedy candidates.

    ``samples`` determinizations are tried for each candidate (in the default game ``samples * width``
    rollouts are shared out among fewer candidates); each rollout plays ``horizon`` more actions after its
    candidate, at most ``4 * len(hand) - 1`` (None: that many).  Seat 0 starts every round, so that many
    ends the rollout when the seat is next to act: at the end of the round for seat 0, after the first
    card of each seat before it in the next round (dealt from the determinized Deck) for seats 1-3 (more
    when a discarded card made a seat skip a turn).  Left as None, the three come from ``budgets``
    (default :data:`BUDGETS`) for the observed game's ruleset.  ``seconds`` (None: no limit) stops the
    rollouts once a decision has taken that long, whatever is left of the budget (the decision then
    depends on the machine's speed).  ``model_opponents``: in the default game, the seats the observation's
    ``players`` names as the Random CPU play their rollout turns as it does (:func:`random_action`) rather
    than as Greedy.  ``halving`` (None: the budget's) candidates share the rollouts by sequential halving.
    Raises nothing; an action that a determinization's traps make illegal only loses that sample.
    """

    name = EXPERT

    def __init__(
        self,
        rng: random.Random | int | str | None = None,
        rules: Ruleset | None = None,
        samples: int | None = None,
        width: int | None = None,
        horizon: int | None = None,
        budgets: dict[str, Budget] | None = None,
        seconds: float | None = None,
        model_opponents: bool = True,
        halving: int | None = None,
    ) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.rules = rules or GucRules(default_card_table())
        self.samples = samples
        self.width = width
        self.horizon = horizon
        self.budgets = BUDGETS if budgets is None else budgets
        self.seconds = seconds
        self.model_opponents = model_opponents
        self.halving = halving
        self.scratch = Chance(self.rng.getrandbits(32))

    def choose(self, obs: Observation) -> Action:
        started = time.perf_counter()
        actions = obs.legal_actions()
        if len(actions) == 1:
            return actions[0]
        rng = self.rng
        rules = rules_for(obs, self.rules)
        determinizer = Determinizer(obs, rules.deck())
        scores = action_scores(actions, determinizer.sample(rng, traps=False), rules, self.scratch)
        budget = self.budgets.get(obs.ruleset, DEFAULT_BUDGET)
        width = self.width or budget.width
        halving = self.halving if self.halving is not None else budget.halving
        if self.width is not None:  # an explicit width: the flat share
            halving = 0
        ranked = sorted(range(len(actions)), key=scores.__getitem__, reverse=True)  # stable
        ranked = ranked[: halving or width]
        if all(actions[i].verb is Verb.DROP for i in ranked):
            return actions[ranked[0]]
        candidates = [actions[i] for i in ranked]
        horizon = self.horizon if self.horizon is not None else budget.horizon
        search = _Search(self, obs, rules, determinizer, candidates, horizon)
        samples = self.samples or budget.samples
        deadline = None if self.seconds is None else started + self.seconds
        if halving:
            return candidates[search.halve(samples * width, deadline)]
        if budget.shared:
            samples = samples * width // len(candidates)
        for _ in range(samples):
            search.sample(range(len(candidates)))
            if deadline is not None and time.perf_counter() > deadline:
                break
        means = search.means()
        return candidates[max(range(len(candidates)), key=means.__getitem__)]


def random_action(table: Table, rules: Ruleset, chance: Chance) -> Action:
    """The Random CPU's choice of the seat to act on a complete table (:mod:`.random_policy`): a
    uniformly chosen playable card, then one of its actions uniformly; else a random card dropped."""
    hand = list(table.hands[table.current])
    chance.shuffle(hand)
    for card in hand:
        actions = rules.card_actions(table, card)
        if actions:
            return actions[chance.randrange(len(actions))]
    return Action(hand[0], Verb.DROP)


class _Search:
    """The rollouts of one decision: each :meth:`sample` draws one determinization and plays the
    given candidates on it (common random numbers); :meth:`means` are their mean values so far."""

    def __init__(
        self,
        policy: ExpertPolicy,
        obs: Observation,
        rules: Ruleset,
        determinizer: Determinizer,
        candidates: list[Action],
        horizon: int | None,
    ) -> None:
        self.policy = policy
        self.rules = rules
        self.determinizer = determinizer
        self.candidates = candidates
        self.seat = obs.seat
        rest_of_round = 4 * len(obs.hand) - 1
        self.horizon = rest_of_round if horizon is None else min(horizon, rest_of_round)
        self.model = obs.classic is None  # the default game's win-chance model at the leaves
        self.alive = None  # each track marble's chance of getting past the traps likely ahead
        if rules.has_traps:
            self.alive = alive_table(trap_chances(determinizer.trap_weights))
        #: the seats whose player the observation names as the Random CPU play at random in the
        #: rollouts (every other seat, Expert's own included, plays as Greedy would)
        self.random_seats = [False] * len(obs.players)
        if policy.model_opponents and obs.classic is None:
            self.random_seats = [p == RANDOM and s != obs.seat for s, p in enumerate(obs.players)]
        self.totals = [0.0] * len(candidates)
        self.counts = [0] * len(candidates)

    def sample(self, which: Iterable[int]) -> None:
        """One more determinization for each candidate index in ``which``."""
        rng, rules, seat, scratch = self.policy.rng, self.rules, self.seat, self.policy.scratch
        table = self.determinizer.sample(rng)
        seed = rng.getrandbits(32)
        for k in which:
            trial = table.copy()
            chance = Chance(seed)  # common random numbers: every candidate faces the same future
            try:
                rules.apply(trial, self.candidates[k], chance)
            except JackarooError:  # illegal under this determinization's traps: skip the sample
                continue
            for _ in range(self.horizon):  # every seat goes on as Greedy (or Random) would
                if trial.winner is not None:
                    break
                if self.random_seats[trial.current]:
                    action = random_action(trial, rules, chance)
                else:
                    action = greedy_action(trial, rules, scratch, rng)
                rules.apply(trial, action, chance)
            if trial.winner is not None:
                won = trial.winner in (seat, partner_of(trial, seat))
                value = (1.0 if won else 0.0) if self.model else (WIN if won else -WIN)
            elif self.model:
                value = win_chance(trial.marbles, seat, self.alive)
            else:
                value = evaluate(trial.marbles, seat, partner_of(trial, seat), PLAIN, bases_protect(trial))
            self.totals[k] += value
            self.counts[k] += 1

    def halve(self, total: int, deadline: float | None = None) -> int:
        """Sequential halving (Karnin, Koren and Somekh 2013): about ``total`` rollouts in
        ``ceil(log2(n))`` rounds of equal share; each round samples the candidates still in, then
        keeps the better half by their means.  Returns the index of the best one left.  Stops early
        once ``time.perf_counter()`` passes ``deadline``."""
        alive = list(range(len(self.candidates)))
        rounds = max(1, math.ceil(math.log2(len(alive))))
        for _ in range(rounds):
            for _ in range(max(1, total // (rounds * len(alive)))):
                self.sample(alive)
                if deadline is not None and time.perf_counter() > deadline:
                    break
            means = self.means()
            alive = sorted(alive, key=means.__getitem__, reverse=True)[: (len(alive) + 1) // 2]
            if len(alive) == 1 or (deadline is not None and time.perf_counter() > deadline):
                break
        means = self.means()
        return max(alive, key=means.__getitem__)

    def means(self) -> list[float]:
        """Each candidate's mean value (-inf for one that no sample could play)."""
        return [t / c if c else float("-inf") for t, c in zip(self.totals, self.counts, strict=True)]


@mypyc_attr(allow_interpreted_subclasses=True)
class MasterPolicy(ExpertPolicy):
    """Expert's search with :data:`MASTER_BUDGETS` (8 candidates share 768 rollouts in the default
    game), stopped after ``seconds`` (default :data:`MASTER_SECONDS`) if it has not finished."""

    name = MASTER

    def __init__(
        self,
        rng: random.Random | int | str | None = None,
        rules: Ruleset | None = None,
        seconds: float | None = MASTER_SECONDS,
    ) -> None:
        super().__init__(rng, rules, budgets=MASTER_BUDGETS, seconds=seconds)
