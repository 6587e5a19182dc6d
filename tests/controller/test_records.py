"""The controller's game records, replay mode, log export and statistics (offscreen).

Settings and data folders point into the test's folder; animations are instant unless a test is about
them.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton
from support import without_isolates
from support.position import position
from support.sync import assert_view_matches

from jackaroo.ai import RandomPolicy
from jackaroo.controller.game_controller import GameController
from jackaroo.controller.records.saves import read_game_file
from jackaroo.model import Action, Game, GameRecord
from jackaroo.model.errors import StateFormatError
from jackaroo.model.events import HomeCause, MarbleSentHome
from jackaroo.model.statistics import GameResult, Statistics
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.settings.store import STATISTICS_KEY, load_statistics, save_statistics, settings

SEED = 2024
CPU_WAITS_MS = 60_000  # as held_controller holds them (tests/controller/conftest.py)


@pytest.fixture
def controller(held_controller):
    """A shown window, a game started (the player to act), instant animations, CPUs held."""
    held_controller.start(GameOptions("Sara", seed=SEED))
    return held_controller


def play_on(controller: GameController, qtbot, actions: int | None = None) -> None:
    """Let every seat play (the player's by a Random stand-in) until ``actions`` are recorded, or to
    the end of the game; then hold the CPUs again."""
    controller.driver.cpu_delay_ms = 0
    controller.play_seat_by(0, RandomPolicy(1))
    if actions is None:
        qtbot.waitUntil(lambda: controller.game.is_over, timeout=60_000)
    else:
        qtbot.waitUntil(lambda: len(controller.record) >= actions, timeout=30_000)
    # hold the CPUs: no decision in flight may play after this
    controller.driver.cpu_delay_ms = CPU_WAITS_MS
    controller.driver.withdraw()
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=5000)


def winning(game: Game):
    for action in game.legal_actions():
        twin = game.copy()
        twin.play(action)
        if twin.is_over:
            return action
    raise AssertionError("no winning action")


def load_winnable(controller: GameController, tmp_path, players=None) -> None:
    game = position("t98 s1 s2 s3", "AS 2S 3S 4S")
    text = game.to_json()
    if players:
        obj = json.loads(text)
        for seat, player in enumerate(players):
            obj["seats"][seat]["player"] = player
        text = json.dumps(obj)
    path = tmp_path / "winnable.json"
    path.write_text(text, encoding="utf-8")
    assert controller.load_from(path)


# -- records ----------------------------------------------------------------------------------------
def test_the_controller_records_every_action_of_the_game(controller, qtbot) -> None:
    record = controller.record
    assert record is not None and len(record) == 0
    assert record.initial_state_json == controller.game.to_json()
    play_on(controller, qtbot, actions=30)
    record = controller.record
    assert len(record) >= 30
    assert record.final_game().to_json() == controller.game.to_json()
    notations = [e.notation for e in controller.window.log.entries() if e.notation is not None]
    assert [line.split(": ", 1)[1] for line in notations][-len(record) :] == list(record.actions)


def test_a_strict_forfeit_is_recorded_and_replays(controller, qtbot) -> None:
    path_game = position("t10 t12 | t40", "4C 6H AS 5H")
    controller.driver.strict = True
    controller.take_over(path_game)
    assert not controller.driver.play(Action.parse("6H move t10"))  # it cannot pass its own marble
    assert controller.record.actions == ("6H drop",)
    again = GameRecord.from_json(controller.record.to_json())
    assert again.final_game().to_json() == controller.game.to_json()


def test_save_record_then_open_replays_it_and_back_to_the_game_continues(controller, qtbot, tmp_path) -> None:
    play_on(controller, qtbot, actions=12)
    path = tmp_path / "game-record.json"
    assert controller.files.save_record_to(path)
    record = controller.record
    assert GameRecord.from_json(path.read_text(encoding="utf-8")) == record
    final = controller.game.to_json()

    controller.start(GameOptions("Omar", seed=9))
    assert controller.load_from(path)
    replay = controller.replay
    assert replay is not None and replay.index == 0 and replay.count == len(record)
    assert controller.window.replay_bar.isVisible()
    assert_view_matches(controller.scene, record.game_at(0).state)
    assert not controller.input.acting()
    controller.escape()  # Esc: back to the game
    assert controller.replay is None
    assert not controller.window.replay_bar.isVisible()
    assert controller.game.to_json() == final
    assert_view_matches(controller.scene, controller.game.state)
    assert controller.record == record  # the record goes on from here
    lines = controller.window.log_lines()
    assert lines[-1] == f"Game loaded from {path.name}"  # its name: the folder is no news
    # the game's history in words, as a resumed game shows it
    words = [entry.words[0] for step in record.steps() for entry in [log_entry_of(step)]]
    assert all(line in lines for line in words) and len(words) == len(record)


def log_entry_of(step):
    from jackaroo.view.text.describe import log_entry

    return log_entry(step.seat, step.notation, step.events, step.before, step.after)


def test_open_refuses_a_record_with_a_bad_action_naming_it(controller, tmp_path) -> None:
    game = Game.new(seed=4)
    record = GameRecord.start(game).add(game.legal_actions()[0]).add("KS move t77")
    path = tmp_path / "bad-record.json"
    path.write_text(record.to_json(), encoding="utf-8")
    before = controller.game
    assert not controller.load_from(path)
    assert controller.game is before
    assert "'actions[1]'" in controller.window.banner.text()
    assert "bad-record.json" in controller.window.banner.text()


# -- replay -----------------------------------------------------------------------------------------
def test_replay_steps_forwards_and_backwards_with_keys_and_buttons(controller, qtbot) -> None:
    play_on(controller, qtbot, actions=20)
    record = controller.record
    live = controller.game.to_json()
    window = controller.window
    window.activateWindow()
    qtbot.waitActive(window)  # the keys are window shortcuts
    controller.start_replay()
    replay = controller.replay
    bar = window.replay_bar
    assert replay.index == 0 and not bar.previous_button.isEnabled()
    steps = list(record.steps())
    for k in range(1, 6):
        qtbot.keyClick(window, Qt.Key.Key_Right)
        qtbot.waitUntil(controller.scene.animator.is_idle)
        assert replay.index == k
        assert_view_matches(controller.scene, steps[k - 1].after)
        assert f"{k} of {len(record)}" in bar.position.text()
    assert window.prompt.text().startswith("Replay: CPU 1 plays Five ♣")  # words, not notation
    assert steps[4].notation not in window.prompt.text()
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert replay.index == 4
    assert_view_matches(controller.scene, steps[3].after)
    qtbot.mouseClick(bar.previous_button, Qt.MouseButton.LeftButton)
    assert replay.index == 3
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert replay.index == len(record) and not bar.next_button.isEnabled()
    assert_view_matches(controller.scene, controller.game.state)
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert replay.index == 0
    assert_view_matches(controller.scene, record.game_at(0).state)
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(controller.scene.animator.is_idle)
    assert replay.index == 1
    # the log shows the replayed actions; the game's own log comes back afterwards
    assert any(steps[0].notation in (entry.notation or "") for entry in window.log.entries())
    qtbot.mouseClick(bar.leave_button, Qt.MouseButton.LeftButton)
    assert controller.replay is None
    assert controller.game.to_json() == live
    assert_view_matches(controller.scene, controller.game.state)
    assert controller.input.acting() == (controller.game.current_seat == 0 and not controller.game.is_over)


def test_replay_forwards_animates_through_the_animation_queue(controller, qtbot) -> None:
    play_on(controller, qtbot, actions=6)
    controller.scene.animator.speed = 1.0
    controller.start_replay()
    controller.replay.next()
    assert not controller.scene.animator.is_idle()  # the action's events are being animated
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)
    assert_view_matches(controller.scene, next(iter(controller.record.steps())).after)
    # a step asked for during an animation finishes it first
    controller.replay.next()
    controller.replay.next()
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)
    steps = list(controller.record.steps())
    assert_view_matches(controller.scene, steps[2].after)
    controller.end_replay()


def test_during_replay_no_cpu_acts_and_no_input_reaches_the_game(controller, qtbot) -> None:
    play_on(controller, qtbot, actions=8)
    controller.driver.cpu_delay_ms = 0
    controller.play_seat_by(0, None)
    controller.start_replay()
    game, state, length = controller.game, controller.game.state, len(controller.record)
    controller.replay.next()
    qtbot.wait(200)  # let any timer or worker answer come
    assert controller.game is game and game.state is state
    assert len(controller.record) == length
    assert controller.driver.question is None
    assert not controller.input.acting()
    controller.input.select_card(0)
    controller.input.click_marble(0)
    controller.input.play_selected()
    controller.input.field()
    controller.input.hint()
    assert game.state is state and controller.input.selection.card is None
    assert not controller.window.play_button.isEnabled()
    assert not controller.window.hint_button.isEnabled()
    # back to the game: the CPUs go on
    controller.end_replay()
    if game.current_seat != 0:
        qtbot.waitUntil(lambda: game.state is not state, timeout=10_000)


def test_nothing_to_replay_says_so(controller) -> None:
    controller.start_replay()
    assert controller.replay is None
    assert "Nothing to replay" in controller.window.banner.text()


def test_a_new_game_ends_the_replay(controller, qtbot) -> None:
    play_on(controller, qtbot, actions=4)
    controller.start_replay()
    controller.start(GameOptions("Sara", seed=3))
    assert controller.replay is None
    assert not controller.window.replay_bar.isVisible()
    assert controller.input.acting()
    assert len(controller.window.log_lines()) == 1


def test_game_over_offers_replay_and_the_dialog_does_not_come_back(controller, qtbot, tmp_path) -> None:
    load_winnable(controller, tmp_path)
    assert controller.driver.play(winning(controller.game))
    qtbot.waitUntil(
        lambda: controller.game_over.dialog is not None and controller.game_over.dialog.isVisible()
    )
    dialog = controller.game_over.dialog
    replay = next(b for b in dialog.findChildren(QPushButton) if b.text().replace("&", "") == "Replay")
    qtbot.mouseClick(replay, Qt.MouseButton.LeftButton)
    assert controller.replay is not None and controller.replay.count == 1
    assert controller.game_over.dialog is None
    controller.replay.last()
    controller.end_replay()
    assert controller.game_over.dialog is None
    assert controller.window.prompt.text() == "Game over."


# -- log export -------------------------------------------------------------------------------------
def test_export_log_writes_the_log_lines_as_utf8(controller, qtbot, tmp_path) -> None:
    controller.start(GameOptions("سارة", seed=SEED))
    play_on(controller, qtbot, actions=10)
    controller.window.log.set_show_notation(True)  # View > Show notation: exported as shown
    path = tmp_path / "log.txt"
    assert controller.files.export_log_to(path)
    text = path.read_bytes().decode("utf-8")
    assert text.splitlines() == controller.window.log_lines()
    assert text.endswith("\n")
    assert "سارة: " in without_isolates(text)
    assert any(a in text for a in controller.record.actions)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".log.txt")) == []
    assert not controller.files.export_log_to(tmp_path / "missing" / "log.txt")
    assert "Could not export" in controller.window.banner.text()


# -- statistics -------------------------------------------------------------------------------------
def test_a_finished_game_counts_once(controller, qtbot, tmp_path) -> None:
    load_winnable(controller, tmp_path, players=("human", "random", "greedy", "random"))
    assert controller.driver.play(winning(controller.game))
    stats = load_statistics()
    assert stats.played == stats.won == 1
    assert stats.levels["greedy"].played == 1
    assert stats.current_streak == stats.best_streak == 1
    assert stats.fastest_win == 1  # round 1, turn 0
    qtbot.waitUntil(lambda: controller.game_over.dialog is not None)
    controller.scene.animator.flush()
    controller.game_over.dialog.close()
    controller.start_replay()
    controller.end_replay()
    assert load_statistics() == stats
    # the same game loaded again and won the same way does not count again
    load_winnable(controller, tmp_path, players=("human", "random", "greedy", "random"))
    assert controller.driver.play(winning(controller.game))
    assert load_statistics() == stats
    # nor does opening the finished game
    path = tmp_path / "finished.json"
    assert controller.files.save_to(path)
    assert controller.load_from(path)
    assert load_statistics() == stats


def test_a_lost_game_ends_the_streak_and_counts_captures(controller, qtbot, tmp_path) -> None:
    save_statistics(Statistics().add(GameResult("random", True, 30, 0, "earlier")))
    controller.start(GameOptions("Sara", seed=SEED))
    play_on(controller, qtbot)
    game = controller.game
    stats = load_statistics()
    assert stats.played == 2
    captures = sum(
        1
        for step in controller.record.steps()
        for e in step.events
        if isinstance(e, MarbleSentHome)
        and e.by_seat == 0
        and e.marble // 4 != 0
        and e.cause is not HomeCause.TRAP
    )
    assert stats.captures == captures
    if game.winner == 0:
        assert stats.current_streak == 2
    else:
        assert stats.current_streak == 0 and stats.best_streak == 1


def test_the_statistics_dialog_shows_the_figures_and_resets_after_confirmation(
    controller, qtbot, monkeypatch
) -> None:
    stats = (
        Statistics().add(GameResult("expert", True, 41, 3, "a")).add(GameResult("random", False, 30, 1, "b"))
    )
    save_statistics(stats)
    controller.window.stats_action.trigger()
    dialog = controller.game_over.stats_dialog
    qtbot.waitUntil(dialog.isVisible)
    table = dialog.table
    cells = [[table.item(r, c).text() for c in range(4)] for r in range(5)]
    assert cells == [
        ["1", "0", "0", "–"],
        ["0", "0", "–", "–"],
        ["1", "1", "100", "41"],
        ["0", "0", "–", "–"],
        ["2", "1", "50", "41"],
    ]
    assert dialog.current_streak.text() == "0" and dialog.best_streak.text() == "1"
    assert dialog.captures.text() == "4"
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *args: answers.pop(0)))
    dialog.reset_button.click()
    assert load_statistics() == stats
    dialog.reset_button.click()
    assert load_statistics() == Statistics()
    assert table.item(4, 0).text() == "0"
    assert any(label.text() == "0" for label in dialog.findChildren(QLabel))


def test_damaged_stored_statistics_read_as_empty(controller) -> None:
    store = settings()
    store.setValue(STATISTICS_KEY, "{not json")
    store.sync()
    assert load_statistics() == Statistics()
    controller.game_over.show_statistics()
    assert controller.game_over.stats_dialog.table.item(4, 0).text() == "0"


# -- reading either kind of file --------------------------------------------------------------------
@pytest.mark.parametrize(
    "content",
    [
        b'{"format": "jackaroo/record", "version": 1}',
        b'{"format": "jackaroo/record", "version": 1, "initial": {}, "actions": []}',
        b'{"format": "jackaroo/record", "actions": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
        b"[" * 100_000,
        b"\xff\xfe not text",
    ],
    ids=["missing-keys", "empty-initial", "deep-nesting", "unclosed", "binary"],
)
def test_read_game_file_raises_only_state_format_errors(tmp_path, content) -> None:
    path = tmp_path / "file.json"
    path.write_bytes(content)
    with pytest.raises(StateFormatError):
        read_game_file(path)


def test_read_game_file_tells_saves_and_records_apart(tmp_path) -> None:
    game = Game.new(seed=8)
    record = GameRecord.start(game).add(game.legal_actions()[0])
    (tmp_path / "save.json").write_text(game.to_json(), encoding="utf-8")
    (tmp_path / "record.json").write_text(record.to_json(), encoding="utf-8")
    assert read_game_file(tmp_path / "save.json").to_json() == game.to_json()
    assert read_game_file(tmp_path / "record.json") == record
