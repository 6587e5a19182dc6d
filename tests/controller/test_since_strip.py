"""What happened since the person's last turn: a line per action in the side panel, as the log words
it; a click shows that position on the board (read only, the game held), ← and → step, and a click
on the board, Back to the game or Esc resumes the game.  The strip takes no key from the game, and
the side panel still shows eight lines of log at 800×600."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from support.person import click, click_row, focused, press

from jackaroo.view.settings.seats import GameOptions


def at_the_persons_second_turn(controller, qtbot) -> None:
    """The person played once (their first legal action), the CPUs after them, and it is the
    person's turn again, the board still."""
    controller.driver.cpu_delay_ms = 0
    controller.start(GameOptions("Sara", seed=7))
    qtbot.waitUntil(controller.input.acting, timeout=20_000)
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)
    controller.driver.play(controller.game.legal_actions()[0])
    played = len(controller.record)
    qtbot.waitUntil(
        lambda: (
            len(controller.record) > played + 1
            and controller.input.acting()
            and controller.scene.animator.is_idle()
        ),
        timeout=20_000,
    )


def test_the_strip_lists_the_actions_since_the_persons_turn_in_the_logs_words(held_controller, qtbot) -> None:
    controller = held_controller
    at_the_persons_second_turn(controller, qtbot)
    strip = controller.window.since_strip
    assert strip.isVisible()
    steps = list(controller.record.steps())
    last = max(s.index for s in steps if s.seat == 0)
    expected = [s.index for s in steps if s.index > last]
    assert strip.indices == expected and expected
    texts = [strip.list.item(row).text() for row in range(strip.list.count())]
    log = controller.window.log.lines()
    assert all(text in log for text in texts)  # the log's own words
    assert not strip.back_button.isVisible()


def test_a_line_shows_its_position_arrows_step_and_the_board_resumes(held_controller, qtbot) -> None:
    controller = held_controller
    window = controller.window
    at_the_persons_second_turn(controller, qtbot)
    strip = window.since_strip
    indices = list(strip.indices)
    click_row(qtbot, strip.list, 0)
    replay = controller.replay
    assert replay is not None and replay.index == indices[0] + 1  # the board after that action
    assert strip.list.currentRow() == 0 and strip.back_button.isVisible()
    assert not controller.input.acting()  # read only: the game is held
    press(qtbot, Qt.Key.Key_Right, where=window)
    assert replay.index == indices[0] + 2
    if len(indices) > 1:
        assert strip.list.currentRow() == 1
    press(qtbot, Qt.Key.Key_Left, where=window)
    assert replay.index == indices[0] + 1 and strip.list.currentRow() == 0
    view = window.view  # a click on the board: back to the game
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    assert controller.replay is None and not strip.back_button.isVisible()
    qtbot.waitUntil(controller.input.acting, timeout=5000)
    assert strip.isVisible() and strip.indices == indices  # the lines stay until the person plays
    click_row(qtbot, strip.list, len(indices) - 1)
    assert controller.replay is not None
    press(qtbot, Qt.Key.Key_Escape, where=window)  # Esc: back to the game
    assert controller.replay is None
    click_row(qtbot, strip.list, 0)
    click(qtbot, strip.back_button)  # Back to the game
    assert controller.replay is None
    qtbot.waitUntil(controller.input.acting, timeout=5000)
    assert focused(window) is view  # the game's keys still go to the board
    press(qtbot, Qt.Key.Key_1, where=window)
    assert controller.input.selection.card_index == 0


def test_the_log_keeps_eight_lines_at_800_by_600_beside_the_strip(held_controller, qtbot) -> None:
    controller = held_controller
    window = controller.window
    window.resize(800, 600)
    at_the_persons_second_turn(controller, qtbot)
    qtbot.waitUntil(lambda: window.width() == 800 and window.height() == 600, timeout=2000)
    assert window.since_strip.isVisible() and window.log.isVisible()
    log = window.log
    lines = log.viewport().height() // log.fontMetrics().lineSpacing()
    assert lines >= 8, f"the log shows {lines} lines"
    strip = window.since_strip  # and the strip fits in the side panel
    assert strip.geometry().bottom() < log.geometry().top()
    assert strip.list.height() >= 3 * strip.list.fontMetrics().height()


def test_a_roomy_side_panel_shows_five_lines_of_the_strip(held_controller, qtbot) -> None:
    """At 1280×800 the strip has room for a round of the table and a Ten's discard with the turn it
    cost, without scrolling; the log still shows many more lines."""
    controller = held_controller
    window = controller.window
    window.resize(1280, 800)
    at_the_persons_second_turn(controller, qtbot)
    qtbot.waitUntil(lambda: window.width() == 1280 and window.height() == 800, timeout=2000)
    strip = window.since_strip
    rows = strip.list.viewport().height() // strip.list.sizeHintForRow(0)
    assert rows >= 5, f"the strip shows {rows} lines"
    log = window.log
    assert log.viewport().height() // log.fontMetrics().lineSpacing() >= 12
