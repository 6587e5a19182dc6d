"""Buttons that undo something a person cannot get back with one click: delete, remove, block, leave,
end, replace.

:func:`destructive` makes such a button one that Return never presses: it is never a dialog's default
button, and taking the keyboard focus does not make it the default either (Qt's *auto-default*,
which is on for every push button in a dialog), so a person who presses Return after a mistake or a
refusal does what the window's primary action says, never what the focus happens to sit on.  Space
or a click still press it, as people expect of the button they chose.  The property
:data:`DESTRUCTIVE` marks it for the tests that walk every window with Tab and Return.
"""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

#: the dynamic property that marks a destructive button (True)
DESTRUCTIVE = "destructive"


def destructive(button: QPushButton) -> QPushButton:
    """Make ``button`` one Return never presses (see the module's docstring); returns it."""
    button.setAutoDefault(False)
    button.setDefault(False)
    button.setProperty(DESTRUCTIVE, True)
    return button


def is_destructive(button: object) -> bool:
    """Whether ``button`` was made with :func:`destructive`."""
    return isinstance(button, QPushButton) and bool(button.property(DESTRUCTIVE))
