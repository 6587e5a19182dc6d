"""The model's error messages are translatable: a fixed template, the details passed as fields.

An app translates ``error.template`` and fills it with ``error.params``; a detail baked into the
template (a card, a cell, a name) would make every message a new text to translate.
"""

import random
import re

import pytest
from support.position import position
from test_legality_agreement import candidate_actions, sample_positions

from jackaroo.model import Game, JackarooError
from jackaroo.model.cards import Card
from jackaroo.model.errors import Term

#: notation that would mean a detail was formatted into the template
DETAIL = re.compile(r"\b(t\d+|s[0-3]|(10|[2-9AJQK])[SHDC])\b|\d")
ALLOWED_NUMBERS = ("1-6, 2-5, 3-4, 4-3, 5-2 or 6-1",)


def refusals(game):
    for action in candidate_actions(game):
        before = game.copy()
        try:
            before.play(action)
        except JackarooError as error:
            yield error


def assert_translatable(error: JackarooError) -> None:
    template = error.template
    for allowed in ALLOWED_NUMBERS:
        template = template.replace(allowed, "")
    assert not DETAIL.search(template), error.template
    assert str(error) == error.template.format(**error.params)
    for name, value in error.params.items():
        assert "{" + name + "}" in error.template
        assert isinstance(value, (str, int, Card))


@pytest.mark.parametrize("seed", range(2))
def test_every_refusal_in_random_positions_has_a_fixed_template(seed):
    templates = set()
    for game in sample_positions(seed, 10):
        for error in refusals(game):
            assert_translatable(error)
            templates.add(error.template)
    assert len(templates) >= 8  # the sweep meets many kinds of refusal


def test_rank_names_and_verbs_are_vocabulary_terms():
    g = position("t10", "7S")
    with pytest.raises(JackarooError) as caught:
        g.play("7S swap t10 t10")
    error = caught.value
    assert error.template == "A {rank} cannot {verb}"
    assert error.params == {"rank": "Seven", "verb": "swap"}
    assert all(isinstance(v, Term) for v in error.params.values())
    assert str(error) == "A Seven cannot swap"


def test_cards_and_cells_are_fields():
    g = position("t10", "7S")
    with pytest.raises(JackarooError) as caught:
        g.play("6S move t10")
    assert (caught.value.template, caught.value.params) == (
        "You do not hold the card {card}",
        {"card": Card.parse("6S")},
    )
    with pytest.raises(JackarooError, match=r"^There is no marble on track cell 11$") as caught:
        g.play("7S move t11")
    assert caught.value.params == {"cell": 11}


def test_a_queen_with_no_card_to_take_says_so_plainly():
    g = position("t10", "QS", hands={1: "", 2: "", 3: ""})
    with pytest.raises(JackarooError, match=r"^No opponent has a card to discard$"):
        g.play("QS discard")


def test_every_refusal_of_the_classic_rules_has_a_fixed_template():
    rng = random.Random(3)
    game = Game.new(seed=3, ruleset="classic", players=("random",) * 4)
    templates = set()
    for _ in range(120):
        if game.is_over:
            break
        if rng.random() < 0.15:
            for error in refusals(game):
                assert_translatable(error)
                templates.add(error.template)
        game.play(rng.choice(game.legal_actions()))
    assert len(templates) >= 5
