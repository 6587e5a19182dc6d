"""The game's file dialogs: where they open, and dates a person can read.

The desktop's own dialog is used where the platform has one.  Qt's fallback dialog (where it has
none) would cut its date column ("25 11 2…6") and write dates in the system's format whatever the
game's language; here its columns fit their contents and its dates follow the game's locale
(``QLocale()``, set from the language by :func:`jackaroo.view.text.language.apply_language`).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import (
    QDateTime,
    QDir,
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QTreeView, QWidget

#: the column of the file list that shows when a file was changed
DATE_COLUMN = 3


class LocaleDates(QIdentityProxyModel):
    """The file list with its dates in the game's locale."""

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if index.column() == DATE_COLUMN and role == Qt.ItemDataRole.DisplayRole:
            source = self.sourceModel()
            if isinstance(source, QFileSystemModel):
                changed: QDateTime = source.lastModified(self.mapToSource(index))
                if changed.isValid():
                    return QLocale().toString(changed, QLocale.FormatType.ShortFormat)
        return super().data(index, role)


def proposed_file_name(day: date, names: str, suffix: str) -> str:
    """``<day> <names><suffix>`` (ISO date: files sort by date), without the characters file
    systems refuse (``/ \\ : * ? " < > |`` and control characters)."""
    safe = "".join(c for c in names if c.isprintable() and c not in '/\\:*?"<>|').strip(" .")
    return f"{day.isoformat()} {safe}{suffix}" if safe else f"{day.isoformat()}{suffix}"


def start_folder(remembered: str) -> str:
    """Where a file dialog opens: the folder last used, else the user's documents folder, else the
    home folder (never the folder the game was started from)."""
    from PySide6.QtCore import QStandardPaths

    for folder in (
        remembered,
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation),
    ):
        if folder and Path(folder).is_dir():
            return folder
    return QDir.homePath()


def _dialog(parent: QWidget, title: str, start: str, file_filter: str, save: bool) -> QFileDialog:
    dialog = QFileDialog(parent, title, start, file_filter)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
    if dialog.testOption(QFileDialog.Option.DontUseNativeDialog) or dialog.findChild(QTreeView) is not None:
        dialog.setProxyModel(LocaleDates(dialog))
        model = dialog.findChild(QFileSystemModel)
        tree = dialog.findChild(QTreeView)
        if model is not None and tree is not None:
            dialog.resize(max(dialog.width(), 760), max(dialog.height(), 460))
            model.directoryLoaded.connect(lambda _path: _fit_columns(tree))
    return dialog


def _fit_columns(tree: QTreeView) -> None:
    for column in range(1, DATE_COLUMN + 1):
        tree.resizeColumnToContents(column)


def open_file_name(parent: QWidget, title: str, start: str, file_filter: str) -> str:
    """Ask for a file to open; its path, or "" when the person cancels."""
    dialog = _dialog(parent, title, start, file_filter, save=False)
    chosen = dialog.selectedFiles() if dialog.exec() == QFileDialog.DialogCode.Accepted else []
    dialog.deleteLater()
    return chosen[0] if chosen else ""


def save_file_name(parent: QWidget, title: str, start: str, file_filter: str) -> str:
    """Ask where to save (``start``: a folder, or a proposed file in one); the path, or "" when the
    person cancels."""
    dialog = _dialog(parent, title, start, file_filter, save=True)
    chosen = dialog.selectedFiles() if dialog.exec() == QFileDialog.DialogCode.Accepted else []
    dialog.deleteLater()
    return chosen[0] if chosen else ""
