"""The description's CPU ("Random" level, RULES.md section 5)."""

from __future__ import annotations

import random

from ..model.actions import Action, Verb
from .observation import Observation


class RandomPolicy:
    """Uniform among the hand's cards that have a legal action, then uniform among that card's
    actions; with no playable card, drops a uniformly chosen card.

    Cards are counted per slot of the hand, so two copies of a card are twice as likely.
    ``rng`` is the policy's own injected generator (``random.Random``), never the global one.
    """

    name = "random"

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, obs: Observation) -> Action:
        by_card: dict[object, list[Action]] = {}
        for action in obs.legal_actions:
            if action.verb is not Verb.DROP:
                by_card.setdefault(action.card, []).append(action)
        playable = [card for card in obs.hand if card in by_card]
        if playable:
            return self.rng.choice(by_card[self.rng.choice(playable)])
        return Action(self.rng.choice(obs.hand), Verb.DROP)
