"""Game > Review game…: the player's decisions judged on a worker thread, then shown beside the board
in the log's place, as chess analysis boards do: the summary, the win-chance graph and one short line
per turn of the player; choosing a line (click, arrow keys, the graph) shows that position with
Expert's play, and Back to the game or Esc returns to the game in progress."""

from __future__ import annotations

from PySide6.QtCore import Qt
from support.person import click, click_row, focused, menu_item, press
from support.position import position

from jackaroo.ai.review import Judgement
from jackaroo.controller.records.review import captures, reviewed_turns
from jackaroo.controller.turns.preview import preview
from jackaroo.model import Action
from jackaroo.model.record import GameRecord
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.window.review_panel import ReviewedTurn


def play_some(controller, qtbot, actions: int = 24) -> None:
    """A game in which the person has played a few turns (each their first legal action)."""
    controller.driver.cpu_delay_ms = 0
    controller.start(GameOptions("Sara", seed=7))
    while len(controller.record) < actions:
        qtbot.waitUntil(controller.input.acting, timeout=20_000)
        controller.driver.play(controller.game.legal_actions()[0])
    qtbot.waitUntil(controller.input.acting, timeout=20_000)
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)


def open_review(controller, qtbot):
    """Game > Review game through the menu's keys, two rollouts an action; the panel once judged."""
    controller.review.rollouts = 2
    window = controller.window
    menu_item(qtbot, window, Qt.Key.Key_V)
    panel = window.review_panel
    assert panel.isVisible() and panel.progress_bar.isVisible()  # the progress, in the panel
    assert all(p.isVisible() for p in window.panels)  # the players' panels stay while it judges
    assert "play 0 of" in panel.progress_bar.text()
    qtbot.waitUntil(lambda: not panel.progress_bar.isVisible(), timeout=60_000)
    assert not any(p.isVisible() for p in window.panels)  # the review's lines take their room
    return panel


def test_the_review_sits_beside_the_board_with_short_lines_by_turn(held_controller, qtbot) -> None:
    controller = held_controller
    play_some(controller, qtbot)
    window = controller.window
    panel = open_review(controller, qtbot)
    assert not window.log.isVisible()  # the review takes the log's place, not the board's
    turns: list[ReviewedTurn] = panel.turns
    assert panel.list.count() == len(turns) > 0
    assert [t.turn for t in turns] == sorted({t.turn for t in turns})  # the person's own turns
    assert turns[-1].turn <= sum(1 for s in controller.record.steps() if s.seat == 0)
    for row, turn in enumerate(turns):
        text = panel.list.item(row).text()
        assert text.startswith(f"Turn {turn.turn} · {turn.card}")
        assert len(text) < 50 and "t1" not in text  # short, in words
    mistakes = sum(t.mistake for t in turns)
    captures_missed = sum(t.missed_capture for t in turns)
    assert panel.summary.text() == f"Mistakes: {mistakes}\nMissed captures: {captures_missed}"
    assert panel.graph.isVisible() and len(panel.graph.points) == len(turns)
    # it opens on the first mistake (else the first line): that position is on the board
    first = next((r for r, t in enumerate(turns) if t.mistake), 0)
    assert panel.list.currentRow() == first
    assert controller.replay is not None and controller.replay.index == turns[first].index
    assert not window.replay_bar.isVisible()
    assert focused(window) is panel.list


def test_a_chosen_line_shows_its_position_with_experts_play(held_controller, qtbot) -> None:
    controller = held_controller
    play_some(controller, qtbot)
    panel = open_review(controller, qtbot)
    turns = panel.turns
    record, best = controller.record, controller.review.best
    row = next(
        (
            r
            for r, t in enumerate(turns)
            if not t.agrees and preview(record.game_at(t.index), Action.parse(best[t.index])).landings
        ),
        None,
    )
    assert row is not None, "Expert agreed with every play of this game that moves a marble"
    click_row(qtbot, panel.list, row)  # the mouse
    assert controller.replay.index == turns[row].index
    assert controller.scene.preview  # Expert's play drawn on the board
    assert turns[row].best in panel.details.text() and turns[row].taken in panel.details.text()
    start = panel.list.currentRow()
    press(qtbot, Qt.Key.Key_Up if start else Qt.Key.Key_Down, where=controller.window)  # the keys
    moved = panel.list.currentRow()
    assert moved != start and controller.replay.index == turns[moved].index
    press(qtbot, Qt.Key.Key_Return, where=controller.window)
    assert controller.replay.index == turns[moved].index
    graph = panel.graph  # a click on the graph picks the nearest decision
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=graph.point_of(row).toPoint())
    assert panel.list.currentRow() == row and graph.current == row
    click(qtbot, panel.close_button)  # Back to the game
    assert not panel.isVisible() and controller.replay is None and controller.window.log.isVisible()
    qtbot.waitUntil(controller.input.acting, timeout=5000)  # the game goes on


def test_a_new_game_leaves_a_review_being_made(held_controller, qtbot) -> None:
    controller = held_controller
    play_some(controller, qtbot, actions=12)
    controller.review.rollouts = 50
    menu_item(qtbot, controller.window, Qt.Key.Key_V)
    assert controller.window.review_panel.progress_bar.isVisible()
    controller.start(GameOptions("Sara", seed=8))
    qtbot.wait(300)
    assert not controller.window.review_panel.isVisible() and controller.window.log.isVisible()


def test_nothing_to_review_before_the_first_action(held_controller, qtbot) -> None:
    held_controller.start(GameOptions("Sara", seed=7))
    menu_item(qtbot, held_controller.window, Qt.Key.Key_V)
    assert held_controller.window.banner.text() == "Nothing to review yet."
    assert not held_controller.window.review_panel.isVisible()


def test_a_missed_capture_is_experts_capture_where_the_play_made_none(qtbot) -> None:
    game = position("t5 | t10", hand="5H 3S")
    assert captures(game, Action.parse("5H move t5")) and not captures(game, Action.parse("3S move t5"))
    record = GameRecord.start(game).add("3S move t5")
    judged = Judgement(0, 0, "3S move t5", "5H move t5", 0.3, 0.5, 8)
    (turn,) = reviewed_turns(record, [judged])
    assert (turn.turn, turn.card, turn.mistake, turn.missed_capture) == (1, "Three", True, True)
    taken_capturing = Judgement(0, 0, "5H move t5", "3S move t5", 0.5, 0.5, 8)
    (turn,) = reviewed_turns(GameRecord.start(game).add("5H move t5"), [taken_capturing])
    assert not turn.missed_capture


def test_each_line_says_what_the_summary_counts(qtbot) -> None:
    """A line says "mistake" only for what the summary counts as one; a loss as large but within the
    noise says "unsure"; a play estimated as good as Expert's choice, or better, says so (no "+")."""
    from jackaroo.view.window.review_panel import ReviewPanel

    panel = ReviewPanel()
    qtbot.addWidget(panel)

    def turn(taken: float, best: float, mistake: bool = False, costly: bool = False, capture: bool = False):
        return ReviewedTurn(0, 3, "Five", "a", "b", taken, best, False, mistake, capture, costly)

    assert panel.line(turn(0.5, 0.7, mistake=True)) == "Turn 3 · Five · −20% · mistake"
    assert panel.line(turn(0.5, 0.71, costly=True)) == "Turn 3 · Five · −21% · unsure"
    assert (
        panel.line(turn(0.5, 0.71, costly=True, capture=True))
        == "Turn 3 · Five · −21% · unsure · missed capture"
    )
    assert panel.line(turn(0.5, 0.53)) == "Turn 3 · Five · −3%"
    assert panel.line(turn(0.6, 0.43)) == "Turn 3 · Five · as good as Expert"
    panel.show_turns([turn(0.5, 0.71, costly=True), turn(0.5, 0.7, mistake=True)])
    assert panel.summary.text() == "Mistakes: 1\nMissed captures: 0"
