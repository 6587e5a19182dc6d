"""A person at the Play online dialog and the account window: typing over a field, opening the
account window of a server, signing up or in (the app's online tests)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from support.person import button_named, click, menu_item, press, type_text, when_modal


def retype(qtbot, field, text: str) -> None:
    """Click ``field``, select what it holds and type ``text`` over it."""
    click(qtbot, field)
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier, where=field)
    type_text(qtbot, text, where=field)


def click_radio(qtbot, radio) -> None:
    """Click a radio button on its circle."""
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))


def open_account_window(qtbot, window, controller, address: str):
    """Game > Play online…, the address of a server's lobby, then Account and leaderboard…"""

    def to_accounts(dialog) -> None:
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        click_radio(qtbot, dialog.lobby_button)
        retype(qtbot, dialog.address_edit, address)
        click(qtbot, button_named(dialog, "Account and leaderboard…"))

    when_modal(to_accounts, "Play online")
    menu_item(qtbot, window, Qt.Key.Key_L)  # Game > Play online…
    accounts = controller.online.ways.accounts
    qtbot.waitUntil(lambda: accounts.window is not None and accounts.window.dialog.isVisible(), timeout=5_000)
    return accounts.window.dialog


def sign(qtbot, page, name: str, password: str, button: str) -> None:
    """Type a user name and password on the account page and click ``button`` (Sign up, Sign in)."""
    retype(qtbot, page.name_edit, name)
    retype(qtbot, page.password_edit, password)
    click(qtbot, button_named(page, button))
