"""The Random CPU (RULES.md section 5) and the observation it plays from."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from support.position import legal, position

from jackaroo.ai import Observation, RandomPolicy, observe
from jackaroo.model import Action, Card, Game, Verb
from jackaroo.model.engine import COMPILED, engine

TRIALS = 4000
#: chi-square critical value at p = 0.001 by degrees of freedom
CHI2_999 = {1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52}


def choices(game: Game, seed: int, trials: int = TRIALS) -> Counter[str]:
    """How often each action is chosen from the same observation."""
    policy = RandomPolicy(seed)
    obs = observe(game, game.current_seat)
    return Counter(str(policy.choose(obs)) for _ in range(trials))


def assert_distribution(counts: Counter[str], expected: dict[str, float]) -> None:
    """Only the expected outcomes occur, with frequencies a chi-square test accepts."""
    assert set(counts) == set(expected), counts
    n = sum(counts.values())
    chi2 = sum((counts[k] - n * p) ** 2 / (n * p) for k, p in expected.items())
    assert chi2 < CHI2_999[len(expected) - 1], (counts, chi2)


# -- always legal ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [3, 4])
def test_choices_in_whole_games_are_legal_and_drop_only_when_nothing_is_playable(seed: int) -> None:
    game = Game.new(seed=seed, players=("random",) * 4)
    policies = [RandomPolicy(seed * 10 + p) for p in range(4)]
    drops = forced = 0
    while not game.is_over:
        seat = game.current_seat
        obs = observe(game, seat)
        action = policies[seat].choose(obs)
        assert action in obs.legal_actions()
        assert action in game.legal_actions()
        playable = [c for c in obs.hand if obs.card_actions(c)]
        if playable:
            assert action.verb is not Verb.DROP, f"dropped {action} while {playable} are playable"
        else:
            forced += 1
            assert action.verb is Verb.DROP and action.card in obs.hand
        drops += action.verb is Verb.DROP
        game.play(action)
    assert drops == forced > 0


def test_with_no_playable_card_a_uniform_card_of_the_hand_is_dropped() -> None:
    game = position("| | |", "2S 3S 6S 8S")
    assert legal(game) == {"2S drop", "3S drop", "6S drop", "8S drop"}
    counts = choices(game, seed=1)
    assert_distribution(counts, {"2S drop": 0.25, "3S drop": 0.25, "6S drop": 0.25, "8S drop": 0.25})


def test_with_one_card_left_that_cannot_be_played_it_is_dropped() -> None:
    game = position("| | |", "9H")
    assert RandomPolicy(0).choose(observe(game, 0)) == Action.parse("9H drop")


# -- uniform choices -------------------------------------------------------------------------------
def test_card_choice_is_uniform_among_playable_cards() -> None:
    game = position("t10 | | |", "2S 3S 6S 8S")
    assert legal(game) == {"2S move t10", "3S move t10", "6S move t10", "8S move t10"}
    counts = choices(game, seed=2)
    assert_distribution(counts, dict.fromkeys(legal(game), 0.25))


def test_unplayable_cards_are_never_chosen_beside_playable_ones() -> None:
    # a marble on Safe cell 0: a Two or Three moves it, a Six or Eight would go past Safe cell 3
    game = position("s0 | | |", "2S 6S 3S 8S")
    assert legal(game) == {"2S move s0", "3S move s0", "6S drop", "8S drop"}
    counts = choices(game, seed=3)
    assert_distribution(counts, {"2S move s0": 0.5, "3S move s0": 0.5})


def test_cards_are_counted_per_slot_of_the_hand() -> None:
    # two copies of the Two in the hand make it twice as likely as the Three
    game = position("s0 | | |", "2S 8S 2S 3S")
    assert legal(game) == {"2S move s0", "3S move s0", "8S drop"}
    counts = choices(game, seed=4)
    assert_distribution(counts, {"2S move s0": 2 / 3, "3S move s0": 1 / 3})


def test_action_choice_is_uniform_among_the_cards_actions() -> None:
    game = position("t10 t40 t70 | | |", "2S")
    assert legal(game) == {"2S move t10", "2S move t40", "2S move t70"}
    counts = choices(game, seed=5)
    assert_distribution(counts, dict.fromkeys(legal(game), 1 / 3))


def test_two_stage_choice_card_first_then_action() -> None:
    # the Five has 4 actions and the Two 1: each card is chosen half of the time
    game = position("t10 | t30 t60 t80 |", "5S 2S")
    five = {a for a in legal(game) if a.startswith("5S")}
    assert five == {"5S move t10", "5S move t30", "5S move t60", "5S move t80"}
    counts = choices(game, seed=6)
    assert_distribution(counts, {"2S move t10": 0.5} | dict.fromkeys(five, 0.125))


# -- determinism -----------------------------------------------------------------------------------
def _sequence(policy: RandomPolicy, game: Game, n: int = 200) -> list[Action]:
    obs = observe(game, game.current_seat)
    return [policy.choose(obs) for _ in range(n)]


def test_same_seed_gives_the_same_choices() -> None:
    game = position("t10 t40 | t30 | |", "5S 7S JS 2S")
    assert _sequence(RandomPolicy(9), game) == _sequence(RandomPolicy(9), game)
    assert _sequence(RandomPolicy(9), game) == _sequence(RandomPolicy(random.Random(9)), game)
    assert _sequence(RandomPolicy(9), game) != _sequence(RandomPolicy(10), game)


def test_same_seeds_play_the_same_game() -> None:
    def play(seed: int) -> list[Action]:
        game = Game.new(seed=seed, players=("random",) * 4)
        policies = [RandomPolicy(seed + p) for p in range(4)]
        actions = []
        while not game.is_over:
            action = policies[game.current_seat].choose(observe(game, game.current_seat))
            game.play(action)
            actions.append(action)
        return actions

    assert play(12) == play(12)


def test_the_policy_does_not_touch_the_global_generator() -> None:
    game = position("t10 t40 | t30 | |", "5S 7S JS 2S")
    random.seed(1234)
    expected = random.random()
    random.seed(1234)
    _sequence(RandomPolicy(1), game)
    assert random.random() == expected


# -- the observation -------------------------------------------------------------------------------
def _midgame(seed: int = 41, actions: int = 60) -> Game:
    game = Game.new(seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        game.play(rng.choice(game.legal_actions()))
    return game


def test_observation_of_a_seat_not_to_act_shows_its_hand_and_no_card_actions() -> None:
    game = _midgame()
    state = game.state
    for seat in range(4):
        obs = observe(game, seat)
        assert obs.seat == seat and obs.current == state.current
        assert obs.hand == state.hands[seat]
        if seat != state.current:
            assert all(obs.card_actions(c) == () for c in obs.hand)


def test_observation_of_a_seat_not_to_act_has_no_legal_actions() -> None:
    game = Game.new(seed=31)
    for seat in (1, 2, 3):
        assert observe(game, seat).legal_actions() == ()
    game = _midgame()
    for seat in range(4):
        if seat != game.current_seat:
            assert observe(game, seat).legal_actions() == ()


def test_observation_of_the_seat_to_act_offers_the_games_legal_actions() -> None:
    game = _midgame()
    obs = observe(game, game.current_seat)
    assert sorted(map(str, obs.legal_actions())) == sorted(map(str, game.legal_actions()))
    for card in obs.hand:
        assert obs.card_actions(card) == game.rules.card_actions(game.table, card)


EXPECTED_FIELDS = {
    "sightings",
    "seat",
    "current",
    "round",
    "turn",
    "colours",
    "marbles",
    "hand",
    "hand_sizes",
    "deck_size",
    "firepit",
    # public: the ruleset's name, who sits where, and the classic dealer, teams and pending decision
    "ruleset",
    "players",
    "classic",
    "_actions_of",
}


def _cards_in(value: object) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple | list):
        return [c for v in value for c in _cards_in(v)]
    return []


def test_observation_exposes_no_hidden_information() -> None:
    names = {*Observation.__match_args__, "_actions_of"}
    assert names == EXPECTED_FIELDS, "a new Observation field must be checked for hidden information"
    game = _midgame()
    state = game.state
    for seat in range(4):
        obs = observe(game, seat)
        values = {name: getattr(obs, name) for name in names}
        # cards: only the seat's own hand and the public Firepit
        for name, value in values.items():
            if name not in ("hand", "firepit"):
                assert _cards_in(value) == [], f"{name} exposes cards"
        assert obs.firepit == state.firepit
        assert obs.hand_sizes == tuple(len(h) for h in state.hands)
        # the Deck only as a count; no trap cells anywhere
        assert obs.deck_size == len(state.deck) and isinstance(obs.deck_size, int)
        for name, value in values.items():
            assert value != state.traps and value != state.deck, f"{name} exposes hidden information"
        assert obs.marbles == state.marbles and len(obs.colours) == 4
    if engine() == COMPILED:  # its fields are read-only; interpreted, the type checker refuses this
        with pytest.raises(AttributeError):
            obs.hand = ()  # type: ignore[misc]
