"""One queue of animations for the whole board, and the ``idle`` signal that paces CPU turns.

Each step is built only when its turn comes (so it starts where the previous step left things) and
has a ``finish`` callback that puts the end state in place.  With speed 0 ("instant") the steps'
animations are skipped and only their ``finish`` runs.  Steps enqueued together (one action's events)
start on the next pass of the event loop, so ``idle`` comes once, after the last of them.  A *cue*
is a step without animation whose callback runs when its turn comes (at any speed) and is skipped
when the queue is flushed: sounds use cues to play in step with the pictures.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

Build = Callable[[float], QAbstractAnimation | None]
Finish = Callable[[], None]


class _Cue:
    """A queued callback run when its turn comes, never by :meth:`Animator.flush`."""

    __slots__ = ("callback",)

    def __init__(self, callback: Callable[[], None]) -> None:
        self.callback = callback

    def __call__(self, speed: float) -> None:
        return None


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

    def cue(self, callback: Callable[[], None]) -> None:
        """Add a step that only calls ``callback`` when its turn comes (skipped by :meth:`flush`)."""
        self.enqueue(_Cue(callback))

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
            if isinstance(build, _Cue):
                build.callback()
                continue
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
