"""The start dialog (name, levels, seed, remembered settings), clean_name and the game-over dialog
(jackaroo.view.dialogs.start).

Every test here reads and writes settings in its own temporary folder, never the user's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLabel

from jackaroo.ai.registry import LEVELS
from jackaroo.view.dialogs.start import GameOverDialog, StartDialog
from jackaroo.view.settings.seats import (
    DEFAULT_COLOURS,
    LEVEL_NAMES,
    NAME_LIMIT,
    GameOptions,
    Seat,
    clean_name,
)
from jackaroo.view.settings.store import settings


@pytest.fixture(autouse=True)
def settings_folder(tmp_path: Path) -> Path:
    """The folder holding this test's settings (QSettings' user INI path, set for the test)."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    return tmp_path


@pytest.fixture
def dialog(qtbot):
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    return dialog


def ok_enabled(dialog: StartDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def type_name(qtbot, dialog: StartDialog, text: str) -> None:
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, text)


# -- clean_name -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sara", "Sara"),
        ("  Sara  ", "Sara"),
        ("\tSara Al-Hashimi\n", "Sara Al-Hashimi"),
        ("سارة", "سارة"),
        ("x", "x"),
        ("a" * NAME_LIMIT, "a" * NAME_LIMIT),
        ("   " + "a" * NAME_LIMIT + "   ", "a" * NAME_LIMIT),
        ("", None),
        ("   ", None),
        ("\t\n", None),
        ("a" * (NAME_LIMIT + 1), None),
        ("  " + "a" * (NAME_LIMIT + 1) + " ", None),
    ],
)
def test_clean_name(text: str, expected: str | None) -> None:
    assert clean_name(text) == expected


def test_name_limit_is_twenty() -> None:
    assert NAME_LIMIT == 20


# -- StartDialog ------------------------------------------------------------------------------------
def test_ok_is_disabled_without_a_name(dialog) -> None:
    assert dialog.name_edit.text() == ""
    assert not ok_enabled(dialog)
    assert dialog.hint.text() != ""


@pytest.mark.parametrize("text", [" ", "     ", "\t"])
def test_ok_is_disabled_for_a_blank_name(qtbot, dialog, text: str) -> None:
    type_name(qtbot, dialog, "Sara")
    assert ok_enabled(dialog)
    dialog.name_edit.setText(text)
    assert not ok_enabled(dialog)
    assert dialog.hint.text() != ""


def test_ok_is_disabled_for_a_name_longer_than_twenty_characters(qtbot, dialog) -> None:
    type_name(qtbot, dialog, "b" * NAME_LIMIT)
    assert ok_enabled(dialog)
    assert dialog.hint.text() == ""
    qtbot.keyClicks(dialog.name_edit, "b")
    assert not ok_enabled(dialog)
    assert str(NAME_LIMIT) in dialog.hint.text()


def test_the_limit_applies_after_trimming(qtbot, dialog) -> None:
    type_name(qtbot, dialog, "   " + "c" * NAME_LIMIT + "   ")
    assert ok_enabled(dialog)
    assert dialog.options().name == "c" * NAME_LIMIT


def test_a_padded_name_is_accepted_and_trimmed(qtbot, dialog) -> None:
    type_name(qtbot, dialog, "  Sara  ")
    assert dialog.name_edit.text() == "  Sara  "
    assert ok_enabled(dialog)
    assert dialog.hint.text() == ""
    options = dialog.options()
    assert options == GameOptions("Sara", ("random", "random", "random"), None, colours=DEFAULT_COLOURS)
    assert options.name == "Sara"


def test_a_name_given_to_the_dialog_is_prefilled(qtbot) -> None:
    dialog = StartDialog("Omar")
    qtbot.addWidget(dialog)
    assert dialog.name_edit.text() == "Omar"
    assert ok_enabled(dialog)
    assert dialog.options().name == "Omar"


def test_every_cpu_level_is_random_by_default(dialog) -> None:
    assert [box.currentData() for box in dialog.level_boxes] == ["random"] * 3
    dialog.name_edit.setText("Sara")
    assert dialog.options().levels == ("random", "random", "random")


def test_there_is_one_row_per_seat(dialog) -> None:
    table = dialog.seat_table
    assert len(table.name_edits) == len(table.kind_boxes) == 4
    assert len(dialog.findChildren(QComboBox)) == 9  # the rules, a kind and a colour per seat
    assert dialog.level_boxes == table.kind_boxes[1:]
    assert dialog.name_edit is table.name_edits[0]
    sides = [label.text().replace("&", "") for label in table.side_labels]
    assert sides == ["1. Bottom", "2. Left", "3. Top", "4. Right"]
    for box in table.kind_boxes:
        assert [box.itemData(i) for i in range(box.count())] == [
            "human",
            "random",
            "greedy",
            "expert",
            "none",
        ]
        assert [box.itemText(i) for i in range(box.count())] == [
            "Human",
            "CPU Random",
            "CPU Greedy",
            "CPU Expert",
            "Empty seat",
        ]
    assert [box.currentData() for box in table.kind_boxes] == ["human", "random", "random", "random"]
    assert [edit.text() for edit in table.name_edits] == ["", "CPU 1", "CPU 2", "CPU 3"]


def test_the_levels_offered_are_the_registrys_but_master() -> None:
    """Master is not offered: measured no stronger than Expert (docs/ai.md); a table remembered with
    it starts with Expert."""
    from jackaroo.view.settings.seats import offered_level

    assert set(LEVEL_NAMES) == set(LEVELS) - {"master"}
    assert offered_level("master") == "expert" and offered_level("grandmaster") == "random"


def test_each_cpu_gets_its_own_level(dialog) -> None:
    dialog.name_edit.setText("Sara")
    for box, level in zip(dialog.level_boxes, ("greedy", "expert", "random"), strict=True):
        box.setCurrentIndex(box.findData(level))
    assert dialog.levels() == ("greedy", "expert", "random")
    assert dialog.options() == GameOptions(
        "Sara", ("greedy", "expert", "random"), None, colours=DEFAULT_COLOURS
    )


def test_game_options_take_one_level_for_all_or_one_per_cpu() -> None:
    assert GameOptions("Sara").levels == ("random", "random", "random")
    assert GameOptions("Sara", "expert").levels == ("expert", "expert", "expert")
    assert GameOptions("Sara", ["greedy", "expert", "random"]).levels == ("greedy", "expert", "random")
    with pytest.raises(ValueError, match="one level per CPU"):
        GameOptions("Sara", ("greedy", "expert"))


# -- remembered settings ----------------------------------------------------------------------------
def accept(qtbot, dialog: StartDialog) -> None:
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_an_accepted_dialog_remembers_the_name_and_levels(qtbot, dialog, settings_folder) -> None:
    type_name(qtbot, dialog, " Layla ")
    dialog.level_boxes[0].setCurrentIndex(dialog.level_boxes[0].findData("expert"))
    dialog.level_boxes[2].setCurrentIndex(dialog.level_boxes[2].findData("greedy"))
    accept(qtbot, dialog)
    # in the test's folder, under organisation and application "Jackaroo"
    stored = QSettings(str(settings_folder / "Jackaroo" / "Jackaroo.ini"), QSettings.Format.IniFormat)
    assert stored.value("player/name") == "Layla"
    assert stored.value("cpu/levels") == ["expert", "random", "greedy"]
    again = StartDialog()
    qtbot.addWidget(again)
    assert again.name_edit.text() == "Layla"
    assert ok_enabled(again)
    assert again.levels() == ("expert", "random", "greedy")
    assert again.options() == GameOptions(
        "Layla", ("expert", "random", "greedy"), None, colours=DEFAULT_COLOURS
    )


def test_a_name_given_to_the_dialog_wins_over_the_remembered_one(qtbot, dialog) -> None:
    type_name(qtbot, dialog, "Layla")
    accept(qtbot, dialog)
    again = StartDialog("Omar")
    qtbot.addWidget(again)
    assert again.name_edit.text() == "Omar"


def test_a_cancelled_dialog_remembers_nothing(qtbot, dialog, settings_folder) -> None:
    type_name(qtbot, dialog, "Layla")
    dialog.level_boxes[1].setCurrentIndex(dialog.level_boxes[1].findData("expert"))
    dialog.reject()
    assert not (settings_folder / "Jackaroo" / "Jackaroo.ini").exists()
    again = StartDialog()
    qtbot.addWidget(again)
    assert again.name_edit.text() == ""
    assert again.levels() == ("random", "random", "random")


@pytest.mark.parametrize(
    ("stored", "expected"),
    [
        (["greedy", "expert", "random"], ("greedy", "expert", "random")),
        ("greedy,expert,random", ("random", "random", "random")),  # one text: not a level
        ("expert", ("expert", "random", "random")),
        (["grandmaster", "greedy", "expert"], ("random", "greedy", "expert")),
        (["expert", "expert", "expert", "expert"], ("expert", "expert", "expert")),
        (42, ("random", "random", "random")),
    ],
)
def test_remembered_levels_are_read_forgivingly(qtbot, stored, expected) -> None:
    store = settings()
    store.setValue("cpu/levels", stored)
    store.setValue("player/name", "x" * (NAME_LIMIT + 1))  # too long: not offered
    store.sync()
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    assert dialog.levels() == expected
    assert dialog.name_edit.text() == ""


def test_the_seed_field_accepts_digits_only(qtbot, dialog) -> None:
    dialog.name_edit.setText("Sara")
    qtbot.keyClicks(dialog.seed_edit, "4x2-.e 7")
    assert dialog.seed_edit.text() == "427"
    options = dialog.options()
    assert options.seed == 427
    assert type(options.seed) is int


@pytest.mark.parametrize("text", ["1,000", "+", "+5"])
def test_the_seed_field_rejects_separators_and_signs(qtbot, dialog, text: str) -> None:
    dialog.name_edit.setText("Sara")
    qtbot.keyClicks(dialog.seed_edit, text)
    typed = dialog.seed_edit.text()
    assert typed == "" or typed.isdigit()
    seed = dialog.options().seed
    assert seed is None or type(seed) is int


def test_no_seed_is_none(qtbot, dialog) -> None:
    dialog.name_edit.setText("Sara")
    assert dialog.options().seed is None
    qtbot.keyClicks(dialog.seed_edit, "abc")
    assert dialog.seed_edit.text() == ""
    assert dialog.options().seed is None


def test_seed_zero_is_a_seed(qtbot, dialog) -> None:
    dialog.name_edit.setText("Sara")
    qtbot.keyClicks(dialog.seed_edit, "0")
    assert dialog.options().seed == 0


def test_ok_accepts_the_dialog(qtbot, dialog) -> None:
    type_name(qtbot, dialog, " Sara ")
    qtbot.keyClicks(dialog.seed_edit, "99")
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.options() == GameOptions(
        "Sara", ("random", "random", "random"), 99, colours=DEFAULT_COLOURS
    )


def test_a_disabled_ok_does_not_accept(qtbot, dialog) -> None:
    dialog.show()
    with qtbot.assertNotEmitted(dialog.accepted):
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.isVisible()


# -- GameOverDialog ---------------------------------------------------------------------------------
def label_texts(dialog) -> str:
    return " ".join(label.text() for label in dialog.findChildren(QLabel))


def test_game_over_dialog_shows_the_winner(qtbot) -> None:
    dialog = GameOverDialog("Sara", "red", "#d8433b")
    qtbot.addWidget(dialog)
    text = label_texts(dialog)
    assert "Sara" in text
    assert "red" in text


def test_game_over_dialog_new_game_and_quit(qtbot) -> None:
    for label, result in (("New game", GameOverDialog.NEW_GAME), ("Quit", GameOverDialog.QUIT)):
        dialog = GameOverDialog("CPU 2", "blue", "#3673c9")
        qtbot.addWidget(dialog)
        dialog.open()
        (button,) = [
            b
            for b in dialog.findChildren(QDialogButtonBox)[0].buttons()
            if label in b.text().replace("&", "")
        ]
        with qtbot.waitSignal(dialog.finished, timeout=2000) as blocker:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert blocker.args == [result]
        assert not dialog.isVisible()


# -- seats (hot-seat) -------------------------------------------------------------------------------
def set_kind(dialog: StartDialog, seat: int, kind: str) -> None:
    box = dialog.seat_table.kind_boxes[seat]
    box.setCurrentIndex(box.findData(kind))


def test_a_second_human_seat_makes_a_hot_seat_table(qtbot, dialog) -> None:
    dialog.name_edit.setText("Sara")
    set_kind(dialog, 2, "human")
    dialog.seat_table.name_edits[2].setText(" Omar ")
    set_kind(dialog, 3, "expert")
    assert ok_enabled(dialog)
    options = dialog.options()
    assert options.table() == (
        Seat("human", "Sara"),
        Seat("random", "CPU 1"),
        Seat("human", "Omar"),
        Seat("expert", "CPU 3"),
    )
    assert options.name == "Sara"
    assert options.levels == ("random", "expert", "random")  # the CPU seats', padded


def test_every_seat_needs_a_distinct_name(qtbot, dialog) -> None:
    dialog.name_edit.setText("Sara")
    assert ok_enabled(dialog)
    dialog.seat_table.name_edits[1].setText("  ")  # a CPU left unnamed plays as "CPU 1"
    assert ok_enabled(dialog) and dialog.seat_table.name_edits[1].placeholderText() == "CPU 1"
    dialog.seat_table.name_edits[2].setText("CPU 1")
    assert not ok_enabled(dialog)
    assert dialog.hint.text() == "Two seats have the same name."
    dialog.seat_table.name_edits[2].setText("CPU 2")
    set_kind(dialog, 1, "human")  # a person must give a name
    assert not ok_enabled(dialog)
    assert dialog.hint.text() == "Please give every person a name."
    set_kind(dialog, 1, "random")
    dialog.seat_table.name_edits[1].setText("sara")
    assert not ok_enabled(dialog)
    assert dialog.hint.text() == "Two seats have the same name."
    dialog.seat_table.name_edits[1].setText("x" * (NAME_LIMIT + 1))
    assert not ok_enabled(dialog)
    dialog.seat_table.name_edits[1].setText("Mona")
    assert ok_enabled(dialog)
    dialog.accept()  # a direct call with a bad table would not accept either
    assert dialog.result() == dialog.DialogCode.Accepted


def test_every_seat_may_be_a_cpu(qtbot, dialog) -> None:
    set_kind(dialog, 0, "greedy")
    dialog.name_edit.setText("Robo")
    assert ok_enabled(dialog)
    options = dialog.options()
    assert [seat.kind for seat in options.table()] == ["greedy", "random", "random", "random"]
    assert options.name == ""


def test_the_usual_table_gives_the_usual_options(qtbot, dialog) -> None:
    dialog.name_edit.setText("Sara")
    assert dialog.options() == GameOptions("Sara", colours=DEFAULT_COLOURS)
    assert dialog.options().seats is None


def test_game_options_check_their_seats() -> None:
    with pytest.raises(ValueError, match="four seats"):
        GameOptions("Sara", seats=(Seat("human", "Sara"),))
    with pytest.raises(ValueError, match="four seats"):
        GameOptions("Sara", seats=(Seat("human", "Sara"),) + (Seat("grandmaster", "X"),) * 3)


def test_an_accepted_hot_seat_table_is_remembered(qtbot, dialog, settings_folder) -> None:
    dialog.name_edit.setText("Sara")
    set_kind(dialog, 1, "human")
    dialog.seat_table.name_edits[1].setText("Omar")
    set_kind(dialog, 2, "expert")
    dialog.seat_table.name_edits[3].setText("Bot")
    accept(qtbot, dialog)
    stored = QSettings(str(settings_folder / "Jackaroo" / "Jackaroo.ini"), QSettings.Format.IniFormat)
    assert stored.value("player/name") == "Sara"
    assert stored.value("cpu/levels") == ["expert", "random", "random"]
    assert stored.value("seats/players") == ["human", "human", "expert", "random"]
    assert stored.value("seats/names") == [
        "Sara",
        "Omar",
        "",
        "Bot",
    ]  # "CPU 2": its usual name, stored as none
    again = StartDialog()
    qtbot.addWidget(again)
    assert again.options().table() == dialog.options().table()
    assert again.levels() == ("expert", "random", "random")


def test_settings_dialog_changes_reach_a_remembered_hot_seat_table(qtbot, dialog) -> None:
    set_kind(dialog, 1, "human")
    dialog.name_edit.setText("Sara")
    dialog.seat_table.name_edits[1].setText("Omar")
    accept(qtbot, dialog)
    store = settings()  # as the Settings dialog does: the old keys only
    store.setValue("player/name", "Layla")
    store.setValue("cpu/levels", ["greedy", "expert", "random"])
    store.sync()
    again = StartDialog()
    qtbot.addWidget(again)
    assert again.options().table() == (
        Seat("human", "Layla"),
        Seat("human", "Omar"),
        Seat("greedy", "CPU 2"),
        Seat("expert", "CPU 3"),
    )


@pytest.mark.parametrize(
    "players",
    [None, "human", ["human", "human"], ["human", "robot", "random", "random"], 7],
)
def test_unreadable_seat_keys_give_the_usual_table(qtbot, players) -> None:
    store = settings()
    store.setValue("player/name", "Sara")
    store.setValue("cpu/levels", ["greedy", "expert", "random"])
    if players is not None:
        store.setValue("seats/players", players)
    store.setValue("seats/names", 3)
    store.sync()
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    assert dialog.options() == GameOptions("Sara", ("greedy", "expert", "random"), colours=DEFAULT_COLOURS)


# -- rules (the traditional ruleset) ----------------------------------------------------------------
def set_ruleset(dialog: StartDialog, ruleset: str) -> None:
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData(ruleset))


def test_the_default_rules_need_a_player_in_every_seat(qtbot, dialog) -> None:
    dialog.name_edit.setText("Sara")
    assert dialog.ruleset() == "guc" and ok_enabled(dialog)
    set_kind(dialog, 3, "none")
    assert not ok_enabled(dialog)
    assert dialog.hint.text() == "The default rules need a player in every seat."
    assert not dialog.seat_table.name_edits[3].isEnabled()


def test_the_traditional_rules_take_two_to_four_players(qtbot, dialog) -> None:
    dialog.name_edit.setText("Sara")
    set_ruleset(dialog, "classic")
    set_kind(dialog, 1, "none")
    set_kind(dialog, 3, "none")
    assert ok_enabled(dialog), dialog.hint.text()
    options = dialog.options()
    assert options.ruleset == "classic"
    assert [seat.kind for seat in options.table()] == ["human", "none", "random", "none"]
    set_kind(dialog, 2, "none")
    assert not ok_enabled(dialog)
    assert dialog.hint.text() == "A game needs at least two players."


def test_the_rules_chosen_are_remembered(qtbot, dialog) -> None:
    dialog.name_edit.setText("Sara")
    set_ruleset(dialog, "classic")
    dialog.accept()
    again = StartDialog()
    qtbot.addWidget(again)
    assert again.ruleset() == "classic"


def test_levels_written_by_hand_as_a_comma_list_are_read(qtbot, settings_folder) -> None:
    (settings_folder / "Jackaroo").mkdir(exist_ok=True)
    (settings_folder / "Jackaroo" / "Jackaroo.ini").write_text("[cpu]\nlevels=expert, greedy\n")
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    assert dialog.levels() == ("expert", "greedy", "random")


def choose(qtbot, box, text: str) -> None:
    """Open a combo box's list (Alt+Down), move to the item ``text`` with the arrow keys and take it
    with Enter, as a person does: one choice, not one per step."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    view = box.view()
    qtbot.waitUntil(view.isVisible)
    target = box.findText(text)
    while view.currentIndex().row() != target:
        key = Qt.Key.Key_Down if view.currentIndex().row() < target else Qt.Key.Key_Up
        qtbot.keyClick(view, key)
    qtbot.keyClick(view, Qt.Key.Key_Return)


def test_a_seat_made_human_asks_for_a_name_instead_of_keeping_the_cpus(qtbot, dialog) -> None:
    type_name(qtbot, dialog, "Sara")
    edits, boxes = dialog.seat_table.name_edits, dialog.seat_table.kind_boxes
    choose(qtbot, boxes[2], "Human")  # a friend takes the top seat: "CPU 2" is no name for her
    assert edits[2].text() == "" and edits[2].placeholderText() == "Your name"
    assert not ok_enabled(dialog) and dialog.hint.text() == "Please give every person a name."
    choose(qtbot, boxes[2], "CPU Expert")  # back to a CPU: it plays as "CPU 2" again
    assert edits[2].placeholderText() == "CPU 2" and ok_enabled(dialog)
    qtbot.keyClick(edits[1], Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edits[1], "Mona")  # a name typed for a CPU is kept when a person takes the seat
    choose(qtbot, boxes[1], "Human")
    assert edits[1].text() == "Mona" and ok_enabled(dialog)


def test_every_seat_keeps_its_colour_from_game_to_game(qtbot, dialog) -> None:
    type_name(qtbot, dialog, "Sara")
    boxes = dialog.seat_table.colour_boxes
    assert [box.currentData() for box in boxes] == list(DEFAULT_COLOURS)  # red at the bottom
    assert all(box.isVisibleTo(dialog) for box in boxes)  # every seat, whoever plays it
    choose(qtbot, boxes[0], "Blue")  # the player takes blue: the seat that had it takes red
    assert dialog.options().colours == ("BLUE", "GREEN", "RED", "YELLOW")
    assert [box.currentText() for box in boxes] == ["Blue", "Green", "Red", "Yellow"]
    dialog.accept()
    again = StartDialog()
    qtbot.addWidget(again)
    assert again.options().colours == ("BLUE", "GREEN", "RED", "YELLOW")


def test_the_start_dialog_says_how_strong_the_levels_are(qtbot) -> None:
    from jackaroo.ai.strength import Strength
    from jackaroo.view.dialogs.start import strength_lines

    figure = Strength("expert", "random", 4, "guc", 400, 352, 0.84, 0.91, "python -m jackaroo.arena ...")
    equals = "(Four players of equal strength each win 1 game in 4.)"  # what the figures compare with
    assert strength_lines([figure]) == ["Expert: wins 9 in 10 against three Random CPUs (400 games)", equals]
    assert strength_lines([Strength("greedy", "random", 2, "classic", 400, 390, 0.9, 1.0, "")]) == []
    master = Strength("master", "expert", 4, "guc", 120, 26, 0.15, 0.3, "")  # not offered: not described
    assert strength_lines([figure, master]) == [
        "Expert: wins 9 in 10 against three Random CPUs (400 games)",
        equals,
    ]
    dialog = StartDialog(strength=[figure])
    qtbot.addWidget(dialog)
    assert (
        dialog.strength_note.text() == f"Expert: wins 9 in 10 against three Random CPUs (400 games)\n{equals}"
    )


def test_the_levels_strength_shows_only_with_the_rules_it_was_measured_in(qtbot) -> None:
    from jackaroo.ai.strength import Strength

    figure = Strength("expert", "greedy", 4, "guc", 400, 215, 0.49, 0.59, "python -m jackaroo.arena ...")
    dialog = StartDialog("Sara", strength=[figure])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # the mnemonics act in the active window
    box = dialog.ruleset_box
    assert dialog.ruleset() == "guc" and dialog.strength_note.isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # &Rules:
    assert box.hasFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert dialog.ruleset() == "classic" and not dialog.strength_note.isVisible()
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert dialog.ruleset() == "guc" and dialog.strength_note.isVisible()


def test_the_levels_strength_reads_from_the_weakest_level_up() -> None:
    from jackaroo.ai.strength import Strength
    from jackaroo.view.dialogs.start import strength_lines

    def figure(level: str, opponents: str, wins: int) -> Strength:
        return Strength(level, opponents, 4, "guc", 100, wins, 0.0, 1.0, "")

    shuffled = [figure("master", "expert", 22), figure("expert", "greedy", 54), figure("greedy", "random", 81),
                figure("master", "random", 92), figure("expert", "random", 94)]  # fmt: skip
    assert [line.split(" CPUs")[0] for line in strength_lines(shuffled)] == [
        "Greedy: wins 8 in 10 against three Random",
        "Expert: wins 9 in 10 against three Random",
        "Expert: wins 5 in 10 against three Greedy",
        "(Four players of equal strength each win 1 game in 4.)",  # Master is not offered
    ]
