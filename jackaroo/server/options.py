"""The server's settings shared by every table."""

from __future__ import annotations


class Options:
    """Server-wide settings: ``takeover_seconds`` after a drop before a CPU plays the seat;
    ``cpu_delay`` seconds before a CPU acts (so people can follow); each connection may send
    ``burst`` messages at once and ``rate`` a second after that."""

    def __init__(
        self, takeover_seconds: float = 30.0, cpu_delay: float = 0.5, rate: float = 20, burst: float = 40
    ) -> None:
        self.takeover_seconds = takeover_seconds
        self.cpu_delay = cpu_delay
        self.rate = rate
        self.burst = burst
