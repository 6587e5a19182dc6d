"""Preferences and their storage (jackaroo.view.settings.preferences) and the Settings dialog on its own
(jackaroo.view.dialogs.settings).  Settings are read and written in each test's own folder."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from jackaroo.view.dialogs.settings import SettingsDialog
from jackaroo.view.dialogs.start import StartDialog
from jackaroo.view.settings import store as stored
from jackaroo.view.settings.preferences import DELAYS_MS, SPEEDS, Preferences
from jackaroo.view.settings.seats import GameOptions, Seat
from jackaroo.view.settings.store import load_preferences, remember, save_preferences, settings

CHANGED = Preferences(
    name="Sara",
    levels=("expert", "greedy", "random"),
    speed=0.5,
    cpu_delay_ms=1200,
    sound=False,
    show_traps=True,
    strict=True,
    symbols=True,
)


@pytest.fixture(autouse=True)
def settings_folder(tmp_path: Path) -> Path:
    """The folder holding this test's settings (QSettings' user INI path, set for the test)."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    return tmp_path


# -- storage ----------------------------------------------------------------------------------------
def test_nothing_stored_gives_the_defaults() -> None:
    assert load_preferences() == Preferences()
    assert Preferences() == Preferences(
        name="", levels=("random",) * 3, speed=1.0, cpu_delay_ms=700, sound=True, show_traps=False
    )
    assert not Preferences().strict
    assert not Preferences().symbols


def test_preferences_round_trip_through_the_ini_file(settings_folder) -> None:
    save_preferences(CHANGED)
    assert (settings_folder / "Jackaroo" / "Jackaroo.ini").is_file()
    assert load_preferences() == CHANGED
    back = replace(CHANGED, sound=True, show_traps=False, strict=False, symbols=False, speed=0.0)
    save_preferences(back)
    assert load_preferences() == back


@pytest.mark.parametrize(("_key", "factor"), SPEEDS)
def test_every_offered_speed_and_delay_round_trips(_key, factor) -> None:
    for ms in DELAYS_MS:
        save_preferences(Preferences(speed=factor, cpu_delay_ms=ms))
        loaded = load_preferences()
        assert (loaded.speed, loaded.cpu_delay_ms) == (factor, ms)


def test_the_name_and_levels_are_the_start_dialogs(qtbot) -> None:
    remember(GameOptions("Omar", ("greedy", "expert", "greedy")))
    loaded = load_preferences()
    assert (loaded.name, loaded.levels) == ("Omar", ("greedy", "expert", "greedy"))
    save_preferences(replace(loaded, name="Mona", levels=("expert",) * 3))
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    assert dialog.name_edit.text() == "Mona"
    assert dialog.levels() == ("expert",) * 3


def test_the_levels_are_those_of_the_cpus_the_remembered_table_seats() -> None:
    """A table the CPUs play alone has four levels, the bottom seat's ("CPU 4") first; a hot-seat
    table with two CPUs has two, and storing them keeps the usual table's third level."""
    remember(GameOptions("Omar", ("greedy", "expert", "greedy")))
    alone = (Seat("expert", ""), Seat("random", "CPU 1"), Seat("greedy", "CPU 2"), Seat("random", "CPU 3"))
    remember(GameOptions.of_seats(alone))
    loaded = load_preferences()
    assert loaded.cpu_names == ("CPU 4", "CPU 1", "CPU 2", "CPU 3")
    assert loaded.levels == ("expert", "random", "greedy", "random")
    save_preferences(replace(loaded, levels=("expert", "random", "greedy", "greedy")))
    assert [seat.kind for seat in stored.remembered_seats()] == ["expert", "random", "greedy", "greedy"]

    friends = (Seat("human", "Omar"), Seat("human", "Mona"), Seat("greedy", "Noura"), Seat("expert", ""))
    remember(GameOptions.of_seats(friends))
    loaded = load_preferences()
    assert (loaded.cpu_names, loaded.levels) == (("Noura", "CPU 3"), ("greedy", "expert"))
    save_preferences(replace(loaded, levels=("random", "expert")))
    assert [seat.kind for seat in stored.remembered_seats()] == ["human", "human", "random", "expert"]
    assert stored.remembered_levels() == ("random", "expert", "greedy")  # the usual table's third kept


def test_a_table_remembered_with_master_starts_with_expert() -> None:
    """Master is offered no more (docs/ai.md): a table an earlier version remembered with it seats
    Expert there."""
    store = stored.settings()
    store.setValue(stored.PLAYERS_KEY, ["human", "master", "random", "master"])
    store.setValue(stored.LEVELS_KEY, ["master", "random", "master"])
    assert [seat.kind for seat in stored.remembered_seats()] == ["human", "expert", "random", "expert"]
    assert stored.remembered_levels() == ("expert", "random", "expert")


def test_an_invalid_name_or_level_is_not_stored() -> None:
    save_preferences(CHANGED)
    save_preferences(replace(CHANGED, name="   ", levels=("expert", "wizard", "random")))
    loaded = load_preferences()
    assert loaded.name == "Sara"
    assert loaded.levels == CHANGED.levels
    save_preferences(replace(CHANGED, name="x" * 21))
    assert load_preferences().name == "Sara"


@pytest.mark.parametrize(
    ("key", "value", "field", "expected"),
    [
        # Qt's typed reads: text that is not a number reads as 0, any text but "false" or "0" as true
        (stored.SPEED_KEY, "fast", "speed", 0.0),
        (stored.SPEED_KEY, "0.45", "speed", 0.5),  # snaps to the nearest offered speed
        (stored.SPEED_KEY, "-3", "speed", 0.0),
        (stored.DELAY_KEY, "650", "cpu_delay_ms", 700),
        (stored.DELAY_KEY, "99999", "cpu_delay_ms", 2000),
        (stored.DELAY_KEY, "", "cpu_delay_ms", 0),
        (stored.SOUND_KEY, "false", "sound", False),
        (stored.SOUND_KEY, "0", "sound", False),
        (stored.SOUND_KEY, "maybe", "sound", True),
        (stored.TRAPS_KEY, "true", "show_traps", True),
        (stored.TRAPS_KEY, "1", "show_traps", True),
        (stored.STRICT_KEY, "yes", "strict", True),
        (stored.SYMBOLS_KEY, "FALSE", "symbols", False),
    ],
)
def test_stored_values_are_read_as_qt_types_them(key, value, field, expected) -> None:
    store = settings()
    store.setValue(key, value)
    store.sync()
    assert getattr(load_preferences(), field) == expected


def test_a_missing_value_is_the_default() -> None:
    store = settings()
    store.setValue(stored.SOUND_KEY, False)
    store.remove(stored.SOUND_KEY)
    store.sync()
    assert load_preferences() == Preferences()


# -- the dialog on its own --------------------------------------------------------------------------
@pytest.fixture
def dialog(qtbot):
    dialog = SettingsDialog(CHANGED)
    qtbot.addWidget(dialog)
    changes: list[Preferences] = []
    dialog.changed.connect(changes.append)
    dialog.changes = changes  # type: ignore[attr-defined]
    return dialog


def test_the_dialog_shows_the_preferences_it_was_given(dialog) -> None:
    assert dialog.preferences() == CHANGED
    assert dialog.name_edit.text() == "Sara"
    assert [box.currentData() for box in dialog.level_boxes] == list(CHANGED.levels)
    assert dialog.speed_box.currentData() == 0.5
    assert dialog.delay_box.currentData() == 1200
    assert not dialog.sound_check.isChecked()
    assert dialog.traps_check.isChecked()
    assert dialog.strict_check.isChecked()
    assert dialog.symbols_check.isChecked()
    assert dialog.changes == []


def test_every_edit_is_announced_at_once(dialog, qtbot) -> None:
    dialog.speed_box.setCurrentIndex(dialog.speed_box.findData(0.0))
    assert dialog.changes[-1] == replace(CHANGED, speed=0.0)
    dialog.delay_box.setCurrentIndex(dialog.delay_box.findData(0))
    assert dialog.changes[-1].cpu_delay_ms == 0
    dialog.sound_check.click()
    assert dialog.changes[-1].sound
    dialog.symbols_check.click()
    assert not dialog.changes[-1].symbols
    dialog.level_boxes[2].setCurrentIndex(dialog.level_boxes[2].findData("expert"))
    assert dialog.changes[-1].levels == ("expert", "greedy", "expert")
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Mona")
    assert dialog.changes[-1].name == "Mona"
    assert len(dialog.changes) == len(set(dialog.changes))  # one announcement per real change


def test_a_name_is_announced_only_when_valid(dialog, qtbot) -> None:
    dialog.name_edit.clear()
    assert dialog.changes == []
    assert dialog.name_hint.text() != ""
    dialog.name_edit.setText("x" * 21)
    assert all(p.name == "Sara" for p in dialog.changes)
    assert "20" in dialog.name_hint.text()
    dialog.name_edit.setText("  Omar ")
    assert dialog.changes[-1].name == "Omar"
    assert dialog.name_hint.text() == ""


def test_the_dialog_says_levels_apply_from_the_next_game(dialog) -> None:
    texts = [label.text() for label in dialog.findChildren(type(dialog.name_hint))]
    assert any("next game" in text for text in texts)


def test_showing_preferences_changed_elsewhere_announces_nothing(dialog) -> None:
    other = replace(CHANGED, speed=1.6, show_traps=False, levels=("random",) * 3)
    dialog.show_preferences(other)
    assert dialog.preferences() == other
    assert dialog.changes == []


def test_restore_defaults_keeps_the_name(dialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.changes == [replace(Preferences(), name="Sara")]
    assert dialog.preferences() == replace(Preferences(), name="Sara")


def test_the_dialog_has_a_row_per_cpu_of_the_next_table_and_restores_them_to_random(dialog) -> None:
    alone = replace(
        CHANGED,
        levels=("expert", "greedy", "random", "greedy"),
        cpu_names=("CPU 4", "CPU 1", "CPU 2", "CPU 3"),
    )
    dialog.show_preferences(alone)
    assert [box.currentData() for box in dialog.level_boxes] == ["expert", "greedy", "random", "greedy"]
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.changes[-1].levels == ("random",) * 4
    assert dialog.changes[-1].cpu_names == alone.cpu_names
    dialog.show_preferences(replace(CHANGED, levels=(), cpu_names=()))  # people in every seat
    assert dialog.level_boxes == []
    assert not dialog.levels_note.isVisibleTo(dialog)
