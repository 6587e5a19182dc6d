"""After a game the server did not rate, the online panel says why, in words of the app's language:
every reason the server gives (:data:`jackaroo.server.rating_rules.REASONS`) has its sentence, and
the panel's line under who plays here is it (a rated game's line is tested with a whole game in
test_accounts_app.py)."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QObject, Signal

from jackaroo.controller.online.account_keeper import AccountKeeper
from jackaroo.controller.online.words import unrated_words
from jackaroo.server.rating_rules import REASONS


class Front(QObject):
    """What the keeper needs of the online front: its window's panel and the sessions opened."""

    session_opened = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.window = QObject(self)
        self.lines: list[str] = []
        self.window.online_panel = SimpleNamespace(set_account=self.lines.append)  # type: ignore[attr-defined]


def test_every_reason_has_its_sentence_and_the_panel_says_it(qtbot) -> None:
    sentences = [unrated_words(reason) for reason in REASONS]
    assert all(s.startswith("Not rated: ") for s in sentences) and len(set(sentences)) == len(REASONS)
    assert unrated_words("a reason of a newer server") == "Not rated."
    front = Front()
    keeper = AccountKeeper(front)  # type: ignore[arg-type]
    keeper.link = link = SimpleNamespace(signed_in=True, name="Sara")  # type: ignore[assignment]
    over = {"type": "game_over", "ratings": [None] * 4, "rated": False, "reason": "left_early"}
    keeper._rated(SimpleNamespace(seat=1), link, over)  # type: ignore[arg-type]
    assert front.lines[-1] == "Signed in as Sara.\nNot rated: a player left at the start."
    before = len(front.lines)
    keeper._rated(SimpleNamespace(seat=1), link, {"ratings": [None] * 4})  # an older server: nothing
    assert len(front.lines) == before
