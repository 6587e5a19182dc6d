"""The mirror of the server's game view: view JSON -> GameState, public events -> Event objects,
checked against the server's own view of real games in both rulesets."""

from __future__ import annotations

import random

import pytest

from jackaroo.model.errors import IllegalActionError
from jackaroo.model.events import MarbleMoved, RoundDealt, TrapFired
from jackaroo.model.game import Game
from jackaroo.online.mirror import PLACEHOLDER, MirrorError, MirrorGame, mirror_events, mirror_state
from jackaroo.server.views import event_json, game_view


@pytest.mark.parametrize("ruleset", ["guc", "classic"])
def test_every_position_and_event_of_random_games_mirrors_exactly(ruleset: str) -> None:
    for seed in range(6):
        game = Game.new(seed=seed, ruleset=ruleset, players=("human", "random", "random", "random"))
        rng, ply = random.Random(seed), 0
        while not game.is_over:
            seat, state = game.current_seat, game.state
            mirror = MirrorGame.from_view(game_view(game, ply, seat))
            assert [str(a) for a in mirror.legal_actions()] == [str(a) for a in game.legal_actions()]
            got = mirror.state
            assert got.marbles == state.marbles and got.hands[seat] == state.hands[seat]
            assert [len(h) for h in got.hands] == [len(h) for h in state.hands]
            assert all(card is PLACEHOLDER for p, h in enumerate(got.hands) if p != seat for card in h)
            assert len(got.deck) == len(state.deck) and got.firepit == state.firepit and got.traps == ()
            assert (got.current, got.turn, got.round, got.classic) == (
                state.current,
                state.turn,
                state.round,
                state.classic,
            )
            events = game.play(rng.choice(game.legal_actions()))
            ply += 1
            hidden = tuple(TrapFired(e.cell, -1) if isinstance(e, TrapFired) else e for e in events)
            assert mirror_events([event_json(e) for e in events]) == hidden


def test_a_spectators_view_has_no_hand_and_no_legal_actions() -> None:
    game = Game.new(seed=3)
    state = mirror_state(game_view(game, 0, None))
    assert all(card is PLACEHOLDER for hand in state.hands for card in hand)
    assert MirrorGame.from_view(game_view(game, 0, None)).legal_actions() == ()


def test_unknown_fields_and_event_kinds_are_ignored_and_bad_ones_refused() -> None:
    game = Game.new(seed=4)
    view = game_view(game, 0, 0) | {"future": 1}
    view["seats"][1]["mood"] = "happy"
    assert mirror_state(view).marbles == game.state.marbles
    events = [{"event": "fireworks"}, {"event": "dealt", "round": 1, "hand_size": 4, "extra": 0}]
    assert mirror_events(events) == (RoundDealt(1, 4),)
    moved = {"event": "moved", "marble": 5, "from": "t30", "path": ["t31", "s0"], "backwards": False}
    assert mirror_events([moved]) == (MarbleMoved(5, 30, (31, 104), False),)
    with pytest.raises(MirrorError):
        mirror_events([{"event": "moved", "marble": 5, "from": "x9", "path": []}])
    with pytest.raises(MirrorError):
        mirror_state({"seats": []})


def test_the_mirror_never_plays_an_action_itself() -> None:
    game = Game.new(seed=5)
    mirror = MirrorGame.from_view(game_view(game, 0, game.current_seat))
    with pytest.raises(IllegalActionError):
        mirror.play(mirror.legal_actions()[0])
