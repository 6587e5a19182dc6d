"""The start dialog (name, level, seed), clean_name and the game-over dialog (jackaroo.view.dialogs)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from jackaroo.view.dialogs import NAME_LIMIT, GameOptions, GameOverDialog, StartDialog, clean_name


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
    assert options == GameOptions("Sara", "random", None)
    assert options.name == "Sara"


def test_a_name_given_to_the_dialog_is_prefilled(qtbot) -> None:
    dialog = StartDialog("Omar")
    qtbot.addWidget(dialog)
    assert dialog.name_edit.text() == "Omar"
    assert ok_enabled(dialog)
    assert dialog.options().name == "Omar"


def test_the_cpu_level_is_random(dialog) -> None:
    assert dialog.level.currentData() == "random"
    dialog.name_edit.setText("Sara")
    assert dialog.options().level == "random"


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
    assert dialog.options() == GameOptions("Sara", "random", 99)


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
