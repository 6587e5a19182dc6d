"""Leaving a game and coming back to it: New game asks before a game in progress is lost and
brings back the win when cancelled; the kept game resumes with its log and is described (rules,
seats, round) on the home screen; file dialogs start in Documents and remember the folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QStandardPaths
from PySide6.QtWidgets import QDialog
from support.position import position

from jackaroo.controller import home
from jackaroo.controller.game_controller import GameController
from jackaroo.controller.records import files
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.text import messages
from jackaroo.view.window.home import kept_game_details


@pytest.fixture
def controller(held_controller):
    return held_controller


class Answers:
    """Stands in for the blocking dialogs: records the questions and answers them."""

    def __init__(self, monkeypatch, abandon: bool, start: bool) -> None:
        self.questions: list[str] = []
        self.dialogs = 0

        def question(_parent, _title, text, *_args):
            self.questions.append(text)
            return abandon

        def exec_(dialog):
            self.dialogs += 1
            return QDialog.DialogCode.Accepted if start else QDialog.DialogCode.Rejected

        monkeypatch.setattr(messages, "ask", question)
        monkeypatch.setattr(home.StartDialog, "exec", exec_)


def play_one(controller: GameController, qtbot) -> None:
    controller.start(GameOptions("Sara", seed=4))
    assert controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle)


def test_new_game_asks_before_leaving_a_game_in_progress(controller, qtbot, monkeypatch) -> None:
    play_one(controller, qtbot)
    game = controller.game
    answers = Answers(monkeypatch, abandon=False, start=True)
    controller.window.new_action.trigger()
    assert answers.questions and "Your unfinished game, A New Game Spin, round 1" in answers.questions[0]
    assert answers.dialogs == 0 and controller.game is game  # kept
    answers = Answers(monkeypatch, abandon=True, start=True)
    controller.window.new_action.trigger()
    assert answers.dialogs == 1 and controller.game is not game


def test_a_fresh_game_is_left_without_a_question(controller, monkeypatch) -> None:
    controller.start(GameOptions("Sara", seed=4))  # nobody has played yet
    answers = Answers(monkeypatch, abandon=False, start=False)
    controller.window.new_action.trigger()
    assert not answers.questions and answers.dialogs == 1


def test_cancelling_new_game_after_a_win_shows_the_win_again(controller, qtbot, monkeypatch) -> None:
    controller.take_over(position("t97 s1 s2 s3 | t40", "AS 2S 3S 4S"))
    assert controller.driver.play("2S move t97")
    qtbot.waitUntil(lambda: controller.game_over.dialog is not None)
    controller.game_over.dialog.done(1)  # New game…
    answers = Answers(monkeypatch, abandon=True, start=False)
    qtbot.waitUntil(lambda: answers.dialogs == 1)
    assert not answers.questions  # a finished game is not "in progress"
    qtbot.waitUntil(lambda: controller.game_over.dialog is not None)


def test_the_kept_game_resumes_where_it_stopped_with_its_log(controller, qtbot, tmp_path) -> None:
    controller.files.autosave_file = tmp_path / "autosave.json"
    play_one(controller, qtbot)
    words = [line for line in controller.window.log_lines() if line.startswith("Sara")]
    state = controller.game.state
    controller.stop()
    controller.take_over(position("t10 | t40", "5H 2S 3S 4S"))  # something else in between
    assert controller.load_from(controller.files.autosave_file, resume=True)
    assert controller.game.state == state
    assert controller.replay is None  # no replay: the game goes on
    lines = controller.window.log_lines()
    assert words and all(line in lines for line in words)
    assert lines[-1] == "Game resumed."


def test_the_kept_game_is_described_in_words(qtbot) -> None:
    game = position("t10 | t40", "5H 2S 3S 4S")
    text = kept_game_details(game.state)
    assert "A New Game Spin, round 1" in text
    assert "You: red, Person" in text and "CPU 1: green, Random" in text


def test_file_dialogs_start_in_documents_and_remember_the_folder(controller, monkeypatch, tmp_path) -> None:
    asked: list[str] = []
    chosen = tmp_path / "games" / "mine.json"
    chosen.parent.mkdir()

    def get_open(_parent, _title, folder, _filter):
        asked.append(folder)
        return str(chosen)

    monkeypatch.setattr(files, "open_file_name", get_open)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    Path(documents).mkdir(parents=True, exist_ok=True)
    controller.files.ask_open()
    controller.files.ask_open()
    assert asked == [documents, str(chosen.parent)]
    assert Path(asked[1]) == chosen.parent


def test_without_a_documents_folder_the_dialogs_start_at_home(tmp_path, monkeypatch) -> None:
    from jackaroo.view.dialogs.files import start_folder

    monkeypatch.setattr(
        QStandardPaths, "writableLocation", staticmethod(lambda _kind: str(tmp_path / "no such folder"))
    )
    assert start_folder("") == QDir.homePath()  # never the folder the game was started from
    assert start_folder(str(tmp_path)) == str(tmp_path)


def test_a_save_proposes_the_date_and_the_players() -> None:
    from datetime import date

    from jackaroo.view.dialogs.files import proposed_file_name

    day = date(2026, 11, 25)
    assert (
        proposed_file_name(day, "Sara, CPU 1, CPU 2, CPU 3", ".jackaroo")
        == "2026-11-25 Sara, CPU 1, CPU 2, CPU 3.jackaroo"
    )
    assert proposed_file_name(day, 'a/b:c*?"<>|', ".txt") == "2026-11-25 abc.txt"
    assert proposed_file_name(day, "", ".txt") == "2026-11-25.txt"


def test_open_game_asks_before_leaving_a_game_in_progress(controller, qtbot, monkeypatch) -> None:
    play_one(controller, qtbot)
    asked: list[str] = []
    monkeypatch.setattr(files, "open_file_name", lambda *args: asked.append("file") or "")
    Answers(monkeypatch, abandon=False, start=False)
    controller.window.open_action.trigger()
    assert not asked  # kept: no file dialog
    Answers(monkeypatch, abandon=True, start=False)
    controller.window.open_action.trigger()
    assert asked == ["file"]
