"""Collect what went wrong while the app runs: Qt warnings, uncaught Python exceptions (in slots,
in threads) and logged errors, so a check such as ``--self-test`` can fail on any of them.

A Python exception raised in a slot does not stop the Qt event loop: PySide6 hands it to
``sys.excepthook`` and goes on.  A failing CPU policy is logged by the Thinker and the game goes on.
Both would pass unseen in a run that only looks at its exit code; :class:`Watchdog` records them.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import Any

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

QtMessageHandler = Callable[[QtMsgType, QMessageLogContext, str], Any]

#: Qt message types that count as problems (debug and info messages do not)
QT_PROBLEMS = {
    QtMsgType.QtWarningMsg: "Qt warning",
    QtMsgType.QtCriticalMsg: "Qt critical",
    QtMsgType.QtFatalMsg: "Qt fatal",
}

#: Qt warnings that are not problems: a platform plugin saying that it lacks an optional feature
#: (the offscreen plugin, for one, cannot propagate a window's size hints)
QT_HARMLESS_PREFIXES = (
    "This plugin does not support",
    # the bundle ships no media backend on purpose (jackaroo.spec): QSoundEffect plays the WAV sounds
    # without one, as the warning itself says
    "No QtMultimedia backends found. Only QMediaDevices, QAudioDevice, QSoundEffect",
)


class _LogHandler(logging.Handler):
    def __init__(self, watchdog: Watchdog) -> None:
        super().__init__(logging.ERROR)
        self.watchdog = watchdog

    def emit(self, record: logging.LogRecord) -> None:
        self.watchdog.report(f"logged {record.levelname.lower()}: {self.format(record)}")


class Watchdog:
    """While installed (``with Watchdog() as dog:``), records in :attr:`problems` (one text each, in
    order, also printed to stderr) every Qt message of warning level or above but those of
    :data:`QT_HARMLESS_PREFIXES`, every uncaught exception (``sys.excepthook`` and
    ``threading.excepthook``) and every ``logging`` record of level ERROR or above.  On exit the
    previous handlers are put back.
    """

    def __init__(self) -> None:
        #: what went wrong, in order
        self.problems: list[str] = []
        self._lock = threading.Lock()
        self._log_handler = _LogHandler(self)
        self._saved_excepthook = sys.excepthook
        self._saved_thread_hook = threading.excepthook
        self._saved_qt_handler: QtMessageHandler | None = None

    def report(self, text: str) -> None:
        """Record a problem (any thread) and print it to stderr."""
        with self._lock:
            self.problems.append(text)
        print(text, file=sys.stderr, flush=True)

    def __enter__(self) -> Watchdog:
        self._saved_excepthook = sys.excepthook
        self._saved_thread_hook = threading.excepthook
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_hook
        logging.getLogger().addHandler(self._log_handler)
        self._saved_qt_handler = qInstallMessageHandler(self._qt_message)
        return self

    def __exit__(self, *_exc: object) -> None:
        qInstallMessageHandler(self._saved_qt_handler)  # None: Qt's default handler
        logging.getLogger().removeHandler(self._log_handler)
        sys.excepthook = self._saved_excepthook
        threading.excepthook = self._saved_thread_hook

    def _qt_message(self, kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        label = QT_PROBLEMS.get(kind)
        if label is not None and not message.startswith(QT_HARMLESS_PREFIXES):
            self.report(f"{label}: {message}")

    def _excepthook(
        self, kind: type[BaseException], value: BaseException, trace: TracebackType | None
    ) -> None:
        text = "".join(traceback.format_exception(kind, value, trace)).rstrip()
        self.report(f"uncaught exception: {text}")

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        trace = traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)
        name = args.thread.name if args.thread is not None else "?"
        self.report(f"uncaught exception in thread {name}: {''.join(trace).rstrip()}")
