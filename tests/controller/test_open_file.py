"""Opening a file from outside the game: ``jackaroo PATH`` / ``python -m jackaroo PATH`` (a saved
game or a record, told apart by its ``format``), the macOS file-open event, the argument parsing;
and the version every saved game and record names (``written_by``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer, QUrl
from PySide6.QtGui import QFileOpenEvent

from jackaroo import app
from jackaroo.arguments import parse_arguments
from jackaroo.controller.records.file_open import FileOpenEvents
from jackaroo.model import Game, GameRecord
from jackaroo.version import WRITTEN_BY
from jackaroo.view.dialogs.start import StartDialog
from jackaroo.view.settings.seats import GameOptions


def saved_game(tmp_path: Path, seed: int = 11, actions: int = 4) -> tuple[Path, Path, Game]:
    """A saved game and a record of the same ``actions`` first actions of game ``seed``."""
    game = Game.new(seed=seed)
    record = GameRecord.start(game)
    for _ in range(actions):
        action = game.legal_actions()[0]
        game.play(action)
        record = record.add(action)
    save, record_path = tmp_path / "game.json", tmp_path / "record.json"
    save.write_text(game.to_json(), encoding="utf-8")  # no written_by: as older versions wrote
    record_path.write_text(record.to_json(), encoding="utf-8")
    return save, record_path, game


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    """The texts of the message boxes app.open_file shows instead of showing them."""
    shown: list[str] = []
    monkeypatch.setattr(
        app.QMessageBox, "warning", staticmethod(lambda _parent, _title, text: shown.append(text))
    )
    return shown


# -- arguments --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("argv", "path", "qt"),
    [
        (["jackaroo"], None, []),
        (["jackaroo", "game.json"], Path("game.json"), []),
        (["jackaroo", "-platform", "offscreen", "game.json"], Path("game.json"), ["-platform", "offscreen"]),
        (
            ["jackaroo", "game.json", "-style=fusion", "-reverse"],
            Path("game.json"),
            ["-style=fusion", "-reverse"],
        ),
        (["jackaroo", "-platform", "offscreen"], None, ["-platform", "offscreen"]),
        (["jackaroo", "--", "-odd name.json"], Path("-odd name.json"), []),
    ],
)
def test_the_file_to_open_is_told_from_qt_s_options(argv, path, qt) -> None:
    options, rest = parse_arguments(argv)
    assert options.path == path
    assert rest == ["jackaroo", *qt]
    assert not options.self_test and options.link is None


@pytest.mark.parametrize(
    ("argument", "path", "link"),
    [
        ("jackaroo://club.example:8765/AB12CD34", None, "jackaroo://club.example:8765/AB12CD34"),
        ("JACKAROO://club.example:8765/AB12/", None, "JACKAROO://club.example:8765/AB12/"),
        ("jackaroo:not-a-link", None, "jackaroo:not-a-link"),  # checked when followed
        ("file:///home/sara/My%20game.jackaroo", Path("/home/sara/My game.jackaroo"), None),
        ("file://localhost/tmp/game.jackaroo", Path("/tmp/game.jackaroo"), None),
        ("file:///C:/Users/Sara/game.jackaroo", Path("C:/Users/Sara/game.jackaroo"), None),
    ],
)
def test_a_link_or_a_file_url_is_told_from_a_path(argument, path, link) -> None:
    """A desktop passes ``%u``: an invitation link, or a file as a path or a file:// URL."""
    options, rest = parse_arguments(["jackaroo", argument, "-platform", "offscreen"])
    assert (options.path, options.link) == (path, link)
    assert rest == ["jackaroo", "-platform", "offscreen"]


# -- opening ----------------------------------------------------------------------------------------
def test_a_saved_game_opens_where_it_was_left(held_controller, tmp_path, warnings) -> None:
    save, _record, game = saved_game(tmp_path)
    held_controller.window.hide()
    assert app.open_file(held_controller.window, held_controller, save)
    assert held_controller.window.isVisible()
    assert held_controller.game.to_json() == game.to_json()
    assert warnings == []


def test_a_record_opens_in_its_replay(held_controller, tmp_path, warnings) -> None:
    _save, record, game = saved_game(tmp_path)
    assert app.open_file(held_controller.window, held_controller, record)
    assert held_controller.replay is not None  # a record is replayed from its start
    assert held_controller.game.to_json() == game.to_json()
    assert len(held_controller.record) == 4
    assert warnings == []


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (None, "cannot read the file"),
        (b"\xff\xfe\x00binary", "not text"),
        (b'{"format": "jackaroo/state", "version": 7}', "missing key"),
        (b"[1, 2", "not JSON"),
    ],
)
def test_a_bad_file_is_named_with_its_reason(held_controller, tmp_path, warnings, content, reason) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_bytes(content)
    held_controller.window.hide()
    assert not app.open_file(held_controller.window, held_controller, path)
    assert len(warnings) == 1
    assert warnings[0].startswith(f"Could not open {path}: ")
    assert reason in warnings[0], warnings[0]
    assert not held_controller.window.isVisible()  # nothing is shown for a file that is not opened
    assert held_controller.game is None


def test_main_opens_the_file_named_on_the_command_line(qapp, tmp_path, monkeypatch, warnings) -> None:
    save, _record, game = saved_game(tmp_path)
    seen: list[str] = []

    def exec_instead() -> int:  # the event loop would block: look at what main built instead
        window, _controller = built[-1]  # (not any window an earlier test left open)
        assert window.isVisible() and window.windowTitle()
        seen.append(window.controller_game_json())
        return 0

    built = []
    real_build = app.build

    def build(**kwargs):
        window, controller = real_build(**kwargs)
        controller.scene.animator.speed = 0
        controller.driver.cpu_delay_ms = 60_000
        window.controller_game_json = lambda: controller.game.to_json()
        built.append((window, controller))
        return window, controller

    monkeypatch.setattr(app, "build", build)
    monkeypatch.setattr(type(qapp), "exec", staticmethod(exec_instead))
    names = qapp.applicationName(), qapp.organizationName()
    try:
        assert app.main(["jackaroo", str(save)]) == 0
    finally:
        qapp.setApplicationName(names[0])
        qapp.setOrganizationName(names[1])
        for window, controller in built:
            controller.stop()
            window.close()
    assert seen == [game.to_json()]
    assert warnings == []


def test_a_file_open_event_asks_for_the_file(qapp, tmp_path) -> None:
    opener = FileOpenEvents(qapp)
    asked: list[Path] = []
    opener.requested.connect(asked.append)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(str(tmp_path / "game.json")))
    finally:
        qapp.removeEventFilter(opener)
        opener.deleteLater()
    assert asked == [tmp_path / "game.json"]


def test_a_url_open_event_asks_to_follow_an_invitation_link(qapp) -> None:
    opener = FileOpenEvents(qapp)
    links: list[str] = []
    opener.link_requested.connect(links.append)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(QUrl("jackaroo://club.example:8765/AB12")))
    finally:
        qapp.removeEventFilter(opener)
        opener.deleteLater()
    assert links == ["jackaroo://club.example:8765/AB12"]


# -- what wrote the file ----------------------------------------------------------------------------
def test_saves_records_and_the_autosave_name_this_version(held_controller, tmp_path) -> None:
    held_controller.start(GameOptions("Sara", seed=5))
    files = held_controller.files
    assert files.save_to(tmp_path / "game.json")
    assert files.save_record_to(tmp_path / "record.json")
    files.autosave_file = tmp_path / "autosave.json"
    files.autosave()
    for name in ("game.json", "record.json", "autosave.json"):
        assert json.loads((tmp_path / name).read_text(encoding="utf-8"))["written_by"] == WRITTEN_BY
    assert WRITTEN_BY.startswith("Jackaroo ")


def test_a_file_opened_during_a_start_up_dialog_takes_its_place(held_controller, tmp_path, warnings) -> None:
    """macOS: the double-clicked file arrives while the start dialog is open."""
    save, _record, game = saved_game(tmp_path)
    held_controller.window.hide()
    dialog = StartDialog()
    QTimer.singleShot(0, lambda: app._open_requested(held_controller.window, held_controller, save))
    assert dialog.exec() != StartDialog.DialogCode.Accepted  # it gave way
    assert held_controller.window.isVisible()
    assert held_controller.game.to_json() == game.to_json()
