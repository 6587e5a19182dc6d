"""The end of an online game as two friends see it: a whole classic game between two windows (two
people, two of the server's CPUs), then each window's log and panel show the summary (winners,
turns, captures per seat) and the series' score; a rematch asked in one window is shown in the
other; Save record proposes a name with the date and the players in the documents folder, its
button whole at 1195 pixels wide; and the next table starts with an empty chat."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from support.online_app import answer_first_legal, open_window
from support.person import activate, click, click_in_modal, menu_item, press, when_modal

from jackaroo.controller.online import play as online_play
from jackaroo.online.protocol import Chat, CreateTable, JoinTable, Ready, SetSeat


def test_the_end_shows_the_summary_the_score_and_a_rematch_asked(qtbot, server_url, monkeypatch) -> None:
    host_window, host = open_window(qtbot, width=1195)
    guest_window, guest = open_window(qtbot, width=1195, person="Omar")
    try:
        host_session = host.online.connect_to(server_url, CreateTable(name="Sara", ruleset="classic"))
        qtbot.waitUntil(
            lambda: host_session.code is not None and host_session.table is not None, timeout=10_000
        )
        guest_session = guest.online.connect_to(
            server_url, JoinTable(name="Omar", code=host_session.code, seat=2)
        )
        qtbot.waitUntil(lambda: guest_session.seat == 2, timeout=10_000)
        guest_session.send(Chat(text="Good luck!"))
        for seat in (1, 3):
            host_session.send(SetSeat(seat=seat, kind="random"))
        for session in (host_session, guest_session):
            session.send(Ready(ready=True))
        qtbot.waitUntil(lambda: host_session.on_board and guest_session.on_board, timeout=10_000)
        assert "Omar: Good luck!" in host_window.online_panel.lines.toPlainText()

        def over() -> bool:
            for controller in (host, guest):
                answer_first_legal(controller)
            # (a window coming back after its connection was cut under load has no game for a moment)
            finished = all(c.game is not None and c.game.is_over for c in (host, guest))
            return finished and host_window.online_panel.summary.isVisible()

        qtbot.waitUntil(over, timeout=240_000)
        qtbot.waitUntil(lambda: guest_window.online_panel.summary.isVisible(), timeout=5_000)
        qtbot.waitUntil(lambda: host.scene.animator.is_idle() and guest.scene.animator.is_idle())
        side = host.game.state.winner % 2  # partners opposite: seats side and side + 2
        winners = f"{host.game.state.names[side]} and {host.game.state.names[side + 2]}"
        for window in (host_window, guest_window):
            lines = window.online_panel.summary.text().splitlines()
            assert lines[0].startswith("Game 1 is over: ") and lines[0].endswith(" turns.")
            assert lines[1].startswith("Captures: Sara (") and ", Omar (" in lines[1]
            assert lines[2].startswith("Series after game 1: Sara and Omar (")
            # (the two sides are listed in the locale's way: "A, B" or "A and B")
            assert lines[2].endswith("Random 1 and Random 2 (0)") or lines[2].endswith("Random 2 (1)")
            assert lines[0] in window.log_lines()
        assert lines[0].startswith(f"Game 1 is over: {winners} won in ")
        # a rematch asked in one window is shown in the other
        for controller in (host, guest):
            controller.game_over.close()
        # Omar reviews the game; a rematch asks before it closes the review (Cancel keeps it)
        guest.review.rollouts = 1
        qtbot.waitUntil(lambda: guest.record is not None, timeout=10_000)  # (fetched once over)
        activate(qtbot, guest_window)
        menu_item(qtbot, guest_window, Qt.Key.Key_V)  # Game > Review game
        assert guest.review.shown
        asked_first = when_modal(click_in_modal("Cancel"))
        click(qtbot, guest_window.online_panel.rematch_button)
        assert asked_first and asked_first[0].text == "The rematch closes your review of this game."
        assert guest.review.shown and "asks for a rematch" not in host_window.online_panel.summary.text()
        press(qtbot, Qt.Key.Key_Escape, where=guest_window)  # back to the game
        assert not guest.review.shown
        click(qtbot, guest_window.online_panel.rematch_button)
        panel = host_window.online_panel
        qtbot.waitUntil(lambda: "Omar asks for a rematch." in panel.summary.text(), timeout=5_000)
        assert "Omar asks for a rematch." in host_window.log_lines()
        # Save record: whole at this width, proposed in the documents folder with the date and players
        assert panel.record_button.width() >= panel.record_button.sizeHint().width()
        asked: list[str] = []
        monkeypatch.setattr(
            online_play, "save_file_name", lambda _w, _t, start, _k: asked.append(start) or ""
        )
        click(qtbot, panel.record_button)
        qtbot.waitUntil(lambda: bool(asked), timeout=5_000)
        proposed = Path(asked[0])
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        assert str(proposed.parent) in (documents, str(Path.home()))
        assert proposed.name.startswith(date.today().isoformat()) and "Sara" in proposed.name
        assert "Omar" in proposed.name and proposed.name.endswith(".jackaroo-record.json")
        # the next table starts with an empty chat
        next_table = host.online.connect_to(server_url, CreateTable(name="Sara"))
        qtbot.waitUntil(lambda: next_table.table_id not in (None, host_session.table_id), timeout=10_000)
        assert panel.lines.toPlainText() == "" and not panel.summary.isVisible()
    finally:
        for controller in (guest, host):
            controller.online.leave(ask=False)
            controller.stop()
