"""Play now (quick match) in the app, acted as a person against a real server process: a fresh app
signs up, chooses Play now for the traditional rules, accepts the CPUs offered, plays the game to
its end and finds its new rating on the panel and the game in Statistics and Review; Cancel (or Esc)
leaves the queue at once; two windows waiting for the same rules sit at one table once one of them
accepts CPUs for the seats left."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from support.account_window import retype, signed_up
from support.accounts import CHEAP_ARGS, PASSWORD
from support.online_app import answer_first_legal, open_window
from support.online_pair import ServerProcess
from support.person import activate, button_named, click, click_radio, click_row, menu_item, press, when_modal

from jackaroo.controller.records.online_games import kept_games
from jackaroo.view.settings.account_memory import GUEST, SESSION, remember_token
from jackaroo.view.settings.online_memory import recent_servers
from jackaroo.view.settings.play_now_memory import PlayNowChoice, remembered_play_now

#: cheap Argon2id, games with CPUs rated, Random CPUs filling the seats, every clock a tenth (the
#: offer of CPUs "after 30 seconds" comes after 3)
QUICK = (*CHEAP_ARGS, "--cpu-games-rated", "--queue-cpu", "random", "--clock-scale", "0.1")


def choose(qtbot, box, index: int) -> None:
    """Open the combo ``box`` with a click and pick its item ``index`` with the arrow keys."""
    click(qtbot, box)
    view = box.view()
    qtbot.waitUntil(view.isVisible)
    for _ in range(abs(index - box.currentIndex())):
        qtbot.keyClick(view, Qt.Key.Key_Down if index > box.currentIndex() else Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert box.currentIndex() == index


def play_now(qtbot, window, address: str, ruleset: int, cpus: int, partner: str = "") -> None:
    """Game > Play online…, Play now at ``address``, the rules and CPU wait of those indexes (and
    a ``partner``'s user name typed), Connect."""

    def fill_in(dialog) -> None:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        click_radio(qtbot, dialog.play_now_button)
        retype(qtbot, dialog.address_edit, address)
        choose(qtbot, dialog.play_now.ruleset_box, ruleset)
        choose(qtbot, dialog.play_now.cpu_box, cpus)
        if partner:
            retype(qtbot, dialog.play_now.partner_edit, partner)
        click(qtbot, button_named(dialog, "Connect"))

    when_modal(fill_in, "Play online")
    menu_item(qtbot, window, Qt.Key.Key_L)


def waiting_dialog(qtbot, controller):
    quick = controller.online.quick
    qtbot.waitUntil(lambda: quick.dialog is not None and quick.dialog.isVisible(), timeout=10_000)
    return quick.dialog


def test_play_now_with_cpus_to_the_end_rated_counted_and_reviewed(qtbot, tmp_path: Path) -> None:
    server = ServerProcess(tmp_path, *QUICK)
    server.start()
    window, controller = open_window(qtbot)
    qtbot.waitExposed(window)
    activate(qtbot, window)  # (keys go to this window, whatever an earlier test left active)
    controller.review.rollouts = 1
    try:
        accounts = signed_up(qtbot, window, controller, server.url, "Sara", PASSWORD)
        click(qtbot, button_named(accounts, "Close"))
        # Play now: the traditional rules, CPUs offered after 30 s (3 s on this server's clock)
        play_now(qtbot, window, server.url, ruleset=1, cpus=0)
        assert remembered_play_now() == PlayNowChoice("classic", "", 30)
        waiting = waiting_dialog(qtbot, controller)
        assert waiting.status.text().startswith("Looking for players… ")
        qtbot.waitUntil(waiting.question.isVisible, timeout=20_000)
        assert waiting.question.text() == "Not enough players yet. Play with CPUs for the empty seats?"
        click(qtbot, button_named(waiting, "Play with CPUs"))
        session = controller.online.session
        qtbot.waitUntil(lambda: session.on_board, timeout=10_000)
        assert controller.online.quick.dialog is None  # (closed and gone)
        assert session.token and session.table_id and session.seat is not None
        assert controller.game.state.names[session.seat] == "Sara"
        panel = window.online_panel
        assert panel.account.text() == "Signed in as Sara."
        found = "Play now: a table was found after "
        assert any(entry.words[0].startswith(found) for entry in window.log.entries())
        assert recent_servers()[0] == server.url

        def over() -> bool:
            answer_first_legal(controller)
            game = controller.game
            return game is not None and game.is_over and "Rating" in panel.account.text()

        qtbot.waitUntil(over, timeout=240_000)
        signed_in, rating = panel.account.text().splitlines()
        assert signed_in == "Signed in as Sara." and rating.startswith("Rating ")
        # the game is kept: Statistics counts it in the Online column, Review judges its turns
        qtbot.waitUntil(lambda: bool(kept_games()), timeout=10_000)
        (kept,) = kept_games()
        assert (kept.table, kept.ruleset, kept.address) == (session.table_id, "classic", server.url)
        qtbot.waitUntil(controller.scene.animator.is_idle, timeout=10_000)
        menu_item(qtbot, window, Qt.Key.Key_T)
        stats = controller.game_over.stats_dialog
        qtbot.waitUntil(lambda: stats is not None and stats.isVisible(), timeout=5_000)
        assert stats.online.verticalHeaderItem(1).text() == "Traditional rules"
        assert [stats.online.item(1, c).text() for c in (0, 1)] == ["1", "1" if kept.won else "0"]
        stats.close()
        menu_item(qtbot, window, Qt.Key.Key_V)
        review = window.review_panel
        assert review.isVisible()
        qtbot.waitUntil(lambda: not review.progress_bar.isVisible(), timeout=180_000)
        assert review.list.count() == len(review.turns) > 1
        shown = review.list.indexAt(QPoint(8, review.list.viewport().height() // 2)).row()
        click_row(qtbot, review.list, shown)  # a turn in sight: its position comes on the board
        qtbot.waitUntil(lambda: controller.replay is not None, timeout=5_000)
        assert controller.replay.index == review.turns[shown].index
        press(qtbot, Qt.Key.Key_Escape, where=window.view)
        qtbot.waitUntil(lambda: not review.isVisible(), timeout=5_000)
    finally:
        controller.online.leave(ask=False)
        controller.stop()
        server.stop()


def test_cancel_leaves_the_queue_at_once_and_two_waiting_sit_together(qtbot, tmp_path: Path) -> None:
    server = ServerProcess(tmp_path, *QUICK)
    server.start()
    first, first_controller = open_window(qtbot)
    second, second_controller = open_window(qtbot)
    activate(qtbot, first)
    try:
        # waiting, never offered CPUs: Esc leaves the queue; the server says so, the home screen comes
        play_now(qtbot, first, server.url, ruleset=0, cpus=3)
        waiting = waiting_dialog(qtbot, first_controller)
        session = first_controller.online.session
        qtbot.waitUntil(lambda: waiting.others.text() != "", timeout=10_000)
        with qtbot.waitSignal(
            session.connection.reply, check_params_cb=lambda m: m.get("type") == "left_queue", timeout=5_000
        ):
            press(qtbot, Qt.Key.Key_Escape, where=waiting)
            assert not waiting.isVisible() and first.home_shown
        qtbot.waitUntil(lambda: not session.connection.is_open, timeout=5_000)
        assert first.home.notice.text() == "You left the Play now queue."
        # two accounts (the app's guest is forgotten between the two: each window makes its own)
        # wait for the same rules: the second never takes CPUs, the first accepts them once
        # offered, and both sit at that table (two players alone make no table of four)
        play_now(qtbot, first, server.url, ruleset=0, cpus=0)
        waiting = waiting_dialog(qtbot, first_controller)
        qtbot.waitUntil(lambda: waiting.others.text() != "", timeout=10_000)
        remember_token(server.url, GUEST, "")
        remember_token(server.url, SESSION, "")
        activate(qtbot, second)
        play_now(qtbot, second, server.url, ruleset=0, cpus=3)
        other = waiting_dialog(qtbot, second_controller)
        qtbot.waitUntil(lambda: other.others.text() == "Players waiting for these rules: 2", timeout=10_000)
        # the first, who waited alone, is told there are two now
        qtbot.waitUntil(lambda: waiting.others.text() == "Players waiting for these rules: 2", timeout=5_000)
        qtbot.waitUntil(waiting.question.isVisible, timeout=20_000)
        activate(qtbot, first)
        click(qtbot, button_named(waiting, "Play with CPUs"))
        sessions = [first_controller.online.session, second_controller.online.session]
        qtbot.waitUntil(lambda: all(s.on_board for s in sessions), timeout=20_000)
        assert sessions[0].table_id == sessions[1].table_id and sessions[0].seat != sessions[1].seat
        assert first_controller.online.quick.dialog is None and second_controller.online.quick.dialog is None
    finally:
        for controller in (first_controller, second_controller):
            controller.online.leave(ask=False)
            controller.stop()
        server.stop()


def test_a_refused_play_now_opens_the_dialog_again_saying_why(qtbot, tmp_path: Path) -> None:
    server = ServerProcess(tmp_path, *QUICK)
    server.start()
    window, controller = open_window(qtbot)
    activate(qtbot, window)
    try:
        # a guest (this fresh app's) cannot name a partner: said in words, the choice kept
        play_now(qtbot, window, server.url, ruleset=1, cpus=1, partner="Omar")
        seen: list[tuple[str, str]] = []

        def look(dialog) -> None:
            seen.append((dialog.problem.text(), dialog.play_now.partner_edit.text()))
            click(qtbot, button_named(dialog, "Cancel"))

        when_modal(look, "Play online")
        qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
        assert seen == [
            ("A guest cannot choose a partner: sign up first (Account and leaderboard…).", "Omar")
        ]
        assert controller.online.quick.dialog is None
    finally:
        controller.online.leave(ask=False)
        controller.stop()
        server.stop()
