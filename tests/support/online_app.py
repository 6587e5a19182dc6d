"""App windows for the online tests: built or launched as a new run of the app would be, and a
person's stand-in at the board who plays the first legal action (the online tests' games)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from jackaroo import app
from jackaroo.composition import build
from support.person import activate, click, press, type_text


def open_window(qtbot, width: int | None = None, person: str = ""):
    """A shown window and its controller (no home screen), animations at once; ``width`` in
    pixels if given.  ``person``: the window is that person's, with accounts of their own (the
    windows of a test share one settings file; "" signs in with the app's own tokens)."""
    window, controller = build()
    controller.online.profile = controller.online.ways.accounts.profile = person
    qtbot.addWidget(window)
    controller.scene.animator.speed = 0
    if width is not None:
        window.resize(width, 820)
    window.show()
    return window, controller


def launch(qtbot, person: str = ""):
    """The app as it starts for a player (the home screen), as a new run would; ``person`` as for
    :func:`open_window` (the same person again: the same accounts)."""
    started = app.launch()
    assert started is not None
    window, controller = started
    controller.online.profile = controller.online.ways.accounts.profile = person
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    controller.scene.animator.speed = 0
    return window, controller


def answer_first_legal(controller) -> bool:
    """If the person of this window may act, choose the first legal action and play it."""
    human_input = controller.input
    if not human_input.acting():
        return False
    human_input.choose(human_input.question.legal_actions()[0])
    human_input.play_selected()
    return True


def say(qtbot, window, text: str) -> None:
    """The person at ``window`` goes to it, clicks the chat's line, types ``text`` and presses Enter."""
    activate(qtbot, window)
    field = window.online_panel.input
    click(qtbot, field)
    type_text(qtbot, text, where=field)
    press(qtbot, Qt.Key.Key_Return, where=field)
