"""The account window of a game server: tabs Account (:mod:`.account`), Leaderboard
(:mod:`.leaderboard`), Profile (:mod:`.profile`), Friends (:mod:`.friends`) and My games
(:mod:`.my_games`).  Opened from the Play online dialog; it only shows and asks
(:mod:`jackaroo.controller.online.account_window` connects it)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QVBoxLayout, QWidget

from ..text.bidi import fill
from .account import AccountPage
from .friends import FriendsPage
from .leaderboard import LeaderboardPage
from .my_games import MyGamesPage
from .profile import ProfilePage


class AccountDialog(QDialog):
    """Account, Leaderboard, Profile, Friends and My games of the server at ``address``."""

    def __init__(self, address: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.address = address
        self.setWindowTitle(fill(self.tr("Players at {address}"), address=address))
        self.resize(560, 520)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.account = AccountPage()
        self.leaderboard = LeaderboardPage()
        self.profile = ProfilePage()
        self.friends = FriendsPage()
        self.tabs.addTab(self.account, self.tr("&Account"))
        self.tabs.addTab(self.leaderboard, self.tr("&Leaderboard"))
        self.tabs.addTab(self.profile, self.tr("Pro&file"))
        self.tabs.addTab(self.friends, self.tr("Frien&ds"))
        self.my_games = MyGamesPage()
        self.tabs.addTab(self.my_games, self.tr("&My games"))
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
