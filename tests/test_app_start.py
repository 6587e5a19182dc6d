"""Starting the app with a broken data/Cards.csv: a message box says why, no traceback."""

from __future__ import annotations

from pathlib import Path

from support.cards_file import FIELDS, with_line

from jackaroo import app, composition
from jackaroo.model.cards import load_cards


def test_a_broken_cards_file_stops_the_app_with_its_message(qapp, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "Cards.csv"
    path.write_bytes(with_line(3, "1,1,Ace,text,1"))
    monkeypatch.setattr(composition, "default_card_table", lambda: load_cards(path))
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        app.QMessageBox, "critical", staticmethod(lambda _parent, title, text: shown.append((title, text)))
    )
    names = qapp.applicationName(), qapp.organizationName()
    try:
        assert app.main([]) == 1
    finally:
        qapp.setApplicationName(names[0])
        qapp.setOrganizationName(names[1])
    assert shown == [("Jackaroo", f"The game cannot start: Cards file, line 3: {FIELDS}, found 5")]


def test_serve_runs_the_online_server(monkeypatch) -> None:
    from jackaroo import app
    from jackaroo.server import __main__ as server_main

    seen: list[list[str]] = []
    monkeypatch.setattr(server_main, "main", lambda argv: seen.append(list(argv)) or 0)
    assert app.main(["jackaroo", "--serve", "--port", "0"]) == 0
    assert seen == [["--port", "0"]]
