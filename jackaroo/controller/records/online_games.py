"""Finished online games kept with the player's records, like local ones (docs/records.md, "Online
games").

When an online game the person here sat in is over, its whole record comes from the server
(``get_record``) and :meth:`OnlineGames.keep` keeps it: the record as a file in the app's data
folder (``online-games/<table>-<game>.jackaroo-record``, where the autosave is), an entry in the
settings (``online/games/v1``: table, game number, server address, seat, ruleset, date, whether
the person's side won), the statistics' Online column and, for a win, the online high-score table
of its rules.  A game is kept and counted once, by its table and game number (and its final state's
fingerprint in the statistics): a reconnection or a rematch fetching a record again changes
nothing.  :data:`MAX_KEPT` games are kept; the oldest file goes past that.
"""

from __future__ import annotations

import contextlib
import hashlib
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...model.errors import JackarooError
from ...model.high_scores import online_entry
from ...model.record import GameRecord
from ...model.statistics import Statistics, side_won
from ...view.settings.data_folder import data_folder
from ...view.settings.store import load_online_games, load_statistics, save_online_games, save_statistics
from .high_scores import HighScoreKeeper
from .saves import MAX_SAVE_BYTES, write_atomically

#: online games kept at most (records of a few kilobytes each)
MAX_KEPT = 200
#: the folder of the kept records, in the app's data folder
FOLDER = "online-games"


@dataclass(frozen=True, slots=True)
class KeptGame:
    """One kept online game: ``table`` and ``game`` (its number there), the server's ``address``,
    the person's ``seat``, its ``ruleset``, the ``date`` kept (ISO ``YYYY-MM-DD``), ``won`` (the
    person's side), the seats' ``names`` and its record's ``file`` name in :data:`FOLDER`."""

    table: str
    game: int
    address: str
    seat: int
    ruleset: str
    date: str
    won: bool
    names: tuple[str, ...]
    file: str

    @property
    def key(self) -> tuple[str, int]:
        return self.table, self.game

    @classmethod
    def read(cls, obj: object) -> KeptGame | None:
        """The entry ``obj`` stands for (as :meth:`stored`), or None if it is damaged."""
        if not isinstance(obj, dict):
            return None
        try:
            entry = cls(**{**obj, "names": tuple(obj.get("names", ()))})
        except TypeError:
            return None
        texts = (entry.table, entry.address, entry.ruleset, entry.date, entry.file)
        numbers = (entry.game, entry.seat)
        if not all(isinstance(t, str) for t in texts) or not all(type(n) is int for n in numbers):
            return None
        return entry if all(isinstance(n, str) for n in entry.names) else None

    def stored(self) -> dict[str, object]:
        return {**asdict(self), "names": list(self.names)}


def kept_folder() -> Path:
    """The folder of the kept records (in the app's data folder, created if needed)."""
    folder = data_folder() / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def kept_games() -> list[KeptGame]:
    """The kept online games, oldest first (damaged entries left out)."""
    return [entry for entry in map(KeptGame.read, load_online_games()) if entry is not None]


class OnlineGames(QObject):
    """Keeps finished online games and counts them (:meth:`keep`)."""

    #: an online game was counted: the statistics now
    counted = Signal(object)

    def __init__(
        self,
        high_scores: HighScoreKeeper,
        parent: QObject | None = None,
        folder: Callable[[], Path] = kept_folder,
    ) -> None:
        super().__init__(parent)
        self.high_scores = high_scores
        self.folder = folder

    def keep(self, text: str, seat: int, address: str, table: str, number: int) -> GameRecord | None:
        """The record ``text`` of game ``number`` of ``table`` at ``address``, where the person here
        sat at ``seat``: kept and counted if it is a finished game not kept yet.  Returns the record
        (also one kept before), or None if ``text`` is not a finished game's record."""
        try:
            record = GameRecord.from_json(text)
            final = record.final_game()
        except JackarooError:
            return None
        state = final.state
        if state.winner is None or not 0 <= seat < len(state.players):
            return None
        entries = kept_games()
        if any(entry.key == (table, number) for entry in entries):
            return record
        name = f"{re.sub('[^a-z0-9]', '', table)[:16]}-{number}.jackaroo-record"
        try:
            write_atomically(self.folder() / name, text)
        except OSError:
            return record  # (a full disk: still counted, its review still possible now)
        today = self.high_scores.today().isoformat()
        entry = KeptGame(
            table, number, address, seat, state.ruleset, today, side_won(state, seat), state.names, name
        )
        entries.append(entry)
        folder = self.folder()
        for old in entries[:-MAX_KEPT]:
            with contextlib.suppress(OSError):
                (folder / old.file).unlink()
        save_online_games([e.stored() for e in entries[-MAX_KEPT:]])
        fingerprint = hashlib.sha256(final.to_json().encode()).hexdigest()[:24]
        stats: Statistics = load_statistics().add_online(state, seat, fingerprint)
        save_statistics(stats)
        found = online_entry(state, seat, today, fingerprint)
        if found is not None:
            self.high_scores.enter(final, *found)
        self.counted.emit(stats)
        return record

    def file_of(self, table: str, number: int) -> Path | None:
        """The kept record file of game ``number`` of ``table``, or None if it is not kept (or its
        file is gone)."""
        folder = self.folder()
        for entry in kept_games():
            if entry.key == (table, number) and (folder / entry.file).is_file():
                return folder / entry.file
        return None

    def seat_in(self, path: Path, otherwise: int) -> int:
        """The person's seat in the online game whose kept record is the file ``path`` (its review
        judges that seat, not the first person's), else ``otherwise``."""
        try:
            if Path(path).resolve().parent != self.folder().resolve():
                return otherwise
        except OSError:
            return otherwise
        return next((entry.seat for entry in kept_games() if entry.file == Path(path).name), otherwise)

    def record_of(self, entry: KeptGame) -> GameRecord | None:
        """The kept record of ``entry``, or None if its file is gone or damaged."""
        path = self.folder() / entry.file
        try:
            if path.stat().st_size > MAX_SAVE_BYTES:
                return None
            return GameRecord.from_json(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, JackarooError):
            return None
