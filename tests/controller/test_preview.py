"""Move previews: a complete, legal choice shows where its marbles would go before it is played,
and never what the player cannot know (a hidden trap on the way)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from support.person import click_board
from support.position import card, position, position_json

from jackaroo.controller.game_controller import GameController
from jackaroo.controller.turns.preview import preview
from jackaroo.model import Game
from jackaroo.model.actions import Action
from jackaroo.view.board import layout
from jackaroo.view.board.effects import PulseItem, TrailItem
from jackaroo.view.board.items import MarbleItem


@pytest.fixture
def controller(held_controller):
    return held_controller


def select(controller: GameController, token: str) -> None:
    controller.input.select_card(list(controller.input.selection.hand).index(card(token)))


def ghosts(controller: GameController) -> list[MarbleItem]:
    return [item for item in controller.scene.preview if isinstance(item, MarbleItem)]


def test_a_move_preview_walks_the_path_and_shows_where_the_marble_lands() -> None:
    game = position("t10 | t40", "5H 2S 3S 4S")
    seen = preview(game, Action.parse("5H move t10"))
    assert seen.paths == ((0, (10, 11, 12, 13, 14, 15)),)
    assert seen.landings == ((0, 15),)
    assert not seen.sent_home


def test_a_preview_foresees_a_capture_but_never_a_hidden_trap() -> None:
    game = Game.from_object(position_json("t10 | t15", "5H 2S 3S 4S", traps=[12]))
    seen = preview(game, Action.parse("5H move t10"))
    assert seen.landings == ((0, 15),)  # the trap on t12 would stop it: the preview does not say so
    assert seen.sent_home == {4}
    assert game.state.marbles[0] == 10  # the game itself is untouched


def test_the_board_shows_the_preview_of_a_complete_choice_and_drops_it_after(controller, qtbot) -> None:
    controller.take_over(position("t10 | t15", "5H 2S 3S 4S"))
    select(controller, "5H")
    assert not controller.scene.preview  # no marble chosen yet
    controller.input.click_marble(0)
    (ghost,) = ghosts(controller)
    assert ghost.pos() == layout.cell_point(15)
    assert any(isinstance(item, TrailItem) for item in controller.scene.preview)
    assert any(isinstance(item, PulseItem) for item in controller.scene.preview)  # the capture
    controller.input.deselect()
    assert not controller.scene.preview
    select(controller, "5H")
    controller.input.click_marble(0)
    controller.input.play_selected()
    assert not controller.scene.preview
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)


def test_a_ghost_is_not_a_marble_to_click(controller, qtbot) -> None:
    controller.take_over(position("t10 | t40", "5H 2S 3S 4S"))
    select(controller, "5H")
    controller.input.click_marble(0)
    (ghost,) = ghosts(controller)
    clicked: list[int] = []
    controller.scene.marble_clicked.connect(clicked.append)
    view = controller.window.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(ghost.pos()))
    assert not clicked


def test_the_seven_split_names_both_marbles(controller) -> None:
    controller.take_over(position("t10 t20 | t40", "7S 2S 3S 4S"))
    select(controller, "7S")
    controller.input.click_marble(0)
    controller.input.click_marble(1)
    label = controller.window.split_label.text()
    assert "cell 10 past your Base" in label and "cell 5 before the green Base" in label
    assert "moves 6" in label  # the box starts at 1 for the first marble
    assert len(ghosts(controller)) == 2


def click_card(qtbot, controller: GameController, token: str) -> None:
    """Click the hand's card ``token`` on the board."""
    item = controller.scene.hand[index_of(controller, token)]
    click_board(qtbot, controller.window.view, item.sceneBoundingRect().center())


def index_of(controller: GameController, token: str) -> int:
    return list(controller.input.selection.hand).index(card(token))


def test_clicking_the_landing_cell_plays_the_one_move_that_lands_there(controller, qtbot) -> None:
    controller.take_over(position("t10 t30 | t40", "5H 2S 3S 4S"))
    click_card(qtbot, controller, "5H")
    click_board(qtbot, controller.window.view, layout.cell_point(35))  # the marble on t30 lands there
    qtbot.waitUntil(lambda: controller.game.state.marbles[1] == 35)
    assert controller.game.state.marbles[0] == 10


def test_a_cell_no_move_reaches_says_so(controller, qtbot) -> None:
    controller.take_over(position("t10 t30 | t40", "5H 2S 3S 4S"))
    click_card(qtbot, controller, "5H")
    click_board(qtbot, controller.window.view, layout.cell_point(60))
    assert controller.window.banner.text() == "No play of this card lands there."
    assert controller.game.state.marbles[:2] == (10, 30)


def test_a_click_on_a_real_cell_reaches_the_controller(controller, qtbot) -> None:
    controller.take_over(position("t10 | t40", "5H 2S 3S 4S"))
    select(controller, "5H")
    view = controller.window.view
    point = view.mapFromScene(layout.cell_point(15))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: controller.game.state.marbles[0] == 15)


def test_the_seven_split_is_chosen_by_the_second_marbles_landing_cell(controller, qtbot) -> None:
    controller.take_over(position("t10 t20 | t40", "7S 2S 3S 4S"))
    view = controller.window.view
    click_card(qtbot, controller, "7S")
    click_board(qtbot, view, controller.scene.marbles[0].scenePos())
    click_board(qtbot, view, controller.scene.marbles[1].scenePos())
    click_board(qtbot, view, layout.cell_point(22))  # the marble on t20 moves 2, the one on t10 5
    assert controller.input.selection.action() == Action.parse("7S split t10 t20 5")
    assert controller.game.state.marbles[:2] == (10, 20)  # chosen, not played: Play confirms


def test_dragging_a_card_onto_a_marble_plays_it(controller, qtbot) -> None:
    controller.take_over(position("t10 t30 | t40", "5H 2S 3S 4S"))
    view = controller.window.view
    card_item = controller.scene.hand[0]
    start = view.mapFromScene(card_item.pos())
    end = view.mapFromScene(layout.cell_point(30))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 11):
        qtbot.mouseMove(view.viewport(), start + (end - start) * step / 10)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: controller.game.state.marbles[1] == 35)
    assert card_item.scene() is None or card_item.pos() != layout.cell_point(30)
