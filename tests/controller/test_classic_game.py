"""The classic ruleset through the desktop game: the controller, window and scene (offscreen).

Whole 2-player and 2v2 games run to the end at instant speed; positions are opened like saved games
(``load_from``) to check the Ten's victim prompt, the Ace's distance, partner assist, empty seats, the
team result and the round trip of saves and records.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from support.classic_position import classic_json
from support.sync import assert_view_matches

from jackaroo.ai import RandomPolicy
from jackaroo.controller.game_controller import GameController
from jackaroo.model import Action, Game
from jackaroo.model.board import SAFE_START
from jackaroo.model.cards import Card
from jackaroo.model.record import GameRecord
from jackaroo.view.dialogs.start import GameOverDialog
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.settings.store import load_statistics

SEED = 11
CPU_WAITS_MS = 60_000  # as held_controller holds them (tests/controller/conftest.py)


@pytest.fixture
def controller(held_controller):
    """A shown window and its controller; instant animations; CPUs held (CPU_WAITS_MS)."""
    return held_controller


def open_position(controller: GameController, tmp_path: Path, marbles: str, hand: str, **kwargs) -> Game:
    """Open a classic position (tests/support/classic_position.py) the way a saved game is opened."""
    path = tmp_path / "position.json"
    path.write_text(json.dumps(classic_json(marbles, hand, **kwargs)))
    assert controller.load_from(path)
    assert controller.game is not None
    return controller.game


def play_to_the_end(controller: GameController, qtbot) -> int:
    """The player's seat is played by a Random CPU; every CPU acts at once; the winner."""
    controller.driver.cpu_delay_ms = 0
    with qtbot.waitSignal(controller.game_finished, timeout=120_000) as finished:
        controller.play_seat_by(0, RandomPolicy(3))
    qtbot.waitUntil(
        lambda: controller.game_over.dialog is not None and controller.game_over.dialog.isVisible(),
        timeout=5000,
    )
    (winner,) = finished.args
    return winner


def dialog_text(controller: GameController) -> str:
    dialog = controller.game_over.dialog
    assert isinstance(dialog, GameOverDialog)
    return " ".join(label.text() for label in dialog.findChildren(QLabel))


# -- whole games ------------------------------------------------------------------------------------
def test_a_two_player_classic_game_runs_to_the_end(controller, qtbot) -> None:
    controller.start(GameOptions("Sara", seed=SEED), ruleset="classic", players=["human", "greedy"])
    game = controller.game
    assert game.state.players == ("human", "none", "greedy", "none")
    assert set(controller.driver.players) == {0, 2}
    window, scene = controller.window, controller.scene
    # the empty seats: no marbles, no card backs, no name, the panel says so
    for seat in (1, 3):
        assert not any(scene.marbles[m].isVisible() for m in range(4 * seat, 4 * seat + 4))
        assert scene.backs[seat] == []
        assert scene.names[seat].text() == ""
        assert window.panels[seat].name.text() == "Empty seat"
        assert seat in scene.board.empty
    assert window.panels[0].marker.text() == "▶ to play" or window.panels[2].marker.text() == "▶ to play"
    winner = play_to_the_end(controller, qtbot)
    game = controller.game
    assert game.is_over and winner == game.winner
    assert all(c >= SAFE_START for c in game.state.seat_locations(winner))
    assert_view_matches(scene, game.state)
    assert f"{game.state.names[winner]} wins" in dialog_text(controller)
    assert "Winner" in window.panels[winner].marker.text()
    assert load_statistics().played == 0  # classic games are not counted


def test_a_two_against_two_game_names_the_winning_team(controller, qtbot) -> None:
    controller.start(
        GameOptions("Sara", seed=SEED), ruleset="classic", players=["human", "random", "greedy", "random"]
    )
    window, scene = controller.window, controller.scene
    assert window.panels[0].team.text() == "Team 1: Sara & CPU 2"
    assert window.panels[3].team.text() == "Team 2: CPU 1 & CPU 3"
    assert scene.board.teams == {0: 0, 2: 0, 1: 1, 3: 1}
    winner = play_to_the_end(controller, qtbot)
    state = controller.game.state
    partner = state.classic.partner(winner)
    assert all(c >= SAFE_START for c in state.seat_locations(winner) + state.seat_locations(partner))
    first, second = state.names[winner], state.names[partner]
    assert f"{first} and {second} win!" in dialog_text(controller)
    assert "Winner" in window.panels[winner].marker.text()
    assert "Winner" in window.panels[partner].marker.text()
    assert controller.window.log_lines()[-1].strip() in (
        f"{first} and {second} win!",
        "You and {second} win!",
    )


# -- the player's input -----------------------------------------------------------------------------
def test_the_player_as_the_tens_victim_is_asked_and_the_card_leaves_the_hand(
    controller, qtbot, tmp_path
) -> None:
    game = open_position(
        controller, tmp_path, "t5 | t30", "10S 2C 3D 6H", current=3, hands={0: "4S 8H 7D 9C"}
    )
    controller.driver.cpu_delay_ms = 0
    controller.play_seat_by(3, _Fixed("10S discard"))
    qtbot.waitUntil(controller.input.acting, timeout=5000)
    assert controller.input.choosing_discard()
    assert "choose a card to give up" in controller.window.prompt.text()
    assert all(item.isEnabled() for item in controller.scene.hand)
    index = list(game.state.hands[0]).index(Card.parse("9C"))
    controller.input.select_card(index)
    assert Card.parse("9C") not in controller.game.state.hands[0]
    assert controller.game.state.firepit[-1] == Card.parse("9C")
    assert controller.game.state.classic.pending_by is None
    qtbot.waitUntil(
        lambda: any(
            "You give up Nine" in line or "Sara gives up" in line for line in controller.window.log_lines()
        )
    )


def test_a_cpu_victim_answers_at_once(controller, qtbot, tmp_path) -> None:
    open_position(controller, tmp_path, "t5 | t30", "10S 2C 3D 6H")
    controller.driver.cpu_delay_ms = 0
    controller.driver.play(Action.parse("10S discard"))
    qtbot.waitUntil(controller.input.acting, timeout=10_000)
    lines = controller.window.log_lines()
    assert any(line.strip().startswith("CPU 1 gives up") for line in lines)
    assert any("CPU 1 loses this turn" in line for line in lines)


def test_the_ace_asks_1_or_11(controller, qtbot, tmp_path) -> None:
    game = open_position(controller, tmp_path, "t5", "AS 2C 3D 6H")
    window = controller.window
    controller.input.select_card(list(game.state.hands[0]).index(Card.parse("AS")))
    controller.input.click_marble(game.state.marble_at(5))
    assert not window.distance_box.isHidden()
    assert [window.distance_box.itemText(i) for i in range(window.distance_box.count())] == [
        "1 forward",
        "11 forward",
    ]
    window.distance_box.setCurrentIndex(1)
    assert controller.input.selection.action() == Action.parse("AS move t5 11")
    controller.input.play_selected()
    assert controller.game.state.marbles[0] == 16
    assert window.distance_box.isHidden()


def test_a_five_without_a_marble_fields_the_partner(controller, tmp_path) -> None:
    game = open_position(controller, tmp_path, "t5", "5S 2C 3D 6H")
    controller.input.select_card(list(game.state.hands[0]).index(Card.parse("5S")))
    assert controller.window.play_button.isEnabled()
    controller.input.play_selected()
    assert controller.game.state.seat_locations(2).count(55) == 1


def test_partner_assist_highlights_the_partners_marbles(controller, tmp_path) -> None:
    game = open_position(controller, tmp_path, "s0 s1 s2 s3 | | t60 s1", "6H 2C 3D 9S")
    controller.input.select_card(list(game.state.hands[0]).index(Card.parse("6H")))
    highlighted = {m for m, item in controller.scene.marbles.items() if item.highlighted}
    assert highlighted == {game.state.marble_at(60)}
    controller.input.click_marble(game.state.marble_at(60))
    controller.input.play_selected()
    assert 66 in controller.game.state.seat_locations(2)


def test_a_card_that_cannot_be_played_is_not_dropped_while_another_can(controller, tmp_path) -> None:
    game = open_position(controller, tmp_path, "", "AS 2C 3D 6H")
    controller.input.select_card(list(game.state.hands[0]).index(Card.parse("6H")))
    assert not controller.window.play_button.isEnabled()
    assert "must play" in controller.window.prompt.text()
    controller.input.play_selected()
    assert Card.parse("6H") in controller.game.state.hands[0]


# -- saves, records, replay -------------------------------------------------------------------------
def test_save_and_record_of_a_classic_game_round_trip(controller, qtbot, tmp_path) -> None:
    controller.driver.cpu_delay_ms = 0
    controller.files.autosave_file = tmp_path / "autosave.json"
    controller.start(GameOptions("Sara", seed=SEED), ruleset="classic", players=["human", "random", "random"])
    for _ in range(3):
        qtbot.waitUntil(controller.input.acting, timeout=10_000)
        controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.input.acting, timeout=10_000)
    state = controller.game.state
    assert GameRecord.from_json(controller.files.autosave_file.read_text()).final_game().state == state
    assert controller.files.save_to(tmp_path / "game.json")
    assert controller.files.save_record_to(tmp_path / "record.json")
    record = GameRecord.from_json((tmp_path / "record.json").read_text())
    assert record.final_game().state == state
    assert controller.load_from(tmp_path / "game.json")
    assert controller.game.state == state and controller.game.state.players == (
        "human",
        "random",
        "random",
        "none",
    )
    assert controller.player(3) is None
    assert controller.load_from(tmp_path / "record.json")
    assert controller.replay is not None
    controller.replay.go_to(len(record))
    controller.end_replay()
    assert controller.game.state == state


class _Fixed:
    """A policy that plays one given action."""

    name = "fixed"

    def __init__(self, action: str) -> None:
        self.action = Action.parse(action)

    def choose(self, obs):
        return self.action


def test_the_start_dialogs_options_start_a_classic_game_with_empty_seats(qtbot, controller) -> None:
    from jackaroo.view.settings.seats import Seat

    seats = (Seat("human", "Sara"), Seat("none", ""), Seat("greedy", "Omar"), Seat("none", ""))
    controller.start(GameOptions.of_seats(seats, seed=SEED, ruleset="classic"))
    state = controller.game.state
    assert state.ruleset == "classic"
    assert state.players == ("human", "none", "greedy", "none")
    assert (state.names[0], state.names[2]) == ("Sara", "Omar")
    assert sorted(controller.driver.players) == [0, 2] and controller.player(0).person
