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
      turn clock (its ``turn_seconds``) and quick match's wait before offering CPUs are multiplied
      by it (1: as the table says; tests shorten it).
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
    - accounts (docs/online.md, "Accounts, ratings, leaderboards"): ``session_days`` a session
      lasts; sign-in attempts with a password: ``sign_in_burst`` at once and ``sign_in_rate`` a
      second per account and per (account, address) pair, ``sign_in_burst_address`` and
      ``sign_in_rate_address`` per address; ``sign_in_clean_seconds`` after a failure before an
      address may try an account whose own budget others used up (:mod:`.sign_in_limits`);
      ``new_accounts_burst`` and ``new_accounts_rate`` accounts (guests or signed up) made per
      address; ``argon2_time_cost`` and ``argon2_memory_kib`` the password hash's cost (None:
      argon2-cffi's default, RFC 9106's second recommended choice; tests make it cheap);
      ``hash_threads`` hashing passwords, ``hash_queue`` hashes waiting for one at most,
      ``hash_per_address`` hashes running and waiting from one address at most (:mod:`.hash_slots`).
    - ratings: ``season`` (the ratings and leaderboards in use: a new number starts every rating
      anew), ``cpu_games_rated`` (whether a game with a CPU seat is rated), ``min_rated_games``
      (a player's rated games before the leaderboard lists them); which games are rated
      (:mod:`.rating_rules`): ``rate_player_tables`` (tables players make, not only quick
      match's), ``same_address_hours`` (accounts made from one address within so many hours of
      each other are not rated against each other; 0: no such rule), ``group_games_a_day`` (the
      same accounts are rated together at most so many times in 24 hours; 0: no limit).
    - ``cpu_workers``: processes in which Expert and Master CPUs think (0: a thread of the server's
      own process, where their search slows the event loop; :mod:`.thinkers`).
    - quick match (docs/online.md, "Quick match"): ``max_queue`` players waiting in all (with
      PostgreSQL: in the whole service), ``queue_per_address`` of them from one address,
      ``queue_rate`` ``queue`` requests a second per connection; ``queue_cpu`` the CPU level of the
      seats filled after a wait; ``queue_band`` and ``queue_band_growth``: the rating difference
      (mu) a player accepts at first, and how much it widens a second waited (:mod:`.matching`).
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
    session_days: float = 30.0
    sign_in_burst: float = 5
    sign_in_rate: float = 1 / 12
    sign_in_burst_address: float = 20
    sign_in_rate_address: float = 1.0
    sign_in_clean_seconds: float = 3600.0
    new_accounts_burst: float = 10
    new_accounts_rate: float = 1 / 60
    argon2_time_cost: int | None = None
    argon2_memory_kib: int | None = None
    hash_threads: int = 2
    hash_queue: int = 8
    hash_per_address: int = 2
    season: int = 1
    cpu_games_rated: bool = False
    min_rated_games: int = 5
    rate_player_tables: bool = False
    same_address_hours: float = 24.0
    group_games_a_day: int = 3
    cpu_workers: int = 0
    max_queue: int = 1000
    queue_per_address: int = 8
    queue_rate: float = 0.5
    queue_cpu: str = "expert"
    queue_band: float = 3.0
    queue_band_growth: float = 0.5


def burst_of(rate: float) -> float:
    """What a limit of ``rate`` a second lets through at once: ten seconds' worth, at least one."""
    return max(1.0, 10 * rate)
