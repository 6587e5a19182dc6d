"""Keys do what people see: in the account window, after a refusal the focus goes to the field to put
right, Return in the sign-up form signs up (its highlighted button) and keeps the password typed,
a guest is offered no "Delete my account…", and no destructive button (Delete my account, Remove,
Block, Leave, End it, a question's Replace it or Leave the table) is pressed by Return: a person
walks each window with Tab and presses Return on every button that would undo something."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget
from support.account_window import open_account_window, retype, sign
from support.accounts import PASSWORD
from support.online_app import open_window
from support.online_pair import ServerProcess
from support.person import activate, button_named, click, focused, press, when_modal

from jackaroo.view.buttons import is_destructive
from jackaroo.view.online.quitting import ask_quit_hosting
from jackaroo.view.text import messages


@pytest.fixture
def server(accounts_server: ServerProcess) -> ServerProcess:
    return accounts_server


def walk(qtbot, window: QWidget) -> list[QWidget]:
    """Tab through ``window`` as a person does (up to 60 stops, until the focus comes back), and at
    every destructive button press Return: nothing must happen (no question, no click).  Returns
    the widgets the focus stopped at."""
    activate(qtbot, window)
    stops: list[QWidget] = []
    for _ in range(60):
        press(qtbot, Qt.Key.Key_Tab, where=window)
        widget = focused(window)
        if stops and widget is stops[0]:
            break
        stops.append(widget)
        if is_destructive(widget):
            clicked: list[bool] = []
            widget.clicked.connect(lambda *_, clicked=clicked: clicked.append(True))
            seen = when_modal(lambda dialog: dialog.reject())
            press(qtbot, Qt.Key.Key_Return, where=window)
            qtbot.wait(200)
            assert not clicked and not seen, f"Return pressed {widget.text()!r}"
    return stops


def destructive_buttons(window: QWidget) -> list[QPushButton]:
    return [b for b in window.findChildren(QPushButton) if is_destructive(b)]


def test_the_account_window_keys(qtbot, server) -> None:
    window, controller = open_window(qtbot)
    try:
        dialog = open_account_window(qtbot, window, controller, server.url)
        page = dialog.account
        qtbot.waitUntil(lambda: page.status.text().startswith("You play as a guest"), timeout=10_000)
        assert not page.delete_button.isVisible()  # a guest has no account to delete
        sign(qtbot, page, "Huda", PASSWORD, "Sign up")
        qtbot.waitUntil(lambda: page.status.text().startswith("Signed in as Huda"), timeout=10_000)
        click(qtbot, button_named(page, "Sign out"))
        qtbot.waitUntil(lambda: page.status.text().startswith("You play as a guest"), timeout=10_000)
        # Return in the password field: the form's highlighted action, Sign up; a name taken is
        # said, the focus goes back to the name (the password stays typed)
        retype(qtbot, page.name_edit, "Huda")
        retype(qtbot, page.password_edit, PASSWORD)
        assert page.sign_up_button.isDefault()
        press(qtbot, Qt.Key.Key_Return, where=page.password_edit)
        qtbot.waitUntil(lambda: page.problem.isVisible(), timeout=10_000)
        assert "taken" in page.problem.text()
        assert focused(page) is page.name_edit and page.password_edit.text() == PASSWORD
        click(qtbot, button_named(page, "Sign in"))
        qtbot.waitUntil(lambda: page.status.text().startswith("Signed in as Huda"), timeout=10_000)
        assert page.delete_button.isVisible()
        for button in destructive_buttons(dialog):
            assert not button.isDefault() and not button.autoDefault()
        stops = walk(qtbot, dialog)
        assert page.delete_button in stops  # reached by Tab, and Return did not press it
    finally:
        controller.stop()


def test_questions_that_undo_something_default_to_cancel(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()

    def look(dialog: QMessageBox) -> None:
        buttons = [b for b in dialog.buttons() if is_destructive(b)]
        assert buttons and all(not b.isDefault() and not b.autoDefault() for b in buttons)
        assert dialog.defaultButton() not in buttons
        press(qtbot, Qt.Key.Key_Return, where=dialog)  # the default: Cancel

    when_modal(look)
    assert not messages.confirm_replace(parent, "New game", "Traditional", 8)
    when_modal(look)
    assert ask_quit_hosting(parent, ["Omar"]) == "keep"  # the default keeps the table for Omar
    QApplication.processEvents()
