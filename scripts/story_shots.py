"""Render the README's pictures of the board telling the story, offscreen, from lesson sketches:

    python scripts/story_shots.py [--out docs]

- ``preview.png``: a Seven split chosen, its two paths, ghosts and the capture it would make shown
  before it is played;
- ``capture.png``: a King's sweep caught mid-animation (the marbles on its path knocked Home).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from jackaroo.composition import build
from jackaroo.controller.lessons.sketch import sketch
from jackaroo.model.cards import Card


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="docs", type=Path)
    parser.add_argument("--after-ms", type=int, default=700, help="when the capture is taken")
    args = parser.parse_args()
    app = QApplication(sys.argv)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    window, controller = build()
    window.resize(1280, 800)
    window.show()
    controller.driver.cpu_delay_ms = 600_000  # the other seats wait
    controller.scene.animator.speed = 0

    # a Seven split, chosen and previewed
    controller.take_over(sketch("t10 t20 | t14 t40", "7S 2S 3S 4S"), log_line="")
    hand = list(controller.input.selection.hand)
    controller.input.select_card(hand.index(Card.parse("7S")))
    controller.input.click_marble(0)
    controller.input.click_marble(1)
    window.split_box.setValue(4)
    QTest.qWait(100)
    window.grab().save(str(args.out / "preview.png"))

    # a King's sweep, mid-animation
    controller.take_over(sketch("t10 t40 | t14 t19 | t17", "KS 2S 3S 4S"), log_line="")
    controller.scene.animator.speed = 1.0
    controller.driver.play("KS move t10")
    QTest.qWait(args.after_ms)
    window.grab().save(str(args.out / "capture.png"))
    controller.stop()
    app.processEvents()
    print(f"wrote {args.out / 'preview.png'} and {args.out / 'capture.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
