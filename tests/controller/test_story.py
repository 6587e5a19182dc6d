"""What the player reads and sees as the game goes: words, not notation; panels in step with the
board; dead turns dropped for the player with a notice on the board."""

from __future__ import annotations

import pytest
from support.position import card, position

from jackaroo.controller.game_controller import GameController
from jackaroo.view.effects import NoticeItem
from jackaroo.view.settings import load_preferences


@pytest.fixture
def controller(held_controller):
    return held_controller


def entries_with_notation(controller: GameController) -> list[str]:
    return [e.notation for e in controller.window.log.entries() if e.notation is not None]


def test_the_log_speaks_words_and_shows_notation_only_when_asked(controller, qtbot) -> None:
    controller.take_over(position("t10 | t40", "5H 2S 3S 4S"))
    assert controller.driver.play("5H move t10")
    qtbot.waitUntil(controller.scene.animator.is_idle)
    lines = controller.window.log_lines()
    assert lines[-1] == "You play Five ♥: the red marble moves 5 from t10 to t15"
    assert not any("5H" in line for line in lines)
    controller.window.notation_action.trigger()  # View > Show notation
    assert "You: 5H move t10" in controller.window.log_lines()
    assert load_preferences().notation
    controller.window.notation_action.trigger()
    assert "You: 5H move t10" not in controller.window.log_lines()
    assert not load_preferences().notation


def test_the_panels_change_when_the_move_has_been_seen(controller, qtbot) -> None:
    controller.take_over(position("t10 | t40", "5H 2S 3S 4S"))
    controller.scene.animator.speed = 0.5
    cards = controller.window.panels[0].details.text()
    assert controller.driver.play("5H move t10")
    assert controller.window.panels[0].details.text() == cards  # the card has not landed yet
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)
    assert controller.window.panels[0].details.text() != cards


def test_a_hand_without_a_move_is_dropped_for_the_player_with_a_notice(controller, qtbot) -> None:
    controller.scene.animator.speed = 0.2
    notices: list[str] = []
    controller.scene.changed.connect(
        lambda _regions: notices.extend(
            i.text for i in controller.scene.items() if isinstance(i, NoticeItem) and i.text not in notices
        )
    )
    controller.take_over(position("| t40", "2S 3S 4S 6S"))  # every marble at Home, no Ace or King
    qtbot.waitUntil(lambda: len(controller.game.state.hands[0]) == 3, timeout=10_000)
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)
    assert notices and notices[0].startswith("No card has a move:")


def test_without_automatic_drops_the_player_drops_by_hand(controller, qtbot) -> None:
    controller.window.auto_drop_action.trigger()  # Options > Drop automatically: off
    assert not controller.input.auto_drop
    controller.take_over(position("| t40", "2S 3S 4S 6S"))
    qtbot.wait(300)
    assert controller.input.acting()
    assert len(controller.game.state.hands[0]) == 4
    controller.input.play_card(0)
    assert card("2S") not in controller.game.state.hands[0]
