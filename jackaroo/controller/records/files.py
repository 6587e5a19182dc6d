"""The Game menu's files: save the game, save its record, export the log, open a file, autosave.

Writes are atomic (:func:`~jackaroo.controller.records.saves.write_atomically`); a failure is said in the
banner and never stops the game.  Saved games and records say which version wrote them
(``"written_by": "Jackaroo 0.1.0"``, :data:`jackaroo.version.WRITTEN_BY`).  The files read the game
in progress and its record from a :class:`GameSource` (the turn driver); opening a file emits
:attr:`GameFiles.open_requested` for the owner of the game in progress to load it.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from datetime import date
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from ...model.game import Game
from ...model.record import GameRecord
from ...version import WRITTEN_BY
from ...view.dialogs.files import open_file_name, proposed_file_name, save_file_name, start_folder
from ...view.settings.store import last_folder, remember_folder
from ...view.text.bidi import fill
from ...view.window.main_window import MainWindow
from .saves import write_atomically

#: the file name suffixes of a saved game and of a game record (JSON inside, docs/notation.md and
#: docs/records.md; the installers associate them with the game); ``.json`` files open too
GAME_SUFFIX = ".jackaroo"
RECORD_SUFFIX = ".jackaroo-record"


class GameSource(Protocol):
    """Where the files read the game in progress (None before the first) and its record."""

    @property
    def game(self) -> Game | None: ...

    @property
    def record(self) -> GameRecord | None: ...


class GameFiles(QObject):
    """The Game menu's file actions of one window (docs/records.md)."""

    #: Game > Open game… chose a file (a saved game or a record) to continue
    open_requested = Signal(Path)

    def __init__(self, window: MainWindow, source: GameSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.source = source
        #: where the game is kept after every action (None: no autosave; the app sets it)
        self.autosave_file: Path | None = None
        #: asked before Open game… replaces the game in progress: True to go on (the owner sets it)
        self.may_leave: Callable[[], bool] = lambda: True
        #: holds the game in progress still while the question and the file dialog are open
        self.hold: Callable[[], AbstractContextManager[None]] = nullcontext
        window.open_action.triggered.connect(self.ask_open)
        window.save_action.triggered.connect(self.ask_save)
        window.save_record_action.triggered.connect(self.ask_save_record)
        window.export_log_action.triggered.connect(self.ask_export_log)

    def file_filter(self) -> str:
        """The Open dialog's filter: both kinds, and ``.json`` (what earlier versions wrote)."""
        return fill(
            self.tr("Jackaroo games and records (*{game} *{record} *.json)"),
            game=GAME_SUFFIX,
            record=RECORD_SUFFIX,
        )

    def _ask_file(self, title: str, default: str, file_filter: str) -> Path | None:
        """A save-file dialog proposing ``default`` (a file name) in the folder last used (at first
        the documents folder); the chosen path (with ``default``'s suffix if it had none) or None."""
        start = str(Path(start_folder(last_folder())) / default)
        name = save_file_name(self.window, title, start, file_filter)
        if not name:
            return None
        path = Path(name)
        remember_folder(path.parent)
        return path if path.suffix else path.with_suffix(Path(default).suffix)

    def _proposed(self, suffix: str) -> str:
        """A file name for the game in progress: today's date and the players (``2026-11-25 Sara,
        CPU 1, CPU 2, CPU 3.jackaroo``), characters a file name cannot hold left out."""
        game = self.source.game
        names = (
            ", ".join(game.state.names[s] for s, p in enumerate(game.state.players) if p != "none")
            if game
            else ""
        )
        return proposed_file_name(date.today(), names, suffix)

    def _write(self, path: Path, text: str, failed: str, done: str) -> bool:
        """Write ``text`` to ``path`` atomically and say ``done`` in the banner; on failure say
        ``failed`` (a template with a ``{reason}`` field) instead."""
        try:
            write_atomically(Path(path), text)
        except OSError as error:
            self.window.banner.show_message(fill(failed, reason=error.strerror or str(error)))
            return False
        self.window.banner.show_message(done, error=False, seconds=3)
        return True

    # -- the game ---------------------------------------------------------------------------------
    def ask_save(self) -> None:
        """Game > Save game…: ask where, then :meth:`save_to`."""
        if self.source.game is not None:
            kinds = fill(self.tr("Jackaroo saved games (*{suffix})"), suffix=GAME_SUFFIX)
            path = self._ask_file(self.tr("Save game"), self._proposed(GAME_SUFFIX), kinds)
            if path is not None:
                self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Save the game in progress to ``path`` (atomically); on failure say why in the banner."""
        game = self.source.game
        if game is None:
            return False
        failed = self.tr("Could not save the game: {reason}")
        if not self._write(path, game.to_json(WRITTEN_BY), failed, self.tr("Game saved.")):
            return False
        self.window.log.add_message(fill(self.tr("Game saved to {name}"), name=Path(path).name))
        return True

    def ask_open(self) -> None:
        """Game > Open game…: once :attr:`may_leave` agrees, ask which file, then emit
        :attr:`open_requested` (the game in progress stands still meanwhile: :attr:`hold`)."""
        with self.hold():
            if not self.may_leave():
                return
            name = open_file_name(
                self.window, self.tr("Open game"), start_folder(last_folder()), self.file_filter()
            )
            if name:
                remember_folder(Path(name).parent)
                self.open_requested.emit(Path(name))

    def autosave(self, _events: object = None) -> None:
        """After every accepted action: keep the game's record (docs/records.md: it resumes with its
        log) in :attr:`autosave_file`; remove it once the game is over.  A failing disk must not
        stop the game."""
        path, game, record = self.autosave_file, self.source.game, self.source.record
        if path is None or game is None or record is None:
            return
        try:
            if game.is_over:
                path.unlink(missing_ok=True)
            else:
                write_atomically(path, record.to_json(WRITTEN_BY))
        except OSError:
            pass

    # -- the record and the log -------------------------------------------------------------------
    def ask_save_record(self) -> None:
        """Game > Save record…: ask where, then :meth:`save_record_to`."""
        if self.source.record is not None:
            kinds = fill(self.tr("Jackaroo game records (*{suffix})"), suffix=RECORD_SUFFIX)
            path = self._ask_file(self.tr("Save record"), self._proposed(RECORD_SUFFIX), kinds)
            if path is not None:
                self.save_record_to(path)

    def save_record_to(self, path: Path) -> bool:
        """Write the game's record (docs/records.md) to ``path`` atomically; on failure say why."""
        record = self.source.record
        if record is None:
            return False
        failed = self.tr("Could not save the record: {reason}")
        return self._write(path, record.to_json(WRITTEN_BY), failed, self.tr("Record saved."))

    def ask_export_log(self) -> None:
        """Game > Export log…: ask where, then :meth:`export_log_to`."""
        path = self._ask_file(self.tr("Export log"), self._proposed(".txt"), self.tr("Text files (*.txt)"))
        if path is not None:
            self.export_log_to(path)

    def export_log_to(self, path: Path) -> bool:
        """Write the log panel's lines to ``path`` as UTF-8 text, atomically; on failure say why."""
        text = "".join(line + "\n" for line in self.window.log_lines())
        failed = self.tr("Could not export the log: {reason}")
        return self._write(path, text, failed, self.tr("Log exported."))
