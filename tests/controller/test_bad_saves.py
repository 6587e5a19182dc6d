"""Bad saved games (tests/support/bad_saves.py), read directly and opened through Game > Open game.

Each family must give its exact reason; opening it in the window must name it in the banner, keep
the game in progress as it was, leave the file alone and never touch the autosave of the game in
progress.  The autosave folder is Qt's test-mode folder under a temporary HOME.
"""

from __future__ import annotations

import pytest
from support.bad_saves import BAD_SAVES

from jackaroo.composition import build
from jackaroo.controller.records import files
from jackaroo.controller.records.saves import autosave_path, read_save
from jackaroo.model.errors import StateFormatError
from jackaroo.version import WRITTEN_BY
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.text import messages

SEED = 2024
CPU_WAITS_MS = 60_000
IDS = [case[0] for case in BAD_SAVES]


@pytest.mark.parametrize(("content", "reason"), [case[1:] for case in BAD_SAVES], ids=IDS)
def test_read_save_gives_the_exact_reason(tmp_path, content: bytes, reason: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(StateFormatError) as info:
        read_save(path)
    assert str(info.value) == reason


def test_a_missing_file_gives_the_exact_reason(tmp_path) -> None:
    with pytest.raises(StateFormatError) as info:
        read_save(tmp_path / "gone.json")
    assert str(info.value) == "cannot read the file: No such file or directory"


@pytest.fixture
def playing(qtbot):
    """A shown window with a game in progress: the player has acted (so an autosave exists) and the
    first CPU holds its action (the delay is long)."""
    window, controller = build()
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = CPU_WAITS_MS
    controller.files.autosave_file = autosave_path()
    window.show()
    qtbot.waitExposed(window)
    controller.start(GameOptions("Sara", seed=SEED))
    game = controller.game
    assert controller.driver.play(game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle)
    assert controller.files.autosave_file.read_text(encoding="utf-8") == controller.driver.record.to_json(
        WRITTEN_BY
    )
    yield controller
    controller.stop()


def open_through_the_menu(controller, monkeypatch, path) -> None:
    """Game > Open game… with the file dialog answering ``path`` (and Yes to leaving the game in
    progress for it)."""
    monkeypatch.setattr(files, "open_file_name", lambda *args, **kwargs: str(path))
    monkeypatch.setattr(messages, "ask", lambda *args: True)
    controller.window.open_action.trigger()


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
@pytest.mark.parametrize(("content", "reason"), [case[1:] for case in BAD_SAVES], ids=IDS)
def test_opening_a_bad_save_names_it_and_changes_nothing(
    playing, monkeypatch, tmp_path, content: bytes, reason: str
) -> None:
    controller = playing
    game, position = controller.game, controller.game.to_json()
    autosave = controller.files.autosave_file
    autosaved = autosave.read_bytes()
    log = controller.window.log_lines()
    path = tmp_path / "bad.json"
    path.write_bytes(content)

    open_through_the_menu(controller, monkeypatch, path)

    assert controller.window.banner.text() == f"Could not open bad.json: {reason}"
    assert controller.game is game and game.to_json() == position
    assert controller.window.log_lines() == log
    assert path.read_bytes() == content
    assert autosave.read_bytes() == autosaved
    assert sorted(p.name for p in autosave.parent.iterdir()) == [autosave.name]


def test_after_a_bad_save_the_game_goes_on_and_keeps_autosaving(
    playing, monkeypatch, tmp_path, qtbot
) -> None:
    controller = playing
    game = controller.game
    path = tmp_path / "bad.json"
    path.write_bytes(BAD_SAVES[0][1])
    open_through_the_menu(controller, monkeypatch, path)
    assert controller.window.banner.text().startswith("Could not open bad.json: ")
    controller.driver.cpu_delay_ms = 0
    qtbot.waitUntil(controller.input.acting, timeout=10_000)
    assert controller.game is game
    assert controller.files.autosave_file.read_text(encoding="utf-8") == controller.driver.record.to_json(
        WRITTEN_BY
    )
    assert controller.driver.play(game.legal_actions()[0])
    assert controller.files.autosave_file.read_text(encoding="utf-8") == controller.driver.record.to_json(
        WRITTEN_BY
    )


def test_a_missing_file_is_named_and_changes_nothing(playing, monkeypatch, tmp_path) -> None:
    controller = playing
    game, position = controller.game, controller.game.to_json()
    autosaved = controller.files.autosave_file.read_bytes()
    open_through_the_menu(controller, monkeypatch, tmp_path / "gone.json")
    assert controller.window.banner.text() == (
        "Could not open gone.json: cannot read the file: No such file or directory"
    )
    assert controller.game is game and game.to_json() == position
    assert controller.files.autosave_file.read_bytes() == autosaved
