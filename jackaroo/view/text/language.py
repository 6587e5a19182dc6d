"""The game's language: its translations, its layout direction and a font that shows it well.

:func:`apply_language` is called once at start (by :func:`jackaroo.composition.application`), with
the language of ``--lang`` or of View > Language (``view/language`` in the settings; "system"
follows the system's locale).  It installs the game's translation
(``resources/i18n/jackaroo_<lang>.qm``) and Qt's own (``qtbase_<lang>.qm``: the Yes and No of a
message box), turns the layout right to left for Arabic, and loads the fonts the game ships
(``resources/fonts/``): Noto Sans for every language, so that text takes the same room on every
system whatever fonts it has (the layouts are measured with it), and Noto Sans Arabic first for
Arabic.  A change in the menu takes
effect at the next start (the log and dialogs already shown keep their words).
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from ...resources import find

__all__ = [
    "LANGUAGES",
    "SYSTEM",
    "apply_language",
    "installed_language",
    "language_names",
    "latin_font",
    "resolve",
]

#: follow the system's locale
SYSTEM = "system"
#: the languages the game speaks (codes of resources/i18n/jackaroo_<code>.qm); English is the source
LANGUAGES = ("en", "ar")
#: languages written right to left
RIGHT_TO_LEFT = frozenset({"ar"})
#: the font files shipped for a language's script (resources/fonts/), before the UI's own
FONTS = {"ar": ("NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf")}
#: the font files of the game's text in every language (resources/fonts/): the same face, and so
#: the same widths, on every system
UI_FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf")

_installed: list[QTranslator] = []
#: the families of each shipped font file loaded so far
_loaded: dict[str, list[str]] = {}
_language = "en"


def language_names() -> dict[str, str]:
    """The choices of View > Language, each language in its own words."""
    return {
        SYSTEM: QCoreApplication.translate("Language", "System"),
        "en": "English",
        "ar": "العربية",
    }


def resolve(choice: str) -> str:
    """The language code for ``choice`` ("system", "en", "ar", or a locale name such as "ar_SA");
    English when the game does not speak it."""
    if choice == SYSTEM or not choice:
        choice = QLocale.system().name()
    code = choice.split("_")[0].split("-")[0].lower()
    return code if code in LANGUAGES else "en"


#: the locale whose formats (dates, times) a language uses when the system's locale speaks another
#: language (or none: the "C" locale): the Gulf's Arabic with Latin digits, as the game writes its
#: numbers; British English (day before month)
LANGUAGE_LOCALES = {"ar": "ar_AE", "en": "en_GB"}


def locale_for(code: str) -> QLocale:
    """The locale of language ``code`` for dates and numbers: the system's own if it speaks that
    language, else :data:`LANGUAGE_LOCALES`'."""
    system = QLocale.system()
    if system.name().split("_")[0] == code:
        return system
    return QLocale(LANGUAGE_LOCALES.get(code, code))


def installed_language() -> str:
    """The code of the language the application speaks now."""
    return _language


def apply_language(choice: str) -> str:
    """Speak ``choice`` (see :func:`resolve`) from now on; returns its code.  Missing translation
    or font files leave the English text or the system's font, silently."""
    global _language
    app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    code = resolve(choice)
    _language = code
    QLocale.setDefault(locale_for(code))  # dates and numbers in the language's own format
    files = [(f"jackaroo_{code}", _game_folder())]
    if code != "en":
        files.append((f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, folder in files:
        if not folder:
            continue
        translator = QTranslator(app)
        if translator.load(name, folder):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    if isinstance(app, QGuiApplication):
        direction = (
            Qt.LayoutDirection.RightToLeft if code in RIGHT_TO_LEFT else Qt.LayoutDirection.LeftToRight
        )
        app.setLayoutDirection(direction)
        _use_font(app, code)
    return code


def latin_font() -> QFont:
    """The application's font with the UI's Latin face alone (then the system's): for digits and
    Latin letters drawn in a tight box (a card's corner), which an Arabic face's taller line would
    push down."""
    font = QFont(QGuiApplication.font())
    system = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    font.setFamilies([*_families(UI_FONTS), system])
    return font


def _game_folder() -> str:
    try:
        return str(find("resources/i18n"))
    except FileNotFoundError:
        return ""


def _families(names: tuple[str, ...]) -> list[str]:
    """The families of the shipped font files ``names`` (loaded once; a missing file is skipped)."""
    families: list[str] = []
    for name in names:
        if name not in _loaded:
            with contextlib.suppress(FileNotFoundError):
                font_id = QFontDatabase.addApplicationFont(str(find(f"resources/fonts/{name}")))
                _loaded[name] = QFontDatabase.applicationFontFamilies(font_id)
        families.extend(f for f in _loaded.get(name, ()) if f not in families)
    return families


def _use_font(app: QGuiApplication, code: str) -> None:
    """The shipped face of ``code``'s script first in the application font's families, then the
    UI's shipped face (Noto Sans), then the system's font for what neither has."""
    families = _families(FONTS.get(code, ()) + UI_FONTS)
    font = QFont(QGuiApplication.font())
    system = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    font.setFamilies([*families, system])
    app.setFont(font)
