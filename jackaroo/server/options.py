"""The server's settings, every table's and connection's alike: its delays and its resource budget.

Each field is one limit of docs/online.md's budget table, with the command-line option that sets it
(``python -m jackaroo.server --help``).  Counts are whole numbers, times in seconds, sizes in bytes,
rates per second; a rate's burst (what may come at once) is ten seconds' worth, at least one.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Options:
    """Server-wide settings (see the module's docstring for units).

    - ``takeover_seconds``: after a person drops mid-game, before a CPU plays the seat;
      ``cpu_delay``: before each CPU action, so people can follow; ``clock_scale``: every table's
      turn clock (its ``turn_seconds``) is multiplied by it (1: as the table says; tests shorten it).
    - ``rate`` frames a second per connection, ``burst`` at once; ``rate_address`` frames a second
      from all the connections of one address together (twice that at once).
    - ``max_connections`` open at once (counted from the TCP accept), ``max_per_address`` of them
      from one address (an IPv6 address counts by its /64), ``connect_rate`` new connections a
      second from one address, ``hello_seconds`` for a new connection to finish its WebSocket
      handshake and then to say ``hello``.
    - ``max_unsent`` bytes of messages waiting for one slow reader before it is closed (1008);
      ``send_buffer`` bytes the kernel may hold for it on top (``SO_SNDBUF``).
    - ``max_tables`` held at once; ``max_lobby_tables`` of them before their first game, and
      ``lobby_per_address`` of those opened from one address; ``lobby_grace_seconds`` a table
      before its first game is kept once no person at it is connected.
    - ``max_spectators`` per table.
    - chat lines a second: ``chat_rate`` per connection, ``chat_rate_address`` per address (all its
      connections together), ``chat_rate_table`` per table (everyone at it together).
    - ``trusted_proxy``: the address of a reverse proxy whose ``X-Forwarded-For`` names the client
      (None: every client is its peer address).
    """

    takeover_seconds: float = 30.0
    cpu_delay: float = 0.5
    rate: float = 20
    burst: float = 40
    rate_address: float = 40
    max_connections: int = 1000
    max_per_address: int = 16
    connect_rate: float = 2.0
    hello_seconds: float = 5.0
    max_unsent: int = 256 * 1024
    send_buffer: int = 64 * 1024
    max_tables: int = 5000
    max_lobby_tables: int = 500
    lobby_per_address: int = 4
    lobby_grace_seconds: float = 60.0
    max_spectators: int = 20
    chat_rate: float = 0.5
    chat_rate_address: float = 1.0
    chat_rate_table: float = 1.0
    trusted_proxy: str | None = None
    clock_scale: float = 1.0


def burst_of(rate: float) -> float:
    """What a limit of ``rate`` a second lets through at once: ten seconds' worth, at least one."""
    return max(1.0, 10 * rate)
