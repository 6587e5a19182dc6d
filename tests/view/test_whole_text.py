"""No text of the window, its panels or its dialogs is cut or squeezed, at 800 × 600 and 1280 × 720, in
English and Arabic, with the fonts of a fresh machine (tests/fonts/fresh-machine.conf) and the game's
own (Noto Sans, Noto Sans Arabic): the home screen, a game against the CPUs with its log, a
traditional hot-seat table with its team badges (long names wrap inside them), the start, settings,
statistics (narrowed as far as it goes too), high scores, about and game-over dialogs, and Play now's
offer of CPUs."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.exceptions import TimeoutError
from support.cut_text import cut_texts, overlapping

from jackaroo.composition import build
from jackaroo.model.high_scores import HighScores
from jackaroo.model.players import RANDOM
from jackaroo.model.statistics import Statistics
from jackaroo.view.dialogs.about import AboutDialog
from jackaroo.view.dialogs.high_scores import HighScoresDialog
from jackaroo.view.dialogs.settings import SettingsDialog
from jackaroo.view.dialogs.start import GameOverDialog, StartDialog
from jackaroo.view.dialogs.stats import StatisticsDialog
from jackaroo.view.online.play_now import QueueDialog
from jackaroo.view.settings.preferences import Preferences
from jackaroo.view.settings.seats import GameOptions, Seat
from jackaroo.view.text.language import apply_language
from jackaroo.view.text.names import ruleset_name

SIZES = [(800, 600), (1280, 720)]
LANGUAGES = ["en", "ar"]
PARTNERS = (Seat("human", "Omar"), Seat("greedy", ""), Seat("human", "Sara"), Seat("greedy", ""))
#: partners whose names make a team badge wider than a narrow side panel: it wraps, whole
LONG_NAMES = (
    Seat("human", "Abdulrahman Khalifa"),
    Seat("greedy", ""),
    Seat("human", "Maryam Al-Suwaidi"),
    Seat("greedy", ""),
)


@pytest.fixture(params=LANGUAGES)
def language(request, qapp, tmp_path):
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    apply_language(request.param)
    yield request.param
    apply_language("en")


def test_the_game_draws_its_text_in_the_font_it_ships(qapp) -> None:
    """Whatever fonts the system has, the window's text is Noto Sans (shipped in resources/fonts/)."""
    assert QFontInfo(QApplication.font()).family() == "Noto Sans"


def shown_window(qtbot, size):
    window, controller = build()
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = 0
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=2000)
    return window, controller


def whole(window, qtbot) -> list[str]:
    """What ``window`` shows cut, squeezed or overlapped, once its layouts have settled (a loaded
    machine may take a moment to lay a window out again)."""
    found: list[str] = []

    def settled() -> bool:
        found[:] = cut_texts(window) + overlapping(window)
        return not found

    with contextlib.suppress(TimeoutError):
        qtbot.waitUntil(settled, timeout=2000)
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_home_screen_and_a_game_show_their_text_whole(language, qtbot, size) -> None:
    window, controller = shown_window(qtbot, size)
    controller.home.show()
    assert whole(window, qtbot) == []
    controller.start(GameOptions("Sara", seed=7), players=[RANDOM] * 4)
    qtbot.waitUntil(lambda: len(window.log_lines()) > 12, timeout=20_000)
    controller.stop()
    assert whole(window, qtbot) == []


@pytest.mark.parametrize("seats", [PARTNERS, LONG_NAMES], ids=["names", "long-names"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_traditional_hot_seat_table_shows_its_text_whole(language, qtbot, size, seats) -> None:
    window, controller = shown_window(qtbot, size)
    controller.start(GameOptions(seats[0].name, seed=3, seats=seats, ruleset="classic"))
    qtbot.waitUntil(lambda: controller.pass_screen.cover is not None, timeout=5000)
    assert whole(window, qtbot) == []


def dialogs(window):
    yield StartDialog("Sara", window)
    yield SettingsDialog(Preferences(name="Sara"), window)
    yield StatisticsDialog(Statistics(), window)
    yield HighScoresDialog(HighScores(), window)
    yield AboutDialog(7, window)
    yield GameOverDialog("Sara", "red", "#c0392b", window)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("index", range(6))
def test_the_dialogs_show_their_text_whole(language, qtbot, index, size) -> None:
    window, _controller = shown_window(qtbot, size)
    dialog: QDialog = list(dialogs(window))[index]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert whole(dialog, qtbot) == []


def test_the_statistics_are_whole_as_narrow_as_the_dialog_goes(language, qtbot) -> None:
    """A person narrows Statistics (or a small screen does): its columns' headers stay whole."""
    window, _controller = shown_window(qtbot, (800, 600))
    dialog = StatisticsDialog(Statistics(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= window.screen().availableGeometry().width()
    dialog.resize(1, dialog.height())  # (as narrow as it lets itself be)
    qtbot.waitUntil(lambda: dialog.width() < 800)
    assert whole(dialog, qtbot) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_play_now_offer_of_cpus_shows_whole(language, qtbot, size) -> None:
    window, _controller = shown_window(qtbot, size)
    dialog = QueueDialog(ruleset_name("classic"), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.show_queued(3)
    dialog.offer()  # (as the server makes it)
    assert dialog.question.isVisible()
    assert whole(dialog, qtbot) == []
    dialog.finish()
