"""Measure the desktop game offscreen: cold start to first frame, board repaint time per frame at
1280x800, and frame pacing of animations during CPU turns.

    python scripts/gui_bench.py [--frames 300] [--actions 40]
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

COLD_START = r"""
import time, sys
t0 = time.perf_counter()
from PySide6.QtCore import QTimer, QObject, QEvent
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from jackaroo.composition import build
from jackaroo.view.settings.seats import GameOptions
window, controller = build()
window.resize(1280, 800)
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(f"{time.perf_counter() - t0:.3f}")
            app.quit()
        return False
probe = FirstPaint()
window.view.viewport().installEventFilter(probe)
controller.start(GameOptions("Sara", "random", 1))
window.show()
app.exec()
"""


def cold_start(runs: int) -> list[float]:
    """Seconds from interpreter start of the app code to the board's first paint (fresh process)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", COLD_START], capture_output=True, text=True, check=True)
        inner = float(out.stdout.strip().splitlines()[-1])
        times.append((time.perf_counter() - start, inner))
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--actions", type=int, default=40, help="CPU actions animated for frame pacing")
    parser.add_argument("--runs", type=int, default=3, help="cold starts")
    args = parser.parse_args()

    starts = cold_start(args.runs)
    print(
        "cold start to first frame: "
        + ", ".join(f"{total:.2f} s (app code {inner:.2f} s)" for total, inner in starts)
    )

    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from jackaroo.ai import RandomPolicy
    from jackaroo.composition import build
    from jackaroo.view.settings.seats import GameOptions

    app = QApplication(sys.argv)
    # a game that ends here must not count in the player's statistics
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    window, controller = build()
    window.resize(1280, 800)
    window.show()
    controller.start(GameOptions("Sara", "random", 3))
    app.processEvents()
    viewport = window.view.viewport()
    size = viewport.size()
    durations = []
    for _ in range(args.frames):
        timer = time.perf_counter()
        viewport.repaint()  # a synchronous paint event of the whole board
        durations.append((time.perf_counter() - timer) * 1000)
    durations.sort()
    print(
        f"board repaint per frame ({size.width()}x{size.height()} view of a 1280x800 window): "
        f"median {statistics.median(durations):.2f} ms, p90 {durations[int(0.9 * len(durations))]:.2f} ms"
    )

    # frame pacing: every seat played by the Random CPU at normal speed, no CPU delay; the time
    # between scene updates while animations run
    controller.driver.cpu_delay_ms = 0
    controller.scene.animator.speed = 1.0
    clock = QElapsedTimer()
    clock.start()
    stamps: list[float] = []
    controller.scene.changed.connect(lambda _regions: stamps.append(clock.nsecsElapsed() / 1e6))
    played = [0]
    controller.action_played.connect(lambda _events: played.__setitem__(0, played[0] + 1))
    controller.play_seat_by(0, RandomPolicy(1))

    def check() -> None:
        if played[0] >= args.actions or controller.game.is_over:
            app.quit()
        else:
            QTimer.singleShot(50, check)

    QTimer.singleShot(50, check)
    app.exec()
    gaps = [b - a for a, b in itertools.pairwise(stamps) if b - a < 200]  # within animations
    if gaps:
        gaps.sort()
        dropped = sum(1 for g in gaps if g > 1000 / 60 * 1.5)
        print(
            f"animation frames during {played[0]} CPU actions: {len(gaps)} frame gaps, median "
            f"{statistics.median(gaps):.1f} ms ({1000 / statistics.median(gaps):.0f} fps), "
            f"p99 {gaps[int(0.99 * len(gaps))]:.1f} ms, {dropped} gaps over 25 ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
