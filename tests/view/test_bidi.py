"""Inserted names and numbers are isolated from the sentence around them (jackaroo.view.text.bidi):
a Latin name in an Arabic sentence, an Arabic name in an English one, each reads in its own
direction and leaves the sentence's own (UAX #9 isolates, U+2068 .. U+2069)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from support import without_isolates
from support.position import position

from jackaroo.view.online.chat_lines import ChatLines
from jackaroo.view.text.bidi import FSI, PDI, fill, isolated
from jackaroo.view.text.describe import log_entry
from jackaroo.view.text.language import apply_language
from jackaroo.view.window.log_panel import LogPanel


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


def ink_columns(widget: QWidget) -> tuple[int, int]:
    """The leftmost and rightmost columns of ``widget`` with dark pixels (its text drawn)."""
    image = widget.grab().toImage()
    ink = [
        x
        for x in range(image.width())
        if any(image.pixelColor(x, y).lightness() < 128 for y in range(image.height()))
    ]
    assert ink, "the label drew no text"
    return ink[0], ink[-1]


def test_a_label_of_a_name_with_a_number_reads_right_to_left_in_arabic(arabic, qtbot) -> None:
    """ "{name}:" has no letter of its own: the sentence begins with a right-to-left mark, so a label
    lays "كمبيوتر 1:" out right to left, the colon at its left end (as the Settings' CPU rows)."""
    texts = fill("{name}:", name="كمبيوتر 1"), fill("{name}", name="كمبيوتر 1")
    assert without_isolates(texts[0]) == "كمبيوتر 1:"
    labels = [QLabel(text) for text in texts]
    for label in labels:
        label.resize(300, 40)
    (left, right), (left_bare, right_bare) = [ink_columns(label) for label in labels]
    assert right == right_bare and left < left_bare  # the colon is drawn on the left of the name
    assert fill("{name}:", name="نورة") == "نورة:"  # nothing to isolate, nothing added


def test_the_log_and_the_chat_hang_their_lines_from_the_right_in_arabic(arabic, qtbot) -> None:
    """A QPlainTextEdit starts every line at its left edge unless told otherwise: in Arabic the log's
    and the chat's short lines end at the right edge, where an Arabic reader begins."""
    log, chat = LogPanel(), ChatLines(10)
    log.add_message("كمبيوتر 1 يفوته هذا الدور")
    chat.add(fill("{name}: {text}", name="Sara", text="hi"))
    for widget in (log, chat):
        qtbot.addWidget(widget)
        widget.resize(400, 80)
        widget.show()
        width = widget.viewport().width()
        left, right = ink_columns(widget.viewport())
        assert right > width - 20 and left > width / 3


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


def drawn_order(text: str, chars: str) -> str:
    """The characters of ``chars`` in ``text`` in the order they are drawn from left to right in a
    right-to-left paragraph, as a label lays it out (each found by its glyph, so a name read "1 CPU"
    instead of "CPU 1" shows as "1C")."""
    layout = QTextLayout(text, QApplication.font())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine().setLineWidth(1000)
    layout.endLayout()
    drawn = []
    for run in layout.glyphRuns():
        font = run.rawFont()
        glyphs = {font.glyphIndexesForString(c)[0]: c for c in chars}
        drawn += [
            (p.x(), glyphs[g])
            for g, p in zip(run.glyphIndexes(), run.positions(), strict=True)
            if g in glyphs
        ]
    return "".join(c for _x, c in sorted(drawn))


def test_a_latin_cpu_name_reads_as_one_name_in_arabic(arabic) -> None:
    """A game begun in English keeps its names "CPU 1".."CPU 3"; in Arabic each still reads "CPU 1",
    never "1 CPU", in a panel's title ("{name} · {level}") and in a team badge."""
    title = fill(QCoreApplication.translate("PlayerPanel", "{name} · {level}"), name="CPU 1", level="عشوائي")
    assert drawn_order(title, "C1") == "C1"
    badge = fill(
        QCoreApplication.translate("PlayerPanel", "Team {number}: {first} & {second}"),
        number=2,
        first="CPU 1",
        second="CPU 3",
    )
    assert drawn_order(badge, "C13") == "C3C1"  # right to left: CPU 1, then CPU 3, each left to right
