"""The game in Arabic: right to left, every visible word translated (names and notation aside), the
language remembered from View > Language, and the self-test with ``--lang ar``."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QTableWidget,
    QTextBrowser,
    QWidget,
)
from support import without_isolates

from jackaroo.composition import build
from jackaroo.controller.settings import language_menu
from jackaroo.model.high_scores import HighScores
from jackaroo.model.players import RANDOM
from jackaroo.model.rules import DEFAULT_RULESET, RULESETS
from jackaroo.view.dialogs.high_scores import HighScoresDialog
from jackaroo.view.dialogs.start import StartDialog, ruleset_box
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.settings.store import (
    load_preferences,
    remember,
    remembered_language,
    remembered_seats,
    settings,
)
from jackaroo.view.text.language import apply_language, installed_language, resolve
from jackaroo.view.text.names import ruleset_name

#: Latin words that stay as they are in Arabic: player names, keys, names of software
KEPT = {"Sara", "Esc", "Enter", "Home", "End", "English", "Jackaroo", "MIT"}
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def arabic(qapp):
    """The application speaks Arabic during the test, English again afterwards."""
    assert apply_language("ar") == "ar"
    yield
    apply_language("en")


def english_words(texts: list[str]) -> list[str]:
    """The texts that still hold a Latin word other than the :data:`KEPT` ones."""
    return [text for text in texts if set(LATIN_WORD.findall(text.replace("&", ""))) - KEPT]


def shown_texts(widget: QWidget) -> list[str]:
    """The words a person reads on ``widget`` and its visible children: titles, labels, buttons,
    group boxes, combo box items, table headers, tooltips."""
    texts = [widget.windowTitle()]
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget):
            continue
        texts.append(child.toolTip())
        if isinstance(child, QLabel | QAbstractButton):
            texts.append(child.text())
        if isinstance(child, QGroupBox):
            texts.append(child.title())
        if isinstance(child, QComboBox):
            texts.extend(child.itemText(i) for i in range(child.count()))
        if isinstance(child, QTableWidget):
            for column in range(child.columnCount()):
                header = child.horizontalHeaderItem(column)
                texts.append(header.text() if header else "")
    return [text for text in texts if text]


def menu_texts(menu: QMenu) -> list[str]:
    texts = [menu.title()]
    for action in menu.actions():
        sub = action.menu()
        texts.extend(menu_texts(sub) if isinstance(sub, QMenu) else [action.text(), action.toolTip()])
    return [text for text in texts if text]


def test_language_codes() -> None:
    assert resolve("ar") == "ar"
    assert resolve("ar_KW") == "ar"
    assert resolve("en") == "en"
    assert resolve("fr") == "en"


def test_arabic_turns_the_application_right_to_left_and_the_menus_into_arabic(arabic, qtbot) -> None:
    window, _controller = build()
    qtbot.addWidget(window)
    assert installed_language() == "ar"
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    # the board does not mirror: the direction of play is a rule
    assert window.view.layoutDirection() == Qt.LayoutDirection.LeftToRight
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["ال&لعبة", "ال&عرض", "&خيارات", "&مساعدة"]
    assert window.play_button.text() == "&العب"


def test_english_again_turns_left_to_right(qapp) -> None:
    apply_language("ar")
    apply_language("en")
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert QApplication.translate("MainWindow", "&Game") == "&Game"


def test_no_word_of_the_window_its_menus_and_its_log_stays_english(arabic, qtbot) -> None:
    window, controller = build()
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = 0
    window.show()
    controller.start(GameOptions("Sara", seed=7), players=[RANDOM] * 4)
    qtbot.waitUntil(lambda: len(window.log_lines()) > 40, timeout=20_000)
    controller.stop()
    lines = window.log_lines()
    assert any("يلعب" in line for line in lines)
    assert english_words(lines) == []
    assert english_words(shown_texts(window)) == []
    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        assert english_words(menu_texts(menu)) == []


def test_no_word_of_the_start_dialog_stays_english(arabic, qtbot) -> None:
    dialog = StartDialog("Sara")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert english_words(shown_texts(dialog)) == []


def test_the_rules_go_by_their_arabic_names(arabic, qtbot) -> None:
    """The rulesets' names (the model's "guc" and "classic") are the language's own words wherever
    they are shown: the rules' box, the high scores' tabs and what a score means."""
    names = [ruleset_name(ruleset) for ruleset in RULESETS]
    assert english_words(names) == [] and all(LATIN_WORD.search(name) is None for name in names)
    dialog = HighScoresDialog(HighScores())
    qtbot.addWidget(dialog)
    dialog.show()
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert english_words(tabs + shown_texts(dialog)) == []
    assert any(ruleset_name(DEFAULT_RULESET) in without_isolates(tab) for tab in tabs)
    box = ruleset_box()
    assert without_isolates(box.itemText(0)).startswith(ruleset_name(DEFAULT_RULESET))


def test_the_cpus_go_by_arabic_names_and_a_remembered_table_follows_the_language(arabic, qtbot) -> None:
    """In Arabic the CPUs are "كمبيوتر 1".."كمبيوتر 3" in the start dialog, on the board and in the
    Settings' rows; the usual names are stored as none, so the table follows the language, and a
    table an earlier version stored with the English names reads in Arabic too."""
    arabic_names = ("كمبيوتر 1", "كمبيوتر 2", "كمبيوتر 3")
    settings().setValue("seats/players", ["human", "greedy", "random", "expert"])
    settings().setValue("seats/names", ["Sara", "CPU 1", "CPU 2", "Noura"])  # as stored before
    assert [seat.name for seat in remembered_seats()][1:] == ["كمبيوتر 1", "كمبيوتر 2", "Noura"]
    remember(GameOptions("Sara", (RANDOM,) * 3))
    assert settings().value("seats/names") == ["Sara", "", "", ""]
    assert load_preferences().cpu_names == arabic_names
    dialog = StartDialog("Sara")
    qtbot.addWidget(dialog)
    assert tuple(edit.text() for edit in dialog.seat_table.name_edits[1:]) == arabic_names
    window, controller = build()
    qtbot.addWidget(window)
    controller.start(GameOptions("Sara", seed=7))
    assert controller.game.state.names[1:] == arabic_names  # the board and the log name them so
    controller.stop()
    apply_language("en")
    assert [seat.name for seat in remembered_seats()] == ["Sara", "CPU 1", "CPU 2", "CPU 3"]


def test_the_language_menu_remembers_the_choice_for_the_next_start(held_controller, monkeypatch) -> None:
    told = []
    monkeypatch.setattr(
        language_menu.QMessageBox, "information", staticmethod(lambda *args: told.append(args[1:]))
    )
    window = held_controller.window
    assert remembered_language() == "system"
    choices = {action.data(): action for action in window.language_group.actions()}
    assert set(choices) == {"system", "en", "ar"}
    assert choices["system"].isChecked()
    choices["ar"].trigger()
    assert remembered_language() == "ar"
    # said in Arabic, the language chosen
    assert told == [("اللغة", "ستكون اللعبة بهذه اللغة من التشغيل القادم.")]
    assert installed_language() == "en"  # from the next start


def test_the_self_test_passes_in_arabic() -> None:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "jackaroo", "--self-test", "--lang", "ar"],
        capture_output=True,
        text=True,
        timeout=300,
        env=environment,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("self-test ok")


def test_the_hand_reads_right_to_left_in_arabic(arabic) -> None:
    from jackaroo.view.board import layout

    assert layout.hand_point(0, 4).x() > layout.hand_point(3, 4).x()
    apply_language("en")
    assert layout.hand_point(0, 4).x() < layout.hand_point(3, 4).x()


def test_model_errors_and_file_messages_read_in_arabic(arabic) -> None:
    from jackaroo.model import Game, JackarooError
    from jackaroo.model.cards import parse_cards_csv
    from jackaroo.view.text.messages import error_text

    said = []
    for attempt in (
        lambda: parse_cards_csv("1,x,Ace,d,1,SPADE\n"),
        lambda: Game.from_json('{"format": "jackaroo-state"}'),
        lambda: Game.new(seed=7).play("KS swap t5 t6"),
        lambda: Game.new(seed=7).play("7H move"),
    ):
        with pytest.raises(JackarooError) as caught:
            attempt()
        said.append(error_text(caught.value))
    assert all(re.search("[\u0600-\u06ff]", text) for text in said), said
    assert without_isolates(said[0]).startswith("ملف الأوراق، السطر 1، الحقل 'frequency'")


def test_dates_are_written_in_the_languages_own_format(qapp, monkeypatch) -> None:
    from PySide6.QtCore import QDate, QLocale

    from jackaroo.view.text import language

    day = QDate(2026, 11, 25)
    monkeypatch.setattr(language.QLocale, "system", staticmethod(lambda: QLocale("C")))
    try:
        apply_language("ar")
        arabic = QLocale().toString(day, QLocale.FormatType.LongFormat)
        assert "نوفمبر" in arabic and "25 11" not in arabic  # the month's Arabic name
        apply_language("en")
        assert QLocale().toString(day, QLocale.FormatType.ShortFormat) == "25/11/2026"  # not "25 11 2026"
        monkeypatch.setattr(language.QLocale, "system", staticmethod(lambda: QLocale("ar_SA")))
        apply_language("ar")
        assert QLocale().name() == "ar_SA"  # the system's own Arabic when it speaks it
    finally:
        apply_language("en")


def test_the_start_dialogs_seats_and_strength_lines_are_shown_whole_in_arabic(arabic, qtbot) -> None:
    from jackaroo.ai import strength

    dialog = StartDialog("Sara", strength=list(strength.load()))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    note = dialog.strength_note
    assert note.text().count("\n") >= 3  # the offered levels' figures and what they compare with
    assert note.height() >= note.sizeHint().height()  # no line cut at the top or the bottom
    assert dialog.seat_table.height() >= dialog.seat_table.sizeHint().height()  # nor a seat


def test_the_settings_fit_a_low_screen_in_arabic_and_scroll_to_the_last_one(arabic, qtbot) -> None:
    from PySide6.QtCore import QPoint
    from support.person import press

    from jackaroo.view.dialogs.screen_fit import FRAME_ALLOWANCE
    from jackaroo.view.dialogs.settings import SettingsDialog
    from jackaroo.view.settings.preferences import Preferences

    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.height() <= screen.height() - FRAME_ALLOWANCE  # with its title bar, on the screen
    assert dialog.buttons.geometry().bottom() < dialog.height()
    last = dialog.notation_check  # Tab goes down the settings, as a person's keys do
    dialog.name_edit.setFocus()
    for _ in range(30):
        if last.hasFocus():
            break
        press(qtbot, Qt.Key.Key_Tab, where=dialog)
    assert last.hasFocus()
    viewport = dialog.scroll.viewport()
    corner = last.mapTo(viewport, QPoint(0, last.height() - 1))
    assert viewport.rect().contains(QPoint(viewport.width() // 2, corner.y()))  # scrolled into view


def test_play_online_fits_a_low_screen_in_arabic_with_all_it_may_show(arabic, qtbot) -> None:
    """A problem from the last try, three recent servers and a seat to return to: in Arabic the
    dialog asks for more than the 800-pixel offscreen screen; it fits with its title bar, what went
    wrong and Connect stay in view, and the arrow keys down the ways to the seat to return to scroll
    it into view."""
    from PySide6.QtCore import QPoint
    from support.person import press

    from jackaroo.view.dialogs.screen_fit import FRAME_ALLOWANCE
    from jackaroo.view.online.dialog import PlayOnlineDialog

    dialog = PlayOnlineDialog("Sara", kept="ws://192.168.1.20:8765")
    dialog.set_problem("ws://192.168.1.20:8765: " + "لم يمكن الوصول إلى الخادم. " * 3)
    dialog.recent.set_servers(["ws://192.168.1.20:8765", "ws://10.0.0.5:8765", "ws://example.org:8765"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.scroll.widget().sizeHint().height() > screen.height() - FRAME_ALLOWANCE - 100
    assert dialog.height() <= screen.height() - FRAME_ALLOWANCE  # with its title bar, on the screen
    assert dialog.buttons.geometry().bottom() < dialog.height()
    assert dialog.problem.isVisible() and dialog.problem.geometry().top() >= 0
    last = dialog.return_button
    dialog.name_edit.setFocus()
    press(qtbot, Qt.Key.Key_Tab, where=dialog)  # to the ways, then down them
    for _ in range(6):
        if last.hasFocus():
            break
        press(qtbot, Qt.Key.Key_Down, where=dialog)
    assert last.hasFocus() and last.isChecked()
    dialog.scroll.verticalScrollBar().setValue(0)  # scrolled back up: focus in it again shows it
    press(qtbot, Qt.Key.Key_Up, where=dialog)
    press(qtbot, Qt.Key.Key_Down, where=dialog)
    viewport = dialog.scroll.viewport()
    corner = last.mapTo(viewport, QPoint(0, last.height() - 1))
    assert viewport.rect().contains(QPoint(viewport.width() // 2, corner.y()))  # scrolled into view


def test_every_paragraph_of_the_rules_runs_right_to_left_in_arabic(arabic, held_controller, qtbot) -> None:
    """Even a line that starts with a Latin key name (Tab, Enter) reads from the right."""
    controller = held_controller
    controller.start(GameOptions("Sara", seed=7))
    view = controller.window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: controller.rules.dialog is not None and controller.rules.dialog.isVisible())
    document = controller.rules.dialog.findChild(QTextBrowser).document()
    block, directions = document.begin(), {}
    while block.isValid():
        if block.text().strip():
            directions[block.text()] = block.textDirection()
        block = block.next()
    assert [text for text in directions if text.startswith("Tab")], "the keys are in the rules"
    assert {text for text, d in directions.items() if d != Qt.LayoutDirection.RightToLeft} == set()
    controller.rules.dialog.close()
