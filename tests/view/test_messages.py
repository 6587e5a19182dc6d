"""The model's errors are shown translated: template first, then the fields (jackaroo.view.text.messages)."""

from __future__ import annotations

from typing import ClassVar

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from support.position import position

from jackaroo.model import JackarooError
from jackaroo.model.errors import StateFormatError
from jackaroo.view.text.messages import error_text


class _Arabic(QTranslator):
    """A stand-in translation of two error templates and two vocabulary words."""

    TEXTS: ClassVar[dict[tuple[str, str], str]] = {
        ("Errors", "A {rank} cannot {verb}"): "لا يستطيع {rank} أن {verb}",
        ("Errors", "You do not hold the card {card}"): "ليست معك الورقة {card}",
        ("Errors", "That marble is not yours"): "هذه الكرة ليست لك",
        ("Log", "Seven"): "السبعة",
        ("Log", "swap"): "يبدّل",
    }

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        return self.TEXTS.get((context, source))


def refusal(action: str) -> JackarooError:
    game = position("t10 | t40", "7S")
    with pytest.raises(JackarooError) as caught:
        game.play(action)
    return caught.value


def test_untranslated_messages_read_as_the_model_wrote_them(qapp: QCoreApplication) -> None:
    assert error_text(refusal("7S swap t10 t40")) == "A Seven cannot swap"
    assert error_text(StateFormatError("'round' must be at least 1")) == "'round' must be at least 1"


def test_template_and_vocabulary_are_translated_before_they_are_filled(qapp: QCoreApplication) -> None:
    translator = _Arabic()
    assert QCoreApplication.installTranslator(translator)
    try:
        assert error_text(refusal("7S swap t10 t40")) == "لا يستطيع السبعة أن يبدّل"
        # cards are named as the log names them; a template with no translation stays English
        # (a Latin value in an Arabic sentence, and the other way round, is isolated: bidi.fill)
        assert error_text(refusal("6S move t10")) == "ليست معك الورقة \u2068Six ♠\u2069"
        assert error_text(refusal("7S move t40")) == "A \u2068السبعة\u2069 moves only your own marbles"
    finally:
        QCoreApplication.removeTranslator(translator)
