"""Figures of a server process for ``stats`` and the metrics: its memory, its processor time and the
quantiles of its timings."""

from __future__ import annotations

import resource
from collections import deque
from pathlib import Path


def rss_mb() -> float:
    """This process's resident memory in MiB (from /proc; the peak from getrusage elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return peak_rss_mb()


def peak_rss_mb() -> float:
    """The most resident memory this process has had, in MiB (getrusage; kilobytes on Linux)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def cpu_seconds() -> float:
    """The processor time this process has used so far (user and system), in seconds."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def quantile_ms(seconds: deque[float], q: float) -> float:
    """The ``q`` quantile of ``seconds`` in milliseconds (0.0 if empty)."""
    ordered = sorted(seconds)
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * q))] * 1000, 3) if ordered else 0.0
