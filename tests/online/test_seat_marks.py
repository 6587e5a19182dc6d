"""The prompt while the seat to act has dropped: it counts the take-over down, and once the seat's
person is back it is written anew as the board stands, not the words it had when the line dropped
(the board may have moved on meanwhile: a play still being drawn then said "Alice is playing…")."""

from __future__ import annotations

from support.online_app import open_window

from jackaroo.controller.online.seat_marks import SeatMarks

SEATS = [{"name": "Alice"}, {"name": "Greedy 1"}, {"name": "Badr"}, {"name": "Greedy 2"}]


def test_the_prompt_after_a_dropped_friend_is_back_is_written_as_the_board_stands(qtbot) -> None:
    window, controller = open_window(qtbot)
    try:
        written: list[str] = []

        def refresh() -> None:  # the prompt's owner, as the board stands now
            written.append("Badr is playing…")
            window.prompt.setText(written[-1])

        marks = SeatMarks(window, refresh_prompt=refresh)
        window.prompt.setText("Alice is playing…")  # (her play still being drawn)
        marks.acting = 2
        marks.table({"seats": [*SEATS[:2], {**SEATS[2], "takeover_ms": 30_000}, SEATS[3]], "you": 0})
        assert window.prompt.text().startswith("Badr's connection dropped: a CPU plays in 30 s")
        marks.table({"seats": SEATS, "you": 0})  # he is back
        assert written and window.prompt.text() == "Badr is playing…"
        marks.table({"seats": SEATS, "you": 0})  # said once
        assert len(written) == 1
        marks.clear()
    finally:
        controller.stop()
