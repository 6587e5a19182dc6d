"""The data folder is ``…/Jackaroo``, once, not ``…/Jackaroo/Jackaroo`` (Qt's AppDataLocation of
organisation and application "Jackaroo"), and what an earlier version kept there is moved up at the
next start: the unfinished game is offered as before.  While a server hosted by an earlier version
may still run in the old folder (its ``server.pid``), nothing moves that run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from support.online_app import launch as start

from jackaroo.controller.records.online_games import FOLDER
from jackaroo.model.game import Game
from jackaroo.model.record import GameRecord
from jackaroo.view.settings.data_folder import data_folder


@pytest.fixture
def named(qapp):
    """The application named as the game names itself (:func:`jackaroo.composition.application`)."""
    names = qapp.applicationName(), qapp.organizationName()
    qapp.setApplicationName("Jackaroo")
    qapp.setOrganizationName("Jackaroo")
    yield
    qapp.setApplicationName(names[0])
    qapp.setOrganizationName(names[1])


def earlier_folder() -> Path:
    """Where earlier versions kept the player's files, with an unfinished game and a kept online
    game's record in it; returns it."""
    old = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    assert old.parts[-2:] == ("Jackaroo", "Jackaroo")
    (old / FOLDER).mkdir(parents=True)
    (old / "autosave.json").write_text(GameRecord.start(Game.new(seed=3)).to_json(), encoding="utf-8")
    (old / FOLDER / "t1-0.json").write_text("{}", encoding="utf-8")
    return old


def test_the_files_of_an_earlier_version_move_up_into_the_data_folder(named, qtbot) -> None:
    old = earlier_folder()
    kept = (old / "autosave.json").read_text(encoding="utf-8")
    window, controller = start(qtbot)
    try:
        new = old.parent
        assert new.name == "Jackaroo" and data_folder() == new
        assert window.home.resume.isVisible()  # the unfinished game is offered, as before
        assert controller.files.autosave_file == new / "autosave.json"
        assert (new / "autosave.json").read_text(encoding="utf-8") == kept
        assert (new / FOLDER / "t1-0.json").is_file() and not old.exists()
    finally:
        controller.stop()


def test_nothing_moves_while_a_server_hosted_by_an_earlier_version_may_run_there(named, qtbot) -> None:
    old = earlier_folder()
    pid = {"pid": 2**22 + 1, "port": 1, "db": str(old / "server.db"), "control": ""}  # (not running)
    (old / "server.pid").write_text(json.dumps(pid), encoding="utf-8")
    window, controller = start(qtbot)
    try:  # this run: the old folder, whole (the stale pid file is cleared once found so)
        assert data_folder() == old and controller.files.autosave_file == old / "autosave.json"
        assert window.home.resume.isVisible()
        assert not (old / "server.pid").exists()
    finally:
        controller.stop()
    window.close()
    window, controller = start(qtbot)  # the next start moves it all
    try:
        assert data_folder() == old.parent and not old.exists()
        assert controller.files.autosave_file == old.parent / "autosave.json"
        assert window.home.resume.isVisible()
    finally:
        controller.stop()
