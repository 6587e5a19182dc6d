"""The music and sound-effects toggles, as a player uses them: the two square buttons on the table
and the View menu stay in step, are remembered, the music stays out of the lessons unless turned on
there, and where no sound can play both toggles are disabled and say why."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from support.person import click, menu_item

from jackaroo.view.audio.sound import AudioStatus
from jackaroo.view.settings.store import load_preferences


@pytest.fixture
def controller(held_controller):
    return held_controller


def test_the_table_buttons_and_the_menu_are_one_toggle(controller, qtbot) -> None:
    window = controller.window
    buttons = window.sound_buttons
    assert buttons.isVisible()
    assert window.music_action.isChecked() == controller.music.enabled
    was = window.music_action.isChecked()
    click(qtbot, buttons.music_button)
    assert window.music_action.isChecked() is not was
    assert controller.music.enabled is not was
    assert load_preferences().music is not was  # remembered
    click(qtbot, buttons.effects_button)
    assert not window.sound_action.isChecked() and controller.sound.muted
    window.sound_action.trigger()
    assert buttons.effects_button.isChecked() and not controller.sound.muted


def test_a_click_on_a_button_keeps_the_boards_keys(controller, qtbot) -> None:
    window = controller.window
    window.view.setFocus()
    click(qtbot, window.sound_buttons.music_button)
    assert window.view.hasFocus() or not window.isActiveWindow()
    assert window.sound_buttons.music_button.focusPolicy() == Qt.FocusPolicy.NoFocus


@pytest.mark.parametrize(
    ("status", "reason"),
    [
        (AudioStatus.NO_DEVICE, "No sound can play: no audio output was found"),
        (AudioStatus.NO_MULTIMEDIA, "No sound can play: Qt Multimedia could not be loaded"),
        (AudioStatus.NO_SOUNDS, "No sound can play: the game's sounds are missing"),
    ],
)
def test_where_no_sound_can_play_the_toggles_say_why(controller, qtbot, status, reason) -> None:
    window = controller.window
    controller.preferences.show_audio(status)
    for action, button in (
        (window.music_action, window.sound_buttons.music_button),
        (window.sound_action, window.sound_buttons.effects_button),
    ):
        assert not action.isEnabled() and not button.isEnabled()
        assert action.toolTip().startswith(reason)
        assert button.toolTip().startswith(reason)
    checked = window.music_action.isChecked()
    qtbot.mouseClick(window.sound_buttons.music_button, Qt.MouseButton.LeftButton)
    assert window.music_action.isChecked() == checked  # a disabled button does nothing


def test_with_sound_the_toggles_are_offered(controller) -> None:
    window = controller.window
    controller.preferences.show_audio(AudioStatus.NO_DEVICE)
    controller.preferences.show_audio(AudioStatus.READY)
    assert window.music_action.isEnabled() and window.sound_action.isEnabled()
    assert window.music_action.toolTip() == "A calm track under the game"


def test_no_music_in_the_lessons_unless_turned_on_there(controller, qtbot) -> None:
    window = controller.window
    window.music_action.setChecked(True)
    assert controller.music.should_play
    window.lessons_action.trigger()
    assert controller.lessons.active
    assert not window.music_action.isChecked() and not controller.music.should_play
    click(qtbot, window.sound_buttons.music_button)  # turned on in the lessons
    assert window.music_action.isChecked() and controller.music.should_play
    click(qtbot, controller.lessons.panel.leave_button)
    assert window.music_action.isChecked() and controller.music.should_play


def test_leaving_the_lessons_gives_the_setting_back(controller, qtbot) -> None:
    window = controller.window
    window.music_action.setChecked(True)
    window.lessons_action.trigger()
    assert not controller.music.should_play
    click(qtbot, controller.lessons.panel.leave_button)
    assert window.music_action.isChecked() and controller.music.should_play


def test_the_settings_dialog_sets_the_music_and_its_volume(controller, qtbot) -> None:
    controller.window.settings_action.trigger()
    dialog = controller.preferences.dialog
    qtbot.waitExposed(dialog)
    dialog.music_volume.setFocus()
    qtbot.keyClick(dialog.music_volume, Qt.Key.Key_End)
    assert controller.music.volume == 1.0
    qtbot.keyClick(dialog.music_volume, Qt.Key.Key_Home)
    assert controller.music.volume == 0.0
    assert load_preferences().music_volume == 0
    click(qtbot, dialog.music_check)
    assert controller.music.enabled == dialog.music_check.isChecked()
    assert controller.window.music_action.isChecked() == dialog.music_check.isChecked()
    dialog.close()


def test_where_no_sound_can_play_the_settings_say_why_too(controller, qtbot) -> None:
    """The Settings dialog agrees with the View menu: its sound and music settings are disabled and
    a line says why (Options > Settings…, chosen with the keyboard)."""
    window = controller.window
    controller.preferences.show_audio(AudioStatus.NO_DEVICE)
    menus = [action.text() for action in window.menuBar().actions()]
    menu_item(qtbot, window, Qt.Key.Key_E, menu=menus.index("&Options"), opener=Qt.Key.Key_O)
    dialog = controller.preferences.dialog
    qtbot.waitExposed(dialog)
    note = dialog.silence_note
    assert note.isVisible() and note.text().startswith("No sound can play: no audio output was found")
    assert not dialog.music_check.isEnabled() and not dialog.sound_check.isEnabled()
    assert not dialog.music_volume.isEnabled()
    controller.preferences.show_audio(AudioStatus.READY)
    assert dialog.music_check.isEnabled() and not note.isVisible()
    dialog.close()
