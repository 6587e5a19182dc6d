"""Run the self-test several times and print the median time to first frame and game time: of the
source checkout (``python -m jackaroo --self-test``) or of a bundle (``--bundle dist/Jackaroo``).

    python scripts/selftest_bench.py [--runs 7] [--bundle dist/Jackaroo]

Each run is a fresh process, offscreen; "first frame" is measured by the self-test itself, from the
start of the process to the end of the board's first paint (see jackaroo/selftest.py).  The wall
time is that of the whole process, as seen from here.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

SUMMARY = re.compile(r"(?P<game>[\d.]+) s, first frame (?P<frame>\d+) ms after (?P<clock>.+)$")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bundle", type=Path, help="a one-dir bundle folder (default: the source checkout)")
    args = parser.parse_args()
    if args.bundle:
        command = [str(args.bundle / "Jackaroo"), "--self-test"]
    else:
        command = [sys.executable, "-m", "jackaroo", "--self-test"]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    frames, games, walls = [], [], []
    clock = ""
    for _ in range(args.runs):
        started = time.perf_counter()
        out = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
        walls.append(time.perf_counter() - started)
        match = SUMMARY.search(out.stdout.strip())
        if out.returncode != 0 or match is None:
            print(out.stdout + out.stderr, file=sys.stderr)
            return 1
        frames.append(float(match["frame"]))
        games.append(float(match["game"]))
        clock = match["clock"]
    print(" ".join(command))
    print(
        f"{args.runs} runs: first frame median {statistics.median(frames):.0f} ms after {clock} "
        f"(min {min(frames):.0f}, max {max(frames):.0f}); game median {statistics.median(games):.2f} s; "
        f"whole process median {statistics.median(walls):.2f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
