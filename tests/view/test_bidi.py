"""Inserted names and numbers are isolated from the sentence around them (jackaroo.view.text.bidi):
a Latin name in an Arabic sentence, an Arabic name in an English one, each reads in its own
direction and leaves the sentence's own (UAX #9 isolates, U+2068 .. U+2069)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from support.position import position

from jackaroo.view.text.bidi import FSI, PDI, fill, isolated
from jackaroo.view.text.describe import log_entry
from jackaroo.view.text.language import apply_language


@pytest.fixture
def arabic(qapp):
    apply_language("ar")
    yield
    apply_language("en")


def test_a_latin_name_in_an_arabic_sentence_is_isolated(arabic) -> None:
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert isolated("Sara") == f"{FSI}Sara{PDI}"
    assert isolated("سارة") == "سارة"  # already in the sentence's direction
    assert isolated(12) == f"{FSI}12{PDI}"  # a number too: its neighbouring signs stay on its side
    line = fill("{name}: {colour}، {player}", name="Sara", colour="أحمر", player="شخص")
    assert line == f"{FSI}Sara{PDI}: أحمر، شخص"


def test_an_arabic_name_in_an_english_sentence_is_isolated(qapp) -> None:
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert isolated("سارة") == f"{FSI}سارة{PDI}"
    assert isolated("Sara") == "Sara" and isolated(7) == "7"
    assert fill("{player} plays {card}", player="سارة", card="Two ♥") == f"{FSI}سارة{PDI} plays Two ♥"


def test_the_log_isolates_the_players_names(qapp) -> None:
    game = position("t10 | t40", "5H 2S 3S 4S")
    state = game.state
    names = ("سارة", *state.names[1:])
    from dataclasses import replace

    game_state = replace(state, names=names)
    events = game.play("5H move t10")
    entry = log_entry(0, "5H move t10", events, game_state, replace(game.state, names=names))
    assert entry.words[0].startswith(f"{FSI}سارة{PDI} plays Five ♥")
    assert entry.notation == f"{FSI}سارة{PDI}: 5H move t10"


def test_an_arabic_log_keeps_latin_names_in_their_place(arabic) -> None:
    game = position("t10 | t40", "5H 2S 3S 4S")
    from dataclasses import replace

    names = ("Sara", *game.state.names[1:])
    before = replace(game.state, names=names)
    events = game.play("5H move t10")
    entry = log_entry(0, "5H move t10", events, before, replace(game.state, names=names))
    first = entry.words[0]
    assert f"{FSI}Sara{PDI}" in first
    assert first.index(FSI) == 0  # the sentence begins with the isolated name: Arabic sets its direction
