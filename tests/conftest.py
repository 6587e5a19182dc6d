import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# no test plays sounds (jackaroo.view.audio.sound): the sound logic is tested with a recording player
os.environ["JACKAROO_SOUND"] = "off"

import pytest


@pytest.fixture(autouse=True)
def board_unturned():
    """Every test starts and ends with seat 0 at the bottom of the board (a hot-seat game may turn it)."""
    from jackaroo.view.board import layout, themes

    layout.turn_to(0)
    yield
    layout.turn_to(0)
    if themes.current_theme() != "classic":
        themes.apply_theme("classic")
