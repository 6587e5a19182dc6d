"""The home screen, played as a newcomer would with the mouse and the keys: the window opens on it,
it offers the lessons until one is passed or "Not now", Resume with a picture of the kept game, and
every way into a game; Cancel in any dialog comes back to where the player was, only Quit quits; a
game is never thrown away without asking, and stands still while New game asks."""

from __future__ import annotations

import socket

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from support.account_window import retype
from support.person import (
    activate,
    button_named,
    click,
    click_in_modal,
    click_radio,
    focused,
    menu_item,
    press,
    when_modal,
)

from jackaroo import app
from jackaroo.ai import RandomPolicy
from jackaroo.controller import home
from jackaroo.controller.game_controller import GameController
from jackaroo.model.players import HUMAN
from jackaroo.view.board.image import board_thumbnail
from jackaroo.view.dialogs.start import StartDialog
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.settings.store import lessons_suggestion_dismissed, remembered_name
from jackaroo.view.text import messages

#: the real question box (the conftest makes an unanswered one fail; here they are answered)
REAL_ASK = messages.ask


@pytest.fixture
def launched(qtbot, monkeypatch):
    """The app as it starts for a player: the shown window and its controller, real questions."""
    monkeypatch.setattr(messages, "ask", REAL_ASK)
    started = app.launch()
    assert started is not None
    window, controller = started
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    controller.scene.animator.speed = 0
    yield window, controller
    controller.stop()


def start_a_game(qtbot, window, controller: GameController, cpu_delay_ms: int = 60_000) -> None:
    """New game from the home screen, the player's name typed, Play pressed."""
    controller.driver.cpu_delay_ms = cpu_delay_ms

    def fill(dialog) -> None:
        dialog.name_edit.setFocus()
        qtbot.keyClicks(dialog.name_edit, "Sara")
        click_in_modal("Play")(dialog)

    when_modal(fill)
    click(qtbot, window.home.new_game_button)
    qtbot.waitUntil(lambda: controller.game is not None)


def test_the_window_opens_on_the_home_screen_with_the_lessons_suggested(launched) -> None:
    window, controller = launched
    assert window.isVisible() and window.home_shown
    room = window.screen().availableGeometry()  # the whole window on the screen (a laptop's too)
    assert window.width() <= room.width() and window.frameGeometry().height() <= room.height()
    home = window.home
    assert home.suggestion.isVisible()
    assert not home.resume.isVisible()  # nothing kept yet
    assert QApplication.focusWidget() is home.new_game_button
    assert not window.side.isVisible() and controller.game is None
    for button in (home.lessons_button, home.online_button, home.open_button, home.rules_button):
        assert button.isVisible() and button.isEnabled()


def test_cancel_in_the_new_game_dialog_comes_back_home(launched, qtbot) -> None:
    window, controller = launched
    seen = when_modal(click_in_modal("Cancel"))
    press(qtbot, Qt.Key.Key_Return, where=window)  # the focused New game
    assert seen and seen[0].title == "New game"
    assert window.isVisible() and window.home_shown and controller.game is None
    seen = when_modal(lambda dialog: press(qtbot, Qt.Key.Key_Escape, where=dialog))
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, where=window)  # Game > New game
    assert seen and window.home_shown and controller.game is None


def test_new_game_offers_the_name_given_to_play_online(launched, qtbot) -> None:
    """Omar went online first (his name typed in the Play online dialog; no server answered) and is
    home again: New game offers his name, so Return plays, as Omar."""
    window, controller = launched
    controller.driver.cpu_delay_ms = 60_000
    with socket.socket() as probe:  # (a port nothing listens on)
        probe.bind(("127.0.0.1", 0))
        address = f"127.0.0.1:{probe.getsockname()[1]}"

    def go_online(dialog) -> None:
        dialog.activateWindow()  # as a desktop does for a dialog that opens
        qtbot.waitUntil(dialog.isActiveWindow)
        retype(qtbot, dialog.name_edit, "Omar")
        click_radio(qtbot, dialog.join_button)
        retype(qtbot, dialog.address_edit, address)
        retype(qtbot, dialog.code_edit, "AB12")
        click(qtbot, button_named(dialog, "Connect"))
        when_modal(click_in_modal("Cancel"), "Play online")  # it opens again, saying why: Cancel

    tried = when_modal(go_online, "Play online")
    click(qtbot, window.home.online_button)
    qtbot.waitUntil(lambda: bool(tried) and window.home_shown and QApplication.activeModalWidget() is None)
    offered: list[str] = []

    def play(dialog) -> None:
        offered.append(dialog.name_edit.text())
        press(qtbot, Qt.Key.Key_Return, where=dialog)  # Play: nothing to type
        if dialog.isVisible():  # Play refused (no name): away, as a person's Esc
            press(qtbot, Qt.Key.Key_Escape, where=dialog)

    when_modal(play, "New game")
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, where=window)  # Game > New game
    assert offered == ["Omar"]
    qtbot.waitUntil(lambda: controller.game is not None)
    assert controller.game.state.names[0] == "Omar" and remembered_name() == "Omar"


def test_to_watch_the_cpus_a_newcomer_turns_their_seat_into_a_cpu_and_plays(launched, qtbot) -> None:
    """Return on New game, Tab to seat 1's Player, Down to a CPU level, Return: no name to type, the
    seat plays as the name its field showed ("CPU 4")."""
    window, controller = launched
    controller.driver.cpu_delay_ms = 60_000
    shown: list[str] = []

    def watch(dialog) -> None:
        press(qtbot, Qt.Key.Key_Tab, where=dialog)  # from the name to the seat's Player
        press(qtbot, Qt.Key.Key_Down, where=dialog)  # CPU Random
        shown.append(dialog.name_edit.placeholderText())
        press(qtbot, Qt.Key.Key_Return, where=dialog)
        if dialog.isVisible():  # Play refused: the dialog's complaint, then away (a person's Esc)
            shown.append(dialog.hint.text())
            press(qtbot, Qt.Key.Key_Escape, where=dialog)

    when_modal(watch, "New game")
    press(qtbot, Qt.Key.Key_Return, where=window)  # the focused New game
    assert shown == ["CPU 4"]
    qtbot.waitUntil(lambda: controller.game is not None)
    assert controller.game.state.names == ("CPU 4", "CPU 1", "CPU 2", "CPU 3")
    assert HUMAN not in controller.game.state.players


def cpu_rows(dialog) -> list[tuple[str, str]]:
    """The Settings dialog's CPU rows: each label's text and the level its box shows."""
    form = dialog.level_boxes[0].parentWidget().layout()
    return [
        (form.labelForField(box).text().replace("&", ""), box.currentData()) for box in dialog.level_boxes
    ]


def test_settings_names_the_cpus_the_next_game_seats_and_sets_each_ones_level(launched, qtbot) -> None:
    """With the bottom seat turned into a CPU, the open Settings dialog lists the four CPUs by the
    names they play under, bottom seat first; a level chosen there is that seat's in the next start
    dialog."""
    window, controller = launched
    controller.driver.cpu_delay_ms = 60_000
    window.settings_action.trigger()  # Options > Settings…, left open beside the board
    dialog = controller.preferences.dialog
    assert cpu_rows(dialog) == [("CPU 1:", "random"), ("CPU 2:", "random"), ("CPU 3:", "random")]

    def watch(start) -> None:
        press(qtbot, Qt.Key.Key_Tab, where=start)  # from the name to the seat's Player
        press(qtbot, Qt.Key.Key_Down, where=start)  # CPU Random
        press(qtbot, Qt.Key.Key_Return, where=start)

    when_modal(watch, "New game")
    click(qtbot, window.home.new_game_button)
    qtbot.waitUntil(lambda: controller.game is not None)
    rows = [("CPU 4:", "random"), ("CPU 1:", "random"), ("CPU 2:", "random"), ("CPU 3:", "random")]
    assert cpu_rows(dialog) == rows

    activate(qtbot, dialog)
    dialog.level_boxes[3].setFocus()  # as a click on CPU 3's level
    press(qtbot, Qt.Key.Key_Down, where=dialog)  # Greedy
    assert cpu_rows(dialog)[3] == ("CPU 3:", "greedy")
    assert controller.game.state.players == ("random",) * 4  # from the next game
    start = StartDialog()  # as Game > New game opens it
    qtbot.addWidget(start)
    assert [box.currentData() for box in start.seat_table.kind_boxes] == [
        "random",
        "random",
        "random",
        "greedy",
    ]


def game_menu_offers(qtbot, window) -> set[str]:
    """Open the Game menu (Alt+G) as a person does and read which items it offers, then close it."""
    press(qtbot, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier, where=window)
    qtbot.waitUntil(window.game_menu.isVisible)
    offered = {a.text().replace("&", "") for a in window.game_menu.actions() if a.text() and a.isEnabled()}
    press(qtbot, Qt.Key.Key_Escape, where=window.game_menu)
    qtbot.waitUntil(lambda: not window.game_menu.isVisible())
    return offered


GAME_ITEMS = {"Save game…", "Save record…", "Replay…", "Review game…", "Export log…", "Take back"}


def test_the_game_menu_offers_the_game_items_only_with_a_game_on_the_table(launched, qtbot) -> None:
    window, controller = launched
    offered = game_menu_offers(qtbot, window)
    assert offered & GAME_ITEMS == set(), "nothing to save, replay or export on the home screen"
    assert {"New game…", "Open game…", "Statistics…", "Quit"} <= offered
    start_a_game(qtbot, window, controller)
    controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle)
    assert game_menu_offers(qtbot, window) >= GAME_ITEMS
    controller.go_home()
    assert game_menu_offers(qtbot, window) & GAME_ITEMS == set()


def test_not_now_dismisses_the_suggestion_for_good(launched, qtbot) -> None:
    window, controller = launched
    click(qtbot, window.home.not_now_button)
    assert not window.home.suggestion.isVisible()
    assert lessons_suggestion_dismissed()
    controller.home.show()
    assert not window.home.suggestion.isVisible()


def test_the_lessons_from_home_and_back(launched, qtbot) -> None:
    window, controller = launched
    click(qtbot, window.home.take_lessons_button)
    assert controller.lessons.active and not window.home_shown
    click(qtbot, controller.lessons.panel.leave_button)
    assert not controller.lessons.active and window.home_shown


def test_the_kept_game_is_offered_with_its_picture_and_enter_resumes_it(launched, qtbot) -> None:
    window, controller = launched
    start_a_game(qtbot, window, controller)
    assert not window.home_shown and window.side.isVisible()
    controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle)
    state = controller.game.state
    controller.go_home()
    home = window.home
    assert window.home_shown and home.resume.isVisible()
    assert not home.thumbnail.pixmap().isNull()
    details = home.resume_details.text()
    assert "A New Game Spin, round 1" in details and "Sara: red, Person" in details and "Kept " in details
    assert focused(window) is home.resume_button
    press(qtbot, Qt.Key.Key_Return, where=window)
    assert not window.home_shown and controller.game.state == state
    assert window.log_lines()[-1] == "Game resumed."


def test_a_hot_seat_games_picture_shows_no_hand(launched, qtbot, monkeypatch) -> None:
    _window, controller = launched
    drawn: list[bool] = []
    real = home.board_thumbnail
    monkeypatch.setattr(
        home, "board_thumbnail", lambda *args, hide_hand=False: drawn.append(hide_hand) or real(*args)
    )
    controller.driver.cpu_delay_ms = 60_000
    controller.start(GameOptions("Sara", seed=3), players=(HUMAN, HUMAN, "random", "random"))
    controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle)
    controller.go_home()
    assert drawn == [True]  # two people at this computer: backs, whoever looks
    controller.start(GameOptions("Sara", seed=3))
    controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle)
    controller.go_home()
    assert drawn == [True, False]  # one person: their own cards


def test_the_picture_can_show_the_hand_face_down(qapp) -> None:
    from support.position import position

    game = position("t10 | t40", "5H 2S 3S 4S")
    faces = board_thumbnail(game.state, game.rules.cards).toImage()
    backs = board_thumbnail(game.state, game.rules.cards, hide_hand=True).toImage()
    assert faces != backs


def test_lessons_in_the_middle_of_a_game_ask_and_keep_it(launched, qtbot) -> None:
    window, controller = launched
    start_a_game(qtbot, window, controller)
    controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.scene.animator.is_idle)
    game = controller.game
    seen = when_modal(click_in_modal("Cancel"))
    window.lessons_action.trigger()
    assert "Leave the game in progress for the lessons?" in seen[0].text
    assert controller.game is game and not controller.lessons.active
    seen = when_modal(click_in_modal("Go to the lessons"))
    window.lessons_action.trigger()
    assert controller.lessons.active
    click(qtbot, controller.lessons.panel.leave_button)
    assert window.home_shown and window.home.resume.isVisible()  # the game stayed kept
    press(qtbot, Qt.Key.Key_Return, where=window)
    assert controller.game.state == game.state


def test_new_game_during_the_lessons_asks_about_the_lessons(launched, qtbot) -> None:
    window, controller = launched
    click(qtbot, window.home.lessons_button)
    seen = when_modal(click_in_modal("Cancel"))
    window.new_action.trigger()
    assert "Leave the lessons?" in seen[0].text
    assert controller.lessons.active


def test_nobody_plays_behind_the_new_game_dialog_and_cancel_goes_on(launched, qtbot) -> None:
    window, controller = launched
    start_a_game(qtbot, window, controller, cpu_delay_ms=0)
    controller.play_seat_by(0, None)
    first = controller.game.legal_actions()[0]
    controller.driver.play(first)  # the CPUs now play at once
    played: list[int] = []
    controller.action_played.connect(lambda _events: played.append(1))

    def look_then_cancel(dialog) -> None:
        if isinstance(dialog, QMessageBox):  # "Your unfinished game … will be replaced"
            click_in_modal("Replace it")(dialog)
            when_modal(look_then_cancel)
            return
        before = len(played)
        qtbot.wait(300)  # a CPU would have played several times by now
        assert len(played) == before
        click_in_modal("Cancel")(dialog)

    when_modal(look_then_cancel)
    window.new_action.trigger()
    assert not window.home_shown and controller.game is not None
    qtbot.waitUntil(lambda: controller.game.current_seat == 0 or controller.game.is_over, timeout=10_000)


def test_cancel_in_the_open_dialog_comes_back_home(launched, qtbot) -> None:
    window, controller = launched
    seen = when_modal(click_in_modal("Cancel"))
    click(qtbot, window.home.open_button)
    assert seen and window.isVisible() and window.home_shown and controller.game is None
    assert button_named(window.home, "New game").isVisible()


def test_ctrl_n_still_works_after_the_replay(launched, qtbot) -> None:
    """Keys work whenever their menu entries would: after the replay was used."""
    window, controller = launched
    start_a_game(qtbot, window, controller, cpu_delay_ms=0)
    controller.play_seat_by(0, RandomPolicy(1))  # a few turns played, then the CPUs held
    qtbot.waitUntil(lambda: len(controller.record) >= 4, timeout=20_000)
    controller.driver.cpu_delay_ms = 60_000
    controller.driver.withdraw()
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=5000)
    menu_item(qtbot, window, Qt.Key.Key_P)  # Game > Re&play
    assert controller.replay is not None
    press(qtbot, Qt.Key.Key_Escape, where=window)
    assert controller.replay is None
    seen = when_modal(click_in_modal("Cancel"))  # "Your unfinished game…" – no: Ctrl+N was heard
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, where=window)
    assert seen and seen[0].title == "New game" and controller.game is not None


def test_ctrl_n_and_the_game_keys_still_work_after_the_review(launched, qtbot) -> None:
    """The review sits beside the board and keeps no key: after it, Ctrl+N and the board's keys act."""
    window, controller = launched
    start_a_game(qtbot, window, controller, cpu_delay_ms=0)
    controller.play_seat_by(0, RandomPolicy(1))  # a few turns played, then the person's turn
    qtbot.waitUntil(lambda: len(controller.record) >= 16, timeout=20_000)
    controller.play_seat_by(0, None)
    controller.review.rollouts = 2
    qtbot.waitUntil(controller.input.acting, timeout=20_000)
    menu_item(qtbot, window, Qt.Key.Key_V)  # Game > Re&view game
    panel = window.review_panel
    qtbot.waitUntil(lambda: not panel.progress_bar.isVisible(), timeout=60_000)
    assert panel.isVisible() and not window.log.isVisible()
    press(qtbot, Qt.Key.Key_Escape, where=window)
    assert not panel.isVisible() and controller.replay is None and window.log.isVisible()
    assert focused(window) is window.view
    qtbot.waitUntil(controller.input.acting, timeout=5000)
    press(qtbot, Qt.Key.Key_1, where=window)  # the board's key for the first card
    assert controller.input.selection.card_index == 0
    seen = when_modal(click_in_modal("Cancel"))  # "Your unfinished game…" – no: Ctrl+N was heard
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, where=window)
    assert seen and seen[0].title == "New game" and controller.game is not None


def test_the_home_screen_grows_to_fit_a_notice_and_its_buttons_keep_their_height(launched, qtbot) -> None:
    window, _controller = launched
    home = window.home
    before = home.height()
    home.show_notice("You left the Play now queue.")  # as after leaving the Play now queue
    qtbot.waitUntil(lambda: home.height() > before)
    QApplication.processEvents()  # the layout puts the buttons in their places
    buttons = (home.new_game_button, home.online_button, home.open_button, home.rules_button)
    assert all(button.height() >= 36 for button in buttons)
    assert home.new_game_button.geometry().bottom() < home.online_button.geometry().top()
    assert home.online_button.geometry().bottom() < home.rules_button.geometry().top()
    assert home.y() + home.height() <= window.view.height()  # and stays on the board
