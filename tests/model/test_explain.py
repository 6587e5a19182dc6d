"""``Game.explain``: the error ``play`` would raise, without playing (an online table says it
before sending, and never sends what the rules refuse; RULES.md section 6)."""

from __future__ import annotations

from support.position import position
from test_legality_agreement import candidate_actions, sample_positions

from jackaroo.model import JackarooError
from jackaroo.model.actions import Action


def test_explain_gives_plays_error_and_changes_nothing() -> None:
    checked = 0
    for game in [*sample_positions(5, 30), *sample_positions(6, 20, ruleset="classic")]:
        before = game.state
        for action in candidate_actions(game):
            said = game.explain(action)
            assert game.state == before  # nothing played
            trial = game.copy()
            try:
                trial.play(action)
            except JackarooError as error:
                assert said is not None and str(said) == str(error)
                checked += 1
            else:
                assert said is None
    assert checked > 100


def test_a_field_with_no_marble_at_home_is_explained() -> None:
    game = position("t0 t10 t20 t30 | t40", "AS 2S 3S 4S")  # every red marble is out
    error = game.explain(Action.parse("AS field"))
    assert error is not None and "Home" in str(error)
