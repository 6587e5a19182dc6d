"""View > Language: the choice is remembered and takes effect at the next start.

The menus, dialogs and log already shown keep their words, so a change is said in a message, in
the language chosen (its translation is loaded for that one message).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from ...resources import find
from ...view.settings.store import remember_language, remembered_language
from ...view.text.language import installed_language, resolve
from ...view.window.main_window import MainWindow

__all__ = ["LanguageMenu"]

#: the message, in the language chosen rather than the one spoken now
TITLE = QT_TRANSLATE_NOOP("LanguageMenu", "Language")
TEXT = QT_TRANSLATE_NOOP("LanguageMenu", "The game will speak this language from its next start.")


class LanguageMenu(QObject):
    """Checks the remembered language in the menu and keeps the one chosen."""

    def __init__(self, window: MainWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        remembered = remembered_language()
        for action in window.language_group.actions():
            action.setChecked(action.data() == remembered)
        window.language_group.triggered.connect(self._chosen)

    def _chosen(self, action: QAction) -> None:
        choice = str(action.data())
        if choice == remembered_language():
            return
        remember_language(choice)
        code = resolve(choice)
        if code != installed_language():
            title, text = _said_in(code)
            QMessageBox.information(self.window, title, text)


def _said_in(code: str) -> tuple[str, str]:
    """The title and text of the message that the language changes at the next start, in ``code``."""
    translator = QTranslator()
    try:
        loaded = translator.load(f"jackaroo_{code}", str(find("resources/i18n")))
    except FileNotFoundError:
        loaded = False
    title, text = TITLE, TEXT

    def said(source: str) -> str:
        return (translator.translate("LanguageMenu", source) or source) if loaded else source

    return said(title), said(text)
