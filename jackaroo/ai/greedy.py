"""The Greedy CPU: one-ply search with the shared evaluation."""

from __future__ import annotations

import random
from typing import Final

from mypy_extensions import mypyc_attr

from ..model.actions import Action, Verb
from ..model.cards import CardKind, default_card_table
from ..model.chance import Chance, choice
from ..model.errors import JackarooError
from ..model.players import GREEDY
from ..model.rules import RULESETS, Ruleset
from ..model.rules.guc import GucRules
from ..model.table import Table
from .determinize import Determinizer
from .evaluate import evaluate
from .observation import Observation

#: what keeping a card for a later turn of the round is worth (its flexibility), in evaluation steps
KEEP: Final = {
    CardKind.BURNER: 9.0, CardKind.SAVER: 9.0, CardKind.KING: 6.0, CardKind.SEVEN: 4.0,
    CardKind.JACK: 4.0, CardKind.ACE: 3.0, CardKind.FIVE: 2.0, CardKind.FOUR: 2.0,
    CardKind.TEN: 2.0, CardKind.QUEEN: 2.0, CardKind.STANDARD: 0.0,
}  # fmt: skip
#: a Ten or Queen discard costs an opponent a turn
DISCARD: Final = 6.0


def action_scores(actions: tuple[Action, ...], table: Table, rules: Ruleset, chance: Chance) -> list[float]:
    """Score of each action of the seat to act on ``table``: the evaluation after it, minus the value
    of keeping its card, plus a bonus for a discard.  Traps on ``table`` are ignored (nobody knows
    them); ``chance`` serves the draws the actions make (a discarded card, a Saver's cell)."""
    seat = table.current
    last_turn = len(table.hands[seat]) == 1
    base_safe = bases_protect(table)
    partner = partner_of(table, seat)
    traps, table.traps = table.traps, []
    scores = []
    for action in actions:
        trial = table.copy()
        try:
            rules.apply(trial, action, chance)
        except JackarooError:  # legal in the real game, not in this determinization (a hidden trap)
            scores.append(float("-inf"))
            continue
        score = evaluate(trial.marbles, seat, partner, base_safe=base_safe)
        if not last_turn:
            score -= KEEP[action.card.kind]
        if action.verb is Verb.DISCARD:
            score += DISCARD
        scores.append(score)
    table.traps = traps
    return scores


def partner_of(table: Table, seat: int) -> int | None:
    """``seat``'s partner in a classic team game, else None (the evaluation counts it as own side)."""
    return table.classic.partner(seat) if table.classic is not None else None


def bases_protect(table: Table) -> bool:
    """Whether a marble on its own Base cell is safe from others (the default game: yes; the classic
    rules protect only Home and the Safe Zone)."""
    return table.classic is None


def rules_for(obs: Observation, rules: Ruleset) -> Ruleset:
    """``rules`` if they are the observed game's ruleset, else that ruleset (built once)."""
    if rules.name == obs.ruleset:
        return rules
    other = _OTHER_RULES.get(obs.ruleset)
    if other is None:
        other = _OTHER_RULES[obs.ruleset] = RULESETS[obs.ruleset](default_card_table())
    return other


_OTHER_RULES: dict[str, Ruleset] = {}


def greedy_action(table: Table, rules: Ruleset, chance: Chance, rng: random.Random) -> Action:
    """The Greedy choice of the seat to act on a complete table (used inside searches)."""
    actions = rules.legal_actions(table)
    if len(actions) == 1:
        return actions[0]
    scores = action_scores(actions, table, rules, chance)
    best = max(scores)
    return choice(rng, [a for a, s in zip(actions, scores, strict=True) if s == best])


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, and still a base for other levels
class GreedyPolicy:
    """Plays the legal action whose resulting position evaluates best (one ply, no lookahead).

    Hidden cards do not matter for one ply, and traps are unknown, so the position is evaluated on a
    determinization without traps.  Ties are broken by the policy's own generator.
    """

    name = GREEDY

    def __init__(self, rng: random.Random | int | str | None = None, rules: Ruleset | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.rules = rules or GucRules(default_card_table())
        self.scratch = Chance(self.rng.getrandbits(32))  # draws of trial actions

    def choose(self, obs: Observation) -> Action:
        actions = obs.legal_actions()
        if len(actions) == 1:
            return actions[0]
        rules = rules_for(obs, self.rules)
        table = Determinizer(obs, rules.deck()).sample(self.rng, traps=False)
        scores = action_scores(actions, table, rules, self.scratch)
        best = max(scores)
        return choice(self.rng, [a for a, s in zip(actions, scores, strict=True) if s == best])
