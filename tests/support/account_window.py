"""A person at the account window (Game > Play online… > Account and leaderboard…): opening it for
a server's address, going to a tab, typing over a field, signing up or in."""

from __future__ import annotations

from PySide6.QtCore import Qt

from support.person import activate, button_named, click, click_radio, menu_item, press, type_text, when_modal


def retype(qtbot, field, text: str) -> None:
    """Click ``field``, select what it holds and type ``text`` over it."""
    click(qtbot, field)
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier, where=field)
    type_text(qtbot, text, where=field)


def open_account_window(qtbot, window, controller, address: str):
    """Game > Play online…, the address of a server's lobby, then Account and leaderboard…"""

    def to_accounts(dialog) -> None:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        click_radio(qtbot, dialog.lobby_button)
        retype(qtbot, dialog.address_edit, address)
        click(qtbot, button_named(dialog, "Account and leaderboard…"))

    activate(qtbot, window)
    when_modal(to_accounts, "Play online")
    menu_item(qtbot, window, Qt.Key.Key_L)  # Game > Play online…
    accounts = controller.online.ways.accounts
    qtbot.waitUntil(lambda: accounts.window is not None and accounts.window.dialog.isVisible(), timeout=5_000)
    return accounts.window.dialog


def tab(qtbot, dialog, page) -> None:
    """Click the tab of ``page``."""
    bar = dialog.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(dialog.tabs.indexOf(page)).center())
    assert dialog.tabs.currentWidget() is page


def sign(qtbot, page, name: str, password: str, button: str) -> None:
    retype(qtbot, page.name_edit, name)
    retype(qtbot, page.password_edit, password)
    click(qtbot, button_named(page, button))


def signed_up(qtbot, window, controller, address: str, name: str, password: str):
    """A guest opens the account window and signs up as ``name``, typing: the window (its Account
    page says "Signed in as <name>")."""
    dialog = open_account_window(qtbot, window, controller, address)
    page = dialog.account
    qtbot.waitUntil(lambda: page.status.text().startswith("You play as a guest"), timeout=10_000)
    sign(qtbot, page, name, password, "Sign up")
    qtbot.waitUntil(lambda: page.status.text().startswith(f"Signed in as {name}"), timeout=10_000)
    return dialog
