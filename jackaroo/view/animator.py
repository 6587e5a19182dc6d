"""One queue of animations for the whole board, and the ``idle`` signal that paces CPU turns.

Each step is built only when its turn comes (so it starts where the previous step left things) and
has a ``finish`` callback that puts the end state in place.  With speed 0 ("instant") the steps'
animations are skipped and only their ``finish`` runs.  Steps enqueued together (one action's events)
start on the next pass of the event loop, so ``idle`` comes once, after the last of them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

Build = Callable[[float], QAbstractAnimation | None]
Finish = Callable[[], None]


class Animator(QObject):
    """Runs animation steps one after another; emits ``idle`` when the queue runs dry."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[tuple[Build | None, Finish | None]] = deque()
        self._running: QAbstractAnimation | None = None
        self._finish: Finish | None = None
        self._start_pending = False
        #: duration factor: 1.0 normal, 0.5 twice as fast, 0 instant
        self.speed = 1.0

    def is_idle(self) -> bool:
        return self._running is None and not self._queue

    def enqueue(self, build: Build | None, finish: Finish | None = None) -> None:
        """Add a step: ``build(speed)`` makes its animation (or None), ``finish`` sets its end state."""
        self._queue.append((build, finish))
        if self._running is None and not self._start_pending:
            self._start_pending = True
            QTimer.singleShot(0, self._start)

    def _start(self) -> None:
        self._start_pending = False
        if self._running is None and self._queue:
            self._next()

    def flush(self) -> None:
        """Jump to the end of every queued step now (used when a new game starts)."""
        if self._running is not None:
            running, self._running = self._running, None
            running.finished.disconnect(self._step_done)
            running.stop()
            running.deleteLater()
            self._run_finish()
        while self._queue:
            _build, self._finish = self._queue.popleft()
            self._run_finish()
        self.idle.emit()

    def _run_finish(self) -> None:
        finish, self._finish = self._finish, None
        if finish is not None:
            finish()

    def _next(self) -> None:
        while self._queue:
            build, self._finish = self._queue.popleft()
            animation = build(self.speed) if build is not None and self.speed > 0 else None
            if animation is not None and animation.totalDuration() > 0:
                animation.setParent(self)  # dies with the animator, never outlives it
                self._running = animation
                animation.finished.connect(self._step_done)
                animation.start()
                return
            self._run_finish()
        self.idle.emit()

    def _step_done(self) -> None:
        done, self._running = self._running, None
        if done is not None:
            done.deleteLater()  # after its finished signal has returned
        self._run_finish()
        self._next()
