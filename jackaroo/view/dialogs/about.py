"""Help > About Jackaroo: the version, the licence, the credits and where the game keeps its files.

The dialog's text is HTML; the licence texts (``LICENSE`` and ``THIRD-PARTY-NOTICES``, shipped in
every installer and found through :mod:`jackaroo.resources`) open in a second tab.
"""

from __future__ import annotations

import html
from pathlib import Path

import PySide6
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...resources import find
from ...version import VERSION
from ..settings.data_folder import data_folder
from ..settings.store import settings
from ..text.bidi import fill
from .screen_fit import fit_window, scroll_area

#: the licence files shown in the Licences tab, in order (top-level files of the project)
LICENCE_FILES = ("LICENSE", "THIRD-PARTY-NOTICES")


def licence_text() -> str:
    """The licence files, one after the other, as plain text; a file that is missing is named as
    missing rather than raising."""
    parts = []
    for name in LICENCE_FILES:
        try:
            parts.append(find(name).read_text(encoding="utf-8"))
        except (FileNotFoundError, OSError, UnicodeDecodeError):
            parts.append(f"{name}: not found")
    return "\n\n".join(parts)


class AboutDialog(QDialog):
    """The version, licence, credits and data folder (tab About) and the licence texts (tab
    Licences).  ``seed`` is the game in progress' seed (None: no game)."""

    def __init__(self, seed: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Jackaroo"))
        folder = data_folder()
        self.about = QLabel(self.about_html(seed, folder, Path(settings().fileName())))
        self.about.setWordWrap(True)
        self.about.setOpenExternalLinks(True)
        self.about.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.licences = QTextBrowser()
        self.licences.setPlainText(licence_text())
        tabs = QTabWidget()
        page = QWidget()
        column = QVBoxLayout(page)
        column.addWidget(self.about)
        column.addStretch(1)
        tabs.addTab(scroll_area(page), self.tr("&About"))  # scrolls on a screen too low for it
        tabs.addTab(self.licences, self.tr("&Licences"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_folder_button = QPushButton(self.tr("Open data &folder"))
        buttons.addButton(self.open_folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_folder_button.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
        )
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(buttons)
        fit_window(self, 560, max(460, self.sizeHint().height()))

    def about_html(self, seed: int | None, folder: Path, settings_file: Path) -> str:
        """The About tab's HTML: every value is escaped."""
        seed_text = str(seed) if seed is not None else self.tr("no game yet")
        values = {
            "version": html.escape(VERSION),
            "qt": html.escape(qVersion()),
            "pyside": html.escape(PySide6.__version__),
            "seed": html.escape(seed_text),
            "folder": html.escape(str(folder)),
            "settings": html.escape(str(settings_file)),
        }
        return fill(
            self.tr(
                "<h3>Jackaroo {version}</h3>"
                "<p>The Gulf's marble-and-card race game: one player against three CPU players, with "
                "hidden traps and the Burner and Saver wild cards.</p>"
                "<p>Copyright © 2026 The Jackaroo authors. Free software under the MIT licence "
                "(see Licences).</p>"
                "<p><b>Credits.</b> Made with Qt {qt} and Qt for Python (PySide6 {pyside}), under the "
                "LGPL-3.0. The sound effects and the icon are made by the game's own scripts "
                "(scripts/make_sounds.py, scripts/make_icon.py). Text uses the Noto Sans and Noto Sans "
                "Arabic fonts (SIL Open Font License 1.1).</p>"
                "<p><b>Your files.</b> The unfinished game is kept in {folder}<br>"
                "Settings and statistics: {settings}</p>"
                "<p>Seed of this game: {seed}</p>"
            ),
            **values,
        )


def show_about(parent: QWidget, seed: int | None) -> AboutDialog:
    """Help > About: open :class:`AboutDialog` (modal) and return it once closed."""
    dialog = AboutDialog(seed, parent)
    dialog.exec()
    return dialog
