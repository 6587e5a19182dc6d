"""Thinking off the GUI thread: a policy's ``choose`` runs in a worker thread, its answer comes back
as a Qt signal on the GUI thread.

The caller gives an observation that nothing else touches while the worker uses it: one made from a
copy of the game (``observe(game.copy(), seat)``), since an observation reads its game lazily.  Every
request gets a number; the answer carries it, so the caller can tell a stale answer (a new game or a
new turn since) from the one it waits for.  A request may also name a ``reply`` callable, called with
the action on the GUI thread (never for a cancelled request).  Requests run one at a time, in order.

The worker is a plain Python thread: the policies are pure Python, so it shares the GIL with the GUI
thread.  The GUI thread takes the GIL many times per event (PySide looks for Python overrides of every
virtual call on a wrapped object), and with Python's default switch interval (5 ms) each of those can
wait 5 ms for a thinking worker: the event loop then stalled for most of an Expert decision (up to
~100 ms).  While a policy thinks, the switch interval is therefore lowered (:attr:`Thinker.switch_interval`,
0.5 ms), which keeps event-loop gaps near a frame without slowing the decision measurably.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Qt, Signal

from ...ai.observation import Observation
from ...ai.policy import Policy
from ...model.actions import Action

log = logging.getLogger(__name__)


class _QuickSwitching:
    """While any policy thinks (in any Thinker), Python's thread switch interval is at most the
    interval asked; the interval before is restored when the last one is done."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._thinking = 0
        self._saved = 0.0

    def enter(self, interval: float | None) -> None:
        with self._lock:
            if self._thinking == 0:
                self._saved = sys.getswitchinterval()
                if interval is not None and interval < self._saved:
                    sys.setswitchinterval(interval)
            self._thinking += 1

    def leave(self) -> None:
        with self._lock:
            self._thinking -= 1
            if self._thinking == 0:
                sys.setswitchinterval(self._saved)


_switching = _QuickSwitching()


class _Relay(QObject):
    """Carries an answer from the worker thread to the Thinker (queued onto the GUI thread).

    Kept apart from the Thinker so the worker never emits from an object the GUI thread may be
    deleting; if the Thinker is gone, Qt simply drops the queued answer.
    """

    answered = Signal(int, object)


class Thinker(QObject):
    """Runs ``policy.choose(obs)`` in a worker thread; emits :attr:`decided` on the GUI thread."""

    #: request id, the chosen action (None if the policy raised; the error is logged)
    decided = Signal(int, object)
    #: Python's thread switch interval while a policy thinks, in seconds (None: leave it as it is)
    switch_interval: float | None = 0.0005

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: ThreadPoolExecutor | None = None
        self._relay = _Relay()
        self._relay.answered.connect(self._answered, Qt.ConnectionType.QueuedConnection)
        self._last = 0  # the last request id handed out
        self._dropped = 0  # requests up to this id that have not started yet are skipped
        self._open: dict[int, Callable[[Action | None], None] | None] = {}  # not answered yet: reply
        #: the worker thread's identity while it runs a policy (for tests and diagnostics)
        self.worker_ident: int | None = None

    def think(
        self, policy: Policy, obs: Observation, reply: Callable[[Action | None], None] | None = None
    ) -> int:
        """Ask ``policy`` for an action on ``obs`` in the worker thread; return the request id.  When
        the answer comes, :attr:`decided` is emitted and ``reply`` (if any) is called with the action
        (None if the policy raised), both on the GUI thread.  A cancelled request that had started still
        emits :attr:`decided` (with its id, so it can be seen to be stale) but gets no reply."""
        if self._executor is None:
            executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="jackaroo-thinker")
            # the worker thread ends with the Thinker (e.g. its window closed), after its current request
            self.destroyed.connect(lambda: executor.shutdown(wait=False, cancel_futures=True))
            self._executor = executor
        self._last += 1
        request = self._last
        self._open[request] = reply
        self._executor.submit(self._run, self._relay, request, policy, obs)
        return request

    def _run(self, relay: _Relay, request: int, policy: Policy, obs: Observation) -> None:
        """Worker thread: choose and send the answer back (nothing else is touched here)."""
        if request <= self._dropped or request not in self._open:
            return  # cancelled or forgotten before it started
        self.worker_ident = threading.get_ident()
        action: Action | None
        _switching.enter(self.switch_interval)
        try:
            action = policy.choose(obs)
        except Exception:
            log.exception("policy %s failed to choose", getattr(policy, "name", policy))
            action = None
        finally:
            _switching.leave()
        relay.answered.emit(request, action)

    def _answered(self, request: int, action: object) -> None:
        reply = self._open.pop(request, None)  # None too if cancelled while it ran
        self.decided.emit(request, action)
        if reply is not None:
            reply(action)  # type: ignore[arg-type]

    def busy(self) -> bool:
        """Whether a request has not been answered (or dropped) yet."""
        return bool(self._open)

    def cancel(self) -> None:
        """Drop every request that has not started: those never answer.  One that is running still
        answers when done (with its id, so the caller sees it is stale)."""
        self._dropped = self._last
        self._open.clear()

    def forget(self, request: int) -> None:
        """Drop one request: it never replies (it does not run if it has not started)."""
        self._open.pop(request, None)

    def shutdown(self) -> None:
        """Drop waiting requests and let the worker thread end once its current request is done."""
        self.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
