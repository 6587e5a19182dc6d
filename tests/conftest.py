import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the fonts of a fresh machine (Debian's DejaVu only), whatever else this one has: text takes the
# room it takes there (JACKAROO_SYSTEM_FONTS=1 keeps this machine's own)
if not os.environ.get("JACKAROO_SYSTEM_FONTS"):
    os.environ.setdefault("FONTCONFIG_FILE", str(Path(__file__).parent / "fonts" / "fresh-machine.conf"))
# no test plays sounds (jackaroo.view.audio.sound): the sound logic is tested with a recording player
os.environ["JACKAROO_SOUND"] = "off"

import pytest


@pytest.fixture(scope="session", autouse=True)
def the_games_language_and_fonts(qapp):
    """The QApplication speaks English with the game's own fonts, as the game sets it up
    (:func:`jackaroo.composition.application`)."""
    from jackaroo.view.text.language import apply_language

    apply_language("en")


@pytest.fixture(autouse=True)
def no_watcher_left():
    """A test's dialog watchers (``support.person.when_modal``) end with it: one whose dialog never
    came must not act on the next test's dialog."""
    from support.person import stop_watching_modals

    yield
    stop_watching_modals()


@pytest.fixture(autouse=True)
def board_unturned():
    """Every test starts and ends with seat 0 at the bottom of the board (a hot-seat game may turn it)."""
    from jackaroo.view.board import layout, themes

    layout.turn_to(0)
    yield
    layout.turn_to(0)
    if themes.current_theme() != "classic":
        themes.apply_theme("classic")
