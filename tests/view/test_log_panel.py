"""The log panel (jackaroo.view.window.log_panel) and a table's chat: their newest line stays in view;
the log's blank lines separate the turns of the table."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit
from support.person import wheel
from support.position import position

from jackaroo.model import Game
from jackaroo.view.online.chat_lines import ChatLines
from jackaroo.view.text.describe import log_entry
from jackaroo.view.text.log_entry import LogEntry
from jackaroo.view.window.log_panel import BULLET, LogPanel

LINE = "CPU 1 plays Three ♠: the green marble moves 3 from cell 11 past the blue Base to cell {n}"


def newest_line_shown(log: QPlainTextEdit) -> bool:
    cursor = log.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    return log.viewport().rect().contains(log.cursorRect(cursor))


def filled_log(qtbot) -> LogPanel:
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(280, 300)
    log.show()
    qtbot.waitExposed(log)
    for n in range(30):  # wrapped lines, many more than the log can show
        log.add(LogEntry((LINE.format(n=n),), colour="GREEN", turn=n // 2))
    qtbot.wait(10)
    return log


def test_the_newest_line_stays_in_view_when_the_log_is_made_shorter(qtbot) -> None:
    """As when "Since your last turn" appears above the log in the side panel."""
    log = filled_log(qtbot)
    assert newest_line_shown(log)
    log.resize(280, 230)
    qtbot.wait(10)
    assert newest_line_shown(log)


def test_a_reader_who_scrolled_back_keeps_their_place(qtbot) -> None:
    log = filled_log(qtbot)
    wheel(qtbot, log.viewport(), 5)  # the mouse wheel, five notches back
    place = log.verticalScrollBar().value()
    assert place < log.verticalScrollBar().maximum()
    log.resize(280, 230)
    qtbot.wait(10)
    assert log.verticalScrollBar().value() == place
    assert not newest_line_shown(log)


def played(log: LogPanel, game: Game, action: str | None = None) -> None:
    """``action`` (None: the first legal one) played on ``game`` and written to ``log`` as the game
    writes it."""
    before = game.state
    chosen = action or str(game.legal_actions()[0])
    events = game.play(chosen)
    log.add(log_entry(before.current, chosen, events, before, game.state))


def groups(log: LogPanel) -> list[list[str]]:
    """The log's lines as read, in the groups its blank lines make (one a turn of the table)."""
    text = log.toPlainText().replace(BULLET + " ", "")
    return [block.splitlines() for block in text.split("\n\n")]


def test_a_seat_that_misses_the_next_turn_opens_that_turn_in_the_log(qtbot) -> None:
    """CPU 3 plays the last card of turn 1; you lost a card to a Ten, so you miss turn 2: that line
    opens turn 2's group, with CPU 1's play after it, not CPU 3's turn 1."""
    log = LogPanel()
    qtbot.addWidget(log)
    game = position("| | | t80", "3S 4H 5C 6D", current=3, turn=0, hands={0: "2C 9S"})
    played(log, game, "3S move t80")
    played(log, game)
    assert groups(log) == [
        [
            "CPU 3 plays Three ♠: the yellow marble moves 3 from cell 5 past the yellow Base to cell 8 past the yellow Base"
        ],
        ["You miss this turn: you lost a card to a Ten or a Queen", log.lines()[-1]],
    ]


def test_a_new_deal_opens_the_next_round_in_the_log(qtbot) -> None:
    log = LogPanel()
    qtbot.addWidget(log)
    game = position("| | | t80", "3S", current=3)
    played(log, game, "3S move t80")
    played(log, game)
    first, second = groups(log)
    assert len(first) == 1 and first[0].startswith("CPU 3 plays Three ♠")
    assert second[0] == "Round 2: four new cards each" and second[1].startswith("You ")
    assert len(second) == 2


def test_a_squeezed_chat_shows_the_line_just_sent(qtbot) -> None:
    """The side panel squeezes the chat to a line or two on a short window; the line a person
    sends (or a friend's) still comes into view, as the log's do."""
    chat = ChatLines(50)
    qtbot.addWidget(chat)
    chat.resize(280, 200)
    chat.show()
    qtbot.waitExposed(chat)
    chat.add("Sara: hi Noura, I set CPUs", 1)
    chat.add("نورة: تمام", 2)
    chat.resize(280, chat.fontMetrics().height() * 2)  # the window made short
    qtbot.wait(10)
    chat.add("نورة: رجعت", 3)
    qtbot.wait(10)
    assert newest_line_shown(chat)
