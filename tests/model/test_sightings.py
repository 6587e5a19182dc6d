"""The public record of where traps have been proved absent (jackaroo.model.sightings)."""

from support.position import position

from jackaroo.model import Game
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


def test_a_copy_keeps_the_sightings_and_a_loaded_game_starts_without():
    g = position("t10", "6S")
    g.play("6S move t10")
    assert g.copy().sightings == g.sightings != TrapSightings()
    assert Game.from_json(g.to_json()).sightings == TrapSightings()
