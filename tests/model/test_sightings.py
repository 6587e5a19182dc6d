"""The public record of where traps have been proved absent (jackaroo.model.sightings)."""

import json
import re

import pytest
from support.position import position

from jackaroo.ai import make_policy, observe
from jackaroo.ai.expert import ExpertPolicy
from jackaroo.model import Game
from jackaroo.model.errors import StateFormatError
from jackaroo.model.record import GameRecord
from jackaroo.model.sightings import TrapSightings


def test_a_new_game_has_seen_nothing():
    g = Game.new(seed=1, players=("random",) * 4)
    assert g.sightings == TrapSightings()
    assert all(g.sightings.moves_since_free(c) is None for c in range(100))


def test_a_landing_proves_its_cell_free():
    g = position("t10", "6S", traps=[20, 30])
    g.play("6S move t10")
    assert g.sightings.moves_since_free(16) == 0
    assert g.sightings.moves_since_free(10) is None  # the start cell and the path prove nothing
    assert g.sightings.moves_since_free(13) is None


def test_a_firing_proves_its_cell_free_once_and_counts_the_trap_moved():
    g = position("t10 t40", "6S", traps=[16])
    g.play("6S move t10")
    assert g.sightings.moved == 1
    assert g.sightings.moves_since_free(16) == 1  # the moved trap may have landed back on it


def test_a_sighting_ages_with_every_trap_moved_after_it():
    g = position("t10 t40", "7S", traps=[12])
    g.play("7S split t10 t40 2")  # t10 lands on the trap at 12, then t40 lands on 45
    assert g.sightings.moved == 1
    assert g.sightings.moves_since_free(12) == 1
    assert g.sightings.moves_since_free(45) == 0


def test_a_swap_proves_nothing():
    g = position("t10 | t40", "JS", traps=[40, 10])
    g.play("JS swap t10 t40")
    assert g.sightings == TrapSightings()


def test_sightings_do_not_depend_on_traps_nobody_landed_on():
    one, other = position("t10", "6S", traps=[51, 61]), position("t10", "6S", traps=[71])
    one.play("6S move t10")
    other.play("6S move t10")
    assert one.sightings == other.sightings


def test_a_copy_keeps_the_sightings_and_a_saved_game_too():
    g = position("t10", "6S")
    g.play("6S move t10")
    assert g.copy().sightings == g.sightings != TrapSightings()
    text = g.to_json()
    assert json.loads(text)["sightings"] == {"moved": 0, "free": {"t16": 0}}
    loaded = Game.from_json(text)
    assert loaded.sightings == g.sightings and loaded.to_json() == text


def test_a_save_without_sightings_loads_with_none_and_nothing_seen_writes_none():
    g = position("t10", "6S")
    assert "sightings" not in json.loads(g.to_json())
    g.play("6S move t10")
    obj = json.loads(g.to_json())
    del obj["sightings"]  # a save written before the key existed
    assert Game.from_object(obj).sightings == TrapSightings()


def _random_game(seed: int, actions: int) -> Game:
    g = Game.new(seed=seed, players=("random",) * 4)
    cpu = make_policy("random", seed)
    for _ in range(actions):
        g.play(cpu.choose(observe(g, g.current_seat)))
    return g


def test_a_resumed_games_cpus_remember_what_the_table_saw():
    g = _random_game(3, 300)
    assert g.sightings.moved > 0
    resumed = Game.from_json(g.to_json())
    seat = g.current_seat
    assert observe(resumed, seat).sightings == observe(g, seat).sightings
    expert, twin = ExpertPolicy(5, samples=4), ExpertPolicy(5, samples=4)
    assert expert.choose(observe(resumed, seat)) == twin.choose(observe(g, seat))
    for _ in range(50):  # and go on seeing alike
        action = make_policy("random", 1).choose(observe(g, g.current_seat))
        g.play(action)
        resumed.play(action)
    assert resumed.sightings == g.sightings


def test_a_record_started_from_a_resumed_game_keeps_its_sightings():
    g = Game.from_json(_random_game(4, 120).to_json())
    record = GameRecord.start(g)
    assert GameRecord.from_json(record.to_json()).initial_game().sightings == g.sightings


@pytest.mark.parametrize(
    ("sightings", "message"),
    [
        ([], "'sightings' must be"),
        ({"moved": 1}, "'sightings' must be"),
        ({"moved": -1, "free": {}}, "'sightings.moved'"),
        ({"moved": True, "free": {}}, "'sightings.moved'"),
        ({"moved": 1, "free": []}, "'sightings.free' must be"),
        ({"moved": 1, "free": {"t0": 0}}, "'t0' is not a Normal Track cell"),
        ({"moved": 1, "free": {"s1": 0}}, "'s1' is not a Normal Track cell"),
        ({"moved": 1, "free": {"t12": 2}}, "'sightings.free.t12' must be an integer in 0..1"),
        ({"moved": 1, "free": {"t12": "0"}}, "'sightings.free.t12'"),
    ],
)
def test_malformed_sightings_are_refused_naming_the_field(sightings: object, message: str) -> None:
    obj = json.loads(position("t10", "6S").to_json())
    obj["sightings"] = sightings
    with pytest.raises(StateFormatError, match=re.escape(message)):
        Game.from_object(obj)


def test_a_game_without_traps_has_no_sightings_key():
    g = Game.new(seed=2, ruleset="classic", players=("random",) * 4)
    cpu = make_policy("random", 2)
    for _ in range(40):
        g.play(cpu.choose(observe(g, g.current_seat)))
    obj = json.loads(g.to_json())
    assert "sightings" not in obj
    obj["sightings"] = {"moved": 0, "free": {}}
    with pytest.raises(StateFormatError, match="only a game with traps"):
        Game.from_object(obj)
