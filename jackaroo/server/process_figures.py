"""Figures of a server process for ``stats`` and the metrics: its memory, its processor time and the
quantiles of its timings."""

from __future__ import annotations

import os
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


def processes_cpu_seconds(pids: list[int]) -> float:
    """User and system CPU time of processes ``pids`` so far, in seconds, from /proc (a process
    gone counts 0).  The benchmarks' measure of a server's cost."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def child_pids(pid: int) -> list[int]:
    """The processes that process ``pid`` started and that still run (from /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
        except (OSError, ValueError):
            continue
    return found
