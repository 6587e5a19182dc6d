"""Memory growth over consecutive complete games through the real window and controller (offscreen).

Four Random CPUs (the player's seat too) play at instant speed with no CPU delay; each game ends
with the game-over dialog, which is closed, and a new game starts in the same window.  Prints the
resident set size (RSS, from /proc/self/status) after games 1, 10, 50 and 100 (and the last) and the
growth from game 1 to the end, split into anonymous memory (the heaps: Python objects, Qt's
images and caches; what a leak makes grow) and file-backed pages (code and data of shared
libraries and fonts, read in the first time they are used); ``--tracemalloc`` also prints the
Python allocations that grew most.

    python scripts/gui_memory.py [--games 100] [--seed 1] [--tracemalloc]
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
import tracemalloc

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

from jackaroo.ai import RandomPolicy
from jackaroo.composition import build
from jackaroo.controller.game_controller import GameController
from jackaroo.view.settings.seats import GameOptions

REPORT_AFTER = (1, 10, 50, 100)


def memory_mb() -> dict[str, float]:
    """This process's resident memory in MB (Linux /proc/self/status): ``rss`` in all, ``anon``
    (anonymous: heaps) and ``file`` (file-backed pages, shared memory included)."""
    fields = {}
    with open("/proc/self/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "RssAnon", "RssFile", "RssShmem"):
                fields[key] = int(value.split()[0]) * 1024 / 1e6  # kB
    return {
        "rss": fields["VmRSS"],
        "anon": fields["RssAnon"],
        "file": fields["RssFile"] + fields.get("RssShmem", 0.0),
    }


def play_one(app: QApplication, controller: GameController, seed: int) -> None:
    """One complete game of four Random CPUs; returns once its game-over dialog is closed."""
    loop = QEventLoop()
    done = controller.game_finished.connect(lambda _winner: QTimer.singleShot(0, loop.quit))
    controller.start(GameOptions("CPU 0", ("random", "random", "random"), seed))
    controller.play_seat_by(0, RandomPolicy(seed))
    loop.exec()
    controller.game_finished.disconnect(done)
    dialog = controller.game_over.dialog
    if dialog is not None:
        dialog.reject()
    app.processEvents()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tracemalloc", action="store_true", help="also show the top Python growth")
    args = parser.parse_args(argv)
    QStandardPaths.setTestModeEnabled(True)  # no autosave nor settings in the user's folders
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "/nonexistent-jackaroo")
    window, controller = build()
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = 0
    window.show()
    baseline = None
    start = time.perf_counter()
    for game in range(1, args.games + 1):
        play_one(app, controller, args.seed * 1000 + game)
        if game in REPORT_AFTER or game == args.games:
            gc.collect()
            app.processEvents()
            now = memory_mb()
            if baseline is None:
                baseline = now
                if args.tracemalloc:
                    tracemalloc.start(10)
                    first = tracemalloc.take_snapshot()
            items = len(controller.scene.items())
            seconds = time.perf_counter() - start
            print(
                f"after game {game:>4}: RSS {now['rss']:7.1f} MB (anonymous {now['anon']:6.1f}, "
                f"files {now['file']:5.1f})  scene items {items}  ({seconds:.0f} s)"
            )
    assert baseline is not None
    end = memory_mb()
    growth = {key: end[key] - baseline[key] for key in end}
    print(
        f"growth from game 1 to game {args.games}: RSS {growth['rss']:+.1f} MB "
        f"(anonymous {growth['anon']:+.1f}, files {growth['file']:+.1f})"
    )
    if args.tracemalloc:
        top = tracemalloc.take_snapshot().compare_to(first, "traceback")[:10]
        print("largest Python growth since game 1:")
        for stat in top:
            print(f"  {stat.size_diff / 1e3:+9.1f} kB  {stat.count_diff:+6d} blocks  {stat.traceback[-1]}")
    controller.stop()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
