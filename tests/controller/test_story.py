"""What the player reads and sees as the game goes: words, not notation; panels in step with the
board; dead turns dropped for the player with a notice on the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser
from support.person import activate
from support.position import card, position

from jackaroo.controller.game_controller import GameController
from jackaroo.model.board import base_cell
from jackaroo.view.board.effects import NoticeItem
from jackaroo.view.settings.store import load_preferences


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
    assert (
        lines[-1]
        == "You play Five ♥: the red marble moves 5 from cell 10 past your Base to cell 10 before the green Base"
    )
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


@pytest.mark.parametrize(
    ("hand", "drop_for_me"), [("2S 2H 2D 2C", False), ("2S 3S 4S 6S", True)], ids=["alike", "asked to"]
)
def test_a_hand_without_a_move_is_dropped_for_the_player_with_a_notice(
    controller, qtbot, hand, drop_for_me
) -> None:
    """Where the choice cannot matter (cards alike), or with Options > Drop for me, a hand without a
    move is dropped for the player, and the board says so."""
    if drop_for_me:
        controller.window.auto_drop_action.trigger()  # Options > Drop for me…: on
        assert controller.input.auto_drop
    controller.scene.animator.speed = 0.2
    notices: list[str] = []
    controller.scene.changed.connect(
        lambda _regions: notices.extend(
            i.text for i in controller.scene.items() if isinstance(i, NoticeItem) and i.text not in notices
        )
    )
    controller.take_over(position("| t40", hand))  # every marble at Home, no Ace or King
    qtbot.waitUntil(lambda: len(controller.game.state.hands[0]) == 3, timeout=10_000)
    qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)
    assert notices and notices[0].startswith("No card has a move:")


def test_the_player_chooses_which_card_to_drop_when_the_cards_differ(controller, qtbot) -> None:
    """The traditional rulebook: "If you do not have a playable card, you must choose and discard a
    card"; the default game's drop is a choice of card too."""
    assert not controller.input.auto_drop  # the default
    controller.take_over(position("| t40", "2S 3S 4S 6S"))
    qtbot.wait(300)
    assert controller.input.acting()
    assert len(controller.game.state.hands[0]) == 4
    assert (
        controller.window.prompt.text()
        == "No card of yours has a move: choose the card to drop (1-4), then Play."
    )
    controller.input.play_card(1)
    assert card("3S") not in controller.game.state.hands[0]


def select(controller: GameController, token: str) -> None:
    controller.input.select_card(list(controller.input.selection.hand).index(card(token)))


@pytest.mark.parametrize(
    ("marbles", "hand", "token", "words"),
    [
        (
            "| t40",
            "AS 2S 3S 4S",
            "AS",
            "to play Ace ♠: bring a marble out of Home onto your Base",
        ),
        (
            "t10 | t40",
            "AS 2S 3S 4S",
            "AS",
            "move it, or Play (F) to bring a marble out.",
        ),
        (
            "t10 | t40",
            "10C 2S 3S 4S",
            "10C",
            "Play with none: CPU 1, the next player, discards a random card",
        ),
        ("t10 | t40", "JS 2S 3S 4S", "JS", "Jack: click your marble and the ringed marble to swap it with."),
        ("t10 t20 | t40", "7S 2S 3S 4S", "7S", "Seven: click one ringed marble to move it 7"),
    ],
)
def test_the_prompt_says_what_the_chosen_card_does(controller, marbles, hand, token, words) -> None:
    controller.take_over(position(marbles, hand))
    select(controller, token)
    assert words in controller.window.prompt.text()


def test_a_complete_choice_is_said_in_words_before_play(controller) -> None:
    controller.take_over(position("t10 | t40", "5H 2S 3S 4S"))
    select(controller, "5H")
    controller.input.click_marble(0)
    assert controller.window.prompt.text() == (
        "Play (Enter) to play Five ♥: move the red marble on cell 10 past your Base 5 cells. Esc deselects."
    )


def test_f_brings_a_marble_out_with_the_one_card_that_can_or_says_why_not(controller, qtbot) -> None:
    window = controller.window
    activate(qtbot, window)
    controller.take_over(position("t10 | t40", "5H 2S 3S 4S"))
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert "No card of yours can bring a marble out" in window.banner.text()
    controller.take_over(position("t10 | t40", "KS AS 3S 4S"))  # two cards can: which is the person's say
    state = controller.game.state
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert "choose one first" in window.banner.text() and controller.game.state is state
    controller.take_over(position("t10 | t40", "2S AS 3S 4S"))  # only the Ace can: F plays it
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert card("AS") not in controller.game.state.hands[0]
    assert controller.game.state.firepit[-1] == card("AS")
    assert controller.game.state.marble_at(base_cell(0)) is not None  # on the red Base


def test_a_double_click_on_a_card_with_one_legal_action_plays_it(controller, qtbot) -> None:
    controller.take_over(position("t10 | t40", "5H 2S 3S 4S"))
    controller.input.play_card(1)  # the Two: only the red marble on t10 can move
    qtbot.waitUntil(lambda: controller.game.state.marbles[0] == 12)


def test_a_hint_shows_it_is_thinking_until_it_comes(controller, qtbot) -> None:
    controller.take_over(position("t10 t30 | t40", "5H 7S 3S 4S"))
    controller.input.hint()
    button = controller.window.hint_button
    assert button.text() == "Thinking…" and not button.isEnabled()
    assert controller.window.banner.text() == "Thinking about a hint…"
    qtbot.waitUntil(lambda: not controller.input.hint_pending(), timeout=20_000)
    assert button.text() == "H&int" and button.isEnabled()
    assert controller.window.banner.text().startswith("Hint: ")


def test_help_rules_describe_the_table_as_set_up(controller) -> None:
    from jackaroo.view.settings.seats import GameOptions

    controller.start(GameOptions("Sara", ("greedy", "expert", "random"), seed=3))
    controller.window.rules_action.trigger()
    text = controller.rules.dialog.findChild(QTextBrowser).toPlainText()
    assert "one human against three CPU players" not in text
    assert "play at random" not in text
    names = controller.game.state.names
    assert f"{names[0]} (" in text and "a person at this computer" in text
    assert "a CPU, level Greedy" in text and "a CPU, level Expert" in text
    controller.rules.dialog.close()


def test_f1_on_the_board_opens_the_rules_with_the_levels_and_the_keys(controller, qtbot) -> None:
    from jackaroo.view.settings.seats import GameOptions

    controller.start(GameOptions("Sara", ("random", "expert", "greedy"), seed=3))
    view = controller.window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: controller.rules.dialog is not None and controller.rules.dialog.isVisible())
    text = controller.rules.dialog.findChild(QTextBrowser).toPlainText()
    assert "Expert: imagines the hidden cards" in text  # every level the start dialog offers
    assert "Master" not in text  # offered no more (docs/ai.md)
    assert "Tab: go to the next ringed marble; Space: choose it, or leave it." in text
    assert "Ctrl+Z: take back your last action" in text and "F1: these rules." in text
    controller.rules.dialog.close()


def test_the_rules_show_each_card_kind_on_a_real_board(controller) -> None:
    from jackaroo.controller.rule_pictures import PICTURES, rules_pictures

    html, images = rules_pictures(controller.cards)
    assert len(images) == len(PICTURES)
    for name, image in images.items():
        assert f'src="{name}"' in html
        assert image.width() == 300 and image.height() > 50
    assert "t10" not in html and "play Seven ♠: move the marble on cell 10 past your Base" in html


def test_a_play_the_rules_forbid_is_always_told_in_the_banner_and_the_log(controller, qtbot) -> None:
    """RULES.md 6: a marble the card cannot act on, a marble at Home, and an action the game refuses
    are each explained in the banner and in the log, the same way."""
    from support.person import click_board, press

    window = controller.window
    game = position("t10 | t40", "5H 2S 3S 4S")
    controller.take_over(game)
    qtbot.waitUntil(controller.input.acting, timeout=5000)
    state = controller.game.state

    def told() -> tuple[str, str]:
        return window.banner.text(), window.log_lines()[-1]

    press(qtbot, Qt.Key.Key_2, where=window)  # Two ♠
    opponents = state.occupied[40]  # CPU 1's marble on cell 40: a Two moves only your own
    click_board(qtbot, window.view, controller.scene.marbles[opponents].sceneBoundingRect().center())
    banner, line = told()
    assert banner and line == f"Not possible: {banner}"
    at_home = next(m for m in range(4) if state.marbles[m] < 0)
    click_board(qtbot, window.view, controller.scene.marbles[at_home].sceneBoundingRect().center())
    banner, line = told()
    assert banner == "A marble in the Home Zone cannot be chosen; an Ace or a King fields it."
    assert line == f"Not possible: {banner}"
    from jackaroo.model.actions import Action

    assert not controller.driver.play(Action.parse("2S move t40"))  # refused by the game itself
    banner, line = told()
    assert banner and line.startswith("Not possible: ") and line.endswith(banner)
