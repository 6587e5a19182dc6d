"""Saved games and records on disk: atomic writes, the autosave's place, and reading a file safely.

No widgets here.  Reading never raises anything but the model's :class:`StateFormatError`: a
missing, unreadable, oversized, binary or hostile file becomes one with a message for the player.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from ...model.errors import JackarooError, StateFormatError
from ...model.game import Game
from ...model.notation import load_json
from ...model.record import FORMAT as RECORD_FORMAT
from ...model.record import GameRecord
from ...view.settings.data_folder import data_folder

T = TypeVar("T")

#: the autosave's file name in the application's data folder
AUTOSAVE_NAME = "autosave.json"
#: a save is a few kilobytes; anything larger than this is refused unread
MAX_SAVE_BYTES = 1_000_000


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that the file is either the old or the new content:
    a temporary file in the same folder, flushed and fsynced, then renamed over ``path``."""
    path = Path(path)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def autosave_path() -> Path:
    """Where the unfinished game is kept (the application's data folder, created if needed)."""
    folder = data_folder()
    folder.mkdir(parents=True, exist_ok=True)
    return folder / AUTOSAVE_NAME


def _read_text(path: Path) -> str:
    """The UTF-8 text of ``path``; raises StateFormatError if it cannot be read, is too large or is
    not text."""
    path = Path(path)
    try:
        with path.open("rb") as file:
            data = file.read(MAX_SAVE_BYTES + 1)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise StateFormatError(f"cannot read the file: {reason}") from None
    if len(data) > MAX_SAVE_BYTES:
        raise StateFormatError("the file is too large to be a saved game")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise StateFormatError("the file is not text (UTF-8)") from None


def _guarded(load: Callable[[], T]) -> T:
    """``load()``, with any error it raises turned into a StateFormatError for the player."""
    try:
        return load()
    except StateFormatError:
        raise
    except JackarooError as error:
        raise StateFormatError(error.template, **error.params) from None
    except Exception as error:  # hostile input (deep nesting, huge numbers..) must not escape
        raise StateFormatError(f"not a saved game ({type(error).__name__})") from None


def read_save(path: Path) -> Game:
    """The game saved in ``path``; raises StateFormatError (and nothing else) if it cannot be."""
    text = _read_text(path)
    return _guarded(lambda: Game.from_json(text))


def read_game_file(path: Path) -> Game | GameRecord:
    """A saved game (``"format": "jackaroo/state"``) or a game record (``"jackaroo/record"``), told
    apart by the ``format`` key; raises StateFormatError (and nothing else) if it is neither."""
    text = _read_text(path)

    def load() -> Game | GameRecord:
        obj = load_json(text)  # parsed once, for either kind
        if isinstance(obj, dict) and obj.get("format") == RECORD_FORMAT:
            return GameRecord.from_object(obj)
        return Game.from_object(obj)

    return _guarded(load)
