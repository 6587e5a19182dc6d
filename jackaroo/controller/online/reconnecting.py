"""Reconnecting by itself after a dropped connection, on the schedule of
:class:`jackaroo.online.reconnect.Backoff` (exponential, with jitter, bounded in time), as the
asyncio client does (docs/protocol.md, "Reconnecting").

:class:`Reconnection` only keeps the count and the time: after each drop :meth:`dropped` arms a
single-shot timer and says which attempt comes (None: it gave up); :attr:`attempt_due` asks the
owner to try; :meth:`succeeded` starts the count again.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ...online.reconnect import Backoff

#: the app's schedule: soon at first, never more than 5 s apart, for ten minutes
APP_BACKOFF = Backoff(first=0.5, factor=1.6, cap=5.0, jitter=0.5, seconds=600.0)


class Reconnection(QObject):
    """The attempts at reconnecting after one drop."""

    #: try now: attempt number (from 1)
    attempt_due = Signal(int)

    def __init__(
        self, parent: QObject | None = None, backoff: Backoff = APP_BACKOFF, rng: random.Random | None = None
    ) -> None:
        super().__init__(parent)
        self.backoff = backoff
        self.rng = rng or random.Random()
        self.attempt = 0
        self.since = QElapsedTimer()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(lambda: self.attempt_due.emit(self.attempt))

    @property
    def active(self) -> bool:
        """Whether an attempt is waiting or under way."""
        return self.attempt > 0

    def dropped(self) -> int | None:
        """The connection (or the last attempt) failed: arm the next attempt and return its number,
        or None when the schedule gives up."""
        if not self.since.isValid():
            self.since.start()
        self.attempt += 1
        if not self.backoff.allows(self.attempt, self.since.elapsed() / 1000):
            self.stop()
            return None
        self.timer.start(round(1000 * self.backoff.delay(self.attempt, self.rng)))
        return self.attempt

    def succeeded(self) -> None:
        """Back at the table: the next drop counts from 1."""
        self.stop()

    def stop(self) -> None:
        self.timer.stop()
        self.attempt = 0
        self.since.invalidate()
