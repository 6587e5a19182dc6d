"""Saved games (jackaroo.controller.records.saves) and the controller's save, open and autosave.

The autosave folder is Qt's test-mode folder under a temporary HOME, so nothing touches the user's
data; animations are instant and the CPUs play at once unless a test holds them.
"""

from __future__ import annotations

import json
import os

import pytest
from support.position import position

from jackaroo.controller.game_controller import GameController
from jackaroo.controller.records import saves
from jackaroo.controller.records.saves import autosave_path, read_save, write_atomically
from jackaroo.model import Game
from jackaroo.model.errors import StateFormatError
from jackaroo.model.record import GameRecord
from jackaroo.version import WRITTEN_BY
from jackaroo.view.settings.seats import GameOptions

SEED = 2024


@pytest.fixture
def controller(held_controller):
    """A shown window, a game started (the player to act), instant animations, CPUs held."""
    held_controller.start(GameOptions("Sara", seed=SEED))
    return held_controller


def play_first(controller: GameController) -> None:
    """The player plays their first legal action."""
    game = controller.game
    assert game is not None and controller.input.acting()
    assert controller.driver.play(game.legal_actions()[0])


# -- saves module -----------------------------------------------------------------------------------
def test_write_atomically_replaces_the_content_and_leaves_no_temporary_file(tmp_path) -> None:
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    write_atomically(path, "new ✓")
    assert path.read_text(encoding="utf-8") == "new ✓"
    write_atomically(tmp_path / "other.json", "x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "other.json"]


def test_autosave_path_is_in_the_test_folder(isolated) -> None:
    path = autosave_path()
    assert path.name == "autosave.json"
    assert path.parent.is_dir()
    assert str(isolated) in str(path)


@pytest.mark.parametrize(
    "content",
    [
        b"not json at all",
        json.dumps({"format": "jackaroo/state", "version": 99}).encode(),
        os.urandom(1 << 20),
        b"[" * 200_000,
        b"\xff\xfe\x00garbage",
    ],
    ids=["not-json", "wrong-version", "1MB-garbage", "deep-nesting", "not-utf8"],
)
def test_read_save_raises_only_state_format_errors(tmp_path, content) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(StateFormatError):
        read_save(path)


def test_read_save_of_a_directory_or_missing_file_raises_state_format_error(tmp_path) -> None:
    with pytest.raises(StateFormatError):
        read_save(tmp_path)
    with pytest.raises(StateFormatError):
        read_save(tmp_path / "missing.json")


# -- save and open ----------------------------------------------------------------------------------
def test_save_then_load_round_trips_the_position_and_play_continues(controller, tmp_path, qtbot) -> None:
    play_first(controller)
    qtbot.waitUntil(lambda: controller.scene.animator.is_idle())
    path = tmp_path / "saved.json"
    assert controller.files.save_to(path)
    assert controller.window.log_lines()[-1] == "Game saved to saved.json"  # its name, not its folder
    saved = controller.game.to_json()
    assert path.read_text(encoding="utf-8") == controller.game.to_json(WRITTEN_BY)  # says who wrote it

    controller.start(GameOptions("Sara", seed=SEED + 1))
    controller.driver.cpu_delay_ms = 0  # after loading, the CPUs play on until it is the player's turn
    assert controller.load_from(path)
    game = controller.game
    assert game.to_json() == saved
    assert controller.window.log_lines()[-1] == "Game loaded from saved.json"
    assert not any(str(tmp_path) in line for line in controller.window.log_lines())
    assert [controller.player(s).person for s in range(4)] == [True, False, False, False]
    assert controller.window.panels[0].name.text() == "Sara"

    qtbot.waitUntil(controller.input.acting, timeout=10_000)
    assert controller.game is game and game.to_json() != saved
    play_first(controller)


def test_loading_keeps_the_policies_named_in_the_file(controller, tmp_path) -> None:
    game = Game.new(seed=5, players=("greedy", "human", "expert", "random"))
    path = tmp_path / "seats.json"
    path.write_text(game.to_json(), encoding="utf-8")
    assert controller.load_from(path)
    players = controller.driver.players
    names = {s: None if p.person else type(p.policy).__name__ for s, p in players.items()}
    assert names == {0: "GreedyPolicy", 1: None, 2: "ExpertPolicy", 3: "RandomPolicy"}
    assert controller.human_seat == 1


@pytest.mark.parametrize(
    "content",
    [
        b"{ this is not json",
        json.dumps({"format": "jackaroo/state", "version": 2}).encode(),
        os.urandom(1 << 20),
    ],
    ids=["not-json", "wrong-version", "1MB-garbage"],
)
def test_a_corrupt_file_is_named_in_the_banner_and_changes_nothing(controller, tmp_path, content) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    before = controller.game
    position_before = before.to_json()
    assert not controller.load_from(path)
    assert controller.game is before and before.to_json() == position_before
    assert "bad.json" in controller.window.banner.text()
    assert path.read_bytes() == content
    assert controller.input.acting()


def test_a_directory_is_refused_in_the_banner(controller, tmp_path) -> None:
    before = controller.game
    assert not controller.load_from(tmp_path)
    assert controller.game is before
    assert "Could not open" in controller.window.banner.text()
    assert tmp_path.is_dir()


def test_saving_to_an_unwritable_place_says_so(controller, tmp_path) -> None:
    assert not controller.files.save_to(tmp_path / "no" / "such" / "folder.json")
    assert "Could not save" in controller.window.banner.text()


# -- autosave ---------------------------------------------------------------------------------------
def test_autosave_appears_after_an_action(controller) -> None:
    controller.files.autosave_file = autosave_path()
    assert not controller.files.autosave_file.exists()
    play_first(controller)
    assert controller.files.autosave_file.exists()
    kept = GameRecord.from_json(controller.files.autosave_file.read_text(encoding="utf-8"))
    assert kept.final_game().to_json() == controller.game.to_json()  # the record: it resumes with its log
    folder = controller.files.autosave_file.parent
    assert [p.name for p in folder.iterdir()] == [saves.AUTOSAVE_NAME]


def test_autosave_disappears_when_the_game_ends(controller, tmp_path, qtbot) -> None:
    path = tmp_path / "winning.json"
    path.write_text(position("t98 s1 s2 s3", "AS 2S 3S 4S").to_json(), encoding="utf-8")
    assert controller.load_from(path)
    controller.files.autosave_file = autosave_path()
    controller.files.autosave_file.write_text("an older game", encoding="utf-8")
    assert controller.driver.play(_winning(controller.game))
    assert controller.game.is_over
    assert not controller.files.autosave_file.exists()
    qtbot.waitUntil(lambda: controller.game_over.dialog is not None)


def _winning(game: Game):
    for action in game.legal_actions():
        twin = game.copy()
        twin.play(action)
        if twin.is_over:
            return action
    raise AssertionError("no winning action")
