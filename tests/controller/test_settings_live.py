"""Settings in the running game (jackaroo.controller.settings.preferences): the Settings dialog and the menus
change the live controller, scene and sound at once, stay in step with each other, and are
remembered for the next start.  Settings live in each test's own folder; no audio is played."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialogButtonBox

from jackaroo.composition import build
from jackaroo.model.events import GameWon, MarbleFielded
from jackaroo.view.dialogs.settings import SettingsDialog
from jackaroo.view.dialogs.start import StartDialog
from jackaroo.view.settings.preferences import Preferences
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.settings.store import load_preferences

SEED = 2024
CPU_WAITS_MS = 60_000


@pytest.fixture(autouse=True)
def settings_folder(tmp_path):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    return tmp_path


@pytest.fixture
def controller(qtbot):
    """A window and controller with a game started; the CPUs wait, so nothing moves by itself."""
    window, controller = build()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = CPU_WAITS_MS
    controller.start(GameOptions("Sara", seed=SEED))
    yield controller
    controller.stop()


def open_settings(controller) -> SettingsDialog:
    controller.window.settings_action.trigger()
    dialog = controller.preferences.dialog
    assert isinstance(dialog, SettingsDialog)
    assert dialog.isVisible()
    return dialog


def checked(group) -> object:
    (action,) = [a for a in group.actions() if a.isChecked()]
    return action.data()


def test_settings_has_its_menu_item_and_the_standard_shortcut(controller) -> None:
    action = controller.window.settings_action
    assert action.shortcut() == QKeySequence(QKeySequence.StandardKey.Preferences)
    assert action.menuRole() == action.MenuRole.PreferencesRole
    menus = [a.menu() for a in controller.window.menuBar().actions() if a.menu()]
    options = next(m for m in menus if controller.window.strict_action in m.actions())
    assert action in options.actions()


def test_the_dialog_changes_the_live_game(controller) -> None:
    scene, window = controller.scene, controller.window
    dialog = open_settings(controller)
    dialog.speed_box.setCurrentIndex(dialog.speed_box.findData(0.5))
    assert scene.animator.speed == 0.5
    dialog.delay_box.setCurrentIndex(dialog.delay_box.findData(300))
    assert controller.driver.cpu_delay_ms == 300
    dialog.traps_check.click()
    assert scene.show_traps
    assert any(mark.isVisible() for mark in scene.traps)
    dialog.symbols_check.click()
    assert scene.show_symbols and scene.board.symbols
    assert all(item.symbol for item in scene.marbles.values())
    assert all(panel.symbols and not panel.swatch.pixmap().isNull() for panel in window.panels)
    dialog.strict_check.click()
    assert controller.driver.strict
    dialog.sound_check.click()
    assert controller.sound.muted
    # ... and the menus show it
    assert checked(window.speed_group) == 0.5
    assert checked(window.delay_group) == 300
    assert window.traps_action.isChecked()
    assert window.symbols_action.isChecked()
    assert window.strict_action.isChecked()
    assert not window.sound_action.isChecked()


def test_the_menus_change_the_open_dialog(controller) -> None:
    window = controller.window
    dialog = open_settings(controller)
    (slow,) = [a for a in window.speed_group.actions() if a.data() == 1.6]
    slow.trigger()
    assert controller.scene.animator.speed == 1.6
    assert dialog.speed_box.currentData() == 1.6
    (two,) = [a for a in window.delay_group.actions() if a.data() == 2000]
    two.trigger()
    assert dialog.delay_box.currentData() == 2000
    for action, check in (
        (window.traps_action, dialog.traps_check),
        (window.symbols_action, dialog.symbols_check),
        (window.strict_action, dialog.strict_check),
        (window.sound_action, dialog.sound_check),
    ):
        before = check.isChecked()
        action.trigger()
        assert check.isChecked() is not before
    assert controller.scene.show_traps and controller.scene.show_symbols and controller.driver.strict
    assert controller.sound.muted


def test_a_menu_change_leaves_the_other_settings_alone(controller) -> None:
    controller.window.traps_action.trigger()
    assert controller.scene.animator.speed == 0  # as the fixture set it
    assert controller.driver.cpu_delay_ms == CPU_WAITS_MS


def test_changes_are_remembered_for_the_next_start(controller, qtbot) -> None:
    dialog = open_settings(controller)
    dialog.speed_box.setCurrentIndex(dialog.speed_box.findData(1.6))
    dialog.symbols_check.click()
    controller.window.strict_action.trigger()
    controller.window.sound_action.trigger()
    stored = load_preferences()
    assert (stored.speed, stored.symbols, stored.strict, stored.sound) == (1.6, True, True, False)
    # the next start (as jackaroo.app.main does it)
    window, again = build(preferences=load_preferences())
    qtbot.addWidget(window)
    assert again.scene.animator.speed == 1.6
    assert again.scene.show_symbols and again.driver.strict and again.sound.muted
    assert checked(window.speed_group) == 1.6
    assert window.symbols_action.isChecked() and window.strict_action.isChecked()
    assert not window.sound_action.isChecked()
    assert again.preferences.current == replace(stored)


def test_the_stored_preferences_are_not_rewritten_at_start(settings_folder, qtbot) -> None:
    window, controller = build(preferences=replace(Preferences(), show_traps=True))
    qtbot.addWidget(window)
    assert controller.scene.show_traps and window.traps_action.isChecked()
    assert not (settings_folder / "Jackaroo" / "Jackaroo.ini").exists()


def test_cpu_levels_and_name_apply_from_the_next_game(controller, qtbot) -> None:
    game = controller.game
    dialog = open_settings(controller)
    for box in dialog.level_boxes:
        box.setCurrentIndex(box.findData("greedy"))
    dialog.name_edit.setText("Mona")
    assert controller.game is game  # the game goes on as it was
    assert game.state.players[1:] == ("random",) * 3
    assert game.state.names[0] == "Sara"
    assert load_preferences().levels == ("greedy",) * 3
    start = StartDialog(controller.options.name)  # as Game > New game opens it
    qtbot.addWidget(start)
    assert start.levels() == ("greedy",) * 3
    assert start.name_edit.text() == "Mona"
    controller.start(start.options())
    assert controller.game.state.players[1:] == ("greedy",) * 3


def test_the_dialog_shows_what_the_start_dialog_stored(controller, qtbot) -> None:
    start = StartDialog()
    qtbot.addWidget(start)
    start.name_edit.setText("Omar")
    start.level_boxes[0].setCurrentIndex(start.level_boxes[0].findData("expert"))
    start.accept()
    dialog = open_settings(controller)
    assert dialog.name_edit.text() == "Omar"
    assert dialog.level_boxes[0].currentData() == "expert"
    controller.window.traps_action.trigger()  # storing the others keeps the start dialog's choices
    assert load_preferences().levels[0] == "expert"


def test_restore_defaults_applies_them(controller) -> None:
    window = controller.window
    window.traps_action.trigger()
    window.symbols_action.trigger()
    dialog = open_settings(controller)
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert not controller.scene.show_traps and not controller.scene.show_symbols
    assert controller.scene.animator.speed == 1.0
    assert controller.driver.cpu_delay_ms == 700
    assert not window.traps_action.isChecked()


def test_the_dialog_is_opened_once_and_refreshed(controller) -> None:
    dialog = open_settings(controller)
    dialog.close()
    controller.window.traps_action.trigger()
    assert open_settings(controller) is dialog
    assert dialog.traps_check.isChecked()


def test_mute_silences_the_game(controller, qtbot) -> None:
    played: list[str] = []
    controller.sound.player = played.append
    scene = controller.scene
    scene.show_events((MarbleFielded(0, 0),), controller.game.state)
    qtbot.waitUntil(scene.animator.is_idle, timeout=5000)
    assert played == ["field"]
    controller.window.sound_action.trigger()
    scene.show_events((GameWon(0),), controller.game.state)
    qtbot.waitUntil(scene.animator.is_idle, timeout=5000)
    assert played == ["field"]
    controller.window.sound_action.trigger()
    scene.show_events((GameWon(0),), controller.game.state)
    qtbot.waitUntil(scene.animator.is_idle, timeout=5000)
    assert played == ["field", "win"]


def test_a_played_action_makes_its_sounds(controller, qtbot) -> None:
    played: list[str] = []
    controller.sound.player = played.append
    game = controller.game
    controller.driver.play(game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=5000)
    assert played and played[0] == "card"
