"""At an online table the game does not stand still for a question: the others play on while Omar
is asked whether to leave (Game > New game…), and after No his turn still comes to him.  (A local
game is held still behind that question, tests/controller/test_standing_still.py; an online one is
the server's, and every move it sends is a new position on the board.)"""

from __future__ import annotations

from PySide6.QtCore import Qt
from support.online_app import answer_first_legal
from support.online_pair import part, seated_pair
from support.person import click_in_modal, menu_item, when_modal


def test_after_no_to_leaving_the_table_the_game_goes_on_for_omar(qtbot, server_url) -> None:
    sara, omar = seated_pair(qtbot, server_url)
    try:
        session = omar.session
        if omar.controller.game.current_seat == session.seat:  # Omar plays first: so be it
            qtbot.waitUntil(lambda: answer_first_legal(omar.controller), timeout=10_000)
        before = session.ply

        def others_play() -> bool:  # Sara plays whenever it is her turn (never ends a wait)
            answer_first_legal(sara.controller)
            return False

        def others_play_then_no(question) -> None:
            # while Omar reads the question, Sara and the CPUs play on at the server
            qtbot.waitUntil(lambda: others_play() or session.ply > before, timeout=20_000)
            click_in_modal("Cancel")(question)

        shown = when_modal(others_play_then_no)
        menu_item(qtbot, omar.window, Qt.Key.Key_N)  # Game > New game…
        assert shown and "Leave the online table?" in shown[0].text
        assert omar.controller.online.at_table()
        # his turn comes, and he is asked for it: he can play it
        qtbot.waitUntil(lambda: others_play() or omar.controller.input.acting(), timeout=30_000)
        assert omar.controller.game.current_seat == session.seat
    finally:
        part(sara, omar)
